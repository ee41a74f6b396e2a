import RenderParityJSON

/// The tape's walks over an object's members and an array's elements, always inlined.
///
/// Why: the compiler merged `JSONTape.members(_:)` and `elements(_:)` into one function, and
/// called it rather than inlining it, for every object gathered and every array walked: 8M
/// instructions on the 10 MB dashboard, for making a four-field iterator. These make the same
/// iterator (`JSONTape.Children`) in place.
extension JSONTape {
    @inline(__always)
    @inlinable package func inlinedMembers(of object: Int) -> Children {
        Children(tape: self, cursor: object &+ 1, remaining: count(object), isObject: true)
    }

    @inline(__always)
    @inlinable package func inlinedElements(of array: Int) -> Children {
        Children(tape: self, cursor: array &+ 1, remaining: count(array), isObject: false)
    }
}
