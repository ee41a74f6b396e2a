/// SplitMix64: the same numbers from the same seed on every machine, Swift
/// version and platform (the standard library's `random(in:)` promises no such
/// thing), so a generated corpus can be reproduced from its seed alone.
public struct SeededRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound (modulo bias is irrelevant here and keeps the rule portable).
    public mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    /// True with probability `percent`/100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
