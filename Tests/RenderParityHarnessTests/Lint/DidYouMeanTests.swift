import RenderParity
import Testing

@testable import RenderParityHarness

/// Did-you-mean for names and values (spec §2.5): case, platforms, British spellings, near misses,
/// and only ever a name the place allows.
struct DidYouMeanTests {
    static let types = Vocabulary.builtin.nodeTypes

    static func allowed(_ type: String) -> [String] { Vocabulary.builtin.allowedMembers(ofType: type) ?? [] }

    @Test(arguments: [
        ("VStack", "vstack"), ("Column", "vstack"), ("Row", "hstack"), ("Box", "zstack"), ("Text", "text"),
        ("LazyColumn", "list"), ("Image", "image"), ("Icon", "image"), ("LinearProgressIndicator", "progress"),
        ("ProgressView", "progress"), ("Spacer", "spacer"), ("Divider", "divider"), ("v_stack", "vstack"),
        ("vstak", "vstack"), ("badges", "badge"),
    ])
    func types(name: String, expected: String) {
        #expect(DidYouMean.type(name, among: Self.types) == expected)
    }

    @Test func typesWithoutAGoodGuess() {
        for name in ["carousel", "button", "", "  ", "x"] {
            #expect(DidYouMean.type(name, among: Self.types) == nil, "\(name)")
        }
    }

    @Test func membersAreOnlyWhatTheOwnerAllows() {
        let text = Self.allowed("text")
        #expect(DidYouMean.member("colour", among: text) == "color")
        #expect(DidYouMean.member("fontWeight", among: text) == "weight")
        #expect(DidYouMean.member("max_lines", among: text) == "maxLines")
        #expect(DidYouMean.member("contnet", among: text) == "content")
        // A divider has no color, so `colour` suggests nothing there.
        #expect(DidYouMean.member("colour", among: Self.allowed("divider")) == nil)
        #expect(DidYouMean.member("systemName", among: Self.allowed("image")) == "system_name")
    }

    @Test func aContainedOrStartedNameIsMeant() {
        #expect(DidYouMean.member("iconName", among: Self.allowed("stat")) == "icon")
        #expect(DidYouMean.member("align", among: Self.allowed("vstack")) == "alignment")
        #expect(DidYouMean.type("ImageView", among: Self.types) == "image")
        // Both `text` and `color` are in `textColor`: a badge gets no guess.
        #expect(DidYouMean.member("textColor", among: Self.allowed("badge")) == nil)
        // Not for values: a subtitle is no title.
        #expect(DidYouMean.value("subtitle", among: TextStyle.allCases.map(\.rawValue)) == nil)
    }

    @Test func enumValues() {
        let alignments = HorizontalAlignment.allCases.map(\.rawValue)
        #expect(DidYouMean.value("Leading", among: alignments) == "leading")
        #expect(DidYouMean.value("start", among: alignments) == "leading")
        #expect(DidYouMean.value("centre", among: alignments) == "center")
        #expect(DidYouMean.value("middle", among: alignments) == nil)
        #expect(DidYouMean.value("bold ", among: FontWeight.allCases.map(\.rawValue)) == "bold")
        // `start` means leading, which a vertical alignment does not have.
        #expect(DidYouMean.value("start", among: VerticalAlignment.allCases.map(\.rawValue)) == nil)
    }

    @Test func aTieGivesNothing() {
        // "bat" is one edit from both; "bar" is the only one within one edit of "baar".
        #expect(DidYouMean.value("bat", among: ["bar", "cat"]) == nil)
        #expect(DidYouMean.value("baar", among: ["bar", "cat"]) == "bar")
    }

    @Test func distanceCountsSwapsAsOne() {
        #expect(DidYouMean.distance(Array("lable"), Array("label")) == 1)
        #expect(DidYouMean.distance(Array(""), Array("abc")) == 3)
        #expect(DidYouMean.distance(Array("kitten"), Array("sitting")) == 3)
    }
}
