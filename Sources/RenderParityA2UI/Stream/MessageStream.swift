import RenderParityJSON

/// The messages of a stream, each with the JSON path errors name it by (spec/a2ui.md §3.1):
/// a JSON array of messages (`$[2]`), an object with a `messages` array, as A2UI's list
/// wrapper and its published example files are (`$.messages[2]`; other members are ignored),
/// or JSON Lines, one message a line, blank lines skipped (`$[2]` is the third message).
package enum MessageStream {
    package static func messages(_ bytes: [UInt8]) -> Result<[(message: A2UIValue, path: JSONPath)], A2UIFailure> {
        switch JSONReader.read(bytes) {
        case .success(let document):
            let value = document.withTape { A2UIValue(tape: $0, index: $0.root) }
            switch value {
            case .array(let elements):
                return .success(elements.enumerated().map { ($1, JSONPath.root.appending(index: $0)) })
            case .object(let object):
                if let list = object["messages"] {
                    let at = JSONPath.root.appending(key: "messages")
                    guard let elements = list.array else {
                        return .failure(.wrongType(expected: "an array of messages", found: list.typeName, at: at))
                    }
                    return .success(elements.enumerated().map { ($1, at.appending(index: $0)) })
                }
                // A stream of one JSON Lines line.
                return .success([(value, JSONPath.root.appending(index: 0))])
            default:
                return .failure(.notAStream(found: value.kind))
            }
        case .failure(let whole):
            return jsonLines(bytes, whole: whole)
        }
    }

    /// One message a line. When no line break separates values, the whole stream's failure
    /// is the one to report: it was meant as a single document.
    static func jsonLines(_ bytes: [UInt8], whole: JSONReadFailure) -> Result<
        [(message: A2UIValue, path: JSONPath)], A2UIFailure
    > {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let filled = lines.enumerated().filter { !$0.element.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } }
        guard filled.count > 1 else { return .failure(.unreadable(whole, line: nil)) }
        var messages: [(message: A2UIValue, path: JSONPath)] = []
        for (lineNumber, line) in filled {
            switch JSONReader.read(Array(line)) {
            case .failure(let failure): return .failure(.unreadable(failure, line: lineNumber + 1))
            case .success(let document):
                let value = document.withTape { A2UIValue(tape: $0, index: $0.root) }
                messages.append((value, JSONPath.root.appending(index: messages.count)))
            }
        }
        return .success(messages)
    }
}
