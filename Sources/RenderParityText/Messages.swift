// Generated from spec/messages.json by scripts/generate.py. Do not edit.

/// The wording every implementation shares (spec/messages.json). Each entry's comment says when it is
/// said; the code that says it picks the entry and fills its holes, and words nothing itself.
///
/// `@usableFromInline`: the decoder's inlinable streaming path says what a value must be.
@usableFromInline package enum Messages {
    /// The JSON reader's failures (spec/render-snapshot.md §1.2) and how a JSON value's type is named.
    @usableFromInline package enum JSON {
        /// a JSON object was found
        @usableFromInline package static let kindObject = "an object"
        /// a JSON array was found
        @usableFromInline package static let kindArray = "an array"
        /// a JSON string was found
        @usableFromInline package static let kindString = "a string"
        /// a JSON number was found
        @usableFromInline package static let kindNumber = "a number"
        /// true or false was found
        @usableFromInline package static let kindBoolean = "a boolean"
        /// null was found
        @usableFromInline package static let kindNull = "null"
        /// the document is not UTF-8 or not JSON; detail is one of the reader's entries below
        @usableFromInline package static func invalidJSON(line: Int, column: Int, detail: String) -> String {
            "invalid JSON at line \(line), column \(column): \(detail)"
        }
        /// arrays and objects nest deeper than the reader allows
        @usableFromInline package static func depthLimit(depth: Int, line: Int, column: Int) -> String {
            "nesting deeper than \(depth) levels at line \(line), column \(column)"
        }
        /// an object repeats a member name
        @usableFromInline package static func duplicateKey(path: String, name: String) -> String {
            "\(path): duplicate member name \(SnapshotString.quoted(name))"
        }
        /// an unexpected byte is a printable ASCII character
        @usableFromInline package static func printableByte(character: String) -> String { "'\(character)'" }
        /// an unexpected byte is anything else
        @usableFromInline package static func otherByte(hex: String) -> String { "byte 0x\(hex)" }
        /// the input ends inside an object
        @usableFromInline package static let endInObject = "unexpected end of input (expected ',' or '}')"
        /// the input ends inside an array
        @usableFromInline package static let endInArray = "unexpected end of input (expected ',' or ']')"
        /// the input ends where a value belongs
        @usableFromInline package static let endBeforeValue = "unexpected end of input (expected a value)"
        /// the input ends where a member name belongs
        @usableFromInline package static let endBeforeName = "unexpected end of input (expected a member name)"
        /// the input ends after a member name
        @usableFromInline package static let endBeforeColon = "unexpected end of input (expected ':')"
        /// an object member is followed by something else
        @usableFromInline package static func afterMember(found: String) -> String {
            "expected ',' or '}' after an object member, found \(found)"
        }
        /// an array element is followed by something else
        @usableFromInline package static func afterElement(found: String) -> String {
            "expected ',' or ']' after an array element, found \(found)"
        }
        /// more than whitespace follows the document's value
        @usableFromInline package static func afterValue(found: String) -> String {
            "unexpected \(found) after the JSON value"
        }
        /// no JSON value starts here
        @usableFromInline package static func expectedValue(found: String) -> String {
            "expected a value, found \(found)"
        }
        /// an object member does not start with a string
        @usableFromInline package static func expectedName(found: String) -> String {
            "expected a member name in double quotes, found \(found)"
        }
        /// a member name is not followed by a colon
        @usableFromInline package static func expectedColon(found: String) -> String {
            "expected ':' after a member name, found \(found)"
        }
        /// one container holds more members than the tape can count
        @usableFromInline package static let tooManyMembers =
            "an array or object with more than 2^28 members is too large for this reader"
        /// the tape would outgrow its positions
        @usableFromInline package static let tooManyValues =
            "the document is too large for this reader (more than 2^32 values)"
        /// the input ends inside a string
        @usableFromInline package static let unterminatedString = "unterminated string"
        /// a string holds a raw control character
        @usableFromInline package static func controlCharacter(hex: String) -> String {
            "control character U+\(hex) in a string must be escaped"
        }
        /// a string outgrows the tape's counts
        @usableFromInline package static let stringTooLong =
            "a string longer than 2^28 bytes, or past 4 GiB, is too large for this reader"
        /// a high surrogate escape has no low one after it
        @usableFromInline package static func loneHighSurrogate(hex: String) -> String {
            "lone surrogate \\u\(hex) (expected a \\uDC00–\\uDFFF escape after it)"
        }
        /// a low surrogate escape has no high one before it
        @usableFromInline package static func loneLowSurrogate(hex: String) -> String { "lone surrogate \\u\(hex)" }
        /// a backslash is followed by a character JSON does not escape
        @usableFromInline package static func invalidEscape(escape: String) -> String { "invalid escape \\\(escape)" }
        /// that character is not printable ASCII
        @usableFromInline package static func escapeByte(hex: String) -> String { "(byte 0x\(hex))" }
        /// the input ends inside a \u escape
        @usableFromInline package static let unterminatedUnicodeEscape = "unterminated \\u escape"
        /// a \u escape is not followed by four hex digits
        @usableFromInline package static let shortUnicodeEscape = "\\u must be followed by four hex digits"
        /// a byte cannot start a UTF-8 sequence
        @usableFromInline package static func invalidUTF8Byte(hex: String) -> String { "invalid UTF-8 byte 0x\(hex)" }
        /// a UTF-8 sequence is cut short or ill-formed
        @usableFromInline package static func invalidUTF8Sequence(hex: String) -> String {
            "invalid UTF-8 sequence starting with byte 0x\(hex)"
        }
        /// a minus sign is not followed by a digit
        @usableFromInline package static let digitExpected = "expected a digit in a number"
        /// a number has a leading zero
        @usableFromInline package static let leadingZero = "a number must not start with 0 followed by digits"
        /// a decimal point is not followed by a digit
        @usableFromInline package static let fractionDigitExpected = "expected a digit after '.' in a number"
        /// an exponent has no digits
        @usableFromInline package static let exponentDigitExpected = "expected a digit in a number's exponent"
        /// a number overflows a double (its first 40 characters)
        @usableFromInline package static func numberTooLarge(text: String) -> String {
            "number \(text) is too large for a double"
        }
    }

    /// Why a document or a node could not be decoded (spec/render-snapshot.md §2.2) and what was expected of a value (§2.4).
    @usableFromInline package enum Decoding {
        /// a failure or diagnostic with its JSON path in front
        @usableFromInline package static func located(path: String, text: String) -> String { "\(path): \(text)" }
        /// a node is not a JSON object
        @usableFromInline package static func notAnObject(found: String) -> String {
            "expected an object, found \(found)"
        }
        /// a required field is absent
        @usableFromInline package static func missingField(expected: String) -> String {
            "is missing (expected \(expected))"
        }
        /// a value has the wrong JSON type
        @usableFromInline package static func wrongType(expected: String, found: String) -> String {
            "expected \(expected), found \(found)"
        }
        /// a required enum field holds a string outside its cases
        @usableFromInline package static func invalidValue(value: String, allowed: [String]) -> String {
            "\(SnapshotString.quoted(value)) is not one of \(allowed.joined(separator: ", "))"
        }
        /// what a node's props member must be
        @usableFromInline package static let expectedObject = "an object"
        /// what a node's type member must be
        @usableFromInline package static let expectedNodeType = "a string naming the node type"
        /// what a string field, or an envelope's string member, must be
        @usableFromInline package static let expectedString = "a string"
        /// what a number field must be
        @usableFromInline package static let expectedNumber = "a number"
        /// what an integer field must be
        @usableFromInline package static let expectedInteger = "an integer"
        /// what a boolean field must be
        @usableFromInline package static let expectedBoolean = "a boolean"
        /// what a node field or the document's root must be
        @usableFromInline package static let expectedNode = "a node"
        /// what a nodes field must be
        @usableFromInline package static let expectedNodes = "an array of nodes"
        /// what a records field must be; records is the record's owner made plural
        @usableFromInline package static func expectedRecords(records: String) -> String { "an array of \(records)" }
        /// what a stringList field must be
        @usableFromInline package static let expectedStrings = "an array of strings"
        /// what a stringRows field must be
        @usableFromInline package static let expectedStringRows = "an array of arrays of strings"
        /// what an enum field must be; cases is the enum's list
        @usableFromInline package static func expectedCase(cases: String) -> String { "one of \(cases)" }
    }

    /// What a diagnostic says about a decision the decoder made (spec/render-snapshot.md §2.4, §2.5).
    @usableFromInline package enum Diagnostics {
        /// the document or its root failed; the snapshot is an Error line
        @usableFromInline package static func rootFailed(reason: String, explanation: String) -> String {
            "cannot render (\(reason)): \(explanation)"
        }
        /// an element of a known type was left out of children or items
        @usableFromInline package static func droppedNode(type: String, failure: String) -> String {
            "dropped the \(type): \(failure)"
        }
        /// an element without a known type was left out
        @usableFromInline package static func droppedElement(failure: String) -> String {
            "dropped this element: \(failure)"
        }
        /// a node's type is not in the vocabulary
        @usableFromInline package static func unknownType(name: String) -> String {
            "unknown type \(SnapshotString.quoted(name)); rendered as Unknown"
        }
        /// a member the vocabulary does not define
        @usableFromInline package static func unknownMember(owner: String) -> String {
            "unknown member of \(owner); ignored"
        }
        /// an optional field was null or of the wrong JSON type
        @usableFromInline package static func unusableOptional(expected: String, found: String, outcome: String)
            -> String
        { "expected \(expected), found \(found); \(outcome)" }
        /// an optional enum field held a string outside its cases
        @usableFromInline package static func notInEnum(value: String, allowed: [String], outcome: String) -> String {
            "\(SnapshotString.quoted(value)) is not one of \(allowed.joined(separator: ", ")); \(outcome)"
        }
        /// an integer field held a number outside its range or not whole
        @usableFromInline package static func integerOutOfRange(
            minimum: Int, maximum: Int, value: Double, outcome: String
        ) -> String {
            "expected an integer from \(minimum) to \(maximum), found \(SnapshotNumber.format(value)); \(outcome)"
        }
        /// an envelope's string member had another type
        @usableFromInline package static func responseWrongType(expected: String, found: String) -> String {
            "expected \(expected), found \(found)"
        }
        /// an envelope's string member was absent
        @usableFromInline package static func responseMissing(expected: String) -> String {
            "missing (expected \(expected))"
        }
        /// the outcome: the field is left out
        @usableFromInline package static let ignored = "ignored"
        /// the outcome: the default is used
        @usableFromInline package static func using(value: String) -> String { "using \(value)" }
        /// what an integer field without a default uses: its outcome reads ignored
        @usableFromInline package static let noLimit = "no limit"
    }

    /// Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and what was expected.
    @usableFromInline package enum Vocabulary {
        /// a problem of the whole file
        @usableFromInline package static func inFile(file: String, text: String) -> String { "\(file): \(text)" }
        /// a problem at a JSON path of the file
        @usableFromInline package static func atPath(file: String, path: String, text: String) -> String {
            "\(file): \(path): \(text)"
        }
        /// the file is not JSON
        @usableFromInline package static func notAVocabulary(file: String, failure: String) -> String {
            "\(file): not a vocabulary: \(failure)"
        }
        /// the file is over the size limit
        @usableFromInline package static func fileTooLarge(file: String, bytes: Int, limit: Int) -> String {
            "\(file): \(bytes) bytes; a vocabulary file is at most \(limit) bytes (spec/vocabulary.md §6)"
        }
        /// the same, without the file
        @usableFromInline package static func tooLarge(bytes: Int, limit: Int) -> String {
            "\(bytes) bytes (at most \(limit))"
        }
        /// a required member is absent
        @usableFromInline package static func missing(expected: String) -> String {
            "is missing (expected \(expected))"
        }
        /// a member the format does not define
        @usableFromInline package static func unknownMember(allowed: [String]) -> String {
            "unknown member (expected one of \(allowed.joined(separator: ", ")))"
        }
        /// format is not 1
        @usableFromInline package static func unsupportedFormat(found: String) -> String {
            "format \(found) is not supported (expected 1)"
        }
        /// a name breaks its rule
        @usableFromInline package static func invalidName(name: String, what: String, rule: String) -> String {
            "\(SnapshotString.quoted(name)) is not \(what) (\(rule))"
        }
        /// a field's type is not a field type
        @usableFromInline package static func unknownFieldType(name: String, types: [String]) -> String {
            "unknown field type \(SnapshotString.quoted(name)) (expected one of \(types.joined(separator: ", ")))"
        }
        /// a field names an enum the file does not define
        @usableFromInline package static func unknownEnum(name: String) -> String {
            "unknown enum \(SnapshotString.quoted(name)) (expected a name in \"enums\")"
        }
        /// a field names a record the file does not define
        @usableFromInline package static func unknownRecord(name: String) -> String {
            "unknown record \(SnapshotString.quoted(name)) (expected a name in \"records\")"
        }
        /// a name is defined twice
        @usableFromInline package static func duplicate(what: String, name: String, first: String) -> String {
            "duplicate \(what) \(SnapshotString.quoted(name)) (\(first))"
        }
        /// a node type or record is defined twice
        @usableFromInline package static func duplicateReplaceable(what: String, name: String, first: String) -> String
        { "duplicate \(what) \(SnapshotString.quoted(name)) (\(first)); list it in \"replace\" to redefine it" }
        /// where the first definition is: in the vocabulary extended
        @usableFromInline package static let inBase = "the base vocabulary has it"
        /// where the first definition is: in the same file
        @usableFromInline package static func firstAt(path: String) -> String { "first at \(path)" }
        /// a default of the wrong JSON type
        @usableFromInline package static func defaultWrongType(expected: String) -> String {
            "the default is not \(expected)"
        }
        /// an enum field's default is not one of its cases
        @usableFromInline package static func defaultNotACase(value: String, cases: [String]) -> String {
            "default \(SnapshotString.quoted(value)) is not one of \(cases.joined(separator: ", "))"
        }
        /// an integer field's default is outside its range
        @usableFromInline package static func defaultOutOfRange(minimum: Int, maximum: Int) -> String {
            "the default is outside \(minimum)…\(maximum)"
        }
        /// a string field's absent word is a plain word
        @usableFromInline package static func absentWord(word: String) -> String {
            "absent word \(SnapshotString.quoted(word)) cannot be told apart from a string (expected \"default\" or \"none\")"
        }
        /// a member that this field type does not take
        @usableFromInline package static func notAllowedFor(member: String, fieldType: String) -> String {
            "\"\(member)\" is not allowed for a field of type \(fieldType)"
        }
        /// a record's field holds nodes or rows
        @usableFromInline package static func heldInRecord(type: String) -> String {
            "a record's field cannot be of type \(type) (nodes and rows print below a node's line only)"
        }
        /// an envelope's field of another type
        @usableFromInline package static func envelopeFieldType(type: String) -> String {
            "an envelope's field cannot be of type \(type) (expected its one node, or strings marked \"expected\")"
        }
        /// an optional field of a type with no absent value has no default
        @usableFromInline package static func needsDefault(fieldType: String) -> String {
            "an optional \(fieldType) field needs a \"default\""
        }
        /// an optional string field has both or neither
        @usableFromInline package static let absentOrOmit =
            "an optional string has exactly one of \"absent\" and \"omitWhenAbsent\""
        /// a field has a default and omitWhenAbsent
        @usableFromInline package static let defaultOrOmit =
            "a field with a \"default\" is never absent, so it cannot be \"omitWhenAbsent\""
        /// something that may appear once appears twice
        @usableFromInline package static func moreThanOne(what: String) -> String { "more than one \(what)" }
        /// an envelope without its one required node
        @usableFromInline package static let envelopeRoot =
            "an envelope has exactly one field of type node, and it is required"
        /// a file with extends and document
        @usableFromInline package static let documentInExtension =
            "a vocabulary that extends another keeps its document shape (no \"document\")"
        /// a file with neither document nor extends
        @usableFromInline package static let documentMissing =
            "is missing (expected the document shape, or \"extends\")"
        /// replace names nothing of the base
        @usableFromInline package static func replaceUnknown(name: String) -> String {
            "\(SnapshotString.quoted(name)) is not a node type or record of the base vocabulary"
        }
        /// files extend each other in a circle
        @usableFromInline package static func extendsCycle(chain: [String]) -> String {
            "extends cycle: \(chain.joined(separator: " → "))"
        }
        /// too many files extend one another
        @usableFromInline package static func extendsTooDeep(limit: Int) -> String {
            "extends chain deeper than \(limit)"
        }
        /// a count over its limit
        @usableFromInline package static func limit(limit: Int, what: String) -> String {
            "more than \(limit) \(what) (spec/vocabulary.md §6)"
        }
    }

    /// The diff block's words and the characters it names (spec/diff-format.md §1, §2, §6.2, §7).
    @usableFromInline package enum Diff {
        /// the first side's name in a problem line
        @usableFromInline package static let golden = "golden"
        /// the second side's name in a problem line
        @usableFromInline package static let actual = "actual"
        /// the side has no bytes (§2)
        @usableFromInline package static func empty(side: String) -> String { "\(side) is empty" }
        /// the side starts with EF BB BF (§2)
        @usableFromInline package static func byteOrderMark(side: String) -> String {
            "\(side) starts with a byte order mark"
        }
        /// the side contains CR LF (§2)
        @usableFromInline package static func crlf(side: String, count: Int, line: Int) -> String {
            "\(side) has CRLF line endings (\(count) \(count == 1 ? "line" : "lines"), first at line \(line))"
        }
        /// the side is not well-formed UTF-8 (§2)
        @usableFromInline package static func invalidUTF8(side: String, line: Int) -> String {
            "\(side) is not valid UTF-8 (first invalid byte on line \(line))"
        }
        /// the side's last byte is not LF (§2)
        @usableFromInline package static func missingFinalNewline(side: String) -> String {
            "\(side) has no final newline"
        }
        /// the sides are equal after repair (§3)
        @usableFromInline package static let noOtherDifferences = "no other differences"
        /// the header's first line (§1)
        @usableFromInline package static func goldenHeader(label: String) -> String { "--- golden \(label)" }
        /// the header's second line (§1)
        @usableFromInline package static let actualHeader = "+++ actual"
        /// a hunk's first line (§4.2)
        @usableFromInline package static func hunkHeader(
            goldenStart: Int, goldenCount: Int, actualStart: Int, actualCount: Int
        ) -> String { "@@ -\(goldenStart),\(goldenCount) +\(actualStart),\(actualCount) @@" }
        /// the block is longer than the cap (§7)
        @usableFromInline package static func capped(hidden: Int) -> String {
            "… \(hidden) more \(hidden == 1 ? "line" : "lines") not shown"
        }
        /// a byte that is not part of well-formed UTF-8, two hex digits (§6.2)
        @usableFromInline package static func invalidByte(hex: String) -> String { "<0x\(hex)>" }
        /// an escaped scalar, at least four hex digits (§6.2)
        @usableFromInline package static func codePoint(hex: String) -> String { "<U+\(hex)>" }
        /// U+000D on every line (§6.2)
        @usableFromInline package static let carriageReturn = "␍"
        /// U+0009 on removed and added lines (§6.2)
        @usableFromInline package static let tab = "␉"
        /// a trailing U+0020 on removed and added lines (§6.2)
        @usableFromInline package static let trailingSpace = "·"
        /// escaped on every line: controls, line and paragraph separators, bidi overrides and isolates (§6.2)
        @usableFromInline package static func isAlwaysEscaped(_ value: UInt32) -> Bool {
            switch value {
            case 0x0000...0x0008, 0x000A...0x000C, 0x000E...0x001F, 0x007F...0x009F, 0x2028...0x202E, 0x2066...0x2069:
                true
            default: false
            }
        }
        /// escaped on removed and added lines: spaces that are not U+0020, zero-width and format characters, variation selectors, fillers, the BOM, U+FFFD and tag characters (§6.2)
        @usableFromInline package static func isInvisible(_ value: UInt32) -> Bool {
            switch value {
            case 0x00A0, 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x2000...0x200F,
                0x202F, 0x205F...0x2065, 0x206A...0x206F, 0x3000, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0,
                0xFFF9...0xFFFB, 0xFFFD, 0xE0000...0xE007F:
                true
            default: false
            }
        }
    }
}
