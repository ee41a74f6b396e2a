package renderparity

/**
 * Builds one surface's document (spec/a2ui.md §4) from its components and data model:
 * the tree from `root`, child ids followed, templates expanded once per item of their bound
 * list with relative paths resolved against the item, values resolved (`PropertyWriter`).
 * Twin of `SurfaceAssembler.swift`.
 *
 * Iterative, with an explicit stack of what is left to write: a chain of any length is
 * an error line (`A2UILimits.DEPTH`), never a stack overflow. A child id that is already an
 * ancestor is a cycle.
 */
class SurfaceAssembler(val surface: Surface, val plans: NodePlan.Plans, val typeKey: String) {
    /** The names the document uses for the synthetic `Surface` node (spec/a2ui.md §4.1). */
    object SurfaceNode {
        const val type = "a2ui:surface"
        const val line = "Surface"
        const val emptyType = "a2ui:empty"
        const val emptyLine = "NoSurface"
    }

    sealed class Reference {
        class Component(val id: String, val at: JSONPath, val scope: JSONPointer, val item: Int?) : Reference()
        class Slot(val type: String, val owner: Surface.Component, val scope: JSONPointer) : Reference()
        class Item(val type: String, val obj: A2UIObject, val at: JSONPath, val scope: JSONPointer) : Reference()
    }

    sealed class Task {
        class Node(val reference: Reference, val place: JSONPath, val depth: Int, val comma: Boolean) : Task()
        class Text(val text: String) : Task()
        class Leave(val id: String) : Task()
    }

    val out = StringBuilder()
    val origins = HashMap<JSONPath, SurfaceDocument.Origin>()
    val ancestors = HashSet<String>()
    var lines = 1

    fun run(root: Surface.Component) {
        out.append('{').append(A2UIText.quoted(typeKey)).append(':').append(A2UIText.quoted(SurfaceNode.type))
        out.append(",\"id\":").append(A2UIText.quoted(surface.id)).append(",\"catalog\":").append(A2UIText.quoted(surface.catalog))
        val theme = surface.theme
        if (theme != null) out.append(",\"theme\":").append(A2UIText.quoted(A2UIText.json(theme)))
        out.append(",\"root\":")
        origins[JSONPath.root] = SurfaceDocument.Origin(surface.createdAt, null)
        val stack = arrayListOf<Task>(
            Task.Text("}"),
            Task.Node(Reference.Component("root", root.path, JSONPointer.root, null), JSONPath.root.appending("root"), 1, false))
        while (stack.isNotEmpty()) {
            when (val task = stack.removeAt(stack.size - 1)) {
                is Task.Text -> out.append(task.text)
                is Task.Leave -> ancestors.remove(task.id)
                is Task.Node -> {
                    if (task.comma) out.append(',')
                    write(task.reference, task.place, task.depth, stack)
                }
            }
        }
    }

    /** Writes a node's members and pushes what it holds, then its closing brace. */
    fun write(reference: Reference, place: JSONPath, depth: Int, stack: MutableList<Task>) {
        val at = when (reference) {
            is Reference.Component -> reference.at
            is Reference.Item -> reference.at
            is Reference.Slot -> reference.owner.path
        }
        if (depth >= A2UILimits.DEPTH) throw A2UIException(A2UIFailure.TooDeep(at))
        lines += 1
        if (lines > A2UILimits.LINES) throw A2UIException(A2UIFailure.TooManyLines(at))
        val obj: A2UIObject
        val objectPath: JSONPath
        val plan: NodePlan?
        val type: String?
        var scope = JSONPointer.root
        var item: Int? = null
        when (reference) {
            is Reference.Component -> {
                val component = surface.components[reference.id]
                    ?: throw A2UIException(A2UIFailure.DanglingChild(reference.id, reference.at))
                if (reference.id in ancestors) throw A2UIException(A2UIFailure.Cycle(reference.id, reference.at))
                ancestors.add(reference.id)
                stack.add(Task.Leave(reference.id))
                obj = component.value
                objectPath = component.path
                type = component.value[typeKey]?.string
                plan = type?.let { plans.nodes[it] }
                scope = reference.scope
                item = reference.item
            }
            is Reference.Slot -> {
                obj = reference.owner.value
                objectPath = reference.owner.path
                type = reference.type
                plan = plans.nodes[reference.type]
                scope = reference.scope
            }
            is Reference.Item -> {
                obj = reference.obj
                objectPath = reference.at
                type = reference.type
                plan = plans.nodes[reference.type]
                scope = reference.scope
            }
        }
        origins[place] = SurfaceDocument.Origin(objectPath, plan)
        out.append('{')
        if (plan == null || type == null) {
            // Not in the catalog: the decoder prints it as an `Unknown` line (render-snapshot.md §3.4).
            val name = obj[typeKey]
            if (name != null) out.append(A2UIText.quoted(typeKey)).append(':').append(A2UIText.json(name))
            out.append('}')
            return
        }
        out.append(A2UIText.quoted(typeKey)).append(':').append(A2UIText.quoted(type))
        val writer = PropertyWriter(surface.dataModel, scope, plan, plans.records)
        val held = writer.write(obj, objectPath, item, plan.slotTypes, type)
        if (reference is Reference.Component) {
            val slotProperties = plan.slotTypes.flatMap { slot -> plans.nodes[slot]?.fields?.mapNotNull { it.property.firstOrNull() } ?: emptyList() }
            writer.copyUnknownMembers(obj, typeKey, slotProperties)
        }
        out.append(writer.out)
        stack.add(Task.Text("}"))
        if (held == null) return
        out.append(',').append(A2UIText.quoted(held.member)).append(':').append(if (held.isArray) "[" else "")
        if (held.isArray) stack.add(Task.Text("]"))
        val base = place.appending(held.member)
        for (position in held.children.indices.reversed()) {
            val childPlace = if (held.isArray) base.appending(position) else base
            val childReference = when (val child = held.children[position]) {
                is PropertyWriter.HeldChild.Component -> Reference.Component(child.id, child.at, child.scope, child.item)
                is PropertyWriter.HeldChild.Slot -> Reference.Slot(child.type, Surface.Component(obj, objectPath), scope)
                is PropertyWriter.HeldChild.Item -> Reference.Item(child.type, child.obj, child.at, scope)
            }
            stack.add(Task.Node(childReference, childPlace, depth + 1, position > 0))
        }
    }

    companion object {
        fun document(surface: Surface, plans: NodePlan.Plans, typeKey: String): SurfaceDocument {
            val root = surface.components["root"] ?: throw A2UIException(A2UIFailure.MissingRoot(surface.id, surface.createdAt))
            val assembler = SurfaceAssembler(surface, plans, typeKey)
            assembler.run(root)
            return SurfaceDocument(surface.id, assembler.out.toString().toByteArray(Charsets.UTF_8), assembler.origins)
        }
    }
}
