import MiniRx
import Testing

/// When the outer sequence has completed and the last inner one completes, RxSwift
/// disposes that inner subscription before `completed` reaches the subscriber (its
/// `MergeSink`, `MergeLimitedSink` and `FlatMapFirst` remove the inner from their group
/// first). The same order for every operator of the family, and for `merge`.
@Suite struct InnerDisposalOrderTests {
    /// The events of one run, and when the inner subscriptions were disposed.
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    /// An inner sequence that logs its disposal, ended by `end`.
    func inner(_ name: String, log: Log, end: PublishSubject<Void>) -> Observable<String> {
        Observable.create { observer in
            observer.onNext(name)
            let subscription = end.subscribe(onCompleted: { observer.onCompleted() })
            return Disposables.create {
                log.entries.append("dispose \(name)")
                subscription.dispose()
            }
        }
    }

    func run(_ operatorName: String, _ make: (Observable<Int>, @escaping (Int) -> Observable<String>) -> Observable<String>) {
        let log = Log()
        let outer = PublishSubject<Int>()
        let end = PublishSubject<Void>()
        let result = make(outer.asObservable()) { self.inner("inner \($0)", log: log, end: end) }
        let subscription = result.subscribe(onNext: { log.entries.append($0) }, onCompleted: { log.entries.append("completed") })
        outer.onNext(1)
        outer.onCompleted()
        end.onCompleted()
        #expect(log.entries == ["inner 1", "dispose inner 1", "completed"], "\(operatorName): \(log.entries)")
        subscription.dispose()
    }

    @Test func flatMapDisposesTheLastInnerBeforeCompleting() {
        run("flatMap") { outer, inner in outer.flatMap(inner) }
    }

    @Test func concatMapDisposesTheLastInnerBeforeCompleting() {
        run("concatMap") { outer, inner in outer.concatMap(inner) }
    }

    @Test func flatMapFirstDisposesTheLastInnerBeforeCompleting() {
        run("flatMapFirst") { outer, inner in outer.flatMapFirst(inner) }
    }

    @Test func flatMapLatestDisposesTheLastInnerBeforeCompleting() {
        run("flatMapLatest") { outer, inner in outer.flatMapLatest(inner) }
    }

    @Test func mergeOfInnersDisposesTheLastBeforeCompleting() {
        run("merge") { outer, inner in outer.map(inner).merge() }
        run("merge(maxConcurrent:)") { outer, inner in outer.map(inner).merge(maxConcurrent: 1) }
        run("concat") { outer, inner in outer.map(inner).concat() }
    }

    /// `Observable.merge` of sources: the last source to complete is disposed first.
    @Test func mergeOfSourcesDisposesTheLastBeforeCompleting() {
        let log = Log()
        let end = PublishSubject<Void>()
        let subscription = Observable.merge(inner("a", log: log, end: end), .empty())
            .subscribe(onNext: { log.entries.append($0) }, onCompleted: { log.entries.append("completed") })
        end.onCompleted()
        #expect(log.entries == ["a", "dispose a", "completed"])
        subscription.dispose()
    }

    /// A queued inner is subscribed only after the one before it is disposed.
    @Test func concatMapDisposesEachInnerBeforeSubscribingTheNext() {
        let log = Log()
        let outer = PublishSubject<Int>()
        let ends = [PublishSubject<Void>(), PublishSubject<Void>()]
        let subscription = outer.concatMap { self.inner("inner \($0)", log: log, end: ends[$0]) }
            .subscribe(onNext: { log.entries.append($0) }, onCompleted: { log.entries.append("completed") })
        outer.onNext(0)
        outer.onNext(1)
        outer.onCompleted()
        ends[0].onCompleted()
        ends[1].onCompleted()
        #expect(log.entries == ["inner 0", "dispose inner 0", "inner 1", "dispose inner 1", "completed"])
        subscription.dispose()
    }
}
