// swift-tools-version:6.0
// The Swift side of scripts/vocabulary-agreement.sh until `parity` takes --vocabulary: loads
// vocabulary files and snapshots documents with the RenderParity library of this repository.
// Not part of the product (the root Package.swift has no dependencies and stays so).
import PackageDescription

let package = Package(
    name: "vocabulary-probe",
    dependencies: [.package(name: "RenderParity", path: "../..")],
    targets: [
        .executableTarget(
            name: "vocabulary-probe", dependencies: [.product(name: "RenderParity", package: "RenderParity")])
    ]
)
