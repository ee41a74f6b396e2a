"""Sources/RenderParityModel/Nodes.swift: the immutable model, and how it is built and read."""
from . import GENERATED_NOTE, camel, node_fields, value_from, value_to
from .swift_vocabulary import case_name


def _swift_type(table, field):
    kind = field["type"]
    optional = not field.get("required")
    if kind == "string":
        return "String?" if optional else "String"
    if kind == "number":
        return "Double"
    if kind == "integer":
        return "Int?"
    if kind == "enum":
        return field["enum"]
    if kind == "node":
        return "UINode"
    if kind == "nodes":
        return "[UINode]"
    if kind == "records":
        return "[" + table["records"][field["record"]]["schemaName"] + "]"
    if kind == "stringList":
        return "[String]"
    return "[[String]]"


def _default(table, field):
    kind = field["type"]
    if field.get("required"):
        return None
    if kind in ("string", "integer"):
        return "nil"
    if kind == "number":
        return repr(float(field["default"]))
    if kind == "enum":
        return "." + case_name(field["default"])
    if kind in ("stringList", "stringRows"):
        return "[]"
    return None


def _struct(table, name, fields, doc):
    out = [f"/// {doc}", f"public struct {name}: Equatable, Sendable {{"]
    for field in fields:
        out.append(f"    public let {camel(field['name'])}: {_swift_type(table, field)}")
    parameters = []
    for field in fields:
        default = _default(table, field)
        parameters.append(f"{camel(field['name'])}: {_swift_type(table, field)}" + (f" = {default}" if default else ""))
    out.append("")
    out.append(f"    public init({', '.join(parameters)}) {{")
    for field in fields:
        out.append(f"        self.{camel(field['name'])} = {camel(field['name'])}")
    out += ["    }", "}", ""]
    return out


SWIFT_VALUES = {"string": "ModelValue({name})", "number": ".number({name})", "integer": "{name}.map(ModelValue.integer) ?? .absent",
                "enum": ".option({name}.position)", "stringList": ".texts({name})", "absent": ".absent"}


def _value_from(table, field, index):
    return value_from(field, index, "{enum}.case(at: {value})", 'children.first ?? .unknown(type: "")')


def _value_to(field, owner):
    return value_to(field, owner, SWIFT_VALUES)


def render(table):
    # The model is a later stage than the vocabulary (Package.swift): it names the table's enums.
    out = [f"// {GENERATED_NOTE}", "", "import RenderParityVocabulary", ""]
    nodes = table["nodes"]
    out += ["/// One element of the generative UI DSL after decoding, defaults filled in (spec §2.1).",
            "/// The cases mirror `$defs/UINode` in the schema, plus `unknown` for a `type` the DSL",
            "/// doesn't define (§2.3). Only nodes holding one node are `indirect`, so decoding",
            "/// allocates no box for the others.",
            "public enum UINode: Equatable, Sendable {"]
    for node in nodes:
        indirect = "indirect " if any(f["type"] == "node" for f in node["fields"]) else ""
        out.append(f"    {indirect}case {case_name(node['type'])}({node['line']}Node)")
    out += ["    case unknown(type: String)", "}", ""]
    for node in nodes:
        out += _struct(table, node["line"] + "Node", node_fields(table, node), node["description"])
    for record in table["records"].values():
        out += _struct(table, record["schemaName"], record["fields"], record["description"])

    out += ["extension UINode {",
            "    /// Builds a node from what `TreeBuilder` gathered: each field's value in table order,",
            "    /// the nodes it holds, its records and its rows.",
            "    static func make(_ type: NodeType, _ v: [ModelValue], children: [UINode], records: [ChartDataPoint], rows: [[String]]) -> UINode {",
            "        switch type {"]
    for node in nodes:
        fields = node_fields(table, node)
        arguments = ", ".join(f"{camel(f['name'])}: {_value_from(table, f, i)}" for i, f in enumerate(fields))
        out.append(f"        case .{case_name(node['type'])}: .{case_name(node['type'])}({node['line']}Node({arguments}))")
    out += ["        }", "    }", "",
            "    /// The node's type, its field values in table order, and what it holds, for `SnapshotWriter`;",
            "    /// nil for `unknown`.",
            "    package var parts: ModelParts? {",
            "        switch self {"]
    for node in nodes:
        fields = node_fields(table, node)
        values = ", ".join(_value_to(f, "n") for f in fields)
        holds = []
        for f in fields:
            if f["type"] == "nodes":
                holds.append(f"children: n.{camel(f['name'])}")
            elif f["type"] == "node":
                holds.append(f"children: [n.{camel(f['name'])}]")
            elif f["type"] == "records":
                holds.append(f"records: n.{camel(f['name'])}")
            elif f["type"] == "stringRows":
                holds.append(f"rows: n.{camel(f['name'])}")
        extra = "".join(", " + h for h in holds)
        out.append(f"        case let .{case_name(node['type'])}(n): ModelParts(type: .{case_name(node['type'])}, values: [{values}]{extra})")
    out += ["        case .unknown: nil", "        }", "    }", "}", ""]
    for record in table["records"].values():
        values = ", ".join(_value_to(f, "self") for f in record["fields"])
        arguments = ", ".join(f"{camel(f['name'])}: {_value_from(table, f, i)}" for i, f in enumerate(record["fields"]))
        out += [f"extension {record['schemaName']} {{",
                "    init(_ v: [ModelValue]) {",
                f"        self.init({arguments})",
                "    }", "",
                "    package var values: [ModelValue] { [" + values + "] }",
                "}", ""]
    return "\n".join(out)
