import MiniRx
import MiniRxTest
import Testing

@Suite struct SubscribeTests {
    let resources = NoResourcesLeft()

    @Test func closuresReceiveElementsCompletionAndDisposal() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func onDisposedRunsOnceWhenDisposedEarly() {
        var disposals = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposals += 1 })
        subscription.dispose()
        subscription.dispose()
        #expect(disposals == 1)
    }

    @Test func disposingASubscriptionWithoutOnDisposedStopsItsElements() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        #expect(subject.hasObservers)
        subscription.dispose()
        subject.onNext(2)
        #expect(received == [1])
        #expect(!subject.hasObservers)
    }

    @Test func anErrorWithoutOnErrorIsReportedAsUnhandled() {
        let collector = DiagnosticCollector()
        collector.collect {
            _ = Observable<Int>.error(TestError("wrongPassword")).subscribe(onNext: { _ in })
        }
        #expect(collector.diagnostics == ["Unhandled error happened: wrongPassword"])
        #expect(collector.fatal == [false])
    }

    @Test func theEventClosureIgnoresEventsAfterATerminalOne() {
        let recorder = Recorder<Int>()
        let observable = Observable<Int>.create { observer in
            observer.onCompleted()
            observer.onNext(1)
            return Disposables.create()
        }
        _ = observable.subscribe(recorder.on)
        #expect(recorder.events == [.completed])
    }

    @Test func subscribeWithAnObjectStopsDeliveringOnceItIsGone() {
        final class Label { var text = "" }
        let relay = PublishRelay<String>()
        var label: Label? = Label()
        var deliveredWithoutLabel = false
        if let label {
            _ = relay.subscribe(with: label, onNext: { label, text in label.text = text })
        }
        relay.accept("hello")
        #expect(label?.text == "hello")
        label = nil
        relay.accept("bye")
        #expect(!deliveredWithoutLabel)
        deliveredWithoutLabel = label != nil
        #expect(!deliveredWithoutLabel)
    }

    @Test func subscribingAnObserverForwardsEveryEvent() {
        let subject = PublishSubject<Int>()
        let (recorder, _) = subject.record()
        _ = Observable.of(1).subscribe(subject)
        #expect(recorder.events == [.next(1), .completed])
    }
}
