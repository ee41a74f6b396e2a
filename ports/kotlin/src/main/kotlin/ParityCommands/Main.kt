package renderparity.commands

import renderparity.A2UIStream
import renderparity.Bytewise
import renderparity.ControlCharacterEscaping
import renderparity.DocumentDecoder
import renderparity.IconMap
import renderparity.IconMapDecoding
import renderparity.IconResolution
import renderparity.RenderSnapshot
import renderparity.Vocabulary
import renderparity.VocabularyReport
import renderparity.diagnose
import java.io.File
import java.io.IOException
import java.io.OutputStream
import java.nio.file.Files
import java.nio.file.Path
import kotlin.system.exitProcess

/*
 * The port's command line. Twin of `Sources/ParityCommands/SnapshotCommand.swift`
 * (and of the `--resolution` part of `parity icons`).
 *
 *   java -jar parity-kotlin.jar snapshot [--vocabulary FILE] [--diagnostics] [--max-input-bytes N] FILE|-
 *       one snapshot on stdout; exit 0 even for an Error snapshot (why goes to stderr)
 *   java -jar parity-kotlin.jar snapshot --out DIR [--vocabulary FILE] [--diagnostics] FILE|DIR...
 *       many: FILE → DIR/<name>.txt; every *.json below a DIR argument → DIR/<relative path>.txt;
 *       --diagnostics: each document's diagnostics on stderr, as `parity snapshot --diagnostics FILE`
 *       prints them for one, so CI can hold their wording to the reference's in one process
 *   java -jar parity-kotlin.jar a2ui snapshot [--documents] [--vocabulary FILE] [FILE|-]
 *   java -jar parity-kotlin.jar a2ui snapshot --out DIR [--documents] [--vocabulary FILE] FILE|DIR...
 *       A2UI message streams' snapshots, or the surface documents the adapter writes (spec/a2ui.md)
 *   java -jar parity-kotlin.jar icons --resolution [--vocabulary FILE] [--map FILE] [--fixtures DIR] [--root DIR]
 *       the icon resolution golden (spec/icon-map.md §3)
 *   java -jar parity-kotlin.jar vocabulary [--vocabulary FILE] [FILE]
 *       the identity (spec/vocabulary.md §5), shape and node types of the vocabulary in use, or of FILE
 *
 * `--max-input-bytes N` (default 256 MiB) caps every file read (spec §1.1); a larger file is
 * reported, not read. The documents are written in the vocabulary in use (spec/vocabulary.md §8):
 * `--vocabulary FILE` (or `builtin`), else that of the project file (`renderparity.json`) of the
 * root (the nearest folder at or above this one with `test-fixtures/` or a project file), else
 * the built-in DSL. One that does not load is its one line and exit 2. `snapshot` reads each file
 * as that project file's `documents` says: JSON documents, or A2UI message streams (`"a2ui"`).
 *
 * Exit status: 0 done, 2 usage, input or environment error: one line on stderr, never a stack
 * trace (a full disk, a closed stdout, a heap too small for the input). A broken pipe on stdout
 * ends quietly, with status 2.
 */

private const val USAGE = """usage: parity-kotlin snapshot [--vocabulary FILE] [--diagnostics] [--max-input-bytes N] FILE|-
       parity-kotlin snapshot --out DIR [--vocabulary FILE] [--diagnostics] [--max-input-bytes N] FILE|DIR...
       parity-kotlin a2ui snapshot [--documents] [--vocabulary FILE] [--max-input-bytes N] [FILE|-]
       parity-kotlin a2ui snapshot --out DIR [--documents] [--vocabulary FILE] [--max-input-bytes N] FILE|DIR...
       parity-kotlin icons --resolution [--vocabulary FILE] [--map FILE] [--fixtures DIR] [--root DIR]
       parity-kotlin vocabulary [--vocabulary FILE] [FILE]
"""

/** Stops a command with a message on stderr and exit status 2 (Swift: `ParityError`). */
class CommandFailure(message: String) : Exception(message)

fun main(args: Array<String>) {
    val stdout = java.io.BufferedOutputStream(java.io.FileOutputStream(java.io.FileDescriptor.out))
    val status = try {
        try {
            run(args.toList(), stdout)
        } finally {
            stdout.flush()
        }
    } catch (failure: CommandFailure) {
        System.err.println("parity-kotlin: ${failure.message}")
        2
    } catch (error: IOException) {
        // Only stdout is written outside a per-file catch: a full disk, a closed pipe.
        if (error.message?.contains("Broken pipe") != true) System.err.println("parity-kotlin: cannot write to stdout: ${error.message}")
        2
    } catch (error: OutOfMemoryError) {
        System.err.println("parity-kotlin: out of memory (raise the JVM's -Xmx, or lower --max-input-bytes)")
        2
    }
    System.err.flush()
    exitProcess(status)
}

/** Runs one command; returns the exit status. */
fun run(arguments: List<String>, stdout: OutputStream): Int {
    val command = arguments.firstOrNull()
    if (command == null || command == "--help" || command == "-h" || command == "help") {
        (if (command == null) System.err else System.out).print(USAGE)
        return if (command == null) 2 else 0
    }
    val parsed = Arguments.parse(arguments.drop(1), flags = setOf("--diagnostics", "--resolution", "--documents"),
                                 options = setOf("--out", "--map", "--fixtures", "--root", "--max-input-bytes", "--vocabulary"))
    return when (command) {
        "snapshot" -> snapshotCommand(parsed, stdout)
        "a2ui" -> a2uiCommand(parsed, stdout)
        "icons" -> iconsCommand(parsed, stdout)
        "vocabulary" -> vocabularyCommand(parsed, stdout)
        else -> throw CommandFailure("unknown command '$command' (see 'parity-kotlin --help')")
    }
}

// MARK: - snapshot

private fun snapshotCommand(arguments: Arguments, stdout: OutputStream): Int {
    val maxBytes = maxInputBytes(arguments)
    val vocabulary = vocabularyInUse(arguments)
    val input = fixtureInput(arguments)
    val out = arguments.values["--out"]
    if (out != null) {
        val diagnostics: ((ByteArray) -> List<String>)? =
            if ("--diagnostics" in arguments.flags) { bytes -> DocumentDecoder.diagnose(bytes, vocabulary).diagnostics.map { it.toString() } }
            else null
        return snapshotMany(File(out), arguments.positionals, maxBytes, stdout, diagnostics) { input.snapshot(it, vocabulary) }
    }
    if (arguments.positionals.size > 1) throw CommandFailure("snapshot takes one FILE, or --out DIR with several")
    val source = arguments.positionals.firstOrNull() ?: "-"
    val name = if (source == "-") "<stdin>" else source
    val bytes = if (source == "-") FileBytes.readStandardInput(maxBytes) else readFile(File(source), maxBytes)
    if (input == FixtureInput.A2UI) return a2uiSnapshot(name, bytes, vocabulary, false, stdout)
    val snapshot = RenderSnapshot.make(bytes, vocabulary)
    stdout.write(snapshot)
    stdout.flush()
    // Decoded a second time only to say why: with --diagnostics, or for an `Error` line (§3.4).
    val failed = String(snapshot, 0, Math.min(snapshot.size, 6), Charsets.UTF_8) == "Error("
    if ("--diagnostics" !in arguments.flags && !failed) return 0
    val document = DocumentDecoder.diagnose(bytes, vocabulary)
    val failure = document.failure
    if ("--diagnostics" in arguments.flags) {
        for (diagnostic in document.diagnostics) System.err.println("$name: $diagnostic")
    } else if (failure != null) {
        System.err.println("$name: ${document.diagnostics.last()}")
    }
    return 0
}

/**
 * Writes `render` of every input; an unreadable input is reported on stderr and the rest still run
 * (exit 2). With `diagnostics`, each document's diagnostics follow on stderr, named by its path
 * (the DIR argument joined with the path below it), in the order the documents are written.
 */
private fun snapshotMany(outDirectory: File, inputs: List<String>, maxBytes: Long, stdout: OutputStream,
                         diagnostics: ((ByteArray) -> List<String>)? = null, render: (ByteArray) -> ByteArray): Int {
    if (inputs.isEmpty()) throw CommandFailure("snapshot --out DIR needs at least one FILE or DIR")
    var written = 0
    var failed = 0
    for (input in inputs) {
        val file = File(input)
        val jobs: List<Pair<File, String>> = if (file.isDirectory) {
            listFiles(file, ".json").map { Pair(File(file, it), goldenName(it)) }
        } else {
            listOf(Pair(file, if (file.name.endsWith(".json")) goldenName(file.name) else file.name + ".txt"))
        }
        for ((source, relative) in jobs) {
            try {
                val bytes = readFile(source, maxBytes)
                val snapshot = render(bytes)
                val target = File(outDirectory, relative)
                target.absoluteFile.parentFile.mkdirs()
                Files.write(target.toPath(), snapshot)
                written += 1
                if (diagnostics != null) for (line in diagnostics(bytes)) System.err.println("${source.path}: $line")
            } catch (failure: CommandFailure) {
                System.err.println("parity-kotlin: ${failure.message}")
                failed += 1
            } catch (error: IOException) {
                System.err.println("parity-kotlin: ${File(outDirectory, relative)}: cannot write: ${error.message}")
                failed += 1
            }
        }
    }
    stdout.write("wrote $written snapshots to $outDirectory\n".toByteArray(Charsets.UTF_8))
    return if (failed > 0) 2 else 0
}

// MARK: - a2ui

/**
 * `a2ui snapshot [FILE|-]`: one A2UI message stream's snapshot with an imported catalog's
 * vocabulary, or with `--documents` the surface documents the decoder reads, byte for byte
 * those of `parity a2ui snapshot --documents` (spec/a2ui.md §8). Twin of `A2UICommand.swift`.
 */
private fun a2uiCommand(arguments: Arguments, stdout: OutputStream): Int {
    if (arguments.positionals.firstOrNull() != "snapshot") throw CommandFailure("expected: a2ui snapshot [FILE|-]")
    val maxBytes = maxInputBytes(arguments)
    val vocabulary = vocabularyInUse(arguments)
    val documents = "--documents" in arguments.flags
    val out = arguments.values["--out"]
    if (out != null) {
        return snapshotMany(File(out), arguments.positionals.drop(1), maxBytes, stdout) {
            if (documents) A2UIStream.documentsText(it, vocabulary) else A2UIStream.snapshot(it, vocabulary)
        }
    }
    if (arguments.positionals.size > 2) throw CommandFailure("one stream at a time; use --out DIR for several")
    val source = arguments.positionals.getOrNull(1) ?: "-"
    val bytes = if (source == "-") FileBytes.readStandardInput(maxBytes) else readFile(File(source), maxBytes)
    return a2uiSnapshot(source, bytes, vocabulary, documents, stdout)
}

/** Writes a stream's snapshot (or its documents); a malformed stream's reason goes to stderr, and the exit is 0. */
private fun a2uiSnapshot(name: String, bytes: ByteArray, vocabulary: Vocabulary, documents: Boolean, stdout: OutputStream): Int {
    stdout.write(if (documents) A2UIStream.documentsText(bytes, vocabulary) else A2UIStream.snapshot(bytes, vocabulary))
    stdout.flush()
    val made = A2UIStream.documents(bytes, vocabulary)
    if (made is A2UIStream.Documents.Failure) System.err.println(ControlCharacterEscaping.escaped("$name: ${made.failure.message}"))
    return 0
}

// MARK: - icons

private fun iconsCommand(arguments: Arguments, stdout: OutputStream): Int {
    if ("--resolution" !in arguments.flags) {
        throw CommandFailure("only 'icons --resolution' is ported; the report is the Swift tool's (see 'parity icons --help')")
    }
    if (arguments.positionals.isNotEmpty()) throw CommandFailure("unexpected argument '${arguments.positionals[0]}'")
    val explicitMap = arguments.values["--map"]
    val explicitFixtures = arguments.values["--fixtures"]
    val root = if (explicitMap == null || explicitFixtures == null) findRoot(arguments.values["--root"]) else null
    val project = if (root != null) ProjectFile.read(root) else null
    val vocabulary = if (project != null) vocabularyOrFail { project.loadVocabulary(arguments.values["--vocabulary"]) }
                     else vocabularyInUse(arguments)
    val mapFile = if (explicitMap != null) File(explicitMap) else File(root, "spec/icon-map.json")
    val fixtures = if (explicitFixtures != null) File(explicitFixtures) else project?.fixturesFolder ?: File(root, "test-fixtures")
    val map = when (val decoded = IconMap.decode(readFile(mapFile))) {
        is IconMapDecoding.Success -> decoded.map
        is IconMapDecoding.Failure -> throw CommandFailure("$mapFile: ${decoded.failure.message}")
    }
    if (!fixtures.isDirectory) throw CommandFailure("$fixtures: not a directory")
    stdout.write(IconResolution.golden(resolutionNames(map, fixtures, vocabulary), map))
    return 0
}

/** The names the resolution golden lists (spec/icon-map.md §3): every map key and every icon the fixtures use. */
@JvmOverloads
fun resolutionNames(map: IconMap, fixtures: File, vocabulary: Vocabulary = Vocabulary.builtin): List<String> {
    val names = ArrayList<String>(map.names)
    for (relative in listFiles(fixtures, ".json")) {
        val document = DocumentDecoder.diagnose(readFile(File(fixtures, relative)), vocabulary, collectIcons = true)
        for (use in document.icons) names.add(use.name)
    }
    return names
}

// MARK: - vocabulary

/** Prints the identity, shape and node types of the vocabulary in use, or of FILE (spec/vocabulary.md §5). */
private fun vocabularyCommand(arguments: Arguments, stdout: OutputStream): Int {
    if (arguments.positionals.size > 1) throw CommandFailure("unexpected argument '${arguments.positionals[1]}'")
    val file = arguments.positionals.firstOrNull()
    val vocabulary = if (file != null) vocabularyOrFail { VocabularyFiles.load(file) } else vocabularyInUse(arguments)
    stdout.write(VocabularyReport.text(vocabulary).toByteArray(Charsets.UTF_8))
    return 0
}

/**
 * The vocabulary of a command that needs no corpus: `--vocabulary FILE`, else the project's when
 * run inside one (`--root`, or the root found upwards), else the built-in DSL.
 */
private fun vocabularyInUse(arguments: Arguments): Vocabulary = vocabularyOrFail {
    val given = arguments.values["--vocabulary"]
    val root = if (given == null) rootOrNull(arguments.values["--root"]) else null
    when {
        given != null -> VocabularyFiles.load(given)
        root != null -> ProjectFile.read(root).loadVocabulary()
        else -> Vocabulary.builtin
    }
}

/** What `snapshot` reads its files as: the project file's `documents` when run inside a corpus, else JSON documents. */
private fun fixtureInput(arguments: Arguments): FixtureInput {
    val root = rootOrNull(arguments.values["--root"]) ?: return FixtureInput.JSON
    return ProjectFile.read(root).documents
}

/** `--root`, or the nearest folder at or above the current one with `test-fixtures/` or a project file. */
private fun findRoot(explicit: String?): File = rootOrNull(explicit)
    ?: throw CommandFailure("no RenderParity root (a folder with test-fixtures/ or ${ProjectFile.NAME}) at or above ${File("").absolutePath}; pass --root DIR")

private fun rootOrNull(explicit: String?): File? {
    if (explicit != null) return File(explicit)
    var folder: File? = File("").absoluteFile
    while (folder != null) {
        if (File(folder, ProjectFile.DEFAULT_FIXTURES).isDirectory || File(folder, ProjectFile.NAME).isFile) return folder
        folder = folder.parentFile
    }
    return null
}

// MARK: - Files

/** A file's bytes, at most `maxBytes`; failures become one line naming the file (`FileBytes`). */
fun readFile(file: File, maxBytes: Long = FileBytes.DEFAULT_MAX_INPUT_BYTES): ByteArray = FileBytes.read(file, maxBytes)

/** `--max-input-bytes N`: a whole number of bytes, 0 or more; 256 MiB when absent. */
fun maxInputBytes(arguments: Arguments): Long {
    val text = arguments.values["--max-input-bytes"] ?: return FileBytes.DEFAULT_MAX_INPUT_BYTES
    val value = if (text.isNotEmpty() && text.all { it in '0'..'9' }) text.toLongOrNull() else null
    return value ?: throw CommandFailure("--max-input-bytes needs a whole number of bytes, got '$text'")
}

/** The golden that goes with a fixture: `a/b.json` → `a/b.txt` (Swift: `Corpus.goldenName(forFixture:)`). */
fun goldenName(fixture: String): String = fixture.removeSuffix(".json") + ".txt"

/**
 * Regular files below `folder` whose names end in `suffix`, as `/`-separated paths
 * relative to it, sorted bytewise; hidden files and anything inside hidden folders
 * (a path component starting with `.`) are skipped, as in `Corpus.list`.
 */
fun listFiles(folder: File, suffix: String): List<String> {
    val base: Path = folder.toPath()
    val found = ArrayList<String>()
    try {
        val stream = Files.walk(base)
        try {
            for (path in stream.iterator()) {
                val relative = base.relativize(path)
                if (!relative.toString().endsWith(suffix) || relative.any { it.toString().startsWith(".") }) continue
                if (Files.isRegularFile(path)) found.add(relative.joinToString("/"))
            }
        } finally {
            stream.close()
        }
    } catch (error: IOException) {
        throw CommandFailure("$folder: cannot list: ${error.message}")
    } catch (error: java.io.UncheckedIOException) {
        throw CommandFailure("$folder: cannot list: ${error.cause?.message ?: error.message}")
    }
    return found.sortedWith(Bytewise)
}

/** `--flag`, `--option VALUE`, `--option=VALUE` and positionals; `--` ends options. */
class Arguments(val flags: Set<String>, val values: Map<String, String>, val positionals: List<String>) {
    companion object {
        fun parse(arguments: List<String>, flags: Set<String>, options: Set<String>): Arguments {
            val seenFlags = HashSet<String>()
            val values = HashMap<String, String>()
            val positionals = ArrayList<String>()
            var index = 0
            var optionsEnded = false
            while (index < arguments.size) {
                val argument = arguments[index]
                index += 1
                if (optionsEnded || !argument.startsWith("-") || argument == "-") {
                    positionals.add(argument)
                    continue
                }
                if (argument == "--") { optionsEnded = true; continue }
                val equals = argument.indexOf('=')
                val name = if (equals >= 0) argument.substring(0, equals) else argument
                when {
                    name in flags && equals < 0 -> seenFlags.add(name)
                    name in options && equals >= 0 -> values[name] = argument.substring(equals + 1)
                    name in options && index < arguments.size -> { values[name] = arguments[index]; index += 1 }
                    name in options -> throw CommandFailure("$name needs a value")
                    else -> throw CommandFailure("unknown option $name (see 'parity-kotlin --help')")
                }
            }
            return Arguments(seenFlags, values, positionals)
        }
    }
}

