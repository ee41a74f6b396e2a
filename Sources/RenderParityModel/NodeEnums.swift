// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.

/// The 14 values of a node's `type` member (spec §2.1), in table order: the typed model's
/// names for the built-in vocabulary's node types.
public enum NodeType: String, CaseIterable, Sendable {
    case vstack, hstack, zstack, text, stat, image, badge, card, progress, chart, list, table, divider, spacer
}

public enum HorizontalAlignment: String, CaseIterable, Sendable, DSLEnumeration {
    case leading, center, trailing
}

public enum VerticalAlignment: String, CaseIterable, Sendable, DSLEnumeration {
    case top, center, bottom
}

public enum StackAlignment: String, CaseIterable, Sendable, DSLEnumeration {
    case center, topLeading, top, topTrailing, leading, trailing, bottomLeading, bottom, bottomTrailing
}

public enum TextStyle: String, CaseIterable, Sendable, DSLEnumeration {
    case largeTitle, title, title2, title3, headline, subheadline, body, caption, caption2, footnote
}

public enum FontWeight: String, CaseIterable, Sendable, DSLEnumeration {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

public enum StatSize: String, CaseIterable, Sendable, DSLEnumeration {
    case `default`, large
}

public enum ImageSize: String, CaseIterable, Sendable, DSLEnumeration {
    case small, `default`, large, xlarge
}

public enum ChartVariant: String, CaseIterable, Sendable, DSLEnumeration {
    case bar, pie, line
}
