"""Duplicate member names (spec §1.1, §1.2 rule 3): compared after unescaping, as scalars; the first
repeated name in document order is reported at the repeated member's path (§3.5)."""
from .case import OK_LINE, accept, duplicate, invalid, text_line, with_member

NODE = b'{"type":"text","content":"ok",'


def node(members: bytes) -> bytes:
    """A text node with extra (unknown, ignored) members."""
    return NODE + members + b"}"


def cases():
    dup = [
        ("simple", b'"a":1,"a":2', ["a"], "the same name twice"),
        ("same-value", b'"a":1,"a":1', ["a"], "equal values do not matter"),
        ("three-times", b'"a":1,"a":2,"a":3', ["a"], "reported at the first repeat"),
        ("escaped-second", b'"a":1,"\\u0061":2', ["a"], "\\u0061 is a"),
        ("escaped-first", b'"\\u0061":1,"a":2', ["a"], "the escaped name came first"),
        ("both-escaped", b'"\\u0061":1,"\\u0061":2', ["a"], "both escaped"),
        ("hex-case", b'"\\u00E9":1,"\\u00e9":2', ["\u00e9"], "hex digit case does not matter"),
        ("raw-and-escaped", '"é":1,"\\u00e9":2'.encode(), ["\u00e9"], "raw é and \\u00e9"),
        ("pair-and-raw", '"😀":1,"\\ud83d\\ude00":2'.encode(), ["\U0001f600"], "a surrogate-pair escape and the raw emoji"),
        ("solidus", b'"/":1,"\\/":2', ["/"], "\\/ is /"),
        ("escaped-newline", b'"\\n":1,"\\u000a":2', ["\n"], "\\n and \\u000a; the path escapes it"),
        ("escaped-quote", b'"a\\"b":1,"a\\u0022b":2', ['a"b'], "a quote in the name, escaped in the path twice"),
        ("escaped-backslash", b'"\\\\":1,"\\u005c":2', ["\\"], "a backslash name"),
        ("nul-name", b'"\\u0000":1,"\\u0000":2', ["\u0000"], "U+0000 in a name"),
        ("empty-name", b'"":1,"":2', [""], "the empty name: $[\"\"]"),
        ("space-name", b'"odd key":1,"odd key":2', ["odd key"], "a name that is not an identifier"),
        ("digit-first", b'"1a":1,"1a":2', ["1a"], "an identifier may not start with a digit"),
        ("underscore", b'"_a1":1,"_a1":2', ["_a1"], "an identifier with underscore and digit"),
        ("dotted", b'"a.b":1,"a.b":2', ["a.b"], "a dot in a name is quoted"),
        ("non-ascii", '"ünï":1,"ünï":2'.encode(), ["ünï"], "a non-ASCII name is quoted"),
        ("del-name", b'"\x7f":1,"\\u007f":2', ["\x7f"], "raw and escaped DEL"),
        ("nonchar-name", '"\uffff":1,"\\uffff":2'.encode(), ["\uffff"], "a noncharacter name"),
        ("not-adjacent", b'"a":1,"b":2,"c":3,"a":4', ["a"], "repeats need not be adjacent"),
        ("first-repeated-wins", b'"x":1,"y":1,"y":2,"x":2', ["y"], "y repeats before x does"),
        ("first-repeated-wins-2", b'"x":1,"y":1,"x":2,"y":2', ["x"], "x repeats before y does"),
    ]
    out = [duplicate(f"dup-{name}", node(members), path, note)
           for name, members, path, note in dup]
    nested = [
        ("in-member-object", b'{"type":"text","content":"ok","x":{"b":1,"b":2}}', ["x", "b"], "in a nested object"),
        ("in-array-element", b'{"type":"text","content":"ok","x":[0,{"k":1,"k":2}]}', ["x", 1, "k"], "in an array element"),
        ("deep-path", b'{"type":"text","content":"ok","x":[[{"a":{"b":[1,{"c":0,"c":1}]}}]]}',
         ["x", 0, 0, "a", "b", 1, "c"], "the full path down to the repeat"),
        ("inner-before-outer", b'{"a":{"b":1,"b":2},"a":3}', ["a", "b"], "the inner repeat comes first in the document"),
        ("outer-before-inner", b'{"a":1,"a":{"b":1,"b":2}}', ["a"], "the outer repeat comes first"),
        ("later-sibling-object", b'{"a":1,"b":{"c":1,"c":2},"a":2}', ["b", "c"], "first in document order, not by depth"),
        ("root-array", b'[{"a":1},{"a":1,"a":2}]', [1, "a"], "in the second element of a root array"),
        ("node-field", b'{"type":"text","content":"a","content":"b"}', ["content"], "a DSL field twice"),
        ("node-type", b'{"type":"text","type":"badge","content":"a"}', ["type"], "type twice"),
        ("response-layout", b'{"layout":{"type":"text","content":"a","style":"body","style":"title"}}',
         ["layout", "style"], "inside a response's layout"),
        ("response-member", b'{"layout":{"type":"spacer"},"title":"a","title":"b"}', ["title"], "a response member twice"),
        ("in-children", b'{"type":"vstack","children":[{"type":"spacer"},{"type":"text","content":"a","color":"red","color":"blue"}]}',
         ["children", 1, "color"], "in a child node: the whole document fails, not only that child (§1.2 before §2.3)"),
        ("odd-path", '{"type":"text","content":"ok","odd key":{"ü":1,"\\u00fc":2}}'.encode(), ["odd key", "ü"],
         "quoted components in the path"),
    ]
    out += [duplicate(f"dup-{name}", data, path, note) for name, data, path, note in nested]
    distinct = [
        ("case-differs", b'"a":1,"A":2', "names are case-sensitive"),
        ("nfc-nfd", '"é":1,"e\\u0301":2'.encode(), "names are not normalised: é and e + U+0301 differ"),
        ("trailing-space", b'"a":1,"a ":2', "a trailing space makes a different name"),
        ("prefix", b'"ab":1,"abc":2', "a prefix is a different name"),
        ("escaped-different", b'"\\u0061":1,"\\u0062":2', "\\u0061 and \\u0062 differ"),
        ("nul-vs-empty", b'"":1,"\\u0000":2', "the empty name and U+0000 differ"),
        ("fffe-vs-ffff", '"\ufffe":1,"\uffff":2'.encode(), "two noncharacters differ"),
        ("surrogate-pairs-differ", b'"\\ud83d\\ude00":1,"\\ud83d\\ude01":2', "two different pairs"),
    ]
    out += [accept(f"dup-none-{name}", node(members), OK_LINE, note) for name, members, note in distinct]
    out += [
        accept("dup-none-sibling-objects", with_member(b'{"a":{"k":1},"b":{"k":1}}'), OK_LINE,
               "the same name in two different objects"),
        accept("dup-none-array-elements", with_member(b'[{"k":1},{"k":1}]'), OK_LINE, "the same name in sibling elements"),
        accept("dup-none-parent-and-child", with_member(b'{"k":{"k":{"k":1}}}'), OK_LINE, "the same name at three levels"),
        accept("dup-none-value-equals-name", with_member(b'{"a":"a","b":"a"}'), OK_LINE, "values are not names"),
        accept("dup-none-many", with_member(b"{" + b",".join(b'"n%03d":0' % i for i in range(500)) + b"}"), OK_LINE,
               "500 names that share prefixes"),
        invalid("dup-then-syntax-error", b'{"a":1,"a":2,}', "a syntax error anywhere beats a duplicate (§1.2)"),
        invalid("dup-then-invalid-utf8", b'{"a":1,"a":2,"b":"\xff"}', "invalid UTF-8 later beats a duplicate"),
        invalid("dup-then-trailing-garbage", b'{"a":1,"a":2} x', "trailing garbage beats a duplicate"),
        invalid("dup-then-unterminated", b'{"a":1,"a":2', "the document never closes"),
        invalid("dup-with-lone-surrogate", b'{"\\ud800":1,"\\ud800":2}', "a lone surrogate name is invalid, not a duplicate"),
    ]
    return out
