"""Reading and checking spec/messages.json, the wording every implementation shares.

A message's template is parsed into parts once, here, so each language's emitter only spells
them: literal text, a hole (`{name}` or `{name:type}`) and a plural (`{name|one|other}`, `one`
when the integer hole `name` is 1). `{{` and `}}` are literal braces. A file that breaks these
rules raises `TableError` naming the file and the entry, never a traceback from an emitter.
"""
import json
import re
from dataclasses import dataclass

from . import TableError

GROUP_NAME = re.compile(r"[A-Z][A-Za-z0-9]*\Z")
ENTRY_NAME = re.compile(r"[a-z][A-Za-z0-9]*\Z")
HOLE = re.compile(r"([a-z][A-Za-z0-9]*)(?::([a-z]+)|\|([^|{}]*)\|([^|{}]*))?\Z")
SCALAR = re.compile(r"U\+([0-9A-F]{4,6})\Z")
HOLE_TYPES = ("string", "integer", "number", "quoted", "list", "chain")


@dataclass(frozen=True)
class Message:
    """One entry: its name, when it is said, its template as parts and its holes in order."""
    name: str
    when: str
    parts: tuple  # ("text", str) | ("hole", name) | ("plural", name, one, other)
    holes: tuple  # (name, type) in the order they first appear


@dataclass(frozen=True)
class Group:
    """The messages of one layer (`JSON`, `Decoding`, …) and its character ranges, if any."""
    name: str
    about: str
    messages: tuple
    ranges: tuple  # (name, when, ((first, last), …))


@dataclass(frozen=True)
class Messages:
    groups: tuple
    joins: dict  # hole type → the separator a list of that type is joined with


def load_messages(path):
    """spec/messages.json as `Messages`; `TableError` naming the file and where when it is bad."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as error:
        raise TableError(f"{path}: cannot read: {error.strerror}") from None
    except ValueError as error:
        raise TableError(f"{path}: not JSON: {error}") from None
    try:
        return _messages(data)
    except TableError as error:
        raise TableError(f"{path}: {error}") from None


def _object(value, place):
    if not isinstance(value, dict):
        raise TableError(f"{place}: expected an object")
    return value


def _string(holder, key, place):
    value = holder.get(key)
    if not isinstance(value, str) or not value or "\n" in value:
        raise TableError(f"{place}.{key}: expected a one-line string")
    return value


def _messages(data):
    _object(data, "$")
    types = _object(data.get("holeTypes"), "$.holeTypes")
    if sorted(types) != sorted(HOLE_TYPES):
        raise TableError(f"$.holeTypes: expected exactly {', '.join(HOLE_TYPES)}")
    joins = {}
    for name in ("list", "chain"):
        joins[name] = _string(_object(types[name], f"$.holeTypes.{name}"), "join", f"$.holeTypes.{name}")
    groups = []
    for name, group in _object(data.get("groups"), "$.groups").items():
        place = f"$.groups.{name}"
        if not GROUP_NAME.match(name):
            raise TableError(f"{place}: a group's name is a type name ([A-Z][A-Za-z0-9]*)")
        _object(group, place)
        messages = tuple(_message(entry, value, f"{place}.messages.{entry}")
                         for entry, value in _object(group.get("messages"), f"{place}.messages").items())
        ranges = tuple(_ranges(entry, value, f"{place}.ranges.{entry}")
                       for entry, value in _object(group.get("ranges", {}), f"{place}.ranges").items())
        groups.append(Group(name, _string(group, "about", place), messages, ranges))
    return Messages(tuple(groups), joins)


def _message(name, entry, place):
    if not ENTRY_NAME.match(name):
        raise TableError(f"{place}: an entry's name is an identifier ([a-z][A-Za-z0-9]*)")
    _object(entry, place)
    parts, holes = parse_template(_string(entry, "text", place), place)
    return Message(name, _string(entry, "when", place), parts, holes)


def parse_template(text, place="the template"):
    """The template's parts and its holes, (name, type) in the order they first appear."""
    parts = []
    holes = {}
    literal = []
    index = 0
    while index < len(text):
        character = text[index]
        if text.startswith("{{", index) or text.startswith("}}", index):
            literal.append(character)
            index += 2
            continue
        if character == "}":
            raise TableError(f"{place}: a lone '}}' (write '}}}}' for a brace)")
        if character != "{":
            literal.append(character)
            index += 1
            continue
        end = text.find("}", index)
        match = HOLE.match(text[index + 1:end]) if end > index else None
        if not match:
            raise TableError(f"{place}: {text[index:end + 1] or text[index:]!r} is not a hole "
                             "({name}, {name:type} or {name|one|other})")
        if literal:
            parts.append(("text", "".join(literal)))
            literal = []
        name, kind, one, other = match.groups()
        if one is not None:
            _declare(holes, name, "integer", place)
            parts.append(("plural", name, one, other))
        else:
            _declare(holes, name, kind or holes.get(name, "string"), place)
            parts.append(("hole", name))
        index = end + 1
    if literal:
        parts.append(("text", "".join(literal)))
    return tuple(parts), tuple(holes.items())


def _declare(holes, name, kind, place):
    if kind not in HOLE_TYPES:
        raise TableError(f"{place}: hole {name!r} has unknown type {kind!r} (expected one of {', '.join(HOLE_TYPES)})")
    if holes.get(name, kind) != kind:
        raise TableError(f"{place}: hole {name!r} is both {holes[name]} and {kind}")
    holes[name] = kind


def _ranges(name, entry, place):
    if not ENTRY_NAME.match(name):
        raise TableError(f"{place}: a range's name is an identifier ([a-z][A-Za-z0-9]*)")
    _object(entry, place)
    scalars = entry.get("scalars")
    if not isinstance(scalars, list) or not scalars:
        raise TableError(f"{place}.scalars: expected a non-empty array")
    ranges = []
    for index, text in enumerate(scalars):
        bounds = text.split("–") if isinstance(text, str) else []
        matches = [SCALAR.match(bound) for bound in bounds]
        if not 1 <= len(bounds) <= 2 or not all(matches):
            raise TableError(f"{place}.scalars[{index}]: expected U+XXXX or U+XXXX–U+YYYY")
        first, last = int(matches[0].group(1), 16), int(matches[-1].group(1), 16)
        if first > last or last > 0x10FFFF:
            raise TableError(f"{place}.scalars[{index}]: not a range of Unicode scalars")
        ranges.append((first, last))
    return name, _string(entry, "when", place), tuple(ranges)
