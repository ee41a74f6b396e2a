package renderparity.commands

import renderparity.Vocabulary
import renderparity.VocabularyError
import renderparity.VocabularyException
import renderparity.VocabularyLimits
import renderparity.VocabularyLoader
import java.io.File

/**
 * Vocabulary files as the command line and `ParityCorpus` read them (spec/vocabulary.md §4, §8):
 * `builtin` or a path, each `extends` followed relative to the file that says it. The loader reads
 * no files; this is where they are read, as regular files of at most 1 MiB (`FileBytes`).
 * Every failure is the loader's one line (`VocabularyError.message`).
 */
object VocabularyFiles {
    /** The vocabulary at `path` (`builtin`: the built-in DSL); a failure is a `VocabularyException`. */
    @JvmStatic
    fun load(path: String): Vocabulary {
        if (path == VocabularyLoader.builtinReference) return Vocabulary.builtin
        return VocabularyLoader.load(read(path), path) { reference, file -> resolve(reference, file) }
    }

    /** The base an `extends` in `file` names: a path relative to `file`'s folder, named so in errors. */
    internal fun resolve(reference: String, file: String): VocabularyLoader.Source {
        val parent = File(file).parentFile
        val name = (if (parent == null) File(reference) else File(parent, reference)).toPath().normalize().toString()
        return VocabularyLoader.Source(name, read(name))
    }

    /**
     * A vocabulary file's bytes. One past the size limit is the loader's error (spec §6) without
     * reading it; any other failure (missing, a folder, a device) is `FileBytes`' wording.
     */
    private fun read(path: String): ByteArray {
        val file = File(path)
        val size = if (file.isFile) file.length() else 0L
        if (size > VocabularyLimits.fileBytes) {
            val bytes = if (size > Int.MAX_VALUE) Int.MAX_VALUE else size.toInt()
            throw VocabularyException(VocabularyError(VocabularyError.Problem.TooLarge(bytes, VocabularyLimits.fileBytes), path))
        }
        try {
            return FileBytes.read(file, VocabularyLimits.fileBytes.toLong())
        } catch (failure: CommandFailure) {
            val why = (failure.message ?: "").removePrefix("$path: ")
            throw VocabularyException(VocabularyError(VocabularyError.Problem.Unreadable(why), path))
        }
    }
}
