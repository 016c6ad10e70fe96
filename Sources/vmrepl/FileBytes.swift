#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import REPLEngine

/// A whole file's bytes, read with the system's calls so that a failure can say why.
enum FileBytes {
    /// Files at least this long are mapped into memory rather than read.
    static let mappedSize = 1 << 20

    /// The bytes of the file at `path` for a transcript check: a long regular file mapped
    /// into memory, read-only, any other read; or the reason they cannot be had.
    ///
    /// Reading a hundred thousand commands' transcript (forty megabytes) into an array
    /// took longer than anything else before its first command could run: every page of
    /// the array faulted in, zeroed, and then copied into. Mapped, the checks read the
    /// system's cached pages where they are. A file truncated by another program while it
    /// is checked would end the check; shorter files, the lessons among them, are read.
    static func text(of path: String) -> Result<TextBytes, ReadFailure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadFailure(errno)) }
        // The mapping stays valid after the descriptor is closed.
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size >= mappedSize,
           let mapped = map(descriptor, size: Int(status.st_size)) {
            return .success(mapped)
        }
        return contents(of: descriptor).map(TextBytes.init)
    }

    private static func map(_ descriptor: Int32, size: Int) -> TextBytes? {
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else { return nil }
        let bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
        return TextBytes(unsafeMapped: bytes) { munmap(address, size) }
    }

    /// The bytes that can be read from `descriptor`, or the reason they cannot
    /// ("Is a directory", …).
    private static func contents(of descriptor: Int32) -> Result<[UInt8], ReadFailure> {
        // Read at once into an array of the size the file gives: a transcript of a hundred
        // thousand commands is tens of megabytes, and growing an array to that a chunk at
        // a time copied it several times over. One byte more shows the end.
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var failure: Int32?
        var ended = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let got = read(descriptor, base + count, buffer.count - count)
                if got == 0 {
                    ended = true
                    return
                }
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                count += got
            }
        }
        if let failure { return .failure(ReadFailure(failure)) }
        if ended { return .success(bytes) }
        // The file grew since it said its size, or did not say it: read on a chunk at a time.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Why a file could not be read, as the system words it.
    struct ReadFailure: Error, CustomStringConvertible {
        let description: String

        init(_ code: Int32) {
            description = String(cString: strerror(code))
        }
    }
}
