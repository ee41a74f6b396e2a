"""UTF-8 well-formedness (spec §1.1; RFC 3629): inside strings, in names and between tokens."""
from .case import accept, invalid, text_line, text_node


def in_string(raw: bytes) -> bytes:
    return text_node(b'"<' + raw + b'>"')


def cases():
    out = []
    good = [
        ("two-byte-lowest", "\u0080", "U+0080, the lowest two-byte scalar"),
        ("two-byte-highest", "\u07ff", "U+07FF"),
        ("three-byte-lowest", "\u0800", "U+0800, the lowest three-byte scalar"),
        ("below-surrogates", "\ud7ff", "U+D7FF (ED 9F BF), just below the surrogates"),
        ("above-surrogates", "\ue000", "U+E000 (EE 80 80), just above"),
        ("replacement-char", "\ufffd", "U+FFFD itself is fine"),
        ("nonchar-fffe", "\ufffe", "noncharacter U+FFFE is a scalar: accepted"),
        ("nonchar-ffff", "\uffff", "noncharacter U+FFFF: accepted"),
        ("nonchar-fdd0", "\ufdd0", "noncharacter U+FDD0: accepted"),
        ("nonchar-fdef", "\ufdef", "noncharacter U+FDEF: accepted"),
        ("nonchar-1fffe", "\U0001fffe", "noncharacter U+1FFFE: accepted"),
        ("nonchar-10fffe", "\U0010fffe", "noncharacter U+10FFFE: accepted"),
        ("four-byte-lowest", "\U00010000", "U+10000, the lowest four-byte scalar"),
        ("highest-scalar", "\U0010ffff", "U+10FFFF (F4 8F BF BF), the highest scalar"),
        ("emoji-zwj", "\U0001f468\u200d\U0001f469", "an emoji ZWJ sequence, unchanged"),
        ("private-use", "\ue000\U000f0000", "private-use characters"),
        ("mixed-lengths", "a\u00e9\u20ac\U0001f600", "1-, 2-, 3- and 4-byte sequences in a row"),
    ]
    for name, text, note in good:
        out.append(accept(f"utf8-{name}", in_string(text.encode("utf-8")), text_line(f"<{text}>"), note))
    for name, text, note in [("nonchar-fffe-escaped", "\\ufffe", "U+FFFE escaped"),
                             ("nonchar-ffff-escaped", "\\uFFFF", "U+FFFF escaped"),
                             ("highest-scalar-escaped", "\\udbff\\udfff", "U+10FFFF as an escaped pair")]:
        value = {"\\ufffe": "\ufffe", "\\uFFFF": "\uffff", "\\udbff\\udfff": "\U0010ffff"}[text]
        out.append(accept(f"utf8-{name}", in_string(text.encode()), text_line(f"<{value}>"), note))
    out.append(accept("utf8-nonchar-in-name", b'{"type":"text","content":"hi","\xef\xbf\xbf":1}', text_line("hi"),
                      "a noncharacter in a member name"))
    bad = [
        ("overlong-nul-2", b"\xc0\x80", "overlong U+0000 (C0 80)"),
        ("overlong-slash-2", b"\xc0\xaf", "overlong '/' (C0 AF)"),
        ("overlong-quote-2", b"\xc0\xa2", "overlong '\"' (C0 A2) must not end the string"),
        ("overlong-c1", b"\xc1\xbf", "overlong U+007F (C1 BF)"),
        ("overlong-nul-3", b"\xe0\x80\x80", "overlong U+0000 in three bytes"),
        ("overlong-7ff-3", b"\xe0\x9f\xbf", "overlong U+07FF in three bytes"),
        ("overlong-nul-4", b"\xf0\x80\x80\x80", "overlong U+0000 in four bytes"),
        ("overlong-ffff-4", b"\xf0\x8f\xbf\xbf", "overlong U+FFFF in four bytes"),
        ("overlong-5-byte", b"\xf8\x80\x80\x80\xaf", "a five-byte form"),
        ("overlong-6-byte", b"\xfc\x80\x80\x80\x80\xaf", "a six-byte form"),
        ("surrogate-d800", b"\xed\xa0\x80", "U+D800 encoded in UTF-8"),
        ("surrogate-dbff", b"\xed\xaf\xbf", "U+DBFF encoded"),
        ("surrogate-dc00", b"\xed\xb0\x80", "U+DC00 encoded"),
        ("surrogate-dfff", b"\xed\xbf\xbf", "U+DFFF encoded"),
        ("surrogate-pair-cesu", b"\xed\xa0\xbd\xed\xb8\x80", "a CESU-8 surrogate pair for U+1F600"),
        ("above-max-110000", b"\xf4\x90\x80\x80", "U+110000, above the highest scalar"),
        ("above-max-13ffff", b"\xf4\xbf\xbf\xbf", "U+13FFFF"),
        ("above-max-f5", b"\xf5\x80\x80\x80", "F5 would start a sequence above U+10FFFF"),
        ("above-max-f7", b"\xf7\xbf\xbf\xbf", "F7 BF BF BF (U+1FFFFF)"),
        ("lone-continuation-80", b"\x80", "a continuation byte without a lead"),
        ("lone-continuation-bf", b"\xbf", "a continuation byte without a lead"),
        ("extra-continuation", b"\xc3\xa9\xa9", "a valid sequence followed by a stray continuation"),
        ("two-byte-missing-continuation", b"\xc3A", "a lead byte followed by ASCII"),
        ("three-byte-truncated-1", b"\xe2\x82", "three-byte sequence missing its last byte"),
        ("three-byte-truncated-2", b"\xe2", "three-byte lead alone"),
        ("four-byte-truncated-1", b"\xf0\x9f\x98", "four-byte sequence missing its last byte"),
        ("four-byte-truncated-3", b"\xf0", "four-byte lead alone"),
        ("three-byte-bad-second", b"\xe2\x28\xa1", "the second byte is not a continuation"),
        ("three-byte-bad-third", b"\xe2\x82\x28", "the third byte is not a continuation"),
        ("four-byte-bad-fourth", b"\xf0\x9f\x98\x28", "the fourth byte is not a continuation"),
        ("lead-then-lead", b"\xc3\xc3\xa9", "a lead byte where a continuation belongs"),
        ("utf16-surrogates-raw", "\ud83d".encode("utf-16-le", "surrogatepass"), "UTF-16 code units are not UTF-8"),
        ("latin1-e-acute", b"caf\xe9", "Latin-1 é (E9) is not UTF-8"),
    ]
    for lead in range(0xF5, 0x100):
        bad.append((f"byte-{lead:02x}", bytes([lead]), f"byte {lead:02X} never appears in UTF-8"))
    bad.append(("byte-c0", b"\xc0", "C0 never appears in UTF-8"))
    bad.append(("byte-c1", b"\xc1", "C1 never appears in UTF-8"))
    for name, raw, note in bad:
        out.append(invalid(f"utf8-{name}", in_string(raw), note))
    out += [
        invalid("utf8-truncated-at-eof", b'{"type":"text","content":"\xe2\x82', "the input ends inside a sequence"),
        invalid("utf8-truncated-at-eof-4", b'"\xf0\x9f\x98', "the input ends inside a four-byte sequence"),
        invalid("utf8-truncated-lead-at-eof", b'"\xc3', "the input ends right after a lead byte"),
        invalid("utf8-invalid-in-name", b'{"type":"text","content":"hi","\xff":1}', "invalid UTF-8 in a member name"),
        invalid("utf8-overlong-in-name", b'{"type":"text","content":"hi","\xc1\xa1":1}', "an overlong 'a' in a name"),
        invalid("utf8-between-tokens", b'{"type":"text",\xc3\xa9"content":"hi"}', "a valid non-ASCII character outside a string"),
        invalid("utf8-invalid-between-tokens", b'{"type":"text",\xff"content":"hi"}', "an invalid byte outside a string"),
        invalid("utf8-invalid-first-byte", b"\xff" + b'{"type":"text","content":"hi"}', "FF before the value"),
        invalid("utf8-invalid-last-byte", b'{"type":"text","content":"hi"}\x80', "a stray continuation after the value"),
        invalid("utf8-surrogate-after-valid", b'{"type":"text","content":"\xc3\xa9\xed\xa0\x80"}', "an encoded surrogate after valid text"),
    ]
    return out
