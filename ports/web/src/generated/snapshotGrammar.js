// Generated from spec/snapshot-grammar.json by scripts/generate.py. Do not edit.
export const SNAPSHOT_GRAMMAR = {
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
