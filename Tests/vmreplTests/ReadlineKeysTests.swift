import Foundation
import Testing

/// The keys a person types at the prompt, each held to what GNU readline does with it
/// (python3's `input()`, the oracle): readline's keys are a person's habit, and vmrepl
/// gives them on libedit. Each row types a line into vmrepl and into readline, key by
/// key, and the two lines taken must be the same.
@Suite(.enabled("needs /usr/bin/python3 with GNU readline (the oracle), and Linux's /proc to know a key was read") {
    LineEditor.readlineIsGNU && FileManager.default.fileExists(atPath: "/proc/self/wchan")
})
struct ReadlineKeysTests {
    /// One row of the table in docs/USAGE.md: lines typed first (the history Ctrl-R
    /// searches), then the line the row is about.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let before: [[Typed]]
        let keys: [Typed]
        var testDescription: String { name }

        init(_ name: String, before: [[Typed]] = [], _ keys: [Typed]) {
            self.name = name
            self.before = before
            self.keys = keys
        }
    }

    static func key(_ sequence: String) -> Typed { .text(sequence) }
    static let left = key("\u{1b}[D"), right = key("\u{1b}[C")
    static let ctrlA = key("\u{1}"), ctrlR = key("\u{12}")
    static let history: [[Typed]] = [[.text("zork alpha one")], [.text("zork beta")], [.text("zork alphabet")]]

    static let rows: [Row] = [
        Row("Home, ESC [1~ (the Linux console, screen, tmux)", [.text("zork abc"), key("\u{1b}[1~"), .text("X")]),
        Row("Home, ESC [H (xterm)", [.text("zork abc"), key("\u{1b}[H"), .text("X")]),
        Row("Home, ESC O H (xterm's application mode)", [.text("zork abc"), key("\u{1b}OH"), .text("X")]),
        Row("Home, ESC [7~ (rxvt)", [.text("zork abc"), key("\u{1b}[7~"), .text("X")]),
        Row("End, ESC [4~", [.text("zork abc"), ctrlA, key("\u{1b}[4~"), .text("X")]),
        Row("End, ESC [F", [.text("zork abc"), ctrlA, key("\u{1b}[F"), .text("X")]),
        Row("End, ESC O F", [.text("zork abc"), ctrlA, key("\u{1b}OF"), .text("X")]),
        Row("End, ESC [8~ (rxvt)", [.text("zork abc"), ctrlA, key("\u{1b}[8~"), .text("X")]),
        Row("Delete, ESC [3~", [.text("zork abc"), left, left, key("\u{1b}[3~"), .text("X")]),
        Row("Ctrl-Left, ESC [1;5D: a word back, `_` ends a word", [.text("zork hello big_world"), key("\u{1b}[1;5D"), key("\u{1b}[1;5D"), .text("X")]),
        Row("Ctrl-Right, ESC [1;5C", [.text("zork hello big-world"), ctrlA, key("\u{1b}[1;5C"), key("\u{1b}[1;5C"), .text("X")]),
        Row("Alt-Left and Alt-Right, ESC [1;3D and ESC [1;3C", [.text("zork one two"), key("\u{1b}[1;3D"), key("\u{1b}[1;3D"), key("\u{1b}[1;3C"), .text("X")]),
        Row("Ctrl-Left and Ctrl-Right of older xterms, ESC [5D and ESC [5C", [.text("zork one two"), key("\u{1b}[5D"), key("\u{1b}[5D"), key("\u{1b}[5C"), .text("X")]),
        Row("Alt-Left and Alt-Right of Terminal.app, ESC ESC [D and ESC ESC [C", [.text("zork one two"), key("\u{1b}\u{1b}[D"), key("\u{1b}\u{1b}[D"), key("\u{1b}\u{1b}[C"), .text("X")]),
        Row("Ctrl-Left and Ctrl-Right of rxvt, ESC O d and ESC O c", [.text("zork one two"), key("\u{1b}Od"), key("\u{1b}Od"), key("\u{1b}Oc"), .text("X")]),
        Row("Alt-B Alt-B Alt-F, readline's words", [.text("zork hello big _world"), key("\u{1b}b"), key("\u{1b}b"), key("\u{1b}f"), .text("X")]),
        Row("Alt-B and Alt-F typed with Shift", [.text("zork a-b c_d"), key("\u{1b}B"), key("\u{1b}B"), key("\u{1b}F"), .text("X")]),
        Row("Alt-D kills to the word's end", [.text("zork ki_wi oh-my"), ctrlA, key("\u{1b}f"), key("\u{1b}d"), .text("X")]),
        Row("Alt-Backspace kills back to the word's start", [.text("zork ki_wi oh-my"), key("\u{1b}\u{7f}"), key("\u{1b}\u{7f}"), .text("X")]),
        Row("Ctrl-W kills back to the blank", [.text("zork ki_wi oh-my x.y"), key("\u{17}"), key("\u{17}"), .text("X")]),
        Row("Ctrl-U erases back to the start and keeps the rest", [.text("zork abc def"), left, left, left, key("\u{15}"), .text("X")]),
        Row("Ctrl-K kills to the end", [.text("zork abc def"), left, left, left, key("\u{b}"), .text("X")]),
        Row("Ctrl-Y puts back what Ctrl-U took", [.text("zork abc def"), left, left, key("\u{15}"), key("\u{5}"), key("\u{19}")]),
        Row("Kills one after the other are put back together", [.text("zork one two three"), key("\u{17}"), key("\u{17}"), ctrlA, key("\u{19}")]),
        Row("Ctrl-T at the start does nothing", [.text("zork ab"), ctrlA, key("\u{14}"), .text("X")]),
        Row("Ctrl-T swaps and moves on", [.text("zork abcd"), left, left, key("\u{14}"), key("\u{14}"), .text("X")]),
        Row("Ctrl-T at the end swaps the two before", [.text("zork ab"), key("\u{14}"), .text("X")]),
        Row("Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F", [.text("zork abc"), ctrlA, key("\u{6}"), key("\u{6}"), .text("X"), key("\u{5}"), key("\u{2}"), .text("Y")]),
        Row("Backspace and Ctrl-H", [.text("zork abcd"), key("\u{7f}"), left, key("\u{8}"), .text("X")]),
        Row("Wide characters in words", [.text("zork 日本 жук 😀 x"), key("\u{1b}b"), key("\u{1b}b"), .text("X"), ctrlA, key("\u{1b}f"), key("\u{1b}f"), .text("Y")]),
        Row("Ctrl-R, then Right: the match, a character on", before: history, [ctrlR, .text("alp"), right, .text("X")]),
        Row("Ctrl-R Ctrl-R, then Left: the older match, a character back", before: history, [ctrlR, .text("alp"), ctrlR, left, .text("Y")]),
        Row("Ctrl-R, then End (ESC [F)", before: history, [ctrlR, .text("beta"), key("\u{1b}[F"), .text("Z")]),
        Row("Ctrl-R, then End (ESC [4~)", before: history, [ctrlR, .text("beta"), key("\u{1b}[4~"), .text("Z")]),
        Row("Ctrl-R, then Home (ESC [1~)", before: history, [ctrlR, .text("bet"), key("\u{1b}[1~"), .text("W")]),
        Row("Ctrl-R, then Ctrl-A", before: history, [ctrlR, .text("bet"), ctrlA, .text("W")]),
        Row("Ctrl-R, then Ctrl-Right (ESC [1;5C)", before: history, [ctrlR, .text("one"), ctrlA, key("\u{1b}[1;5C"), .text("V")]),
        Row("Ctrl-R, Backspace finds the shorter text from the match", before: history, [ctrlR, .text("alph"), key("\u{7f}"), key("\u{7f}"), right, .text("V")]),
        Row("Ctrl-R, Ctrl-G puts the line back", before: history, [.text("zork mine"), ctrlR, .text("zzz"), key("\u{7}"), .text("!")]),
        Row("Ctrl-R, a search that fails, then Right", before: history, [ctrlR, .text("al"), ctrlR, ctrlR, ctrlR, right, .text("+")]),
        Row("Ctrl-R, then Esc alone ends the search", before: history, [ctrlR, .text("one"), key("\u{1b}"), .pause(until: "vmrepl>"), .text("!")]),
        Row("Ctrl-R, then Ctrl-J ends the search", before: history, [ctrlR, .text("alp"), key("\n"), .text("Q")]),
        Row("Ctrl-R, then Enter runs the match", before: history, [ctrlR, .text("beta")]),
        Row("Ctrl-R looks in the line being typed first", before: history, [.text("zork current"), ctrlR, .text("ur"), right, .text("!")]),
        Row("Ctrl-R, Ctrl-W and Ctrl-Y take the match's next word and rest", before: history, [ctrlR, .text("zo"), key("\u{17}"), key("\u{19}"), key("\u{6}"), .text("#")]),
        Row("Ctrl-R Ctrl-R with nothing typed searches for the last text again", before: history + [[ctrlR, .text("alp")]], [ctrlR, ctrlR, right, .text("-")]),
        Row("Ctrl-R, then Tab ends the search and completes", before: [[.text("nextpage")]], [ctrlR, .text("pag"), key("\t")]),
    ]

    @Test(arguments: rows)
    func eachKeyDoesWhatReadlineDoes(row: Row) throws {
        let lines = row.before + [row.keys]
        let vmrepl = try LineEditor(kind: .vmrepl).lines(typing: lines, completing: ["nextpage"])
        let readline = try LineEditor(kind: .readline).lines(typing: lines, completing: ["nextpage"])
        #expect(vmrepl.last == readline.last, "vmrepl took \(vmrepl), readline \(readline)")
        #expect(vmrepl.count == readline.count, "vmrepl took \(vmrepl), readline \(readline)")
    }
}
