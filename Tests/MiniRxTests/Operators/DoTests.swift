import MiniRx
import MiniRxTest
import Testing

@Suite struct DoTests {
    let resources = NoResourcesLeft()

    @Test func runsSideEffectsInOrderAroundTheEvents() {
        var log: [String] = []
        let source = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        _ = source.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        #expect(log == [
            "onSubscribe", "onSubscribed",
            "onNext 1", "next 1", "afterNext 1",
            "onCompleted", "completed", "afterCompleted",
            "onDispose",
        ])
    }

    @Test func aThrowingHandlerFailsTheSequence() {
        let source = Observable.of(1, 2).do(onNext: { _ in throw TestError() })
        #expect(source.record().0.events == [.error(TestError())])
    }

    @Test func onDisposeRunsWhenTheSubscriptionIsDisposed() {
        var disposed = false
        let subscription = Observable<Int>.never().do(onDispose: { disposed = true }).subscribe()
        #expect(!disposed)
        subscription.dispose()
        #expect(disposed)
    }
}
