/// `read(2)` and `write(2)` under names that a type's own `read` or `write` method cannot
/// shadow, on every platform (the module-qualified `Glibc.read` exists on Linux only).
public func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

public func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
