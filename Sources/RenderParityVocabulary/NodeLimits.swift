/// The largest `maxLines` accepted: the 32-bit limit both SwiftUI and Compose can hold (§2.3).
public enum NodeLimits {
    public static let maxLines = 2_147_483_647
}
