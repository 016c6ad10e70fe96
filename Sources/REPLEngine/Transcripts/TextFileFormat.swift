/// How a text file was saved, beyond its UTF-8: a transcript or a command file saved on
/// Windows, or by an editor or Git set to, ends its lines in CR LF, and may begin with a
/// byte order mark. vmrepl reads either way, prints LF without a mark, and writes a
/// blessed transcript back the way it came.
package struct TextFileFormat: Equatable {
    /// Whether lines end in CR LF rather than LF, judged by the first line.
    let windowsLineEndings: Bool
    /// Whether the file begins with the UTF-8 byte order mark.
    let byteOrderMark: Bool

    package static let carriageReturn: UInt8 = 13
    static let lineFeed: UInt8 = 10
    /// The UTF-8 byte order mark, U+FEFF.
    package static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The format of `bytes`.
    init(of bytes: [UInt8]) {
        byteOrderMark = bytes.starts(with: Self.byteOrderMarkBytes)
        if let newline = bytes.firstIndex(of: Self.lineFeed) {
            windowsLineEndings = newline > bytes.startIndex && bytes[newline - 1] == Self.carriageReturn
        } else {
            windowsLineEndings = false
        }
    }

    init(windowsLineEndings: Bool, byteOrderMark: Bool) {
        self.windowsLineEndings = windowsLineEndings
        self.byteOrderMark = byteOrderMark
    }

    /// As vmrepl prints: LF, no byte order mark.
    static let plain = TextFileFormat(windowsLineEndings: false, byteOrderMark: false)

    /// `bytes` as vmrepl would print them: without a byte order mark, every CR LF made
    /// LF. The same bytes when there is nothing to change.
    static func plainText(_ bytes: [UInt8]) -> [UInt8] {
        let body = bytes.starts(with: byteOrderMarkBytes) ? Array(bytes.dropFirst(byteOrderMarkBytes.count)) : bytes
        guard body.contains(carriageReturn) else { return body }
        var lines: [UInt8] = []
        lines.reserveCapacity(body.count)
        for (index, byte) in body.enumerated() {
            if byte == carriageReturn && index + 1 < body.count && body[index + 1] == lineFeed { continue }
            lines.append(byte)
        }
        return lines
    }

    /// The lines of `bytes`, each without its line feed: a last line without one is a line,
    /// an empty end after the last line feed is not.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines = bytes.split(separator: lineFeed, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// One line as vmrepl writes it in this format: its text, then the line ending, after
    /// a byte order mark if it is the file's first.
    func line(_ text: String, first: Bool) -> [UInt8] {
        var bytes: [UInt8] = first && byteOrderMark ? Self.byteOrderMarkBytes : []
        bytes += text.utf8
        if windowsLineEndings { bytes.append(Self.carriageReturn) }
        bytes.append(Self.lineFeed)
        return bytes
    }

    /// `bytes`, printed by vmrepl, saved in this format.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        guard self != .plain else { return bytes }
        var saved: [UInt8] = byteOrderMark ? Self.byteOrderMarkBytes : []
        saved.reserveCapacity(saved.count + bytes.count + (windowsLineEndings ? bytes.count / 16 : 0))
        for byte in bytes {
            if windowsLineEndings && byte == Self.lineFeed { saved.append(Self.carriageReturn) }
            saved.append(byte)
        }
        return saved
    }
}
