import Testing
@testable import MiniRx

/// `publish`, `replay`, `multicast` and `refCount`, as RxSwift's connectable observables.
@Suite(.serialized) struct ConnectableObservableTests {
    @Test func publishReplayAndRefCountShareOneConnection() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions * 10)
            return Disposables.create()
        }
        let published = source.publish()
        let (early, _) = published.record()
        #expect(subscriptions == 0)
        let connection = published.connect()
        #expect(early.elements == [10])
        // Connecting again while connected shares the one connection.
        _ = published.connect()
        #expect(subscriptions == 1)
        connection.dispose()
        let replayed = source.replay(1)
        let replayConnection = replayed.connect()
        #expect(replayed.record().0.elements == [20])
        replayConnection.dispose()
        let counted = source.publish().refCount()
        let (one, firstSubscription) = counted.record()
        #expect(one.elements == [30])
        firstSubscription.dispose()
        let (again, _) = counted.record()
        #expect(again.elements == [40])
        let selected = source.multicast({ PublishSubject<Int>() }) { shared in Observable.zip(shared, shared) { $0 + $1 } }
        #expect(selected.record().0.elements == [100])
    }

    /// `refCount` subscribes to its source with the first subscriber and lets it go with
    /// the last one.
    @Test func refCountHoldsTheSourceOnlyWhileSomeoneSubscribes() {
        let source = PublishSubject<Int>()
        let shared = source.publish().refCount()
        #expect(!source.hasObservers)
        let (first, firstSubscription) = shared.record()
        let (second, secondSubscription) = shared.record()
        #expect(source.hasObservers)
        source.onNext(1)
        firstSubscription.dispose()
        #expect(source.hasObservers)
        source.onNext(2)
        secondSubscription.dispose()
        #expect(!source.hasObservers)
        #expect(first.elements == [1])
        #expect(second.elements == [1, 2])
    }
}
