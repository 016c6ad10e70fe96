import Foundation
import Testing
@testable import REPLEngine

@Suite struct LessonsAndSaveTests {
    @Test func theEmbeddedLessonsAreTheShippedOnesByteForByte() throws {
        let files = TranscriptTests.lessonFiles()
        #expect(EmbeddedLessons.all.map(\.file) == files.map { URL(fileURLWithPath: $0).lastPathComponent })
        for (lesson, path) in zip(EmbeddedLessons.all, files) {
            #expect(Data(lesson.text.utf8) == (try Data(contentsOf: URL(fileURLWithPath: path))), "\(lesson.file)")
        }
        #expect(EmbeddedLessons.lesson(named: "5")?.file == "05-double-tap.vmt")
        #expect(EmbeddedLessons.lesson(named: "double")?.number == 5)
        #expect(EmbeddedLessons.lesson(named: "nope") == nil)
    }

    @Test func lessonsListsThemWithTheirTitlesAndHelpMentionsThem() {
        let engine = Engine(options: EngineOptions(width: 200))
        let lines = engine.execute("lessons").lines.map(\.text)
        // A title is the opening comment's first sentence, whole, not its first line.
        #expect(lines.first == " 1  counting                the same counter, nine ways.")
        #expect(lines.contains(" 6  mistakes                typing mistakes, each answered in one line."))
        // Every title starts in one column, after the longest name.
        let column = lines.first.map { $0.distance(from: $0.startIndex, to: $0.range(of: "the same")?.lowerBound ?? $0.startIndex) }
        #expect(lines.dropLast().allSatisfy { line in line.dropFirst((column ?? 0) - 2).hasPrefix("  ") && line.dropFirst(column ?? 0).first != " " }, "\(lines)")
        #expect(lines.count == EmbeddedLessons.all.count + 1)
        #expect(engine.execute("help").lines.contains { $0.text.contains("'lessons' lists lessons to 'demo'") })
        #expect(engine.execute("demo 99").lines.first?.text.hasPrefix("error: no file or lesson '99'; lessons are 1 counting,") == true)
        #expect(engine.execute("demo 5").lines.first?.text.hasPrefix("error: demo runs on a terminal") == true)
        var ran: String?
        engine.demoRunner = { _, name in ran = name }
        #expect(engine.execute("demo double").status == .succeeded)
        #expect(ran == "05-double-tap.vmt")
        #expect(engine.completions(for: "demo dou") == ["double-tap"])
    }

    @Test func aDemoSessionGoesForwardBackAndJumps() {
        let script = DemoScript(EmbeddedLessons.lesson(named: "1")?.text ?? "")
        let session = DemoSession(script: script, options: EngineOptions(), catalog: .shipped)
        let first = session.forward()
        #expect(first.first == .narration("# Lesson 1: the same counter, nine ways. Every style counts up. When all of them"))
        #expect(first.contains(.command("variants")))
        let second = session.forward()
        #expect(second.contains(.output(#"count: "1"  (all 9 agree)"#)))
        _ = session.forward()
        // Back to step 2: replayed, so the count is where it was after step 2.
        #expect(session.back().contains(.output(#"count: "1"  (all 9 agree)"#)))
        #expect(session.forward().contains(.output(#"count: "2" "3" "4"  (all 9 agree)"#)))
        #expect(session.go(to: 0).isEmpty)
        #expect(session.position == 0)
    }

    @Test func aSavedRandomSessionPassesItsOwnCheck() throws {
        var generator = SplitMix(seed: 21)
        for round in 0..<20 {
            let engine = Engine()
            var saved: [String: [UInt8]] = [:]
            engine.fileWriter = { path, bytes, overwrite in
                if !overwrite && saved[path] != nil { return "it exists; add --force to replace it" }
                saved[path] = bytes
                return nil
            }
            // The commands of a talk too: a measurement, files written, a lesson run in.
            let commands = SampleCommands.all + ["bench 1000", "marbles --svg m.svg", "marbles", "run 5", "save other.vmt"]
            for _ in 0..<Int.random(in: 1...20, using: &generator) {
                _ = engine.execute(commands.randomElement(using: &generator) ?? "countup")
            }
            let (lines, status) = engine.execute("save talk.vmt")
            #expect(status == .succeeded)
            #expect(lines.first?.text.hasPrefix("save talk.vmt: ") == true && lines.first?.text.hasSuffix("; 'vmrepl check talk.vmt' checks it") == true)
            let bytes = try #require(saved["talk.vmt"])
            if bytes.isEmpty { continue }
            let result = TranscriptChecker.check(utf8: bytes, name: "round \(round)")
            if case .invalid(_, let reason, _) = result.verdict, reason.hasPrefix("no input line") { continue }
            #expect(result.passed, "\(String(decoding: bytes, as: UTF8.self))\n\(result.diff)")
            #expect(engine.execute("save talk.vmt").status == .failed)
            #expect(engine.execute("save --force talk.vmt").status == .succeeded)
        }
        let nowhere = Engine()
        nowhere.fileWriter = { _, _, _ in "No such file or directory" }
        #expect(nowhere.execute("save /nonexistent/x.vmt").lines.first?.text == "error: cannot save '/nonexistent/x.vmt': No such file or directory")
    }

    @Test func aSessionLongerThanSaveKeepsSaysSoAndStaysBounded() {
        let engine = Engine()
        engine.savedSession.limit = 10
        var saved: [UInt8]?
        engine.fileWriter = { _, bytes, _ in saved = bytes; return nil }
        for _ in 0..<3 { _ = engine.execute("countup") }
        #expect(engine.execute("save short.vmt").status == .succeeded)
        #expect(saved.map { String(decoding: $0, as: UTF8.self).components(separatedBy: "\n").count } == 7)
        saved = nil
        for _ in 0..<10 { _ = engine.execute("countup") }
        let (lines, status) = engine.execute("save long.vmt")
        #expect(status == .failed)
        #expect(lines.first?.text.hasPrefix("error: the session is over 10 lines or 8 MB, more than save keeps;") == true)
        #expect(saved == nil)
        // The session itself goes on.
        #expect(engine.execute("countup").lines.map(\.text).contains(#"count: "14"  (all 9 agree)"#))
    }
}
