import Foundation

/// The folder the package's products were built into (`.build/debug`), where the test
/// runner finds `BlockingProbe`: beside the test bundle on macOS, beside the test
/// executable on Linux.
let productsDirectory: URL = {
    #if os(macOS)
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
}()
