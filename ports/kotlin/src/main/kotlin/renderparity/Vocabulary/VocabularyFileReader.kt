package renderparity

/**
 * Reads the members of a vocabulary file's objects with the path of each, turning every
 * mismatch into a `VocabularyError` that names the file and the path (spec/vocabulary.md §7).
 * Twin of `VocabularyFileReader.swift`.
 */
internal class VocabularyFileReader(val tape: JSONDocument, val file: String) {
    /** One object's members by name, in file order, with the object's path. */
    class Object(val path: JSONPath, val members: List<Pair<String, Int>>) {
        fun value(name: String): Int? = members.firstOrNull { it.first == name }?.second
        fun path(name: String): JSONPath = path.appending(name)
    }

    fun error(problem: VocabularyError.Problem, at: JSONPath): VocabularyException =
        VocabularyException(VocabularyError(problem, file, at))

    /**
     * The object at `index`, whose members must all be in `allowed` (`$comment` and `$schema`
     * are allowed everywhere: editors and schemas add them).
     */
    fun obj(index: Int, at: JSONPath, allowed: List<String>): Object {
        if (tape.kind(index) != JSONDocument.Kind.OBJECT) {
            throw error(VocabularyError.Problem.WrongType("an object", tape.kind(index)), at)
        }
        val members = ArrayList<Pair<String, Int>>()
        for (member in tape.members(index)) {
            val name = tape.string(member.key)
            if (name !in allowed && name != "\$comment" && name != "\$schema") {
                throw error(VocabularyError.Problem.UnknownMember(allowed), at.appending(name))
            }
            members.add(Pair(name, member.value))
        }
        return Object(at, members)
    }

    fun string(obj: Object, name: String): String? {
        val value = obj.value(name) ?: return null
        if (tape.kind(value) != JSONDocument.Kind.STRING) {
            throw error(VocabularyError.Problem.WrongType("a string", tape.kind(value)), obj.path(name))
        }
        return tape.string(value)
    }

    fun requiredString(obj: Object, name: String): String =
        string(obj, name) ?: throw error(VocabularyError.Problem.Missing("a string"), obj.path(name))

    fun bool(obj: Object, name: String): Boolean {
        val value = obj.value(name) ?: return false
        return when (tape.kind(value)) {
            JSONDocument.Kind.TRUE -> true
            JSONDocument.Kind.FALSE -> false
            else -> throw error(VocabularyError.Problem.WrongType("true or false", tape.kind(value)), obj.path(name))
        }
    }

    /** An integral number within ±2^53 (what every port reads exactly). */
    fun integer(obj: Object, name: String): Long? {
        val value = obj.value(name) ?: return null
        return integer(value) ?: throw error(VocabularyError.Problem.WrongType("an integer", tape.kind(value)), obj.path(name))
    }

    fun integer(value: Int): Long? {
        if (tape.kind(value) != JSONDocument.Kind.NUMBER) return null
        val number = tape.number(value)
        if (Math.abs(number) > 9_007_199_254_740_992.0 || Math.floor(number) != number) return null
        return number.toLong()
    }

    /** The elements of the array member `name` (empty when absent). */
    fun array(obj: Object, name: String): List<Int> {
        val value = obj.value(name) ?: return emptyList()
        if (tape.kind(value) != JSONDocument.Kind.ARRAY) {
            throw error(VocabularyError.Problem.WrongType("an array", tape.kind(value)), obj.path(name))
        }
        return tape.elements(value).map { it.value }
    }

    /** The strings of the array member `name`. */
    fun strings(obj: Object, name: String): List<String> {
        val result = ArrayList<String>()
        for ((position, element) in array(obj, name).withIndex()) {
            if (tape.kind(element) != JSONDocument.Kind.STRING) {
                throw error(VocabularyError.Problem.WrongType("a string", tape.kind(element)), obj.path(name).appending(position))
            }
            result.add(tape.string(element))
        }
        return result
    }
}
