// Generated from spec/dsl-nodes.json by scripts/generate.py. Do not edit.
export const NODE_TABLE = {
  "$comment": "The built-in vocabulary: the generative UI DSL's 14 node types, in the format of spec/vocabulary.md (schema: spec/vocabulary.schema.json). It is the single source of truth for the DSL: `parity` compiles this file in and loads it with the same loader as any team's vocabulary. After editing, run `python3 scripts/generate.py` and commit what it writes; CI fails when a generated file is stale.",
  "format": 1,
  "name": "renderparity-dsl",
  "version": "1",
  "description": "The generative UI DSL: stacks, text, stats, images, badges, cards, progress, charts, lists, tables, dividers and spacers.",
  "document": {
    "typeKey": "type",
    "envelope": {
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
    }
  },
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
  }
};
