package renderparity

/**
 * The built-in DSL as a `Vocabulary` (`Vocabulary.builtin`): `spec/dsl-nodes.json`'s bytes,
 * generated into `BuiltinVocabularyFile`, loaded once by `VocabularyLoader` as any team's file is.
 * Twin of `Vocabulary+Builtin.swift`.
 *
 * It cannot fail on input: the file is part of the library, and a test loads it. If it ever
 * stopped loading, the library itself would be broken, which must stop the run rather than
 * let it hold renderers to nothing.
 */
internal object BuiltinVocabulary {
    val vocabulary: Vocabulary by lazy {
        try {
            VocabularyLoader.load(BuiltinVocabularyFile.bytes(), VocabularyLoader.builtinReference)
        } catch (failure: VocabularyException) {
            throw IllegalStateException("the built-in vocabulary does not load: ${failure.error.message}")
        }
    }
}
