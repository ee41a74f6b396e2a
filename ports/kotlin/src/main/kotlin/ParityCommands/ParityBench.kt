package renderparity.commands

import renderparity.RenderSnapshot
import java.io.File
import java.nio.file.Files
import kotlin.system.exitProcess

/*
 * The port's steady-state speed next to Swift's, on the same files in the same run (the
 * target: within 2× of Swift on the ~10 MB dashboard). Run by `ports/kotlin/bench.sh`; the README's
 * "Performance" section shows its output.
 *
 *   java -cp parity-kotlin.jar renderparity.commands.ParityBenchKt
 *       [--warmup SECONDS] [--runs N] [--rounds R] [--swift PROBE] FILE...
 *
 * Per file: `RenderSnapshot.make` runs for SECONDS to let the JIT settle, then R rounds of N
 * timed runs. With `--swift`, each round is followed by `PROBE --loop N+1 FILE` (Swift's
 * `RenderSnapshot.make(from:)`, its first, cold run dropped), so both sides see the same
 * machine load. The ratio is of the medians; nothing here asserts a time.
 */

private class Samples {
    val milliseconds = ArrayList<Double>()

    fun median(): Double {
        val sorted = milliseconds.sorted()
        val middle = sorted.size / 2
        return if (sorted.size % 2 == 1) sorted[middle] else (sorted[middle - 1] + sorted[middle]) / 2
    }

    fun describe(megabytes: Double): String {
        val median = median()
        return "%8.1f ms median [%.1f–%.1f]  %7.1f MB/s".format(median, milliseconds.min() ?: 0.0, milliseconds.max() ?: 0.0,
                                                             megabytes / (median / 1000))
    }
}

private class BenchOptions(arguments: List<String>) {
    var warmupSeconds = 5.0
    var runs = 10
    var rounds = 3
    var swift: String? = null
    val files = ArrayList<String>()

    init {
        var index = 0
        while (index < arguments.size) {
            val argument = arguments[index]
            val value = arguments.getOrNull(index + 1)
            when (argument) {
                "--warmup" -> { warmupSeconds = value?.toDoubleOrNull() ?: usage(); index += 1 }
                "--runs" -> { runs = value?.toIntOrNull()?.takeIf { it > 0 } ?: usage(); index += 1 }
                "--rounds" -> { rounds = value?.toIntOrNull()?.takeIf { it > 0 } ?: usage(); index += 1 }
                "--swift" -> { swift = value ?: usage(); index += 1 }
                else -> if (argument.startsWith("-")) usage() else files.add(argument)
            }
            index += 1
        }
        if (files.isEmpty()) usage()
    }

    private fun usage(): Nothing {
        System.err.println("usage: ParityBench [--warmup SECONDS] [--runs N] [--rounds R] [--swift PROBE] FILE...")
        exitProcess(2)
    }
}

/** Swift's runs of one round: `PROBE --loop N FILE` prints "milliseconds snapshot-bytes" per run. */
private fun swiftRound(probe: String, file: String, runs: Int, expectedSize: Int, into: Samples) {
    val process = ProcessBuilder(probe, "--loop", (runs + 1).toString(), file).redirectErrorStream(true).start()
    val lines = process.inputStream.bufferedReader().readLines()
    if (process.waitFor() != 0 || lines.size != runs + 1) {
        System.err.println("ParityBench: $probe --loop failed: ${lines.take(3).joinToString(" ")}")
        exitProcess(2)
    }
    for (line in lines.drop(1)) {
        val fields = line.trim().split(" ")
        if (fields.getOrNull(1)?.toIntOrNull() != expectedSize) {
            System.err.println("ParityBench: Swift's snapshot of $file has ${fields.getOrNull(1)} bytes, Kotlin's $expectedSize")
            exitProcess(2)
        }
        into.milliseconds.add(fields[0].toDouble())
    }
}

private fun bench(file: String, options: BenchOptions) {
    val bytes = Files.readAllBytes(File(file).toPath())
    val megabytes = bytes.size / 1_000_000.0
    var size = RenderSnapshot.make(bytes).size
    val warmupEnd = System.nanoTime() + (options.warmupSeconds * 1e9).toLong()
    var warmups = 0
    while (System.nanoTime() < warmupEnd) {
        size = RenderSnapshot.make(bytes).size
        warmups += 1
    }
    val kotlin = Samples()
    val swift = Samples()
    val ratios = ArrayList<String>()
    for (round in 1..options.rounds) {
        val roundKotlin = Samples()
        for (run in 1..options.runs) {
            val start = System.nanoTime()
            size = RenderSnapshot.make(bytes).size
            roundKotlin.milliseconds.add((System.nanoTime() - start) / 1e6)
        }
        kotlin.milliseconds.addAll(roundKotlin.milliseconds)
        val probe = options.swift ?: continue
        val roundSwift = Samples()
        swiftRound(probe, file, options.runs, size, roundSwift)
        swift.milliseconds.addAll(roundSwift.milliseconds)
        ratios.add("%.2f×".format(roundKotlin.median() / roundSwift.median()))
    }
    println("${File(file).name} (%.1f MB, snapshot %d bytes): %d warm-up runs in %.0f s, then %d rounds of %d runs"
                .format(megabytes, size, warmups, options.warmupSeconds, options.rounds, options.runs))
    println("  Kotlin ${kotlin.describe(megabytes)}")
    if (options.swift == null) return
    println("  Swift  ${swift.describe(megabytes)}")
    println("  Kotlin/Swift %.2f× (medians; per round %s)".format(kotlin.median() / swift.median(), ratios.joinToString(", ")))
}

fun main(arguments: Array<String>) {
    val options = BenchOptions(arguments.toList())
    for (file in options.files) bench(file, options)
}
