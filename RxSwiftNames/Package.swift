// swift-tools-version: 6.2
import PackageDescription

// RxSwift's and Unio's module names over vmrepl's MiniRx and MiniUnio, so that an app's
// view-model files build unchanged: `import RxSwift`, `import RxRelay`, `import RxCocoa`,
// `import RxTest`, `import RxBlocking`, `import Unio`, and names they qualify with the
// module (`RxSwift.Observable`). Each module re-exports its Mini library, so a file that
// says `import MiniRx` and one that says `import RxSwift` share every type.
//
// A package of its own because SwiftPM refuses two modules of one name in a package
// graph: with vmrepl's `RealRxSwift` trait on, RxSwift's own package is in the graph,
// and a team depends on its products (the same names) instead of these
// (docs/YOUR-VIEW-MODELS.md, "Your app's files, unedited").
let package = Package(
    name: "RxSwiftNames",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "Unio", targets: ["Unio"]),
    ],
    dependencies: [
        .package(name: "vmrepl", path: ".."),
    ],
    targets: [
        .target(name: "RxSwift", dependencies: [.product(name: "MiniRx", package: "vmrepl")]),
        .target(name: "RxRelay", dependencies: [.product(name: "MiniRx", package: "vmrepl")]),
        .target(name: "RxCocoa", dependencies: [.product(name: "MiniRxCocoa", package: "vmrepl")]),
        .target(name: "RxTest", dependencies: [.product(name: "MiniRxTest", package: "vmrepl")]),
        .target(name: "RxBlocking", dependencies: [.product(name: "MiniRxBlocking", package: "vmrepl")]),
        .target(name: "Unio", dependencies: [.product(name: "MiniUnio", package: "vmrepl")]),
    ],
    swiftLanguageModes: [.v6]
)
