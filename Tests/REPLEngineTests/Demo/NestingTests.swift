import Experiments
import Testing
@testable import REPLEngine

/// The commands that run or write a talk — `run`, `handout`, `demo`, `save` and `explore
/// --save` — inside a file that another of them runs: each works on what its session holds
/// or is refused in one line, and nothing recurses, even a file that names itself.
@Suite struct NestingTests {
    /// The commands a talk's file may hold, each naming the file itself where it takes one.
    static let inner = [
        "save inner.vmt",
        "run talk.vmrepl",
        "handout talk.vmrepl",
        "demo talk.vmrepl",
        "explore property scan --depth 2 --save found.vmt --force",
        "mutate relay --screen counter 1",
    ]

    /// How a talk's file is run from a session.
    enum Outer: CaseIterable {
        case run, handout, demo, save
    }

    @Test(arguments: Outer.allCases, inner)
    func aTalkCommandInsideATalkWorksOrIsRefusedInOneLine(outer: Outer, inner: String) throws {
        let talk = "countup\n\(inner)\ncountup\n"
        var written: [String] = []
        let engine = Engine(options: .experimenting, catalog: .shipped)
        engine.fileReader = { path in
            path == "talk.vmrepl" ? .success(FileLines(Array(talk.utf8))) : .failure(FileProblem("No such file or directory", isMissing: true))
        }
        var savedText = ""
        engine.fileWriter = { path, bytes, _ in
            written.append(path)
            if path == "session.vmt" { savedText = String(decoding: bytes, as: UTF8.self) }
            return nil
        }
        var printed: [String] = []
        switch outer {
        case .run:
            printed = engine.execute("run talk.vmrepl").lines.map(\.text)
        case .handout:
            printed = engine.execute("handout talk.vmrepl").lines.map(\.text)
        case .save:
            _ = engine.execute("run talk.vmrepl")
            #expect(engine.execute("save session.vmt").status == .succeeded)
            // What the session printed, replayed: the file's commands and what they said.
            printed = savedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(TranscriptChecker.check(savedText, fileReader: engine.fileReader).passed, "\(savedText)")
        case .demo:
            let demo = DemoSession(script: DemoScript(talk), options: .experimenting, catalog: .shipped)
            demo.fileReader = engine.fileReader
            demo.fileWriter = engine.fileWriter
            while !demo.isAtEnd {
                for case .output(let line) in demo.forward() { printed.append(line) }
            }
        }
        let command = try #require(inner.split(separator: " ").first.map(String.init))
        let refusals = printed.filter { $0.contains("would nest") }
        // Which talks may run which: a file that run or handout runs runs no other talk,
        // a demo starts no demo; save and explore --save work anywhere.
        let refused: Bool = switch (outer, command) {
        case (_, "save"), (_, "explore"), (_, "mutate"): false
        case (.demo, "demo"): true
        case (.demo, _): false
        default: ["run", "handout", "demo"].contains(command)
        }
        if refused {
            #expect(printed.contains { $0.hasPrefix("error: '\(command)' inside a ") && $0.contains("would nest") }, "\(printed)")
        } else {
            // A run inside a demo runs the file once more, whose own run is refused.
            #expect(refusals.count == (outer == .demo && !["save", "explore", "mutate"].contains(command) ? 1 : 0), "\(printed)")
        }
        // Both countups of the talk ran, whatever happened between them.
        #expect(printed.contains { $0.hasPrefix(#"count: "2""#) }, "\(printed)")
        if command == "mutate" {
            // It checks lesson 1, not the talk, wherever it runs.
            #expect(printed.contains("score 100.0%: 2 of 2 noticed"), "\(printed)")
        }
        if command == "explore" && outer != .handout {
            // A handout's session is a transcript's, which writes nothing.
            #expect(written.contains("found.vmt"), "\(written)")
        }
    }
}
