import MiniRx
import StyleKit
import Testing

/// A `scan` inside a flat-map's closure with its state kept across the closure's runs
/// (`scan kept across flatMapLatest's runs`): a page counter not reset for a new query,
/// offered for every scan a flat-map's closure makes, and for none a build makes.
@Suite struct ScanKeptAcrossRunsTests {
    /// The pages asked for as `steps` arrive: a query (a word) starts its pages at 1, and
    /// each scroll (`+`) asks for the next; built with the scan kept across runs, or as
    /// written (`nil`).
    private func pages(as replacement: String?, _ steps: [String]) -> [String] {
        let queries = PublishSubject<String>()
        let scrolls = PublishSubject<Void>()
        let site = OperatorMutation.Site(name: "scan", ordinal: 0, within: [.init(name: "flatMapLatest", ordinal: 0)])
        let mutation = replacement.map { OperatorMutation(site: site, replacement: $0) }
        let asked: Observable<String> = OperatorHooks.$current.withValue(mutation) {
            queries.flatMapLatest { query in
                scrolls.scan(1) { page, _ in page + 1 }.startWith(1).map { "\(query) \($0)" }
            }
        }
        var seen: [String] = []
        let subscription = asked.subscribe(onNext: { seen.append($0) })
        for step in steps {
            if step == "+" { scrolls.onNext(()) } else { queries.onNext(step) }
        }
        subscription.dispose()
        if let mutation, !mutation.applied { Issue.record("scan was not kept across runs") }
        return seen
    }

    @Test func keptAcrossRunsANewQueryGoesOnFromTheLastOnesPage() {
        let steps = ["rx", "+", "+", "r", "+"]
        #expect(pages(as: nil, steps) == ["rx 1", "rx 2", "rx 3", "r 1", "r 2"])
        #expect(pages(as: OperatorMutation.keptAcrossRuns, steps) == ["rx 1", "rx 2", "rx 3", "r 1", "r 4"])
    }

    @Test func theCensusOffersOnlyAScanAFlatMapsClosureMakes() {
        let census = OperatorMutation()
        let queries = PublishSubject<String>()
        let output: Observable<Int> = OperatorHooks.$current.withValue(census) {
            queries.scan(0) { count, _ in count + 1 }
                .flatMapLatest { count in Observable.just(count).scan(0, accumulator: +) }
        }
        let subscription = output.subscribe()
        queries.onNext("r")
        subscription.dispose()
        let flatMap = OperatorMutation.Site(name: "flatMapLatest", ordinal: 0)
        #expect(census.sites.contains(.init(name: "scan", ordinal: 0)))
        #expect(census.keepableSites == [.init(name: "scan", ordinal: 0, within: [flatMap])])
    }
}
