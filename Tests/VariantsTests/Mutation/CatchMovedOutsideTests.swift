import MiniRx
import StyleKit
import Testing

/// A `catch` moved out of its flat-map's closure (`catch moved outside flatMapLatest`):
/// offered only where the census saw the catch's elements be of the flat-map's output
/// type, and built as the moved code runs: one error ends the flat-map's output with the
/// handler's answer, where the catch inside ends only that inner sequence.
@Suite struct CatchMovedOutsideTests {
    struct Failure: Error {}

    /// Searches: each query answers its own length, or fails for "bad"; the error is caught
    /// inside the flat-map (as written), by `catch` or `catchAndReturn`.
    private func searches(_ catchName: String, queries: PublishSubject<String>) -> Observable<Int> {
        queries.flatMapLatest { query -> Observable<Int> in
            let answer: Observable<Int> = query == "bad" ? .error(Failure()) : .just(query.count)
            return catchName == "catch" ? answer.catch { _ in .just(-1) } : answer.catchAndReturn(-1)
        }
    }

    /// What the searches show for `typed`, built with the catch inside the flat-map moved
    /// outside it (or as written, `nil`), and how the sequence ended.
    private func shown(_ catchName: String, as replacement: String?, typed: [String]) -> (elements: [Int], completed: Bool) {
        let queries = PublishSubject<String>()
        let site = OperatorMutation.Site(name: catchName, ordinal: 0, within: [.init(name: "flatMapLatest", ordinal: 0)])
        let mutation = replacement.map { OperatorMutation(site: site, replacement: $0) }
        let built = OperatorHooks.$current.withValue(mutation) { searches(catchName, queries: queries) }
        var elements: [Int] = []
        var completed = false
        let subscription = built.subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        typed.forEach(queries.onNext)
        subscription.dispose()
        if let mutation, !mutation.applied { Issue.record("\(catchName) was not moved") }
        return (elements, completed)
    }

    @Test(arguments: ["catch", "catchAndReturn"])
    func movedOutsideOneErrorEndsEverySearch(catchName: String) {
        let typed = ["r", "bad", "rx"]
        let asWritten = shown(catchName, as: nil, typed: typed)
        #expect(asWritten.elements == [1, -1, 2] && !asWritten.completed)
        let moved = shown(catchName, as: OperatorMutation.movedOutside, typed: typed)
        #expect(moved.elements == [1, -1] && moved.completed)
    }

    @Test func theCensusOffersOnlyACatchOfTheFlatMapsOutputType() {
        let census = OperatorMutation()
        let queries = PublishSubject<String>()
        let output: Observable<String> = OperatorHooks.$current.withValue(census) {
            queries.flatMapLatest { query -> Observable<String> in
                // The first catch emits Ints, mapped to Strings after it: moved outside, it
                // would not compile. The second emits the flat-map's Strings.
                Observable.just(query.count)
                    .catch { _ in .just(0) }
                    .map(String.init)
                    .catchAndReturn("failed")
            }
        }
        let subscription = output.subscribe()
        queries.onNext("r")
        subscription.dispose()
        let flatMap = OperatorMutation.Site(name: "flatMapLatest", ordinal: 0)
        #expect(census.sites.contains(.init(name: "catch", ordinal: 0, within: [flatMap])))
        #expect(census.movableSites == [.init(name: "catchAndReturn", ordinal: 0, within: [flatMap])])
    }

    @Test func aCatchMadeAtBuildTimeIsNotMovable() {
        let census = OperatorMutation()
        let output: Observable<Int> = OperatorHooks.$current.withValue(census) {
            Observable<Int>.error(Failure()).catchAndReturn(0)
        }
        _ = output.subscribe()
        #expect(census.sites == [.init(name: "catchAndReturn", ordinal: 0)])
        #expect(census.movableSites.isEmpty)
    }
}
