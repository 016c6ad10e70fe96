#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit

/// The terminal in raw mode, read a key at a time, and put back as it was.
final class RawTerminal {
    enum Key: Equatable {
        case next, back, restart, quit, erase, cancel, other
        case digit(Character)
    }

    private var original = termios()

    init?() {
        guard isatty(0) != 0, tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Ctrl-C is SIGINT here, even when the line editor had turned that off.
        raw.c_lflag |= tcflag_t(ISIG)
        withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        guard tcsetattr(0, TCSANOW, &raw) == 0 else { return nil }
    }

    func restore() {
        var saved = original
        tcsetattr(0, TCSANOW, &saved)
    }

    func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 13, 10, 32: return .next
        case UInt8(ascii: "b"): return .back
        case UInt8(ascii: "r"): return .restart
        case UInt8(ascii: "q"), 4: return .quit
        case UInt8(ascii: "x"): return .cancel
        case 127, 8: return .erase
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit(Character(Unicode.Scalar(byte)))
        case 27:
            guard readByte() == UInt8(ascii: "[") else { return .other }
            switch readByte() {
            case UInt8(ascii: "C"): return .next
            case UInt8(ascii: "D"): return .back
            default: return .other
            }
        default: return .other
        }
    }

    /// A yes-or-no answer, one key: true for `y`; any other key, Ctrl-C or the end of
    /// input is no.
    func readYes() -> Bool {
        guard let byte = readByte() else { return false }
        return byte == UInt8(ascii: "y") || byte == UInt8(ascii: "Y")
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR && vmrepl_interrupted() == 0 { continue }
            return nil
        }
    }
}
