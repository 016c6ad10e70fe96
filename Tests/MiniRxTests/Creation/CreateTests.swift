import MiniRx
import MiniRxTest
import Testing

@Suite struct CreateTests {
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
