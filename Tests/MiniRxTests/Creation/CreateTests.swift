import Foundation
import MiniRx
import MiniRxTest
import Synchronization
import Testing

@Suite struct CreateTests {
    let resources = NoResourcesLeft()

    @Test func deliversEventsUntilTheFirstTerminalOne() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            return Disposables.create()
        }
        #expect(source.record().0.events == [.next(1), .completed])
    }

    @Test func disposesItsDisposableAfterTermination() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            log.append("returned")
            return Disposables.create { log.append("disposed") }
        }
        _ = source.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        #expect(log == ["next 1", "completed", "returned", "disposed"])
    }

    /// The sink keeps what the subscribe closure returned, or disposes it at once if the
    /// sequence already ended: with the end coming from another thread, either may happen
    /// first, and the returned disposable must be disposed every time.
    @Test func disposesItsDisposableWhenAnotherThreadEndsTheSequenceDuringSubscribe() {
        NoResourcesLeft.skipCheck()
        for _ in 0..<300 {
            let disposed = Atomic<Bool>(false)
            let source = Observable<Int>.create { observer in
                nonisolated(unsafe) let observer = observer
                // A thread of its own: on the shared pool, the completion could wait
                // for seconds behind other suites' work.
                Thread { observer.onCompleted() }.start()
                return Disposables.create { disposed.store(true, ordering: .releasing) }
            }
            let subscription = source.subscribe()
            let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
            while !disposed.load(ordering: .acquiring) && DispatchTime.now().uptimeNanoseconds < deadline {
                usleep(50)
            }
            let wasDisposed = disposed.load(ordering: .acquiring)
            #expect(wasDisposed)
            subscription.dispose()
        }
    }

    @Test func disposesItsDisposableWhenTheSubscriptionIsDisposed() {
        var disposed = false
        let subscription = Observable<Int>.create { _ in
            Disposables.create { disposed = true }
        }.subscribe()
        #expect(!disposed)
        subscription.dispose()
        #expect(disposed)
    }

    @Test func runsItsSubscribeClosureForEverySubscriber() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        #expect(source.record().0.elements == [1])
        #expect(source.record().0.elements == [2])
    }

    @Test func wrapsACustomObservableType() {
        struct Constant: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(42)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        #expect(Constant().map { $0 + 1 }.record().0.events == [.next(43), .completed])
    }
}
