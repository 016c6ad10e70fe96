import MiniRx
import Experiments
import REPLEngine
import StyleKit
import Testing
import Variants

/// `mutate --explore`: the shortest commands that kill a survivor, written as a test that
/// passes on the style and fails with the swap; and a mutant the search cannot kill,
/// said as what was searched, never called equivalent.
@Suite struct SurvivorSearchTests {
    /// mvvm's counter shares its count with `replay: 1`; without it a late subscriber
    /// sees nothing until the next tap. One `subscribe count` tells them apart.
    @Test func aLateSubscriberKillsTheCountersShareWithoutReplay() throws {
        let mutant = try #require(MutantFinder.mutants(of: ["mvvm"], in: .shipped).first { $0.screen == "counter" && $0.swap == "share(replay: 1) → share()" })
        let finding = SurvivorSearch.finding(for: mutant, in: .shipped, isInterrupted: { false })
        guard case .killedBy(let commands, let first, let lines)? = finding else {
            Issue.record("no killing sequence: \(String(describing: finding))")
            return
        }
        #expect(commands == ["subscribe count"])
        #expect(first == 0)
        #expect(lines == ["use mvvm", "subscribe count"])
        let text = try #require(SurvivorSearch.killingTest(lines, commands: commands, firstDifference: first, for: mutant, catalog: .shipped,
                                                           toolName: "vmrepl", isInterrupted: { false }))
        #expect(text.hasPrefix("# A test written by 'vmrepl mutate --save': it kills mvvm's share(replay: 1) →\n# share()"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        // It passes on mvvm as it is, and fails with the swap.
        #expect(TranscriptChecker.check(text, name: "kill.vmt", catalog: .shipped).verdict == .passed)
        let verdicts = MutationRun.verdicts(of: [mutant], transcripts: [MutationRun.Transcript(name: "kill.vmt", text: text)], catalog: .shipped)
        guard case .killed(let by, let line, _)? = verdicts.first?.verdict else {
            Issue.record("the killing test did not kill it: \(String(describing: verdicts.first?.verdict))")
            return
        }
        #expect(by == "kill.vmt")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1] == "vmrepl> subscribe count")
        #expect(SurvivorSearch.lines(finding ?? .unusable(""), for: mutant, saved: "saved to out/k.vmt") == [
            "mvvm  share(replay: 1) → share()  Counter/MVVMCountViewModel.swift:22",
            "  killed by: subscribe count",
            "  'subscribe count', command 1 of 1, prints differently",
            "  saved to out/k.vmt",
        ])
    }

    /// A counter whose taps only ever raise the count: its `distinctUntilChanged` drops
    /// nothing, so no sequence tells it removed from it kept: the report says what was
    /// searched, and does not call it equivalent.
    @Test func aSwapTheSearchCannotTellApartIsNotKilledByIt() throws {
        let rising = Style(name: "rising", summary: "a counter that only rises", keyIdea: "its distinctUntilChanged drops nothing", variants: [
            Variant(of: .counter) { _ in
                let taps = PublishRelay<Void>()
                let count = BehaviorRelay(value: 0)
                let bag = DisposeBag()
                taps.map { count.value + 1 }.distinctUntilChanged().bind(to: count).disposed(by: bag)
                return ViewModelPorts(bag, inputs: [.tap(Screen.Counter.countUp) { taps.accept(()) }],
                                      outputs: [.observable(Screen.Counter.count, count.map(String.init), current: { String(count.value) })])
            },
        ], activeAtStart: false)
        let catalog = try Catalog.shipped.adding([rising])
        let mutant = try #require(MutantFinder.mutants(of: ["rising"], in: catalog).first { $0.swap == "distinctUntilChanged removed" })
        let finding = SurvivorSearch.finding(for: mutant, in: catalog, depth: 3, walks: 20, isInterrupted: { false })
        #expect(finding == .notKilled(depth: 3, walks: 20, longest: 32, after: []))
        let lines = SurvivorSearch.lines(try #require(finding), for: mutant, saved: nil)
        #expect(lines.count == 4)
        #expect(lines.first == "rising  distinctUntilChanged removed")
        // Placed at its call in this file, on a line of its own where it would not fit.
        let line = try #require(mutant.line)
        #expect(lines.dropFirst().first?.hasSuffix("ExperimentsTests/SurvivorSearchTests.swift:\(line)") == true, "\(lines)")
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(source[line - 1].contains(".distinctUntilChanged()"))
        #expect(Array(lines.dropFirst(2)) == [
            "  not killed by the search: no sequence up to 3 commands nor 20 walks of up to",
            "    32 tells it from rising",
        ])
        // Its relay without the replay is no equivalent: a late subscriber tells.
        let relay = try #require(MutantFinder.mutants(of: ["rising"], in: catalog).first { $0.swap == "BehaviorRelay → PublishRelay" })
        guard case .killedBy(let commands, _, _)? = SurvivorSearch.finding(for: relay, in: catalog, depth: 3, walks: 20, isInterrupted: { false }) else {
            Issue.record("the relay without its replay was not told apart")
            return
        }
        #expect(commands == ["subscribe count"])
        #expect(SurvivorSearch.finding(for: mutant, in: catalog, isInterrupted: { true }) == nil)
    }

    @Test func fileNamesSayTheSwapAndNeverRepeat() throws {
        let mutants = MutantFinder.mutants(of: ["relay"], in: .shipped).filter { $0.swap == "BehaviorRelay → PublishRelay" && $0.screen == "login" }
        #expect(mutants.count == 3)
        var taken: Set<String> = []
        let names = mutants.map { mutant in
            let name = SurvivorSearch.fileName(for: mutant, taken: taken)
            taken.insert(name)
            return name
        }
        #expect(names == ["relay-login-BehaviorRelay-to-PublishRelay.vmt", "relay-login-BehaviorRelay-to-PublishRelay-2.vmt",
                          "relay-login-BehaviorRelay-to-PublishRelay-3.vmt"])
    }

    /// mvvm's login with its flatMap built as flatMapFirst: a search from the start finds
    /// nothing within three commands, but after the screen's success path (the known email
    /// and password) a double tap tells it apart. (concatMap is killed so too, and its
    /// share() with a replay by a late subscriber to loginResult after the success path:
    /// the same search, each 20 s of this debug build.)
    @Test func theSuccessPathKillsMVVMsLoginSurvivor() throws {
        let swap = "flatMap → flatMapFirst"
        let mutant = try #require(MutantFinder.mutants(of: ["mvvm"], in: .shipped).first { $0.screen == "login" && $0.swap == swap })
        let finding = SurvivorSearch.finding(for: mutant, in: .shipped, depth: 3, walks: 0, isInterrupted: { false })
        guard case .killedBy(let commands, _, let lines)? = finding else {
            Issue.record("\(swap) not killed: \(String(describing: finding))")
            return
        }
        #expect(commands.starts(with: ["email demo@example.com", "password secret123"]), "\(commands)")
        // The sequence as printed replays as it kills: `autorun off` included.
        #expect(lines.starts(with: ["use mvvm", "autorun off"]), "\(lines)")
        #expect(SurvivorSearch.reason(try #require(finding), for: mutant) == "killed by: " + lines.dropFirst().joined(separator: ", "))
        let text = try #require(SurvivorSearch.killingTest(lines, commands: commands, firstDifference: 0, for: mutant, catalog: .shipped,
                                                           toolName: "vmrepl", isInterrupted: { false }))
        #expect(TranscriptChecker.check(text, name: "kill.vmt", catalog: .shipped).verdict == .passed)
        guard case .killed? = MutationRun.verdicts(of: [mutant], transcripts: [MutationRun.Transcript(name: "kill.vmt", text: text)], catalog: .shipped).first?.verdict else {
            Issue.record("its killing test did not kill \(swap)")
            return
        }
    }
}
