import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small tmpfs mounted on a scratch directory, to fill up: a full disk, as a user's
/// laptop has one. Mounting needs Linux and root, as the developers' machines and CI run;
/// elsewhere the tests that fill it are skipped (``Platform/smallDiskUnavailable``).
final class SmallDisk {
    let url: URL
    private var mounted = false

    struct CannotMount: Error, CustomStringConvertible {
        let description: String
    }

    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vmrepl-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Platform.mountSmallDisk(at: url.path, kilobytes: kilobytes) == 0 else {
            throw CannotMount(description: "mounting a \(kilobytes) KB tmpfs on \(url.path) failed (\(String(cString: strerror(errno)))): these tests need root")
        }
        mounted = true
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `contents` to `name` (before the disk is full).
    func write(_ name: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: url.appendingPathComponent(name))
    }

    /// Fills the disk with a file until at most `bytes` are left.
    func fill(leaving bytes: Int = 0) {
        let descriptor = open(path("filler"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        var block = [UInt8](repeating: 0x2E, count: 4096)
        while true {
            var status = statvfs()
            statvfs(url.path, &status)
            let free = Int(status.f_bavail) * Int(status.f_frsize)
            if free <= bytes { return }
            let size = min(block.count, free - bytes)
            if block.withUnsafeMutableBytes({ writeBytes(descriptor, $0.baseAddress, size) }) <= 0 { return }
        }
    }

    /// The names in the directory, sorted.
    var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    deinit {
        if mounted { Platform.unmountSmallDisk(at: url.path) }
        try? FileManager.default.removeItem(at: url)
    }
}

/// `write(2)`, by a name that no method of ``SmallDisk`` shadows.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
