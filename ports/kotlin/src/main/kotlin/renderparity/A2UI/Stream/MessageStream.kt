package renderparity

/**
 * The messages of a stream, each with the JSON path errors name it by (spec/a2ui.md §3.1):
 * a JSON array of messages (`$[2]`), an object with a `messages` array, as A2UI's list
 * wrapper and its published example files are (`$.messages[2]`; other members are ignored),
 * or JSON Lines, one message a line, blank lines skipped (`$[2]` is the third message).
 * Twin of `MessageStream.swift`; a failure is thrown as an `A2UIException`.
 */
object MessageStream {
    class Message(val message: A2UIValue, val path: JSONPath)

    fun messages(bytes: ByteArray): List<Message> {
        val document = when (val result = JSONReader.read(bytes)) {
            is JSONReadResult.Failure -> return jsonLines(bytes, result.failure)
            is JSONReadResult.Success -> result.document
        }
        val value = A2UIValue.of(document, document.root)
        return when (value) {
            is A2UIValue.Arr -> value.elements.mapIndexed { position, element -> Message(element, JSONPath.root.appending(position)) }
            is A2UIValue.Obj -> {
                val list = value.members["messages"]
                    // A stream of one JSON Lines line.
                    ?: return listOf(Message(value, JSONPath.root.appending(0)))
                val at = JSONPath.root.appending("messages")
                val elements = list.array
                    ?: throw A2UIException(A2UIFailure.WrongType("an array of messages", list.typeName, at))
                elements.mapIndexed { position, element -> Message(element, at.appending(position)) }
            }
            else -> throw A2UIException(A2UIFailure.NotAStream(value.kind))
        }
    }

    /**
     * One message a line. When no line break separates values, the whole stream's failure
     * is the one to report: it was meant as a single document.
     */
    fun jsonLines(bytes: ByteArray, whole: JSONReadFailure): List<Message> {
        val lines = ArrayList<ByteArray>()
        var start = 0
        for (offset in 0..bytes.size) {
            if (offset == bytes.size || bytes[offset].toInt() == 0x0A) {
                lines.add(bytes.copyOfRange(start, offset))
                start = offset + 1
            }
        }
        val filled = lines.withIndex().filter { line -> !line.value.all { it.toInt() == 0x20 || it.toInt() == 0x09 || it.toInt() == 0x0D } }
        if (filled.size <= 1) throw A2UIException(A2UIFailure.Unreadable(whole, null))
        val messages = ArrayList<Message>()
        for ((lineNumber, line) in filled) {
            when (val result = JSONReader.read(line)) {
                is JSONReadResult.Failure -> throw A2UIException(A2UIFailure.Unreadable(result.failure, lineNumber + 1))
                is JSONReadResult.Success -> {
                    val document = result.document
                    messages.add(Message(A2UIValue.of(document, document.root), JSONPath.root.appending(messages.size)))
                }
            }
        }
        return messages
    }
}
