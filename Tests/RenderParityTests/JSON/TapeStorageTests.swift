import Foundation
import Testing

@testable import RenderParity
@testable import RenderParityJSON

/// The tape buffer kept between reads (`TapeStorage`): a document read while another is alive
/// never gets that one's memory, and a document read into a kept buffer has the exact path's tape.
struct TapeStorageTests {
    /// An array of `count` objects, large enough for a kept tape (512 KiB and up), its values
    /// told apart by `seed`.
    static func document(_ seed: Int, count: Int = 6_000) -> [UInt8] {
        let items = (0..<count).map { #"{"type":"Text","text":"t\#(seed)-\#($0)","n":\#(seed &* 7 &+ $0)}"# }
        return Array("[\(items.joined(separator: ","))]".utf8)
    }

    static func expectExactTape(_ document: JSONDocument, of bytes: [UInt8], _ label: String) {
        guard
            case .success(let exact) = JSONReader.readOnExactPath(
                DocumentBytes(bytes), recognising: Vocabulary.builtin.names)
        else {
            Issue.record("\(label): the exact path rejects it")
            return
        }
        #expect(document.tape.map(\.bits) == exact.tape.map(\.bits), "\(label): tapes")
        #expect(document.numbers == exact.numbers, "\(label): numbers")
    }

    /// Documents read one after another, every other one dropped before the next read (so its
    /// buffer is kept and taken again), the rest kept alive to the end: each still has its own tape.
    @Test func liveDocumentsKeepTheirTapes() throws {
        var alive: [(JSONDocument, [UInt8])] = []
        var dropped: JSONDocument?
        for seed in 0..<8 {
            let bytes = Self.document(seed)
            let document = try #require(
                JSONReader.readOnFastPath(DocumentBytes(bytes), recognising: Vocabulary.builtin.names))
            #expect(document.tape.count * 8 >= 512 << 10 / 4, "large enough for a kept buffer")
            if seed.isMultiple(of: 2) { alive.append((document, bytes)) } else { dropped = document }
            dropped = seed.isMultiple(of: 3) ? nil : dropped
        }
        _ = dropped
        for (position, (document, bytes)) in alive.enumerated() {
            Self.expectExactTape(document, of: bytes, "\(position)")
        }
    }

    /// Reads on several threads at once, each into a kept buffer or a fresh one, and of sizes
    /// that fit the kept buffer and that do not.
    @Test func concurrentReadsKeepTheirTapes() {
        let inputs = (0..<6).map { Self.document($0, count: 3_000 + 2_000 * $0) }
        DispatchQueue.concurrentPerform(iterations: 12) { iteration in
            for turn in 0..<4 {
                let bytes = inputs[(iteration + turn) % inputs.count]
                guard
                    let document = JSONReader.readOnFastPath(
                        DocumentBytes(bytes), recognising: Vocabulary.builtin.names)
                else {
                    Issue.record("\(iteration), \(turn): the fast path left it")
                    continue
                }
                let other = JSONReader.readOnFastPath(
                    DocumentBytes(inputs[turn]), recognising: Vocabulary.builtin.names)
                Self.expectExactTape(document, of: bytes, "\(iteration), \(turn)")
                _ = other
            }
        }
    }
}
