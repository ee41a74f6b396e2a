import RenderParity

/// The in-loop measurements the target rows need beyond the main table (docs/performance.md):
/// the reader alone, the decoder and line writer alone, a loaded copy of the built-in vocabulary
/// against the built-in default, and loading a generated vocabulary of 100 node types.
struct LoopTargets {
    let runs: Int

    /// `JSONReader` alone, recognising the built-in vocabulary's member names as decoding does.
    func reader(_ bytes: [UInt8]) -> Samples {
        let names = Vocabulary.builtin.names
        return Samples.time(runs: runs) { _ = JSONReader.read(bytes, recognising: names) }
    }

    /// Decoding and line writing of a document already read (`RenderSnapshot.write(from:vocabulary:to:)`,
    /// the snapshot's bytes counted as the sink hands them on); nil when `bytes` does not read.
    func decodeAndWrite(_ bytes: [UInt8]) -> Samples? {
        guard case .success(let document) = JSONReader.read(bytes, recognising: Vocabulary.builtin.names) else {
            return nil
        }
        var written = 0
        return Samples.time(runs: runs) {
            RenderSnapshot.write(from: document, vocabulary: .builtin) { written += $0.count }
        }
    }

    /// The built-in vocabulary's file loaded as a team's file would be, against the built-in default,
    /// end to end on `bytes`: the median over rounds of loaded time / built-in time, each loaded run
    /// between two built-in ones. Throws when the file does not load or the snapshots differ.
    func loadedAgainstBuiltin(_ bytes: [UInt8]) throws -> Double {
        let loaded = try VocabularyLoader.load(Vocabulary.builtinFile, file: "dsl-nodes-copy.json")
        guard RenderSnapshot.make(from: bytes, vocabulary: loaded) == RenderSnapshot.make(from: bytes) else {
            throw Spawn.Failed(description: "the loaded copy of the built-in vocabulary writes another snapshot")
        }
        var ratios: [Double] = []
        for _ in 0..<max(1, runs) {
            let before = Samples.seconds { _ = RenderSnapshot.make(from: bytes) }
            let middle = Samples.seconds { _ = RenderSnapshot.make(from: bytes, vocabulary: loaded) }
            let after = Samples.seconds { _ = RenderSnapshot.make(from: bytes) }
            ratios.append(middle / max((before + after) / 2, 1e-9))
        }
        return ratios.sorted()[ratios.count / 2]
    }

    /// `VocabularyLoader.load` of a generated file of `nodeTypes` node types (`GeneratedVocabulary`):
    /// reading, checking, hashing and compiling it. Throws the loader's error if it does not load.
    func vocabularyLoad(nodeTypes: Int) throws -> Samples {
        let file = GeneratedVocabulary.file(nodeTypes: nodeTypes)
        let vocabulary = try VocabularyLoader.load(file, file: "bench-\(nodeTypes).json")
        guard vocabulary.nodeTypes.count == nodeTypes else {
            throw Spawn.Failed(description: "the generated vocabulary has \(vocabulary.nodeTypes.count) node types")
        }
        // Each load keeps its rows for the life of the process (`ImmortalBuffer`): a few hundred KB here.
        return Samples.time(runs: max(runs, 10)) { _ = try? VocabularyLoader.load(file, file: "bench.json") }
    }
}
