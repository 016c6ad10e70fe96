import Experiments
@testable import REPLEngine
import StyleKit
import Testing
import Variants

/// `mutate` at the prompt: the table a class reads, and one line for each mistake.
@Suite struct MutationAtThePromptTests {
    private func engine(_ options: EngineOptions = .transcript) -> Engine {
        Engine(options: options.experimenting(), catalog: .shipped)
    }

    @Test func lessonFiveKillsTheDoubleTapsSwapsAndLessonFourDoesNot() throws {
        let engine = engine()
        let four = engine.execute("mutate relay --screen login 4")
        #expect(four.status == .succeeded)
        let lines = four.lines.map(\.text)
        #expect(lines.first == "mutate relay: 11 mutants of its login screen, against 04-login.vmt")
        #expect(lines.contains("  Survived     48  flatMapLatest → flatMap"), "\(lines)")
        #expect(lines.contains("  Killed       51  catch moved outside flatMapLatest          by line 41: login"), "\(lines)")
        #expect(lines.last == "score 72.7%: 8 of 11 noticed, 3 survived")
        #expect(lines.allSatisfy { $0.count <= 80 })
        let five = engine.execute("mutate relay --screen login 5").lines.map(\.text)
        // A row names the relay by its declared name, and the killing step by its
        // command, under the swap where the row has no room.
        let killed = try #require(five.firstIndex(of: "  Killed       48  flatMapLatest → flatMap"), "\(five)")
        #expect(five[killed + 1] == "                   by line 58: tick 500")
        #expect(five.contains("  Survived     31  email: BehaviorRelay → PublishRelay"), "\(five)")
        #expect(five.allSatisfy { $0.count <= 80 })
        // The rows follow the file's lines, as 'source relay' numbers them.
        let numbers = five.dropFirst(2).dropLast().compactMap { Int($0.dropFirst(13).prefix(4).trimmingCharacters(in: .whitespaces)) }
        #expect(numbers == numbers.sorted() && numbers.count == 11, "\(five)")
    }

    /// A class never waits blind: the progress line moves through the census, each
    /// mutant's verdict and each survivor's search, is asked again all through a search
    /// (so that its clock moves), and is cleared at the end; a transcript's `mutate` shows
    /// none.
    /// A long heading is wrapped, never cut; two calls on one line with one swap (scan's
    /// two `startWith`) say their columns.
    @Test func theHeadingIsWholeAndRowsAlikeSayTheirColumns() {
        let engine = engine()
        let typeahead = engine.execute("mutate relay --screen typeahead 18").lines.map(\.text)
        #expect(typeahead.prefix(2) == ["mutate relay: 16 mutants of its typeahead screen,", "  against 18-stale-answer-next-page.vmt"])
        let login = engine.execute("mutate scan --screen login 4").lines.map(\.text)
        #expect(login.contains("  Survived     52  startWith removed, column 24"), "\(login)")
        #expect(login.contains("  Survived     52  startWith removed, column 49"), "\(login)")
        #expect(login.contains("  Killed       62  startWith removed               by line 14: login"), "\(login)")
    }

    @Test func mutateAtThePromptShowsWhereItHasGot() {
        let engine = engine(EngineOptions())
        final class Seen { var lines: [String] = []; var ended = 0 }
        let seen = Seen()
        engine.mutateProgress = { seen.lines.append($0) }
        engine.mutateProgressEnded = { seen.ended += 1 }
        _ = engine.execute("mutate relay --screen login --explore --depth 2 4")
        #expect(seen.lines.first == "finding the mutants", "\(seen.lines)")
        #expect(seen.lines.contains("finding the mutants: transcript 1 of 1"))
        let counts = seen.lines.compactMap { line in line.hasSuffix(" of 11 mutants") ? Int(line.split(separator: " ")[0]) : nil }
        #expect(counts.first == 0 && counts.last == 11 && counts == counts.sorted(), "\(seen.lines)")
        #expect(seen.lines.contains { $0.hasPrefix("survivor 1 of 3 · ") } && seen.lines.contains { $0.hasPrefix("survivor 3 of 3 · ") },
                "\(seen.lines)")
        // How far a survivor's search has got: which of its two searches (from the start,
        // then after the success path), the length and its sequences, then the walks.
        #expect(seen.lines.contains("survivor 1 of 3 · search 1 of 2 · length 2 of 2 · 0 of 324"), "\(seen.lines)")
        #expect(seen.lines.contains { $0.hasPrefix("survivor 1 of 3 · search 1 of 2 · walks ") && $0.hasSuffix(" of 5,000") }, "\(seen.lines)")
        // Cleared once for the table, shown as soon as it is ready, and once at the end.
        #expect(seen.ended == 2)
    }

    /// A handout's talk runs in a session of its own, whose `mutate` shows its progress
    /// where the session that asked for the handout shows it; the Markdown holds none of it.
    @Test func aHandoutsMutateShowsWhereItHasGot() throws {
        let engine = engine(EngineOptions())
        final class Seen { var lines: [String] = []; var ended = 0 }
        let seen = Seen()
        engine.mutateProgress = { seen.lines.append($0) }
        engine.mutateProgressEnded = { seen.ended += 1 }
        engine.fileReader = { name in
            guard name == "talk.vmrepl" else { return .failure(FileProblem("No such file or directory", isMissing: true)) }
            return .success(FileLines(Array("# A talk.\nmutate relay --screen counter 1\n".utf8)))
        }
        var handout: [String] = []
        #expect(engine.handout(of: "talk.vmrepl") { handout.append($0) } == nil)
        #expect(seen.lines.contains("finding the mutants: transcript 1 of 1") && seen.lines.contains("2 of 2 mutants"), "\(seen.lines)")
        #expect(seen.ended >= 1)
        #expect(handout.contains("mutate relay: 2 mutants of its counter screen, against 01-counting.vmt"), "\(handout)")
        #expect(!handout.contains { $0.contains("of 2 mutants") }, "\(handout)")
    }

    /// Typed at the prompt, `--explore`'s default search is sized for a class, as
    /// `explore`'s is (login: every sequence of up to 3 commands, then 500 walks); from a
    /// file, `-e` or a transcript it is the CI gate's (4, then 5,000). Each search is
    /// stopped as its progress first names its budget.
    @Test func theExploreOfASurvivorAtThePromptIsSizedForAClass() {
        func budget(interactive: Bool, walks: Bool) -> String? {
            let engine = engine(EngineOptions())
            engine.isInteractive = interactive
            final class Seen { var lines: [String] = [] }
            let seen = Seen()
            engine.mutateProgress = { seen.lines.append($0) }
            let wanted = walks ? "walks" : "length"
            engine.isInterrupted = { seen.lines.contains { $0.contains(wanted) } }
            let command = walks ? "mutate relay --screen login --explore --depth 1 4" : "mutate relay --screen login --explore 4"
            _ = engine.execute(command)
            return seen.lines.first { $0.contains(wanted) }?.split(separator: " · ").dropFirst(2).joined(separator: " · ")
        }
        #expect(budget(interactive: true, walks: false) == "length 1 of 3 · 0 of 18")
        #expect(budget(interactive: false, walks: false) == "length 1 of 4 · 0 of 18")
        #expect(budget(interactive: true, walks: true) == "walks 0 of 500")
        #expect(budget(interactive: false, walks: true) == "walks 0 of 5,000")
    }

    @Test func itsRecordInJSONHoldsTheLines() {
        var options = EngineOptions.transcript
        options.format = .json
        let lines = engine(options).execute("mutate relay --screen counter 1").lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix(#"{"kind":"mutate","lines":["mutate relay: 2 mutants of its counter screen, against 01-counting.vmt""#) }, "\(lines)")
    }

    /// Ctrl-C stops it part way: what it had is shown, and the line says it stopped.
    @Test func ctrlCStopsItAndSaysSo() {
        let engine = engine()
        var asked = 0
        // Stopped after the census and a few checks.
        engine.isInterrupted = {
            asked += 1
            return asked > 6
        }
        let result = engine.execute("mutate relay --screen login 4 5")
        #expect(result.status == .interrupted)
        let lines = result.lines.map(\.text)
        #expect(lines.last == "interrupted: mutate stopped; what it had found is above", "\(lines)")
        #expect(lines.first?.hasPrefix("mutate relay: ") == true)
        #expect(!lines.contains { $0.hasPrefix("mutate relay: 10 mutants") }, "it did not run every mutant: \(lines)")
    }

    @Test(arguments: [
        ("mutate nosuch 4", "unknown variant 'nosuch'"),
        ("mutate relay", "mutate needs at least one transcript: a file, or at the prompt a lesson by number; usage: see 'help mutate'"),
        ("mutate relay --depth 3 4", "--depth bounds the search of --explore"),
        ("mutate relay --explore --depth 11 4", "'11' is not a value of --depth; it takes a number of commands from 1 to 10"),
        ("mutate relay --screen nope 4", "unknown screen 'nope'"),
        ("mutate relay 99", "no file or lesson '99'"),
        ("mutate observation 4", "style 'observation' calls none of the operators mutate swaps"),
        ("mutate flux --screen login 4", "style 'flux' calls none of the operators mutate swaps on its login screen"),
        ("mutate relay --screen counter --frobnicate 4", "unknown option '--frobnicate' for 'mutate'; usage: see 'help mutate'"),
        ("mutate relay --jobs 2 4", "'--jobs' is the shell's; the prompt checks each file in this process"),
        ("mutate merge shard1.json shard2.json", "'mutate merge' is the shell's: 'vmrepl mutate merge REPORT.json…' makes a CI matrix's shard reports one"),
        ("mutate relay --format json 4", "unknown option '--format' for 'mutate' (the command line's: 'vmrepl --format json' prints the session"),
        ("mutate relay --junit 4 4", "cannot write the JUnit report to '4': it is the transcript '4', which mutate reads"),
        ("mutate relay 16", "'16-would-your-test-notice.vmt' runs mutate itself (line 5); mutate checks transcripts that do not"),
        // A command file tests nothing, and a transcript that fails with no mutant judges none.
        ("mutate relay --screen counter commands.vmrepl", "'commands.vmrepl' cannot be checked: line 1 is expected output before the first input line"),
        ("mutate relay --screen counter stale.vmt", "'stale.vmt' fails at line 1 with no mutant; mutate needs transcripts that 'check' passes"),
    ])
    func eachMistakeGetsOneLine(line: String, message: String) {
        let engine = engine()
        let files = ["commands.vmrepl": "countup\n", "stale.vmt": "vmrepl> countup\ncount: \"7\"  (all 9 agree)\n"]
        engine.fileReader = { path in
            files[path].map { .success(FileLines(Array($0.utf8))) } ?? .failure(FileProblem("No such file or directory", isMissing: true))
        }
        let result = engine.execute(line)
        #expect(result.status == .failed, "\(line)")
        let text = result.lines.map(\.text).joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(message), "\(line): \(text)")
    }
}
