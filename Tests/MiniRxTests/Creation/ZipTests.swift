import Dispatch
import MiniRx
import MiniRxTest
import Testing

@Suite struct ZipTests {
    let resources = NoResourcesLeft()

    @Test func pairsElementsByPosition() {
        let letters = PublishSubject<String>()
        let numbers = PublishSubject<Int>()
        let (recorder, _) = Observable.zip(letters, numbers) { "\($0)\($1)" }.record()
        letters.onNext("a")
        letters.onNext("b")
        numbers.onNext(1)
        numbers.onNext(2)
        numbers.onNext(3)
        #expect(recorder.elements == ["a1", "b2"])
        letters.onNext("c")
        #expect(recorder.elements == ["a1", "b2", "c3"])
    }

    @Test func completesWhenEverySourceHasCompleted() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let (recorder, _) = Observable.zip(first, second).map { $0 * $1 }.record()
        first.onNext(2)
        first.onCompleted()
        second.onNext(3)
        #expect(recorder.events == [.next(6)])
        second.onCompleted()
        #expect(recorder.events == [.next(6), .completed])
    }

    @Test func zipsThreeSources() {
        let zipped = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true, false))
        #expect(zipped.map { "\($0.0)\($0.1)\($0.2)" }.record().0.events == [.next("1atrue"), .next("2bfalse"), .completed])
    }
}

/// `zip` as RxSwift's: over a collection, an element that can no longer be paired ends
/// the result; a finished source is disposed outside the lock.
@Suite struct ZipRulesTests {
    /// RxSwift's `testZip_NAry_asymmetric`: completed at 310, when `e1` emits with `e0`
    /// and `e2` done and nothing left to pair with.
    @Test func aZipOfACollectionCompletesWhenAnElementCanNoLongerBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let observer = scheduler.start { Observable.zip([e0, e1, e2].map { $0.asObservable() }).map { $0.map(String.init).joined(separator: ",") } }
        #expect(observer.events == [.next(230, "1,2,3"), .next(260, "4,5,6"), .completed(310)])
        #expect(e0.subscriptions == [Subscription(200, 270)])
        #expect(e1.subscriptions == [Subscription(200, 310)])
        #expect(e2.subscriptions == [Subscription(200, 300)])
    }

    /// Fixed arity keeps RxSwift's rule for it: the result completes when every source
    /// has, not before.
    @Test func aZipOfTwoCompletesWhenBothHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(300)])
        let observer = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        #expect(observer.events == [.next(215, 3), .completed(300)])
    }

    /// A source whose disposal waits for another thread that sends into the zip: with
    /// the source disposed under the zip's lock, that thread could never take it (RxSwift's
    /// issue 2703). Every form of zip lets go of the lock first.
    @Test func aFinishedSourceIsDisposedOutsideTheLock() {
        func source(_ other: PublishSubject<Int>, ending trigger: PublishSubject<Void>, log: Log) -> Observable<Int> {
            Observable.create { observer in
                let ending = trigger.subscribe(onCompleted: { observer.onCompleted() })
                return Disposables.create {
                    ending.dispose()
                    let done = DispatchSemaphore(value: 0)
                    // As on RxSwift, a subject is no Sendable: sent from another thread on trust.
                    nonisolated(unsafe) let other = other
                    DispatchQueue.global().async {
                        other.onNext(1)
                        done.signal()
                    }
                    log.waited = done.wait(timeout: .now() + 2) == .success
                }
            }
        }
        for form in ["collection", "two", "three"] {
            let log = Log()
            let other = PublishSubject<Int>()
            let trigger = PublishSubject<Void>()
            let zipped: Observable<Int> = switch form {
            case "collection": Observable.zip([other.asObservable(), source(other, ending: trigger, log: log)]).map { $0[0] }
            case "two": Observable.zip(other, source(other, ending: trigger, log: log)) { $0 + $1 }
            default: Observable.zip(other, source(other, ending: trigger, log: log), other) { $0 + $1 + $2 }
            }
            let subscription = zipped.subscribe()
            // The source completes once subscribed, so the zip itself disposes it.
            trigger.onCompleted()
            #expect(log.waited == true, "\(form): the other thread could not send while the source was disposed")
            subscription.dispose()
        }
    }

    final class Log: @unchecked Sendable {
        var waited: Bool?
    }
}
