package renderparity

/** A built node taken apart again: its type, field values in row order, and what it holds. Twin of `ModelParts.swift`. */
class ModelParts(
    val type: NodeType,
    val values: List<ModelValue>,
    val children: List<UINode> = emptyList(),
    val records: List<ChartDataPoint> = emptyList(),
    val rows: List<List<String>> = emptyList()
)
