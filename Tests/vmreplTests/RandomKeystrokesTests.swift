@testable import Experiments
import Foundation
import Testing

/// Random keystrokes, typed into vmrepl and into GNU readline (python3's `input()`, the
/// oracle): the arrows, Home and End as terminals send them, Ctrl and Alt keys, words
/// with `_` and `-`, wide characters. Each stream is a fresh session's first line, so no
/// line's kills or history carry into the next. Ctrl-Y and Ctrl-R have their own rows in
/// ``ReadlineKeysTests``, not a place here: python3 runs readline a key at a time
/// (its callback mode), where an Alt kill never joins the kill before it (in bash, which
/// runs readline proper, it does, as in vmrepl) and Ctrl-R may search a line saved
/// earlier rather than the one typed.
@Suite(.enabled("needs /usr/bin/python3 with GNU readline (the oracle), and Linux's /proc to know a key was read") {
    LineEditor.readlineIsGNU && FileManager.default.fileExists(atPath: "/proc/self/wchan")
})
struct RandomKeystrokesTests {
    static let words = ["zork", "ki_wi", "oh-my", "x.y", "日本", "жук", "😀", " ", "  ", "w9"]
    static let keys = [
        "\u{1b}[D", "\u{1b}[C", "\u{1b}OD", "\u{1b}OC", "\u{1b}[H", "\u{1b}[F", "\u{1b}[1~", "\u{1b}[4~", "\u{1b}OH", "\u{1b}OF",
        "\u{1b}[1;5D", "\u{1b}[1;5C", "\u{1b}b", "\u{1b}f", "\u{1b}d", "\u{1b}\u{7f}", "\u{1b}[3~",
        "\u{1}", "\u{2}", "\u{5}", "\u{6}", "\u{8}", "\u{b}", "\u{14}", "\u{15}", "\u{17}", "\u{7f}",
    ]

    /// The same stream every run, from `seed`.
    static func stream(_ seed: UInt64) -> [Typed] {
        var generator = SplitMix64(seed: seed)
        var typed: [Typed] = [.text("zork")]
        for _ in 0..<(3 + generator.next(below: 12)) {
            if generator.next(below: 100) < 45 {
                typed.append(.text(words[generator.next(below: words.count)]))
            } else {
                typed.append(.text(keys[generator.next(below: keys.count)]))
            }
        }
        return typed
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func aRandomLineIsTheLineReadlineTakes(seed: UInt64) throws {
        let typed = Self.stream(seed)
        let vmrepl = try LineEditor(kind: .vmrepl).lines(typing: [typed])
        let readline = try LineEditor(kind: .readline).lines(typing: [typed])
        #expect(vmrepl == readline, "typed: \(typed)")
    }
}
