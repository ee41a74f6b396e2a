"""Nesting (spec §1.2 rule 2: deeper than 256 is depth_limit; the root container is level 1; scalars do
not count) and the priority of the three whole-document failures (invalid_json > depth_limit > duplicate_key)."""
from .case import NO_TYPE, NOT_AN_OBJECT, OK_LINE, accept, duplicate, invalid, too_deep, with_member

LIMIT = 256


def arrays(depth, inner=b"0"):
    return b"[" * depth + inner + b"]" * depth


def objects(depth, inner=b"1"):
    return b'{"a":' * depth + inner + b"}" * depth


def mixed(depth, inner=b"0"):
    """Alternating array/object levels, `depth` containers deep."""
    opening, closing = b"", b""
    for level in range(depth):
        if level % 2 == 0:
            opening += b"["
            closing = b"]" + closing
        else:
            opening += b'{"m":'
            closing = b"}" + closing
    return opening + inner + closing


def cases():
    out = [
        accept("depth-arrays-256", arrays(LIMIT), NOT_AN_OBJECT, "256 nested arrays: the limit itself is fine"),
        too_deep("depth-arrays-257", arrays(LIMIT + 1), "257 nested arrays"),
        accept("depth-arrays-255", arrays(LIMIT - 1), NOT_AN_OBJECT, "one below the limit"),
        accept("depth-arrays-256-scalar-inside", arrays(LIMIT, b'"deep"'), NOT_AN_OBJECT, "scalars do not count as a level"),
        too_deep("depth-arrays-257-empty-innermost", arrays(LIMIT + 1, b""), "an empty container still counts"),
        too_deep("depth-arrays-300", arrays(300), "well past the limit"),
        accept("depth-objects-256", objects(LIMIT), NO_TYPE, "256 nested objects"),
        too_deep("depth-objects-257", objects(LIMIT + 1), "257 nested objects"),
        too_deep("depth-objects-257-empty-innermost", objects(LIMIT, b"{}"), "256 objects around an empty object"),
        accept("depth-mixed-256", mixed(LIMIT), NOT_AN_OBJECT, "arrays and objects alternating, 256 levels"),
        too_deep("depth-mixed-257", mixed(LIMIT + 1), "alternating, 257 levels"),
        accept("depth-in-node-256", with_member(arrays(LIMIT - 1)), OK_LINE,
               "a node (level 1) with 255 nested arrays as a member: 256 in all"),
        too_deep("depth-in-node-257", with_member(arrays(LIMIT)), "a node with 256 nested arrays as a member: 257 in all"),
        accept("depth-in-node-objects-256", with_member(objects(LIMIT - 1)), OK_LINE, "a node with 255 nested objects"),
        too_deep("depth-in-node-objects-257", with_member(objects(LIMIT)), "a node with 256 nested objects"),
        too_deep("depth-in-children-257",
                 b'{"type":"vstack","children":[' + with_member(arrays(LIMIT - 2)) + b"]}",
                 "too deep inside a child node: the whole document fails, the child is not just dropped"),
        accept("depth-siblings-256", b"[" + arrays(LIMIT - 1) + b"," + arrays(LIMIT - 1) + b"]", NOT_AN_OBJECT,
               "two 256-deep branches side by side: depth is not cumulative"),
        too_deep("depth-second-sibling-257", b"[" + arrays(LIMIT - 1) + b"," + arrays(LIMIT) + b"]",
                 "the second branch goes one level too deep"),
        invalid("depth-unclosed-100000", b"[" * 100_000, "100,000 unclosed [: invalid_json, never a stack overflow (§1.2)"),
        too_deep("depth-balanced-50000", arrays(50_000), "50,000 balanced levels: depth_limit, never a stack overflow"),
        invalid("depth-unclosed-objects-20000", b'{"a":' * 20_000, "20,000 unclosed objects"),
        # Priority (§1.2): the first check that fails decides, whatever comes first in the document.
        invalid("priority-deep-then-syntax-error", b"[" + arrays(300) + b",]",
                "too deep, then a trailing comma: invalid_json"),
        invalid("priority-deep-then-bad-utf8", b'["\xff",' + arrays(300) + b"]", "bad UTF-8 before a too-deep part"),
        invalid("priority-deep-unclosed", b"[" * 300, "too deep and never closed: invalid_json"),
        invalid("priority-deep-then-garbage", arrays(300) + b"x", "too deep, then trailing garbage"),
        invalid("priority-dup-deep-syntax", b'{"a":1,"a":' + arrays(300) + b",}", "all three: invalid_json wins"),
        too_deep("priority-dup-then-deep", b'{"a":1,"a":2,"b":' + arrays(300) + b"}", "a duplicate, then too deep"),
        too_deep("priority-deep-then-dup", b'{"b":' + arrays(300) + b',"a":1,"a":2}', "too deep, then a duplicate"),
        too_deep("priority-dup-inside-deep", arrays(LIMIT, b'{"a":1,"a":2}'), "the duplicate is itself past the limit"),
        duplicate("priority-dup-at-limit", arrays(LIMIT - 1, b'{"a":1,"a":2}'), [0] * (LIMIT - 1) + ["a"],
                  "the duplicate's object is level 256: not too deep, so duplicate_key"),
        too_deep("priority-deep-then-overflow-free", arrays(LIMIT + 1, b"1e308"), "a large but finite number inside"),
        invalid("priority-deep-then-overflow", arrays(LIMIT + 1, b"1e999"), "an overflowing number beats depth"),
    ]
    return out
