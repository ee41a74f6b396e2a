"""Sources/RenderParityText/Messages.swift, ports/kotlin/.../Text/Messages.kt and
ports/web/src/generated/messages.js from spec/messages.json (`message_file`).

One emitter for the three languages: how each spells a declaration, a parameter, an
interpolated hole or a character-range test is one row of `MessageLanguage`, so a new hole type
is a row here, not a branch per language.
"""
import json
from dataclasses import dataclass

from .languages import KOTLIN, KOTLIN_LIST, SWIFT, string_literal

MESSAGES_NOTE = "Generated from spec/messages.json by scripts/generate.py. Do not edit."
ABOUT = ["The wording every implementation shares (spec/messages.json). Each entry's comment says when it is",
         "said; the code that says it picks the entry and fills its holes, and words nothing itself."]


@dataclass(frozen=True)
class MessageLanguage:
    """How one language writes the generated messages. Templates use `str.format` names."""
    types: dict  # hole type → parameter type
    holes: dict  # hole type → the expression interpolated ({name}, {join})
    plain: object  # text → a string literal without holes
    literal: object  # text → the body of a string literal with holes (without its quotes)
    quote: str  # what opens and closes a string literal with holes
    interpolation: str  # {expression} inside a literal
    plural: str  # {name}, {one}, {other} (literals) → the expression
    constant: str  # {name}, {literal}
    function: str  # {name}, {parameters}, {literal}
    parameter: str  # {name}, {type}
    group_open: str
    group_close: str
    range_test: str  # {name}, {tests}
    single: str  # {value}: one scalar
    span: str  # {first}, {last}: an inclusive range
    range_separator: str
    comment: object  # lines → comment lines at the given indentation
    step: str = "    "  # one level of indentation
    typed_comments: bool = False  # whether comments give the parameters' types (JSDoc)


def _hex(value):
    return f"0x{value:04X}"


def _swift_doc(lines, indent):
    return [f"{indent}/// {line}".rstrip() for line in lines]


def _kotlin_doc(lines, indent):
    if len(lines) == 1:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**"] + [f"{indent} * {line}" for line in lines] + [f"{indent} */"]


def _js_literal(text):
    """The body of a JavaScript template literal: backslash, backquote and `$` escaped."""
    out = []
    for character in text:
        if character in "\\`$":
            out.append("\\" + character)
        elif ord(character) < 0x20 or ord(character) == 0x7F:
            out.append(f"\\u{{{ord(character):x}}}")
        else:
            out.append(character)
    return "".join(out)


# Why every Swift declaration is `@usableFromInline`: the decoder's streaming path is `@inlinable`
# across stages, and it names what a value must be (`Messages.Decoding.expectedNode`).
SWIFT_INLINABLE = ["", "`@usableFromInline`: the decoder's inlinable streaming path says what a value must be."]

SWIFT_MESSAGES = MessageLanguage(
    types={"string": "String", "integer": "Int", "number": "Double", "quoted": "String", "list": "[String]",
           "chain": "[String]"},
    holes={"string": "{name}", "integer": "{name}", "number": "SnapshotNumber.format({name})",
           "quoted": "SnapshotString.quoted({name})", "list": "{name}.joined(separator: {join})",
           "chain": "{name}.joined(separator: {join})"},
    plain=lambda text: string_literal(SWIFT, text),
    literal=lambda text: string_literal(SWIFT, text)[1:-1],
    quote='"',
    interpolation="\\({expression})",
    plural="{name} == 1 ? {one} : {other}",
    constant="@usableFromInline package static let {name} = {literal}",
    function="@usableFromInline package static func {name}({parameters}) -> String {{ {literal} }}",
    parameter="{name}: {type}",
    group_open="@usableFromInline package enum {name} {{",
    group_close="}",
    range_test="@usableFromInline package static func {name}(_ value: UInt32) -> Bool {{\n    switch value {{\n"
               "    case {tests}: true\n    default: false\n    }}\n}}",
    single="{value}",
    span="{first}...{last}",
    range_separator=", ",
    comment=_swift_doc,
)

KOTLIN_MESSAGES = MessageLanguage(
    types={"string": "String", "integer": "Long", "number": "Double", "quoted": "String",
           "list": f"{KOTLIN_LIST}<String>", "chain": f"{KOTLIN_LIST}<String>"},
    holes={"string": "{name}", "integer": "{name}", "number": "SnapshotNumber.format({name})",
           "quoted": "SnapshotString.quoted({name})", "list": "{name}.joinToString({join})",
           "chain": "{name}.joinToString({join})"},
    plain=lambda text: string_literal(KOTLIN, text),
    literal=lambda text: string_literal(KOTLIN, text)[1:-1],
    quote='"',
    interpolation="${{{expression}}}",
    plural="if ({name} == 1L) {one} else {other}",
    constant="const val {name}: String = {literal}",
    function="fun {name}({parameters}): String = {literal}",
    parameter="{name}: {type}",
    group_open="object {name} {{",
    group_close="}",
    range_test="fun {name}(value: Int): Boolean = when (value) {{\n    {tests} -> true\n    else -> false\n}}",
    single="{value}",
    span="in {first}..{last}",
    range_separator=", ",
    comment=_kotlin_doc,
)

WEB_MESSAGES = MessageLanguage(
    types={"string": "string", "integer": "number", "number": "number", "quoted": "string", "list": "string[]",
           "chain": "string[]"},
    holes={"string": "{name}", "integer": "{name}", "number": "formatNumber({name})", "quoted": "quoted({name})",
           "list": "{name}.join({join})", "chain": "{name}.join({join})"},
    plain=lambda text: json.dumps(text, ensure_ascii=False),
    literal=_js_literal,
    quote="`",
    interpolation="${{{expression}}}",
    plural="{name} === 1 ? {one} : {other}",
    constant="{name}: {literal},",
    function="{name}({parameters}) {{ return {literal}; }},",
    parameter="{name}",
    group_open="{name}: {{",
    group_close="},",
    range_test="{name}(value) {{ return {tests}; }},",
    single="value === {value}",
    span="(value >= {first} && value <= {last})",
    range_separator=" || ",
    comment=_kotlin_doc,
    step="  ",
    typed_comments=True,
)


def literal(language, message, joins):
    """The message's template as one string literal of `language`, its holes interpolated."""
    plain = language.plain
    if not message.holes:
        return plain("".join(part[1] for part in message.parts))
    kinds = dict(message.holes)
    body = []
    for part in message.parts:
        if part[0] == "text":
            body.append(language.literal(part[1]))
            continue
        if part[0] == "hole":
            kind = kinds[part[1]]
            expression = language.holes[kind].format(name=part[1], join=plain(joins.get(kind, "")))
        else:
            expression = language.plural.format(name=part[1], one=plain(part[2]), other=plain(part[3]))
        body.append(language.interpolation.format(expression=expression))
    return language.quote + "".join(body) + language.quote


def declaration(language, message, joins):
    """The constant or function that holds `message`, without its comment."""
    text = literal(language, message, joins)
    if not message.holes:
        return language.constant.format(name=message.name, literal=text)
    parameters = ", ".join(language.parameter.format(name=name, type=language.types[kind])
                           for name, kind in message.holes)
    return language.function.format(name=message.name, parameters=parameters, literal=text)


def range_test(language, name, ranges):
    tests = language.range_separator.join(
        language.single.format(value=_hex(first)) if first == last
        else language.span.format(first=_hex(first), last=_hex(last)) for first, last in ranges)
    return language.range_test.format(name="is" + name[:1].upper() + name[1:], tests=tests)


def _indented(text, indent):
    return [indent + line for line in text.split("\n")]


def body(language, messages, indent):
    """Every group's declarations, each with its comment, at `indent`."""
    out = []
    inner = indent + language.step
    for group in messages.groups:
        out += language.comment([group.about], indent) + [indent + language.group_open.format(name=group.name)]
        for message in group.messages:
            comment = [message.when]
            if language.typed_comments and message.holes:
                comment += [f"@param {{{language.types[kind]}}} {name}" for name, kind in message.holes]
                comment += ["@returns {string}"]
            out += language.comment(comment, inner) + _indented(declaration(language, message, messages.joins), inner)
        for name, when, ranges in group.ranges:
            comment = [when] + (["@param {number} value", "@returns {boolean}"] if language.typed_comments else [])
            out += language.comment(comment, inner) + _indented(range_test(language, name, ranges), inner)
        out += [indent + language.group_close, ""]
    if out:
        out.pop()
    return out


def swift(messages):
    return "\n".join([f"// {MESSAGES_NOTE}", ""] + _swift_doc(ABOUT + SWIFT_INLINABLE, "") + ["@usableFromInline package enum Messages {"]
                     + body(SWIFT_MESSAGES, messages, SWIFT_MESSAGES.step) + ["}", ""])


def kotlin(messages):
    return "\n".join(["package renderparity", "", f"// {MESSAGES_NOTE}", ""] + _kotlin_doc(ABOUT, "")
                     + ["internal object Messages {"] + body(KOTLIN_MESSAGES, messages, KOTLIN_MESSAGES.step) + ["}", ""])


def web(messages):
    used = {kind for group in messages.groups for message in group.messages for _, kind in message.holes}
    imports = (["import { formatNumber } from '../SnapshotNumber.js';"] if "number" in used else []) \
        + (["import { quoted } from '../SnapshotString.js';"] if "quoted" in used else [])
    return "\n".join([f"// {MESSAGES_NOTE}"] + [f"// {line}" for line in ABOUT] + imports + ["", "export const Messages = {"]
                     + body(WEB_MESSAGES, messages, WEB_MESSAGES.step) + ["};", ""])
