package renderparity

/* Nodes that show a data set: charts and tables (spec §2.1). Twin of `Model/DataNodes.swift`. */

data class ChartNode(
    val variant: ChartVariant,
    val title: String? = null,
    val data: List<ChartDataPoint>
)

/** One point of a chart. Every point is required: one bad point fails the chart (§2.2). */
data class ChartDataPoint(
    val label: String,
    val value: Double,
    val color: String? = null
)

data class TableNode(
    val title: String? = null,
    val headers: List<String> = emptyList(),
    val rows: List<List<String>> = emptyList()
)
