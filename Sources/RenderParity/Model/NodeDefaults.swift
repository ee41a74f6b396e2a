/// The defaults of spec §2.1, applied when a field is absent or unusable (§2.3).
/// A renderer that applies other defaults produces other snapshots.
public enum NodeDefaults {
    public static let vstackAlignment: HorizontalAlignment = .center
    public static let hstackAlignment: VerticalAlignment = .center
    public static let zstackAlignment: StackAlignment = .center
    public static let textStyle: TextStyle = .body
    public static let textWeight: FontWeight = .regular
    public static let statSize: StatSize = .default
    public static let imageSize: ImageSize = .default
    /// `spacing` of vstack and hstack.
    public static let stackSpacing: Double = 8
    /// `padding` of card.
    public static let cardPadding: Double = 16
    /// `cornerRadius` of card.
    public static let cardCornerRadius: Double = 12
    /// `total` of progress.
    public static let progressTotal: Double = 1
    /// Largest `maxLines` accepted: the 32-bit limit both SwiftUI and Compose can hold (§2.3).
    public static let maxLinesLimit = 2_147_483_647
}
