import RenderParityJSON
import RenderParityText

/// Loads a vocabulary file (spec/vocabulary.md): reads it, follows `extends`, checks every
/// rule, hashes it (when the hash is first asked for: `LazyContentHash`) and compiles it. The built-in DSL goes through here too
/// (`Vocabulary.builtin`).
///
/// The core reads no files: `resolve` turns an `extends` reference into the base file's name
/// and bytes (the harness reads only regular files, with a size cap). Any failure is a
/// `VocabularyError` naming the file and the JSON path; nothing here traps, whatever the file.
public enum VocabularyLoader {
    /// Turns `reference` (an `extends` value other than `builtin`), found in `file`, into the
    /// base's name, as errors should name it and unique per file (cycles are found by it), and bytes.
    public typealias Resolve = (_ reference: String, _ file: String) throws(VocabularyError) -> (
        file: String, bytes: [UInt8]
    )

    /// The `extends` value that names the built-in DSL.
    public static let builtinReference = "builtin"

    public static func load(_ bytes: [UInt8], file: String, resolve: Resolve) throws(VocabularyError) -> Vocabulary {
        let (definition, hash) = try definition(bytes, file: file, resolve: resolve, chain: [])
        return try VocabularyCompiler.compile(definition, hash: hash, file: file)
    }

    /// A vocabulary that extends nothing, from bytes alone.
    public static func load(_ bytes: [UInt8], file: String) throws(VocabularyError) -> Vocabulary {
        try load(bytes, file: file) { _, file throws(VocabularyError) in
            throw VocabularyError(.unreadable("cannot follow \"extends\" here: only \"builtin\" is known"), in: file)
        }
    }

    /// The checked definition of `bytes` on top of its bases, and its content hash (§5).
    static func definition(_ bytes: [UInt8], file: String, resolve: Resolve, chain: [String]) throws(VocabularyError)
        -> (VocabularyDefinition, LazyContentHash)
    {
        guard bytes.count <= VocabularyLimits.fileBytes else {
            throw VocabularyError(.tooLarge(bytes: bytes.count, limit: VocabularyLimits.fileBytes), in: file)
        }
        let document: JSONDocument
        switch JSONReader.read(bytes) {
        case .failure(let failure): throw VocabularyError(.invalidJSON(failure), in: file)
        case .success(let read): document = read
        }
        // The closure returns the pair and throws its `VocabularyError` untyped: a `Result` of a
        // tuple, or optionals of the definition that carried it out, had their metadata made at
        // run time on first use, 0.1–0.2M instructions of every process's start-up.
        do {
            return try document.withTape { tape throws -> (VocabularyDefinition, LazyContentHash) in
                guard let reference = try VocabularyParser.extends(of: tape, file: file) else {
                    var parser = try VocabularyParser(tape: tape, file: file, base: nil)
                    // Worked out when first asked for (`LazyContentHash`).
                    return (try parser.parse(), LazyContentHash { ContentHash.sha256(bytes) })
                }
                let (baseDefinition, baseHash) = try self.base(reference, of: file, resolve: resolve, chain: chain)
                var parser = try VocabularyParser(tape: tape, file: file, base: baseDefinition)
                // On top of a base, from its hash.
                return (
                    try parser.parse(),
                    LazyContentHash { ContentHash.sha256(Array(baseHash.value.utf8) + [0x0A] + bytes) }
                )
            }
        } catch let error as VocabularyError {
            throw error
        } catch {
            // Nothing else is thrown in there; should it ever be, it is still a load that failed.
            throw VocabularyError(.unreadable("\(error)"), in: file)
        }
    }

    static func base(_ reference: String, of file: String, resolve: Resolve, chain: [String]) throws(VocabularyError)
        -> (VocabularyDefinition, LazyContentHash)
    {
        let path = JSONPath.root.appending(key: "extends")
        guard chain.count + 1 < VocabularyLimits.extendsDepth else {
            throw VocabularyError(.extendsTooDeep(limit: VocabularyLimits.extendsDepth), in: file, at: path)
        }
        if reference == builtinReference {
            let builtin = Vocabulary.builtin
            return (builtin.definition, builtin.identity.content)
        }
        let baseFile: String
        let bytes: [UInt8]
        do throws(VocabularyError) {
            (baseFile, bytes) = try resolve(reference, file)
        } catch {
            // The resolver words why; the error points at the `extends` that asked.
            throw error.path == .root && error.file == file ? VocabularyError(error.problem, in: file, at: path) : error
        }
        if baseFile == file || chain.contains(baseFile) {
            throw VocabularyError(.extendsCycle(chain + [file, baseFile]), in: file, at: path)
        }
        return try definition(bytes, file: baseFile, resolve: resolve, chain: chain + [file])
    }
}
