import Testing
@testable import REPLEngine

@Suite struct LineWrapperTests {
    let wrapper = LineWrapper(width: 20)

    @Test func breaksBetweenWordsWithAHangingIndent() {
        #expect(wrapper.wrap("short line", hang: 4) == ["short line"])
        #expect(wrapper.wrap("  a row of several words that go on", hang: 6) == ["  a row of several", "      words that go", "      on"])
        // A word wider than the line is never cut.
        #expect(wrapper.wrap("x (flatMapLatestAndMoreWords) y", hang: 2) == ["x", "  (flatMapLatestAndMoreWords)", "  y"])
    }

    @Test func colourTakesNoWidthAndIsClosedBeforeEveryLineEnds() {
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(wrapper.wrap("\(red)error(boom)\(reset) scan mvp", hang: 2) == ["\(red)error(boom)\(reset) scan mvp"])
        let pieces = wrapper.wrap("\(red)a long coloured message that wraps\(reset)", hang: 2)
        #expect(pieces == ["\(red)a long coloured\(reset)", "  \(red)message that wraps\(reset)"])
        for piece in pieces { #expect(piece.hasSuffix(reset)) }
    }

    @Test func everyPieceFitsForRandomText() {
        var generator = SplitMix(seed: 18)
        let words = ["a", "relay", "flux-keyed", "—", "…", "\"1\"", "error(boom)", "loginButtonEnabled"]
        for _ in 0..<200 {
            let line = (0..<Int.random(in: 1...30, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }.joined(separator: " ")
            let pieces = wrapper.wrap(line, hang: 4)
            for piece in pieces { #expect(LineWrapper.visibleWidth(piece) <= 20 || !piece.dropFirst(4).contains(" ")) }
            #expect(pieces.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
        }
    }

    /// A terminal's columns, not Unicode scalars: a decomposed accent takes none (rows
    /// of values once went a column out after `cafe\u{301}`), a wide character two.
    @Test func widthsAreTheColumnsATerminalGives() {
        #expect(LineWrapper.visibleWidth("cafe\u{301}") == 4)
        #expect(LineWrapper.visibleWidth("café") == 4)
        #expect(LineWrapper.visibleWidth("\u{1B}[1mcafe\u{301}\u{1B}[0m") == 4)
        #expect(LineWrapper.visibleWidth("日本") == 4)
        #expect(LineWrapper.visibleWidth("a\u{200D}b") == 2)
        #expect(LineWrapper.visibleWidth("👍") == 2)
        // Wrapped at 10 columns, the decomposed word fits where its scalars would not.
        #expect(LineWrapper(width: 10).wrap("cafe\u{301} cafe\u{301}", hang: 0).count == 1)
    }
}
