#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A text file's line endings: a transcript or a command file saved on Windows, or by an
/// editor or Git set to, ends its lines in CR LF. vmrepl reads both, prints LF, and
/// writes a blessed transcript back in the ending it came with.
enum LineEndings: Equatable {
    /// LF, as vmrepl prints.
    case unix
    /// CR LF.
    case windows

    private static let carriageReturn: UInt8 = 13
    private static let lineFeed: UInt8 = 10

    /// The ending of the first line of `bytes`; LF when there is no line ending.
    init(of bytes: [UInt8]) {
        guard let newline = bytes.firstIndex(of: Self.lineFeed) else {
            self = .unix
            return
        }
        self = newline > bytes.startIndex && bytes[newline - 1] == Self.carriageReturn ? .windows : .unix
    }

    /// `bytes` with every CR LF made LF; the same bytes when there is none.
    static func unixLines(_ bytes: [UInt8]) -> [UInt8] {
        // `memchr` looks through a long transcript in a few milliseconds.
        let hasCarriageReturn = bytes.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, Int32(carriageReturn), raw.count) != nil } ?? false
        }
        guard hasCarriageReturn else { return bytes }
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == lineFeed { continue }
            lines.append(byte)
        }
        return lines
    }

    /// `bytes`, which end lines in LF, with the lines ended this way.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        guard self == .windows else { return bytes }
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == Self.lineFeed { lines.append(Self.carriageReturn) }
            lines.append(byte)
        }
        return lines
    }

    /// `line` without the CR that ends it in a CR LF file.
    static func withoutCarriageReturn<Line: BidirectionalCollection<UInt8>>(_ line: Line) -> Line.SubSequence {
        line.last == carriageReturn ? line.dropLast() : line[...]
    }
}
