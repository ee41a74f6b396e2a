// Generated from spec/messages.json by scripts/generate.py. Do not edit.
// The wording every implementation shares (spec/messages.json). Each entry's comment says when it is
// said; the code that says it picks the entry and fills its holes, and words nothing itself.
import { formatNumber } from '../SnapshotNumber.js';
import { quoted } from '../SnapshotString.js';

export const Messages = {
  /** The JSON reader's failures (spec/render-snapshot.md §1.2) and how a JSON value's type is named. */
  JSON: {
    /** a JSON object was found */
    kindObject: "an object",
    /** a JSON array was found */
    kindArray: "an array",
    /** a JSON string was found */
    kindString: "a string",
    /** a JSON number was found */
    kindNumber: "a number",
    /** true or false was found */
    kindBoolean: "a boolean",
    /** null was found */
    kindNull: "null",
    /**
     * the document is not UTF-8 or not JSON; detail is one of the reader's entries below
     * @param {number} line
     * @param {number} column
     * @param {string} detail
     * @returns {string}
     */
    invalidJSON(line, column, detail) { return `invalid JSON at line ${line}, column ${column}: ${detail}`; },
    /**
     * arrays and objects nest deeper than the reader allows
     * @param {number} depth
     * @param {number} line
     * @param {number} column
     * @returns {string}
     */
    depthLimit(depth, line, column) { return `nesting deeper than ${depth} levels at line ${line}, column ${column}`; },
    /**
     * an object repeats a member name
     * @param {string} path
     * @param {string} name
     * @returns {string}
     */
    duplicateKey(path, name) { return `${path}: duplicate member name ${quoted(name)}`; },
    /**
     * an unexpected byte is a printable ASCII character
     * @param {string} character
     * @returns {string}
     */
    printableByte(character) { return `'${character}'`; },
    /**
     * an unexpected byte is anything else
     * @param {string} hex
     * @returns {string}
     */
    otherByte(hex) { return `byte 0x${hex}`; },
    /** the input ends inside an object */
    endInObject: "unexpected end of input (expected ',' or '}')",
    /** the input ends inside an array */
    endInArray: "unexpected end of input (expected ',' or ']')",
    /** the input ends where a value belongs */
    endBeforeValue: "unexpected end of input (expected a value)",
    /** the input ends where a member name belongs */
    endBeforeName: "unexpected end of input (expected a member name)",
    /** the input ends after a member name */
    endBeforeColon: "unexpected end of input (expected ':')",
    /**
     * an object member is followed by something else
     * @param {string} found
     * @returns {string}
     */
    afterMember(found) { return `expected ',' or '}' after an object member, found ${found}`; },
    /**
     * an array element is followed by something else
     * @param {string} found
     * @returns {string}
     */
    afterElement(found) { return `expected ',' or ']' after an array element, found ${found}`; },
    /**
     * more than whitespace follows the document's value
     * @param {string} found
     * @returns {string}
     */
    afterValue(found) { return `unexpected ${found} after the JSON value`; },
    /**
     * no JSON value starts here
     * @param {string} found
     * @returns {string}
     */
    expectedValue(found) { return `expected a value, found ${found}`; },
    /**
     * an object member does not start with a string
     * @param {string} found
     * @returns {string}
     */
    expectedName(found) { return `expected a member name in double quotes, found ${found}`; },
    /**
     * a member name is not followed by a colon
     * @param {string} found
     * @returns {string}
     */
    expectedColon(found) { return `expected ':' after a member name, found ${found}`; },
    /** one container holds more members than the tape can count */
    tooManyMembers: "an array or object with more than 2^28 members is too large for this reader",
    /** the tape would outgrow its positions */
    tooManyValues: "the document is too large for this reader (more than 2^32 values)",
    /** the input ends inside a string */
    unterminatedString: "unterminated string",
    /**
     * a string holds a raw control character
     * @param {string} hex
     * @returns {string}
     */
    controlCharacter(hex) { return `control character U+${hex} in a string must be escaped`; },
    /** a string outgrows the tape's counts */
    stringTooLong: "a string longer than 2^28 bytes, or past 4 GiB, is too large for this reader",
    /**
     * a high surrogate escape has no low one after it
     * @param {string} hex
     * @returns {string}
     */
    loneHighSurrogate(hex) { return `lone surrogate \\u${hex} (expected a \\uDC00–\\uDFFF escape after it)`; },
    /**
     * a low surrogate escape has no high one before it
     * @param {string} hex
     * @returns {string}
     */
    loneLowSurrogate(hex) { return `lone surrogate \\u${hex}`; },
    /**
     * a backslash is followed by a character JSON does not escape
     * @param {string} escape
     * @returns {string}
     */
    invalidEscape(escape) { return `invalid escape \\${escape}`; },
    /**
     * that character is not printable ASCII
     * @param {string} hex
     * @returns {string}
     */
    escapeByte(hex) { return `(byte 0x${hex})`; },
    /** the input ends inside a \u escape */
    unterminatedUnicodeEscape: "unterminated \\u escape",
    /** a \u escape is not followed by four hex digits */
    shortUnicodeEscape: "\\u must be followed by four hex digits",
    /**
     * a byte cannot start a UTF-8 sequence
     * @param {string} hex
     * @returns {string}
     */
    invalidUTF8Byte(hex) { return `invalid UTF-8 byte 0x${hex}`; },
    /**
     * a UTF-8 sequence is cut short or ill-formed
     * @param {string} hex
     * @returns {string}
     */
    invalidUTF8Sequence(hex) { return `invalid UTF-8 sequence starting with byte 0x${hex}`; },
    /** a minus sign is not followed by a digit */
    digitExpected: "expected a digit in a number",
    /** a number has a leading zero */
    leadingZero: "a number must not start with 0 followed by digits",
    /** a decimal point is not followed by a digit */
    fractionDigitExpected: "expected a digit after '.' in a number",
    /** an exponent has no digits */
    exponentDigitExpected: "expected a digit in a number's exponent",
    /**
     * a number overflows a double (its first 40 characters)
     * @param {string} text
     * @returns {string}
     */
    numberTooLarge(text) { return `number ${text} is too large for a double`; },
  },

  /** Why a document or a node could not be decoded (spec/render-snapshot.md §2.2) and what was expected of a value (§2.4). */
  Decoding: {
    /**
     * a failure or diagnostic with its JSON path in front
     * @param {string} path
     * @param {string} text
     * @returns {string}
     */
    located(path, text) { return `${path}: ${text}`; },
    /**
     * a node is not a JSON object
     * @param {string} found
     * @returns {string}
     */
    notAnObject(found) { return `expected an object, found ${found}`; },
    /**
     * a required field is absent
     * @param {string} expected
     * @returns {string}
     */
    missingField(expected) { return `is missing (expected ${expected})`; },
    /**
     * a value has the wrong JSON type
     * @param {string} expected
     * @param {string} found
     * @returns {string}
     */
    wrongType(expected, found) { return `expected ${expected}, found ${found}`; },
    /**
     * a required enum field holds a string outside its cases
     * @param {string} value
     * @param {string[]} allowed
     * @returns {string}
     */
    invalidValue(value, allowed) { return `${quoted(value)} is not one of ${allowed.join(", ")}`; },
    /** what a node's props member must be */
    expectedObject: "an object",
    /** what a node's type member must be */
    expectedNodeType: "a string naming the node type",
    /** what a string field, or an envelope's string member, must be */
    expectedString: "a string",
    /** what a number field must be */
    expectedNumber: "a number",
    /** what an integer field must be */
    expectedInteger: "an integer",
    /** what a boolean field must be */
    expectedBoolean: "a boolean",
    /** what a node field or the document's root must be */
    expectedNode: "a node",
    /** what a nodes field must be */
    expectedNodes: "an array of nodes",
    /**
     * what a records field must be; records is the record's owner made plural
     * @param {string} records
     * @returns {string}
     */
    expectedRecords(records) { return `an array of ${records}`; },
    /** what a stringList field must be */
    expectedStrings: "an array of strings",
    /** what a stringRows field must be */
    expectedStringRows: "an array of arrays of strings",
    /**
     * what an enum field must be; cases is the enum's list
     * @param {string} cases
     * @returns {string}
     */
    expectedCase(cases) { return `one of ${cases}`; },
  },

  /** What a diagnostic says about a decision the decoder made (spec/render-snapshot.md §2.4, §2.5). */
  Diagnostics: {
    /**
     * the document or its root failed; the snapshot is an Error line
     * @param {string} reason
     * @param {string} explanation
     * @returns {string}
     */
    rootFailed(reason, explanation) { return `cannot render (${reason}): ${explanation}`; },
    /**
     * an element of a known type was left out of children or items
     * @param {string} type
     * @param {string} failure
     * @returns {string}
     */
    droppedNode(type, failure) { return `dropped the ${type}: ${failure}`; },
    /**
     * an element without a known type was left out
     * @param {string} failure
     * @returns {string}
     */
    droppedElement(failure) { return `dropped this element: ${failure}`; },
    /**
     * a node's type is not in the vocabulary
     * @param {string} name
     * @returns {string}
     */
    unknownType(name) { return `unknown type ${quoted(name)}; rendered as Unknown`; },
    /**
     * a member the vocabulary does not define
     * @param {string} owner
     * @returns {string}
     */
    unknownMember(owner) { return `unknown member of ${owner}; ignored`; },
    /**
     * an optional field was null or of the wrong JSON type
     * @param {string} expected
     * @param {string} found
     * @param {string} outcome
     * @returns {string}
     */
    unusableOptional(expected, found, outcome) { return `expected ${expected}, found ${found}; ${outcome}`; },
    /**
     * an optional enum field held a string outside its cases
     * @param {string} value
     * @param {string[]} allowed
     * @param {string} outcome
     * @returns {string}
     */
    notInEnum(value, allowed, outcome) { return `${quoted(value)} is not one of ${allowed.join(", ")}; ${outcome}`; },
    /**
     * an integer field held a number outside its range or not whole
     * @param {number} minimum
     * @param {number} maximum
     * @param {number} value
     * @param {string} outcome
     * @returns {string}
     */
    integerOutOfRange(minimum, maximum, value, outcome) { return `expected an integer from ${minimum} to ${maximum}, found ${formatNumber(value)}; ${outcome}`; },
    /**
     * an envelope's string member had another type
     * @param {string} expected
     * @param {string} found
     * @returns {string}
     */
    responseWrongType(expected, found) { return `expected ${expected}, found ${found}`; },
    /**
     * an envelope's string member was absent
     * @param {string} expected
     * @returns {string}
     */
    responseMissing(expected) { return `missing (expected ${expected})`; },
    /** the outcome: the field is left out */
    ignored: "ignored",
    /**
     * the outcome: the default is used
     * @param {string} value
     * @returns {string}
     */
    using(value) { return `using ${value}`; },
    /** what an integer field without a default uses: its outcome reads ignored */
    noLimit: "no limit",
  },

  /** Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and what was expected. */
  Vocabulary: {
    /**
     * a problem of the whole file
     * @param {string} file
     * @param {string} text
     * @returns {string}
     */
    inFile(file, text) { return `${file}: ${text}`; },
    /**
     * a problem at a JSON path of the file
     * @param {string} file
     * @param {string} path
     * @param {string} text
     * @returns {string}
     */
    atPath(file, path, text) { return `${file}: ${path}: ${text}`; },
    /**
     * the file is not JSON
     * @param {string} file
     * @param {string} failure
     * @returns {string}
     */
    notAVocabulary(file, failure) { return `${file}: not a vocabulary: ${failure}`; },
    /**
     * the file is over the size limit
     * @param {string} file
     * @param {number} bytes
     * @param {number} limit
     * @returns {string}
     */
    fileTooLarge(file, bytes, limit) { return `${file}: ${bytes} bytes; a vocabulary file is at most ${limit} bytes (spec/vocabulary.md §6)`; },
    /**
     * the same, without the file
     * @param {number} bytes
     * @param {number} limit
     * @returns {string}
     */
    tooLarge(bytes, limit) { return `${bytes} bytes (at most ${limit})`; },
    /**
     * a required member is absent
     * @param {string} expected
     * @returns {string}
     */
    missing(expected) { return `is missing (expected ${expected})`; },
    /**
     * a member the format does not define
     * @param {string[]} allowed
     * @returns {string}
     */
    unknownMember(allowed) { return `unknown member (expected one of ${allowed.join(", ")})`; },
    /**
     * format is not 1
     * @param {string} found
     * @returns {string}
     */
    unsupportedFormat(found) { return `format ${found} is not supported (expected 1)`; },
    /**
     * a name breaks its rule
     * @param {string} name
     * @param {string} what
     * @param {string} rule
     * @returns {string}
     */
    invalidName(name, what, rule) { return `${quoted(name)} is not ${what} (${rule})`; },
    /**
     * a field's type is not a field type
     * @param {string} name
     * @param {string[]} types
     * @returns {string}
     */
    unknownFieldType(name, types) { return `unknown field type ${quoted(name)} (expected one of ${types.join(", ")})`; },
    /**
     * a field names an enum the file does not define
     * @param {string} name
     * @returns {string}
     */
    unknownEnum(name) { return `unknown enum ${quoted(name)} (expected a name in "enums")`; },
    /**
     * a field names a record the file does not define
     * @param {string} name
     * @returns {string}
     */
    unknownRecord(name) { return `unknown record ${quoted(name)} (expected a name in "records")`; },
    /**
     * a name is defined twice
     * @param {string} what
     * @param {string} name
     * @param {string} first
     * @returns {string}
     */
    duplicate(what, name, first) { return `duplicate ${what} ${quoted(name)} (${first})`; },
    /**
     * a node type or record is defined twice
     * @param {string} what
     * @param {string} name
     * @param {string} first
     * @returns {string}
     */
    duplicateReplaceable(what, name, first) { return `duplicate ${what} ${quoted(name)} (${first}); list it in "replace" to redefine it`; },
    /** where the first definition is: in the vocabulary extended */
    inBase: "the base vocabulary has it",
    /**
     * where the first definition is: in the same file
     * @param {string} path
     * @returns {string}
     */
    firstAt(path) { return `first at ${path}`; },
    /**
     * a default of the wrong JSON type
     * @param {string} expected
     * @returns {string}
     */
    defaultWrongType(expected) { return `the default is not ${expected}`; },
    /**
     * an enum field's default is not one of its cases
     * @param {string} value
     * @param {string[]} cases
     * @returns {string}
     */
    defaultNotACase(value, cases) { return `default ${quoted(value)} is not one of ${cases.join(", ")}`; },
    /**
     * an integer field's default is outside its range
     * @param {number} minimum
     * @param {number} maximum
     * @returns {string}
     */
    defaultOutOfRange(minimum, maximum) { return `the default is outside ${minimum}…${maximum}`; },
    /**
     * a string field's absent word is a plain word
     * @param {string} word
     * @returns {string}
     */
    absentWord(word) { return `absent word ${quoted(word)} cannot be told apart from a string (expected "default" or "none")`; },
    /**
     * a member that this field type does not take
     * @param {string} member
     * @param {string} fieldType
     * @returns {string}
     */
    notAllowedFor(member, fieldType) { return `"${member}" is not allowed for a field of type ${fieldType}`; },
    /**
     * a record's field holds nodes or rows
     * @param {string} type
     * @returns {string}
     */
    heldInRecord(type) { return `a record's field cannot be of type ${type} (nodes and rows print below a node's line only)`; },
    /**
     * an envelope's field of another type
     * @param {string} type
     * @returns {string}
     */
    envelopeFieldType(type) { return `an envelope's field cannot be of type ${type} (expected its one node, or strings marked "expected")`; },
    /**
     * an optional field of a type with no absent value has no default
     * @param {string} fieldType
     * @returns {string}
     */
    needsDefault(fieldType) { return `an optional ${fieldType} field needs a "default"`; },
    /** an optional string field has both or neither */
    absentOrOmit: "an optional string has exactly one of \"absent\" and \"omitWhenAbsent\"",
    /** a field has a default and omitWhenAbsent */
    defaultOrOmit: "a field with a \"default\" is never absent, so it cannot be \"omitWhenAbsent\"",
    /**
     * something that may appear once appears twice
     * @param {string} what
     * @returns {string}
     */
    moreThanOne(what) { return `more than one ${what}`; },
    /** an envelope without its one required node */
    envelopeRoot: "an envelope has exactly one field of type node, and it is required",
    /** a file with extends and document */
    documentInExtension: "a vocabulary that extends another keeps its document shape (no \"document\")",
    /** a file with neither document nor extends */
    documentMissing: "is missing (expected the document shape, or \"extends\")",
    /**
     * replace names nothing of the base
     * @param {string} name
     * @returns {string}
     */
    replaceUnknown(name) { return `${quoted(name)} is not a node type or record of the base vocabulary`; },
    /**
     * files extend each other in a circle
     * @param {string[]} chain
     * @returns {string}
     */
    extendsCycle(chain) { return `extends cycle: ${chain.join(" → ")}`; },
    /**
     * too many files extend one another
     * @param {number} limit
     * @returns {string}
     */
    extendsTooDeep(limit) { return `extends chain deeper than ${limit}`; },
    /**
     * a count over its limit
     * @param {number} limit
     * @param {string} what
     * @returns {string}
     */
    limit(limit, what) { return `more than ${limit} ${what} (spec/vocabulary.md §6)`; },
  },

  /** The diff block's words and the characters it names (spec/diff-format.md §1, §2, §6.2, §7). */
  Diff: {
    /** the first side's name in a problem line */
    golden: "golden",
    /** the second side's name in a problem line */
    actual: "actual",
    /**
     * the side has no bytes (§2)
     * @param {string} side
     * @returns {string}
     */
    empty(side) { return `${side} is empty`; },
    /**
     * the side starts with EF BB BF (§2)
     * @param {string} side
     * @returns {string}
     */
    byteOrderMark(side) { return `${side} starts with a byte order mark`; },
    /**
     * the side contains CR LF (§2)
     * @param {string} side
     * @param {number} count
     * @param {number} line
     * @returns {string}
     */
    crlf(side, count, line) { return `${side} has CRLF line endings (${count} ${count === 1 ? "line" : "lines"}, first at line ${line})`; },
    /**
     * the side is not well-formed UTF-8 (§2)
     * @param {string} side
     * @param {number} line
     * @returns {string}
     */
    invalidUTF8(side, line) { return `${side} is not valid UTF-8 (first invalid byte on line ${line})`; },
    /**
     * the side's last byte is not LF (§2)
     * @param {string} side
     * @returns {string}
     */
    missingFinalNewline(side) { return `${side} has no final newline`; },
    /** the sides are equal after repair (§3) */
    noOtherDifferences: "no other differences",
    /**
     * the header's first line (§1)
     * @param {string} label
     * @returns {string}
     */
    goldenHeader(label) { return `--- golden ${label}`; },
    /** the header's second line (§1) */
    actualHeader: "+++ actual",
    /**
     * a hunk's first line (§4.2)
     * @param {number} goldenStart
     * @param {number} goldenCount
     * @param {number} actualStart
     * @param {number} actualCount
     * @returns {string}
     */
    hunkHeader(goldenStart, goldenCount, actualStart, actualCount) { return `@@ -${goldenStart},${goldenCount} +${actualStart},${actualCount} @@`; },
    /**
     * the block is longer than the cap (§7)
     * @param {number} hidden
     * @returns {string}
     */
    capped(hidden) { return `… ${hidden} more ${hidden === 1 ? "line" : "lines"} not shown`; },
    /**
     * a byte that is not part of well-formed UTF-8, two hex digits (§6.2)
     * @param {string} hex
     * @returns {string}
     */
    invalidByte(hex) { return `<0x${hex}>`; },
    /**
     * an escaped scalar, at least four hex digits (§6.2)
     * @param {string} hex
     * @returns {string}
     */
    codePoint(hex) { return `<U+${hex}>`; },
    /** U+000D on every line (§6.2) */
    carriageReturn: "␍",
    /** U+0009 on removed and added lines (§6.2) */
    tab: "␉",
    /** a trailing U+0020 on removed and added lines (§6.2) */
    trailingSpace: "·",
    /**
     * escaped on every line: controls, line and paragraph separators, bidi overrides and isolates (§6.2)
     * @param {number} value
     * @returns {boolean}
     */
    isAlwaysEscaped(value) { return (value >= 0x0000 && value <= 0x0008) || (value >= 0x000A && value <= 0x000C) || (value >= 0x000E && value <= 0x001F) || (value >= 0x007F && value <= 0x009F) || (value >= 0x2028 && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069); },
    /**
     * escaped on removed and added lines: spaces that are not U+0020, zero-width and format characters, variation selectors, fillers, the BOM, U+FFFD and tag characters (§6.2)
     * @param {number} value
     * @returns {boolean}
     */
    isInvisible(value) { return value === 0x00A0 || value === 0x00AD || value === 0x034F || value === 0x061C || value === 0x115F || value === 0x1160 || value === 0x17B4 || value === 0x17B5 || (value >= 0x180B && value <= 0x180F) || (value >= 0x2000 && value <= 0x200F) || value === 0x202F || (value >= 0x205F && value <= 0x2065) || (value >= 0x206A && value <= 0x206F) || value === 0x3000 || value === 0x3164 || (value >= 0xFE00 && value <= 0xFE0F) || value === 0xFEFF || value === 0xFFA0 || (value >= 0xFFF9 && value <= 0xFFFB) || value === 0xFFFD || (value >= 0xE0000 && value <= 0xE007F); },
  },
};
