import Foundation
import MiniRx
@testable import Experiments
@testable import REPLEngine
import StyleKit
import Testing
import Variants

/// `explore`: the shortest sequences it finds, what it says when it finds none, random
/// walks shrunk to what matters, and transcripts that `check` passes.
@Suite struct ExploreTests {
    // MARK: A screen and styles made for the search

    /// A screen with one tap that takes no count, so that its alphabet is `bump` and
    /// `subscribe total` only.
    static let bump = Screen.Input("bump", .tap, summary: "bump the total", examples: [])
    static let total = Screen.Output("total", .text)
    static let tally = Screen(name: "tally", summary: "a total and a bump button", inputs: [bump], outputs: [total])

    /// A tally whose `buggyAt`th bump shows `oops` when `buggy`.
    static func tallyStyle(_ name: String, buggy: Bool, buggyAt: Int = 5) -> Style {
        Style(name: name, summary: "a tally", keyIdea: "counts bumps", variants: [
            Variant(of: tally) { _ in
                let count = BehaviorRelay(value: 0)
                return ViewModelPorts(count, inputs: [
                    .tap(bump) { count.accept(count.value + 1) },
                ], outputs: [
                    .observable(total, count.map { buggy && $0 == buggyAt ? "oops" : String($0) }, current: { String(count.value) }),
                ])
            },
        ])
    }

    static let tallyCatalog: Catalog = {
        do {
            let catalog = try Catalog.replacing(with: [tallyStyle("plain", buggy: false), tallyStyle("buggy", buggy: true)], screens: [tally])
            try Engine.check(catalog)
            return catalog
        } catch {
            fatalError("the test catalog is well formed: \(error)")
        }
    }()

    /// An explorer of `styles` over the screen `screen` of `catalog`.
    static func explorer(_ styles: [String], screen: Screen, catalog: Catalog, isInterrupted: @escaping () -> Bool = { false }) throws -> Explorer {
        let alphabet = try ExploreAlphabet(screen: screen, catalog: catalog)
        return Explorer(catalog: catalog, layout: Layout(screens: catalog.screens), styles: styles, alphabet: alphabet, isInterrupted: isInterrupted)
    }

    static func text(_ engine: Engine, _ line: String) -> (text: String, status: LineStatus) {
        let (lines, status) = engine.execute(line)
        return (lines.map(\.text).joined(separator: "\n"), status)
    }

    /// `text` with the lines a wrapped sentence was cut into joined again.
    static func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: "\n    ", with: " ").replacingOccurrences(of: "\n  ", with: " ")
    }

    // MARK: Two styles

    @Test func scanIsToldFromPropertyByACountUpThenALateSubscriber() throws {
        let engine = Engine()
        var witness: ExploreResult.Witness?
        let (text, status) = Self.text(engine, "explore scan property")
        #expect(status == .succeeded)
        #expect(engine.exploreFoundDifference == true)
        // The same search, read as data.
        let explorer = try Self.explorer(["property", "scan"], screen: .counter, catalog: .shipped)
        var result = ExploreResult(screen: "counter", styles: ["property", "scan"], alphabet: explorer.alphabet.lines, leftOut: explorer.leftOut,
                                   depth: 4, autorunOff: false, walkBudget: nil)
        explorer.search(depth: 4, into: &result)
        witness = result.witnesses[ExploreResult.Pair(first: 0, second: 1)]
        #expect(witness?.commands == ["countup", "subscribe count"])
        #expect(witness?.firstDifference == 1)
        #expect(text.hasPrefix("property and scan differ after 2 commands"))
        #expect(text.contains("""
        [2] subscribe count
        count #1:
          "1"  property
          "0"  scan
        """))
        #expect(text.hasSuffix("'subscribe count' made them differ first: command 2 of 2"))
        // A method cannot be sent an error: property's input leaves error and complete out.
        #expect(explorer.leftOut == ["error countUp", "complete countUp"])
    }

    @Test func aStyleAgainstACopyOfItselfDiffersInNoSequenceAndSaysHowManyItTried() throws {
        let property = Catalog.shipped.styles[0]
        let copy = Style(name: "copy", summary: "property again", keyIdea: "the same view models", variants: property.variants)
        let catalog = try Catalog.shipped.adding([copy])
        let engine = Engine(options: .experimenting, catalog: catalog)
        // countup, countup 2, subscribe count: 3 + 9 + 27 + 81 sequences, then the walks.
        let counter = Self.text(engine, "explore property copy --depth 4 --walks 20")
        #expect(Self.unwrapped(counter.text).hasPrefix("no difference in 120 sequences up to 4 commands and 20 random walks of 5 to 32 commands: property and copy on the counter screen"), "\(counter.text)")
        #expect(engine.exploreFoundDifference == false)
        // The login's 18 commands, its API's settings among them: 18 + 324 sequences.
        let login = Self.text(engine, "explore property copy --screen login --depth 2 --walks 0")
        #expect(Self.unwrapped(login.text).hasPrefix("no difference in 342 sequences up to 2 commands: property and copy on the login screen"), "\(login.text)")
    }

    @Test func aBugAtTheFifthBumpIsFoundAtDepthFiveAndNotBefore() throws {
        let engine = Engine(options: .experimenting, catalog: Self.tallyCatalog)
        let four = Self.text(engine, "explore plain buggy --depth 4 --walks 0")
        #expect(four.text.hasPrefix("no difference in 30 sequences up to 4 commands"), "\(four.text)")
        let five = Self.text(engine, "explore plain buggy --depth 5")
        #expect(five.text.hasPrefix("plain and buggy differ after 5 commands (31 sequences tried):"), "\(five.text)")
        #expect(five.text.hasSuffix("'bump' made them differ first: command 5 of 5"))
    }

    /// A bug at the twentieth tap is past any depth a search can try whole: the default
    /// search's random walks find it, with no option, and shrink it to twenty taps.
    @Test func theDefaultSearchFindsABugAtTheTwentiethTap() throws {
        let catalog = try Catalog.replacing(with: [Self.tallyStyle("plain", buggy: false), Self.tallyStyle("late", buggy: true, buggyAt: 20)],
                                            screens: [Self.tally])
        let engine = Engine(options: .experimenting, catalog: catalog)
        let (text, status) = Self.text(engine, "explore plain late")
        #expect(status == .succeeded)
        #expect(engine.exploreFoundDifference == true)
        #expect(text.hasPrefix("plain and late differ after 20 commands (a random walk, shrunk):"), "\(text)")
        #expect(text.hasSuffix("'bump' made them differ first: command 20 of 20"))
        // Told to walk none, the same search says what it tried and that it found nothing.
        let (none, _) = Self.text(engine, "explore plain late --walks 0")
        // bump and subscribe total: 2 + 4 + … + 1,024 sequences, up to the deepest depth.
        #expect(Self.unwrapped(none).hasPrefix("no difference in 2046 sequences up to 10 commands: plain and late"), "\(none)")
    }

    /// The default depth: every sequence up to the longest length whose sequences hold
    /// the budget's commands.
    @Test func theDefaultDepthIsTheDeepestWithinTheBudget() {
        let budget = ExploreCommand.defaultCommands
        // The counter's 3 commands: 9 × 3^9 = 177,147 commands at 9 (252,414 in all); 10 would pass the budget.
        #expect(Explorer.deepestLength(within: budget, base: 3, in: ExploreCommand.depths) == 9)
        // The login's 18: 4 × 18^4 = 419,904 at 4 (437,466 in all).
        #expect(Explorer.deepestLength(within: budget, base: 18, in: ExploreCommand.depths) == 4)
        #expect(Explorer.deepestLength(within: budget, base: 1, in: ExploreCommand.depths) == 10)
        #expect(Explorer.deepestLength(within: 0, base: 1_000, in: ExploreCommand.depths) == 1)
    }

    @Test func aRandomWalkPastTheDepthIsShrunkToExactlyFiveBumps() throws {
        let explorer = try Self.explorer(["plain", "buggy"], screen: Self.tally, catalog: Self.tallyCatalog)
        var result = ExploreResult(screen: "tally", styles: ["plain", "buggy"], alphabet: explorer.alphabet.lines, leftOut: explorer.leftOut,
                                   depth: 2, autorunOff: false, walkBudget: .seconds(30))
        explorer.search(depth: 2, into: &result)
        #expect(result.witnesses.isEmpty)
        explorer.walk(.seconds(30), depth: 2, into: &result)
        let witness = try #require(result.witnesses[ExploreResult.Pair(first: 0, second: 1)])
        #expect(witness.commands == Array(repeating: "bump", count: 5))
        #expect(witness.byRandomWalk)
        #expect(witness.firstDifference == 4)
        // Shrinking keeps what still tells them apart, and takes out the rest.
        let bump = 0, subscribe = 1
        #expect(explorer.shrink([subscribe, bump, bump, subscribe, bump, bump, subscribe, bump, subscribe], telling: ExploreResult.Pair(first: 0, second: 1))
            == [bump, bump, bump, bump, bump])
        // Through the command: the text says how it was found.
        let engine = Engine(options: .experimenting, catalog: Self.tallyCatalog)
        let text = Self.text(engine, "explore plain buggy --depth 2 --random 30").text
        #expect(text.hasPrefix("plain and buggy differ after 5 commands (a random walk, shrunk):"), "\(text)")
    }

    @Test func aSequenceThatNeverTellsThemApartIsNotShrunkAway() throws {
        let explorer = try Self.explorer(["plain", "buggy"], screen: Self.tally, catalog: Self.tallyCatalog)
        let pair = ExploreResult.Pair(first: 0, second: 1)
        #expect(explorer.firstDifference([0, 0, 0, 0], telling: pair) == nil)
        #expect(explorer.firstDifference([0, 1, 0, 0, 0, 0], telling: pair) == 5)
    }

    @Test func workersSharesMergeIntoWhatTheLoopFinds() throws {
        // Three lengths of the login's 18 commands: the third goes to workers. Each set
        // has a pair told apart only in the third length, so the search reaches it.
        func search(_ styles: [String], workers: ExploreWorkers?) throws -> ExploreResult {
            let explorer = try Self.explorer(styles, screen: .login, catalog: .shipped)
            var result = ExploreResult(screen: "login", styles: styles, alphabet: explorer.alphabet.lines, leftOut: explorer.leftOut,
                                       depth: 4, autorunOff: true, walkBudget: nil)
            explorer.search(depth: 3, into: &result, workers: workers)
            return result
        }
        // Each share replayed by an engine of its own, as a worker process replays it.
        let inProcess = ExploreWorkers(count: 3) { slices in slices.map { Engine().exploreSlice($0) } }
        let failing = ExploreWorkers(count: 2) { slices in slices.map { _ in nil } }
        let styles = ["property", "anyobserver"]
        let loop = try search(styles, workers: nil)
        for workers in [inProcess, failing] {
            let shared = try search(styles, workers: workers)
            #expect(shared.witnesses == loop.witnesses, "\(styles)")
            #expect(shared.sequences == loop.sequences, "\(styles)")
            #expect(shared.searchedDepth == loop.searchedDepth && !shared.interrupted)
        }
        #expect(loop.sequences == 18 + 324 + 2070)
    }

    @Test func workersAgreeWithTheLoopOnRandomSearches() throws {
        // Random style sets on both screens, deep enough that a length goes to workers
        // (the counter's seventh: 2,187 sequences), each searched by the loop and by two
        // and three in-process workers.
        var generator = SplitMix64(seed: 48)
        let names = Catalog.shipped.styles.map(\.name)
        let workerSets = [2, 3].map { count in ExploreWorkers(count: count) { slices in slices.map { Engine().exploreSlice($0) } } }
        for round in 0..<2 {
            let screen: Screen = round.isMultiple(of: 2) ? .counter : .login
            var chosen: Set<String> = []
            while chosen.count < 2 + generator.next(below: 2) { chosen.insert(names[generator.next(below: names.count)]) }
            let styles = names.filter(chosen.contains)
            let depth = screen == .counter ? 7 : 3
            let asRendered = generator.next(below: 2) == 1
            func search(_ workers: ExploreWorkers?) throws -> ExploreResult {
                var explorer = try Self.explorer(styles, screen: screen, catalog: .shipped)
                explorer.asRendered = asRendered
                var result = ExploreResult(screen: screen.name, styles: styles, alphabet: explorer.alphabet.lines, leftOut: explorer.leftOut,
                                           depth: depth, autorunOff: explorer.alphabet.movesTime, walkBudget: nil)
                explorer.search(depth: depth, into: &result, workers: workers)
                return result
            }
            let loop = try search(nil)
            for workers in workerSets {
                let shared = try search(workers)
                #expect(shared.witnesses == loop.witnesses, "\(styles) on \(screen.name)")
                #expect(shared.sequences == loop.sequences && shared.searchedDepth == loop.searchedDepth, "\(styles) on \(screen.name)")
            }
        }
    }

    @Test func sequencesAreCountedInTheAlphabetsOrderLastCommandFastest() {
        var sequence = [0, 0]
        var seen: [[Int]] = [sequence]
        while Explorer.advance(&sequence, base: 3) { seen.append(sequence) }
        #expect(seen == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]])
    }

    // MARK: The alphabet

    @Test func theLoginsAlphabetIsItsDeclaredExamplesSubscribersAndTicks() throws {
        let alphabet = try ExploreAlphabet(screen: .login, catalog: .shipped)
        #expect(alphabet.lines == [
            "email demo@example.com", "email not-an-email", #"email """#, "password secret123", "password wrong-pass", #"password """#, "login",
            "subscribe validEmail", "subscribe validPassword", "subscribe loginButtonEnabled", "subscribe isLoggingIn", "subscribe loginResult",
            "error email", "error password", "error loginTap", "complete email", "complete password", "complete loginTap",
            "api ok", "api wrong-password", "api unknown-user", "api network-error", "api auto", "tick 300",
        ])
        #expect(alphabet.movesTime)
        // Styles whose inputs all take errors keep them: anyobserver and scan's subjects.
        let explorer = try Self.explorer(["anyobserver", "scan"], screen: .counter, catalog: .shipped)
        #expect(explorer.leftOut.isEmpty)
        #expect(explorer.alphabet.lines == ["countup", "countup 2", "subscribe count", "error countUp", "complete countUp"])
    }

    @Test func anExampleItsCommandDoesNotTakeIsOneLineNamingIt() throws {
        let dial = Screen.Input("dial", .number, summary: "turn the dial", examples: ["loud"])
        let screen = Screen(name: "radio", summary: "a radio", inputs: [dial], outputs: [Screen.Output("volume", .number)])
        let style = { (name: String) in
            Style(name: name, summary: "s", keyIdea: "k", variants: [
                Variant(of: screen) { _ in ViewModelPorts(Box(), inputs: [.number(dial) { _ in }], outputs: [.observable(Screen.Output("volume", .number), Observable.just(0))]) },
            ])
        }
        let catalog = try Catalog.replacing(with: [style("one"), style("two")], screens: [screen])
        let (text, status) = Self.text(Engine(options: .experimenting, catalog: catalog), "explore one two")
        #expect(status == .failed)
        #expect(Self.unwrapped(text).hasPrefix("error: explore cannot send 'dial loud', made from screen 'radio''s declaration ('loud' is not a whole number"), "\(text)")
    }

    @Test func badArgumentsGetOneLineThatNamesTheFix() {
        let engine = Engine()
        let cases: [(String, String)] = [
            ("explore property", "error: explore compares two styles; name two, or give --all for the active ones"),
            ("explore property property", "error: 'property' is named twice; explore compares two different styles"),
            ("explore --all property", "error: '--all' compares the active styles; name two styles or give --all, not both"),
            ("explore property scan --depth 0", "error: '0' is not a whole number from 1 to 10"),
            ("explore property scan --depth", "error: '--depth' needs a value; it takes a number of commands from 1 to 10"),
            ("explore property scan --screen dial", "error: unknown screen 'dial'; screens: counter, login"),
            ("explore property scan --force", "error: --force replaces files written by --save; add '--save PATH'"),
            ("explore property scan --save --force", "error: '--save' needs a value"),
            ("explore property scan --fast", "error: wrong arguments for 'explore'"),
            ("explore propery scan", "error: unknown variant 'propery'; did you mean 'property'?"),
        ]
        for (line, expected) in cases {
            let (text, status) = Self.text(engine, line)
            #expect(status == .failed, "\(line)")
            #expect(Self.unwrapped(text).hasPrefix(expected), "\(line): \(text)")
        }
        // --all with fewer than two active styles of the screen.
        _ = engine.execute("use scan")
        #expect(Self.unwrapped(Self.text(engine, "explore --all").text).hasPrefix("error: explore --all needs two active styles of one screen; 'use all' makes them all active"))
    }

    // MARK: --all

    @Test func allGroupsTheActiveStylesAndFitsAProjectorScreen() throws {
        let engine = Engine()
        _ = engine.execute("use all")
        let (text, _) = Self.text(engine, "explore --all")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(text.contains("""
        alike up to 4 commands:
          A  property relay anyobserver unio mvvm reducer
          B  scan
          C  flux flux-keyed async
          D  observation
          a longer sequence may tell a class apart; this also walks 5 to 32 commands:
            explore property relay --screen counter
        """), "\(text)")
        // The matrix: scan is told from property in 2 commands, observation by one
        // `countup 2`, flux by a late subscriber.
        #expect(text.contains(" 4 scan          2  2  2  .  2  2  1  1  2  1  1"), "\(text)")
        let tellers = try #require(text.range(of: "what tells the classes apart"))
        #expect(text[tellers.lowerBound...].split(separator: "\n").count <= 23)
        #expect(text.contains("  countup, subscribe count: AB"))
    }

    /// Compared as rendered, the regression test replays the sequence found on both
    /// styles, with no search: it fails while a view of the second style shows something
    /// else, and passes once the second behaves as the first.
    @Test func anAsRenderedRegressionTestReplaysTheSequenceFound() throws {
        var written: [String: String] = [:]
        let engine = Engine()
        engine.fileWriter = { path, bytes, _ in
            written[path] = String(decoding: bytes, as: UTF8.self)
            return nil
        }
        #expect(engine.execute("explore property scan --as-rendered --depth 3 --walks 10 --save r.vmt").status == .succeeded)
        let test = try #require(written["r.vmt"])
        #expect(test.contains("""

        vmrepl> explore property scan --screen counter --as-rendered --sequence "countup; subscribe count"
        no difference as rendered after the 2 commands given: property and scan on the
            counter screen

        """), "\(test)")
        #expect(!TranscriptChecker.check(test, name: "r.vmt").passed)
        #expect(TranscriptChecker.check(test, name: "r.vmt", catalog: Catalog.shipped.with("scan", behavingAs: "property", on: .counter), experiments: ExperimentServices.all).passed)
        // Alike as rendered: nothing to pin, nothing written.
        written = [:]
        #expect(engine.execute("explore property observation --as-rendered --depth 2 --walks 0 --save o.vmt").lines.last?.text == "no difference, so nothing was written to o.vmt")
        #expect(written.isEmpty)
    }

    /// A gate test saved on one screen expects only what that screen shows: the rewrite
    /// (`rewrite`: scan's counter alone) fails it, and passes once its counter behaves as
    /// property's, whether it implements the login screen too or not. Before, the test
    /// expected the rewrite to implement every screen of the original, and failed on a
    /// fixed rewrite that did not ("they implement the login screen too").
    @Test(arguments: [false, true])
    func aSavedGateTestPassesOnceFixedWhateverOtherScreens(asRendered: Bool) throws {
        let shipped = Catalog.shipped
        let counterOf = { (name: String) in try #require(shipped.style(named: name)?.variant(of: .counter)) }
        let loginOf = { (name: String) in try #require(shipped.style(named: name)?.variant(of: .login)) }
        func catalog(_ variants: [Variant]) throws -> Catalog {
            try shipped.adding([Style(name: "rewrite", summary: "a rewrite", keyIdea: "under test", variants: variants)])
        }
        var written: [String: String] = [:]
        let engine = Engine(options: .experimenting, catalog: try catalog([try counterOf("scan")]))
        engine.fileWriter = { path, bytes, _ in
            written[path] = String(decoding: bytes, as: UTF8.self)
            return nil
        }
        let flag = asRendered ? " --as-rendered" : ""
        #expect(engine.execute("explore property rewrite --screen counter --depth 3 --walks 0\(flag) --save g.vmt").status == .succeeded)
        let test = try #require(written["g.vmt"])
        #expect(!test.contains("too"), "\(test)")
        #expect(asRendered == test.contains("--sequence"), "\(test)")
        #expect(!TranscriptChecker.check(test, name: "g.vmt", catalog: try catalog([try counterOf("scan")]), experiments: ExperimentServices.all).passed)
        for fixed in [[try counterOf("property")], [try counterOf("property"), try loginOf("relay")]] {
            let result = TranscriptChecker.check(test, name: "g.vmt", catalog: try catalog(fixed), experiments: ExperimentServices.all)
            #expect(result.passed, "\(fixed.count) screens: \(result.diff)")
        }
    }

    @Test func everySavedTranscriptPassesCheck() throws {
        var written: [String: String] = [:]
        let engine = Engine()
        engine.fileWriter = { path, bytes, _ in
            written[path] = String(decoding: bytes, as: UTF8.self)
            return nil
        }
        _ = engine.execute("use all")
        #expect(engine.execute("explore --all --depth 3 --save out").status == .succeeded)
        #expect(engine.execute("explore --all --screen login --depth 2 --save out/").status == .succeeded)
        #expect(engine.execute("explore relay scan --screen login --depth 3 --walks 100 --save pair.vmt").status == .succeeded)
        #expect(written.count > 10)
        #expect(written["out/property-scan.vmt"] != nil)
        #expect(written["pair.vmt"]?.contains("vmrepl> use scan\nactive: scan\nvmrepl> autorun off") == true)
        // Each two classes' transcript passes; the regression test of a pair fails until
        // its second style behaves as its first.
        for (path, text) in written where path != "pair.vmt" {
            let result = TranscriptChecker.check(text, name: path)
            #expect(result.verdict == .passed, "\(path): \(result.diff)")
        }
        let test = try #require(written["pair.vmt"])
        #expect(!TranscriptChecker.check(test, name: "pair.vmt").passed)
        #expect(TranscriptChecker.check(test, name: "pair.vmt", catalog: Catalog.shipped.with("scan", behavingAs: "relay", on: .login), experiments: ExperimentServices.all).passed)
        // Nothing found, nothing written.
        written = [:]
        _ = engine.execute("explore property relay --depth 2 --save same.vmt")
        #expect(written.isEmpty)
    }

    @Test func aSessionThatRanExploreSavesATranscriptThatPasses() throws {
        var saved: String?
        let engine = Engine()
        engine.fileWriter = { _, bytes, _ in
            saved = String(decoding: bytes, as: UTF8.self)
            return nil
        }
        for line in ["explore scan property", "explore relay scan --screen login", "use all", "explore --all --depth 2", "save s.vmt"] {
            #expect(engine.execute(line).status == .succeeded, "\(line)")
        }
        let text = try #require(saved)
        // The replayed commands are output: numbered, never after a prompt.
        #expect(text.contains("\n[1] email demo@example.com\n"))
        let result = TranscriptChecker.check(text, name: "s.vmt")
        #expect(result.verdict == .passed, "\(result.diff)")
    }

    @Test func aTranscriptRunsExploreAndWritesNothing() throws {
        var written = 0
        let engine = Engine(options: .transcript.experimenting(), catalog: .shipped)
        engine.fileWriter = { _, _, _ in
            written += 1
            return nil
        }
        let (text, status) = Self.text(engine, "explore scan property --save found.vmt")
        #expect(status == .succeeded)
        #expect(text.hasSuffix("save found.vmt: 3 commands; 'vmrepl check found.vmt' checks it"))
        #expect(written == 0)
    }

    @Test func ctrlCStopsTheSearchAndShowsWhatItHadFound() {
        var polls = 0
        let engine = Engine()
        engine.isInterrupted = {
            polls += 1
            return polls > 40
        }
        _ = engine.execute("use all")
        let (text, status) = Self.text(engine, "explore --all --screen login --depth 6")
        #expect(status == .interrupted)
        // It claims only what it tried: the lengths searched whole, not the depth asked.
        #expect(!text.contains("up to 6"), "\(text)")
        let claimed = text.split(separator: "\n").first { $0.hasPrefix("alike ") }.map(String.init) ?? ""
        #expect(claimed.hasSuffix("(interrupted):"), "\(text)")
        #expect(text.contains("interrupted after"), "\(text)")
    }

    /// A search tells whoever shows its progress where it has got: each length as it
    /// begins, and the sequences tried within it.
    @Test func aSearchReportsItsProgressLengthByLength() {
        let engine = Engine()
        var seen: [ExploreProgress] = []
        var ended = 0
        engine.exploreProgress = { seen.append($0) }
        engine.exploreProgressEnded = { ended += 1 }
        _ = engine.execute("use all")
        _ = Self.text(engine, "explore --all --screen login --depth 2")
        #expect(seen.map(\.length).first == 1 && seen.map(\.length).last == 2, "\(seen)")
        #expect(seen.allSatisfy { $0.depth == 2 && $0.done <= $0.total && $0.processes == 1 })
        #expect(seen.contains { $0.done > 0 })
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.length <= $1.length })
        #expect(ended == 1)
    }

    /// The random walks after a search say where they have got too, so that the line's
    /// count and clock move through them (they once stood still for seconds).
    @Test func theWalksReportTheirProgress() {
        let engine = Engine()
        var seen: [ExploreProgress] = []
        engine.exploreProgress = { seen.append($0) }
        _ = Self.text(engine, "explore relay anyobserver --depth 2 --walks 300")
        let walks = seen.filter(\.walking)
        #expect(walks.map(\.done) == [0, 64, 128, 192, 256], "\(walks)")
        #expect(walks.allSatisfy { $0.total == 300 && $0.depth == 2 })
        #expect(seen.firstIndex { $0.walking } ?? 0 > seen.lastIndex { !$0.walking } ?? 0, "the walks come after the search")
    }

    /// Two styles alike on one screen are pointed to the other screens they share.
    @Test func noDifferenceOnOneScreenPointsToTheOthers() {
        let engine = Engine()
        let (text, _) = Self.text(engine, "explore relay anyobserver --depth 2 --walks 0")
        #expect(text.contains("they implement the login and typeahead screens too: try 'explore relay\n    anyobserver --screen login', 'explore relay anyobserver --screen typeahead'"), "\(text)")
    }

    /// A search builds only the styles some open pair holds; what it finds is what one
    /// that builds them all finds: --all on the login screen, pair by pair.
    @Test func buildingOnlyTheOpenPairsStylesFindsWhatBuildingAllFinds() {
        let catalog = Catalog.shipped
        let names = catalog.styles.map(\.name)
        let alphabet = try? ExploreAlphabet(screen: Screen.login, catalog: catalog)
        guard let alphabet else { Issue.record("no alphabet"); return }
        let explorer = Explorer(catalog: catalog, layout: Layout(screens: catalog.screens), styles: names, alphabet: alphabet, isInterrupted: { false })
        let all = explorer.pairs
        for sequence in [[6, 6], [0, 7], [12, 6, 17], [3, 0, 6, 6]] where sequence.allSatisfy({ $0 < explorer.alphabet.count }) {
            let together = Set(explorer.replay(sequence, among: all))
            for pair in all {
                #expect(explorer.replay(sequence, among: [pair]).contains(pair) == together.contains(pair), "\(sequence) \(pair)")
            }
        }
    }

    /// Typed at the prompt, explore's default is sized for a class (depth 7 and 500 walks
    /// on the counter, `--all` to depth 3) and says how to search as the shell does; the
    /// shell's `vmrepl explore`, a transcript, an echoed session and commands read from a
    /// file keep the CI gate's (depth 9, 5000 walks, `--all` to depth 4), so a transcript
    /// means what it meant.
    @Test func thePromptsDefaultSearchIsSizedForAClass() throws {
        let prompt = Engine()
        prompt.isInteractive = true
        let typed = prompt.execute("explore relay anyobserver").lines.map(\.text).joined(separator: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(typed.contains("up to 7 commands and 500 random walks"), "\(typed)")
        #expect(typed.contains("--depth 9 searches as 'vmrepl explore' does"), "\(typed)")
        // The deep searches are stopped at once: the depth each set out to search is the
        // point, read from its JSON record.
        func depth(_ options: EngineOptions, shell: Bool, interactive: Bool = true) -> String? {
            var options = options
            options.format = .json
            let engine = Engine(options: options.experimenting(), catalog: .shipped)
            engine.isInteractive = interactive
            engine.isInterrupted = { true }
            var lines: [String] = []
            if shell {
                _ = engine.explore(["relay", "anyobserver"]) { lines.append($0.text) }
            } else {
                lines = engine.execute("explore relay anyobserver").lines.map(\.text)
            }
            return lines.first { $0.contains(#""kind":"explore""#) }?.firstMatch(of: /"depth":(\d+)/).map { String($0.1) }
        }
        #expect(depth(EngineOptions(), shell: false) == "7")
        #expect(depth(EngineOptions(), shell: true) == "9")
        #expect(depth(.transcript, shell: false) == "9")
        #expect(depth(EngineOptions(recordsEveryEvent: true), shell: false) == "9")
        // Commands read from a file or `-e` are no class waiting.
        #expect(depth(EngineOptions(), shell: false, interactive: false) == "9")
    }

    @Test func jsonGivesTheClassesAndTheDifferences() throws {
        let engine = Engine(options: EngineOptions(format: .json).experimenting(), catalog: .shipped)
        let lines = engine.execute("explore property scan").lines.map(\.text)
        #expect(lines.count == 3)
        #expect(lines[1] == #"{"asRendered":false,"autorun":true,"classes":[["property"],["scan"]],"commands":["countup","countup 2","subscribe count"],"depth":9,"differences":[{"commands":["countup","subscribe count"],"firstDifference":2,"foundBy":"search","styles":["property","scan"]}],"interrupted":false,"kind":"explore","leftOut":["error countUp","complete countUp"],"screen":"counter","searchedDepth":1,"sequences":6,"styles":["property","scan"],"walks":0}"#)
    }
}

/// An object for ports that need an owner.
private final class Box {}
