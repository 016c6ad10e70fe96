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
    let text: TextBytes

    init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    /// Reads a transcript from its UTF-8 bytes, which must be valid.
    init(utf8 bytes: [UInt8]) {
        let read = Self.read(TextBytes(bytes), validating: false, pieces: 1, pieceSize: Self.pieceSize)
        self.init(lines: read?.lines ?? [], offsets: read?.offsets ?? [], text: read?.text ?? TextBytes([]))
    }

    /// Reads a transcript from bytes, as from a file; `nil` when they are not valid UTF-8.
    ///
    /// A long one is read in `pieces` at once, cut after newlines (which fall between
    /// characters, so each piece is valid UTF-8 exactly when the whole is): reading a
    /// hundred thousand commands' transcript took a tenth of its check, before any of it
    /// could run.
    init?(validatingUTF8 bytes: TextBytes, pieces: Int = Processors.online, pieceSize: Int = Transcript.pieceSize) {
        guard let read = Self.read(bytes, validating: true, pieces: pieces, pieceSize: pieceSize) else { return nil }
        self.init(lines: read.lines, offsets: read.offsets, text: read.text)
    }

    private init(lines: [Line], offsets: [Int], text: TextBytes) {
        self.lines = lines
        self.offsets = offsets
        self.text = text
    }

    /// The lines of `bytes` and the text they are in, as vmrepl prints it; `nil` if
    /// `validating` and the bytes are not valid UTF-8.
    ///
    /// The bytes themselves, not a copy, when they are printed so already: the scan tells
    /// whether any line ends in CR LF as it goes, instead of a search of the whole text
    /// before it (only then are they copied without the CRs and scanned again).
    private static func read(
        _ bytes: TextBytes,
        validating: Bool,
        pieces: Int,
        pieceSize: Int
    ) -> (lines: [Line], offsets: [Int], text: TextBytes)? {
        let framed = bytes.withUnsafeBufferPointer { bytes in
            !bytes.starts(with: TextFileFormat.byteOrderMarkBytes) && (bytes.last ?? TextFileFormat.lineFeed) == TextFileFormat.lineFeed
        }
        var text = framed ? bytes : plainText(bytes)
        guard var scanned = scan(text, validating: validating, pieces: pieces, pieceSize: pieceSize) else { return nil }
        if scanned.windowsLineEndings {
            text = plainText(text)
            guard let again = scan(text, validating: false, pieces: pieces, pieceSize: pieceSize) else { return nil }
            scanned = again
        }
        return (scanned.lines, scanned.offsets, text)
    }

    /// `bytes` as vmrepl prints them, copied: no byte order mark, LF line endings, ending
    /// in a newline unless empty.
    private static func plainText(_ bytes: TextBytes) -> TextBytes {
        var text = TextFileFormat.plainText(bytes.array)
        if let last = text.last, last != TextFileFormat.lineFeed { text.append(TextFileFormat.lineFeed) }
        return TextBytes(text)
    }

    /// What a scan found: the input and annotation lines with their offsets, and whether
    /// any line ended in CR LF.
    private struct Scanned {
        var lines: [Line] = []
        var offsets: [Int] = []
        var windowsLineEndings = false
    }

    /// The least a piece is: a shorter transcript is read in fewer pieces, or one, as
    /// starting threads would cost more than they save.
    static let pieceSize = 1 << 20

    /// The input and annotation lines of `text` with their offsets, read in up to
    /// `pieces` pieces at once; `nil` if `validating` and a piece is not valid UTF-8.
    private static func scan(_ text: TextBytes, validating: Bool, pieces: Int, pieceSize: Int) -> Scanned? {
        let bounds = pieceBounds(text, pieces: min(pieces, text.count / max(pieceSize, 1)))
        let scanned = concurrentMap(bounds.count - 1) { index in
            text.withUnsafeBufferPointer { text in
                scanPiece(text, from: bounds[index], to: bounds[index + 1], validating: validating)
            }
        }
        if scanned.count == 1, let only = scanned[0] { return only }
        var whole = Scanned()
        whole.lines.reserveCapacity(scanned.reduce(0) { $0 + ($1?.lines.count ?? 0) })
        whole.offsets.reserveCapacity(whole.lines.capacity)
        for piece in scanned {
            guard let piece else { return nil }
            whole.lines += piece.lines
            whole.offsets += piece.offsets
            whole.windowsLineEndings = whole.windowsLineEndings || piece.windowsLineEndings
        }
        return whole
    }

    /// Where the pieces start, and the end: just after a newline near each even share.
    private static func pieceBounds(_ text: TextBytes, pieces: Int) -> [Int] {
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
    ) -> Scanned? {
        guard let base = text.baseAddress, start < end else { return Scanned() }
        if validating, !isValidUTF8(UnsafeBufferPointer(rebasing: text[start..<end])) { return nil }
        var lines: [Line] = []
        var offsets: [Int] = []
        var windowsLineEndings = false
        let prompt = Array(Engine.prompt.utf8)
        // Scan bytes: a transcript of a hundred thousand commands parses in milliseconds
        // this way; splitting Characters took a large share of a whole check.
        var lineStart = start
        // Every line ends in a newline, so `memchr` always finds one.
        while lineStart < end, let newline = memchr(base + lineStart, 10, end - lineStart) {
            let lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
            if line.last == TextFileFormat.carriageReturn { windowsLineEndings = true }
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
        return Scanned(lines: lines, offsets: offsets, windowsLineEndings: windowsLineEndings)
    }

    /// The bytes of ``text`` that lines `range` of ``lines`` take, with the output lines
    /// that follow the last of them.
    func textRange(of range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound < offsets.count ? offsets[range.lowerBound] : text.count
        let end = range.upperBound < offsets.count ? offsets[range.upperBound] : text.count
        return start ..< end
    }
}
