"""ports/kotlin/.../Model/Nodes.kt: the model as Kotlin data classes (twin of Nodes.swift)."""
from . import GENERATED_NOTE, camel, node_fields, value_from, value_to
from .kotlin_vocabulary import constant


def _type(table, field):
    kind = field["type"]
    optional = not field.get("required")
    if kind == "string":
        return "String?" if optional else "String"
    if kind == "number":
        return "Double"
    if kind == "boolean":
        return "Boolean"
    if kind == "integer":
        return "Int?"
    if kind == "enum":
        return field["enum"]
    if kind == "node":
        return "UINode"
    if kind == "nodes":
        return "kotlin.collections.List<UINode>"
    if kind == "records":
        return "kotlin.collections.List<" + table["records"][field["record"]]["schemaName"] + ">"
    if kind == "stringList":
        return "kotlin.collections.List<String>"
    return "kotlin.collections.List<kotlin.collections.List<String>>"


def _default(table, field):
    if field.get("required"):
        return None
    kind = field["type"]
    if kind in ("string", "integer"):
        return "null"
    if kind == "number":
        return repr(float(field["default"]))
    if kind == "boolean":
        return "true" if field["default"] else "false"
    if kind == "enum":
        return f"{field['enum']}.{constant(field['default'])}"
    if kind in ("stringList", "stringRows"):
        return "emptyList()"
    return None


def _class(table, name, fields, doc):
    out = [f"/** {doc} */"]
    if not fields:
        return out + [f"class {name} {{", "    override fun equals(other: Any?): Boolean = other is " + name,
                      "    override fun hashCode(): Int = 0", "}", ""]
    out.append(f"data class {name}(")
    parameters = []
    for field in fields:
        default = _default(table, field)
        parameters.append(f"    val {camel(field['name'])}: {_type(table, field)}" + (f" = {default}" if default else ""))
    out.append(",\n".join(parameters))
    out += [")", ""]
    return out


KOTLIN_VALUES = {"string": "ModelValue.of({name})", "number": "ModelValue.Number({name})", "boolean": "ModelValue.Bool({name})", "integer": "ModelValue.ofInteger({name})",
                 "enum": "ModelValue.Option({name}.ordinal)", "stringList": "ModelValue.Texts({name})", "absent": "ModelValue.Absent"}


def _from(table, field, index):
    return value_from(field, index, "{enum}.values()[{value}]", 'children.firstOrNull() ?: UINode.Unknown("")')


def _to(field, owner):
    return value_to(field, owner, KOTLIN_VALUES)


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
        values = ", ".join(_to(f, "node") for f in fields)
        holds = []
        for f in fields:
            if f["type"] == "nodes":
                holds.append(f"children = node.{camel(f['name'])}")
            elif f["type"] == "node":
                holds.append(f"children = listOf(node.{camel(f['name'])})")
            elif f["type"] == "records":
                holds.append(f"records = node.{camel(f['name'])}")
            elif f["type"] == "stringRows":
                holds.append(f"rows = node.{camel(f['name'])}")
        extra = "".join(", " + h for h in holds)
        out.append(f"            is {node['line']} -> ModelParts(NodeType.{constant(node['type'])}, listOf({values}){extra})")
    out += ["            is Unknown -> null", "        }", "",
            "    companion object {",
            "        /** Builds a node from what `TreeBuilder` gathered. */",
            "        fun make(type: NodeType, v: kotlin.collections.List<ModelValue>, children: kotlin.collections.List<UINode>,",
            "                 records: kotlin.collections.List<ChartDataPoint>, rows: kotlin.collections.List<kotlin.collections.List<String>>): UINode = when (type) {"]
    for node in nodes:
        fields = node_fields(table, node)
        arguments = ", ".join(_from(table, f, i) for i, f in enumerate(fields))
        out.append(f"            NodeType.{constant(node['type'])} -> {node['line']}({node['line']}Node({arguments}))")
    out += ["        }", "    }", "}", ""]
    for node in nodes:
        out += _class(table, node["line"] + "Node", node_fields(table, node), node["description"])
    for record in table["records"].values():
        out += _class(table, record["schemaName"], record["fields"], record["description"])
        arguments = ", ".join(_from(table, f, i) for i, f in enumerate(record["fields"]))
        values = ", ".join(_to(f, "this") for f in record["fields"])
        out += [f"/** A {record['schemaName']} from its field values in table order, and back. */",
                f"fun {record['schemaName'][:1].lower() + record['schemaName'][1:]}Of(v: kotlin.collections.List<ModelValue>): {record['schemaName']} = {record['schemaName']}({arguments})",
                "",
                f"val {record['schemaName']}.values: kotlin.collections.List<ModelValue> get() = listOf({values})", ""]
    return "\n".join(out)
