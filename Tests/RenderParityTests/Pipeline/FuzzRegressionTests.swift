import Foundation
import Testing

@testable import RenderParity

/// Every input the fuzz target once found (`fuzz/regressions/`) stays fixed, checked here
/// without the fuzzer: both snapshot paths agree and write LF-terminated lines (spec §3.1),
/// exactly what `fuzz/FuzzSnapshot.swift` checks.
struct FuzzRegressionTests {
    @Test func everyRegressionInputAgreesOnBothPaths() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fuzz/regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "README.md" }
            .sorted()
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let fast = RenderSnapshot.make(from: bytes)
            let tree = RenderSnapshot.make(from: DocumentDecoder.decode(bytes))
            #expect(fast == tree, "\(name): the fast and the tree path differ")
            #expect(fast.last == UInt8(ascii: "\n") && !fast.contains(UInt8(ascii: "\r")), "\(name)")
        }
    }
}
