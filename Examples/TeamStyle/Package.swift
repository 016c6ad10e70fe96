// swift-tools-version: 6.2
import PackageDescription

// A team's own view models beside vmrepl's eleven styles: the library holds them, the
// executable is the whole vmrepl with them added, the tests check the team's transcripts.
let package = Package(
    name: "TeamStyle",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "team-vmrepl", targets: ["team-vmrepl"]),
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
        .testTarget(name: "TeamStyleTests", dependencies: [
            "TeamStyle",
            .product(name: "MiniRxTest", package: "vmrepl"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
