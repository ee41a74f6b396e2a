package renderparity

/**
 * Writes one node's members from a component's (or item's) properties, as its plan says
 * (spec/a2ui.md §5): literals copied, dynamic values resolved with their binding, unresolved
 * path or unevaluated call beside them, actions and checks in their printed form, and what the
 * node holds (child ids, a template's expansion, items, slots) returned for the assembler.
 * Records, which hold no nodes, are written whole here. Twin of `PropertyWriter.swift`.
 */
class PropertyWriter(val model: DataModel, val scope: JSONPointer, val plan: NodePlan, val records: Map<String, NodePlan>) {
    sealed class HeldChild {
        class Component(val id: String, val at: JSONPath, val scope: JSONPointer, val item: Int?) : HeldChild()
        class Slot(val type: String) : HeldChild()
        class Item(val type: String, val obj: A2UIObject, val at: JSONPath) : HeldChild()
    }

    class Held(val member: String, val isArray: Boolean, val children: List<HeldChild>)

    val out = StringBuilder()

    val calls: FunctionCalls get() = FunctionCalls(model, scope)

    fun member(name: String, json: String) {
        out.append(',').append(A2UIText.quoted(name)).append(':').append(json)
    }

    /** Writes every field; returns what the node holds. */
    fun write(obj: A2UIObject, path: JSONPath, item: Int?, slotTypes: List<String>, owner: String): Held? {
        var held: Held? = null
        fields@ for (field in plan.fields) {
            var propertyPath = path
            for (key in field.property) propertyPath = propertyPath.appending(key)
            when (field.role) {
                // written with their property's value or action
                FieldPlan.Role.PATH, FieldPlan.Role.UNRESOLVED, FieldPlan.Role.CALL, FieldPlan.Role.CONTEXT -> continue@fields
                FieldPlan.Role.ITEM -> if (item != null) member(field.member, item.toString())
                FieldPlan.Role.SLOTS -> held = Held(field.member, true, slotTypes.map { HeldChild.Slot(it) })
                else -> {
                    val value = field.value(obj) ?: continue@fields
                    val found = write(field, value, propertyPath, owner)
                    if (found != null) held = found
                }
            }
        }
        return held
    }

    fun write(field: FieldPlan, value: A2UIValue, path: JSONPath, owner: String): Held? {
        when (field.role) {
            FieldPlan.Role.VALUE -> writeDynamic(field, value)
            FieldPlan.Role.CHILD -> {
                val id = value.string ?: throw A2UIException(A2UIFailure.WrongType("a component id", value.typeName, path))
                return Held(field.member, false, listOf(HeldChild.Component(id, path, scope, null)))
            }
            FieldPlan.Role.CHILDREN -> return children(field, value, path)
            FieldPlan.Role.ITEMS -> {
                val elements = value.array
                    ?: throw A2UIException(A2UIFailure.WrongType("an array of objects", value.typeName, path))
                val children = ArrayList<HeldChild>()
                for ((position, element) in elements.withIndex()) {
                    val obj = element.obj
                        ?: throw A2UIException(A2UIFailure.NotAnObject(element.typeName, path.appending(position)))
                    val type = owner + ":" + field.property.joinToString(".")
                    children.add(HeldChild.Item(type, obj, path.appending(position)))
                }
                return Held(field.member, true, children)
            }
            FieldPlan.Role.RECORDS -> writeRecords(field, value)
            FieldPlan.Role.ACTION -> writeAction(field, value)
            FieldPlan.Role.CHECKS -> member(field.member, checkResults(value))
            FieldPlan.Role.JSON -> member(field.member, A2UIText.quoted(A2UIText.json(value)))
            FieldPlan.Role.TEXT -> member(field.member, A2UIText.quoted(value.string ?: A2UIText.json(value)))
            else -> member(field.member, A2UIText.json(value))
        }
        return null
    }

    /**
     * A dynamic value (§5.1): a literal as it is; a binding's value and its absolute path, or a
     * placeholder and the path when it does not resolve to a value of the field's type; a call's
     * result, or a placeholder and the canonical call.
     */
    fun writeDynamic(field: FieldPlan, value: A2UIValue) {
        val path = FunctionCalls.bindingPath(value)
        if (path != null) {
            val pointer = JSONPointer.of(path, scope)
            val found = model.value(pointer)
            val converted = if (found != null) converted(found, field.type) else null
            if (converted != null) {
                member(field.member, A2UIText.json(converted))
                plan.companion(FieldPlan.Role.PATH, field)?.let { member(it, A2UIText.quoted(pointer.text)) }
            } else {
                member(field.member, A2UIText.json(placeholder(field.type)))
                plan.companion(FieldPlan.Role.UNRESOLVED, field)?.let { member(it, A2UIText.quoted(pointer.text)) }
            }
            return
        }
        if (!FunctionCalls.isCall(value)) {
            member(field.member, A2UIText.json(value))
            return
        }
        when (val outcome = calls.evaluate(value)) {
            is FunctionCalls.Outcome.Value -> member(field.member, A2UIText.json(converted(outcome.value, field.type) ?: outcome.value))
            is FunctionCalls.Outcome.Call -> {
                member(field.member, A2UIText.json(placeholder(field.type)))
                plan.companion(FieldPlan.Role.CALL, field)?.let { member(it, A2UIText.quoted(outcome.text)) }
            }
        }
    }

    /**
     * A `ChildList`: ids, or a template expanded once per item of its bound list, each in the
     * item's scope and with its index; the list's absolute path, or `unresolved` when it is not an array.
     */
    fun children(field: FieldPlan, value: A2UIValue, path: JSONPath): Held {
        val ids = value.array
        if (ids != null) {
            val children = ArrayList<HeldChild>()
            for ((position, element) in ids.withIndex()) {
                val id = element.string
                    ?: throw A2UIException(A2UIFailure.WrongType("a component id", element.typeName, path.appending(position)))
                children.add(HeldChild.Component(id, path.appending(position), scope, null))
            }
            return Held(field.member, true, children)
        }
        val template = value.obj
            ?: throw A2UIException(A2UIFailure.WrongType("an array of component ids or a template", value.typeName, path))
        val templateID = A2UIMessage.string(template, "componentId", path)
        val listPath = A2UIMessage.string(template, "path", path)
        val pointer = JSONPointer.of(listPath, scope)
        val list = model.value(pointer)?.array
        if (list == null) {
            plan.companion(FieldPlan.Role.UNRESOLVED, field)?.let { member(it, A2UIText.quoted(pointer.text)) }
            return Held(field.member, true, emptyList())
        }
        plan.companion(FieldPlan.Role.PATH, field)?.let { member(it, A2UIText.quoted(pointer.text)) }
        val at = path.appending("componentId")
        val children = list.indices.map { HeldChild.Component(templateID, at, pointer.appending(it.toString()), it) }
        return Held(field.member, true, children)
    }

    /**
     * Records hold no nodes: each is written whole with its record's plan. An element that is
     * not an object is written as it is, and the decoder fails the node for it.
     */
    fun writeRecords(field: FieldPlan, value: A2UIValue) {
        val elements = value.array
        val recordPlan = field.record?.let { records[it] }
        if (elements == null || recordPlan == null) {
            member(field.member, A2UIText.json(value))
            return
        }
        val texts = ArrayList<String>()
        for (element in elements) {
            val obj = element.obj
            if (obj == null) {
                texts.add(A2UIText.json(element))
                continue
            }
            val writer = PropertyWriter(model, scope, recordPlan, records)
            recordFields@ for (recordField in recordPlan.fields) {
                val propertyValue = recordField.value(obj) ?: continue
                when (recordField.role) {
                    FieldPlan.Role.VALUE -> writer.writeDynamic(recordField, propertyValue)
                    FieldPlan.Role.JSON -> writer.member(recordField.member, A2UIText.quoted(A2UIText.json(propertyValue)))
                    FieldPlan.Role.TEXT ->
                        writer.member(recordField.member, A2UIText.quoted(propertyValue.string ?: A2UIText.json(propertyValue)))
                    FieldPlan.Role.LITERAL -> writer.member(recordField.member, A2UIText.json(propertyValue))
                    else -> continue@recordFields
                }
            }
            texts.add("{" + writer.out.substring(Math.min(1, writer.out.length)) + "}")
        }
        member(field.member, "[" + texts.joinToString(",") + "]")
    }

    /**
     * An action (§5.4): a server event's name and its context's keys, sorted bytewise; a local
     * function as its canonical call. Anything else is written as it is, for the decoder to refuse.
     */
    fun writeAction(field: FieldPlan, value: A2UIValue) {
        val event = value.obj?.get("event")?.obj
        val name = event?.get("name")?.string
        val call = value.obj?.get("functionCall")
        if (event != null && name != null) {
            member(field.member, A2UIText.quoted(name))
            val keys = (event["context"]?.obj?.keys ?: emptyList()).sortedWith(Bytewise)
            plan.companion(FieldPlan.Role.CONTEXT, field)?.let { companion ->
                member(companion, "[" + keys.joinToString(",") { A2UIText.quoted(it) } + "]")
            }
        } else if (call != null && FunctionCalls.isCall(call)) {
            member(field.member, A2UIText.quoted(calls.written(call)))
        } else {
            member(field.member, A2UIText.json(value))
        }
    }

    /**
     * Each check as `pass: message`, `fail: message`, or `<canonical call>: message` when its
     * condition is not evaluated here (§5.5); `invalid: message` without a usable condition.
     */
    fun checkResults(value: A2UIValue): String {
        val checks = value.array ?: return A2UIText.json(value)
        val texts = checks.map { check ->
            val obj = check.obj ?: A2UIObject()
            val message = obj["message"]?.string ?: ""
            val condition = obj["condition"] ?: (if (obj["call"] != null) check else null)
            val outcome = when (val evaluated = condition?.let { calls.evaluate(it) }) {
                is FunctionCalls.Outcome.Value -> {
                    val passed = evaluated.value as? A2UIValue.Bool
                    if (passed == null) "invalid" else if (passed.value) "pass" else "fail"
                }
                is FunctionCalls.Outcome.Call -> evaluated.text
                null -> "invalid"
            }
            A2UIText.quoted("$outcome: $message")
        }
        return "[" + texts.joinToString(",") + "]"
    }

    /**
     * Members of a component that its plan does not use, copied so that `lint` names them;
     * the snapshot ignores them (render-snapshot.md §2.3).
     */
    fun copyUnknownMembers(obj: A2UIObject, typeKey: String, alsoUsed: List<String>) {
        val used = HashSet<String>(plan.fields.mapNotNull { it.property.firstOrNull() } + alsoUsed + typeKey)
        val members = HashSet<String>(plan.fields.map { it.member })
        for ((key, value) in obj.members) {
            if (key !in used && key !in members) member(key, A2UIText.json(value))
        }
    }

    companion object {
        fun converted(value: A2UIValue, type: FieldDefinition.FieldType): A2UIValue? = when (type) {
            FieldDefinition.FieldType.STRING -> when (value) {
                is A2UIValue.Str -> value
                is A2UIValue.Number, is A2UIValue.Bool -> A2UIValue.Str(A2UIText.converted(value))
                else -> null
            }
            FieldDefinition.FieldType.NUMBER -> if (value is A2UIValue.Number) value else null
            FieldDefinition.FieldType.BOOLEAN -> if (value is A2UIValue.Bool) value else null
            FieldDefinition.FieldType.STRING_LIST ->
                if (value is A2UIValue.Arr && value.elements.all { it is A2UIValue.Str }) value else null
            else -> value
        }

        /** What a renderer shows for a value it does not have (protocol: undefined is the empty string). */
        fun placeholder(type: FieldDefinition.FieldType): A2UIValue = when (type) {
            FieldDefinition.FieldType.STRING -> A2UIValue.Str("")
            FieldDefinition.FieldType.NUMBER -> A2UIValue.Number(0.0)
            FieldDefinition.FieldType.BOOLEAN -> A2UIValue.Bool(false)
            FieldDefinition.FieldType.STRING_LIST -> A2UIValue.Arr(emptyList())
            else -> A2UIValue.Null
        }
    }
}
