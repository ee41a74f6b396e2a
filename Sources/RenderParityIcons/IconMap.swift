import RenderParityJSON
import RenderParityText

/// The SF Symbols → Compose Material map (spec/icon-map.md §1.1): a target per
/// SF name, and the fallback for names the chain cannot reach.
public struct IconMap: Equatable, Sendable {
    public let fallback: String
    public let icons: [String: String]

    public init(fallback: String, icons: [String: String]) {
        self.fallback = fallback
        self.icons = icons
    }

    /// The keys in bytewise order (spec/icon-map.md §3.2).
    public var names: [String] { icons.keys.sorted(by: BytewiseOrder.precedes) }

    /// Reads a map with the strict JSON rules and checks its structure: an object with
    /// a string `fallback` and a non-empty object `icons` of strings. How names and
    /// targets are spelled is left to `parity icons`, which reports each one with a
    /// suggestion (spec/icon-map.md §4.1); the schema adds the spelling patterns.
    public static func decode(_ bytes: [UInt8]) -> Result<IconMap, IconMapFailure> {
        let document: JSONDocument
        switch JSONReader.read(bytes) {
        case .failure(let failure): return .failure(IconMapFailure(path: nil, problem: failure.message))
        case .success(let read): document = read
        }
        let root = document.root
        guard document.kind(root) == .object else {
            return .failure(.init(path: .root, problem: "expected an object, found \(document.kind(root).typeName)"))
        }
        for member in document.members(root)
        where !document.stringEquals(member.key, "fallback") && !document.stringEquals(member.key, "icons") {
            return .failure(
                .init(
                    path: .root.appending(key: document.string(member.key)),
                    problem: "unknown member (expected only fallback and icons)"))
        }
        guard let fallbackIndex = document.member(root, "fallback") else {
            return .failure(
                .init(
                    path: .root.appending(key: "fallback"),
                    problem: "is missing (expected a target such as Filled.Info)"))
        }
        guard let iconsIndex = document.member(root, "icons") else {
            return .failure(
                .init(
                    path: .root.appending(key: "icons"), problem: "is missing (expected an object of SF name → target)")
            )
        }
        let fallbackPath = JSONPath.root.appending(key: "fallback")
        guard document.kind(fallbackIndex) == .string else {
            return .failure(
                .init(path: fallbackPath, problem: "expected a string, found \(document.kind(fallbackIndex).typeName)"))
        }
        let fallback = document.string(fallbackIndex)
        let iconsPath = JSONPath.root.appending(key: "icons")
        guard document.kind(iconsIndex) == .object, document.count(iconsIndex) > 0 else {
            return .failure(
                .init(
                    path: iconsPath,
                    problem: document.kind(iconsIndex) == .object
                        ? "is empty" : "expected an object, found \(document.kind(iconsIndex).typeName)"))
        }
        var icons: [String: String] = [:]
        for member in document.members(iconsIndex) {
            let name = document.string(member.key)
            let path = iconsPath.appending(key: name)
            guard document.kind(member.value) == .string else {
                return .failure(
                    .init(path: path, problem: "expected a string, found \(document.kind(member.value).typeName)"))
            }
            icons[name] = document.string(member.value)
        }
        return .success(IconMap(fallback: fallback, icons: icons))
    }
}

/// Why a map could not be loaded: where (nil for JSON syntax) and what was expected.
public struct IconMapFailure: Error, Equatable, Sendable {
    public let path: JSONPath?
    public let problem: String

    public var message: String { path.map { "\($0): \(problem)" } ?? problem }
}
