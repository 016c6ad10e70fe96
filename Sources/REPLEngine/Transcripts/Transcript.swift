#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A transcript: what `vmrepl --echo` prints. Lines that start with the prompt are
/// input, lines that start with `#` and blank lines are annotations, and every other line
/// is output expected from the input above it. Lines may end in LF or CR LF, and a
/// byte order mark at the start is passed over.
struct Transcript {
    enum Line: Equatable {
        case input(String)
        /// An expected output line. Its text is not kept: a check compares the whole
        /// transcript with what the engine prints, and a hundred thousand commands'
        /// output decoded line by line cost a tenth of a check.
        case output
        case annotation(String)
    }

    let lines: [Line]

    init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    /// Reads a transcript from its UTF-8 bytes, which must be valid.
    init(utf8 bytes: [UInt8]) {
        var lines: [Line] = []
        let prompt = Array(Engine.prompt.utf8)
        // Scan bytes: a transcript of a hundred thousand commands parses in milliseconds
        // this way; splitting Characters took a large share of a whole check.
        bytes.withUnsafeBufferPointer { bytes in
            var start = bytes.starts(with: TextFileFormat.byteOrderMarkBytes) ? TextFileFormat.byteOrderMarkBytes.count : 0
            while start <= bytes.count {
                var end = bytes.count
                if start < bytes.count, let base = bytes.baseAddress,
                   let newline = memchr(base + start, 10, bytes.count - start) {
                    end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                }
                let line = TextFileFormat.withoutCarriageReturn(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                if line.starts(with: prompt) {
                    lines.append(.input(String(decoding: line.dropFirst(prompt.count), as: UTF8.self)))
                } else if line.first == 35 || !line.contains(where: { $0 != 32 && $0 != 9 }) {
                    lines.append(.annotation(String(decoding: line, as: UTF8.self)))
                } else {
                    lines.append(.output)
                }
                start = end + 1
            }
        }
        if lines.last == .annotation("") { lines.removeLast() }
        self.lines = lines
    }
}
