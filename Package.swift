// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "vmrepl",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vmrepl", targets: ["vmrepl"]),
        .library(name: "MiniRx", targets: ["MiniRx"]),
        .library(name: "MiniRxTest", targets: ["MiniRxTest"]),
        .library(name: "MiniRxCocoa", targets: ["MiniRxCocoa"]),
        .library(name: "MiniRxBlocking", targets: ["MiniRxBlocking"]),
        .library(name: "MiniUnio", targets: ["MiniUnio"]),
        .library(name: "MiniFluxer", targets: ["MiniFluxer"]),
        .library(name: "MiniRDXVM", targets: ["MiniRDXVM"]),
    ],
    targets: [
        .target(name: "MiniRx"),
        .target(name: "MiniRxTest", dependencies: ["MiniRx"]),
        .target(name: "MiniRxCocoa", dependencies: ["MiniRx"]),
        .target(name: "MiniRxBlocking", dependencies: ["MiniRx"]),
        .target(name: "MiniUnio", dependencies: ["MiniRx"]),
        .target(name: "CMainThread"),
        .target(name: "MiniFluxer", dependencies: ["CMainThread"]),
        .target(name: "MiniRDXVM", dependencies: ["MiniRx"]),
        .target(name: "Variants", dependencies: ["MiniRx", "MiniUnio", "MiniFluxer", "MiniRDXVM"], plugins: ["EmbedSources"]),
        .executableTarget(name: "SourceEmbedder"),
        .plugin(name: "EmbedSources", capability: .buildTool(), dependencies: ["SourceEmbedder"]),
        .target(name: "REPLEngine", dependencies: ["Variants", "MiniRx", "MiniRxTest"]),
        .target(name: "CLineEdit", linkerSettings: [.linkedLibrary("edit")]),
        .executableTarget(name: "vmrepl", dependencies: ["REPLEngine", "CLineEdit"]),
        .executableTarget(name: "Benchmarks", dependencies: ["MiniRx", "MiniUnio", "Variants", "REPLEngine"]),
        .testTarget(name: "MiniRxTests", dependencies: ["MiniRx", "MiniRxTest", "MiniRxBlocking"]),
        .testTarget(name: "MiniRxCocoaTests", dependencies: ["MiniRxCocoa", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "MiniUnioTests", dependencies: ["MiniUnio", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "MiniFluxerTests", dependencies: ["MiniFluxer", "CMainThread"]),
        .testTarget(name: "MiniRDXVMTests", dependencies: ["MiniRDXVM", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "VariantsTests", dependencies: ["Variants", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "REPLEngineTests", dependencies: ["REPLEngine", "MiniRx"]),
        .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
        .testTarget(name: "vmreplTests", dependencies: ["vmrepl", "CPseudoTerminal"]),
    ],
    swiftLanguageModes: [.v6]
)
