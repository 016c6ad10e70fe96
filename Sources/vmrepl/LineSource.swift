#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines of bytes from a file descriptor in large chunks, splitting on newlines.
final class LineSource {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Opens `path` for reading, or returns `nil` with the reason.
    static func reading(_ path: String) -> (LineSource?, String?) {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            return (nil, String(cString: strerror(errno)))
        }
        return (LineSource(descriptor: descriptor), nil)
    }

    /// Closes the file, unless it is one of the standard streams.
    func finish() {
        if descriptor > 2 { _ = close(descriptor) }
    }

    /// The next line without its newline, or `nil` at the end.
    func nextLine() -> [UInt8]? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 10) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                atEnd = true
            } else if count == 0 {
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }
}
