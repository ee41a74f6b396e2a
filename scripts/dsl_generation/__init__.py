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
    envelope is `response`, as the generators name it. A file that cannot be read, is not JSON or
    breaks the table's rules raises `TableError` naming the file and where."""
    if grammar_path is None:
        grammar_path = os.path.join(os.path.dirname(path), "snapshot-grammar.json")
    table = _read_json(path)
    grammar = _read_json(grammar_path)
    try:
        _expect(table, dict, "the table", "an object")
        _expect(grammar, dict, "the grammar", "an object")
        for key in ("unknown", "error", "diagnostics"):
            table[key] = _member(grammar, key, dict, "the grammar")
        table["response"] = _member(_member(table, "document", dict, "$"), "envelope", dict, "$.document")
        check(table)
    except TableError as error:
        raise TableError(f"{path}: {error}") from None
    return table


def _read_json(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except OSError as error:
        raise TableError(f"{path}: cannot read: {error.strerror}") from None
    except ValueError as error:
        raise TableError(f"{path}: not JSON: {error}") from None


def _expect(value, kind, place, expected):
    if not isinstance(value, kind):
        raise TableError(f"{place}: expected {expected}, found {type(value).__name__}")
    return value


def _member(holder, key, kind, place):
    """`holder[key]`, which must be there and be a `kind`."""
    if key not in holder:
        raise TableError(f"{place}: missing member {key!r}")
    names = {dict: "an object", list: "an array", str: "a string"}
    return _expect(holder[key], kind, f"{place}.{key}", names[kind])


def _check_shape(table):
    """The members every generator reads are there, with the right JSON types, so a bad table is
    a message naming where, never a KeyError from deep inside an emitter."""
    for name, cases in _member(table, "enums", dict, "$").items():
        for index, case in enumerate(_expect(cases, list, f"$.enums.{name}", "an array")):
            _expect(case, str, f"$.enums.{name}[{index}]", "a string")
    _member(table, "records", dict, "$")
    _member(table["response"], "fields", list, "$.document.envelope")
    if "commonFields" in table:
        _member(table, "commonFields", list, "$")
    _member(table["unknown"], "line", str, "the grammar's unknown")
    _member(table["unknown"], "attribute", str, "the grammar's unknown")
    for key, holder in (("reasons", "error"), ("codes", "diagnostics")):
        for index, name in enumerate(_member(table[holder], key, list, f"the grammar's {holder}")):
            _expect(name, str, f"the grammar's {holder}.{key}[{index}]", "a string")
    for index, node in enumerate(_member(table, "nodes", list, "$")):
        place = f"$.nodes[{index}]"
        _expect(node, dict, place, "an object")
        for key in ("type", "line", "description"):
            _member(node, key, str, place)
        _member(node, "fields", list, place)
    for name, record in table["records"].items():
        _expect(record, dict, f"$.records.{name}", "an object")
        for key in ("schemaName", "description"):
            _member(record, key, str, f"$.records.{name}")
        _member(record, "fields", list, f"$.records.{name}")
    for where, fields in all_field_lists(table):
        for index, field in enumerate(fields):
            _expect(field, dict, f"{where}.fields[{index}]", "an object")
            _member(field, "name", str, f"{where}.fields[{index}]")
            _member(field, "type", str, f"{where}.fields[{index}]")


def check(table):
    _check_shape(table)
    enums = table["enums"]
    for where, fields in all_field_lists(table):
        for field in fields:
            place = f"{where}.{field['name']}"
            kind = field["type"]
            if kind not in FIELD_TYPES:
                raise TableError(f"{place}: unknown type {kind!r}")
            if kind == "enum":
                if not isinstance(field.get("enum"), str) or field["enum"] not in enums:
                    raise TableError(f"{place}: unknown enum {field.get('enum')!r}")
                if "default" in field and field["default"] not in enums[field["enum"]]:
                    raise TableError(f"{place}: default {field['default']!r} is not a case")
            if kind == "integer" and not all(isinstance(field.get(k), int) for k in ("minimum", "maximum")):
                raise TableError(f"{place}: an integer needs an integer `minimum` and `maximum`")
            if kind in ("number", "boolean") and not field.get("required"):
                wanted = bool if kind == "boolean" else (int, float)
                default = field.get("default")
                if not isinstance(default, wanted) or (kind == "number" and isinstance(default, bool)):
                    raise TableError(f"{place}: an optional {kind} needs a {kind} default (the typed model has no "
                                     f"absent {kind}), found {default!r}")
            if kind == "records" and (not isinstance(field.get("record"), str)
                                      or field["record"] not in table["records"]):
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


def grammar_names(table):
    """The grammar's fixed names as the emitters write them: the failure reasons, the diagnostic
    codes (every reason, then what only diagnostics say) and the start of an unknown type's line."""
    reasons = table["error"]["reasons"]
    unknown = table["unknown"]
    return reasons, reasons + table["diagnostics"]["codes"], unknown["line"] + "(" + unknown["attribute"] + "="


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
    return {"number": "N", "integer": "I", "boolean": "T", "enum": "E", "stringList": "[Q, Q]"}.get(kind, "")


def number_text(value):
    """A default number as the table and the schema write it: `8`, not `8.0`."""
    return str(int(value)) if float(value).is_integer() else repr(value)


GENERATED_NOTE = "Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit."
