"""Whitespace, literals, the empty document, BOMs, structure and trailing garbage (spec §1.1)."""
from .case import BOM, NO_TYPE, NOT_AN_OBJECT, OK_LINE, accept, invalid, text_line, with_member

TEXT = b'{"type":"text","content":"hi"}'
HI = text_line("hi")


def cases():
    return whitespace() + literals() + empty_and_bom() + containers() + trailing() + roots()


def whitespace():
    out = []
    allowed = {"space": b" ", "tab": b"\t", "lf": b"\n", "cr": b"\r", "crlf": b"\r\n", "all-four": b" \t\n\r"}
    for label, ws in allowed.items():
        spaced = (ws + b"{" + ws + b'"type"' + ws + b":" + ws + b'"text"' + ws + b"," + ws + b'"content"' + ws + b":"
                  + ws + b'"hi"' + ws + b"}" + ws)
        out.append(accept(f"ws-{label}-around-every-token", spaced, HI, f"{label} before, between and after every token"))
    out.append(accept("ws-inside-empty-array", with_member(b"[ \t\n\r]"), OK_LINE, "whitespace inside an empty array"))
    out.append(accept("ws-inside-empty-object", with_member(b"{ \t\n\r}"), OK_LINE, "whitespace inside an empty object"))
    out.append(accept("ws-long-run", b" " * 1000 + TEXT + b"\n" * 1000, HI, "long runs of whitespace around the root"))
    others = {
        "form-feed": b"\x0c", "vertical-tab": b"\x0b", "nul": b"\x00", "unit-separator": b"\x1f",
        "nbsp": "\u00a0".encode(), "nel": "\u0085".encode(), "line-separator": "\u2028".encode(),
        "paragraph-separator": "\u2029".encode(), "ideographic-space": "\u3000".encode(),
        "en-quad": "\u2000".encode(), "zero-width-space": "\u200b".encode(), "del": b"\x7f",
    }
    for label, ws in others.items():
        out.append(invalid(f"ws-{label}-between-tokens", b'{"type":' + ws + b'"text","content":"hi"}',
                           f"{label} is not JSON whitespace (only space, tab, LF, CR)"))
        if label in ("form-feed", "nbsp", "line-separator", "nul"):
            out.append(invalid(f"ws-{label}-after-root", TEXT + ws, f"{label} after the value is trailing garbage"))
            out.append(invalid(f"ws-{label}-before-root", ws + TEXT, f"{label} before the value"))
    return out


def literals():
    out = [
        accept("literal-true-root", "true", NOT_AN_OBJECT, "true reads; a scalar root is not a node (§1.3)"),
        accept("literal-false-root", "false", NOT_AN_OBJECT, "false reads"),
        accept("literal-null-root", "null", NOT_AN_OBJECT, "null reads"),
        accept("literal-all-in-array", with_member(b"[true,false,null]"), OK_LINE, "the three literals in an array"),
        accept("literal-padded-root", " \n true \r\n", NOT_AN_OBJECT, "a literal with whitespace around it"),
    ]
    bad = ["True", "TRUE", "tRUE", "False", "NULL", "Null", "tru", "fals", "nul", "t", "f", "n", "truee", "nulll",
           "falsey", "true1", "nil", "None", "undefined", "NaN", "nan", "Infinity", "-Infinity", "+Infinity", "inf",
           "t rue", "tr\x00ue"]
    for number, word in enumerate(bad, 1):
        # Numbered, and lower case: names must differ on case-insensitive file systems too.
        label = "".join(c if c.isalnum() else "-" for c in word.lower()).strip("-")
        out.append(invalid(f"literal-bad-{number:02}-{label}", with_member(word.encode()), f"{word!r} is not a JSON literal"))
    return out


def empty_and_bom():
    return [
        invalid("empty-document", b"", "an empty document is invalid"),
        invalid("empty-only-space", b" ", "whitespace only"),
        invalid("empty-only-newlines", b"\n\r\n\t", "whitespace only"),
        invalid("empty-only-bom", BOM, "a BOM and nothing else"),
        invalid("empty-bom-and-whitespace", BOM + b" \n", "a BOM and whitespace only"),
        accept("bom-one-leading", BOM + TEXT, HI, "one leading BOM is skipped"),
        accept("bom-then-whitespace", BOM + b" \n" + TEXT, HI, "BOM, whitespace, value"),
        accept("bom-before-scalar", BOM + b"1", NOT_AN_OBJECT, "BOM before a scalar root"),
        invalid("bom-two-leading", BOM + BOM + TEXT, "a second BOM is an error"),
        invalid("bom-after-whitespace", b" " + BOM + TEXT, "a BOM after whitespace is not leading"),
        invalid("bom-at-end", TEXT + BOM, "a BOM after the value is trailing garbage"),
        invalid("bom-between-tokens", b'{"type":' + BOM + b'"text","content":"hi"}', "U+FEFF is not whitespace"),
        invalid("bom-truncated-two-bytes", b"\xef\xbb" + TEXT, "half a BOM is invalid UTF-8"),
        invalid("bom-truncated-one-byte", b"\xef" + TEXT, "a third of a BOM"),
        invalid("bom-utf16-le", b"\xff\xfe" + TEXT, "a UTF-16 LE BOM is not UTF-8"),
        invalid("bom-utf16-be", b"\xfe\xff" + TEXT, "a UTF-16 BE BOM is not UTF-8"),
        invalid("bom-utf32-le", b"\xff\xfe\x00\x00" + TEXT, "a UTF-32 LE BOM"),
        invalid("bom-utf16-le-document", b"\xff\xfe" + TEXT.decode().encode("utf-16-le"), "a whole UTF-16 LE document"),
        accept("bom-inside-string", text_node_bytes("\ufeff".encode()), text_line("\ufeff"),
               "U+FEFF inside a string is an ordinary character"),
        accept("bom-escaped-in-string", text_node_bytes(b"\\ufeff"), text_line("\ufeff"), "\\uFEFF in a string"),
        invalid("bom-in-member-position", b"{" + BOM + b'"type":"text","content":"hi"}', "a BOM before a member name"),
    ]


def text_node_bytes(inner):
    return b'{"type":"text","content":"' + inner + b'"}'


def containers():
    ok = [
        ("array-nested-mixed", b'[1,"a",true,null,{"k":[]},[[]]]', "every kind of value in one array"),
        ("object-nested", b'{"a":{"b":{"c":{}}},"d":[{"e":null}]}', "objects inside objects and arrays"),
        ("array-empty", b"[]", "an empty array"),
        ("object-empty", b"{}", "an empty object"),
        ("object-empty-name", b'{"":1}', "an empty member name is a name"),
        ("array-of-empties", b"[[],{},[],{}]", "empty containers as elements"),
        ("array-long", b"[" + b",".join(b"0" for _ in range(1000)) + b"]", "1000 elements"),
        ("object-many-members", b"{" + b",".join(b'"k%d":%d' % (i, i) for i in range(300)) + b"}", "300 distinct names"),
        ("object-value-is-object", b'{"a":{}}', "an object member whose value is an object"),
    ]
    out = [accept(f"struct-{name}", with_member(data), OK_LINE, note) for name, data, note in ok]
    out.append(accept("struct-root-empty-object", b"{}", NO_TYPE, "an object with no type is a node without type (§1.3)"))
    out.append(accept("struct-root-array", b"[1,2]", NOT_AN_OBJECT, "an array root is not a node"))
    bad = [
        ("array-trailing-comma", b"[1,]"), ("array-leading-comma", b"[,1]"), ("array-only-comma", b"[,]"),
        ("array-double-comma", b"[1,,2]"), ("array-missing-comma", b"[1 2]"), ("array-unclosed", b"[1,2"),
        ("array-unclosed-after-comma", b"[1,"), ("array-open-only", b"["), ("array-close-only", b"]"),
        ("array-closed-by-brace", b"[1}"), ("array-colon", b'[1:2]'), ("array-semicolon", b"[1;2]"),
        ("object-trailing-comma", b'{"a":1,}'), ("object-leading-comma", b'{,"a":1}'), ("object-only-comma", b"{,}"),
        ("object-missing-colon", b'{"a" 1}'), ("object-missing-value", b'{"a":}'), ("object-name-only", b'{"a"}'),
        ("object-missing-name", b'{:1}'), ("object-double-colon", b'{"a"::1}'), ("object-missing-comma", b'{"a":1 "b":2}'),
        ("object-number-name", b"{1:1}"), ("object-bare-name", b"{a:1}"), ("object-single-quoted-name", b"{'a':1}"),
        ("object-literal-name", b"{true:1}"), ("object-array-name", b'{["a"]:1}'), ("object-unclosed", b'{"a":1'),
        ("object-open-only", b"{"), ("object-close-only", b"}"), ("object-closed-by-bracket", b'{"a":1]'),
        ("object-equals", b'{"a"=1}'), ("object-comma-for-colon", b'{"a",1}'),
        ("comment-line", b'{"a":1 // c\n}'), ("comment-block", b'{"a":/* c */1}'), ("comment-hash", b'{"a":1 # c\n}'),
        ("single-quoted-string", b"['a']"), ("unquoted-string", b"[abc]"), ("parenthesis", b"(1)"),
    ]
    for name, data in bad:
        out.append(invalid(f"struct-{name}", with_member(data), f"{data.decode()!r} is not JSON"))
    out.append(invalid("struct-root-unclosed-object", b'{"type":"text","content":"hi"', "the root object never closes"))
    return out


def trailing():
    bad = [
        ("two-objects", TEXT + b" " + TEXT), ("two-objects-no-space", TEXT + TEXT), ("letter", TEXT + b"x"),
        ("extra-brace", TEXT + b"}"), ("extra-bracket", TEXT + b"]"), ("comma", TEXT + b","), ("nul-byte", TEXT + b"\x00"),
        ("two-numbers", b"1 2"), ("two-strings", b'"a" "b"'), ("two-strings-adjacent", b'"a""b"'),
        ("two-literals", b"nullnull"), ("number-then-letter", b"1x"), ("comment", TEXT + b" // done"),
        ("invalid-utf8", TEXT + b"\xff"), ("colon", TEXT + b":"), ("late-garbage", TEXT + b"\n" * 50 + b"x"),
        ("ctrl-z", TEXT + b"\x1a"),
    ]
    return [invalid(f"trailing-{name}", data, "exactly one value; anything else after it is invalid") for name, data in bad]


def roots():
    return [
        accept("root-string", '"hello"', NOT_AN_OBJECT, "a string root reads and is not a node"),
        accept("root-number", "42", NOT_AN_OBJECT, "a number root reads"),
        accept("root-number-padded", " \t42\r\n", NOT_AN_OBJECT, "a number with whitespace around it"),
        accept("root-response", b'{"layout":' + TEXT + b',"title":"t"}', HI, "a response's snapshot is its layout (§1.3)"),
        accept("root-node", TEXT, HI, "a plain text node"),
    ]
