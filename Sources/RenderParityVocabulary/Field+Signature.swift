extension Field {
    /// Each field's `NameSignature`, by raw value.
    @usableFromInline package static let signatures: [NameSignature] = allCases.map { NameSignature($0.name) }

    @inlinable package var signature: NameSignature { Self.signatures[Int(rawValue)] }

    /// The name's UTF-8 bytes (a static string's, valid for the life of the process).
    @inlinable package var nameBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    }
}
