import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the tests ask of the operating system that Linux and macOS answer differently, in
/// one place: where the built products are, and the small disk that only Linux can mount
/// (as root). Everything else the tests call is POSIX.
enum Platform {
    /// The folder the package's products were built into (`.build/debug`), where the test
    /// runner finds `vmrepl`.
    static var productsDirectory: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// Why a small tmpfs cannot be mounted here, or `nil` where it can: Linux, as root.
    static var smallDiskUnavailable: String? {
        #if os(Linux)
        return geteuid() == 0 ? nil : "mounting a tmpfs needs root"
        #else
        return "a tmpfs to fill is mounted on Linux only"
        #endif
    }

    /// Mounts a tmpfs of `kilobytes` on `path`; 0 on success, as `mount(2)`.
    static func mountSmallDisk(at path: String, kilobytes: Int) -> Int32 {
        #if os(Linux)
        return mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k")
        #else
        errno = ENOTSUP
        return -1
        #endif
    }

    /// Detaches the tmpfs on `path`.
    static func unmountSmallDisk(at path: String) {
        #if os(Linux)
        _ = umount2(path, Int32(MNT_DETACH))
        #endif
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where ``SmallDisk`` can be mounted, and says why it was skipped.
    static var needsASmallDisk: Self {
        .enabled("needs Linux and root, to mount a small tmpfs and fill it") { Platform.smallDiskUnavailable == nil }
    }
}
