import RenderParity

/// What a parity helper takes as a renderer's output: the snapshot text itself, or the
/// library's model for a renderer that builds it, which the reference writer turns into
/// text (spec/render-snapshot.md §3). One protocol keeps each helper a single function
/// rather than one copy per kind of output.
public protocol ParitySnapshotConvertible {
    /// The snapshot's bytes, compared with the golden byte for byte.
    var paritySnapshotBytes: [UInt8] { get }
}

extension String: ParitySnapshotConvertible {
    public var paritySnapshotBytes: [UInt8] { Array(utf8) }
}

/// A decoded document: its snapshot, or its one-line `Error(…)` snapshot.
extension DecodedDocument: ParitySnapshotConvertible {
    public var paritySnapshotBytes: [UInt8] { RenderSnapshot.make(from: self) }
}

/// A root node (a renderer that builds the model itself).
extension UINode: ParitySnapshotConvertible {
    public var paritySnapshotBytes: [UInt8] {
        var writer = SnapshotWriter()
        writer.write(self, depth: 0, parent: .other)
        return writer.bytes
    }
}
