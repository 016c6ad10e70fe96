import MiniRx
import StyleKit
import Testing
@testable import REPLEngine

/// Where a keystroke goes on into code on RxSwift itself (the Flux styles' search with the
/// `RealRxSwift` trait), `trace` says so, in text and JSON, not that it reached nothing;
/// the same style with its part on MiniRx takes its steps as before.
@Suite struct PartOnRxSwiftTraceTests {
    /// A search field whose text goes into a subject MiniRx does not see when `onRxSwift`:
    /// a method that keeps the text, as code on RxSwift would take it.
    static func style(onRxSwift: Bool) -> Style {
        Style(name: "keeper", summary: "keeps the text", keyIdea: "its search runs elsewhere", variants: [
            Variant(of: .typeAhead) { _ in
                let shown = BehaviorSubject<[String]>(value: [])
                var kept = ""
                var ports = ViewModelPorts(shown, inputs: [
                    .text(Screen.TypeAhead.queryText, kind: .method) { text in
                        if onRxSwift { kept = text } else { shown.onNext([text]) }
                    },
                    .tap(Screen.TypeAhead.nextPage, kind: .method) { _ = kept },
                ], outputs: [
                    .observable(Screen.TypeAhead.repos, shown.asObservable()),
                    .observable(Screen.TypeAhead.isLoading, Observable.just(false)),
                    .observable(Screen.TypeAhead.message, Observable.just("")),
                ])
                if onRxSwift { ports.partOnRxSwift = "the search's debounce and requests" }
                return ports
            },
        ])
    }

    static func engine(onRxSwift: Bool, format: OutputFormat = .text) throws -> Engine {
        let catalog = try Catalog.shipped.adding([style(onRxSwift: onRxSwift)])
        let engine = Engine(options: EngineOptions(format: format), catalog: catalog)
        _ = engine.execute("use keeper")
        return engine
    }

    @Test func aKeystrokeIntoCodeOnRxSwiftSaysWhereItWent() throws {
        let lines = try Self.engine(onRxSwift: true).execute("trace query rx").lines.map(\.text)
        #expect(lines == [
            "trace query rx:",
            "  keeper",
            "    queryText → the search's debounce and requests run on RxSwift itself, whose",
            "      steps trace does not see ('help engine')",
        ])
        let json = try Self.engine(onRxSwift: true, format: .json).execute("trace query rx").lines.map(\.text)
        #expect(json.contains(#"{"kind":"traceWhy","reason":"the search's debounce and requests run on RxSwift itself, whose steps trace does not see ('help engine')","variant":"keeper"}"#))
    }

    @Test func onMiniRxTheSameKeystrokeTakesItsSteps() throws {
        let lines = try Self.engine(onRxSwift: false).execute("trace query rx").lines.map(\.text)
        #expect(!lines.joined().contains("RxSwift"))
        #expect(lines.contains { $0.contains("queryText") })
    }
}
