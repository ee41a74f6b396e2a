// swift-tools-version:6.0
// RenderParity has no package dependencies on purpose: renderers' test targets
// embed the `RenderParity` library, and every dependency would be theirs too.
import PackageDescription

/// The Swift runtime and Foundation linked statically into the executables people start as
/// processes (Linux only, and only in this root package: the libraries carry no such flag, so
/// nothing reaches a package that depends on them). The objects are compiled as usual, so the
/// static Foundation's own dependencies are named here, grouped so their order does not matter.
let staticSwift: [LinkerSetting] = [.unsafeFlags([
    "-static-stdlib", "-Xlinker", "--start-group", "-lFoundation", "-lFoundationInternationalization", "-lFoundationEssentials",
    "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
    "-lswift_RegexParser", "-lswift_StringProcessing", "-Xlinker", "--end-group",
], .when(platforms: [.linux]))]

let package = Package(
    name: "RenderParity",
    products: [
        .library(name: "RenderParity", targets: ["RenderParity"]),
        .library(name: "RenderParityHarness", targets: ["RenderParityHarness"]),
        // `expectParity` and the corpus as test arguments, for a renderer's own Swift Testing suite
        .library(name: "RenderParityTesting", targets: ["RenderParityTesting"]),
        .executable(name: "parity", targets: ["parity"]),
        .executable(name: "parity-bench", targets: ["parity-bench"]),
    ],
    targets: [
        // read JSON → decode to the DSL model → resolve layout → serialize the snapshot
        // (libm only for `rounded`; Foundation would link it, and this target has no Foundation)
        .target(name: "RenderParity", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // corpus → compare with goldens → update → reports
        .target(name: "RenderParityHarness", dependencies: ["RenderParity"]),
        // the corpus and `expectParity` for renderers' test suites (Swift Testing, from the toolchain)
        .target(name: "RenderParityTesting", dependencies: ["RenderParity", "RenderParityHarness"]),
        // argument parsing and the commands; `parity` only calls into it
        .target(name: "ParityCommands", dependencies: ["RenderParity", "RenderParityHarness"]),
        // Linked statically on Linux: a fresh `parity` process starts in half the time and with
        // 6 MiB less memory (no dynamic loading of the Swift and Foundation libraries), which is
        // a third of what a 1 MB document costs (README, Performance). macOS has no static stdlib.
        .executableTarget(name: "parity", dependencies: ["ParityCommands"], linkerSettings: staticSwift),
        // `swift run -c release parity-bench`: our pipeline against the usual Codable approach, in the
        // loop and as whole processes; depending on the executables makes that command build them
        .executableTarget(name: "parity-bench", dependencies: ["RenderParity", "RenderParityHarness", "ParityBaseline",
                                                               "parity", "parity-baseline", "parity-pipeline-probe"]),
        // the Codable baseline, shared by parity-bench (in the loop) and parity-baseline (a process)
        .target(name: "ParityBaseline", path: "Sources/ParityBaseline"),
        // linked as `parity` is, so the whole-process ratio compares the code, not the linking
        .executableTarget(name: "parity-baseline", dependencies: ["ParityBaseline"], linkerSettings: staticSwift),
        // the pipeline alone, for parity-bench's peak-memory measurements
        .executableTarget(name: "parity-pipeline-probe", dependencies: ["RenderParity"]),
        .testTarget(name: "RenderParityTests", dependencies: ["RenderParity"]),
        .testTarget(name: "RenderParityHarnessTests", dependencies: ["RenderParityHarness"]),
        .testTarget(name: "ParityCommandsTests", dependencies: ["ParityCommands"]),
        .testTarget(name: "RenderParityTestingTests", dependencies: ["RenderParityTesting"]),
    ]
)
