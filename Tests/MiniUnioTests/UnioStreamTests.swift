import MiniRx
import MiniRxTest
import MiniUnio
import Testing

/// The seed's counter, in the seed's spelling.
final class CountViewModel: UnioStream<CountViewModel> {
    // As in Unio 0.11, with no default for `Extra`.
    struct Extra: ExtraType {}
    struct Input: InputType { let countUp = PublishRelay<Void>() }
    struct State: StateType { let count = BehaviorRelay<Int>(value: 0) }
    struct Output: OutputType {
        let count: Observable<String>
        let tapped: Observable<Void>
    }

    static func bind(from dependency: Dependency<Input, State, Extra>, disposeBag: DisposeBag) -> Output {
        let state = dependency.state
        dependency.inputObservables.countUp
            .withLatestFrom(state.count) { $1 + 1 }
            .bind(to: state.count)
            .disposed(by: disposeBag)
        return Output(count: state.count.map(String.init), tapped: dependency.inputObservables.countUp)
    }
}

/// The same counter in Unio 0.11's expanded spelling.
final class ExpandedCountViewModel: AnyLogicBasedStream<ExpandedCountViewModel.Input, ExpandedCountViewModel.Output>, LogicType {
    typealias Extra = NoExtra
    struct Input: InputType { let countUp = PublishRelay<Void>() }
    struct State: StateType { let count = BehaviorRelay<Int>(value: 0) }
    struct Output: OutputType { let count: Observable<String> }

    static func bind(from dependency: Dependency<Input, State, Extra>, disposeBag: DisposeBag) -> Output {
        let state = dependency.state
        dependency.inputObservables.countUp
            .withLatestFrom(state.count) { $1 + 1 }
            .bind(to: state.count)
            .disposed(by: disposeBag)
        return Output(count: state.count.map(String.init))
    }
}

@Suite struct UnioStreamTests {
    @Test func theSeedsSpellingCountsUpWithAnEmptyExtra() {
        let viewModel = CountViewModel(input: .init(), state: .init(), extra: .init())
        let (recorder, _) = viewModel.output.count.record()
        viewModel.input.countUp(())
        viewModel.input.countUp(())
        #expect(recorder.elements == ["0", "1", "2"])
    }

    @Test func theExpandedSpellingCountsUpToo() {
        let viewModel = ExpandedCountViewModel(input: .init(), state: .init(), extra: .init())
        let (recorder, _) = viewModel.output.count.record()
        let countUp: AnyObserver<Void> = viewModel.input.countUp
        countUp.onNext(())
        #expect(recorder.elements == ["0", "1"])
    }

    @Test func bindingsMadeInBindRunBeforeOutsideSubscribers() {
        let viewModel = CountViewModel(input: .init(), state: .init(), extra: .init())
        var log: [String] = []
        _ = viewModel.output.tapped.subscribe(onNext: { log.append("tapped") })
        _ = viewModel.output.count.skip(1).subscribe(onNext: { log.append("count \($0)") })
        viewModel.input.countUp(())
        #expect(log == ["count 1", "tapped"])
    }

    @Test func releasingTheStreamDisposesItsBindings() {
        var viewModel: CountViewModel? = CountViewModel(input: .init(), state: .init(), extra: .init())
        let countUp: AnyObserver<Void>? = viewModel?.input.countUp
        let recorder = Recorder<String>()
        _ = viewModel?.output.count.subscribe(recorder.on)
        countUp?.onNext(())
        weak let released = viewModel
        viewModel = nil
        #expect(released == nil)
        countUp?.onNext(())
        #expect(recorder.elements == ["0", "1"])
    }

    @Test func anyUnioStreamSharesTheWrappersOfTheStreamItWraps() {
        let viewModel = CountViewModel(input: .init(), state: .init(), extra: .init())
        let erased = AnyUnioStream(viewModel)
        #expect(erased.input === viewModel.input)
        #expect(erased.output === viewModel.output)
        let (recorder, _) = erased.output.count.record()
        erased.input.countUp(())
        #expect(recorder.elements == ["0", "1"])
    }
}

/// A recorder for this test module.
final class Recorder<Element> {
    private(set) var events: [Event<Element>] = []
    func on(_ event: Event<Element>) { events.append(event) }
    var elements: [Element] { events.compactMap(\.element) }
}

extension ObservableType {
    func record() -> (Recorder<Element>, Disposable) {
        let recorder = Recorder<Element>()
        return (recorder, subscribe(recorder.on))
    }
}

/// An error with a name, comparable in event lists.
struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String
    init(_ name: String = "boom") { self.name = name }
    var description: String { name }
}
