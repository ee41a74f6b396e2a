package renderparity

/**
 * The defaults of spec §2.1, applied when a field is absent or unusable (§2.3).
 * A renderer that applies other defaults produces other snapshots.
 *
 * Twin of `Model/NodeDefaults.swift`.
 */
object NodeDefaults {
    @JvmField val vstackAlignment = HorizontalAlignment.CENTER
    @JvmField val hstackAlignment = VerticalAlignment.CENTER
    @JvmField val zstackAlignment = StackAlignment.CENTER
    @JvmField val textStyle = TextStyle.BODY
    @JvmField val textWeight = FontWeight.REGULAR
    @JvmField val statSize = StatSize.DEFAULT
    @JvmField val imageSize = ImageSize.DEFAULT
    /** `spacing` of vstack and hstack. */
    const val stackSpacing: Double = 8.0
    /** `padding` of card. */
    const val cardPadding: Double = 16.0
    /** `cornerRadius` of card. */
    const val cardCornerRadius: Double = 12.0
    /** `total` of progress. */
    const val progressTotal: Double = 1.0
    /** Largest `maxLines` accepted: the 32-bit limit both SwiftUI and Compose can hold (§2.3). */
    const val maxLinesLimit: Int = 2_147_483_647
}
