/// Builds the review page as UTF-8 bytes. Markup goes in through `raw`, which only
/// ever receives the page's own constant strings; everything from a fixture, a
/// golden, an output or a file name goes through `text`, `line` or `source`, which
/// escape `& < > " '`. So a fixture containing `<script>` is shown, never run.
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

    /// A snapshot line: its units escaped, the ones `InvisibleCharacters` shows on a line of
    /// `kind` as badges, and the units in `change` (an `InlineChange` range) wrapped in
    /// `<changeTag>` (`del` on the golden side, `ins` on the actual side). An empty range is
    /// a caret where the other side has something this one lacks.
    mutating func line(
        _ line: LineText, kind: InvisibleCharacters.LineKind, change: Range<Int>? = nil, changeTag: String = "mark"
    ) {
        let units = line.units
        var trailingFrom = units.count
        while trailingFrom > 0, units[trailingFrom - 1] == .scalar(" ") { trailingFrom -= 1 }
        var inChange = false
        for index in 0...units.count {
            if let change {
                if change.isEmpty, index == change.lowerBound { raw("<\(changeTag) class=\"gap\"></\(changeTag)>") }
                if inChange, index == change.upperBound {
                    raw("</\(changeTag)>")
                    inChange = false
                }
                if !change.isEmpty, index == change.lowerBound {
                    raw("<\(changeTag)>")
                    inChange = true
                }
            }
            guard index < units.count else { break }
            unit(units[index], badge: InvisibleBadge.of(units[index], on: kind, trailing: index >= trailingFrom))
        }
    }

    /// A fixture's text: as a changed line shows it, except the whitespace that lays JSON
    /// out (line feeds, tabs, the CR of a CR LF) and spaces, which stay as they are.
    mutating func source(_ bytes: ArraySlice<UInt8>) {
        let units = LineText(decoding: bytes).units
        for (index, each) in units.enumerated() {
            let layout =
                each == .scalar("\n") || each == .scalar("\t")
                || (each == .scalar("\r") && index + 1 < units.count && units[index + 1] == .scalar("\n"))
            unit(each, badge: layout ? nil : InvisibleBadge.of(each, on: .changed, trailing: false))
        }
    }

    /// A badge for an invisible character: `<span class="inv inv-KIND" title="NAME">GLYPH</span>`.
    mutating func badge(_ badge: InvisibleBadge) {
        raw("<span class=\"inv inv-\(badge.kind.rawValue)\" title=\"")
        text(badge.name)
        raw("\">")
        text(badge.glyph)
        raw("</span>")
    }

    private mutating func unit(_ unit: LineText.Unit, badge: InvisibleBadge?) {
        if let badge {
            self.badge(badge)
        } else if case .scalar(let scalar) = unit {
            if scalar.isASCII {
                escaped(UInt8(scalar.value))
            } else {
                Unicode.UTF8.encode(scalar) { output.append($0) }
            }
        }
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
