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
        let text = Self.plainText(bytes)
        let (lines, offsets) = Self.scan(text, validating: false, pieces: 1, pieceSize: Self.pieceSize) ?? ([], [])
        self.init(lines: lines, offsets: offsets, text: text)
    }

    /// Reads a transcript from bytes, as from a file; `nil` when they are not valid UTF-8.
    ///
    /// A long one is read in `pieces` at once, cut after newlines (which fall between
    /// characters, so each piece is valid UTF-8 exactly when the whole is): reading a
    /// hundred thousand commands' transcript took a tenth of its check, before any of it
    /// could run.
    init?(validatingUTF8 bytes: [UInt8], pieces: Int = Processors.online, pieceSize: Int = Transcript.pieceSize) {
        let text = Self.plainText(bytes)
        guard let (lines, offsets) = Self.scan(text, validating: true, pieces: pieces, pieceSize: pieceSize) else { return nil }
        self.init(lines: lines, offsets: offsets, text: text)
    }

    private init(lines: [Line], offsets: [Int], text: [UInt8]) {
        self.lines = lines
        self.offsets = offsets
        self.text = text
    }

    /// `bytes` as vmrepl prints them, ending in a newline unless empty.
    private static func plainText(_ bytes: [UInt8]) -> [UInt8] {
        var text = TextFileFormat.plainText(bytes)
        if let last = text.last, last != TextFileFormat.lineFeed { text.append(TextFileFormat.lineFeed) }
        return text
    }

    /// The least a piece is: a shorter transcript is read in fewer pieces, or one, as
    /// starting threads would cost more than they save.
    static let pieceSize = 1 << 20

    /// The input and annotation lines of `text` with their offsets, read in up to
    /// `pieces` pieces at once; `nil` if `validating` and a piece is not valid UTF-8.
    private static func scan(_ text: [UInt8], validating: Bool, pieces: Int, pieceSize: Int) -> (lines: [Line], offsets: [Int])? {
        let bounds = pieceBounds(text, pieces: min(pieces, text.count / max(pieceSize, 1)))
        let scanned = concurrentMap(bounds.count - 1) { index in
            text.withUnsafeBufferPointer { text in
                scanPiece(text, from: bounds[index], to: bounds[index + 1], validating: validating)
            }
        }
        if scanned.count == 1, let only = scanned[0] { return only }
        var lines: [Line] = []
        var offsets: [Int] = []
        lines.reserveCapacity(scanned.reduce(0) { $0 + ($1?.lines.count ?? 0) })
        offsets.reserveCapacity(lines.capacity)
        for piece in scanned {
            guard let piece else { return nil }
            lines += piece.lines
            offsets += piece.offsets
        }
        return (lines, offsets)
    }

    /// Where the pieces start, and the end: just after a newline near each even share.
    private static func pieceBounds(_ text: [UInt8], pieces: Int) -> [Int] {
        var bounds = [0]
        if pieces > 1 {
            text.withUnsafeBufferPointer { text in
                guard let base = text.baseAddress else { return }
                for share in 1..<pieces {
                    let target = max(text.count * share / pieces, bounds[bounds.count - 1])
                    guard target < text.count, let newline = memchr(base + target, 10, text.count - target) else { break }
                    let next = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                    if next < text.count { bounds.append(next) }
                }
            }
        }
        bounds.append(text.count)
        return bounds
    }

    /// The input and annotation lines that start in `start ..< end` (whole lines, the last
    /// ending in a newline), with offsets in the whole `text`.
    private static func scanPiece(
        _ text: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        validating: Bool
    ) -> (lines: [Line], offsets: [Int])? {
        guard let base = text.baseAddress, start < end else { return ([], []) }
        if validating, !isValidUTF8(UnsafeBufferPointer(rebasing: text[start..<end])) { return nil }
        var lines: [Line] = []
        var offsets: [Int] = []
        let prompt = Array(Engine.prompt.utf8)
        // Scan bytes: a transcript of a hundred thousand commands parses in milliseconds
        // this way; splitting Characters took a large share of a whole check.
        var lineStart = start
        // Every line ends in a newline, so `memchr` always finds one.
        while lineStart < end, let newline = memchr(base + lineStart, 10, end - lineStart) {
            let lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
            // Told apart by the first byte: most lines are output, and start with none
            // of these.
            switch line.first {
            case prompt[0]:
                if line.starts(with: prompt) {
                    lines.append(.input(String(decoding: line.dropFirst(prompt.count), as: UTF8.self)))
                    offsets.append(lineStart)
                }
            case 35, nil:
                lines.append(.annotation(String(decoding: line, as: UTF8.self)))
                offsets.append(lineStart)
            case 32, 9:
                if !line.contains(where: { $0 != 32 && $0 != 9 }) {
                    lines.append(.annotation(String(decoding: line, as: UTF8.self)))
                    offsets.append(lineStart)
                }
            default:
                break
            }
            lineStart = lineEnd + 1
        }
        return (lines, offsets)
    }

    /// The bytes of ``text`` that lines `range` of ``lines`` take, with the output lines
    /// that follow the last of them.
    func textRange(of range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound < offsets.count ? offsets[range.lowerBound] : text.count
        let end = range.upperBound < offsets.count ? offsets[range.upperBound] : text.count
        return start ..< end
    }
}
