"""Sources/RenderParityModel/Nodes.swift: the immutable model, and how it is built and read."""
from . import GENERATED_NOTE, camel, node_fields
from .languages import SWIFT, model_arguments, model_default, model_type, model_values

case_name = SWIFT.case_name


def _struct(table, name, fields, doc):
    out = [f"/// {doc}", f"public struct {name}: Equatable, Sendable {{"]
    for field in fields:
        out.append(f"    public let {camel(field['name'])}: {model_type(SWIFT, table, field)}")
    parameters = []
    for field in fields:
        default = model_default(SWIFT, field)
        parameters.append(f"{camel(field['name'])}: {model_type(SWIFT, table, field)}" + (f" = {default}" if default else ""))
    out.append("")
    out.append(f"    public init({', '.join(parameters)}) {{")
    for field in fields:
        out.append(f"        self.{camel(field['name'])} = {camel(field['name'])}")
    out += ["    }", "}", ""]
    return out


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
        arguments = model_arguments(SWIFT, fields)
        out.append(f"        case .{case_name(node['type'])}: .{case_name(node['type'])}({node['line']}Node({arguments}))")
    out += ["        }", "    }", "",
            "    /// The node's type, its field values in table order, and what it holds, for `SnapshotWriter`;",
            "    /// nil for `unknown`.",
            "    package var parts: ModelParts? {",
            "        switch self {"]
    for node in nodes:
        fields = node_fields(table, node)
        values, extra = model_values(SWIFT, fields, "n")
        out.append(f"        case let .{case_name(node['type'])}(n): ModelParts(type: .{case_name(node['type'])}, values: [{values}]{extra})")
    out += ["        case .unknown: nil", "        }", "    }", "}", ""]
    for record in table["records"].values():
        values, _ = model_values(SWIFT, record["fields"], "self")
        arguments = model_arguments(SWIFT, record["fields"])
        out += [f"extension {record['schemaName']} {{",
                "    init(_ v: [ModelValue]) {",
                f"        self.init({arguments})",
                "    }", "",
                "    package var values: [ModelValue] { [" + values + "] }",
                "}", ""]
    return "\n".join(out)
