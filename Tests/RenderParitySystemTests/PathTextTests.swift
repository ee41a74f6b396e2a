import Foundation
import RenderParitySystem
import Testing

/// `PathText` against `NSString`'s path methods, which it replaces, on every path where those
/// are defined, and on the one-character relative paths where swift-corelibs' trap.
struct PathTextTests {
    static let paths = [
        "/", "/a", "/a/", "a/b", "a/b/", "a//b", "a//b//", "/tmp/./ci//main/", "../x", "./a/b", "relative/../x",
        "test-snapshots/x.txt", "page.html", "ab", "/a/b/c.json", "é/ü.json", "",
    ]

    @Test(arguments: paths) func lastComponentIsNSStrings(_ path: String) {
        #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent)
    }

    @Test(arguments: paths) func parentIsNSStrings(_ path: String) {
        #expect(PathText.parent(path) == (path as NSString).deletingLastPathComponent)
    }

    @Test func whereNSStringTrapsOrDiffers() {
        #expect(PathText.parent("a") == "")
        #expect(PathText.parent(".") == "")
        #expect(PathText.lastComponent("a") == "a")
        #expect(PathText.lastComponent(".") == ".")
        // `NSString` gives "" for both; `//` is the root folder.
        #expect(PathText.parent("//") == "/")
        #expect(PathText.lastComponent("//") == "/")
    }

    @Test(arguments: [
        ("/tmp/./ci//main/", "/tmp/ci/main"), ("/a/b/../c", "/a/c"), ("/..", "/"), ("/a/../../b", "/b"),
        ("//a//", "/a"), ("/", "/"), (".", "."), ("./", "."), ("", "."), ("./a/", "a"), ("a/./b", "a/b"),
        ("../x", "../x"), ("a/../b", "b"), ("../a/../b", "../b"), ("a/.", "a"),
    ])
    func normalized(_ path: String, _ expected: String) {
        #expect(PathText.normalized(path) == expected)
    }
}
