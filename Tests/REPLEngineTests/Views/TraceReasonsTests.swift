@testable import REPLEngine
import StyleKit
import Testing

/// For every difference the lessons teach, `trace` names its reason in every style: a
/// guard's state, an operator's policy, what replays to a late subscriber (and what
/// replays nothing), a render pass that reads once.
@Suite struct TraceReasonsTests {
    /// The trace's lines of `line`, run in `engine`, from its `trace …:` line on.
    func trace(_ engine: Engine, _ line: String) -> [String] {
        let lines = engine.execute(line).0.map(\.text)
        return Array(lines.drop { !$0.hasPrefix("trace ") })
    }

    /// The lines under `style`'s name (or the block that names it with others).
    func block(of style: String, in trace: [String]) -> [String] {
        guard let start = trace.firstIndex(where: { $0.hasPrefix("  ") && !$0.hasPrefix("   ")
            && $0.split(separator: " ").map(String.init).contains(style) && !$0.contains(":") }) else { return [] }
        return Array(trace[(start + 1)...].prefix { $0.hasPrefix("    ") || $0.hasPrefix("      ") })
    }

    /// Lesson 5: the second tap while a login runs. Every one of the eleven styles says
    /// what decided where the engine saw it (its flat-map's policy, a cancelled task, the
    /// state a guard read), and where it did not (`@Observable`'s guard, whose read the
    /// engine cannot see), only what it saw: nothing changed while the view showed the
    /// flag true.
    @Test func theSecondTapSaysWhatDecidedInEveryStyle() {
        let engine = Engine()
        for line in ["use all", "email demo@example.com", "password secret123", "autorun off", "login", "tick 100"] { _ = engine.execute(line) }
        let trace = trace(engine, "trace --all login")
        let expected: [String: String] = [
            "property": Self.readTrue, "flux": Self.readTrue, "flux-keyed": Self.readTrue,
            "reducer": "isLoggingIn: true), then changed nothing", "observation": Self.unchanged,
            "relay": "flatMapLatest: cancelled the running login, started this",
            "anyobserver": "flatMap: runs it beside the login before", "mvvm": "flatMap: runs it beside the login before",
            "scan": "flatMapFirst: dropped — the login before is still running",
            "unio": "flatMapFirst: dropped — the login before is still running",
            "async": #"cancelled task "login", which was waiting until @300ms"#,
        ]
        for (style, reason) in expected {
            #expect(block(of: style, in: trace).contains { $0.contains(reason) }, "\(style): \(block(of: style, in: trace))")
        }
    }

    /// Lesson 12: the task a second tap cancels is named, and a tap with nothing to
    /// cancel names none.
    @Test func aCancelledTaskIsNamedByTheTraceOfWhatCancelledIt() {
        let engine = Engine()
        for line in ["use async", "email demo@example.com", "password secret123", "autorun off"] { _ = engine.execute(line) }
        #expect(!trace(engine, "trace login").contains { $0.contains("cancelled task") })
        _ = engine.execute("tick 100")
        let second = trace(engine, "trace login")
        #expect(second.contains(#"    cancelled task "login", which was waiting until @300ms"#), "\(second)")
        #expect(second.contains("    emitted loginResult ▸ view cancelled"), "\(second)")
        // An untraced cancellation is not carried into the next trace.
        _ = engine.execute("login")
        #expect(!trace(engine, "trace tick 500").contains { $0.contains("cancelled task") })
    }

    /// Lesson 8: a store's value changes under the action that changed it, by its key;
    /// plain Flux's counter store does not register for a login.
    @Test func aFluxStoreChangesUnderTheActionThatChangedIt() {
        let engine = Engine()
        for line in ["use flux flux-keyed", "countup 3", "email demo@example.com", "password secret123"] { _ = engine.execute(line) }
        let trace = trace(engine, "trace login")
        let keyed = block(of: "flux-keyed", in: trace)
        #expect(keyed.contains { $0.contains("dispatch loginFinished") }, "\(keyed)")
        #expect(keyed.contains { $0.contains(#"ObservableValue "0" → count ▸ view"#) }, "\(keyed)")
        let flux = block(of: "flux", in: trace)
        #expect(flux.contains { $0.contains("dispatch LoginFinished") }, "\(flux)")
        #expect(!flux.contains { $0.contains("count ▸ view") }, "\(flux)")
    }

    /// Lessons 4 and 9: the login button stays silent after the email alone, for its own
    /// reason in each style that says nothing: mvvm's combineLatest waits for the
    /// password, the reducer's state maps to the same flag as before.
    @Test func aSilentButtonAfterTheEmailSaysWhy() {
        let engine = Engine()
        _ = engine.execute("use mvvm reducer property")
        let trace = trace(engine, "trace --all email demo@example.com")
        #expect(block(of: "mvvm", in: trace).contains { $0.contains("combineLatest: kept — waits for a value from every source") }, "\(trace)")
        #expect(block(of: "reducer", in: trace).contains { $0.contains("distinctUntilChanged (to loginButtonEnabled): same as before") }, "\(trace)")
        #expect(!block(of: "property", in: trace).contains { $0.contains("waits") }, "\(trace)")
        // Once both fields have a value, combineLatest passes the next one on.
        _ = engine.execute("password secret123")
        #expect(!self.trace(engine, "trace --all email a@b.cc").contains { $0.contains("waits for a value") })
    }

    /// What the engine says where it saw no cause.
    static let unchanged = "nothing changed; the view showed isLoggingIn true before it"
    /// What the engine says where it saw a guard read the flag and change nothing.
    static let readTrue = "read isLoggingIn true, then changed nothing"

    /// The first tap is not ignored: no style is said to have changed nothing.
    @Test func aTapThatRunsBlamesNoGuard() {
        let engine = Engine()
        for line in ["use all", "email demo@example.com", "password secret123", "autorun off"] { _ = engine.execute(line) }
        let trace = trace(engine, "trace --all login")
        #expect(!trace.contains { $0.contains("nothing changed") }, "\(trace)")
    }

    /// A tap after `complete loginTap`: a style whose input ended says so, in its own
    /// step or in the engine's words, and no style is said to have been stopped by a
    /// guard (the cause the engine once guessed for four styles that have none there).
    @Test func aTapAfterTheInputEndedNamesTheEnd() {
        let engine = Engine()
        for line in ["use all", "email demo@example.com", "password secret123", "autorun off", "login", "complete loginTap"] { _ = engine.execute(line) }
        let trace = trace(engine, "trace --all login")
        #expect(!trace.contains { $0.contains("was true") || $0.contains("ignored") && $0.contains("guard") }, "\(trace)")
        for style in ["anyobserver", "scan", "mvvm"] {
            #expect(block(of: style, in: trace).contains { $0.contains("ignored next: it has ended") }, "\(style): \(block(of: style, in: trace))")
            #expect(!block(of: style, in: trace).contains { $0.contains("nothing changed") }, "\(style)")
        }
        #expect(block(of: "async", in: trace).contains("    loginTap had ended (completed): what is sent into it reaches nothing"), "\(trace)")
    }

    /// mvvm after a network error: its login chain has no catch, so the error ended its
    /// outputs; the next tap's trace says so, not that a guard ignored it. With a
    /// `catch` (relay), the chain lives and the tap logs in.
    @Test func aTapAfterAnErrorEndedTheChainNamesTheError() {
        let engine = Engine()
        for line in ["use mvvm relay", "email demo@example.com", "password secret123", "api network-error", "login", "api ok"] { _ = engine.execute(line) }
        let trace = trace(engine, "trace --all login")
        let mvvm = block(of: "mvvm", in: trace).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(mvvm.contains("isLoggingIn and loginResult had ended with error(networkError): an ended stream emits nothing more"), "\(trace)")
        #expect(!block(of: "relay", in: trace).contains { $0.contains("had ended") }, "\(trace)")
    }

    /// In JSON, each reason is a record as the text words it.
    @Test func theReasonsAreInTheJSONRecords() {
        var options = EngineOptions(format: .json)
        options.toolName = "vmrepl"
        let engine = Engine(options: options, catalog: .shipped)
        for line in ["use all", "email demo@example.com", "password secret123", "autorun off", "login"] { _ = engine.execute(line) }
        let lines = engine.execute("trace login").0.map(\.text)
        #expect(lines.contains(#"{"kind":"traceWhy","reason":"\#(Self.readTrue)","variant":"property"}"#), "\(lines)")
        #expect(lines.contains { $0.contains(#""reasons":["dropped — the login before is still running"]"#) && $0.contains(#""variant":"scan""#) }, "\(lines)")
    }

    /// Lessons 2, 11 and 12: a late subscriber's value and where it came from, in every
    /// style, or what gives it nothing.
    @Test func aLateSubscriberSaysWhatReplaysInEveryStyle() {
        let engine = Engine()
        for line in ["use all", "countup 2"] { _ = engine.execute(line) }
        let trace = trace(engine, "trace subscribe count")
        let expected: [String: String] = [
            "property": "BehaviorRelay replays 2", "relay": "BehaviorRelay replays 2", "anyobserver": "BehaviorRelay replays 2",
            "unio": "BehaviorRelay replays 2", "mvvm": #"share(replay: 1) replays "2""#, "scan": "startWith 0",
            "reducer": "BehaviorRelay replays State(count: 2)",
            "flux": "count: an ObservableValue replays nothing to a new subscriber",
            "flux-keyed": "count: an ObservableValue replays nothing to a new subscriber",
            "observation": #"the view appears and reads count ▸ #1 "2""#,
            "async": "count: an AsyncStream replays nothing to a new subscriber",
        ]
        for (style, reason) in expected {
            #expect(block(of: style, in: trace).contains { $0.contains(reason) }, "\(style): \(block(of: style, in: trace))")
        }
    }

    /// Lesson 11: three taps in one command, one render pass that reads the last.
    @Test func anObservableViewSaysItReadsOncePerRenderPass() {
        let engine = Engine()
        _ = engine.execute("use observation")
        let three = trace(engine, "trace countup 3")
        #expect(three.contains(#"    render pass → count ▸ view "3""#), "\(three)")
        #expect(three.contains { $0.hasPrefix("    one render pass after the command") }, "\(three)")
        // One tap: nothing was coalesced, and the trace does not say it was.
        let one = trace(engine, "trace countup")
        #expect(!one.contains { $0.contains("one render pass after the command") }, "\(one)")
    }

    /// A style that does not implement the command's screen took no part: one line names
    /// them all, instead of a block each that says nothing reached it.
    @Test func stylesOffTheScreenAreNamedOnce() throws {
        let catalog = try Catalog.shipped.adding([StylesOnRxSwiftTests.style("tallying", onRxSwift: false)], screens: [StylesOnRxSwiftTests.tally])
        let engine = Engine(catalog: catalog)
        _ = engine.execute("use all")
        let lines = trace(engine, "trace bump")
        #expect(lines.first == "trace bump:", "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  not on the tally screen: property relay") }, "\(lines)")
        #expect(!lines.contains("  property"), "\(lines)")
        #expect(lines.contains("  tallying"), "\(lines)")
    }

    /// The share's node is named as the code writes it.
    @Test func aGraphNamesShareReplayAsWritten() {
        let engine = Engine()
        _ = engine.execute("use mvvm")
        let graph = engine.execute("graph mvvm counter").0.map(\.text).joined(separator: "\n")
        #expect(graph.contains("share(replay: 1)"), "\(graph)")
    }

    /// A screen whose input is ignored while a flag that is not a flag output: one line.
    @Test func anIgnoredWhileThatNamesNoFlagIsRefused() throws {
        let input = Screen.Input("poke", .tap, summary: "poke it", ignoredWhile: "label")
        let screen = Screen(name: "poker", summary: "a poke", inputs: [input], outputs: [Screen.Output("label", .text)])
        let style = Style(name: "poking", summary: "pokes", keyIdea: "pokes", variants: [
            Variant(of: screen) { _ in ViewModelPorts(NSObjectBox(), inputs: [.tap(input) {}], outputs: []) },
        ])
        #expect(throws: CatalogError.badIgnoredWhile(screen: "poker", input: "poke", output: "label")) {
            _ = try Catalog.replacing(with: [style], screens: [screen])
        }
    }
}

/// Something for a variant to hold.
private final class NSObjectBox {}
