"""Sources/RenderParityVocabulary/NodeTable.swift: the DSL's names and rules as Swift data."""
from . import GENERATED_NOTE, all_field_names, attribute_name, camel, node_fields, pascal

SWIFT_KEYWORDS = {"default", "type", "case", "enum", "struct", "var", "let", "func", "in", "is", "as"}


def case_name(name):
    value = camel(name)
    return f"`{value}`" if value in SWIFT_KEYWORDS else value


def reason_case(name):
    """`invalid_json` → `invalidJSON`: a failure reason or diagnostic code as a Swift case."""
    return case_name(name).replace("Json", "JSON")


def enum_spec_name(enum):
    return enum[:1].lower() + enum[1:]


def _field_spec(table, field):
    kind = {"string": ".string", "number": ".number", "integer": ".integer", "enum": ".enumeration", "node": ".node",
            "nodes": ".nodes", "records": ".records", "stringList": ".stringList", "stringRows": ".stringRows"}[field["type"]]
    arguments = [f".{case_name(field['name']).strip('`')}" if False else f"Field.{case_name(field['name'])}", kind]
    if field.get("required"):
        arguments.append("required: true")
    name = attribute_name(field)
    if name:
        arguments.append(f'lead: ", {name}="')
    if field["type"] == "string" and not field.get("required") and "absent" in field:
        arguments.append(f'absentWord: "{field["absent"]}"')
    if field["type"] == "number" and "default" in field:
        arguments.append(f"defaultNumber: {float(field['default'])!r}")
    if field["type"] == "integer":
        arguments.append(f"range: {float(field['minimum'])!r}...{float(field['maximum'])!r}")
    if field["type"] == "enum":
        arguments.append(f"enumeration: .{enum_spec_name(field['enum'])}")
        if "default" in field:
            arguments.append(f"defaultCase: {table['enums'][field['enum']].index(field['default'])}")
    if field.get("count"):
        arguments.append(f'count: " [{field["count"]}="')
    if field["type"] == "records":
        arguments.append("record: 0")
    if field.get("icon"):
        arguments.append("isIcon: true")
    return "FieldSpec(" + ", ".join(arguments) + ")"


def render(table):
    out = [f"// {GENERATED_NOTE}", ""]
    names = all_field_names(table)
    out += [
        "/// A member name of the DSL's objects (spec §2.1, §1.3), so the decoder asks for",
        "/// `.color` rather than comparing the text \"color\" against the document again.",
        "@usableFromInline package enum Field: UInt8, CaseIterable, Sendable {",
        "    case " + ", ".join(case_name(n) for n in names),
        "",
        "    /// The name as it appears in JSON (and in diagnostics' paths).",
        "    @inlinable package var name: StaticString {",
        "        switch self {",
    ]
    out += [f'        case .{case_name(n)}: "{n}"' for n in names]
    out += ["        }", "    }", "",
            "    /// The members of a `UIResponse` (§1.3).",
            "    @usableFromInline package static let response: [Field] = [" + ", ".join("." + case_name(f["name"]) for f in table["response"]["fields"]) + "]",
            "}", ""]

    nodes = table["nodes"]
    out += [
        f"/// The {len(nodes)} values of a node's `type` member (spec §2.1), in table order.",
        "public enum NodeType: String, CaseIterable, Sendable {",
        "    case " + ", ".join(case_name(n["type"]) for n in nodes),
        "",
        "    /// The raw values in case order, for matching JSON bytes directly.",
        "    public static let names: [StaticString] = [" + ", ".join(f'"{n["type"]}"' for n in nodes) + "]",
        "}", "",
    ]

    for enum, cases in table["enums"].items():
        out += [f"public enum {enum}: String, CaseIterable, Sendable, DSLEnumeration {{",
                "    case " + ", ".join(case_name(c) for c in cases),
                "    public static let names: [StaticString] = [" + ", ".join(f'"{c}"' for c in cases) + "]",
                "}", ""]

    reasons = table["error"]["reasons"]
    codes = reasons + table["diagnostics"]["codes"]
    out += [
        "/// The `reason` of an `Error(...)` snapshot line (spec §3.4).",
        "///",
        "/// In the vocabulary, not beside `DecodeFailure`: the reader's failures name these too",
        "/// (`JSONReadFailure.reason`), and the reader is a stage before the decoder.",
        "public enum FailureReason: String, CaseIterable, Sendable {",
    ]
    out += [f'    case {reason_case(r)} = "{r}"' for r in reasons]
    out += ["}", "",
            "/// What kind of problem a diagnostic is, as a stable name (spec §2.5): every failure",
            "/// reason, then what only diagnostics say.",
            "///",
            "/// Why: an app that sends a model's output through `parity lint` branches on these",
            "/// names; messages are for people and may be reworded, codes may not.",
            "public enum DiagnosticCode: String, CaseIterable, Sendable {"]
    out += [f'    case {reason_case(c)} = "{c}"' for c in codes]
    out += ["",
            "    /// The code of a failure: the same name.",
            "    public init(_ reason: FailureReason) {",
            "        switch reason {"]
    out += [f"        case .{reason_case(r)}: self = .{reason_case(r)}" for r in reasons]
    out += ["        }", "    }", "}", ""]

    out += ["extension EnumSpec {"]
    for enum in table["enums"]:
        out.append(f"    @usableFromInline package static let {enum_spec_name(enum)} = EnumSpec({enum}.self)")
    out += ["}", ""]

    out += [
        "/// Every node's rules, in `NodeType` order: fields in checking order (required first),",
        "/// then the fields every node has; attributes print in this order (§3.1).",
        "@usableFromInline package enum NodeTable {",
        "    @usableFromInline package static let nodes: [NodeSpec] = [",
    ]
    for node in nodes:
        flags = []
        if node.get("fillsWidth"):
            flags.append("fillsWidth: true")
        if node.get("weightedInHStack"):
            flags.append("weightedInHStack: true")
        if node.get("weightsChildren"):
            flags.append("weightsChildren: true")
        head = f'        NodeSpec(type: .{case_name(node["type"])}, line: "{node["line"]}"' + "".join(", " + f for f in flags) + ", fields: ["
        out.append(head)
        for field in node_fields(table, node):
            out.append("            " + _field_spec(table, field) + ",")
        out.append("        ]),")
    out += ["    ]", ""]
    records = list(table["records"].values())
    out += ["    /// The objects inside a node that are not nodes: a chart's data points (§2.1).",
            "    @usableFromInline package static let records: [RecordSpec] = ["]
    for record in records:
        out.append(f'        RecordSpec(line: "{record["line"]}", owner: "{record["owner"]}", fields: [')
        for field in record["fields"]:
            out.append("            " + _field_spec(table, field) + ",")
        out.append("        ]),")
    out += ["    ]", ""]
    unknown = table["unknown"]
    out += [f'    /// The line of a `type` the DSL does not define (§2.3).',
            f'    @usableFromInline package static let unknownLine: StaticString = "{unknown["line"]}({unknown["attribute"]}="',
            "}", ""]
    return "\n".join(out)
