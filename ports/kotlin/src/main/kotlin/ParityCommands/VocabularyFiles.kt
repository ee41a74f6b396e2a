package renderparity.commands

import renderparity.Vocabulary
import renderparity.VocabularyError
import renderparity.VocabularyException
import renderparity.VocabularyLimits
import renderparity.VocabularyLoader
import java.io.File
import java.io.IOException

/**
 * Reads vocabulary files for the command line and `ParityCorpus` (spec/vocabulary.md): the file
 * given, and each file its `extends` names, relative to the file that names it. Twin of the Swift
 * harness's `VocabularyFile.swift`. Only regular files are read, at most 1 MiB each (`FileBytes`).
 * Errors name a file as the user gave it (`vocab/acme.json`, and its base as `vocab/base.json`);
 * two names of one file (a symlink, `./`, `..`) are the same file by its canonical path, which is
 * how an `extends` cycle is found whatever it is spelled like. Every failure is the loader's one
 * line, as a `VocabularyException`.
 */
object VocabularyFiles {
    /** The vocabulary of the file at `path`, named `name` in errors (what the user wrote); `builtin` is the built-in DSL. */
    @JvmStatic
    @JvmOverloads
    fun load(path: String, name: String = path): Vocabulary {
        if (name == VocabularyLoader.builtinReference) return Vocabulary.builtin
        val files = Files()
        return VocabularyLoader.load(files.read(path, name), name) { reference, file -> files.resolve(reference, file) }
    }

    /** The files one load has read: each name's path, and the name each canonical path was first read under. */
    private class Files {
        val paths = HashMap<String, String>()
        val names = HashMap<String, String>()

        /** The bytes of `path`; remembers it as `name`. */
        fun read(path: String, name: String): ByteArray {
            val file = File(path)
            // One past the limit is the loader's error (spec §6), said without reading the file.
            if (file.isFile && file.length() > VocabularyLimits.fileBytes) {
                val size = if (file.length() > Int.MAX_VALUE) Int.MAX_VALUE else file.length().toInt()
                throw VocabularyException(VocabularyError(VocabularyError.Problem.TooLarge(size, VocabularyLimits.fileBytes), name))
            }
            val bytes = try {
                FileBytes.read(file, VocabularyLimits.fileBytes.toLong())
            } catch (failure: CommandFailure) {
                val why = (failure.message ?: "").removePrefix("$file: ")
                throw VocabularyException(VocabularyError(VocabularyError.Problem.Unreadable(why), name))
            }
            paths[name] = path
            canonical(path)?.let { if (it !in names) names[it] = name }
            return bytes
        }

        /** `reference` (an `extends` path) as named in the file called `file`: its name and bytes. A file read before under another name keeps that name, so the loader sees the cycle. */
        fun resolve(reference: String, file: String): VocabularyLoader.Source {
            // Lexically, as the name is spelled: `sub/../b.json` is `b.json` even where `sub` is no folder.
            val absolute = reference.startsWith("/")
            val path = if (absolute) reference else joined(paths[file] ?: file, reference)
            val spelled = if (absolute) reference else joined(file, reference)
            val known = canonical(path)?.let { names[it] }
            if (known != null) return VocabularyLoader.Source(known, read(path, known))
            return VocabularyLoader.Source(spelled, read(path, spelled))
        }

        private fun canonical(path: String): String? = try {
            File(path).takeIf { it.exists() }?.canonicalPath
        } catch (error: IOException) {
            null
        }
    }

    /** `reference` relative to the folder of `file`, both as the user wrote them, with `.` and `name/..` taken out: `vocab/acme.json` + `../base.json` is `base.json`. */
    @JvmStatic
    fun joined(file: String, reference: String): String {
        val parts = ArrayList(file.split("/").dropLast(1))
        for (part in reference.split("/").filter { it.length > 0 }) {
            when (part) {
                "." -> {}
                ".." -> if (parts.isNotEmpty() && parts.last() != ".." && parts.last() != "") parts.removeAt(parts.size - 1) else parts.add(part)
                else -> parts.add(part)
            }
        }
        val joined = parts.joinToString("/")
        return if (joined.length == 0) "." else joined
    }
}
