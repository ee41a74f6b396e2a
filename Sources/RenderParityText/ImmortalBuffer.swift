/// Storage for a compiled vocabulary's rows, made once and never freed: the rows live as long
/// as the process, and a pointer into it costs nothing to copy (an array costs a retain).
@usableFromInline package enum ImmortalBuffer {
    @inlinable package static func make<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let storage = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = storage.initialize(from: elements)
        return UnsafeBufferPointer(rebasing: storage[..<elements.count])
    }
}
