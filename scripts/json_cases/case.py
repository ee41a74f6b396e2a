"""One conformance case and the spec's expected first snapshot lines (§1.3, §2, §3.3–§3.5)."""
import json
from dataclasses import dataclass

BOM = b"\xef\xbb\xbf"


@dataclass
class Case:
    name: str
    data: bytes
    expect: str        # accept | reject
    failure: str       # invalid_json | depth_limit | duplicate_key | - (accept)
    path: str          # the duplicate member's path (§3.5), or -
    first_line: str    # the snapshot's first line (§3)
    note: str


def accept(name, data, first_line, note):
    return Case(name, as_bytes(data), "accept", "-", "-", first_line, note)


def invalid(name, data, note):
    return Case(name, as_bytes(data), "reject", "invalid_json", "-", "Error(reason=invalid_json)", note)


def too_deep(name, data, note):
    return Case(name, as_bytes(data), "reject", "depth_limit", "-", "Error(reason=depth_limit)", note)


def duplicate(name, data, components, note):
    """`components`: the repeated member's path as keys (str) and indices (int)."""
    path = json_path(components)
    return Case(name, as_bytes(data), "reject", "duplicate_key", path,
                f"Error(reason=duplicate_key, path={quoted(path)})", note)


def as_bytes(data):
    return data.encode("utf-8") if isinstance(data, str) else data


# MARK: - §3.3 and §3.5 written from the spec

def quoted(text):
    """Q (§3.3)."""
    out = ['"']
    for character in text:
        code = ord(character)
        if character == "\\":
            out.append("\\\\")
        elif character == '"':
            out.append('\\"')
        elif character == "\n":
            out.append("\\n")
        elif character == "\r":
            out.append("\\r")
        elif character == "\t":
            out.append("\\t")
        elif code < 0x20 or code == 0x7F:
            out.append("\\u%04x" % code)
        else:
            out.append(character)
    out.append('"')
    return "".join(out)


def is_identifier(name):
    if not name or not (name[0] == "_" or ("a" <= name[0] <= "z") or ("A" <= name[0] <= "Z")):
        return False
    return all(c == "_" or "a" <= c <= "z" or "A" <= c <= "Z" or "0" <= c <= "9" for c in name)


def json_path(components):
    """A path as §3.5 writes it."""
    text = "$"
    for component in components:
        if isinstance(component, int):
            text += f"[{component}]"
        elif is_identifier(component):
            text += "." + component
        else:
            text += "[" + quoted(component) + "]"
    return text


def number(value):
    """N (§3.3): shortest round-tripping digits, written positionally."""
    if value == 0:
        return "0.0"
    sign = "-" if value < 0 else ""
    mantissa, _, exponent = repr(abs(value)).partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    # value = 0.d1…dn × 10^e
    e = len(whole.lstrip("0")) if whole.strip("0") else -(len(fraction) - len(fraction.lstrip("0")))
    e += int(exponent or 0)
    digits = digits.rstrip("0")
    n = len(digits)
    if e <= 0:
        text = "0." + "0" * (-e) + digits
    elif e < n:
        text = digits[:e] + "." + digits[e:]
    else:
        text = digits + "0" * (e - n) + ".0"
    return sign + text


# MARK: - Documents whose first line shows a value

NOT_AN_OBJECT = 'Error(reason=not_an_object, path="$")'
NO_TYPE = 'Error(reason=missing_field, path="$.type")'


def text_node(string_literal: bytes) -> bytes:
    """A text node whose content is the given JSON string literal (bytes, quotes included)."""
    return b'{"type":"text","content":' + string_literal + b"}"


def text_line(content):
    return f"Text(content={quoted(content)}, style=body, color=default, weight=regular)"


def decoded(string_literal: bytes) -> str:
    """The value of a JSON string literal the spec accepts (only called for accepted cases)."""
    return json.loads(string_literal.decode("utf-8"))


def progress_node(number_literal: bytes) -> bytes:
    return b'{"type":"progress","value":' + number_literal + b"}"


def progress_line(value):
    return f"Progress(value={number(value)}, total=1.0, label=none, color=default)"


OK_LINE = text_line("ok")


def with_member(value: bytes) -> bytes:
    """A text node with `value` as an unknown member (ignored, §2.3): the line shows the node survived."""
    return b'{"type":"text","content":"ok","x":' + value + b"}"
