import RenderParity

/// Writes a `RenderedView` tree as RenderSnapshot lines (spec §3.1): one line per
/// view, two spaces per level. The value spellings come from the RenderParity
/// library (`SnapshotString`, `SnapshotNumber`), so this renderer only decides what
/// it shows, not how a number is printed.
public enum SnapshotText {
    public static func lines(of view: RenderedView) -> String {
        var text = ""
        write(view, depth: 0, to: &text)
        return text
    }

    /// The one line of a document that cannot be rendered (spec §3.4).
    public static func errorLine(_ failure: DecodeFailure) -> String {
        "Error(reason=\(failure.reason.rawValue)"
            + (failure.path.map { ", path=" + SnapshotString.quoted($0.description) } ?? "") + ")\n"
    }

    static func write(_ view: RenderedView, depth: Int, to text: inout String) {
        text += String(repeating: "  ", count: depth) + view.kind
        if !view.properties.isEmpty {
            text +=
                "("
                + view.properties.map { ($0.name.map { $0 + "=" } ?? "") + spelling($0.value) }.joined(separator: ", ")
                + ")"
        }
        if let count = view.count { text += " [\(count.label)=\(count.value)]" }
        text += "\n"
        for child in view.children { write(child, depth: depth + 1, to: &text) }
    }

    static func spelling(_ value: RenderedView.Value) -> String {
        switch value {
        case .quoted(let string): SnapshotString.quoted(string)
        case .quotedList(let strings): "[" + strings.map(SnapshotString.quoted).joined(separator: ", ") + "]"
        case .color(let color): color.map(SnapshotString.bareOrQuoted) ?? "default"
        case .optional(let string): string.map(SnapshotString.bareOrQuoted) ?? "none"
        case .bare(let word): word
        case .number(let number): SnapshotNumber.format(number)
        case .integer(let integer): String(integer)
        }
    }
}
