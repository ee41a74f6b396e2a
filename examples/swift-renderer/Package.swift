// swift-tools-version:6.0
// An example of a renderer's own test suite checked against the RenderParity corpus.
// The dependency is by path, named, so it works whatever the clone's folder is called;
// from another repository it would be `.package(url: "…/RenderParity.git", from: "…")`.
import PackageDescription

let package = Package(
    name: "SwiftRendererExample",
    dependencies: [
        .package(name: "RenderParity", path: "../..")
    ],
    targets: [
        // The "renderer": the document → its own view tree → the snapshot lines of that tree.
        .target(name: "MiniRenderer", dependencies: [.product(name: "RenderParity", package: "RenderParity")]),
        // The same checks twice, once per test framework: Swift Testing, then XCTest.
        .testTarget(
            name: "MiniRendererTests",
            dependencies: [
                "MiniRenderer",
                .product(name: "RenderParityTesting", package: "RenderParity"),
            ]),
        .testTarget(
            name: "MiniRendererXCTests",
            dependencies: [
                "MiniRenderer",
                .product(name: "RenderParityTesting", package: "RenderParity"),
            ]),
    ]
)
