import Foundation
import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// `graph` walks what a view model holds: a style made here, which no catalog ships and
/// nothing describes by hand, gets the graph its code builds.
@Suite struct GraphTests {
    /// A counter whose count is a relay's value, mapped twice, and a filter on its way in.
    final class DoubledCounter {
        let count: Observable<String>
        private let taps = PublishRelay<Void>()
        private let total = BehaviorRelay(value: 0)
        private let bag = DisposeBag()

        init() {
            count = total.map { $0 * 2 }.map(String.init)
            taps.withLatestFrom(total) { $1 + 1 }.filter { $0 < 3 }.bind(to: total).disposed(by: bag)
        }

        func countUp() { taps.accept(()) }
    }

    static let style = Style(name: "doubled", summary: "a test's own counter", keyIdea: "built in the test", variants: [
        Variant(of: .counter) { _ in
            let viewModel = DoubledCounter()
            return ViewModelPorts(viewModel, inputs: [.tap(Screen.Counter.countUp, kind: .relay) { viewModel.countUp() }],
                                  outputs: [.observable(Screen.Counter.count, viewModel.count)])
        },
    ])

    static let catalog: Catalog = {
        do {
            return try Catalog.shipped.adding([style])
        } catch {
            fatalError("\(error)")
        }
    }()

    private func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).lines.map(\.text)
    }

    @Test func aStyleNoCatalogShipsGetsTheGraphItsCodeBuilds() {
        let engine = Engine(catalog: Self.catalog)
        #expect(run(engine, "graph doubled") == [
            "doubled · counter: 2 subjects, 4 operators, 1 subscriber in code",
            "input countUp",
            "PublishRelay → withLatestFrom#1",
            "withLatestFrom#1 → filter → bind(to:) → BehaviorRelay",
            "BehaviorRelay = 0",
            "  ├─ withLatestFrom#1",
            "  └─ map → map → count ▸ view",
            "(an input with no arrow: not sent into yet, or it reaches no MiniRx subject)",
        ])
        _ = engine.execute("countup 5")
        _ = engine.execute("subscribe count")
        #expect(run(engine, "graph doubled") == [
            "doubled · counter: 2 subjects, 6 operators, 1 subscriber in code",
            "input countUp → PublishRelay",
            "PublishRelay → withLatestFrom#1",
            "withLatestFrom#1 → filter → bind(to:) → BehaviorRelay",
            "BehaviorRelay = 2",
            "  ├─ withLatestFrom#1",
            "  ├─ map → map → count ▸ view",
            "  └─ map → map → count ▸ #1",
        ])
        // The late subscriber's subscriptions leave with it.
        _ = engine.execute("unsubscribe")
        #expect(run(engine, "graph doubled").first == "doubled · counter: 2 subjects, 4 operators, 1 subscriber in code")
    }

    @Test func subscriptionsComeAndGoInTheGraphAsInTheResourceCount() {
        let engine = Engine(catalog: Self.catalog)
        _ = engine.execute("use scan")
        func live() -> Int? {
            run(engine, "resources").last.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
        }
        let before = (graph: run(engine, "graph scan"), live: live())
        _ = engine.execute("subscribe count")
        let subscribed = (graph: run(engine, "graph scan"), live: live())
        #expect(subscribed.graph.first == "scan · counter: 1 subject, 6 operators, 0 subscribers in code")
        #expect((subscribed.live ?? 0) > (before.live ?? 0))
        _ = engine.execute("unsubscribe")
        // What the late subscriber held is gone from both.
        #expect(run(engine, "graph scan") == before.graph)
        #expect(live() == before.live)
    }

    @Test func anOutputWhoseSubscriptionEndedAndADeadInputSayWhatHappened() {
        let engine = Engine(catalog: Self.catalog)
        _ = engine.execute("error countUp")
        #expect(run(engine, "graph scan") == [
            "scan · counter: 1 subject, 0 operators, 0 subscribers in code",
            "input countUp → PublishSubject",
            "PublishSubject (ended: error(boom))",
            "ended, no longer subscribed: count ▸ view",
        ])
        #expect(run(engine, "graph observation").first == "observation · counter: no MiniRx subscriptions; written without MiniRx")
    }

    /// ... and its DOT is laid out for a 16:9 slide: at most 2:1, its 14-point text 18
    /// pixels or more when the picture is 1920 wide, after the lessons' commands.
    @Test func everyShippedGraphFitsEightyColumnsAndItsDOTIsLaidOutByDot() throws {
        let engine = Engine(options: EngineOptions(width: 80), catalog: Self.catalog)
        for command in GraphAndTraceFitTests.lessonCommands + ["use all", "email a@b.co", "password secret12", "login", "subscribe count", "subscribe loginResult", "countup",
                                                            "query rx", "tick 500"] {
            _ = engine.execute(command)
        }
        for style in Self.catalog.styles {
            for screen in style.variants.map(\.screen.name) {
                let text = run(engine, "graph \(style.name) \(screen)")
                #expect(text.allSatisfy { $0.count <= 80 }, "\(style.name) \(screen): \(text.filter { $0.count > 80 })")
                let dot = run(engine, "graph \(style.name) \(screen) --dot").joined(separator: "\n")
                // A value is shown as the class wrote it, without its module's path.
                #expect(!dot.contains("Variants.") && !text.joined().contains("Variants."), "\(style.name) \(screen)")
                let (svg, status) = try Graphviz.svg(of: dot)
                #expect(status == 0, "\(style.name) \(screen): \(dot)")
                // Every node of the text graph is drawn: one <g class="node"> each.
                let nodes = svg.components(separatedBy: "class=\"node\"").count - 1
                #expect(nodes == dot.split(separator: "\n").filter { $0.contains("[label=") }.count)
                let size = try #require(svg.firstMatch(of: /width="(\d+)pt" height="(\d+)pt"/))
                let (width, height) = (Double(size.1) ?? 0, Double(size.2) ?? 1)
                #expect(width / height <= 2, "\(style.name) \(screen): \(width)×\(height) pt")
                #expect(14 * 1920 / width >= 18, "\(style.name) \(screen): \(width) pt wide, text \(14 * 1920 / width) px at 1920")
            }
        }
    }

    /// `graph A B --dot` draws both in one picture, a box each, what the other lacks
    /// outlined in red, as `*` marks it in text; dot lays it out for a slide.
    @Test func twoStylesInDOTAreOnePictureWithTheirDifferencesOutlined() throws {
        let engine = Engine(catalog: .shipped)
        _ = engine.execute("countup 2")
        let dot = run(engine, "graph property relay --dot")
        #expect(dot.filter { $0.hasPrefix("digraph ") }.count == 1, "\(dot)")
        #expect(dot.filter { $0.hasPrefix("  subgraph cluster_") }.count == 2, "\(dot)")
        let outlined = dot.filter { $0.contains("#c0392b") }
        #expect(outlined.contains { $0.contains(#"label="PublishRelay""#) }, "\(outlined)")
        #expect(!outlined.contains { $0.contains("BehaviorRelay") || $0.contains("count ▸ view") }, "\(outlined)")
        let (svg, status) = try Graphviz.svg(of: dot.joined(separator: "\n"))
        #expect(status == 0)
        #expect(svg.components(separatedBy: "class=\"cluster\"").count - 1 == 2)
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == dot.filter { $0.contains("[label=") }.count)
    }

    /// A style not active is graphed as built, and says so; one written without MiniRx
    /// says in its DOT why it has no edges.
    @Test func anInactiveStyleAndOneWithoutMiniRxSaySo() {
        let engine = Engine(catalog: .shipped)
        _ = engine.execute("use property")
        let text = run(engine, "graph relay")
        #expect(text.dropFirst().first == "(relay is not active ('use relay'): its graph as built, before this session's", "\(text)")
        #expect(!run(engine, "graph property").contains { $0.contains("not active") })
        let dot = run(engine, "graph observation --dot").joined(separator: "\n")
        #expect(dot.contains(#"written without MiniRx: no\nsubscriptions between inputs and\noutputs"#), "\(dot)")
    }

    /// Every style's story runs on to its outputs: a Flux input through its dispatch to a
    /// store's value, a reducer's actions through its subscriber into the state, a
    /// login's request through its subscriber into the outputs it sets.
    @Test func theStoryGoesOnThroughDispatchesAndSubscribersSeenSending() {
        let engine = Engine(catalog: .shipped)
        for line in ["use flux flux-keyed reducer relay", "countup", "email demo@example.com", "password secret123", "login"] {
            _ = engine.execute(line)
        }
        #expect(run(engine, "graph flux").contains("input countUp → dispatch CountUpAction → ObservableValue → count ▸ view"))
        #expect(run(engine, "graph flux-keyed").contains("input countUp → dispatch countUp → ObservableValue → count ▸ view"))
        #expect(run(engine, "graph reducer").contains("PublishRelay → subscribe → BehaviorRelay"))
        let relay = run(engine, "graph relay login")
        #expect(relay.contains("withLatestFrom#1 → do → flatMapLatest → subscribe"), "\(relay)")
        #expect(relay.contains { $0.hasSuffix("PublishRelay 2") }, "\(relay)")
        // Before any tap, nothing has been seen: the dispatch is not drawn.
        let fresh = Engine(catalog: .shipped)
        _ = fresh.execute("use flux")
        #expect(!run(fresh, "graph flux").contains { $0.contains("dispatch") })
    }

    @Test func itsRecordsInJSONAreTheGraphAsData() throws {
        let engine = Engine(options: EngineOptions(format: .json), catalog: Self.catalog)
        let lines = run(engine, "graph doubled").filter { !$0.contains(#""kind":"command""#) && !$0.contains(#""kind":"end""#) }
        for line in lines { try JSONRecordsTests.check(line) }
        #expect(lines.first == #"{"kind":"graphNode","name":"countUp","node":0,"role":"input","screen":"counter","variant":"doubled"}"#)
        #expect(lines.contains(#"{"kind":"graphNode","name":"BehaviorRelay","node":5,"role":"subject","screen":"counter","value":"0","variant":"doubled"}"#))
        #expect(lines.filter { $0.contains("graphEdge") }.count == 8)
    }

    @Test func itsWordsAreCompletedAndMistakesNamed() {
        let engine = Engine(catalog: Self.catalog)
        #expect(engine.completions(for: "graph sc") == ["scan"])
        #expect(engine.completions(for: "graph scan --d") == ["--dot"])
        let usage = ["error: wrong arguments for 'graph'; usage: graph VARIANT [VARIANT] [SCREEN]", "    [--dot]"]
        #expect(run(engine, "graph") == usage)
        #expect(run(engine, "graph relay scan anyobserver") == usage)
        #expect(run(engine, "graph doubled login") == ["error: 'doubled' does not implement the login screen; its screens: counter"])
        #expect(run(engine, "help graph").first == "usage: graph VARIANT [VARIANT] [SCREEN] [--dot]")
    }

    /// Two styles one after the other: each line the other's graph lacks is marked, so
    /// relay and anyobserver differ in one line, the subject their input enters.
    @Test func twoStylesAreComparedWhatDiffersMarked() {
        let engine = Engine(catalog: Self.catalog)
        let lines = run(engine, "graph relay anyobserver")
        #expect(lines.filter { $0.hasPrefix("* ") } == ["* PublishRelay → withLatestFrom#1", "* PublishSubject → withLatestFrom#1"])
        #expect(lines.first == "relay · counter: 2 subjects, 2 operators, 1 subscriber in code")
        #expect(lines.contains("anyobserver · counter: 2 subjects, 2 operators, 1 subscriber in code"))
        #expect(lines.last == "(* marks a line that holds what the other style's graph does not have)")
        let login = run(engine, "graph relay scan login")
        #expect(login.contains("* withLatestFrom#1 → do → flatMapLatest → subscribe"), "\(login)")
        #expect(login.contains("* withLatestFrom#2 → flatMapFirst → compactMap → loginResult ▸ view"), "\(login)")
        #expect(login.allSatisfy { $0.count <= 80 })
    }
}
