import RenderParityText

/// Positions in the input: the whitespace between tokens, and where a failure is (its line and
/// column, and for a repeated name the path of the member), with the words for a byte.
extension JSONScanner {
    /// Most gaps are empty or one space (`"a": 1`); a longer one is a line break and its
    /// indentation, skipped a word at a time (`ByteScanning.endOfWhitespace`).
    @inline(__always)
    mutating func skipWhitespace() { position = Self.afterWhitespace(in: buffer, from: position) }

    /// The index of the first byte at or after `index` that is not whitespace (see `skipWhitespace`).
    @inline(__always)
    static func afterWhitespace(in buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard index < buffer.count, ByteScanning.isWhitespace(buffer[index]) else { return index }
        guard index + 1 < buffer.count, ByteScanning.isWhitespace(buffer[index + 1]) else { return index + 1 }
        return ByteScanning.endOfWhitespace(buffer, from: index + 2)
    }

    /// The path of the member or element being read, for a duplicate-key failure (§3.5).
    func currentPath() -> JSONPath {
        var path = JSONPath.root
        for frame in outer.dropFirst() + [current] {
            if frame.isObject {
                let key = tape[frame.currentKey]
                let bytes = DuplicateKeyTracker.name(of: key, in: buffer)
                path = path.appending(key: String(decoding: bytes, as: UTF8.self))
            } else {
                path = path.appending(index: frame.count - 1)
            }
        }
        return path
    }

    func lineAndColumn(of offset: Int) -> (Int, Int) {
        var line = 1
        var column = 1
        for index in 0..<min(offset, buffer.count) {
            if buffer[index] == 0x0A {
                line += 1
                column = 1
            } else if buffer[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    func failure(_ message: String, at offset: Int? = nil) -> JSONReadFailure {
        let (line, column) = lineAndColumn(of: offset ?? position)
        return .invalidJSON(line: line, column: column, message: message)
    }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: Messages.JSON.printableByte(character: String(Character(Unicode.Scalar(byte))))
        default: Messages.JSON.otherByte(hex: String(byte, radix: 16, uppercase: true))
        }
    }
}
