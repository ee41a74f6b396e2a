"""Reading and checking spec/dsl-nodes.json, and the names every generator shares."""
import json
import os

FIELD_TYPES = {"string", "number", "integer", "boolean", "enum", "node", "nodes", "records", "stringList", "stringRows"}
MAXIMUM_ATTRIBUTES = 8


class TableError(Exception):
    """The node table breaks one of its own rules; the message names where."""


def load_table(path, grammar_path=None):
    """The built-in vocabulary (spec/dsl-nodes.json, spec/vocabulary.md) with the grammar's fixed
    names beside it (spec/snapshot-grammar.json): the generators read one dictionary. The
    envelope is `response`, as the generators name it."""
    with open(path, encoding="utf-8") as handle:
        table = json.load(handle)
    if grammar_path is None:
        grammar_path = os.path.join(os.path.dirname(path), "snapshot-grammar.json")
    with open(grammar_path, encoding="utf-8") as handle:
        grammar = json.load(handle)
    for key in ("unknown", "error", "diagnostics"):
        table[key] = grammar[key]
    table["response"] = table["document"]["envelope"]
    check(table)
    return table


def check(table):
    enums = table["enums"]
    for where, fields in all_field_lists(table):
        for field in fields:
            place = f"{where}.{field['name']}"
            kind = field["type"]
            if kind not in FIELD_TYPES:
                raise TableError(f"{place}: unknown type {kind!r}")
            if kind == "enum":
                if field.get("enum") not in enums:
                    raise TableError(f"{place}: unknown enum {field.get('enum')!r}")
                if "default" in field and field["default"] not in enums[field["enum"]]:
                    raise TableError(f"{place}: default {field['default']!r} is not a case")
            if kind == "records" and field.get("record") not in table["records"]:
                raise TableError(f"{place}: unknown record {field.get('record')!r}")
            if kind == "string" and not field.get("required") and not field.get("expected"):
                if bool(field.get("omitWhenAbsent")) == ("absent" in field):
                    raise TableError(f"{place}: an optional string has either `absent` or `omitWhenAbsent`")
    for node in table["nodes"]:
        attributes = [f for f in node_fields(table, node) if attribute_name(f)]
        if len(attributes) > MAXIMUM_ATTRIBUTES:
            raise TableError(f"{node['type']}: more than {MAXIMUM_ATTRIBUTES} attributes")
        counts = [f for f in node["fields"] if f.get("count")]
        if len(counts) > 1:
            raise TableError(f"{node['type']}: more than one counted field")
        held = [f for f in node["fields"] if f["type"] in ("node", "nodes", "records", "stringRows")]
        if len(held) > 1:
            raise TableError(f"{node['type']}: more than one field written below the line (node, nodes, records, stringRows)")
    names = all_field_names(table)
    if len(names) > 32:
        raise TableError(f"{len(names)} member names; FieldSet and ObjectMembers hold 32")
    for name in names:
        if len(name.encode("utf-8")) > 24:
            raise TableError(f"{name}: longer than the 24 bytes a NameSignature holds")


def all_field_lists(table):
    for node in table["nodes"]:
        yield node["type"], node_fields(table, node)
    for name, record in table["records"].items():
        yield name, record["fields"]
    yield "response", table["response"]["fields"]


def node_fields(table, node):
    """A node's own fields, then the fields every node has (`commonFields`)."""
    return node["fields"] + table.get("commonFields", [])


def attribute_name(field):
    """The snapshot attribute a field prints as, or None (children, child, data, rows)."""
    if field["type"] in ("node", "nodes", "records", "stringRows"):
        return None
    return field.get("attribute", field["name"])


def all_field_names(table):
    """Every member name the DSL defines, `type` first, in table order, once each."""
    names = ["type"]
    for _, fields in all_field_lists(table):
        for field in fields:
            if field["name"] not in names:
                names.append(field["name"])
    return names


def camel(name):
    """`system_name` → `systemName`: a JSON member name as a Swift or Kotlin identifier."""
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def pascal(name):
    value = camel(name)
    return value[:1].upper() + value[1:]


def format_code(field):
    """How the snapshot writes the field's value (spec §3.3)."""
    kind = field["type"]
    if kind == "string":
        return "Q" if field.get("required") or field.get("omitWhenAbsent") else "B"
    return {"number": "N", "integer": "I", "enum": "E", "stringList": "[Q, Q]"}.get(kind, "")


def number_text(value):
    """A default number as the table and the schema write it: `8`, not `8.0`."""
    return str(int(value)) if float(value).is_integer() else repr(value)


def value_from(field, index, enum_case, first_child):
    """How the generated model reads field `index` from a `TreeBuilder` frame (`ModelValue`s in
    field order, then what the node holds). Shared by the Swift and Kotlin model generators;
    `enum_case` ({enum}, {value}) and `first_child` are the only language-specific parts."""
    kind = field["type"]
    accessor = {"number": "number", "integer": "integer", "stringList": "texts"}.get(kind)
    if kind == "string":
        accessor = "text" if field.get("required") else "optionalText"
    if accessor:
        return f"v[{index}].{accessor}"
    if kind == "enum":
        return enum_case.format(enum=field["enum"], value=f"v[{index}].option")
    if kind == "node":
        return first_child
    return {"nodes": "children", "records": "records", "stringRows": "rows"}[kind]


def value_to(field, owner, templates):
    """How the generated model turns a property back into a `ModelValue`: `templates` maps a field
    type (and "absent" for the held ones) to the language's spelling, with {name} for the property."""
    name = f"{owner}.{camel(field['name'])}"
    return templates.get(field["type"], templates["absent"]).format(name=name)


GENERATED_NOTE = "Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit."
