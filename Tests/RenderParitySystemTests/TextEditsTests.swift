import Foundation
import RenderParitySystem
import Testing

/// The text edits against Foundation's, where they are meant to agree, and on what is
/// specified here only (ASCII-only case folding, spaces and tabs as the blanks).
struct TextEditsTests {
    @Test(arguments: [
        ("it's", "'", #"'\''"#), ("''", "'", "x"), ("aaa", "aa", "b"), ("none", "z", "y"), ("", "a", "b"),
        ("é'é", "'", "-"), ("a, b, c", ", ", "|"),
    ])
    func replacingEveryIsFoundations(_ text: String, _ target: String, _ replacement: String) {
        #expect(
            text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test func replacingEveryIgnoresASCIICaseOnlyWhenAsked() {
        let script = "a</script>b</SCRIPT>c</ScRiPt"
        #expect(
            script.replacingEvery("</script", with: "<\\/script", ignoringASCIICase: true)
                == "a<\\/script>b<\\/script>c<\\/script")
        #expect(script.replacingEvery("</script", with: "X") == "aX>b</SCRIPT>c</ScRiPt")
        // Only ASCII letters fold: `İ` (U+0130) is not `i`.
        #expect("İ".replacingEvery("i", with: "x", ignoringASCIICase: true) == "İ")
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }

    @Test(arguments: ["a, b, c", "one", "", ", ", "a, , b", ", a, ", "x,y"])
    func fieldsAreFoundationsComponents(_ text: String) {
        #expect(text.fields(separatedBy: ", ") == text.components(separatedBy: ", "))
    }

    @Test func trimmingTakesSpacesAndTabsOnly() {
        #expect(" \t a b \t".trimmingSpacesAndTabs() == "a b")
        #expect("   ".trimmingSpacesAndTabs() == "")
        #expect("\u{00A0}a\n".trimmingSpacesAndTabs() == "\u{00A0}a\n")
    }
}
