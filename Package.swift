// swift-tools-version:6.0
// RenderParity has no package dependencies on purpose: renderers' test targets
// embed the `RenderParity` library, and every dependency would be theirs too.
import PackageDescription

let package = Package(
    name: "RenderParity",
    products: [
        .library(name: "RenderParity", targets: ["RenderParity"]),
        .library(name: "RenderParityHarness", targets: ["RenderParityHarness"]),
        // `expectParity`/`XCTAssertParity` and the corpus, for a renderer's own Swift Testing or XCTest suite
        .library(name: "RenderParityTesting", targets: ["RenderParityTesting"]),
        .executable(name: "parity", targets: ["parity"]),
        .executable(name: "parity-bench", targets: ["parity-bench"]),
        // `swift package parity verify` (and every other command) in a package that depends on this one,
        // and `swift package parity-update`, which asks for permission to write goldens (docs/install.md)
        .plugin(name: "ParityPlugin", targets: ["ParityPlugin"]),
        .plugin(name: "ParityUpdatePlugin", targets: ["ParityUpdatePlugin"]),
    ],
    targets: [
        // The core is one target per pipeline stage, so the compiler enforces the pipeline's direction:
        // a stage imports only earlier ones (the order is listed, and checked in CI, in
        // scripts/check-stage-order.py). None of them uses Foundation. Cross-stage internals are
        // `package`; the hot path is `@inlinable` so it is specialised and inlined across stages.
        // canonical text (§3.3 Q, B, N; bytewise order), the grammar's fixed names and the byte sink
        // (libm only for `rounded`; Foundation would link it, and the core has no Foundation)
        .target(name: "RenderParityText", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // the strict JSON reader and its tape (§1), which recognises a vocabulary's member names
        .target(name: "RenderParityJSON", dependencies: ["RenderParityText"]),
        // vocabularies (spec/vocabulary.md): the loader, the built-in DSL, and the rows the decoder reads
        .target(name: "RenderParityVocabulary", dependencies: ["RenderParityText", "RenderParityJSON"]),
        // the one decoder (§2) and what it reports to: `NodeConsumer`, diagnostics, failures
        .target(name: "RenderParityDecoding", dependencies: ["RenderParityText", "RenderParityJSON", "RenderParityVocabulary"]),
        // the immutable model, built by `TreeBuilder`; the layout flags (§3.2)
        .target(name: "RenderParityModel", dependencies: ["RenderParityText", "RenderParityVocabulary", "RenderParityJSON",
                                                          "RenderParityDecoding"]),
        // the snapshot's lines (§3): streamed from the decoder, or written from a built model
        .target(name: "RenderParitySnapshot", dependencies: ["RenderParityText", "RenderParityVocabulary", "RenderParityJSON",
                                                             "RenderParityDecoding", "RenderParityModel"]),
        // the icon map and SF Symbol resolution (spec/icon-map.md)
        .target(name: "RenderParityIcons", dependencies: ["RenderParityText", "RenderParityJSON"]),
        // A2UI (spec/a2ui.md): message streams → one document per surface, in front of the one decoder;
        // catalogs → vocabulary files
        .target(name: "RenderParityA2UI", dependencies: ["RenderParityText", "RenderParityJSON", "RenderParityVocabulary",
                                                         "RenderParityDecoding", "RenderParitySnapshot"]),
        // the library users import: re-exports every stage, and `RenderSnapshot`, the whole pipeline in one call
        .target(name: "RenderParity", dependencies: ["RenderParityText", "RenderParityVocabulary", "RenderParityJSON",
                                                     "RenderParityDecoding", "RenderParityModel", "RenderParitySnapshot",
                                                     "RenderParityIcons", "RenderParityA2UI"]),
        // what the harness and the commands take from the system: FoundationEssentials (not all of
        // Foundation, which pages in ICU in every `parity` process), libc, and a lock and path text
        .target(name: "RenderParitySystem"),
        // corpus → compare with goldens → update → reports
        .target(name: "RenderParityHarness", dependencies: ["RenderParity", "RenderParitySystem"]),
        // the corpus, `expectParity` and `XCTAssertParity` for renderers' test suites (Swift Testing and
        // XCTest, both from the toolchain; one product, so a target mixing the two needs one import)
        .target(name: "RenderParityTesting", dependencies: ["RenderParity", "RenderParityHarness"]),
        // the web renderer's bundle as generated Swift source (ports/web/tools/bundle.mjs), for `parity review`;
        // a target of its own so renderers' test targets, which link the harness, do not carry it
        .target(name: "RenderParityWebBundle"),
        // argument parsing and the commands; `parity` only calls into it
        .target(
            name: "ParityCommands",
            dependencies: ["RenderParity", "RenderParityHarness", "RenderParityWebBundle", "RenderParitySystem"]),
        // `swift build -c release --static-swift-stdlib` links it statically on Linux: a fresh process
        // starts in half the time (docs/performance.md). A build option, not `unsafeFlags` here:
        // a package with unsafe flags cannot be depended on by version, and renderers depend on this one.
        .executableTarget(name: "parity", dependencies: ["ParityCommands", "RenderParitySystem"]),
        // runs the `parity` SwiftPM builds for it, with the arguments as given; it asks for no permission, so
        // read-only commands need no flag (a command writing into the package on macOS needs
        // --allow-writing-to-package-directory, as the sandbox refuses the write otherwise)
        .plugin(
            name: "ParityPlugin",
            capability: .command(
                intent: .custom(verb: "parity", description: "Run parity: verify, lint, icons, compare, review, …")),
            dependencies: ["parity"]),
        // `parity update` writes goldens into the package, so this one declares that permission; it shares
        // ParityToolRun.swift with ParityPlugin through a link (a plugin target cannot depend on a library)
        .plugin(
            name: "ParityUpdatePlugin",
            capability: .command(
                intent: .custom(verb: "parity-update", description: "Run parity update: write new and changed goldens"),
                permissions: [
                    .writeToPackageDirectory(reason: "parity update writes new and changed goldens into test-snapshots/")
                ]),
            dependencies: ["parity"]),
        // `swift run -c release parity-bench`: our pipeline against the usual Codable approach, in the
        // loop and as whole processes; depending on the executables makes that command build them
        .executableTarget(name: "parity-bench", dependencies: ["RenderParity", "RenderParityHarness", "ParityBaseline",
                                                               "parity", "parity-baseline", "parity-pipeline-probe"]),
        // the Codable baseline, shared by parity-bench (in the loop) and parity-baseline (a process)
        .target(name: "ParityBaseline", path: "Sources/ParityBaseline"),
        // linked as `parity` is, so the whole-process ratio compares the code, not the linking
        .executableTarget(name: "parity-baseline", dependencies: ["ParityBaseline"]),
        // the pipeline alone, for parity-bench's peak-memory measurements
        .executableTarget(name: "parity-pipeline-probe", dependencies: ["RenderParity"]),
        // the core's tests; those of a stage's internals `@testable import` that stage as well
        .testTarget(name: "RenderParityTests", dependencies: ["RenderParity", "RenderParityText", "RenderParityJSON"]),
        .testTarget(name: "RenderParitySystemTests", dependencies: ["RenderParitySystem"]),
        .testTarget(name: "RenderParityHarnessTests", dependencies: ["RenderParityHarness"]),
        .testTarget(name: "ParityCommandsTests", dependencies: ["ParityCommands", "RenderParityWebBundle"]),
        .testTarget(name: "RenderParityTestingTests", dependencies: ["RenderParityTesting"]),
    ]
)
