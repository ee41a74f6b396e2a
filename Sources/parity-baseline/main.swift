import Foundation
import ParityBaseline

// `parity-baseline FILE`: the Codable baseline as a whole program, the way people usually
// write one (read the file into `Data`, `JSONDecoder`, string interpolation, write the
// `String` out). `parity-bench` runs it as a fresh process beside `parity snapshot FILE`.
// A speed yardstick, not a conforming implementation.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: parity-baseline FILE\n".utf8))
    exit(2)
}
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let document = try JSONDecoder().decode(BaselineDocument.self, from: data)
    FileHandle.standardOutput.write(Data(BaselineSerializer.render(document.root).utf8))
} catch {
    FileHandle.standardError.write(Data("parity-baseline: \(error)\n".utf8))
    exit(1)
}
