import Testing
@testable import REPLEngine

/// `trace` shows the steps an event took, read from what MiniRx did, for a style made in
/// the test as for the shipped ones.
@Suite struct TraceTests {
    private func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).lines.map(\.text)
    }

    @Test func itRunsTheCommandAndShowsEachStepWhereAFilterStopsIt() {
        let engine = Engine(catalog: GraphTests.catalog)
        _ = engine.execute("use doubled property")
        #expect(run(engine, "trace countup") == [
            "count:",
            #"  "1"  property"#,
            #"  "2"  doubled"#,
            "trace countup:",
            "  property",
            #"    countUp → BehaviorRelay 1 → map "1" → count ▸ view"#,
            "  doubled",
            "    countUp → PublishRelay → withLatestFrom 1 → filter 1 → bind(to:) 1 →",
            "          BehaviorRelay 1",
            #"      ├─ map 2 → map "2" → count ▸ view"#,
            "      └─ withLatestFrom: kept as latest value",
        ])
        _ = engine.execute("countup")
        // The third tap's 3 is filtered out: the trace says where it stopped.
        #expect(run(engine, "trace countup").suffix(4) == [
            "  property",
            #"    countUp → BehaviorRelay 3 → map "3" → count ▸ view"#,
            "  doubled",
            "    countUp → PublishRelay → withLatestFrom 3 → filter: filtered out",
        ])
    }

    /// Lesson 5's double tap, traced: what each operator did with the second tap is said
    /// in the class's words, not "passed nothing on".
    @Test func theDoubleTapSaysWhatEachOperatorDidWithTheSecondTap() {
        let engine = Engine()
        for line in ["use relay anyobserver scan", "email demo@example.com", "password secret123", "autorun off", "login"] {
            _ = engine.execute(line)
        }
        let lines = run(engine, "trace login")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("flatMapLatest: cancelled the running login, started this"), "\(text)")
        #expect(text.contains("flatMap: runs it beside the login before"), "\(text)")
        #expect(text.contains("flatMapFirst: dropped — the login before is still running"), "\(text)")
        #expect(text.contains("distinctUntilChanged (to isLoggingIn): same as before"), "\(text)")
        #expect(!text.contains("passed nothing on"), "\(text)")
        #expect(lines.allSatisfy { $0.count <= 80 })
        // The first tap started each login: nothing from it yet.
        let first = Engine()
        for line in ["use scan", "email demo@example.com", "password secret123", "autorun off"] { _ = first.execute(line) }
        #expect(run(first, "trace login").joined(separator: "\n").contains("flatMapFirst: started it; nothing from it yet"))
    }

    @Test func stylesWhoseStepsReadTheSameShareABlockAndADeadInputSaysSo() {
        let engine = Engine(catalog: GraphTests.catalog)
        _ = engine.execute("use relay unio scan mvvm")
        _ = engine.execute("error countUp")
        let lines = run(engine, "trace countup")
        #expect(Array(lines.drop { $0 != "trace countup:" }) == [
            "trace countup:",
            "  relay unio",
            "    countUp → PublishRelay → withLatestFrom 1 → bind(to:) 1 → BehaviorRelay 1",
            #"      ├─ map "1" → count ▸ view"#,
            "      └─ withLatestFrom: kept as latest value",
            "  scan mvvm",
            "    countUp → PublishSubject ignored next: it has ended",
        ])
    }

    @Test func itsRecordsInJSONAreTheStepsAsData() throws {
        let engine = Engine(options: EngineOptions(format: .json), catalog: GraphTests.catalog)
        _ = engine.execute("use doubled")
        let steps = run(engine, "trace countup").filter { $0.contains(#""kind":"traceStep""#) }
        for line in steps { try JSONRecordsTests.check(line) }
        #expect(steps.first == #"{"depth":0,"event":"sent","kind":"traceStep","name":"countUp","role":"input","step":0,"variant":"doubled"}"#)
        #expect(steps.contains(#"{"depth":3,"event":"next","kind":"traceStep","name":"withLatestFrom","passedNothingOn":[],"role":"operator","step":2,"value":"1","variant":"doubled"}"#) == false)
        #expect(steps.contains(#"{"depth":5,"event":"next","kind":"traceStep","name":"BehaviorRelay","passedNothingOn":["withLatestFrom"],"reasons":["kept as latest value"],"role":"subject","step":5,"value":"1","variant":"doubled"}"#))
    }

    @Test func itTracesOnlyWhatSendsEventsAndCompletesTheCommand() {
        let engine = Engine(catalog: GraphTests.catalog)
        #expect(run(engine, "trace") == ["error: wrong arguments for 'trace'; usage: trace [--all] COMMAND"])
        #expect(run(engine, "trace state") == [
            "error: 'state' sends no event into the view models, so there is nothing to",
            "    trace; trace an input's command, error, complete, tick or subscribe; trace",
            "    [--all] COMMAND",
        ])
        #expect(run(engine, "trace contup").first == "error: unknown command 'contup'; did you mean 'countup'?")
        #expect(engine.completions(for: "trace cou") == ["countup"])
        #expect(engine.completions(for: "trace error cou") == ["countUp"])
        #expect(run(engine, "help trace").first == "usage: trace [--all] COMMAND")
        // Tracing leaves nothing on: the next command shows no steps.
        _ = engine.execute("trace countup")
        #expect(!run(engine, "countup").contains { $0.hasPrefix("trace") })
    }

    /// Lesson 2's late subscriber, traced: what the new subscription received, and from
    /// where — property's relay replays "2", scan's own startWith starts at "0".
    @Test func aLateSubscriberIsTracedWithWhatItReceived() {
        let engine = Engine()
        _ = engine.execute("countup 2")
        let lines = run(engine, "trace subscribe count")
        let trace = Array(lines.drop { $0 != "trace subscribe count:" })
        #expect(trace.contains(#"    BehaviorRelay replays 2 → map "2" → count ▸ #1"#), "\(trace)")
        #expect(trace.contains(#"    startWith 0 → map "0" → count ▸ #1"#), "\(trace)")
        #expect(lines.last == "subscribed #1 to count" || trace.count > 2)
    }

    /// `trace tick` says when each timed step happened, and an inner sequence's
    /// completion is folded into the value it ended.
    @Test func timedStepsSayWhenAndCompletionsFold() {
        let engine = Engine()
        for line in ["use relay", "email demo@example.com", "password secret123", "autorun off", "login"] { _ = engine.execute(line) }
        let lines = run(engine, "trace tick 500")
        #expect(lines.contains { $0.hasPrefix(#"    @300ms api.login "token-demo", then completed → map success(token-demo) →"#) }, "\(lines)")
        #expect(!lines.contains { $0.contains("api.login completed") }, "\(lines)")
        // A branch that only completes is folded into the step it ends.
        let reducer = Engine()
        _ = reducer.execute("use reducer")
        let counted = run(reducer, "trace countup")
        #expect(counted.contains("    countUp → PublishRelay countUp → subscribe countUp, then completed →"), "\(counted)")
        #expect(!counted.contains { $0.contains("subscribe completed") }, "\(counted)")
    }

    /// At most a screen at 80×24 by default, and a last line that says how to see the rest;
    /// `--all` shows every step.
    @Test func aTraceFitsAScreenUnlessAllIsAsked() {
        let engine = Engine()
        for line in ["email demo@example.com", "password secret123"] { _ = engine.execute(line) }
        let short = Array(run(engine, "trace login").drop { $0 != "trace login:" })
        #expect(short.count == TraceText.screenful)
        #expect(short.last?.hasPrefix("… ") == true && short.last?.hasSuffix("more lines: 'trace --all login' shows every step") == true)
        _ = engine.execute("reset")
        for line in ["email demo@example.com", "password secret123"] { _ = engine.execute(line) }
        let all = Array(run(engine, "trace --all login").drop { $0 != "trace login:" })
        #expect(all.count > TraceText.screenful)
        #expect(!all.contains { $0.hasPrefix("… ") })
    }

    /// `observation` and `async` are written without MiniRx: the trace says so once, and
    /// what each emitted (the `@Observable` view in a render pass).
    @Test func stylesWithoutMiniRxSayWhatTheyEmitted() {
        let engine = Engine()
        _ = engine.execute("use relay observation async")
        let trace = Array(run(engine, "trace countup").drop { $0 != "trace countup:" })
        #expect(trace.suffix(5) == ["  not MiniRx, so no operator steps: observation async", "  observation", #"    render pass → count ▸ view "1""#,
                                    "  async", #"    emitted count ▸ view "1""#], "\(trace)")
        #expect(trace.filter { $0.contains("not MiniRx") }.count == 1)
    }
}
