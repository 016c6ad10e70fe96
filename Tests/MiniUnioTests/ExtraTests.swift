import MiniRx
import MiniRxTest
import MiniUnio
import Testing

/// A stream that depends on another stream and on a scheduler, both through `Extra`.
final class DelayedEchoStream: UnioStream<DelayedEchoStream> {
    struct Input: InputType { let echo = PublishRelay<Void>() }
    typealias State = NoState

    struct Extra: ExtraType {
        let counter: CountViewModel
        let scheduler: SchedulerType
    }

    struct Output: OutputType { let echoed: Observable<String> }

    static func bind(from dependency: Dependency<Input, State, Extra>, disposeBag: DisposeBag) -> Output {
        let extra = dependency.extra
        let echoed = dependency.inputObservables.echo
            .withLatestFrom(extra.counter.output.count)
            .delay(.seconds(10), scheduler: extra.scheduler)
        return Output(echoed: echoed)
    }
}

@Suite struct ExtraTests {
    @Test func anExtraCarriesAnotherStreamAndAnInjectedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let counter = CountViewModel(input: .init(), state: .init(), extra: .init())
        let stream = DelayedEchoStream(input: .init(), state: NoState(), extra: .init(counter: counter, scheduler: scheduler))
        let observer = scheduler.createObserver(String.self)
        _ = stream.output.echoed.subscribe(observer)
        scheduler.scheduleAt(100) { counter.input.countUp(()) }
        scheduler.scheduleAt(110) { stream.input.echo(()) }
        scheduler.scheduleAt(120) { counter.input.countUp(()) }
        scheduler.start()
        #expect(observer.events == [.next(120, "1")])
    }
}
