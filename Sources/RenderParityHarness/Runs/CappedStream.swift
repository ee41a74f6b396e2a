import RenderParitySystem

/// One of a renderer's output pipes, read into memory up to a limit (a
/// renderer printing 2 GB once took 8.4 GB of RSS). Past the limit the fixture fails,
/// so memory per renderer stays at most twice the limit whatever it prints.
struct CappedStream {
    let descriptor: Int32
    let name: String
    let limit: Int
    private(set) var bytes: [UInt8] = []
    private(set) var isClosed = false

    init(descriptor: Int32, name: String, limit: Int) {
        self.descriptor = descriptor
        self.name = name
        self.limit = limit
    }

    /// Waits up to `milliseconds` for any open stream to be readable, then reads what each has.
    /// Returns the name of a stream that went over its limit, if one did.
    static func pump(_ streams: inout [CappedStream], waitingAtMost milliseconds: Int32) -> String? {
        let open = streams.indices.filter { !streams[$0].isClosed }
        var polled = open.map { pollfd(fd: streams[$0].descriptor, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return nil }
        for (slot, index) in open.enumerated() where polled[slot].revents != 0 {
            if !streams[index].readAvailable() { return streams[index].name }
        }
        return nil
    }

    /// Reads once; false when the stream went over its limit.
    private mutating func readAvailable() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return true }
            isClosed = true
            return true
        }
        if count == 0 {
            isClosed = true
            return true
        }
        if bytes.count + count > limit { return false }
        bytes.append(contentsOf: chunk[..<count])
        return true
    }
}
