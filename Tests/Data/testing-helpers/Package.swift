// swift-tools-version:6.0
// The testing helpers checked from outside, as a renderer team uses them: a package that
// depends on RenderParity and calls the helpers from XCTest and from Swift Testing, many
// of them failing on purpose. scripts/testing-helpers-test.sh copies it out of the
// repository, points the path below at the clone, runs `swift test` and reads the output:
// every failure must be reported, at the line that asked for it, and nothing else may fail.
import PackageDescription

let package = Package(
    name: "TestingHelperChecks",
    dependencies: [
        .package(name: "RenderParity", path: "../../..")
    ],
    targets: [
        // What both suites share: the reference renderer, a broken snapshot, this package's small corpus.
        .target(
            name: "CheckSupport",
            dependencies: [
                .product(name: "RenderParity", package: "RenderParity"),
                .product(name: "RenderParityTesting", package: "RenderParity"),
            ], path: "Tests/CheckSupport"),
        .testTarget(
            name: "XCTestChecks",
            dependencies: ["CheckSupport", .product(name: "RenderParityTesting", package: "RenderParity")]),
        .testTarget(
            name: "SwiftTestingChecks",
            dependencies: ["CheckSupport", .product(name: "RenderParityTesting", package: "RenderParity")]),
    ]
)
