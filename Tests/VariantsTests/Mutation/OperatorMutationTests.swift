import MiniRx
import StyleKit
import Testing

/// Each mutant kind `vmrepl mutate` offers changes behaviour where it should: a small view
/// model per kind, built as written and with one call swapped.
@Suite struct OperatorMutationTests {
    /// Builds with `mutation` bound, as vmrepl builds a mutated style's view model.
    private func built<T>(_ mutation: OperatorMutation?, _ build: () -> T) -> T {
        OperatorHooks.$current.withValue(mutation, operation: build)
    }

    /// A double tap into a flat-map whose inner requests answer when told: what comes out.
    private func doubleTap(_ operatorName: String, as replacement: String?) -> [String] {
        let taps = PublishSubject<Int>()
        let answers = [PublishSubject<String>(), PublishSubject<String>()]
        let mutation = replacement.map { OperatorMutation(site: .init(name: operatorName, ordinal: 0), replacement: $0) }
        let results: Observable<String> = built(mutation) {
            let select: (Int) -> Observable<String> = { answers[$0].asObservable() }
            switch operatorName {
            case "flatMapLatest": return taps.flatMapLatest(select)
            case "flatMapFirst": return taps.flatMapFirst(select)
            case "concatMap": return taps.concatMap(select)
            default: return taps.flatMap(select)
            }
        }
        var seen: [String] = []
        let subscription = results.subscribe(onNext: { seen.append($0) })
        taps.onNext(0)
        taps.onNext(1)
        answers[0].onNext("first")
        answers[1].onNext("second")
        answers[0].onCompleted()
        answers[1].onNext("second again")
        subscription.dispose()
        if mutation?.applied == false { Issue.record("the mutation was not applied") }
        return seen
    }

    @Test func theFlatMapFamilySwapsItsPolicy() {
        let expected = [
            "flatMap": ["first", "second", "second again"],
            "flatMapLatest": ["second", "second again"],
            "flatMapFirst": ["first"],
            "concatMap": ["first", "second again"],
        ]
        for (name, written) in expected {
            #expect(doubleTap(name, as: nil) == written, "\(name)")
            for replacement in OperatorMutation.swaps[name] ?? [] {
                #expect(doubleTap(name, as: replacement) == expected[replacement], "\(name) built as \(replacement)")
            }
        }
    }

    @Test func shareWithoutItsReplayStarvesALateSubscriber() {
        func late(_ replay: Int, as replacement: String?) -> [Int] {
            let source = BehaviorSubject(value: 7)
            let name = replay == 1 ? "share(replay: 1)" : "share()"
            let shared = built(replacement.map { OperatorMutation(site: .init(name: name, ordinal: 0), replacement: $0) }) {
                source.share(replay: replay)
            }
            let first = shared.subscribe()
            var seen: [Int] = []
            let second = shared.subscribe(onNext: { seen.append($0) })
            first.dispose()
            second.dispose()
            return seen
        }
        #expect(late(1, as: nil) == [7])
        #expect(late(1, as: "share()") == [])
        #expect(late(0, as: nil) == [])
        #expect(late(0, as: "share(replay: 1)") == [7])
    }

    @Test func aRemovedOperatorLetsItsSourceThrough() {
        func run(_ name: String, removed: Bool, _ build: (Observable<Int>) -> Observable<Int>) -> [Int] {
            let source = PublishSubject<Int>()
            let mutation = removed ? OperatorMutation(site: .init(name: name, ordinal: 0), replacement: OperatorMutation.removed) : nil
            let built = built(mutation) { build(source.asObservable()) }
            var seen: [Int] = []
            let subscription = built.subscribe(onNext: { seen.append($0) })
            for value in [1, 1, 2] { source.onNext(value) }
            subscription.dispose()
            return seen
        }
        #expect(run("distinctUntilChanged", removed: false) { $0.distinctUntilChanged() } == [1, 2])
        #expect(run("distinctUntilChanged", removed: true) { $0.distinctUntilChanged() } == [1, 1, 2])
        #expect(run("startWith", removed: false) { $0.startWith(0) } == [0, 1, 1, 2])
        #expect(run("startWith", removed: true) { $0.startWith(0) } == [1, 1, 2])
        #expect(run("take(1)", removed: false) { $0.take(1) } == [1])
        #expect(run("take(1)", removed: true) { $0.take(1) } == [1, 1, 2])
    }

    /// A census lists every mutable call in order; a mutation swaps only the call its site
    /// names, and nothing is asked outside a build.
    @Test func aSiteIsTheNthCallOfItsNameInOneBuild() {
        let census = OperatorMutation()
        let source = PublishSubject<Int>()
        _ = built(census) {
            source.distinctUntilChanged().startWith(0).distinctUntilChanged().share(replay: 1)
        }
        #expect(census.sites == [.init(name: "distinctUntilChanged", ordinal: 0), .init(name: "startWith", ordinal: 0),
                                 .init(name: "distinctUntilChanged", ordinal: 1), .init(name: "share(replay: 1)", ordinal: 0)])
        func parities(removing ordinal: Int?) -> [Int] {
            let mutation = ordinal.map { OperatorMutation(site: .init(name: "distinctUntilChanged", ordinal: $0), replacement: OperatorMutation.removed) }
            let chain = built(mutation) { source.distinctUntilChanged().map { $0 % 2 }.distinctUntilChanged() }
            var seen: [Int] = []
            let subscription = chain.subscribe(onNext: { seen.append($0) })
            for value in [1, 1, 3] { source.onNext(value) }
            subscription.dispose()
            return seen
        }
        #expect(parities(removing: nil) == [1])
        #expect(parities(removing: 0) == [1])
        // Only the second call is left out: 1 and 3 are both odd, and pass as two 1s.
        #expect(parities(removing: 1) == [1, 1])
        #expect(OperatorHooks.replacement(for: "startWith", #filePath, #line, #column) == nil)
    }
}
