// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.
export const NODE_TABLE = {
  "$comment": "The node table of the generative UI DSL: the single source of truth for node kinds, their fields, types, defaults, enum cases, required-ness and snapshot attribute order. spec/render-snapshot.md explains what each column means (§2.1, §3.1). After editing, run `python3 scripts/generate.py` and commit what it writes; CI fails when a generated file is stale.",
  "version": 1,
  "enums": {
    "HorizontalAlignment": [
      "leading",
      "center",
      "trailing"
    ],
    "VerticalAlignment": [
      "top",
      "center",
      "bottom"
    ],
    "StackAlignment": [
      "center",
      "topLeading",
      "top",
      "topTrailing",
      "leading",
      "trailing",
      "bottomLeading",
      "bottom",
      "bottomTrailing"
    ],
    "TextStyle": [
      "largeTitle",
      "title",
      "title2",
      "title3",
      "headline",
      "subheadline",
      "body",
      "caption",
      "caption2",
      "footnote"
    ],
    "FontWeight": [
      "ultraLight",
      "thin",
      "light",
      "regular",
      "medium",
      "semibold",
      "bold",
      "heavy",
      "black"
    ],
    "StatSize": [
      "default",
      "large"
    ],
    "ImageSize": [
      "small",
      "default",
      "large",
      "xlarge"
    ],
    "ChartVariant": [
      "bar",
      "pie",
      "line"
    ]
  },
  "fieldTypes": {
    "string": "a JSON string. Required: written Q. Optional: written B, and `absent` is printed when it is missing or unusable.",
    "number": "a JSON number, written N; an optional one has a `default`.",
    "integer": "a JSON number that is integral and within `minimum`…`maximum`, written I; an optional one without a default is left out of the line when absent.",
    "enum": "a JSON string from the named enum in `enums`, written E; a required one that is not in the list is `invalid_value`, an optional one falls back to `default`.",
    "node": "one node. Required: its failure is the parent's failure (§2.2). Written as the next line, one level deeper.",
    "nodes": "an array of nodes. Elements that fail are dropped (§2.3). Written as `[count=K]` and one line per kept element, one level deeper.",
    "records": "an array of `record` objects that must all decode (§2.2). Written as `[count=K]` and one record line per element, one level deeper.",
    "stringList": "an array of strings, or absent as a whole (§2.3). Written `[Q, Q]`.",
    "stringRows": "an array of arrays of strings, or absent as a whole (§2.3). Written as `[count=K]` and one `Row([Q, Q])` line per row, one level deeper."
  },
  "commonFields": [
    {
      "name": "accessibilityLabel",
      "type": "string",
      "omitWhenAbsent": true,
      "description": "What a screen reader says for this element; absent leaves the platform's default. Written only when present."
    }
  ],
  "nodes": [
    {
      "type": "vstack",
      "line": "VStack",
      "description": "Vertical stack.",
      "fields": [
        {
          "name": "children",
          "type": "nodes",
          "required": true,
          "count": "children"
        },
        {
          "name": "spacing",
          "type": "number",
          "default": 8,
          "attribute": "spacing",
          "description": "Points between children."
        },
        {
          "name": "alignment",
          "type": "enum",
          "enum": "HorizontalAlignment",
          "default": "center",
          "attribute": "align"
        }
      ]
    },
    {
      "type": "hstack",
      "line": "HStack",
      "description": "Horizontal stack; fills the width; Stat and Spacer children share it equally.",
      "fillsWidth": true,
      "weightsChildren": true,
      "fields": [
        {
          "name": "children",
          "type": "nodes",
          "required": true,
          "count": "children"
        },
        {
          "name": "spacing",
          "type": "number",
          "default": 8,
          "attribute": "spacing",
          "description": "Points between children."
        },
        {
          "name": "alignment",
          "type": "enum",
          "enum": "VerticalAlignment",
          "default": "center",
          "attribute": "align"
        }
      ]
    },
    {
      "type": "zstack",
      "line": "ZStack",
      "description": "Overlay stack.",
      "fields": [
        {
          "name": "children",
          "type": "nodes",
          "required": true,
          "count": "children"
        },
        {
          "name": "alignment",
          "type": "enum",
          "enum": "StackAlignment",
          "default": "center",
          "attribute": "align"
        }
      ]
    },
    {
      "type": "text",
      "line": "Text",
      "description": "A run of text.",
      "fields": [
        {
          "name": "content",
          "type": "string",
          "required": true,
          "attribute": "content"
        },
        {
          "name": "style",
          "type": "enum",
          "enum": "TextStyle",
          "default": "body",
          "attribute": "style"
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        },
        {
          "name": "weight",
          "type": "enum",
          "enum": "FontWeight",
          "default": "regular",
          "attribute": "weight"
        },
        {
          "name": "maxLines",
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "omitWhenAbsent": true,
          "attribute": "maxLines",
          "description": "The most lines shown; absent means no limit."
        }
      ]
    },
    {
      "type": "stat",
      "line": "Stat",
      "description": "A labelled value; fills the width.",
      "fillsWidth": true,
      "weightedInHStack": true,
      "fields": [
        {
          "name": "label",
          "type": "string",
          "required": true,
          "attribute": "label"
        },
        {
          "name": "value",
          "type": "string",
          "required": true,
          "attribute": "value"
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        },
        {
          "name": "size",
          "type": "enum",
          "enum": "StatSize",
          "default": "default",
          "attribute": "size"
        },
        {
          "name": "icon",
          "type": "string",
          "absent": "none",
          "icon": true,
          "attribute": "icon",
          "description": "An SF Symbol name; see spec/icon-map.md."
        }
      ]
    },
    {
      "type": "image",
      "line": "Image",
      "description": "A system symbol.",
      "fields": [
        {
          "name": "system_name",
          "type": "string",
          "required": true,
          "icon": true,
          "attribute": "name",
          "description": "An SF Symbol name; see spec/icon-map.md."
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        },
        {
          "name": "size",
          "type": "enum",
          "enum": "ImageSize",
          "default": "default",
          "attribute": "size"
        }
      ]
    },
    {
      "type": "badge",
      "line": "Badge",
      "description": "A small pill of text.",
      "fields": [
        {
          "name": "text",
          "type": "string",
          "required": true,
          "attribute": "text"
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        }
      ]
    },
    {
      "type": "card",
      "line": "Card",
      "description": "A padded, rounded container for one child; fills the width.",
      "fillsWidth": true,
      "fields": [
        {
          "name": "child",
          "type": "node",
          "required": true
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        },
        {
          "name": "padding",
          "type": "number",
          "default": 16,
          "attribute": "padding",
          "description": "Inner padding in points."
        },
        {
          "name": "cornerRadius",
          "type": "number",
          "default": 12,
          "attribute": "cornerRadius",
          "description": "Corner radius in points."
        }
      ]
    },
    {
      "type": "progress",
      "line": "Progress",
      "description": "A progress bar.",
      "fields": [
        {
          "name": "value",
          "type": "number",
          "required": true,
          "attribute": "value"
        },
        {
          "name": "total",
          "type": "number",
          "default": 1,
          "attribute": "total",
          "description": "The value that means complete."
        },
        {
          "name": "label",
          "type": "string",
          "absent": "none",
          "attribute": "label"
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        }
      ]
    },
    {
      "type": "chart",
      "line": "Chart",
      "description": "A bar, pie or line chart.",
      "fields": [
        {
          "name": "variant",
          "type": "enum",
          "enum": "ChartVariant",
          "required": true,
          "attribute": "variant"
        },
        {
          "name": "data",
          "type": "records",
          "record": "dataPoint",
          "required": true,
          "count": "dataPoints"
        },
        {
          "name": "title",
          "type": "string",
          "absent": "none",
          "attribute": "title"
        }
      ]
    },
    {
      "type": "list",
      "line": "List",
      "description": "A vertical list of items.",
      "fields": [
        {
          "name": "items",
          "type": "nodes",
          "required": true,
          "count": "items"
        }
      ]
    },
    {
      "type": "table",
      "line": "Table",
      "description": "A table of strings.",
      "fields": [
        {
          "name": "title",
          "type": "string",
          "absent": "none",
          "attribute": "title"
        },
        {
          "name": "headers",
          "type": "stringList",
          "attribute": "headers",
          "description": "Column headings; absent or unusable is `[]`."
        },
        {
          "name": "rows",
          "type": "stringRows",
          "count": "rows",
          "description": "Rows of cells; absent or unusable is `[]`."
        }
      ]
    },
    {
      "type": "divider",
      "line": "Divider",
      "description": "A thin separator line.",
      "fields": []
    },
    {
      "type": "spacer",
      "line": "Spacer",
      "description": "Flexible empty space.",
      "weightedInHStack": true,
      "fields": []
    }
  ],
  "records": {
    "dataPoint": {
      "line": "DataPoint",
      "schemaName": "ChartDataPoint",
      "owner": "a data point",
      "description": "One value of a chart.",
      "fields": [
        {
          "name": "label",
          "type": "string",
          "required": true,
          "attribute": "label"
        },
        {
          "name": "value",
          "type": "number",
          "required": true,
          "attribute": "value"
        },
        {
          "name": "color",
          "type": "string",
          "absent": "default",
          "attribute": "color",
          "description": "A color name or hex string; absent prints `default`."
        }
      ]
    }
  },
  "response": {
    "schemaName": "UIResponse",
    "description": "A generated screen: a title, its layout and a sentence to speak.",
    "fields": [
      {
        "name": "title",
        "type": "string",
        "expected": true
      },
      {
        "name": "layout",
        "type": "node",
        "required": true
      },
      {
        "name": "spoken_summary",
        "type": "string",
        "expected": true
      }
    ]
  },
  "unknown": {
    "line": "Unknown",
    "attribute": "type"
  },
  "error": {
    "line": "Error",
    "reasons": [
      "invalid_json",
      "depth_limit",
      "duplicate_key",
      "not_an_object",
      "missing_field",
      "wrong_type",
      "invalid_value"
    ]
  },
  "diagnostics": {
    "codes": [
      "dropped",
      "unknown_type",
      "unknown_member",
      "not_in_enum",
      "max_lines_out_of_range"
    ]
  }
};
