"""Strings: escapes, control characters and surrogate pairs (spec §1.1), checked through a text node's content."""
from .case import accept, decoded, invalid, text_line, text_node


def lit(inner: bytes) -> bytes:
    return b'"' + inner + b'"'


def ok(name, inner: bytes, note):
    literal = lit(inner)
    return accept(f"string-{name}", text_node(literal), text_line(decoded(literal)), note)


def bad(name, inner: bytes, note, closed=True):
    return invalid(f"string-{name}", text_node(lit(inner) if closed else b'"' + inner), note)


def cases():
    return escapes() + controls() + surrogates() + unterminated()


def escapes():
    out = [
        ok("empty", b"", "the empty string"),
        ok("plain-ascii", b"Hello, world!", "printable ASCII"),
        ok("escape-quote", b'say \\"hi\\"', 'escaped quotes'),
        ok("escape-backslash", b"a\\\\b", "escaped backslash"),
        ok("escape-solidus", b"a\\/b", "\\/ is /"),
        ok("escape-backspace", b"\\b", "\\b is U+0008, written \\u0008 (§3.3)"),
        ok("escape-formfeed", b"\\f", "\\f is U+000C"),
        ok("escape-newline", b"line\\nbreak", "\\n"),
        ok("escape-return", b"\\r", "\\r"),
        ok("escape-tab", b"\\t", "\\t"),
        ok("escape-all-short", b'\\"\\\\\\/\\b\\f\\n\\r\\t', "all eight short escapes in a row"),
        ok("escape-u-lower-hex", b"\\u00e9", "\\u with lower-case hex"),
        ok("escape-u-upper-hex", b"\\u00E9", "\\u with upper-case hex"),
        ok("escape-u-mixed-hex", b"\\uAbCd", "\\u with mixed-case hex"),
        ok("escape-u-ascii", b"\\u0041\\u0062", "\\u for ASCII letters"),
        ok("escape-u-nul", b"a\\u0000b", "\\u0000 is allowed escaped, written \\u0000"),
        ok("escape-u-001f", b"\\u001f", "the last control character, escaped"),
        ok("escape-u-007f", b"\\u007f", "DEL escaped"),
        ok("escape-u-quote", b"\\u0022", "a quote written as \\u0022"),
        ok("escape-u-backslash", b"\\u005c", "a backslash written as \\u005C"),
        ok("escape-u-fffd", b"\\ufffd", "U+FFFD escaped"),
        ok("escape-u-2028", b"\\u2028", "U+2028 escaped; written raw in Q"),
        ok("escape-then-text", b"\\u0041BC", "hex digits stop after four"),
        ok("escape-u-five-digits", b"\\u00411", "\\u0041 then the digit 1"),
        ok("raw-del", b"a\x7fb", "raw U+007F is allowed in a string"),
        ok("raw-nel", "\u0085".encode(), "raw U+0085 is not a JSON control character"),
        ok("raw-line-separator", "a\u2028b\u2029c".encode(), "raw U+2028 and U+2029"),
        ok("raw-non-ascii", "ünïcödé 日本 😀".encode(), "non-ASCII, written unchanged"),
        ok("raw-combining", "e\u0301".encode(), "a combining mark, not normalised"),
        ok("raw-rtl", "\u05e9\u05dc\u05d5\u05dd".encode(), "right-to-left text"),
        ok("long", b"x" * 5000, "a 5000-byte string"),
        ok("many-escapes", b"\\n" * 500, "500 escapes"),
        ok("only-spaces", b"   ", "spaces only"),
    ]
    for letter in b"acdeghijklmopqsvwxyzABFNRTU0'":
        out.append(bad(f"escape-bad-{chr(letter) if chr(letter).isalnum() else 'x%02x' % letter}"
                       + ("-upper" if chr(letter).isupper() else ""),
                       b"\\" + bytes([letter]), f"\\{chr(letter)} is not a JSON escape"))
    out += [
        bad("escape-bad-space", b"\\ ", "a backslash before a space"),
        bad("escape-bad-newline", b"\\\n", "a backslash before a raw newline"),
        bad("escape-bad-non-ascii", "\\é".encode(), "a backslash before a non-ASCII character"),
        bad("escape-u-three-digits", b"\\u123", "\\u with three hex digits"),
        bad("escape-u-no-digits", b"\\u", "\\u with no digits"),
        bad("escape-u-non-hex", b"\\u12G4", "G is not a hex digit"),
        bad("escape-u-plus", b"\\u+123", "no sign in \\u"),
        bad("escape-u-space", b"\\u 123", "no space in \\u"),
        bad("escape-upper-u", b"\\U0041", "\\U is not an escape"),
        bad("escape-u-braces", b"\\u{41}", "no braces in \\u"),
        bad("escape-x", b"\\x41", "no \\x escapes"),
        bad("escape-octal", b"\\101", "no octal escapes"),
        bad("escape-u-fullwidth-digit", "\\u００４１".encode(), "fullwidth digits are not hex digits"),
        invalid("string-single-quotes", b"{\"type\":\"text\",\"content\":'hi'}", "strings use double quotes"),
        invalid("string-backtick", b'{"type":"text","content":`hi`}', "no template strings"),
    ]
    return out


def controls():
    out = []
    for code in range(0x20):
        out.append(bad(f"raw-control-{code:02x}", b"a" + bytes([code]) + b"b",
                       f"raw U+{code:04X} in a string must be escaped"))
    out.append(invalid("string-raw-control-in-name", b'{"type":"text","content":"hi","a\x01":1}',
                       "a raw control character in a member name"))
    out.append(invalid("string-raw-newline-in-name", b'{"type":"text","content":"hi","a\nb":1}', "a raw LF in a member name"))
    return out


def surrogates():
    return [
        ok("pair-emoji", b"\\ud83d\\ude00", "a surrogate pair is one scalar (U+1F600)"),
        ok("pair-upper-hex", b"\\uD83D\\uDE00", "the same pair in upper case"),
        ok("pair-mixed-case", b"\\uD83d\\uDe00", "mixed-case pair"),
        ok("pair-lowest", b"\\ud800\\udc00", "U+10000, the lowest pair"),
        ok("pair-highest", b"\\udbff\\udfff", "U+10FFFF, the highest pair"),
        ok("pair-twice", b"\\ud83d\\ude00\\ud83d\\ude01", "two pairs in a row"),
        ok("pair-then-text", b"\\ud834\\udd1ex", "a pair then ASCII"),
        ok("bmp-below-surrogates", b"\\ud7ff", "U+D7FF, just below the surrogates"),
        ok("bmp-above-surrogates", b"\\ue000", "U+E000, just above the surrogates"),
        bad("lone-high", b"\\ud800", "a lone high surrogate"),
        bad("lone-high-at-end", b"a\\udbff", "a lone high surrogate before the closing quote"),
        bad("lone-low", b"\\udc00", "a lone low surrogate"),
        bad("lone-low-last", b"\\udfff", "a lone low surrogate (U+DFFF)"),
        bad("reversed-pair", b"\\ude00\\ud83d", "low then high"),
        bad("high-high", b"\\ud83d\\ud83d", "two high surrogates"),
        bad("high-then-bmp-escape", b"\\ud800\\u0041", "a high surrogate followed by \\u0041"),
        bad("high-then-letter", b"\\ud800x", "a high surrogate followed by a letter"),
        bad("high-then-short-escape", b"\\ud800\\n", "a high surrogate followed by \\n"),
        bad("high-then-space-low", b"\\ud800 \\udc00", "the low escape must follow immediately"),
        bad("high-then-raw-low", b"\\ud800" + "\udc00".encode("utf-8", "surrogatepass"), "an escape and a raw encoded surrogate"),
        bad("high-then-truncated-low", b"\\ud800\\udc", "the low escape is cut short"),
        bad("high-then-upper-u", b"\\ud800\\Udc00", "\\U is not an escape"),
        invalid("string-lone-high-in-name", b'{"type":"text","content":"hi","\\ud800":1}', "a lone surrogate in a member name"),
    ]


def unterminated():
    return [
        invalid("string-unterminated-root", b'"abc', "the string never closes"),
        invalid("string-unterminated-in-node", b'{"type":"text","content":"hi}', "the content string never closes"),
        invalid("string-unterminated-after-escape", b'"abc\\', "a backslash at the end of the input"),
        invalid("string-unterminated-escaped-quote", b'"abc\\"', "the last quote is escaped"),
        invalid("string-unterminated-u-escape", b'"\\u00', "the input ends inside \\u"),
        invalid("string-only-quote", b'"', "a lone quote"),
    ]
