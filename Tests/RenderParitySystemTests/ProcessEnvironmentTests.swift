import Foundation
import RenderParitySystem
import Testing

/// `ProcessEnvironment` against Foundation's `ProcessInfo` and `FileManager`, which it replaces.
struct ProcessEnvironmentTests {
    @Test func namedVariablesAreProcessInfos() {
        setenv("PARITY_TEST_EMPTY", "", 1)
        setenv("PARITY_TEST_SET", "a=b c", 1)
        unsetenv("PARITY_TEST_UNSET")
        let names = ["PATH", "PARITY_TEST_EMPTY", "PARITY_TEST_SET", "PARITY_TEST_UNSET", "HOME"]
        let expected = ProcessInfo.processInfo.environment.filter { names.contains($0.key) }
        #expect(ProcessEnvironment.variables(named: names) == expected)
        #expect(ProcessEnvironment.variables(named: names)["PARITY_TEST_EMPTY"] == "")
        #expect(ProcessEnvironment.variables(named: names)["PARITY_TEST_SET"] == "a=b c")
        #expect(ProcessEnvironment.variables(named: names)["PARITY_TEST_UNSET"] == nil)
    }

    @Test func currentDirectoryIsFileManagers() {
        #expect(ProcessEnvironment.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func atLeastOneProcessor() {
        #expect(ProcessEnvironment.activeProcessorCount() >= 1)
        #expect(ProcessEnvironment.activeProcessorCount() == sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
