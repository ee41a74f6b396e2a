import RenderParityText

/// How one SF name resolves to a Compose target (spec/icon-map.md §2):
/// the exact name, then the chain of shorter names (a `.fill` form first at
/// each length when the name is filled), then the fallback.
public struct IconResolution: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case exact
        case via(String)
        case fallback
    }

    public let name: String
    public let target: String
    public let outcome: Outcome

    /// The canonical line of the resolution golden (§3.1): `cart.circle.fill -> Filled.ShoppingCart (via cart.fill)`.
    /// Names are written as render-snapshot §3.3 B, so an empty name or one with a
    /// control character still makes exactly one unambiguous line; real SF names are bare.
    public var line: String {
        let how =
            switch outcome {
            case .exact: "exact"
            case .via(let candidate): "via \(SnapshotString.bareOrQuoted(candidate))"
            case .fallback: "fallback"
            }
        return "\(SnapshotString.bareOrQuoted(name)) -> \(target) (\(how))"
    }

    /// The candidates of step 2, in order (§2.2): empty components are kept, the name itself is skipped.
    public static func chain(of name: String) -> [String] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = parts.count > 1 && parts.last == "fill"
        let base = filled ? Array(parts.dropLast()) : parts
        var candidates: [String] = []
        for length in stride(from: base.count, through: 1, by: -1) {
            let stem = base[..<length].joined(separator: ".")
            if filled, stem + ".fill" != name { candidates.append(stem + ".fill") }
            if stem != name { candidates.append(stem) }
        }
        return candidates
    }

    /// The resolution golden (§3): one line per distinct name, sorted bytewise, LF after each.
    public static func golden(_ names: some Sequence<String>, map: IconMap) -> [UInt8] {
        var bytes: [UInt8] = []
        for name in Set(names).sorted(by: BytewiseOrder.precedes) {
            bytes.append(contentsOf: map.resolve(name).line.utf8)
            bytes.append(0x0A)
        }
        return bytes
    }
}

extension IconMap {
    public func resolve(_ name: String) -> IconResolution {
        if let target = icons[name] { return IconResolution(name: name, target: target, outcome: .exact) }
        for candidate in IconResolution.chain(of: name) {
            if let target = icons[candidate] {
                return IconResolution(name: name, target: target, outcome: .via(candidate))
            }
        }
        return IconResolution(name: name, target: fallback, outcome: .fallback)
    }
}
