import Foundation
import MiniRx
import MiniRxTest
import MiniUnio
import Testing

/// A stream with one of every input and output form.
final class FormsStream: UnioStream<FormsStream> {
    struct Input: InputType {
        let relay = PublishRelay<Int>()
        let behaviorRelay = BehaviorRelay<Int>(value: 0)
        let subject = PublishSubject<Int>()
    }

    struct State: StateType {
        let received = ReplayRelay<Event<Int>>.createUnbound()
    }

    struct Extra: ExtraType {
        let now: () -> Date
    }

    struct Output: OutputType {
        let plain: Observable<Int>
        let relayValue: BehaviorRelay<Int>
        let subjectValue: BehaviorSubject<String>
        let fixedCount: Property<Int>
        let fixedName: ThrowableProperty<String>
        let liveClock: Computed<Date>
        let capturedClock: Computed<Date>
        let formatter: Computed<(Int) -> String>
        let received: Observable<[String]>
    }

    static func bind(from dependency: Dependency<Input, State, Extra>, disposeBag: DisposeBag) -> Output {
        let inputs = dependency.inputObservables
        let relayValue = BehaviorRelay(value: 0)
        let subjectValue = BehaviorSubject(value: "start")
        inputs.relay.bind(to: relayValue).disposed(by: disposeBag)
        inputs.subject.map(String.init).bind(to: subjectValue).disposed(by: disposeBag)
        Observable.merge(inputs.relay.materialize(), inputs.subject.materialize())
            .bind(to: dependency.state.received)
            .disposed(by: disposeBag)
        let extra = dependency.extra
        let holder = Holder(relayValue: BehaviorRelay(value: 7), subjectValue: BehaviorSubject(value: "seven"))
        return Output(
            plain: inputs.behaviorRelay,
            relayValue: relayValue,
            subjectValue: subjectValue,
            fixedCount: holder.property,
            fixedName: holder.throwableProperty,
            liveClock: Computed(getter: extra.now),
            capturedClock: Computed(capture: extra.now()),
            formatter: Computed { { count in "\(count) at \(Int(extra.now().timeIntervalSince1970))" } },
            received: dependency.state.received.scan(into: [String]()) { $0.append($1.debugDescription) }
        )
    }
}

/// Makes properties the way a stream's own `OutputWrapper` would, for outputs that are
/// properties already.
struct Holder {
    struct Parts: OutputType {
        let relayValue: BehaviorRelay<Int>
        let subjectValue: BehaviorSubject<String>
    }

    let property: Property<Int>
    let throwableProperty: ThrowableProperty<String>

    init(relayValue: BehaviorRelay<Int>, subjectValue: BehaviorSubject<String>) {
        let wrapper = OutputWrapper(Parts(relayValue: relayValue, subjectValue: subjectValue))
        property = wrapper.relayValue
        throwableProperty = wrapper.subjectValue
    }
}

/// A clock a test moves by hand.
final class ManualClock: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 100)
}

@Suite struct WrapperTests {
    let clock = ManualClock()

    func makeStream() -> FormsStream {
        let clock = self.clock
        return FormsStream(input: .init(), state: .init(), extra: .init(now: { clock.now }))
    }

    @Test func aRelayInputReadsAsAClosureAndAsAnObserverThatDropsTerminalEvents() {
        let stream = makeStream()
        let (received, _) = stream.output.received.record()
        stream.input.relay(1)
        let observer: AnyObserver<Int> = stream.input.relay
        observer.onNext(2)
        observer.onError(TestError())
        observer.onCompleted()
        observer.onNext(3)
        #expect(received.elements.last == ["next(1)", "next(2)", "next(3)"])
    }

    @Test func aSubjectInputReadsAsAnObserverThatCarriesTerminalEvents() {
        let stream = makeStream()
        let (received, _) = stream.output.received.record()
        let observer: AnyObserver<Int> = stream.input.subject
        observer.onNext(1)
        observer.onError(TestError("stop"))
        observer.onNext(2)
        #expect(received.elements.last == ["next(1)", "error(stop)"])
    }

    @Test func aBehaviorRelayInputIsARelayInput() {
        let stream = makeStream()
        let (recorder, _) = stream.output.plain.record()
        stream.input.behaviorRelay(5)
        #expect(recorder.elements == [0, 5])
    }

    @Test func aBehaviorRelayOutputReadsAsAPropertyWithAValue() {
        let stream = makeStream()
        let property: Property<Int> = stream.output.relayValue
        stream.input.relay(4)
        #expect(property.value == 4)
        #expect(stream.output.relayValue.value == 4)
        #expect(property.asObservable().record().0.elements == [4])
        let observable: Observable<Int> = stream.output.relayValue
        #expect(observable.record().0.elements == [4])
    }

    @Test func aBehaviorSubjectOutputReadsAsAThrowablePropertyThatThrowsOnceFailed() throws {
        let stream = makeStream()
        stream.input.subject.onNext(9)
        #expect(try stream.output.subjectValue.throwableValue() == "9")
        stream.input.subject.onError(TestError("gone"))
        #expect(throws: TestError("gone")) { try stream.output.subjectValue.throwableValue() }
    }

    @Test func propertyOutputsReadAsThemselves() throws {
        let stream = makeStream()
        #expect(stream.output.fixedCount.value == 7)
        #expect(try stream.output.fixedName.throwableValue() == "seven")
    }

    @Test func computedOutputsAreComputedWhenRead() {
        let stream = makeStream()
        #expect(stream.output.liveClock == Date(timeIntervalSince1970: 100))
        #expect(stream.output.capturedClock == Date(timeIntervalSince1970: 100))
        clock.now = Date(timeIntervalSince1970: 200)
        #expect(stream.output.liveClock == Date(timeIntervalSince1970: 200))
        #expect(stream.output.capturedClock == Date(timeIntervalSince1970: 100))
        #expect(stream.output.formatter(3) == "3 at 200")
    }

    @available(*, deprecated, message: "exercises the deprecated key-path forms")
    @Test func theDeprecatedKeyPathFormsStillWork() throws {
        let stream = makeStream()
        let (received, _) = stream.output.received.record()
        stream.input.accept(1, for: \.relay)
        stream.input.accept(for: \.relay).onNext(2)
        stream.input.onEvent(.next(3), for: \.subject)
        stream.input.onEvent(for: \.subject).onNext(4)
        #expect(received.elements.last == ["next(1)", "next(2)", "next(3)", "next(4)"])
        #expect(stream.output.observable(for: \FormsStream.Output.plain).record().0.elements == [0])
        #expect(stream.output.value(for: \FormsStream.Output.relayValue) == 2)
        #expect(try stream.output.value(for: \FormsStream.Output.subjectValue) == "4")
        #expect(stream.output.property(for: \FormsStream.Output.relayValue).value == 2)
        #expect(try stream.output.property(for: \FormsStream.Output.subjectValue).throwableValue() == "4")
    }
}
