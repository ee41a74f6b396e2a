import RenderParityHarness
import Testing

/// How reports name a corpus's folders (spec/vocabulary.md §8): relative to the root as the
/// project file wrote them, absolute when outside it, the same whatever the file system holds.
struct FolderLabelTests {
    @Test(arguments: [
        ("/work/corpus/test-snapshots", "test-snapshots"),
        ("/work/corpus/goldens", "goldens"),
        ("/work/corpus/./goldens/", "goldens"),
        ("/work/corpus/ui/goldens", "ui/goldens"),
        ("/work/corpus/ui/../goldens", "goldens"),
        ("/work/corpus", "."),
        ("/work/corpus/../shared/goldens", "/work/shared/goldens"),
        ("/elsewhere/goldens", "/elsewhere/goldens"),
        ("/work/corpus-2/goldens", "/work/corpus-2/goldens"),
    ])
    func labelsAFolderOfTheCorpusAtWorkCorpus(_ folder: String, _ label: String) {
        #expect(FolderLabel.of(folder, root: "/work/corpus") == label)
    }

    @Test func aRootGivenRelativeOrUntidyLabelsTheSame() {
        #expect(FolderLabel.of("corpus/goldens", root: "corpus") == "goldens")
        #expect(FolderLabel.of("/work/corpus/goldens", root: "/work//corpus/") == "goldens")
        #expect(FolderLabel.of("/goldens", root: "/") == "goldens")
    }

    @Test func filesAreNamedUnderTheLabel() {
        #expect(FolderLabel.file("nodes/badge.txt", in: "goldens") == "goldens/nodes/badge.txt")
        #expect(FolderLabel.file("nodes/badge.txt", in: "/shared/goldens") == "/shared/goldens/nodes/badge.txt")
        #expect(FolderLabel.file("nodes/badge.txt", in: ".") == "nodes/badge.txt")
    }

    @Test func aCorpusCarriesItsProjectsLabels() throws {
        let folder = try TemporaryFolder("labels")
        defer { folder.remove() }
        try folder.write("inputs/a.json", "{}")
        let corpus = try Corpus(
            project: Project(
                root: folder.path, fixturesPath: folder.path + "/inputs", snapshotsPath: folder.path + "/./goldens"))
        #expect(corpus.fixturesLabel == "inputs")
        #expect(corpus.snapshotsLabel == "goldens")
        #expect(corpus.goldenLabel("a.txt") == "goldens/a.txt")
        let plain = try Corpus(project: Project(root: folder.path, fixturesPath: folder.path + "/inputs"))
        #expect(plain.snapshotsLabel == Corpus.snapshotsFolder)
    }
}
