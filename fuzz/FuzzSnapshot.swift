/// libFuzzer entry point: JSON bytes → `JSONReader` → `DocumentDecoder` → both snapshot paths;
/// the same bytes as a document of a vocabulary with its own shape; and as a vocabulary file.
///
/// Why: the reader, the decoder and the vocabulary loader take untrusted bytes, and the fast path
/// (`RenderSnapshot.make(from:)`, which streams `NodeDecoder` into `SnapshotSink` without a
/// tree) must write exactly what the tree path (`DocumentDecoder` + `SnapshotWriter`) writes. A
/// vocabulary file may fail to load in any way but a trap; one that loads must snapshot documents
/// as the grammar says. A crash, a sanitizer report or a disagreement stops the run; libFuzzer
/// saves the input (`fuzz/run.sh`).
///
/// Compiled together with the library's sources into one module by `fuzz/build.sh`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let fast = RenderSnapshot.make(from: bytes)
    let tree = RenderSnapshot.make(from: DocumentDecoder.decode(bytes))
    guard fast == tree else { fail("the fast and the tree path differ", fast, tree) }
    // §3.1: every line ends in LF, there is no CR; §3.4: a failed document is one line.
    guard fast.last == 0x0A, !fast.contains(0x0D) else { fail("not LF-terminated lines", fast, tree) }
    if case .failure = JSONReader.read(bytes), fast.filter({ $0 == 0x0A }).count != 1 {
        fail("a rejected document's snapshot is not one line", fast, tree)
    }
    checkReaderPaths(bytes, names: Vocabulary.builtin.names)
    checkTypeStamps(bytes, fast)
    checkShaped(bytes)
    checkLoader(bytes)
    return 0
}

/// The reader's fast path against its exact path (`ReaderPathsTests`): the same tape, numbers and
/// nesting on what the exact path accepts, nothing accepted that it rejects.
private func checkReaderPaths(_ bytes: [UInt8], names: MemberNames) {
    let fast = JSONReader.readOnFastPath(DocumentBytes(bytes), recognising: names)
    switch JSONReader.readOnExactPath(DocumentBytes(bytes), recognising: names) {
    case .success(let exact):
        guard let fast, fast.tape.map(\.bits) == exact.tape.map(\.bits),
            fast.numbers.map(\.bitPattern) == exact.numbers.map(\.bitPattern), fast.objectNesting == exact.objectNesting
        else { fail("the reader's fast path does not read what its exact path reads", [], []) }
    case .failure(let failure):
        guard fast == nil else { fail("the reader's fast path accepts: \(failure.message)", [], []) }
    }
}

/// The built-in vocabulary's member names without its node types: nothing stamped.
private let unstampedNames = MemberNames(Vocabulary.builtin.nameTexts.map { NameSignature(utf8: $0) })

/// The decoder with the reader's node types against without them (`TypeStampDecodingTests`):
/// a document read without them, every `type` matched by its bytes, snapshots the same.
private func checkTypeStamps(_ bytes: [UInt8], _ stamped: [UInt8]) {
    guard case .success(let document) = JSONReader.read(bytes, recognising: unstampedNames) else { return }
    var unstamped: [UInt8] = []
    RenderSnapshot.write(from: document, vocabulary: .builtin) { unstamped.append(contentsOf: $0) }
    guard unstamped == stamped else { fail("the node types the reader stamped decode otherwise", stamped, unstamped) }
}

/// A vocabulary with a props shape, an envelope, a boolean, an integer default and records.
private let shaped: Vocabulary? = try? VocabularyLoader.load(
    Array(
        #"""
        {"format": 1, "name": "fuzz", "version": "1",
         "document": {"typeKey": "name", "propsKey": "props", "nodeKeys": ["children"],
                      "envelope": {"fields": [{"name": "screen", "type": "node", "required": true},
                                              {"name": "title", "type": "string", "expected": true}]}},
         "enums": {"Tone": ["a", "b"]},
         "nodes": [{"type": "Box", "line": "Box", "weightsChildren": true,
                    "fields": [{"name": "children", "type": "nodes", "count": "children"},
                               {"name": "on", "type": "boolean", "default": true},
                               {"name": "n", "type": "integer", "minimum": 1, "maximum": 9, "default": 3}]},
                   {"type": "Text", "line": "Text", "weightedInHStack": true,
                    "fields": [{"name": "text", "type": "string", "required": true},
                               {"name": "tone", "type": "enum", "enum": "Tone", "default": "a"},
                               {"name": "tags", "type": "stringList"}]},
                   {"type": "Chart", "line": "Chart",
                    "fields": [{"name": "points", "type": "records", "record": "p", "required": true, "count": "points"}]}],
         "records": {"p": {"line": "P", "fields": [{"name": "v", "type": "number", "required": true}]}}}
        """#.utf8), file: "fuzz.json")

/// The bytes as a document of `shaped`: the snapshot is one `Error` line exactly when the
/// diagnostics path finds the root failed.
private func checkShaped(_ bytes: [UInt8]) {
    guard let shaped else { fail("the fuzz vocabulary does not load", [], []) }
    checkReaderPaths(bytes, names: shaped.names)
    let snapshot = RenderSnapshot.make(from: bytes, vocabulary: shaped)
    let diagnosed = DocumentDecoder.diagnose(bytes, vocabulary: shaped, collectIcons: true)
    let isError = snapshot.starts(with: Array("Error(".utf8)) && snapshot.filter { $0 == 0x0A }.count == 1
    guard snapshot.last == 0x0A, !snapshot.contains(0x0D), isError == (diagnosed.failure != nil) else {
        fail("a props-shaped document's snapshot and diagnostics disagree", snapshot, [])
    }
}

/// The bytes as a vocabulary file: any outcome but a trap; one that loads snapshots a document.
private func checkLoader(_ bytes: [UInt8]) {
    let loaded: Vocabulary
    do throws(VocabularyError) {
        loaded = try VocabularyLoader.load(bytes, file: "input.json")
    } catch {
        guard !error.message.contains("\n") else { fail("a vocabulary error is not one line", [], []) }
        return
    }
    for document in [#"{"type": "vstack", "children": [{"type": "text", "content": "a"}]}"#, "{}", "[]"] {
        let snapshot = RenderSnapshot.make(from: Array(document.utf8), vocabulary: loaded)
        guard snapshot.last == 0x0A, !snapshot.contains(0x0D) else {
            fail("a loaded vocabulary's snapshot is not LF-terminated lines", snapshot, [])
        }
    }
}

private func fail(_ what: String, _ fast: [UInt8], _ tree: [UInt8]) -> Never {
    print("fuzz: \(what)\n--- fast path\n\(String(decoding: fast.prefix(4000), as: UTF8.self))\n--- tree path\n\(String(decoding: tree.prefix(4000), as: UTF8.self))")
    // Deliberate: libFuzzer treats the abort as a finding and saves the input.
    abort()
}
