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

/// An enumeration of the DSL, matched against JSON bytes without building a `String`.
public protocol DSLEnumeration: RawRepresentable<String>, CaseIterable, Sendable where AllCases == [Self] {
    /// The raw values in case order, as static strings.
    static var names: [StaticString] { get }
}

extension HorizontalAlignment: DSLEnumeration { public static let names: [StaticString] = ["leading", "center", "trailing"] }
extension VerticalAlignment: DSLEnumeration { public static let names: [StaticString] = ["top", "center", "bottom"] }
extension StackAlignment: DSLEnumeration {
    public static let names: [StaticString] = ["center", "topLeading", "top", "topTrailing", "leading", "trailing", "bottomLeading", "bottom", "bottomTrailing"]
}
extension TextStyle: DSLEnumeration {
    public static let names: [StaticString] = ["largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "caption", "caption2", "footnote"]
}
extension FontWeight: DSLEnumeration {
    public static let names: [StaticString] = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
}
extension StatSize: DSLEnumeration { public static let names: [StaticString] = ["default", "large"] }
extension ImageSize: DSLEnumeration { public static let names: [StaticString] = ["small", "default", "large", "xlarge"] }
extension ChartVariant: DSLEnumeration { public static let names: [StaticString] = ["bar", "pie", "line"] }

/// `names` as `NameSignature`s, computed once: a JSON value is matched by one signature
/// and an integer comparison per name (`JSONTape.match`), as node types are.
protocol SignatureMatched: DSLEnumeration {
    static var signatures: [NameSignature] { get }
}

extension HorizontalAlignment: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension VerticalAlignment: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension StackAlignment: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension TextStyle: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension FontWeight: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension StatSize: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension ImageSize: SignatureMatched { static let signatures = names.map(NameSignature.init) }
extension ChartVariant: SignatureMatched { static let signatures = names.map(NameSignature.init) }
