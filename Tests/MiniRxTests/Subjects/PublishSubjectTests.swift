import Foundation
import MiniRx
import MiniRxTest
import Testing

@Suite struct PublishSubjectTests {
    let resources = NoResourcesLeft()

    @Test func sendsOnlyWhatHappensAfterSubscribing() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        let (recorder, _) = subject.record()
        subject.onNext(2)
        subject.onNext(3)
        #expect(recorder.events == [.next(2), .next(3)])
    }

    @Test func replaysTheTerminalEventToLateSubscribers() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        let (recorder, _) = subject.record()
        #expect(recorder.events == [.completed])

        let failed = PublishSubject<Int>()
        failed.onError(TestError())
        let (late, _) = failed.record()
        #expect(late.events == [.error(TestError())])
    }

    @Test func ignoresEventsAfterATerminalEvent() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        subject.onError(TestError())
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.events == [.error(TestError())])
    }

    @Test func aDisposedSubjectFailsNewSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        let (recorder, _) = subject.record()
        #expect(recorder.events.count == 1)
        #expect(recorder.events.first?.error is RxError)
        #expect(subject.isDisposed)
    }

    @Test func tracksWhetherItHasObservers() {
        let subject = PublishSubject<Int>()
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func deliversReentrantEventsDepthFirst() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        }).disposedAtTheEnd()
        subject.subscribe(onNext: { log.append("B\($0)") }).disposedAtTheEnd()
        subject.onNext(1)
        #expect(log == ["A1", "A2", "B2", "B1"])
    }

    @Test func anObserverDisposedDuringAnEmissionStillGetsThatEventAsInRxSwift() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log == ["A1", "B1", "A2"])
    }

    @Test func anOperatorDisposedDuringAnEmissionForwardsNothingMore() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            second?.dispose()
        })
        second = subject.map { $0 }.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        #expect(log == ["A1"])
    }

    @Test func aSubscriberAddedDuringAnEmissionGetsOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        let late = Recorder<Int>()
        subject.subscribe(onNext: { value in
            if value == 1 { subject.subscribe(late.on).disposedAtTheEnd() }
        }).disposedAtTheEnd()
        subject.onNext(1)
        subject.onNext(2)
        #expect(late.events == [.next(2)])
    }

    @Test func anObserverThatUnsubscribesItselfLivesUntilItsEventIsDelivered() {
        let subject = PublishSubject<Int>()
        let log = Log()
        var subscription: Disposable?
        do {
            let canary = Canary(name: "canary", log: log)
            subscription = subject.subscribe(onNext: { [canary] value in
                // Drops the subject's last reference to this closure while it runs.
                subscription?.dispose()
                log.lines.append("\(canary.name) got \(value)")
            })
        }
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.lines == ["canary got 1", "canary released"])
    }

    @Test func aRemovedObserverIsReleasedAtOnceWhileOthersStay() {
        // No event comes between the subscriptions and the removal: the subject must not
        // wait for one to let go of what it held.
        let subject = PublishSubject<Int>()
        let log = Log()
        let first = Recorder<Int>(), third = Recorder<Int>()
        subject.subscribe(first.on).disposedAtTheEnd()
        var middle: Disposable?
        do {
            let canary = Canary(name: "middle", log: log)
            middle = subject.subscribe(onNext: { [canary] value in log.lines.append("\(canary.name) got \(value)") })
        }
        subject.subscribe(third.on).disposedAtTheEnd()
        middle?.dispose()
        #expect(log.lines == ["middle released"])
        subject.onNext(1)
        let last = Recorder<Int>()
        subject.subscribe(last.on).disposedAtTheEnd()
        subject.onNext(2)
        #expect(first.events == [.next(1), .next(2)])
        #expect(third.events == [.next(1), .next(2)])
        #expect(last.events == [.next(2)])
        #expect(log.lines == ["middle released"])
    }

    @Test func anObserverRemovedByAnotherDuringAnEventIsReleasedWhenTheEventIsDelivered() {
        let subject = PublishSubject<Int>()
        let log = Log()
        var second: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.lines.append("first got \(value)")
            if value == 1 { second?.dispose() }
        })
        do {
            let canary = Canary(name: "second", log: log)
            second = subject.subscribe(onNext: { [canary] value in log.lines.append("\(canary.name) got \(value)") })
        }
        subject.onNext(1)
        log.lines.append("delivered")
        subject.onNext(2)
        #expect(log.lines == ["first got 1", "second got 1", "second released", "delivered", "first got 2"])
    }

    @Test func anObserverWhoseReleaseUnsubscribesFromTheSameSubjectDoesNotDeadlock() {
        // Releasing an observer may run a deinit that unsubscribes from the same subject,
        // so observers must be released after the subject's lock, on removal and on
        // dispose alike.
        #expect(finishes {
            let subject = PublishSubject<Int>()
            var owner: BagOwner? = BagOwner()
            subject.subscribe(onNext: { _ in }).disposed(by: owner!.bag)
            let subscription = subject.subscribe(onNext: { [owner] _ in _ = owner })
            owner = nil
            subscription.dispose()
        })
        #expect(finishes {
            let subject = BehaviorSubject(value: 0)
            var owner: BagOwner? = BagOwner()
            subject.subscribe(onNext: { _ in }).disposed(by: owner!.bag)
            subject.subscribe(onNext: { [owner] _ in _ = owner }).disposedAtTheEnd()
            owner = nil
            subject.dispose()
        })
        #expect(finishes {
            // A value replaced in a behavior subject, whose deinit unsubscribes from it.
            let subject = BehaviorSubject<BagOwner?>(value: nil)
            do {
                let owner = BagOwner()
                subject.onNext(owner)
                subject.subscribe(onNext: { _ in }).disposed(by: owner.bag)
            }
            subject.onNext(nil)
        })
    }

}

/// Runs `body` on another thread and reports whether it finished within five seconds:
/// for code that would otherwise hang the suite.
func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + 5) == .success
}

/// Owns a dispose bag; its deinit disposes it, as a view model's does.
final class BagOwner {
    let bag = DisposeBag()
}

/// Lines appended by test code, in order.
final class Log {
    var lines: [String] = []
}

/// Records in `log` when it is released.
final class Canary {
    let name: String
    let log: Log

    init(name: String, log: Log) {
        self.name = name
        self.log = log
    }

    deinit {
        log.lines.append("\(name) released")
    }
}
