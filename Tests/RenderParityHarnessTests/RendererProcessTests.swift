import Foundation
import Testing

@testable import RenderParityHarness

/// A renderer cannot hang the run, eat memory or reach the terminal,
/// and its command is run directly, never through `/usr/bin/env`.
struct RendererProcessTests {
    static let renderers = CompareRunTests.renderers

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// A grandchild holding stdout open used to hang the fixture until the timeout.
    @Test func aLingeringGrandchildDoesNotHangTheFixture() throws {
        let process = try RendererProcess(command: "sh \(Self.renderers)/linger.sh", timeout: 20)
        var result: Result<[UInt8], RendererProcess.Failure>?
        let elapsed = Self.seconds { result = process.snapshot(of: "/tmp/x.json") }
        #expect(try result?.get() == Array("Divider\n".utf8))
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    /// The timeout kills the whole process group within a second of the deadline.
    @Test func theTimeoutKillsTheWholeGroupPromptly() throws {
        let folder = try TemporaryFolder("group")
        defer { folder.remove() }
        let fixture = folder.path + "/x.json"
        let process = try RendererProcess(command: "sh \(Self.renderers)/hang-with-child.sh", timeout: 1)
        var result: Result<[UInt8], RendererProcess.Failure>?
        let elapsed = Self.seconds { result = process.snapshot(of: fixture) }
        #expect(result == .failure(.timedOut(seconds: 1)))
        #expect(elapsed < 2, "took \(elapsed) s for a 1 s timeout")
        let pid = try #require(
            Int32(
                String(decoding: try FileBytes.read(fixture + ".pid"), as: UTF8.self).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        // Gone, or a zombie waiting for init: either way no longer running.
        usleep(100_000)
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: " ")
            .dropFirst(2).first
        #expect(state == nil || state == "Z", "grandchild \(pid) still running (\(state.map(String.init) ?? ""))")
    }

    /// Output past the cap fails the fixture at once, and memory stays bounded by the cap.
    @Test func outputOverTheCapFailsTheFixture() throws {
        let process = try RendererProcess(
            command: "sh \(Self.renderers)/flood.sh", timeout: 20, maxOutputBytes: 1 << 20)
        var result: Result<[UInt8], RendererProcess.Failure>?
        let elapsed = Self.seconds { result = process.snapshot(of: "/tmp/x.json") }
        #expect(result == .failure(.outputTooLarge(stream: "stdout", limit: 1 << 20)))
        #expect(
            RendererProcess.Failure.outputTooLarge(stream: "stdout", limit: 1 << 20).message.hasPrefix(
                "output exceeds 1048576 bytes"))
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    /// Raw ESC, CR and BEL from a renderer's stderr never reach the terminal.
    @Test func stderrControlCharactersAreEscaped() throws {
        let process = try RendererProcess(command: "sh \(Self.renderers)/control-bytes.sh", timeout: 10)
        guard case .failure(let failure) = process.snapshot(of: "/tmp/x.json") else {
            Issue.record("control-bytes.sh exits 1")
            return
        }
        #expect(failure.message == #"exited with status 1: bad \u001b]0;title\u0007 line\u000d"#)
    }

    /// `FOO=x prog` is a program named `FOO=x`, and `-i` a program named `-i`: neither exists.
    @Test(arguments: [
        ("FOO=x sh -c true", "FOO=x"), ("-i sh", "-i"), ("no-such-renderer-binary --flag", "no-such-renderer-binary"),
    ])
    func aMissingProgramIsAnErrorThatNamesIt(_ command: String, _ program: String) {
        #expect(throws: ParityError.programNotFound(program: program)) {
            try RendererProcess(command: command, timeout: 1)
        }
    }

    /// The program is found on PATH by us and run directly.
    @Test func theProgramIsLookedUpOnThePathAndRunDirectly() throws {
        let folder = try TemporaryFolder("path")
        defer { folder.remove() }
        let script = try folder.write("bin/render-it", "#!/bin/sh\nprintf '%s\\n' \"$0\" \"$@\"\n")
        chmod(script, 0o755)
        let process = try RendererProcess(
            command: "render-it 'two words' -i", timeout: 10, searchPath: "/nowhere:" + folder.path + "/bin")
        #expect(process.executable == script)
        let output = try process.snapshot(of: "/tmp/x.json").get()
        #expect(String(decoding: output, as: UTF8.self) == "\(script)\ntwo words\n-i\n/tmp/x.json\n")
    }

    /// A descriptor `parity` opened without close-on-exec (as Foundation and a golden being
    /// written on another thread may) never reaches the renderer: it would stay open there
    /// for the renderer's whole life, and an executable open for writing cannot be run.
    @Test func theRendererInheritsNoOtherDescriptor() throws {
        try #require(ProcessGroupSpawn.closeFrom != nil, "glibc 2.34 or later closes them in the child")
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 3)
        defer { close(descriptor) }
        let process = try RendererProcess(command: "sh \(Self.renderers)/fd-open.sh \(descriptor)", timeout: 10)
        let output = try process.snapshot(of: "/tmp/x.json").get()
        #expect(String(decoding: output, as: UTF8.self) == "closed \(descriptor)\n")
    }
}
