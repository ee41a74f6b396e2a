package renderparity

/** An SF Symbol name a document uses, and where (for `parity icons`). Twin of `IconUse.swift`. */
data class IconUse(val name: String, val path: JSONPath)
