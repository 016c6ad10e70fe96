// swift-tools-version: 6.2
import PackageDescription

// What a team copies to run its app's view models in vmrepl with no edit to them: the
// app's files say `import RxSwift` and `import RxRelay` (and its tests `import RxTest`),
// RxSwiftNames gives those names over vmrepl's MiniRx, and one file of the team's own
// (main.swift) puts a view model on a screen. docs/YOUR-VIEW-MODELS.md, "Your app's
// files, unedited", says how this changes with vmrepl's RealRxSwift trait.
let package = Package(
    name: "UneditedApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "vmrepl", path: "../.."),
        .package(name: "RxSwiftNames", path: "../../RxSwiftNames"),
    ],
    targets: [
        .executableTarget(name: "unedited-vmrepl", dependencies: [
            .product(name: "VMREPLKit", package: "vmrepl"),
            .product(name: "RxLibraries", package: "vmrepl"),
            .product(name: "RxSwift", package: "RxSwiftNames"),
            .product(name: "RxRelay", package: "RxSwiftNames"),
        ]),
        .testTarget(name: "AppTests", dependencies: [
            "unedited-vmrepl",
            .product(name: "RxTest", package: "RxSwiftNames"),
            .product(name: "RxCocoa", package: "RxSwiftNames"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
