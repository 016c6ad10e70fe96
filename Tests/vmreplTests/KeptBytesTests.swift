import Foundation
import Testing

/// Bytes that are no UTF-8 character, as terminals send them: a sequence broken off, a
/// Latin-1 terminal's letters, xterm's eight-bit Meta. vmrepl reads them as libedit's own
/// reader does (the oracle here, `LibeditReader`): the broken sequence is dropped and the
/// byte that broke it read again, so the key it begins is never lost.
@Suite(.enabled("needs Linux's /proc to know a key was read") { FileManager.default.fileExists(atPath: "/proc/self/wchan") })
struct KeptBytesTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let keys: [Typed]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a letter after a lone lead byte", keys: [.text("email abc"), .keys([0xC3]), .text("d")]),
        Row(name: "Enter after two bytes of three", keys: [.text("email ab"), .keys([0xE2, 0x82])]),
        Row(name: "Left after a lone lead byte", keys: [.text("zork x"), .keys([0xC3]), .text("\u{1b}[D"), .text("y")]),
        Row(name: "a Latin-1 terminal's é, then a blank", keys: [.text("zork caf"), .keys([0xE9]), .text(" au lait")]),
        Row(name: "xterm's eight-bit Alt-B, then a letter", keys: [.text("zork ab"), .keys([0xE2]), .text("b")]),
        Row(name: "an emoji cut after two bytes, then a letter", keys: [.text("zork "), .keys([0xF0, 0x9F]), .text("x")]),
        Row(name: "a byte that starts nothing", keys: [.text("zork "), .keys([0xFF, 0x80]), .text("z")]),
    ]

    @Test(arguments: rows)
    func aBrokenSequenceLosesNoKey(row: Row) throws {
        let vmrepl = try LineEditor(kind: .vmrepl).lines(typing: [row.keys])
        let libedit = try LineEditor(kind: .libedit).lines(typing: [row.keys])
        #expect(vmrepl == libedit)
        #expect(vmrepl.count == 1)
    }

    /// Backspace typed ahead while a command runs, on a terminal without `IUTF8`: the
    /// terminal erases one byte of `ш` and leaves its first, `D1`. The keys after it are
    /// all kept: `X`, Left, then `Y` before it (this ran `email aYb`).
    @Test func backspaceTypedAheadWithoutIUTF8KeepsTheKeysAfterIt() throws {
        let typed = Array("email abш\u{7f}X\u{1b}[DY\r".utf8)
        let vmrepl = try LineEditor(kind: .vmrepl).lines(typing: [], typedAhead: typed, utf8Erase: false)
        let libedit = try LineEditor(kind: .libedit).lines(typing: [], typedAhead: typed, utf8Erase: false)
        #expect(vmrepl == libedit)
        #expect(vmrepl == ["email abYX"])
    }
}
