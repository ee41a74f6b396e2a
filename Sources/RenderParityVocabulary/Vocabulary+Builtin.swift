import RenderParityJSON
import RenderParityText

extension Vocabulary {
    /// The built-in DSL (spec/dsl-nodes.json), the default vocabulary: the file compiled into the
    /// package (`BuiltinVocabularyFile`), loaded by the same loader as any team's.
    ///
    /// It cannot fail on input: the file is part of the package, and a test loads it. If it ever
    /// stopped loading, the package itself would be broken, which must stop the process rather
    /// than let a run hold renderers to nothing.
    public static let builtin: Vocabulary = {
        do throws(VocabularyError) {
            return try VocabularyLoader.load(BuiltinVocabularyFile.bytes, file: VocabularyLoader.builtinReference)
        } catch {
            fatalError("the built-in vocabulary does not load: \(error.message)")
        }
    }()

    /// The built-in vocabulary's file, byte for byte (spec/dsl-nodes.json): what `builtin` loads,
    /// for whoever wants to load it as a team's file would be (parity-bench times exactly that).
    package static var builtinFile: [UInt8] { BuiltinVocabularyFile.bytes }
}
