#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file's bytes, read with the system's calls so that a failure can say why.
enum FileBytes {
    /// The bytes of the file at `path`, or the reason they cannot be read
    /// ("No such file or directory", "Is a directory", …).
    static func contents(of path: String) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(ReadFailure(errno)) }
        defer { close(descriptor) }
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
