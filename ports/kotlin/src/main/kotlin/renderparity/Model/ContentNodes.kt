package renderparity

/*
 * Leaf nodes that show text, numbers or a symbol (spec §2.1). Twin of `Model/ContentNodes.swift`.
 * `null` means absent: the snapshot prints `default` for a color and `none` otherwise (§3.1).
 */

data class TextNode(
    val content: String,
    val style: TextStyle = NodeDefaults.textStyle,
    val color: String? = null,
    val weight: FontWeight = NodeDefaults.textWeight,
    /** 1…2147483647 when present (§2.3). */
    val maxLines: Int? = null
)

data class StatNode(
    val label: String,
    val value: String,
    val color: String? = null,
    val size: StatSize = NodeDefaults.statSize,
    /** An SF Symbol name; see `IconMap` for its Material twin. */
    val icon: String? = null
)

data class ImageNode(
    /** An SF Symbol name (`system_name` in JSON). */
    val systemName: String,
    val color: String? = null,
    val size: ImageSize = NodeDefaults.imageSize
)

data class BadgeNode(
    val text: String,
    val color: String? = null
)

data class ProgressNode(
    val value: Double,
    val total: Double = NodeDefaults.progressTotal,
    val label: String? = null,
    val color: String? = null
)
