/// Checks a raw input line and decodes it: the first gate every line passes.
enum LineReader {
    /// The longest line accepted, in bytes.
    static let maximumLength = 4_096

    /// Decodes `bytes` as UTF-8 and rejects what no command may contain.
    static func decode(_ bytes: [UInt8]) throws(CommandError) -> String {
        if bytes.count > maximumLength {
            throw .lineTooLong(length: bytes.count, limit: maximumLength)
        }
        if let line = String(validating: bytes, as: UTF8.self) {
            try check(line)
            return line
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                break decoding
            case .error:
                throw .invalidUTF8(byteOffset: offset)
            }
        }
        let line = String(scalars)
        try check(line)
        return line
    }

    /// Rejects lines with NUL bytes, control characters (tab excepted) or too many bytes.
    static func check(_ line: String) throws(CommandError) {
        if line.utf8.count > maximumLength {
            throw .lineTooLong(length: line.utf8.count, limit: maximumLength)
        }
        if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return }
        for (index, scalar) in line.unicodeScalars.enumerated() {
            if scalar.value == 0 {
                throw .nulByte(column: index + 1)
            }
            if scalar.properties.generalCategory == .control && scalar != "\t" {
                throw .controlCharacter(scalar.value, column: index + 1)
            }
        }
    }
}
