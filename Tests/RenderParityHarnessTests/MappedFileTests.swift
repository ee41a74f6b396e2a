import Foundation
import RenderParity
import RenderParityHarness
import Testing

/// A mapped file has exactly the bytes `FileBytes.read` gives, and refuses what it refuses,
/// with the same errors; an empty file is left to `read` (nil).
struct MappedFileTests {
    @Test(arguments: [1, 4095, 4096, 4097, 200_000, (4 << 20) + 1])
    func mapsTheBytesReadGives(_ count: Int) throws {
        let folder = try TemporaryFolder("mapped")
        defer { folder.remove() }
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = try folder.write("file.bin", bytes)
        let file = try #require(try MappedFile.open(path))
        #expect(Array(file.bytes) == bytes)
        #expect(file.documentBytes.array == bytes)
        #expect(file.documentBytes.count == count)
        #expect(file.documentBytes.withUnsafeBufferPointer { Array($0) } == bytes)
    }

    @Test func anEmptyFileIsLeftToRead() throws {
        let folder = try TemporaryFolder("mapped-empty")
        defer { folder.remove() }
        #expect(try MappedFile.open(try folder.write("empty.json", [])) == nil)
    }

    @Test func refusesWhatReadRefuses() throws {
        let folder = try TemporaryFolder("mapped-refused")
        defer { folder.remove() }
        let missing = folder.path + "/nope.json"
        #expect(throws: ParityError.fileNotFound(path: missing)) { try MappedFile.open(missing) }
        #expect(throws: ParityError.isDirectory(path: folder.path)) { try MappedFile.open(folder.path) }
        let fifo = folder.path + "/fifo.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: ParityError.notARegularFile(path: fifo, kind: "a FIFO")) { try MappedFile.open(fifo) }
        let large = try folder.write("large.json", Array(repeating: UInt8(ascii: " "), count: 100))
        #expect(throws: ParityError.inputTooLarge(path: large, limit: 99)) { try MappedFile.open(large, limit: 99) }
        #expect(try MappedFile.open(large, limit: 100) != nil)
    }

    /// Each shipped fixture snapshots the same from its mapped bytes as from an array of them.
    @Test func everyFixtureSnapshotsTheSameMapped() throws {
        let corpus = try #require(Repository.corpus)
        #expect(corpus.fixtures.count > 100)
        for fixture in corpus.fixtures {
            let path = corpus.fixturePath(fixture)
            let bytes = try FileBytes.read(path)
            let expected = RenderSnapshot.make(from: bytes)
            var streamed: [UInt8] = []
            if let file = try MappedFile.open(path) {
                RenderSnapshot.write(from: file.documentBytes) { streamed += $0 }
            } else {
                #expect(bytes.isEmpty, "\(fixture)")
                RenderSnapshot.write(from: DocumentBytes(bytes)) { streamed += $0 }
            }
            #expect(streamed == expected, "\(fixture)")
        }
    }
}
