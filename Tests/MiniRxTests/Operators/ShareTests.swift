import MiniRx
import MiniRxTest
import Testing

@Suite struct ShareTests {
    let resources = NoResourcesLeft()

    @Test func sharesOneSubscriptionAmongSubscribers() {
        var subscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = subject.do(onSubscribe: { subscriptions += 1 }).share()
        let (first, firstSubscription) = shared.record()
        let (second, _) = shared.record()
        subject.onNext(1)
        #expect(subscriptions == 1)
        #expect(first.elements == [1])
        #expect(second.elements == [1])
        firstSubscription.dispose()
        subject.onNext(2)
        #expect(second.elements == [1, 2])
    }

    @Test func staysConnectedWhileAnySubscriberRemains() {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        let shared = subject.do(onSubscribe: { subscriptions += 1 }).share(replay: 1)
        let (_, first) = shared.record()
        subject.onNext(1)
        let (second, _) = shared.record()
        first.dispose()
        let (third, _) = shared.record()
        subject.onNext(2)
        #expect(subscriptions == 1)
        #expect(second.elements == [1, 2])
        #expect(third.elements == [1, 2])
    }

    @Test func whileConnectedForgetsTheBufferOnceEverySubscriberIsGone() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1, scope: .whileConnected)
        let (_, subscription) = shared.record()
        subject.onNext(1)
        subscription.dispose()
        let (fresh, _) = shared.record()
        #expect(fresh.events == [])
    }

    @Test func foreverKeepsTheBufferAcrossDisconnection() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1, scope: .forever)
        let (_, subscription) = shared.record()
        subject.onNext(1)
        subscription.dispose()
        #expect(!subject.hasObservers)
        let (late, _) = shared.record()
        #expect(late.elements == [1])
        #expect(subject.hasObservers)
        subject.onNext(2)
        #expect(late.elements == [1, 2])
    }

    @Test func whileConnectedResubscribesTheSourceAfterItCompletes() {
        var subscriptions = 0
        let shared = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 }).share(replay: 1)
        #expect(shared.record().0.events == [.next(1), .next(2), .completed])
        #expect(shared.record().0.events == [.next(1), .next(2), .completed])
        #expect(subscriptions == 2)
    }

    @Test func foreverReplaysTheTerminalEventWithoutResubscribing() {
        var subscriptions = 0
        let shared = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 }).share(replay: 1, scope: .forever)
        #expect(shared.record().0.events == [.next(1), .next(2), .completed])
        #expect(shared.record().0.events == [.next(2), .completed])
        #expect(subscriptions == 1)
    }

    @Test func sideEffectsRunOncePerSourceSubscriptionInSubscriptionOrder() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let shared = subject.do(onNext: { log.append("effect \($0)") }).share()
        shared.subscribe(onNext: { log.append("first \($0)") }).disposedAtTheEnd()
        shared.subscribe(onNext: { log.append("second \($0)") }).disposedAtTheEnd()
        subject.onNext(1)
        #expect(log == ["effect 1", "first 1", "second 1"])
        let unshared = subject.do(onNext: { log.append("effect \($0)") })
        log = []
        unshared.subscribe(onNext: { log.append("a \($0)") }).disposedAtTheEnd()
        unshared.subscribe(onNext: { log.append("b \($0)") }).disposedAtTheEnd()
        subject.onNext(2)
        #expect(log.filter { $0.hasPrefix("effect") }.count == 3)
    }
}
