package renderparity

/**
 * A field's value in the model's terms: what `TreeBuilder` gathers for a node before it builds
 * it, and what `SnapshotWriter` reads back from a built node (`UINode.parts`). Twin of
 * `ModelValue.swift`; the generated model code only moves values between positions and properties.
 */
sealed class ModelValue {
    object Absent : ModelValue()
    data class Text(val value: String) : ModelValue()
    data class Number(val value: Double) : ModelValue()
    data class Integer(val value: Int) : ModelValue()
    data class Bool(val value: Boolean) : ModelValue()
    data class Option(val position: Int) : ModelValue()
    data class Texts(val values: List<String>) : ModelValue()

    // The accessors read what the decoder resolved; their fallbacks are never reached from it.
    val text: String get() = (this as? Text)?.value ?: ""
    val optionalText: String? get() = (this as? Text)?.value
    val number: Double get() = (this as? Number)?.value ?: 0.0
    val integer: Int? get() = (this as? Integer)?.value
    val boolean: Boolean get() = (this as? Bool)?.value ?: false
    val option: Int get() = (this as? Option)?.position ?: 0
    val texts: List<String> get() = (this as? Texts)?.values ?: emptyList()

    companion object {
        fun of(text: String?): ModelValue = if (text == null) Absent else Text(text)
        fun ofInteger(value: Int?): ModelValue = if (value == null) Absent else Integer(value)

        internal fun of(values: NodeValues, position: Int): ModelValue {
            val document = values.document
            return when (values.kind(position)) {
                ResolvedValue.TEXT -> Text(document.string(values.index(position)))
                ResolvedValue.NUMBER -> Number(values.number(position))
                ResolvedValue.INTEGER -> Integer(values.payloads[position].toInt())
                ResolvedValue.BOOLEAN -> Bool(values.payloads[position] != 0L)
                ResolvedValue.OPTION -> Option(values.index(position))
                ResolvedValue.TEXTS -> Texts(values.texts(position))
                else -> Absent
            }
        }
    }
}
