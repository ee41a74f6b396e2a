"""The node tables of spec/render-snapshot.md (§2.1 fields, §3.1 lines), spliced between markers."""
from . import attribute_name, format_code, node_fields, number_text, GENERATED_NOTE

MARKERS = {
    "node-fields": lambda table: _fields_table(table),
    "node-lines": lambda table: _lines_table(table),
}


def splice(text, table):
    for name, render in MARKERS.items():
        begin = f"<!-- BEGIN GENERATED {name}: {GENERATED_NOTE} -->\n"
        end = f"<!-- END GENERATED {name} -->\n"
        start = text.find(begin)
        stop = text.find(end)
        if start < 0 or stop < start:
            raise SystemExit(f"spec/render-snapshot.md: markers for {name} are missing")
        text = text[:start + len(begin)] + render(table) + text[stop:]
    return text


def _describe(table, field):
    kind = field["type"]
    name = f"`{field['name']}`"
    if kind == "string":
        text = f"{name} string" + (" (an SF Symbol name)" if field.get("icon") else "")
    elif kind == "number":
        text = f"{name} number" + (f" [{number_text(field['default'])}]" if "default" in field else "")
    elif kind == "integer":
        text = f"{name} integer {field['minimum']}…{field['maximum']}" + (f" [{field['default']}]" if "default" in field else "")
    elif kind == "boolean":
        text = f"{name} boolean" + (f" [{'true' if field['default'] else 'false'}]" if "default" in field else "")
    elif kind == "enum":
        text = f"{name} " + "\\|".join(table["enums"][field["enum"]]) + (f" [{field['default']}]" if "default" in field else "")
    elif kind == "node":
        text = f"{name} node"
    elif kind == "nodes":
        text = f"{name} node[]"
    elif kind == "records":
        text = f"{name} {table['records'][field['record']]['owner'].removeprefix('a ')}[]"
    elif kind == "stringList":
        text = f"{name} string[] [[]]"
    else:
        text = f"{name} string[][] [[]]"
    return text


def _fields_table(table):
    lines = ["| type | required | optional [default] |", "| --- | --- | --- |"]
    for node in table["nodes"]:
        required = ", ".join(_describe(table, f) for f in node["fields"] if f.get("required"))
        optional = ", ".join(_describe(table, f) for f in node["fields"] if not f.get("required"))
        lines.append(f"| `{node['type']}` | {required} | {optional} |")
    lines.append("")
    common = ", ".join(_describe(table, f) for f in table.get("commonFields", []))
    lines.append(f"Every node may also have these optional members: {common}.")
    for record in table["records"].values():
        required = " and ".join(_describe(table, f) for f in record["fields"] if f.get("required"))
        optional = ", ".join(_describe(table, f) for f in record["fields"] if not f.get("required"))
        lines.append(f"{record['owner'].capitalize()} is an object with {required} (required)"
                     + (f" and optional {optional}." if optional else "."))
    return "\n".join(lines) + "\n"


def _attributes(table, fields):
    parts = []
    for field in fields:
        name = attribute_name(field)
        if not name:
            continue
        part = f"{name}={format_code(field)}"
        parts.append(f"[, {part}]" if field.get("omitWhenAbsent") else part)
    return parts


def _line(name, parts, count=None):
    text = name
    if parts:
        text += "(" + ", ".join(parts).replace(", [, ", " [, ").replace("([, ", "([") + ")"
    if count:
        text += f" [{count}=K]"
    return f"`{text}`"


def _lines_table(table):
    lines = ["| node | line |", "| --- | --- |"]
    for node in table["nodes"]:
        parts = _attributes(table, node["fields"])
        if node.get("fillsWidth"):
            parts.append("fillsWidth=true")
        count = next((f["count"] for f in node["fields"] if f.get("count")), None)
        text = _line(node["line"], parts, count)
        if node.get("weightedInHStack"):
            weighted = _line(node["line"], parts + ["weighted=true"], count)
            text += f", or {weighted} as a direct child of an HStack"
        lines.append(f"| {node['type']} | {text} |")
    for record in table["records"].values():
        lines.append(f"| {record['owner'].removeprefix('a ')} | {_line(record['line'], _attributes(table, record['fields']))} |")
    lines.append("| table row | `Row([Q, Q])` (`Row([])` when empty) |")
    unknown = table["unknown"]
    lines.append(f"| unknown | `{unknown['line']}({unknown['attribute']}=Q)` |")
    lines.append("")
    lines.append("`[, name=V]` is written only when the field is present. `headers=[Q, Q]` is `headers=[]` when empty.")
    common = _attributes(table, table.get("commonFields", []))
    if common:
        lines.append("Every node line but `Unknown` also takes the common attributes "
                     + ", ".join(f"`{p}`" for p in common)
                     + " after its own attributes and before the layout flags (§3.2), so "
                     "`Divider(accessibilityLabel=\"Totals\")`, `List(accessibilityLabel=\"Results\") [items=2]`.")
    return "\n".join(lines) + "\n"
