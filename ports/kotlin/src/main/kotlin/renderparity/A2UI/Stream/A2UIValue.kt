package renderparity

/**
 * A JSON value as the adapter holds it: messages, component properties and a surface's data
 * model (spec/a2ui.md §3). Objects keep their members in the order received, because
 * `formatString` stringifies objects as JSON does, in that order (§5.3). Twin of `A2UIValue.swift`.
 *
 * Values are never changed once built: `DataModel.update` copies the containers it rebuilds, as
 * Swift's value types do, so a value read once is never seen changed.
 */
sealed class A2UIValue {
    object Null : A2UIValue()
    class Bool(val value: kotlin.Boolean) : A2UIValue()
    class Number(val value: Double) : A2UIValue()
    class Str(val value: String) : A2UIValue()
    class Arr(val elements: List<A2UIValue>) : A2UIValue()
    class Obj(val members: A2UIObject) : A2UIValue()

    val string: String? get() = (this as? Str)?.value
    val obj: A2UIObject? get() = (this as? Obj)?.members
    val array: List<A2UIValue>? get() = (this as? Arr)?.elements

    /** The JSON type's name, as errors print it ("an object"). */
    val typeName: String
        get() = when (this) {
            is Null -> "null"
            is Bool -> "a boolean"
            is Number -> "a number"
            is Str -> "a string"
            is Arr -> "an array"
            is Obj -> "an object"
        }

    /** The reader's kind of this value, for failures worded as the decoder words them. */
    val kind: JSONDocument.Kind
        get() = when (this) {
            is Null -> JSONDocument.Kind.NULL
            is Bool -> if (value) JSONDocument.Kind.TRUE else JSONDocument.Kind.FALSE
            is Number -> JSONDocument.Kind.NUMBER
            is Str -> JSONDocument.Kind.STRING
            is Arr -> JSONDocument.Kind.ARRAY
            is Obj -> JSONDocument.Kind.OBJECT
        }

    /** Swift's `==`: numbers as IEEE doubles (`-0.0 == 0.0`), objects member by member in order. */
    override fun equals(other: Any?): kotlin.Boolean = when (this) {
        is Null -> other is Null
        is Bool -> other is Bool && other.value == value
        is Number -> other is Number && other.value == value
        is Str -> other is Str && other.value == value
        is Arr -> other is Arr && other.elements == elements
        is Obj -> other is Obj && other.members == members
    }

    override fun hashCode(): Int = when (this) {
        is Null -> 0
        is Bool -> value.hashCode()
        is Number -> if (value == 0.0) 0 else value.hashCode()
        is Str -> value.hashCode()
        is Arr -> elements.hashCode()
        is Obj -> members.keys.hashCode()
    }

    companion object {
        /**
         * The value at `index` of a read document. Recursion is bounded by the reader's nesting
         * limit (`JSONReader.MAXIMUM_DEPTH`), so it cannot overflow the stack.
         */
        fun of(document: JSONDocument, index: Int): A2UIValue = when (document.kind(index)) {
            JSONDocument.Kind.NULL -> Null
            JSONDocument.Kind.TRUE -> Bool(true)
            JSONDocument.Kind.FALSE -> Bool(false)
            JSONDocument.Kind.NUMBER -> Number(document.number(index))
            JSONDocument.Kind.STRING -> Str(document.string(index))
            JSONDocument.Kind.ARRAY -> Arr(document.elements(index).map { of(document, it.value) })
            JSONDocument.Kind.OBJECT -> {
                val obj = A2UIObject()
                for (member in document.members(index)) obj[document.string(member.key)] = of(document, member.value)
                Obj(obj)
            }
        }
    }
}

/**
 * A JSON object's members in the order received, with a name index for lookups. A repeated
 * name cannot occur: the reader refuses duplicate keys (render-snapshot.md §1.2). Names are
 * equal when their UTF-16 (so their UTF-8) is, never by Unicode equivalence.
 */
class A2UIObject {
    private val keyList = ArrayList<String>()
    private val values = ArrayList<A2UIValue>()
    private val positions = HashMap<String, Int>()

    val keys: List<String> get() = keyList

    val count: Int get() = keyList.size

    val members: List<Pair<String, A2UIValue>> get() = keyList.indices.map { Pair(keyList[it], values[it]) }

    operator fun get(key: String): A2UIValue? = positions[key]?.let { values[it] }

    /** Setting replaces a member in place, adds a new one at the end, and `null` removes it. */
    operator fun set(key: String, newValue: A2UIValue?) {
        val position = positions[key]
        if (position != null) {
            if (newValue != null) {
                values[position] = newValue
            } else {
                keyList.removeAt(position)
                values.removeAt(position)
                positions.clear()
                for ((index, name) in keyList.withIndex()) positions[name] = index
            }
        } else if (newValue != null) {
            positions[key] = keyList.size
            keyList.add(key)
            values.add(newValue)
        }
    }

    /** A copy whose members can change without changing this one (Swift's value semantics). */
    fun copied(): A2UIObject {
        val copy = A2UIObject()
        for (index in keyList.indices) copy[keyList[index]] = values[index]
        return copy
    }

    override fun equals(other: Any?): Boolean = other is A2UIObject && other.keyList == keyList && other.values == values

    override fun hashCode(): Int = keyList.hashCode()
}
