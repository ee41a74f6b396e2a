"""How each generated language spells a field type, its default, its string literals and its model
values: one table per language, read by the Swift and Kotlin emitters alike, so a new field type is
one row here rather than a branch in each emitter (and no emitter can forget one).

Templates use `str.format` names: {enum} and {record} (the type's name), {case} (an enum case as
the language names it), {number} and {boolean} (a default's value), {name} (a property), {value}
(a model value's position).
"""
import json
import re
from dataclasses import dataclass
from typing import Callable

from . import camel


@dataclass(frozen=True)
class Language:
    """One target language of the model and vocabulary emitters."""
    name: str
    types: dict  # field type → the property's type
    optional_string: str  # an optional string's type (the only field type with an absent value of its own)
    defaults: dict  # field type → an optional field's default in the initialiser; missing: no default
    values: dict  # field type → the `ModelValue` a property becomes ("absent" for the held types)
    holds: dict  # held field type → how `ModelParts` is given what the node holds
    enum_case: str  # a `ModelValue.option` position back to the enum's case
    first_child: str  # a `node` field's value: the first child, or an unknown node
    case_name: Callable[[str], str]  # a table name (`topLeading`) as an enum case
    literal_specials: str  # characters a string literal escapes with a backslash
    control_escape: str  # how a string literal writes a control character, from its code point
    labels_arguments: bool = False  # whether an initialiser's arguments carry their names (Swift's do)
    true_false: tuple = ("false", "true")


SWIFT_KEYWORDS = {"default", "type", "case", "enum", "struct", "var", "let", "func", "in", "is", "as"}


def swift_case(name):
    """`top_leading` → `topLeading`; a keyword in backquotes (`` `default` ``)."""
    value = camel(name)
    return f"`{value}`" if value in SWIFT_KEYWORDS else value


def kotlin_constant(name):
    """`topLeading` → `TOP_LEADING`, `title2` → `TITLE2`, `invalid_json` → `INVALID_JSON`."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()


SWIFT = Language(
    name="Swift",
    types={"string": "String", "number": "Double", "integer": "Int?", "boolean": "Bool", "enum": "{enum}",
           "node": "UINode", "nodes": "[UINode]", "records": "[{record}]", "stringList": "[String]",
           "stringRows": "[[String]]"},
    optional_string="String?",
    defaults={"string": "nil", "integer": "nil", "number": "{number}", "boolean": "{boolean}", "enum": ".{case}",
              "stringList": "[]", "stringRows": "[]"},
    values={"string": "ModelValue({name})", "number": ".number({name})", "boolean": ".boolean({name})",
            "integer": "{name}.map(ModelValue.integer) ?? .absent", "enum": ".option({name}.position)",
            "stringList": ".texts({name})", "absent": ".absent"},
    holds={"nodes": "children: {name}", "node": "children: [{name}]", "records": "records: {name}",
           "stringRows": "rows: {name}"},
    enum_case="{enum}.case(at: {value})",
    first_child='children.first ?? .unknown(type: "")',
    case_name=swift_case,
    literal_specials='"\\',
    control_escape="\\u{{{:x}}}",
    labels_arguments=True,
)

KOTLIN_LIST = "kotlin.collections.List"

KOTLIN = Language(
    name="Kotlin",
    types={"string": "String", "number": "Double", "integer": "Int?", "boolean": "Boolean", "enum": "{enum}",
           "node": "UINode", "nodes": f"{KOTLIN_LIST}<UINode>", "records": f"{KOTLIN_LIST}<{{record}}>",
           "stringList": f"{KOTLIN_LIST}<String>", "stringRows": f"{KOTLIN_LIST}<{KOTLIN_LIST}<String>>"},
    optional_string="String?",
    defaults={"string": "null", "integer": "null", "number": "{number}", "boolean": "{boolean}",
              "enum": "{enum}.{case}", "stringList": "emptyList()", "stringRows": "emptyList()"},
    values={"string": "ModelValue.of({name})", "number": "ModelValue.Number({name})",
            "boolean": "ModelValue.Bool({name})", "integer": "ModelValue.ofInteger({name})",
            "enum": "ModelValue.Option({name}.ordinal)", "stringList": "ModelValue.Texts({name})",
            "absent": "ModelValue.Absent"},
    holds={"nodes": "children = {name}", "node": "children = listOf({name})", "records": "records = {name}",
           "stringRows": "rows = {name}"},
    enum_case="{enum}.values()[{value}]",
    first_child='children.firstOrNull() ?: UINode.Unknown("")',
    case_name=kotlin_constant,
    literal_specials='"\\$',
    control_escape="\\u{:04x}",
)


def model_type(language, table, field):
    """The property's type for `field` in the generated model."""
    kind = field["type"]
    if kind == "string" and not field.get("required"):
        return language.optional_string
    record = table["records"][field["record"]]["schemaName"] if kind == "records" else ""
    return language.types[kind].format(enum=field.get("enum", ""), record=record)


def model_default(language, field):
    """The initialiser's default for an optional field, or None (required, or a held type)."""
    template = None if field.get("required") else language.defaults.get(field["type"])
    if template is None:
        return None
    default = field.get("default")
    return template.format(
        enum=field.get("enum", ""), case=language.case_name(default) if field["type"] == "enum" else "",
        number=repr(float(default)) if field["type"] == "number" else "",
        boolean=language.true_false[bool(default)])


# How the generated model reads a field back from a `TreeBuilder` frame, the same in both languages.
ACCESSORS = {"number": "number", "integer": "integer", "boolean": "boolean", "stringList": "texts"}
HELD = {"nodes": "children", "records": "records", "stringRows": "rows"}


def value_from(language, field, index):
    """How the generated model reads field `index` from a `TreeBuilder` frame (`ModelValue`s in
    field order, then what the node holds)."""
    kind = field["type"]
    accessor = ACCESSORS.get(kind)
    if kind == "string":
        accessor = "text" if field.get("required") else "optionalText"
    if accessor:
        return f"v[{index}].{accessor}"
    if kind == "enum":
        return language.enum_case.format(enum=field["enum"], value=f"v[{index}].option")
    if kind == "node":
        return language.first_child
    return HELD[kind]


def value_to(language, field, owner):
    """How the generated model turns a property back into a `ModelValue`."""
    name = f"{owner}.{camel(field['name'])}"
    return language.values.get(field["type"], language.values["absent"]).format(name=name)


def model_arguments(language, fields):
    """The initialiser's arguments that build a node or record from a `TreeBuilder` frame."""
    return ", ".join((f"{camel(f['name'])}: " if language.labels_arguments else "") + value_from(language, f, i)
                     for i, f in enumerate(fields))


def model_values(language, fields, owner):
    """A node's or record's properties as `ModelValue`s in field order, and what it holds as
    `ModelParts`' arguments after them (", children: n.items"; empty for a record)."""
    values = ", ".join(value_to(language, f, owner) for f in fields)
    held = "".join(", " + language.holds[f["type"]].format(name=f"{owner}.{camel(f['name'])}")
                   for f in fields if f["type"] in language.holds)
    return values, held


def string_literal(language, text):
    """A string literal of `text`: the language's special characters and every control character
    escaped, everything else (non-ASCII included) as it is, since the sources are UTF-8."""
    out = []
    for character in text:
        if character in language.literal_specials:
            out.append("\\" + character)
        elif ord(character) < 0x20 or ord(character) == 0x7F:
            out.append(language.control_escape.format(ord(character)))
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def js_string(text):
    """A JavaScript string literal of `text` (JSON's string syntax is a subset of it): quotes,
    backslashes and control characters escaped, non-ASCII as it is."""
    return json.dumps(text, ensure_ascii=False)


def file_lines(text):
    """A file's lines without their line feeds, and whether it ends with one, so an emitter can
    write one literal per line and still keep every byte."""
    lines = text.split("\n")
    ending = bool(lines) and lines[-1] == ""
    return (lines[:-1] if ending else lines), ending
