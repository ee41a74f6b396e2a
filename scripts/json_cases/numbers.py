"""Numbers (spec §1.1): the grammar, nearest-double rounding, underflow, overflow; shown as N (§3.3)."""
from .case import NOT_AN_OBJECT, accept, invalid, progress_line, progress_node

GOOD = [
    ("zero", "0"), ("negative-zero", "-0"), ("negative-zero-fraction", "-0.0"), ("negative-zero-exponent", "-0e5"),
    ("zero-fraction", "0.0"), ("zero-exponent", "0e0"), ("zero-big-exponent", "0e999999999999"),
    ("zero-upper-exponent", "0E-0"), ("zero-many-digits", "0.00000000000000000000000000000000000000000"),
    ("one", "1"), ("minus-one", "-1"), ("integer", "42"), ("fraction", "1.5"), ("negative-fraction", "-2.25"),
    ("exponent", "1e3"), ("exponent-upper", "1E3"), ("exponent-plus", "1e+3"), ("exponent-minus", "1e-3"),
    ("exponent-leading-zeros", "1e007"), ("exponent-zero", "1.0e0"), ("fraction-and-exponent", "2.5E-2"),
    ("tenth", "0.1"), ("point-three", "0.30000000000000004"), ("seventeen-digits", "0.1000000000000000055511151231257827"),
    ("trailing-fraction-zeros", "1.50000000000000000000"), ("negative-exponent-fraction", "-1.25e-1"),
    ("integer-2-53", "9007199254740992"), ("integer-2-53-plus-1", "9007199254740993"),
    ("integer-2-53-plus-3", "9007199254740995"), ("integer-18-digits", "123456789012345678"),
    ("integer-19-digits", "1234567890123456789"), ("integer-20-digits", "12345678901234567890"),
    ("integer-30-digits", "123456789012345678901234567890"), ("integer-100-digits", "1" + "0" * 99),
    ("integer-309-digits-max", "179769313486231570" + "0" * 291), ("max-double", "1.7976931348623157e308"),
    ("max-double-rounds-down", "1.7976931348623158e308"), ("large-1e308", "1e308"), ("large-1e21", "1e21"),
    ("large-1e22", "1e22"), ("large-1e23", "1e23"), ("small-1e-7", "1e-7"), ("min-normal", "2.2250738585072014e-308"),
    ("max-subnormal", "2.2250738585072009e-308"), ("min-subnormal", "5e-324"), ("min-subnormal-long", "4.9406564584124654e-324"),
    ("rounds-up-to-min-subnormal", "2.4703282292062328e-324"), ("rounds-down-to-zero", "2.4703282292062327e-324"),
    ("underflow-1e-400", "1e-400"), ("underflow-negative", "-1e-400"), ("underflow-huge-exponent", "1e-99999999999999999999"),
    ("underflow-long-mantissa", "0." + "0" * 400 + "1"), ("half-even-down", "9007199254740993.0"),
    ("half-even-up", "9007199254740995.0"), ("many-fraction-digits", "3.14159265358979323846264338327950288419716939937510"),
    ("big-mantissa-small-exponent", "123456789012345678901234567890e-30"),
    ("small-mantissa-big-exponent", "0.000000000000000000000000000001e330"), ("exponent-plus-zero", "1e+0"),
    ("one-third", "0.333333333333333333333333333333333333"), ("near-halfway", "1.00000000000000011102230246251565404236316680908203125"),
    ("just-above-halfway", "1.00000000000000011102230246251565404236316680908203126"),
    ("max-double-below-halfway", "1.797693134862315807937289714053e308"),
    ("max-double-halfway-minus-one", str(2 ** 1024 - 2 ** 970 - 1)),
]

BAD = [
    ("leading-zero", "01"), ("leading-zeros", "00"), ("negative-leading-zero", "-01"), ("leading-zero-fraction", "00.5"),
    ("trailing-point", "1."), ("trailing-point-exponent", "1.e3"), ("leading-point", ".5"), ("negative-leading-point", "-.5"),
    ("plus-sign", "+1"), ("double-minus", "--1"), ("minus-only", "-"), ("minus-space", "- 1"), ("exponent-only", "1e"),
    ("exponent-sign-only", "1e+"), ("exponent-minus-only", "1E-"), ("exponent-twice", "1e3e3"), ("exponent-fraction", "1e3.5"),
    ("double-point", "1.5.5"), ("hex", "0x10"), ("octal-style", "0o7"), ("binary", "0b1"), ("underscore", "1_000"),
    ("comma-decimal", "1,5"), ("e-alone", "e3"), ("point-alone", "."), ("nan", "NaN"), ("infinity", "Infinity"),
    ("negative-infinity", "-Infinity"), ("overflow-1e309", "1e309"), ("overflow-1e400", "1e400"),
    ("overflow-negative", "-1e400"), ("overflow-huge-exponent", "1e99999999999999999999"),
    ("overflow-just-past-max", "1.7976931348623159e308"), ("overflow-exact-halfway", str(2 ** 1024 - 2 ** 970)),
    ("overflow-310-digits", "1" + "0" * 309), ("overflow-long-mantissa", "0.1e310"), ("arabic-digit", "\u0661"),
    ("fullwidth-digit", "\uff11"), ("superscript", "1\u00b2"), ("space-inside", "1 000"), ("exponent-space", "1e 3"),
    ("minus-then-letter", "-a"), ("trailing-letter", "12a"), ("fraction-then-minus", "2.-1"),
]


def cases():
    out = []
    for name, text in GOOD:
        value = float(text)  # correctly rounded, half to even: what §1.1 requires
        assert value not in (float("inf"), float("-inf")), name
        out.append(accept(f"number-{name}", progress_node(text.encode()), progress_line(value), f"{text[:40]} reads"))
    for name, text in BAD:
        overflow = name.startswith("overflow")
        if overflow:
            assert abs(float(text)) == float("inf"), name
        what = "rounds to infinity (the halfway point rounds to even: up)" if overflow else "is not a JSON number"
        out.append(invalid(f"number-{name}", progress_node(text.encode()), f"{text[:40]} {what}"))
    out += [
        accept("number-root-negative-zero", "-0", NOT_AN_OBJECT, "-0 as the root reads"),
        invalid("number-root-leading-zero", "012", "leading zero at the root"),
        invalid("number-root-overflow", "1e309", "overflow at the root"),
        invalid("number-overflow-in-unknown-member", '{"type":"spacer","x":1e999}',
                "an overflowing number is invalid even where the decoder would ignore it"),
    ]
    return out
