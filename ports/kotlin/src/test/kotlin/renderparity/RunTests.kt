package renderparity

import org.junit.runner.JUnitCore
import org.junit.runner.Request
import org.junit.runner.notification.Failure
import kotlin.system.exitProcess

/**
 * Runs the suite with `JUnitCore` and prints each failure as its message (the
 * golden diff), without a stack trace unless something other than an assertion
 * failed. Exit status 1 on any failure. `test.sh` calls this.
 */
fun main(args: Array<String>) {
    val classes = listOf(
        FixtureGoldenTest::class.java, CorpusTest::class.java, IconResolutionTest::class.java, LayoutResolutionTest::class.java,
        SnapshotNumberTest::class.java, SnapshotStringTest::class.java, JSONPathTest::class.java, JSONReaderTest::class.java,
        JSONConformanceTest::class.java, FileBytesTest::class.java, MainTest::class.java
    ).filter { args.isEmpty() || it.simpleName in args }
    val core = JUnitCore()
    var total = 0
    var failed = 0
    for (type in classes) {
        val result = core.run(Request.aClass(type))
        total += result.runCount
        failed += result.failureCount
        println("${type.simpleName}: ${result.runCount - result.failureCount}/${result.runCount} passed")
        for (failure in result.failures) report(failure)
    }
    println(if (failed == 0) "OK ($total tests)" else "FAILED: $failed of $total tests")
    exitProcess(if (failed == 0) 0 else 1)
}

private fun report(failure: Failure) {
    println("\nFAIL ${failure.description.displayName}")
    val error = failure.exception
    if (error is AssertionError) {
        println(error.message?.trimEnd() ?: "(no message)")
    } else {
        println(failure.trace.lines().take(12).joinToString("\n"))
    }
}
