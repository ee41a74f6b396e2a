/// Text a snapshot line prints: a decoded `String`, or a string still on the JSON tape.
@usableFromInline package protocol SnapshotText {
    /// Calls `body` with the text's UTF-8 bytes.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
}

extension String: SnapshotText {
    @inlinable package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8(body)
    }
}
