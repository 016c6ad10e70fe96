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
    /// A line a check runs or copies. Expected output lines are not kept: a check compares
    /// what the engine prints with ``text`` itself, and a hundred thousand commands' output
    /// kept line by line cost a tenth of a check.
    enum Line: Equatable {
        case input(String)
        case annotation(String)
    }

    /// The input and annotation lines, in order.
    let lines: [Line]
    /// Where each of ``lines`` starts in ``text``.
    let offsets: [Int]
    /// The whole transcript as vmrepl prints it: without a byte order mark, in LF line
    /// endings, ending in a newline unless it is empty.
    let text: [UInt8]

    init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    /// Reads a transcript from its UTF-8 bytes, which must be valid.
    init(utf8 bytes: [UInt8]) {
        var text = TextFileFormat.plainText(bytes)
        if let last = text.last, last != TextFileFormat.lineFeed { text.append(TextFileFormat.lineFeed) }
        var lines: [Line] = []
        var offsets: [Int] = []
        let prompt = Array(Engine.prompt.utf8)
        // Scan bytes: a transcript of a hundred thousand commands parses in milliseconds
        // this way; splitting Characters took a large share of a whole check.
        text.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return }
            var start = 0
            // Every line ends in a newline, so `memchr` always finds one.
            while start < text.count, let newline = memchr(base + start, 10, text.count - start) {
                let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                let line = UnsafeBufferPointer(rebasing: text[start..<end])
                if line.starts(with: prompt) {
                    lines.append(.input(String(decoding: line.dropFirst(prompt.count), as: UTF8.self)))
                    offsets.append(start)
                } else if line.first == 35 || !line.contains(where: { $0 != 32 && $0 != 9 }) {
                    lines.append(.annotation(String(decoding: line, as: UTF8.self)))
                    offsets.append(start)
                }
                start = end + 1
            }
        }
        self.lines = lines
        self.offsets = offsets
        self.text = text
    }

    /// The bytes of ``text`` that lines `range` of ``lines`` take, with the output lines
    /// that follow the last of them.
    func textRange(of range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound < offsets.count ? offsets[range.lowerBound] : text.count
        let end = range.upperBound < offsets.count ? offsets[range.upperBound] : text.count
        return start ..< end
    }
}
