import MiniRx
import StyleKit
import Testing
@testable import REPLEngine

/// On the type-ahead screen `trace` says what the code did with the fake search (requests
/// sent, cancelled, answered after the next search began, the same text searched again),
/// not a value it read on the way; where no request followed, it says so and names what
/// was read as read, not as the cause. Each case's words follow a change to the code that
/// decides it.
@Suite struct TraceRequestsTests {
    /// A search view model small enough to change one decision at a time.
    final class Search {
        let repos = BehaviorRelay<[String]>(value: [])
        let isLoading = BehaviorRelay(value: false)
        var pages = 0
        var query = ""
        var running: Disposable?
        var requests: [Disposable] = []
        let api: RepoSearchAPI
        let cancelsTheLast: Bool
        let guardsOnPages: Bool

        init(api: RepoSearchAPI, cancelsTheLast: Bool, guardsOnPages: Bool) {
            self.api = api
            self.cancelsTheLast = cancelsTheLast
            self.guardsOnPages = guardsOnPages
        }

        func search(_ text: String) {
            query = text
            pages = 1
            let request = api.search(text, page: 1).subscribe(onNext: { [repos] in repos.accept($0) })
            if cancelsTheLast { running?.dispose() }
            running = request
            requests.append(request)
        }

        func nextPage() {
            _ = isLoading.value
            if guardsOnPages, pages == 0 { return }
            pages += 1
            requests.append(api.search(query, page: pages).subscribe(onNext: { [repos] in repos.accept(repos.value + $0) }))
        }
    }

    static func style(_ name: String, cancelsTheLast: Bool = true, guardsOnPages: Bool = true) -> Style {
        Style(name: name, summary: "a search", keyIdea: "one decision changed", variants: [
            Variant(of: .typeAhead) { environment in
                let viewModel = Search(api: environment.service(RepoSearchAPI.self), cancelsTheLast: cancelsTheLast, guardsOnPages: guardsOnPages)
                return ViewModelPorts(viewModel, inputs: [
                    .text(Screen.TypeAhead.queryText, kind: .method) { viewModel.search($0) },
                    .tap(Screen.TypeAhead.nextPage, kind: .method) { viewModel.nextPage() },
                ], outputs: [
                    .observable(Screen.TypeAhead.repos, viewModel.repos.asObservable()),
                    .observable(Screen.TypeAhead.isLoading, viewModel.isLoading.asObservable()),
                    .observable(Screen.TypeAhead.message, Observable.just("")),
                ])
            },
        ])
    }

    static func trace(_ style: Style, after commands: [String], _ traced: String) throws -> [String] {
        let engine = Engine(catalog: try Catalog.shipped.adding([style]))
        for command in ["use \(style.name)", "autorun off"] + commands { _ = engine.execute(command) }
        return engine.execute("trace " + traced).lines.map(\.text).filter { !$0.hasPrefix("trace ") }
    }

    @Test func aRequestDisposedAndOneSentAreWhatTheCodeDid() throws {
        #expect(try Self.trace(Self.style("latest"), after: ["query r"], "query rx") == [
            "  latest",
            "    queryText → started \"rx\", cancelled the request for \"r\"",
        ])
        // The same code keeping the request before: only the one sent.
        #expect(try Self.trace(Self.style("every", cancelsTheLast: false), after: ["query r"], "query rx") == [
            "  every",
            "    queryText → started \"rx\"",
        ])
    }

    @Test func aGuardTheEngineCannotSeeIsNotNamedAsTheCause() throws {
        #expect(try Self.trace(Self.style("guarded"), after: [], "nextpage") == [
            "  guarded",
            "    nextPage → sent no request and changed nothing (it read isLoading false)",
        ])
        #expect(try Self.trace(Self.style("unguarded", guardsOnPages: false), after: [], "nextpage") == [
            "  unguarded",
            "    nextPage → started \"\"",
        ])
    }

    @Test func anAnswerAfterTheNextSearchBeganSaysWhoseItWas() throws {
        let stale = try Self.trace(Self.style("every", cancelsTheLast: false), after: ["backend slow", "query rx", "query r"], "tick 1000")
        #expect(stale.contains("    api.search: answered \"rx\" after \"r\" was searched"), "\(stale)")
        let cancelled = try Self.trace(Self.style("latest"), after: ["backend slow", "query rx", "query r"], "tick 1000")
        #expect(!cancelled.joined().contains("answered"), "\(cancelled)")
    }

    @Test func theSameTextSearchedAgainIsSaid() throws {
        let again = try Self.trace(Self.style("latest"), after: ["query rx", "tick 500"], "query rx")
        #expect(again == ["  latest", "    queryText → started \"rx\" again, the text of its last search"], "\(again)")
    }

    @Test func aRelayNothingSubscribesToYetSaysSo() throws {
        // relay subscribes to its page relay only once a search starts.
        let engine = Engine()
        for command in ["use relay", "autorun off"] { _ = engine.execute(command) }
        #expect(engine.execute("trace nextpage").lines.map(\.text) == [
            "trace nextpage:",
            "  relay",
            "    nextPage → PublishRelay, which nothing subscribes to yet",
        ])
        _ = engine.execute("query rx")
        _ = engine.execute("tick 500")
        #expect(!engine.execute("trace nextpage").lines.map(\.text).joined().contains("nothing subscribes"))
    }

    @Test func concatMapSaysItQueuedThePage() throws {
        let engine = Engine()
        for command in ["use relay", "autorun off", "query rx", "tick 500", "nextpage"] { _ = engine.execute(command) }
        #expect(engine.execute("trace nextpage").lines.map(\.text) == [
            "trace nextpage:",
            "  relay",
            "    nextPage → PublishRelay → scan 3 → startWith 3 →",
            "          concatMap: queued — runs when the nextpage before ends (1 waiting)",
        ])
    }
}
