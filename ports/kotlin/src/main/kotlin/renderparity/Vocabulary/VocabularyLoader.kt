package renderparity

/**
 * Loads a vocabulary file (spec/vocabulary.md): reads it, follows `extends`, checks every rule,
 * hashes it and compiles it. The built-in DSL goes through here too (`Vocabulary.builtin`).
 * Twin of `VocabularyLoader.swift`.
 *
 * The loader reads no files: `resolve` turns an `extends` reference into the base file's name and
 * bytes (the command line and `ParityCorpus` read only regular files, with a size cap). Any
 * failure is a `VocabularyException` carrying a `VocabularyError` that names the file and the
 * JSON path; nothing here fails any other way, whatever the file.
 */
object VocabularyLoader {
    /** A base file as `Resolve` found it: its name, as errors should name it and unique per file (cycles are found by it), and bytes. */
    class Source(val file: String, val bytes: ByteArray)

    /** The `extends` value that names the built-in DSL. */
    const val builtinReference: String = "builtin"

    /**
     * `bytes` (named `file` in errors) compiled; `resolve(reference, file)` turns an `extends`
     * value other than `builtin`, found in `file`, into its `Source`, or throws a `VocabularyException`.
     */
    @JvmStatic
    fun load(bytes: ByteArray, file: String, resolve: (reference: String, file: String) -> Source): Vocabulary {
        val (definition, hash) = definition(bytes, file, resolve, emptyList())
        return VocabularyCompiler.compile(definition, hash)
    }

    /** A vocabulary that extends nothing but `builtin`, from bytes alone. */
    @JvmStatic
    fun load(bytes: ByteArray, file: String): Vocabulary = load(bytes, file) { _, from ->
        throw VocabularyException(VocabularyError(
            VocabularyError.Problem.Unreadable("cannot follow \"extends\" here: only \"builtin\" is known"), from))
    }

    /** The checked definition of `bytes` on top of its bases, and its content hash (§5). */
    internal fun definition(bytes: ByteArray, file: String, resolve: (String, String) -> Source, chain: List<String>):
        Pair<VocabularyDefinition, String> {
        if (bytes.size > VocabularyLimits.fileBytes) {
            throw VocabularyException(VocabularyError(VocabularyError.Problem.TooLarge(bytes.size, VocabularyLimits.fileBytes), file))
        }
        val tape = when (val read = JSONReader.read(bytes)) {
            is JSONReadResult.Failure -> throw VocabularyException(VocabularyError(VocabularyError.Problem.InvalidJSON(read.failure), file))
            is JSONReadResult.Success -> read.document
        }
        val reference = VocabularyParser.extends(tape, file)
        val base = if (reference != null) base(reference, file, resolve, chain) else null
        val definition = VocabularyParser(tape, file, base?.first).parse()
        val hash = if (base != null) ContentHash.sha256((base.second + "\n").toByteArray(Charsets.UTF_8) + bytes)
                   else ContentHash.sha256(bytes)
        return Pair(definition, hash)
    }

    internal fun base(reference: String, file: String, resolve: (String, String) -> Source, chain: List<String>):
        Pair<VocabularyDefinition, String> {
        val path = JSONPath.root.appending("extends")
        if (chain.size + 1 >= VocabularyLimits.extendsDepth) {
            throw VocabularyException(VocabularyError(VocabularyError.Problem.ExtendsTooDeep(VocabularyLimits.extendsDepth), file, path))
        }
        if (reference == builtinReference) {
            val builtin = Vocabulary.builtin
            return Pair(builtin.definition, builtin.identity.hash)
        }
        val source = try {
            resolve(reference, file)
        } catch (failure: VocabularyException) {
            // The resolver words why; the error points at the `extends` that asked.
            val error = failure.error
            throw if (error.path == JSONPath.root && error.file == file) VocabularyException(VocabularyError(error.problem, file, path)) else failure
        }
        if (source.file == file || source.file in chain) {
            throw VocabularyException(VocabularyError(VocabularyError.Problem.ExtendsCycle(chain + file + source.file), file, path))
        }
        return definition(source.bytes, source.file, resolve, chain + file)
    }
}
