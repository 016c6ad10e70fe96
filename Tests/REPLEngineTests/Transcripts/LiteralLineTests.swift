import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// Every printed line is compared, whatever it starts with: a line a transcript would
/// read as a comment, an input, a wildcard or a mistyped prompt is written after `\`,
/// and `check` reads it back as exactly that output. A team's service prints such lines
/// here, as a plug-in's text can; vmrepl's own `handout` prints Markdown.
@Suite struct LiteralLineTests {
    /// A service whose notes are the lines a transcript would misread.
    final class Parrot: ScreenService {
        static let lines = ["comment": "# not a comment", "indented": "   # nor this", "input": "vmrepl> not an input",
                            "blank": "", "spaces": "   ", "dots": "...", "backslash": #"\ a backslash first"#,
                            "quote": "> a quote", "shell": "$ vmrepl -f x", "wild": "[..] stays [..]"]
        static let defaultSettings = 0
        static let command = ServiceCommand<Int>(
            name: "parrot", usage: "parrot WORD", summary: "print a line", details: "Prints a line a transcript might misread.",
            example: "parrot comment", words: lines.keys.sorted()
        ) { arguments in
            guard arguments.words.count == 1 else { throw arguments.wrongArguments }
            let word = try arguments.setting(arguments.words[0], from: lines.keys.sorted())
            return { _ in [ServiceNote(lines[word] ?? "", settings: nil)] }
        }
        init(scheduler: SchedulerType, clock: VirtualClock, settings: Int) {}
        func adopt(_ settings: Int, sending input: String?) {}
    }

    static let poke = Screen.Input("poke", .tap, summary: "poke the parrot", repeats: false)
    static let said = Screen.Output("said", .text)
    static let perch = Screen(name: "perch", summary: "a parrot", inputs: [poke], outputs: [said], service: Parrot.self)
    static let style = Style(name: "parrotstyle", summary: "a relay", keyIdea: "says what it is told", variants: [
        Variant(of: perch) { _ in
            let said = PublishRelay<String>()
            return ViewModelPorts(said, inputs: [.tap(poke, kind: .relay) { said.accept("hello") }], outputs: [.observable(Self.said, said.asObservable())])
        },
    ], activeAtStart: false)

    static let catalog: Catalog = {
        do {
            return try Catalog.shipped.adding([style], screens: [perch])
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test func aLineATranscriptWouldMisreadIsWrittenAfterTheMark() {
        #expect(TranscriptLine.written("") == "\\")
        #expect(TranscriptLine.written("") == #"\"#)
        #expect(TranscriptLine.written("vmrepl> countup") == #"\vmrepl> countup"#)
        #expect(TranscriptLine.written("...") == #"\..."#)
        #expect(TranscriptLine.written(#"\x"#) == #"\\x"#)
        #expect(TranscriptLine.written("> quote") == #"\> quote"#)
        // vmrepl's own lines, and a wildcard inside a line, are written as they are.
        #expect(TranscriptLine.written(#"count: "1"  (all 9 agree)"#) == #"count: "1"  (all 9 agree)"#)
        #expect(TranscriptLine.written("a ... b [..]") == "a ... b [..]")
    }

    /// Blessed once, each line is written after the mark; the blessed file passes, a
    /// second bless changes nothing, and a changed marked line fails: it is compared.
    @Test(arguments: Parrot.lines.keys.sorted())
    func blessConvergesAndEveryLineIsCompared(_ word: String) throws {
        let inputs = "vmrepl> parrot \(word)\nvmrepl> countup\n"
        let blessed = try #require(TranscriptChecker.check(inputs, catalog: Self.catalog).blessed)
        let printed = try #require(Parrot.lines[word])
        #expect(blessed == "vmrepl> parrot \(word)\n\(TranscriptLine.written(printed))\nvmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let again = TranscriptChecker.check(blessed, catalog: Self.catalog)
        #expect(again.passed, "\(again.diff)")
        #expect(again.blessed == blessed)
        let changed = blessed.replacingOccurrences(of: TranscriptLine.written(printed) + "\n", with: TranscriptLine.written(printed + "!") + "\n")
        #expect(!TranscriptChecker.check(changed, catalog: Self.catalog).passed, "\(changed)")
    }

    /// `save` writes such a line marked too, so the saved file passes.
    @Test func saveMarksThemAndItsFilePasses() throws {
        let engine = Engine(catalog: Self.catalog)
        var written: [UInt8] = []
        engine.fileWriter = { _, bytes, _ in
            written = bytes
            return nil
        }
        for word in Parrot.lines.keys.sorted() { _ = engine.execute("parrot \(word)") }
        _ = engine.execute("save all.vmt")
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("\n\\# not a comment\n") && text.contains("\n\\vmrepl> not an input\n"), "\(text)")
        #expect(TranscriptChecker.check(text, catalog: Self.catalog).passed)
    }

    /// A handout's Markdown in a transcript: blank lines and `vmrepl> ` lines, checked
    /// line for line, and blessed once for all.
    @Test func aHandoutInATranscriptIsCheckedAndBlessConverges() throws {
        let blessed = try #require(TranscriptChecker.check("vmrepl> handout 2\n").blessed)
        #expect(blessed.contains("\n\\vmrepl> countup 2\n") && blessed.contains("\n\\\n"), "\(blessed)")
        let again = TranscriptChecker.check(blessed)
        #expect(again.passed, "\(again.diff)")
        #expect(again.blessed == blessed)
        #expect(!TranscriptChecker.check(blessed.replacingOccurrences(of: "\\vmrepl> countup 2", with: "\\vmrepl> countup 3")).passed)
    }
}
