/// The DSL's enumerations, spelled exactly as in the schema (spec §2.1).
/// The snapshot prints `rawValue` bare (§3.3, E). Case order is the schema's order,
/// which diagnostics list ("is not one of leading, center, trailing").

public enum HorizontalAlignment: String, CaseIterable, Sendable { case leading, center, trailing }

public enum VerticalAlignment: String, CaseIterable, Sendable { case top, center, bottom }

/// A ZStack's alignment.
public enum StackAlignment: String, CaseIterable, Sendable {
    case center, topLeading, top, topTrailing, leading, trailing, bottomLeading, bottom, bottomTrailing
}

public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, caption, caption2, footnote
}

public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public enum StatSize: String, CaseIterable, Sendable { case `default`, large }

public enum ImageSize: String, CaseIterable, Sendable { case small, `default`, large, xlarge }

public enum ChartVariant: String, CaseIterable, Sendable { case bar, pie, line }
