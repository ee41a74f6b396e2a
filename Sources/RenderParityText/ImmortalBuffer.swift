/// Storage for a compiled vocabulary's rows, made once and never freed: the rows live as long
/// as the process, and a pointer into it costs nothing to copy (an array costs a retain).
@usableFromInline package enum ImmortalBuffer {
    /// Any collection, copied once: a `String`'s UTF-8 goes straight in, with no array between.
    @inlinable package static func make<Elements: Collection>(_ elements: Elements) -> UnsafeBufferPointer<
        Elements.Element
    > {
        let count = elements.count
        let storage = UnsafeMutableBufferPointer<Elements.Element>.allocate(capacity: max(count, 1))
        _ = storage.initialize(from: elements)
        return UnsafeBufferPointer(rebasing: storage[..<count])
    }
}
