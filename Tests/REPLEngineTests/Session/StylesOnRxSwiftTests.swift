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
        return Engine(options: .experimenting, catalog: catalog)
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
        #expect(trace.contains("on RxSwift itself, so no operator steps: real"), "\(trace)")
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

    @Test func resourcesSaysWhatPartOfAStyleItDoesNotCount() throws {
        let partly = Style(name: "partly", summary: "a tally", keyIdea: "counts bumps", variants: [
            Variant(of: Self.tally) { _ in
                let count = BehaviorRelay(value: 0)
                var ports = ViewModelPorts(count, inputs: [.tap(Self.bump) { count.accept(count.value + 1) }],
                                           outputs: [.observable(Self.total, count.map(String.init), current: { String(count.value) })])
                ports.partOnRxSwift = "its request"
                return ports
            },
        ])
        let catalog = try Catalog.replacing(with: [Self.style("mini", onRxSwift: false), partly], screens: [Self.tally])
        try Engine.check(catalog)
        let engine = Engine(options: .experimenting, catalog: catalog)
        let resources = Self.text(engine, "resources")
        #expect(resources.contains("not counted: its request of partly, made with RxSwift itself ('help engine')"), "\(resources)")
        #expect(!Self.text(engine, "bump").contains("not counted"), "only the table says it")
        _ = Self.text(engine, "use mini")
        #expect(!Self.text(engine, "resources").contains("not counted"), "partly is not active")
    }

    @Test func exploreLeavesErrorsOutOnlyWhereAStyleRunsOnRxSwift() throws {
        let engine = try Self.engine()
        let both = Self.text(engine, "explore mini real --screen tally --depth 2 --walks 0")
        #expect(both.contains("or RxSwift's debug build stops on the error"), "\(both)")
        #expect(both.contains("error bump"), "\(both)")
        let catalog = try Catalog.replacing(with: [Self.style("one", onRxSwift: false), Self.style("two", onRxSwift: false)], screens: [Self.tally])
        let mini = Self.text(Engine(options: .experimenting, catalog: catalog), "explore one two --screen tally --depth 2 --walks 0")
        #expect(!mini.contains("RxSwift"), "\(mini)")
    }

    /// A gate that keeps the lines it saw and refuses the ones named.
    final class RecordingGate: LineGate {
        var seen: [String] = []
        let refused: Set<String>

        init(refusing refused: Set<String> = []) {
            self.refused = refused
        }

        func refusal(of line: String, reachesRxSwift: Bool) -> String? {
            seen.append(reachesRxSwift ? "\(line) !" : line)
            return refused.contains(line) ? "not run: refused here" : nil
        }
    }

    /// An engine whose sessions pass their lines through gates it keeps, in the order made.
    static func gatedEngine(refusing refused: Set<String> = []) throws -> (Engine, () -> [RecordingGate]) {
        let engine = try engine()
        var gates: [RecordingGate] = []
        engine.lineGateMaker = {
            let gate = RecordingGate(refusing: refused)
            gates.append(gate)
            return gate
        }
        return (engine, { gates })
    }

    @Test func everyLineThatChangesTheSessionPassesTheGateMarkedWhereItReachesRxSwift() throws {
        let (engine, gates) = try Self.gatedEngine()
        for line in ["bump", "help", "time", "log", "# error bump", "graph mini", "variants", "nonsense", "subscribe total",
                     "tick 5", "trace bump", "use mini", "bump", "reset", "error bump"] {
            _ = engine.execute(line)
        }
        // Reads pass too (they are cheap, and the gate mirrors the session); a line that
        // does not parse, a comment and a command that is not the session's do not.
        #expect(gates().map(\.seen) == [["bump !", "time", "log", "variants", "subscribe total !", "tick 5 !", "trace bump !",
                                         "use mini !", "bump", "reset", "error bump"]])
    }

    @Test func aRunFilesLinesPassTheGateOneByOneAndARefusedOneFailsAlone() throws {
        let (engine, gates) = try Self.gatedEngine(refusing: ["error bump"])
        engine.fileReader = { _ in .success(FileLines(Array("bump\n# why\nerror bump\nbump\n".utf8))) }
        let run = Self.text(engine, "run talk.vmrepl")
        #expect(gates().map(\.seen) == [["bump !", "error bump !", "bump !"]])
        #expect(run.contains("error: not run: refused here"), "\(run)")
        #expect(run.contains("1 of 3 commands of talk.vmrepl failed (line 3)"), "\(run)")
        // The refused line did not run: two bumps, and the total is not ended.
        let state = Self.text(engine, "state")
        #expect(state.contains("2"), "\(state)")
    }

    @Test func aRefusedLineFailsChangesNothingAndIsNotSaved() throws {
        let (engine, _) = try Self.gatedEngine(refusing: ["error bump"])
        _ = engine.execute("bump")
        let (lines, status) = engine.execute("error bump")
        #expect(status == .failed)
        #expect(lines.map(\.text) == ["error: not run: refused here"])
        #expect(engine.savedSession.lines == ["bump"])
        #expect(engine.execute("bump").status == .succeeded)
    }

    @Test func aHandoutsSessionHasAGateOfItsOwn() throws {
        let (engine, gates) = try Self.gatedEngine()
        engine.fileReader = { _ in .success(FileLines(Array("# A talk\nbump\nerror bump\n".utf8))) }
        _ = engine.execute("bump")
        _ = Self.text(engine, "handout talk.vmrepl")
        #expect(gates().map(\.seen) == [["bump !"], ["bump !", "error bump !"]])
    }

    @Test func withoutAGateMakerNothingIsAsked() throws {
        let engine = Engine(options: .experimenting, catalog: .shipped)
        #expect(engine.lineGateMaker == nil)
        #expect(engine.execute("error countUp").status == .succeeded)
    }
}
