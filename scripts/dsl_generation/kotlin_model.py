"""ports/kotlin/.../Model/Nodes.kt: the model as Kotlin data classes (twin of Nodes.swift)."""
from . import GENERATED_NOTE, camel, node_fields
from .languages import KOTLIN, model_arguments, model_default, model_type, model_values

constant = KOTLIN.case_name


def _class(table, name, fields, doc):
    out = [f"/** {doc} */"]
    if not fields:
        return out + [f"class {name} {{", "    override fun equals(other: Any?): Boolean = other is " + name,
                      "    override fun hashCode(): Int = 0", "}", ""]
    out.append(f"data class {name}(")
    parameters = []
    for field in fields:
        default = model_default(KOTLIN, field)
        parameters.append(f"    val {camel(field['name'])}: {model_type(KOTLIN, table, field)}" + (f" = {default}" if default else ""))
    out.append(",\n".join(parameters))
    out += [")", ""]
    return out


def render(table):
    out = ["package renderparity", "", f"// {GENERATED_NOTE}", ""]
    nodes = table["nodes"]
    out += ["/** One element of the DSL after decoding, defaults filled in (spec §2.1); `Unknown` for a `type` it doesn't define. */",
            "sealed class UINode {"]
    for node in nodes:
        out.append(f"    data class {node['line']}(val node: {node['line']}Node) : UINode()")
    out += ["    data class Unknown(val type: String) : UINode()", ""]
    out += ["    /** The node's type, field values in table order and what it holds, for `SnapshotWriter`; null for `Unknown`. */",
            "    val parts: ModelParts?",
            "        get() = when (this) {"]
    for node in nodes:
        fields = node_fields(table, node)
        values, extra = model_values(KOTLIN, fields, "node")
        out.append(f"            is {node['line']} -> ModelParts(NodeType.{constant(node['type'])}, listOf({values}){extra})")
    out += ["            is Unknown -> null", "        }", "",
            "    companion object {",
            "        /** Builds a node from what `TreeBuilder` gathered. */",
            "        fun make(type: NodeType, v: kotlin.collections.List<ModelValue>, children: kotlin.collections.List<UINode>,",
            "                 records: kotlin.collections.List<ChartDataPoint>, rows: kotlin.collections.List<kotlin.collections.List<String>>): UINode = when (type) {"]
    for node in nodes:
        fields = node_fields(table, node)
        arguments = model_arguments(KOTLIN, fields)
        out.append(f"            NodeType.{constant(node['type'])} -> {node['line']}({node['line']}Node({arguments}))")
    out += ["        }", "    }", "}", ""]
    for node in nodes:
        out += _class(table, node["line"] + "Node", node_fields(table, node), node["description"])
    for record in table["records"].values():
        out += _class(table, record["schemaName"], record["fields"], record["description"])
        arguments = model_arguments(KOTLIN, record["fields"])
        values, _ = model_values(KOTLIN, record["fields"], "this")
        out += [f"/** A {record['schemaName']} from its field values in table order, and back. */",
                f"fun {record['schemaName'][:1].lower() + record['schemaName'][1:]}Of(v: kotlin.collections.List<ModelValue>): {record['schemaName']} = {record['schemaName']}({arguments})",
                "",
                f"val {record['schemaName']}.values: kotlin.collections.List<ModelValue> get() = listOf({values})", ""]
    return "\n".join(out)
