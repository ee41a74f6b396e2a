/// Builds the review page as UTF-8 bytes. Markup goes in through `raw`, which only
/// ever receives the page's own constant strings; everything from a fixture, a
/// golden, an output or a file name goes through `text` or `bytes`, which escape
/// `& < > " '`. So a fixture containing `<script>` is shown, never run.
struct HTMLWriter {
    private(set) var output: [UInt8] = []

    init(capacity: Int = 0) { output.reserveCapacity(capacity) }

    /// The page's own markup, unescaped.
    mutating func raw(_ markup: String) { output.append(contentsOf: markup.utf8) }

    /// Untrusted text, escaped for element content and quoted attribute values alike.
    mutating func text(_ text: String) {
        for byte in text.utf8 { escaped(byte) }
    }

    /// `<tag class="…">text</tag>` with the text escaped.
    mutating func element(_ tag: String, class name: String, _ content: String) {
        raw("<\(tag) class=\"\(name)\">")
        text(content)
        raw("</\(tag)>")
    }

    /// Shows the bytes of a line or a file: valid UTF-8 escaped, invalid bytes and the
    /// invisible characters `policy` selects as marker elements (`.inv`), and the bytes in
    /// `change` wrapped in `<changeTag>` (`del` on the golden side, `ins` on the actual side).
    mutating func bytes(_ line: ArraySlice<UInt8>, policy: InvisiblePolicy, change: Range<Int>? = nil, changeTag: String = "mark") {
        let start = line.startIndex
        let trailingFrom = policy.trailingSpaces ? Self.trailingSpaceStart(line) : line.endIndex
        var inChange = false
        // Opens or closes the changed range at `offset`; an empty range is a caret where the other side changed.
        func boundary(_ offset: Int) {
            guard let change else { return }
            if change.isEmpty {
                if offset == change.lowerBound { raw("<\(changeTag) class=\"gap\"></\(changeTag)>") }
            } else if inChange, offset == change.upperBound {
                raw("</\(changeTag)>")
                inChange = false
            } else if !inChange, offset == change.lowerBound {
                raw("<\(changeTag)>")
                inChange = true
            }
        }
        var index = start
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = line.makeIterator()
        while index < line.endIndex {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                boundary(index - start)
                let scalar = Unicode.UTF8.decode(encoded)
                let next = index + encoded.count
                if scalar == " ", index >= trailingFrom {
                    marker(.trailingSpace)
                } else if let invisible = InvisibleCharacter(scalar: scalar), policy.marks(scalar, next: next < line.endIndex ? line[next] : nil) {
                    marker(invisible)
                } else {
                    for byte in encoded { escaped(byte) }
                }
                index = next
            case let .error(length):
                for offset in index..<(index + length) {
                    boundary(offset - start)
                    marker(.invalidByte(line[offset]))
                }
                index += length
            case .emptyInput:
                index = line.endIndex
            }
        }
        boundary(line.endIndex - start)
        if inChange { raw("</\(changeTag)>") }
    }

    /// A stand-in for an invisible character: `<span class="inv inv-KIND" title="NAME">GLYPH</span>`.
    mutating func marker(_ invisible: InvisibleCharacter) {
        raw("<span class=\"inv inv-\(invisible.kind.rawValue)\" title=\"")
        text(invisible.name)
        raw("\">")
        text(invisible.glyph)
        raw("</span>")
    }

    /// Where the run of spaces (and a final CR) at the end of the line starts.
    private static func trailingSpaceStart(_ line: ArraySlice<UInt8>) -> Int {
        var end = line.endIndex
        if end > line.startIndex, line[end - 1] == 0x0D { end -= 1 }
        var start = end
        while start > line.startIndex, line[start - 1] == 0x20 { start -= 1 }
        return start
    }

    private mutating func escaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "&"): raw("&amp;")
        case UInt8(ascii: "<"): raw("&lt;")
        case UInt8(ascii: ">"): raw("&gt;")
        case UInt8(ascii: "\""): raw("&quot;")
        case UInt8(ascii: "'"): raw("&#39;")
        default: output.append(byte)
        }
    }
}

/// Which invisible characters a view marks, and where. A snapshot line marks them
/// all, spaces at its end too; a fixture's JSON keeps the whitespace that lays it out.
struct InvisiblePolicy {
    /// Spaces at the end of a line are marked.
    let trailingSpaces: Bool
    /// Tabs, line feeds and the CR of a CR LF are left as they are (JSON layout).
    let keepsLayoutWhitespace: Bool
    /// Zero-width joiners are marked. Off for unchanged lines, where they join emoji
    /// that look right on both sides; on for changed lines, where one may be the change.
    let joiners: Bool

    /// A golden or actual line that changed.
    static let changedLine = InvisiblePolicy(trailingSpaces: true, keepsLayoutWhitespace: false, joiners: true)
    /// A line the same on both sides.
    static let unchangedLine = InvisiblePolicy(trailingSpaces: true, keepsLayoutWhitespace: false, joiners: false)
    /// A fixture's JSON text.
    static let source = InvisiblePolicy(trailingSpaces: false, keepsLayoutWhitespace: true, joiners: false)

    /// Whether `scalar` (an `InvisibleCharacter`), followed by the byte `next`, is marked.
    func marks(_ scalar: Unicode.Scalar, next: UInt8?) -> Bool {
        if scalar == "\u{200D}" { return joiners }
        guard keepsLayoutWhitespace else { return true }
        switch scalar {
        case "\t", "\n": return false
        case "\r": return next != 0x0A
        default: return true
        }
    }
}
