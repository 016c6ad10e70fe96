import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// `save` hands the session's lines to the executable's replayer (a fresh process, where
/// a singleton starts as the session's did) and writes what it returns; in a transcript
/// it replays nothing, so a `save` in a file that `run` runs is not replayed again.
@Suite struct SaveReplayTests {
    @Test func saveWritesWhatTheReplayerReturnsForTheSessionsLines() throws {
        let engine = Engine()
        var handed: [[String]] = []
        engine.sessionReplayer = { lines in
            handed.append(lines)
            return .replayed("vmrepl> countup\nas replayed\n")
        }
        var written: [String: String] = [:]
        engine.fileWriter = { path, bytes, _ in
            written[path] = String(decoding: bytes, as: UTF8.self)
            return nil
        }
        _ = engine.execute("countup")
        _ = engine.execute("# a note")
        #expect(engine.execute("save s.vmt").lines.map(\.text) == ["save s.vmt: 1 command; 'vmrepl check s.vmt' checks it"])
        #expect(handed == [["countup", "# a note"]])
        #expect(written["s.vmt"] == "vmrepl> countup\nas replayed\n")
        // A replay that fails is said in one line; nothing is written.
        engine.sessionReplayer = { _ in .failed("the process replaying the session ended without a transcript (it ended on signal 9)") }
        let failed = engine.execute("save t.vmt")
        #expect(failed.status == .failed)
        #expect(failed.lines.map(\.text).joined(separator: " ").contains("cannot save 't.vmt': the process replaying"))
        #expect(written["t.vmt"] == nil)
        engine.sessionReplayer = { _ in .interrupted }
        #expect(engine.execute("save u.vmt").status == .interrupted)
    }

    /// In a transcript (`check`), `save` says what it would write and replays nothing.
    @Test func aTranscriptsSaveReplaysNothing() {
        let engine = Engine(options: .transcript(toolName: "team-vmrepl"), catalog: .shipped)
        engine.sessionReplayer = { _ in
            Issue.record("a transcript's save replayed the session")
            return .interrupted
        }
        _ = engine.execute("countup")
        #expect(engine.execute("save s.vmt").lines.map(\.text) == ["save s.vmt: 1 command; 'team-vmrepl check s.vmt' checks it"])
    }

    /// A `save` inside a file that `run` runs: the replay runs the file again, whose
    /// `save` is a transcript's and replays nothing, so it ends (it used to recurse until
    /// the stack overflowed).
    @Test func aSaveInAFileThatRunRunsEnds() throws {
        let engine = Engine()
        let file = "countup\nsave --force before.vmt\n"
        engine.fileReader = { _ in
            var lines = file.split(separator: "\n").map { Array($0.utf8) }.makeIterator()
            return .success(FileLines(next: { lines.next() }, failure: { nil }))
        }
        var written: [String: String] = [:]
        engine.fileWriter = { path, bytes, _ in
            written[path] = String(decoding: bytes, as: UTF8.self)
            return nil
        }
        #expect(engine.execute("run setup.vmrepl").status == .succeeded)
        let saved = try #require(written["before.vmt"])
        #expect(saved.hasPrefix("vmrepl> run setup.vmrepl\n"), "\(saved)")
        #expect(TranscriptChecker.check(saved, fileReader: engine.fileReader).passed)
    }

    /// `reset` names only what is active: a style added to the catalog, inactive, changes
    /// no transcript's `reset` line.
    @Test func resetsLineDependsOnlyOnWhatIsActive() throws {
        let extra = Style(name: "extra", summary: "a copy", keyIdea: "inactive", variants: Catalog.shipped.styles[0].variants, activeAtStart: false)
        let wider = try Catalog.shipped.adding([extra])
        for commands in [["reset"], ["use relay scan", "reset"], ["use all", "reset"]] {
            let lines = [Catalog.shipped, wider].map { catalog in
                let engine = Engine(catalog: catalog)
                return commands.map { engine.execute($0).lines.map(\.text).last ?? "" }.last ?? ""
            }
            if commands.first == "use all" {
                #expect(lines[0] == "reset: view models rebuilt, virtual time 0; 11 styles active")
            } else {
                #expect(lines[0] == lines[1], "\(commands)")
            }
        }
        #expect(Engine().execute("reset").lines.last?.text == "reset: view models rebuilt, virtual time 0; 9 styles active")
    }
}
