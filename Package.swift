// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "vmrepl",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vmrepl", targets: ["vmrepl"]),
        .library(name: "VMREPLKit", targets: ["VMREPLKit"]),
        .library(name: "MiniRx", targets: ["MiniRx"]),
        .library(name: "MiniRxTest", targets: ["MiniRxTest"]),
        .library(name: "MiniRxCocoa", targets: ["MiniRxCocoa"]),
        .library(name: "MiniRxBlocking", targets: ["MiniRxBlocking"]),
        .library(name: "MiniUnio", targets: ["MiniUnio"]),
        .library(name: "MiniFluxer", targets: ["MiniFluxer"]),
        .library(name: "MiniRDXVM", targets: ["MiniRDXVM"]),
        .library(name: "RxLibraries", targets: ["RxLibraries"]),
    ],
    traits: [
        .trait(
            name: "RealRxSwift",
            description: "Builds the shipped view models against RxSwift 6.10 and Unio 0.11 instead of MiniRx and MiniUnio (fetches both)"
        ),
    ],
    dependencies: [
        // Needed only with the RealRxSwift trait: a default build resolves and fetches neither.
        .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMinor(from: "6.10.0")),
        .package(url: "https://github.com/cats-oss/Unio.git", .upToNextMinor(from: "0.11.0")),
    ],
    targets: [
        .target(name: "PerThreadCount"),
        .target(name: "MiniRx", dependencies: ["PerThreadCount"]),
        // RxTest as vmrepl's sessions use it (their clock is a TestScheduler), without
        // XCTest; MiniRxTest, for a team's tests, adds RxTest's XCTest helpers.
        .target(name: "MiniRxTestCore", dependencies: ["MiniRx"]),
        .target(name: "MiniRxTest", dependencies: ["MiniRxTestCore"]),
        .target(name: "MiniRxCocoa", dependencies: ["MiniRx"]),
        .target(name: "MiniRxBlocking", dependencies: ["MiniRx"]),
        .target(name: "MiniUnio", dependencies: ["MiniRx"]),
        .target(name: "CMainThread"),
        .target(name: "MiniFluxer", dependencies: ["CMainThread", "PerThreadCount"]),
        .target(name: "RxLibraries", dependencies: [
            "MiniRx", "MiniUnio",
            .product(name: "RxSwift", package: "RxSwift", condition: .when(traits: ["RealRxSwift"])),
            .product(name: "RxRelay", package: "RxSwift", condition: .when(traits: ["RealRxSwift"])),
            .product(name: "Unio", package: "Unio", condition: .when(traits: ["RealRxSwift"])),
        ]),
        .target(name: "MiniRDXVM", dependencies: ["MiniRx"]),
        .target(name: "StyleKit", dependencies: [
            "MiniRx", "MiniRxTestCore", "MiniFluxer", "RxLibraries",
            .product(name: "RxSwift", package: "RxSwift", condition: .when(traits: ["RealRxSwift"])),
        ]),
        .target(name: "Variants", dependencies: ["StyleKit", "MiniRx", "MiniRxTestCore", "RxLibraries", "MiniFluxer", "MiniRDXVM"], plugins: ["EmbedSources"]),
        .executableTarget(name: "SourceEmbedder"),
        .plugin(name: "EmbedSources", capability: .buildTool(), dependencies: ["SourceEmbedder"]),
        .plugin(name: "EmbedLessons", capability: .buildTool(), dependencies: ["SourceEmbedder"]),
        .target(name: "REPLEngine", dependencies: ["StyleKit", "MiniRx", "MiniRxTestCore", "RxLibraries"], plugins: ["EmbedLessons"]),
        .target(name: "Experiments", dependencies: ["REPLEngine", "StyleKit", "MiniRx"]),
        .target(name: "CLineEdit", linkerSettings: [.linkedLibrary("edit")]),
        .target(name: "CChildSpawn"),
        .target(name: "VMREPLKit", dependencies: ["REPLEngine", "Experiments", "StyleKit", "Variants", "RxLibraries", "CLineEdit", "CChildSpawn"]),
        .executableTarget(name: "vmrepl", dependencies: ["VMREPLKit"]),
        .executableTarget(name: "BlockingProbe", dependencies: ["MiniRx", "MiniRxBlocking"]),
        .executableTarget(name: "Benchmarks", dependencies: ["RxLibraries", "StyleKit", "Variants", "REPLEngine"]),
        .testTarget(name: "ExperimentsTests", dependencies: ["Experiments", "StyleKit", "Variants", "REPLEngine", "MiniRx", "MiniRxCocoa", "MiniFluxer"]),
        .testTarget(name: "MiniRxTests", dependencies: ["MiniRx", "MiniRxTest", "MiniRxBlocking"]),
        .testTarget(name: "MiniRxCocoaTests", dependencies: ["MiniRxCocoa", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "MiniUnioTests", dependencies: ["MiniUnio", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "MiniFluxerTests", dependencies: ["MiniFluxer", "CMainThread"]),
        .testTarget(name: "MiniRDXVMTests", dependencies: ["MiniRDXVM", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "VariantsTests", dependencies: ["StyleKit", "Variants", "MiniRx", "MiniRxTest"]),
        .testTarget(name: "REPLEngineTests", dependencies: ["Experiments", "REPLEngine", "Variants", "MiniRx", "MiniFluxer"]),
        .testTarget(name: "VMREPLKitTests", dependencies: ["VMREPLKit", "REPLEngine", "Variants", "Experiments"]),
        .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
        .executableTarget(name: "LibeditReader", path: "Tests/LibeditReader", linkerSettings: [.linkedLibrary("edit")]),
        .testTarget(name: "vmreplTests", dependencies: ["vmrepl", "CPseudoTerminal", "LibeditReader", "Experiments"]),
    ],
    swiftLanguageModes: [.v6]
)
