package renderparity

/**
 * Function calls in property values (spec/a2ui.md §5.2, §5.3). The functions whose result the
 * protocol defines the same on every platform are evaluated: `required`, `length`, `numeric`,
 * `and`, `or`, `not`, and `formatString` over data-model paths. Every other call (currency,
 * dates, numbers, plurals, which depend on locale or time; `email` and `regex`, whose rules
 * differ between platforms' libraries; a catalog's own functions) is written as a canonical,
 * unevaluated call: `formatCurrency(currency="USD", value=12.5)`, arguments sorted bytewise,
 * bound arguments resolved, values as JSON. Twin of `FunctionCalls.swift`.
 */
class FunctionCalls(val model: DataModel, val scope: JSONPointer) {
    sealed class Outcome {
        class Value(val value: A2UIValue) : Outcome()
        class Call(val text: String) : Outcome()

        /** The value, when it is one (Swift: `Outcome.value`). */
        val valueOrNull: A2UIValue? get() = (this as? Value)?.value
    }

    /**
     * A literal, a binding resolved (null when missing) or a call evaluated or written out.
     * Recursion follows the value's nesting, which the reader bounds.
     */
    fun evaluate(value: A2UIValue): Outcome {
        val path = bindingPath(value)
        if (path != null) return Outcome.Value(model.value(JSONPointer.of(path, scope)) ?: A2UIValue.Null)
        val call = value.obj
        val name = call?.get("call")?.string ?: return Outcome.Value(value)
        val args = call["args"]?.obj ?: A2UIObject()
        val evaluated = ArrayList<Pair<String, Outcome>>()
        for ((key, argument) in args.members) {
            if (argument is A2UIValue.Arr && (name == "and" || name == "or")) {
                val outcomes = argument.elements.map { evaluate(it) }
                // One known false decides `and`, one known true decides `or`, whatever the others are.
                val decider = name == "or"
                if (outcomes.any { (it.valueOrNull as? A2UIValue.Bool)?.value == decider }) return Outcome.Value(A2UIValue.Bool(decider))
                if (outcomes.all { it is Outcome.Value }) {
                    evaluated.add(Pair(key, Outcome.Value(A2UIValue.Arr(outcomes.mapNotNull { it.valueOrNull }))))
                } else {
                    evaluated.add(Pair(key, Outcome.Call(list(outcomes))))
                }
            } else {
                evaluated.add(Pair(key, evaluate(argument)))
            }
        }
        val values = LinkedHashMap<String, A2UIValue>()
        for ((key, outcome) in evaluated) {
            val found = outcome.valueOrNull ?: continue
            if (key !in values) values[key] = found
        }
        if (evaluated.all { it.second is Outcome.Value }) {
            val result = deterministic(name, values, model, scope)
            if (result != null) return Outcome.Value(result)
        }
        val written = evaluated.sortedWith(Comparator { a, b -> Bytewise.compare(a.first, b.first) }).map { (key, outcome) ->
            when (outcome) {
                is Outcome.Value -> key + "=" + A2UIText.json(outcome.value)
                is Outcome.Call -> key + "=" + outcome.text
            }
        }
        return Outcome.Call(name + "(" + written.joinToString(", ") + ")")
    }

    /** A call written out without evaluating it (an action's local function, §5.4). */
    fun written(call: A2UIValue): String {
        val obj = call.obj
        val name = obj?.get("call")?.string ?: return A2UIText.json(call)
        val args = (obj["args"]?.obj ?: A2UIObject()).members.sortedWith(Comparator { a, b -> Bytewise.compare(a.first, b.first) })
        val written = args.map { (key, argument) ->
            when (val outcome = evaluate(argument)) {
                is Outcome.Value -> key + "=" + A2UIText.json(outcome.value)
                is Outcome.Call -> key + "=" + outcome.text
            }
        }
        return name + "(" + written.joinToString(", ") + ")"
    }

    fun list(outcomes: List<Outcome>): String = "[" + outcomes.joinToString(", ") {
        when (it) {
            is Outcome.Value -> A2UIText.json(it.value)
            is Outcome.Call -> it.text
        }
    } + "]"

    companion object {
        /** Whether `value` is a call (`{"call": …}`) rather than a literal or a binding. */
        fun isCall(value: A2UIValue): Boolean = value.obj?.get("call") != null

        /** Whether `value` is a binding (`{"path": "…"}` and nothing else). */
        fun bindingPath(value: A2UIValue): String? {
            val obj = value.obj ?: return null
            if (obj.count != 1) return null
            return obj["path"]?.string
        }

        /** The result of a function this spec defines, or null for one it does not (or bad arguments). */
        fun deterministic(name: String, args: Map<String, A2UIValue>, model: DataModel, scope: JSONPointer): A2UIValue? {
            when (name) {
                "required" -> return when (val value = args["value"] ?: A2UIValue.Null) {
                    is A2UIValue.Null -> A2UIValue.Bool(false)
                    is A2UIValue.Str -> A2UIValue.Bool(value.value.isNotEmpty())
                    is A2UIValue.Arr -> A2UIValue.Bool(value.elements.isNotEmpty())
                    else -> A2UIValue.Bool(true)
                }
                "length" -> {
                    val text = args["value"]?.string ?: return null
                    val count = text.codePointCount(0, text.length).toDouble()
                    return A2UIValue.Bool(within(count, args["min"], args["max"]))
                }
                "numeric" -> {
                    val number = args["value"] as? A2UIValue.Number ?: return null
                    return A2UIValue.Bool(within(number.value, args["min"], args["max"]))
                }
                "and", "or" -> {
                    val values = args["values"]?.array ?: return null
                    val flags = values.mapNotNull { (it as? A2UIValue.Bool)?.value }
                    if (flags.size != values.size) return null
                    return A2UIValue.Bool(if (name == "and") flags.all { it } else flags.contains(true))
                }
                "not" -> {
                    val flag = args["value"] as? A2UIValue.Bool ?: return null
                    return A2UIValue.Bool(!flag.value)
                }
                "formatString" -> {
                    val template = args["value"]?.string ?: return null
                    return FormatString.interpolate(template, model, scope)?.let { A2UIValue.Str(it) }
                }
                else -> return null
            }
        }

        /** `min` ≤ value ≤ `max`, each bound only when it is a number. */
        fun within(value: Double, minimum: A2UIValue?, maximum: A2UIValue?): Boolean {
            if (minimum is A2UIValue.Number && value < minimum.value) return false
            if (maximum is A2UIValue.Number && value > maximum.value) return false
            return true
        }
    }
}

/**
 * `formatString`'s `${…}` (protocol "The formatString function"): `${/abs/path}` and
 * `${relative/path}` are replaced by the value converted to a string (§5.3), `\${` is a
 * literal `${`. An expression that calls a function (it has `(`) is not evaluated here: null,
 * and the whole call is written out instead. Every delimiter is ASCII, found as a code unit,
 * never as part of a grapheme cluster.
 */
object FormatString {
    fun interpolate(template: String, model: DataModel, scope: JSONPointer): String? {
        val out = StringBuilder()
        var rest = template
        while (true) {
            val open = rest.indexOf("\${")
            if (open < 0) break
            var before = rest.substring(0, open)
            if (before.endsWith("\\")) {
                before = before.substring(0, before.length - 1)
                out.append(before).append("\${")
                rest = rest.substring(open + 2)
                continue
            }
            out.append(before)
            val body = rest.substring(open + 2)
            val close = body.indexOf('}')
            if (close < 0) return null
            val expression = body.substring(0, close)
            if (expression.contains('(') || expression.contains('$')) return null
            val path = expression.trim { it == ' ' }
            out.append(A2UIText.converted(model.value(JSONPointer.of(path, scope)) ?: A2UIValue.Null))
            rest = body.substring(close + 1)
        }
        return out.append(rest).toString()
    }
}
