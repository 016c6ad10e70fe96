import MiniRx

/// What ``LogicType/bind(from:disposeBag:)`` builds outputs from: the inputs seen as
/// observables, the state, and the extra dependencies.
///
/// Only a stream creates one, so inputs cannot be reached as relays from inside `bind`.
public final class Dependency<Input: InputType, State: StateType, Extra: ExtraType> {
    /// The stream's internal state.
    public let state: State
    /// The stream's outside dependencies.
    public let extra: Extra

    private let input: Input

    init(input: Input, state: State, extra: Extra) {
        self.input = input
        self.state = state
        self.extra = extra
    }

    /// The inputs, each seen as an `Observable` of its elements.
    public var inputObservables: ObservableWrapper<Input> {
        ObservableWrapper(input)
    }

    /// The input at `keyPath` as an `Observable`.
    @available(swift, deprecated: 5.1, message: "Use `dependency.inputObservables.xxx`")
    public func inputObservable<Source: ObservableConvertibleType>(for keyPath: KeyPath<Input, Source>) -> Observable<Source.Element> {
        input[keyPath: keyPath].asObservable()
    }
}
