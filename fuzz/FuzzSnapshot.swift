/// libFuzzer entry point: JSON bytes → `JSONReader` → `DocumentDecoder` → both snapshot paths.
///
/// Why: the reader and the decoder take untrusted bytes, and the fast path
/// (`RenderSnapshot.make(from:)`, which streams `NodeDecoder` into `SnapshotSink` without a
/// tree) must write exactly what the tree path (`DocumentDecoder` + `SnapshotWriter`) writes. A crash, a sanitizer report or
/// a disagreement stops the run; libFuzzer saves the input (`fuzz/run.sh`).
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
    return 0
}

private func fail(_ what: String, _ fast: [UInt8], _ tree: [UInt8]) -> Never {
    print("fuzz: \(what)\n--- fast path\n\(String(decoding: fast.prefix(4000), as: UTF8.self))\n--- tree path\n\(String(decoding: tree.prefix(4000), as: UTF8.self))")
    // Deliberate: libFuzzer treats the abort as a finding and saves the input.
    abort()
}
