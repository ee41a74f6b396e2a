"""The web port's tables: the node table and the icon map as ES modules (data, not code)."""
import json

from . import GENERATED_NOTE


def _module(note, name, data):
    return f"// {note}\nexport const {name} = " + json.dumps(data, indent=2, ensure_ascii=False) + ";\n"


def node_table(table):
    return _module(GENERATED_NOTE, "NODE_TABLE", table)


def icon_map(icon_map_data):
    return _module("Generated from spec/icon-map.json by scripts/generate.py. Do not edit.", "ICON_MAP", icon_map_data)
