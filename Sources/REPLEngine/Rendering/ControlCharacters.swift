extension String {
    /// The text with every control character but ESC written as an escape (`\n`, `\t`,
    /// `\r`, `\u{7f}`), so that one printed line stays one line whatever a value or an
    /// echoed word holds. ESC starts the colour sequences vmrepl adds itself; no input
    /// holds one (the line reader refuses control characters, and `"\e"` is no escape).
    var escapingControlCharacters: String {
        // Most lines have no control character: ASCII ones are single bytes, and the C1
        // ones (U+0080–U+009F) all start with the byte 0xC2.
        guard utf8.contains(where: { ($0 < 0x20 && $0 != 0x1B) || $0 == 0x7F || $0 == 0xC2 }) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{1B}": result.unicodeScalars.append(scalar)
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
