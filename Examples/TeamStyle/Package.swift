// swift-tools-version: 6.2
import PackageDescription

// A team's own view models beside vmrepl's eleven styles: the library holds them, the
// executable is the whole vmrepl with them added (team-vmrepl-unfixed: with the search
// rewrite before its fix), the tests check the team's transcripts. MyStyles, my-vmrepl
// and MyStylesTests are docs/YOUR-VIEW-MODELS.md's snippets, built so they compile.
let package = Package(
    name: "TeamStyle",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "team-vmrepl", targets: ["team-vmrepl"]),
        .executable(name: "team-vmrepl-unfixed", targets: ["team-vmrepl-unfixed"]),
        .executable(name: "my-vmrepl", targets: ["my-vmrepl"]),
    ],
    dependencies: [
        .package(name: "vmrepl", path: "../.."),
    ],
    targets: [
        .target(name: "TeamStyle", dependencies: [
            .product(name: "VMREPLKit", package: "vmrepl"),
            .product(name: "MiniRx", package: "vmrepl"),
        ]),
        .executableTarget(name: "team-vmrepl", dependencies: ["TeamStyle"]),
        .executableTarget(name: "team-vmrepl-unfixed", dependencies: ["TeamStyle"]),
        // docs/YOUR-VIEW-MODELS.md's package, its snippets as files: built here, so they compile.
        .target(name: "MyStyles", dependencies: [
            .product(name: "VMREPLKit", package: "vmrepl"), .product(name: "MiniRx", package: "vmrepl"),
        ]),
        .executableTarget(name: "my-vmrepl", dependencies: ["MyStyles"]),
        .testTarget(name: "MyStylesTests", dependencies: ["MyStyles"]),
        .testTarget(name: "TeamStyleTests", dependencies: [
            "TeamStyle",
            .product(name: "MiniRxTest", package: "vmrepl"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
