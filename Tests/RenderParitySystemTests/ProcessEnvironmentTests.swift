import Foundation
import RenderParitySystem
import Testing

/// `ProcessEnvironment` against Foundation's `ProcessInfo` and `FileManager`, which it replaces.
struct ProcessEnvironmentTests {
    @Test func variablesAreProcessInfos() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
        #expect(ProcessEnvironment.variables()["PATH"] == String(cString: getenv("PATH")))
    }

    @Test func currentDirectoryIsFileManagers() {
        #expect(ProcessEnvironment.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func atLeastOneProcessor() {
        #expect(ProcessEnvironment.activeProcessorCount() >= 1)
        #expect(ProcessEnvironment.activeProcessorCount() == sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
