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
    /// Called before each read, which may wait for more input: where the output is
    /// flushed, so that whoever feeds commands through a pipe sees each result before
    /// vmrepl waits for the next command.
    private let beforeReading: () -> Void

    init(descriptor: Int32, beforeReading: @escaping () -> Void = {}) {
        self.descriptor = descriptor
        self.beforeReading = beforeReading
    }

    /// Opens `path` for reading, or returns `nil` with the reason.
    static func reading(_ path: String, beforeReading: @escaping () -> Void = {}) -> (LineSource?, String?) {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            return (nil, String(cString: strerror(errno)))
        }
        return (LineSource(descriptor: descriptor, beforeReading: beforeReading), nil)
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
            beforeReading()
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
