import Foundation
import RenderParityHarness
import Testing

/// `parity` finds its root the way git finds `.git`: the nearest folder at or
/// above the current one with `test-fixtures/`, unless `--root` says otherwise.
struct RepositoryRootTests {
    static func standardized(_ path: String) -> String { (path as NSString).standardizingPath }

    @Test func foundFromTheRootItself() throws {
        let folder = try TemporaryFolder("root")
        defer { folder.remove() }
        _ = try folder.makeFolder("test-fixtures")
        #expect(try RepositoryRoot.find(explicit: nil, from: folder.path) == Self.standardized(folder.path))
    }

    @Test func foundFromAnyFolderBelow() throws {
        let folder = try TemporaryFolder("below")
        defer { folder.remove() }
        _ = try folder.makeFolder("test-fixtures/screens")
        let deep = try folder.makeFolder("Sources/a/b/c")
        #expect(try RepositoryRoot.find(explicit: nil, from: deep) == Self.standardized(folder.path))
        #expect(
            try RepositoryRoot.find(explicit: nil, from: folder.path + "/test-fixtures/screens")
                == Self.standardized(folder.path))
        #expect(try RepositoryRoot.find(explicit: nil, from: deep + "/../../b/./c") == Self.standardized(folder.path))
    }

    @Test func nearestRootWins() throws {
        let folder = try TemporaryFolder("nearest")
        defer { folder.remove() }
        _ = try folder.makeFolder("test-fixtures")
        let inner = try folder.makeFolder("vendor/spec")
        _ = try folder.makeFolder("vendor/spec/test-fixtures")
        let below = try folder.makeFolder("vendor/spec/tools")
        #expect(try RepositoryRoot.find(explicit: nil, from: below) == Self.standardized(inner))
    }

    @Test func aFileNamedLikeTheMarkerDoesNotCount() throws {
        let outer = try TemporaryFolder("marker-file")
        defer { outer.remove() }
        _ = try outer.makeFolder("test-fixtures")
        let inner = try outer.makeFolder("inner")
        try outer.write("inner/test-fixtures", "not a folder")
        #expect(try RepositoryRoot.find(explicit: nil, from: inner) == Self.standardized(outer.path))
    }

    @Test func explicitRootIsUsedAsIs() throws {
        let folder = try TemporaryFolder("explicit")
        defer { folder.remove() }
        let other = try folder.makeFolder("other")
        #expect(try RepositoryRoot.find(explicit: other + "/", from: "/") == Self.standardized(other))
        #expect(try RepositoryRoot.find(explicit: other, from: "/nonexistent/place") == Self.standardized(other))
    }

    @Test func explicitRootMustBeAFolder() throws {
        let folder = try TemporaryFolder("explicit-bad")
        defer { folder.remove() }
        let missing = folder.path + "/missing"
        #expect(throws: ParityError.fileNotFound(path: missing)) {
            try RepositoryRoot.find(explicit: missing, from: folder.path)
        }
        let file = try folder.write("file.txt", "x")
        #expect(throws: ParityError.notADirectory(path: file)) {
            try RepositoryRoot.find(explicit: file, from: folder.path)
        }
    }

    @Test func notFoundSaysWhereItSearched() throws {
        let folder = try TemporaryFolder("none")
        defer { folder.remove() }
        let start = try folder.makeFolder("a/b")
        #expect(throws: ParityError.rootNotFound(searchedFrom: start)) {
            try RepositoryRoot.find(explicit: nil, from: start)
        }
        #expect(
            ParityError.rootNotFound(searchedFrom: start).message
                == "no RenderParity root (a folder with renderparity.json or test-fixtures/) at or above \(start)"
        )
    }
}
