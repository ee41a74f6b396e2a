package renderparity

// Generated from spec/messages.json by scripts/generate.py. Do not edit.

/**
 * The wording every implementation shares (spec/messages.json). Each entry's comment says when it is
 * said; the code that says it picks the entry and fills its holes, and words nothing itself.
 */
internal object Messages {
    /** The JSON reader's failures (spec/render-snapshot.md §1.2) and how a JSON value's type is named. */
    object JSON {
        /** a JSON object was found */
        const val kindObject: String = "an object"
        /** a JSON array was found */
        const val kindArray: String = "an array"
        /** a JSON string was found */
        const val kindString: String = "a string"
        /** a JSON number was found */
        const val kindNumber: String = "a number"
        /** true or false was found */
        const val kindBoolean: String = "a boolean"
        /** null was found */
        const val kindNull: String = "null"
        /** the document is not UTF-8 or not JSON; detail is one of the reader's entries below */
        fun invalidJSON(line: Long, column: Long, detail: String): String = "invalid JSON at line ${line}, column ${column}: ${detail}"
        /** arrays and objects nest deeper than the reader allows */
        fun depthLimit(depth: Long, line: Long, column: Long): String = "nesting deeper than ${depth} levels at line ${line}, column ${column}"
        /** an object repeats a member name */
        fun duplicateKey(path: String, name: String): String = "${path}: duplicate member name ${SnapshotString.quoted(name)}"
        /** an unexpected byte is a printable ASCII character */
        fun printableByte(character: String): String = "'${character}'"
        /** an unexpected byte is anything else */
        fun otherByte(hex: String): String = "byte 0x${hex}"
        /** the input ends inside an object */
        const val endInObject: String = "unexpected end of input (expected ',' or '}')"
        /** the input ends inside an array */
        const val endInArray: String = "unexpected end of input (expected ',' or ']')"
        /** the input ends where a value belongs */
        const val endBeforeValue: String = "unexpected end of input (expected a value)"
        /** the input ends where a member name belongs */
        const val endBeforeName: String = "unexpected end of input (expected a member name)"
        /** the input ends after a member name */
        const val endBeforeColon: String = "unexpected end of input (expected ':')"
        /** an object member is followed by something else */
        fun afterMember(found: String): String = "expected ',' or '}' after an object member, found ${found}"
        /** an array element is followed by something else */
        fun afterElement(found: String): String = "expected ',' or ']' after an array element, found ${found}"
        /** more than whitespace follows the document's value */
        fun afterValue(found: String): String = "unexpected ${found} after the JSON value"
        /** no JSON value starts here */
        fun expectedValue(found: String): String = "expected a value, found ${found}"
        /** an object member does not start with a string */
        fun expectedName(found: String): String = "expected a member name in double quotes, found ${found}"
        /** a member name is not followed by a colon */
        fun expectedColon(found: String): String = "expected ':' after a member name, found ${found}"
        /** one container holds more members than the tape can count */
        const val tooManyMembers: String = "an array or object with more than 2^28 members is too large for this reader"
        /** the tape would outgrow its positions */
        const val tooManyValues: String = "the document is too large for this reader (more than 2^32 values)"
        /** the input ends inside a string */
        const val unterminatedString: String = "unterminated string"
        /** a string holds a raw control character */
        fun controlCharacter(hex: String): String = "control character U+${hex} in a string must be escaped"
        /** a string outgrows the tape's counts */
        const val stringTooLong: String = "a string longer than 2^28 bytes, or past 4 GiB, is too large for this reader"
        /** a high surrogate escape has no low one after it */
        fun loneHighSurrogate(hex: String): String = "lone surrogate \\u${hex} (expected a \\uDC00–\\uDFFF escape after it)"
        /** a low surrogate escape has no high one before it */
        fun loneLowSurrogate(hex: String): String = "lone surrogate \\u${hex}"
        /** a backslash is followed by a character JSON does not escape */
        fun invalidEscape(escape: String): String = "invalid escape \\${escape}"
        /** that character is not printable ASCII */
        fun escapeByte(hex: String): String = "(byte 0x${hex})"
        /** the input ends inside a \u escape */
        const val unterminatedUnicodeEscape: String = "unterminated \\u escape"
        /** a \u escape is not followed by four hex digits */
        const val shortUnicodeEscape: String = "\\u must be followed by four hex digits"
        /** a byte cannot start a UTF-8 sequence */
        fun invalidUTF8Byte(hex: String): String = "invalid UTF-8 byte 0x${hex}"
        /** a UTF-8 sequence is cut short or ill-formed */
        fun invalidUTF8Sequence(hex: String): String = "invalid UTF-8 sequence starting with byte 0x${hex}"
        /** a minus sign is not followed by a digit */
        const val digitExpected: String = "expected a digit in a number"
        /** a number has a leading zero */
        const val leadingZero: String = "a number must not start with 0 followed by digits"
        /** a decimal point is not followed by a digit */
        const val fractionDigitExpected: String = "expected a digit after '.' in a number"
        /** an exponent has no digits */
        const val exponentDigitExpected: String = "expected a digit in a number's exponent"
        /** a number overflows a double (its first 40 characters) */
        fun numberTooLarge(text: String): String = "number ${text} is too large for a double"
    }

    /** Why a document or a node could not be decoded (spec/render-snapshot.md §2.2) and what was expected of a value (§2.4). */
    object Decoding {
        /** a failure or diagnostic with its JSON path in front */
        fun located(path: String, text: String): String = "${path}: ${text}"
        /** a node is not a JSON object */
        fun notAnObject(found: String): String = "expected an object, found ${found}"
        /** a required field is absent */
        fun missingField(expected: String): String = "is missing (expected ${expected})"
        /** a value has the wrong JSON type */
        fun wrongType(expected: String, found: String): String = "expected ${expected}, found ${found}"
        /** a required enum field holds a string outside its cases */
        fun invalidValue(value: String, allowed: kotlin.collections.List<String>): String = "${SnapshotString.quoted(value)} is not one of ${allowed.joinToString(", ")}"
        /** what a node's props member must be */
        const val expectedObject: String = "an object"
        /** what a node's type member must be */
        const val expectedNodeType: String = "a string naming the node type"
        /** what a string field, or an envelope's string member, must be */
        const val expectedString: String = "a string"
        /** what a number field must be */
        const val expectedNumber: String = "a number"
        /** what an integer field must be */
        const val expectedInteger: String = "an integer"
        /** what a boolean field must be */
        const val expectedBoolean: String = "a boolean"
        /** what a node field or the document's root must be */
        const val expectedNode: String = "a node"
        /** what a nodes field must be */
        const val expectedNodes: String = "an array of nodes"
        /** what a records field must be; records is the record's owner made plural */
        fun expectedRecords(records: String): String = "an array of ${records}"
        /** what a stringList field must be */
        const val expectedStrings: String = "an array of strings"
        /** what a stringRows field must be */
        const val expectedStringRows: String = "an array of arrays of strings"
        /** what an enum field must be; cases is the enum's list */
        fun expectedCase(cases: String): String = "one of ${cases}"
    }

    /** What a diagnostic says about a decision the decoder made (spec/render-snapshot.md §2.4, §2.5). */
    object Diagnostics {
        /** the document or its root failed; the snapshot is an Error line */
        fun rootFailed(reason: String, explanation: String): String = "cannot render (${reason}): ${explanation}"
        /** an element of a known type was left out of children or items */
        fun droppedNode(type: String, failure: String): String = "dropped the ${type}: ${failure}"
        /** an element without a known type was left out */
        fun droppedElement(failure: String): String = "dropped this element: ${failure}"
        /** a node's type is not in the vocabulary */
        fun unknownType(name: String): String = "unknown type ${SnapshotString.quoted(name)}; rendered as Unknown"
        /** a member the vocabulary does not define */
        fun unknownMember(owner: String): String = "unknown member of ${owner}; ignored"
        /** an optional field was null or of the wrong JSON type */
        fun unusableOptional(expected: String, found: String, outcome: String): String = "expected ${expected}, found ${found}; ${outcome}"
        /** an optional enum field held a string outside its cases */
        fun notInEnum(value: String, allowed: kotlin.collections.List<String>, outcome: String): String = "${SnapshotString.quoted(value)} is not one of ${allowed.joinToString(", ")}; ${outcome}"
        /** an integer field held a number outside its range or not whole */
        fun integerOutOfRange(minimum: Long, maximum: Long, value: Double, outcome: String): String = "expected an integer from ${minimum} to ${maximum}, found ${SnapshotNumber.format(value)}; ${outcome}"
        /** an envelope's string member had another type */
        fun responseWrongType(expected: String, found: String): String = "expected ${expected}, found ${found}"
        /** an envelope's string member was absent */
        fun responseMissing(expected: String): String = "missing (expected ${expected})"
        /** the outcome: the field is left out */
        const val ignored: String = "ignored"
        /** the outcome: the default is used */
        fun using(value: String): String = "using ${value}"
        /** what an integer field without a default uses: its outcome reads ignored */
        const val noLimit: String = "no limit"
    }

    /** Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and what was expected. */
    object Vocabulary {
        /** a problem of the whole file */
        fun inFile(file: String, text: String): String = "${file}: ${text}"
        /** a problem at a JSON path of the file */
        fun atPath(file: String, path: String, text: String): String = "${file}: ${path}: ${text}"
        /** the file is not JSON */
        fun notAVocabulary(file: String, failure: String): String = "${file}: not a vocabulary: ${failure}"
        /** the file is over the size limit */
        fun fileTooLarge(file: String, bytes: Long, limit: Long): String = "${file}: ${bytes} bytes; a vocabulary file is at most ${limit} bytes (spec/vocabulary.md §6)"
        /** the same, without the file */
        fun tooLarge(bytes: Long, limit: Long): String = "${bytes} bytes (at most ${limit})"
        /** a required member is absent */
        fun missing(expected: String): String = "is missing (expected ${expected})"
        /** a member the format does not define */
        fun unknownMember(allowed: kotlin.collections.List<String>): String = "unknown member (expected one of ${allowed.joinToString(", ")})"
        /** format is not 1 */
        fun unsupportedFormat(found: String): String = "format ${found} is not supported (expected 1)"
        /** a name breaks its rule */
        fun invalidName(name: String, what: String, rule: String): String = "${SnapshotString.quoted(name)} is not ${what} (${rule})"
        /** a field's type is not a field type */
        fun unknownFieldType(name: String, types: kotlin.collections.List<String>): String = "unknown field type ${SnapshotString.quoted(name)} (expected one of ${types.joinToString(", ")})"
        /** a field names an enum the file does not define */
        fun unknownEnum(name: String): String = "unknown enum ${SnapshotString.quoted(name)} (expected a name in \"enums\")"
        /** a field names a record the file does not define */
        fun unknownRecord(name: String): String = "unknown record ${SnapshotString.quoted(name)} (expected a name in \"records\")"
        /** a name is defined twice */
        fun duplicate(what: String, name: String, first: String): String = "duplicate ${what} ${SnapshotString.quoted(name)} (${first})"
        /** a node type or record is defined twice */
        fun duplicateReplaceable(what: String, name: String, first: String): String = "duplicate ${what} ${SnapshotString.quoted(name)} (${first}); list it in \"replace\" to redefine it"
        /** where the first definition is: in the vocabulary extended */
        const val inBase: String = "the base vocabulary has it"
        /** where the first definition is: in the same file */
        fun firstAt(path: String): String = "first at ${path}"
        /** a default of the wrong JSON type */
        fun defaultWrongType(expected: String): String = "the default is not ${expected}"
        /** an enum field's default is not one of its cases */
        fun defaultNotACase(value: String, cases: kotlin.collections.List<String>): String = "default ${SnapshotString.quoted(value)} is not one of ${cases.joinToString(", ")}"
        /** an integer field's default is outside its range */
        fun defaultOutOfRange(minimum: Long, maximum: Long): String = "the default is outside ${minimum}…${maximum}"
        /** a string field's absent word is a plain word */
        fun absentWord(word: String): String = "absent word ${SnapshotString.quoted(word)} cannot be told apart from a string (expected \"default\" or \"none\")"
        /** a member that this field type does not take */
        fun notAllowedFor(member: String, fieldType: String): String = "\"${member}\" is not allowed for a field of type ${fieldType}"
        /** a record's field holds nodes or rows */
        fun heldInRecord(type: String): String = "a record's field cannot be of type ${type} (nodes and rows print below a node's line only)"
        /** an envelope's field of another type */
        fun envelopeFieldType(type: String): String = "an envelope's field cannot be of type ${type} (expected its one node, or strings marked \"expected\")"
        /** an optional field of a type with no absent value has no default */
        fun needsDefault(fieldType: String): String = "an optional ${fieldType} field needs a \"default\""
        /** an optional string field has both or neither */
        const val absentOrOmit: String = "an optional string has exactly one of \"absent\" and \"omitWhenAbsent\""
        /** a field has a default and omitWhenAbsent */
        const val defaultOrOmit: String = "a field with a \"default\" is never absent, so it cannot be \"omitWhenAbsent\""
        /** something that may appear once appears twice */
        fun moreThanOne(what: String): String = "more than one ${what}"
        /** an envelope without its one required node */
        const val envelopeRoot: String = "an envelope has exactly one field of type node, and it is required"
        /** a file with extends and document */
        const val documentInExtension: String = "a vocabulary that extends another keeps its document shape (no \"document\")"
        /** a file with neither document nor extends */
        const val documentMissing: String = "is missing (expected the document shape, or \"extends\")"
        /** replace names nothing of the base */
        fun replaceUnknown(name: String): String = "${SnapshotString.quoted(name)} is not a node type or record of the base vocabulary"
        /** files extend each other in a circle */
        fun extendsCycle(chain: kotlin.collections.List<String>): String = "extends cycle: ${chain.joinToString(" → ")}"
        /** too many files extend one another */
        fun extendsTooDeep(limit: Long): String = "extends chain deeper than ${limit}"
        /** a count over its limit */
        fun limit(limit: Long, what: String): String = "more than ${limit} ${what} (spec/vocabulary.md §6)"
    }

    /** The diff block's words and the characters it names (spec/diff-format.md §1, §2, §6.2, §7). */
    object Diff {
        /** the first side's name in a problem line */
        const val golden: String = "golden"
        /** the second side's name in a problem line */
        const val actual: String = "actual"
        /** the side has no bytes (§2) */
        fun empty(side: String): String = "${side} is empty"
        /** the side starts with EF BB BF (§2) */
        fun byteOrderMark(side: String): String = "${side} starts with a byte order mark"
        /** the side contains CR LF (§2) */
        fun crlf(side: String, count: Long, line: Long): String = "${side} has CRLF line endings (${count} ${if (count == 1L) "line" else "lines"}, first at line ${line})"
        /** the side is not well-formed UTF-8 (§2) */
        fun invalidUTF8(side: String, line: Long): String = "${side} is not valid UTF-8 (first invalid byte on line ${line})"
        /** the side's last byte is not LF (§2) */
        fun missingFinalNewline(side: String): String = "${side} has no final newline"
        /** the sides are equal after repair (§3) */
        const val noOtherDifferences: String = "no other differences"
        /** the header's first line (§1) */
        fun goldenHeader(label: String): String = "--- golden ${label}"
        /** the header's second line (§1) */
        const val actualHeader: String = "+++ actual"
        /** a hunk's first line (§4.2) */
        fun hunkHeader(goldenStart: Long, goldenCount: Long, actualStart: Long, actualCount: Long): String = "@@ -${goldenStart},${goldenCount} +${actualStart},${actualCount} @@"
        /** the block is longer than the cap (§7) */
        fun capped(hidden: Long): String = "… ${hidden} more ${if (hidden == 1L) "line" else "lines"} not shown"
        /** a byte that is not part of well-formed UTF-8, two hex digits (§6.2) */
        fun invalidByte(hex: String): String = "<0x${hex}>"
        /** an escaped scalar, at least four hex digits (§6.2) */
        fun codePoint(hex: String): String = "<U+${hex}>"
        /** U+000D on every line (§6.2) */
        const val carriageReturn: String = "␍"
        /** U+0009 on removed and added lines (§6.2) */
        const val tab: String = "␉"
        /** a trailing U+0020 on removed and added lines (§6.2) */
        const val trailingSpace: String = "·"
        /** escaped on every line: controls, line and paragraph separators, bidi overrides and isolates (§6.2) */
        fun isAlwaysEscaped(value: Int): Boolean = when (value) {
            in 0x0000..0x0008, in 0x000A..0x000C, in 0x000E..0x001F, in 0x007F..0x009F, in 0x2028..0x202E, in 0x2066..0x2069 -> true
            else -> false
        }
        /** escaped on removed and added lines: spaces that are not U+0020, zero-width and format characters, variation selectors, fillers, the BOM, U+FFFD and tag characters (§6.2) */
        fun isInvisible(value: Int): Boolean = when (value) {
            0x00A0, 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, in 0x180B..0x180F, in 0x2000..0x200F, 0x202F, in 0x205F..0x2065, in 0x206A..0x206F, 0x3000, 0x3164, in 0xFE00..0xFE0F, 0xFEFF, 0xFFA0, in 0xFFF9..0xFFFB, 0xFFFD, in 0xE0000..0xE007F -> true
            else -> false
        }
    }
}
