import MiniRx

/// The state output: an observable that replays the current state and then every change,
/// and, through member access, the current value of one of its properties
/// (`vm.state.sum`).
@dynamicMemberLookup
public struct StateDriver<State>: ObservableConvertibleType {
    @usableFromInline let box: StateBox<State>

    @usableFromInline
    init(box: StateBox<State>) {
        self.box = box
    }

    /// The states, current one first.
    public func asObservable() -> Observable<State> {
        box.relay?.asObservable() ?? .empty()
    }

    /// The current value of a property of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        box.current[keyPath: keyPath]
    }
}

/// Wraps a view model's state: the wrapped value is the ``StateDriver``, the projected
/// value (`vm.$state`) the current state.
@propertyWrapper
public struct StateValue<State> {
    @usableFromInline let box = StateBox<State>()

    /// An empty wrapper; the view model's initializer gives it the state.
    public init() {}

    /// The state output.
    public var wrappedValue: StateDriver<State> {
        StateDriver(box: box)
    }

    /// The current state.
    public var projectedValue: State {
        box.current
    }
}

/// Where a view model keeps its state relay, shared by the property wrapper and the
/// view model, so that the view model's initializer can stay inlinable (and its action
/// path specialized in the subclass's module) while `$state` still works.
@usableFromInline
final class StateBox<State> {
    @usableFromInline var relay: BehaviorRelay<State>?

    @usableFromInline
    init() {}

    /// The current state.
    var current: State {
        guard let relay else {
            preconditionFailure("a view model's state was read before its initializer set it")
        }
        return relay.value
    }
}
