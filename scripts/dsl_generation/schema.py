"""spec/generative-ui-dsl.schema.json from the node table (JSON Schema 2020-12)."""
import json

from . import node_fields


def _field_schema(table, field):
    kind = field["type"]
    if kind == "string":
        schema = {"type": "string"}
    elif kind == "number":
        schema = {"type": "number"}
    elif kind == "integer":
        schema = {"type": "integer", "minimum": field["minimum"], "maximum": field["maximum"]}
    elif kind == "enum":
        schema = {"type": "string", "enum": list(table["enums"][field["enum"]])}
    elif kind == "node":
        schema = {"$ref": "#/$defs/UINode"}
    elif kind == "nodes":
        schema = {"type": "array", "items": {"$ref": "#/$defs/UINode"}}
    elif kind == "records":
        schema = {"type": "array", "items": {"$ref": "#/$defs/" + table["records"][field["record"]]["schemaName"]}}
    elif kind == "stringList":
        schema = {"type": "array", "items": {"type": "string"}, "default": []}
    else:  # stringRows
        schema = {"type": "array", "items": {"type": "array", "items": {"type": "string"}}, "default": []}
    if "default" in field:
        schema["default"] = field["default"]
    if "description" in field:
        schema["description"] = field["description"]
    return schema


def _object(table, description, fields, type_name=None):
    properties = {}
    required = []
    if type_name is not None:
        properties["type"] = {"const": type_name}
        required.append("type")
    for field in fields:
        properties[field["name"]] = _field_schema(table, field)
        if field.get("required") or field.get("expected"):
            required.append(field["name"])
    result = {"type": "object"}
    if description:
        result["description"] = description
    result.update({"properties": properties, "required": required, "additionalProperties": False})
    return result


def render(table):
    response = table["response"]
    response_schema = _object(table, response["description"], response["fields"])
    # A document may name the schema it follows (spec §1.3); `lint` allows it at the root.
    response_schema["properties"]["$schema"] = {"type": "string", "description": "The schema this document follows; ignored."}
    definitions = {
        response["schemaName"]: response_schema,
        "UINode": {
            "description": f"One of the {len(table['nodes'])} node types, chosen by `type`.",
            "oneOf": [{"$ref": "#/$defs/" + node["line"]} for node in table["nodes"]],
        },
    }
    for record in table["records"].values():
        definitions[record["schemaName"]] = _object(table, record.get("description"), record["fields"])
    for node in table["nodes"]:
        definitions[node["line"]] = _object(table, node["description"], node_fields(table, node), type_name=node["type"])
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://renderparity.dev/spec/generative-ui-dsl.schema.json",
        "title": "Generative UI DSL",
        "description": "The JSON a server or an LLM sends to be rendered natively. Generated from spec/dsl-nodes.json by "
                       "scripts/generate.py (do not edit). Decoding and snapshot rules: spec/render-snapshot.md.",
        "$ref": "#/$defs/" + response["schemaName"],
        "$defs": definitions,
    }
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
