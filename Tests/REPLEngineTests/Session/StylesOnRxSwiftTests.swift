import Experiments
import MiniRx
@testable import REPLEngine
import StyleKit
import Testing

/// With the `RealRxSwift` trait a style whose ports are RxSwift's runs on RxSwift itself:
/// `graph` refuses it by name, `trace` shows what it emitted, `resources` says it does not
/// count it, `explore` leaves `error` out for it. Styles on MiniRx beside it (a team's own,
/// the reducer) keep all of it. Here the RxSwift style is a MiniRx one marked as such, as
/// the trait's ports mark theirs.
@Suite struct StylesOnRxSwiftTests {
    /// `explore` and `mutate` are the Experiments module's, installed as the executable
    /// installs them.
    init() {
        ExperimentServices.install()
    }

    static let bump = Screen.Input("bump", .tap, summary: "add one", examples: [])
    static let total = Screen.Output("total", .text)
    static let tally = Screen(name: "tally", summary: "a total and a bump button", inputs: [bump], outputs: [total])

    static func style(_ name: String, onRxSwift: Bool) -> Style {
        Style(name: name, summary: "a tally", keyIdea: "counts bumps", variants: [
            Variant(of: tally) { _ in
                let count = BehaviorRelay(value: 0)
                let taps = PublishSubject<Void>()
                _ = taps.subscribe(onNext: { count.accept(count.value + 1) })
                var input = InputPort.observer(bump, taps.asObserver())
                var output = OutputPort.observable(total, count.map(String.init), current: { String(count.value) })
                input.runsOnRxSwift = onRxSwift
                output.runsOnRxSwift = onRxSwift
                return ViewModelPorts(count, inputs: [input], outputs: [output])
            },
        ])
    }

    static func engine() throws -> Engine {
        let catalog = try Catalog.replacing(with: [style("mini", onRxSwift: false), style("real", onRxSwift: true)], screens: [tally])
        try Engine.check(catalog)
        return Engine(catalog: catalog)
    }

    /// What `line` printed, the lines a wrapped sentence was cut into joined again.
    static func text(_ engine: Engine, _ line: String) -> String {
        engine.execute(line).0.map(\.text).joined(separator: "\n")
            .replacingOccurrences(of: "\n    ", with: " ").replacingOccurrences(of: "\n  ", with: " ")
    }

    @Test func graphRefusesOnlyTheStyleOnRxSwift() throws {
        let engine = try Self.engine()
        #expect(Self.text(engine, "graph mini tally").hasPrefix("mini · tally: "))
        let refused = Self.text(engine, "graph real tally")
        #expect(refused.contains("'graph' needs MiniRx; real runs on RxSwift itself in this build ('help engine')"), "\(refused)")
    }

    @Test func traceShowsWhatTheStyleOnRxSwiftEmitted() throws {
        let engine = try Self.engine()
        let trace = Self.text(engine, "trace bump")
        #expect(trace.contains("not MiniRx, so no operator steps: real"), "\(trace)")
        #expect(trace.contains("emitted total"), "\(trace)")
        #expect(trace.contains("PublishSubject"), "\(trace)")
    }

    @Test func resourcesSaysWhatItDoesNotCount() throws {
        let engine = try Self.engine()
        let resources = Self.text(engine, "resources")
        #expect(resources.contains("not counted: real runs on RxSwift itself"), "\(resources)")
        #expect(resources.contains("mini"), "\(resources)")
        _ = Self.text(engine, "use mini")
        #expect(!Self.text(engine, "resources").contains("not counted"))
    }

    @Test func exploreLeavesErrorsOutOnlyWhereAStyleRunsOnRxSwift() throws {
        let engine = try Self.engine()
        let both = Self.text(engine, "explore mini real --screen tally --depth 2 --walks 0")
        #expect(both.contains("or RxSwift's debug build stops on the error"), "\(both)")
        #expect(both.contains("error bump"), "\(both)")
        let catalog = try Catalog.replacing(with: [Self.style("one", onRxSwift: false), Self.style("two", onRxSwift: false)], screens: [Self.tally])
        let mini = Self.text(Engine(catalog: catalog), "explore one two --screen tally --depth 2 --walks 0")
        #expect(!mini.contains("RxSwift"), "\(mini)")
    }

    @Test func aLineThatReachesAStyleOnRxSwiftIsTriedFirstWithTheSessionBeforeIt() throws {
        let engine = try Self.engine()
        _ = Self.text(engine, "bump")
        _ = engine.execute("# a comment the session keeps")
        #expect(engine.linesToTry(before: "error bump") == ["bump", "# a comment the session keeps", "error bump"])
        for line in ["bump", "complete bump", "subscribe total", "tick 5", "reset", "use mini"] {
            #expect(engine.linesToTry(before: line)?.last == line, "\(line)")
        }
        for line in ["help", "time", "log", "# error bump", "graph mini", "variants", "nonsense", ""] {
            #expect(engine.linesToTry(before: line) == nil, "\(line)")
        }
        _ = Self.text(engine, "use mini")
        #expect(engine.linesToTry(before: "error bump") == nil, "no active style runs on RxSwift")
    }

    @Test func noLineIsTriedWhereNoStyleRunsOnRxSwift() throws {
        let engine = Engine(catalog: .shipped)
        _ = Self.text(engine, "use all")
        for line in ["countup", "error countUp", "login", "subscribe count", "reset"] {
            #expect(engine.linesToTry(before: line) == nil, "\(line)")
        }
    }

    @Test func aSessionTooLongToReplayIsNotTried() throws {
        let engine = try Self.engine()
        engine.savedSession.limit = 3
        for _ in 0..<4 { _ = Self.text(engine, "bump") }
        #expect(engine.linesToTry(before: "error bump") == nil)
    }
}
