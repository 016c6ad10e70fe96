/// A file name as vmrepl prints it: each control character (C0, DEL, C1) as its escape
/// (`\u{1}`), so a name stays on its one line and moves no cursor; the file is still
/// opened by its name as given.
package enum ShownName {
    package static func of(_ path: String) -> String {
        var shown = ""
        for scalar in path.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// `bytes`, a name that is not UTF-8, with each byte outside a UTF-8 character as
    /// its escape (`bad\xFF.vmt`).
    package static func of(bytes: [UInt8]) -> String {
        var shown = ""
        var start = 0
        while start < bytes.count {
            // The longest UTF-8 character from here, or one byte escaped.
            let lengths = (1...min(4, bytes.count - start)).reversed()
            if let length = lengths.first(where: { String(validating: bytes[start..<start + $0], as: UTF8.self) != nil }),
               let character = String(validating: bytes[start..<start + length], as: UTF8.self) {
                shown += of(character)
                start += length
            } else {
                shown += "\\x" + String(bytes[start], radix: 16, uppercase: true)
                start += 1
            }
        }
        return shown
    }
}
