/// Whether `bytes` are well-formed UTF-8 (the Unicode standard's table 3-7: no overlong
/// forms, no surrogates, nothing above U+10FFFF).
///
/// Eight ASCII bytes are skipped at a time, so a transcript, which is nearly all ASCII,
/// costs about an instruction a byte; the standard library's validation, run to make a
/// `String` of a whole file, cost nine.
func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index < count {
        if index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
        }
        let lead = base[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        // The allowed range of the second byte, and how many bytes the sequence has.
        let second: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: second = 0x80...0xBF; length = 2
        case 0xE0: second = 0xA0...0xBF; length = 3
        case 0xE1...0xEC, 0xEE...0xEF: second = 0x80...0xBF; length = 3
        case 0xED: second = 0x80...0x9F; length = 3
        case 0xF0: second = 0x90...0xBF; length = 4
        case 0xF1...0xF3: second = 0x80...0xBF; length = 4
        case 0xF4: second = 0x80...0x8F; length = 4
        default: return false
        }
        guard index + length <= count, second.contains(base[index + 1]) else { return false }
        for offset in 2..<length where !(0x80...0xBF).contains(base[index + offset]) {
            return false
        }
        index += length
    }
    return true
}
