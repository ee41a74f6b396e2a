"""ports/kotlin/.../Vocabulary/NodeTable.kt: the node table as Kotlin data (twin of NodeTable.swift)."""
import re

from . import GENERATED_NOTE, attribute_name, node_fields


def constant(name):
    """`topLeading` → `TOP_LEADING`, `title2` → `TITLE2`."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()


def _kotlin_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$") + '"'


def _field_spec(table, field):
    arguments = [_kotlin_string(field["name"]), "FieldSpec.Kind." + constant(field["type"])]
    if field.get("required"):
        arguments.append("required = true")
    name = attribute_name(field)
    if name:
        arguments.append(f"attribute = {_kotlin_string(name)}")
    if field["type"] == "string" and not field.get("required") and "absent" in field:
        arguments.append(f"absentWord = {_kotlin_string(field['absent'])}")
    if field["type"] == "number" and "default" in field:
        arguments.append(f"defaultNumber = {float(field['default'])!r}")
    if field["type"] == "integer":
        arguments.append(f"minimum = {float(field['minimum'])!r}, maximum = {float(field['maximum'])!r}")
    if field["type"] == "enum":
        arguments.append(f"enumeration = {field['enum']}.names")
        if "default" in field:
            arguments.append(f"defaultCase = {table['enums'][field['enum']].index(field['default'])}")
    if field.get("count"):
        arguments.append(f"count = {_kotlin_string(field['count'])}")
    if field.get("icon"):
        arguments.append("isIcon = true")
    return "FieldSpec(" + ", ".join(arguments) + ")"


def render(table):
    out = ["package renderparity", "", f"// {GENERATED_NOTE}", ""]
    for enum, cases in table["enums"].items():
        out.append(f"enum class {enum}(override val rawValue: String) : SchemaEnum {{")
        out.append("    " + ", ".join(f'{constant(c)}("{c}")' for c in cases) + ";")
        out += ["", "    companion object {",
                "        @JvmField val names: List<String> = values().map { it.rawValue }",
                "    }", "}", ""]
    out += ["/** The `reason` of an `Error(...)` snapshot line (spec §3.4). Twin of `FailureReason` in Swift. */",
            "enum class FailureReason(val rawValue: String) {",
            "    " + ", ".join(f'{r.upper()}("{r}")' for r in table["error"]["reasons"]),
            "}", ""]
    nodes = table["nodes"]
    out += [f"/** The {len(nodes)} values of a node's `type` member (spec §2.1), in table order. */",
            "enum class NodeType(override val rawValue: String) : SchemaEnum {",
            "    " + ", ".join(f'{constant(n["type"])}("{n["type"]}")' for n in nodes) + ";",
            "",
            "    /** This type's row of the node table. */",
            "    val spec: NodeSpec get() = NodeTable.nodes[ordinal]",
            "",
            "    /** Every member a node of this type may have besides `type`, required ones first in checking order. */",
            "    val members: kotlin.collections.List<String> get() = spec.fields.map { it.name }",
            "}", ""]
    out += ["/** Every node's rules, in `NodeType` order (twin of `NodeTable` in Swift). */",
            "object NodeTable {",
            "    @JvmField val nodes: List<NodeSpec> = listOf("]
    for node in nodes:
        flags = []
        for key, name in (("fillsWidth", "fillsWidth"), ("weightedInHStack", "weightedInHStack"), ("weightsChildren", "weightsChildren")):
            if node.get(key):
                flags.append(f"{name} = true")
        out.append(f'        NodeSpec(NodeType.{constant(node["type"])}, "{node["line"]}"' + "".join(", " + f for f in flags) + ", fields = listOf(")
        for field in node_fields(table, node):
            out.append("            " + _field_spec(table, field) + ",")
        out[-1] = out[-1].rstrip(",")
        out.append("        )),")
    out[-1] = out[-1].rstrip(",")
    out += ["    )", "",
            "    /** The objects inside a node that are not nodes: a chart's data points (§2.1). */",
            "    @JvmField val records: List<RecordSpec> = listOf("]
    for record in table["records"].values():
        out.append(f'        RecordSpec("{record["line"]}", "{record["owner"]}", listOf(')
        for field in record["fields"]:
            out.append("            " + _field_spec(table, field) + ",")
        out[-1] = out[-1].rstrip(",")
        out.append("        )),")
    out[-1] = out[-1].rstrip(",")
    out += ["    )", "",
            "    /** The line of a `type` the DSL does not define (§2.3). */",
            f'    const val unknownLine: String = "{table["unknown"]["line"]}({table["unknown"]["attribute"]}="',
            "",
            "    /** The members of a `UIResponse` (§1.3). */",
            "    @JvmField val response: List<String> = listOf(" + ", ".join(_kotlin_string(f["name"]) for f in table["response"]["fields"]) + ")",
            "}", ""]
    return "\n".join(out)
