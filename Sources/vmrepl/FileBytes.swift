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
        var bytes: [UInt8] = []
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
