import MiniRx

/// The state output: an observable that replays the current state and then every change,
/// and, through member access, the current value of one of its properties
/// (`vm.state.sum`).
@dynamicMemberLookup
public struct StateDriver<State>: ObservableConvertibleType {
    let relay: BehaviorRelay<State>

    /// The states, current one first.
    public func asObservable() -> Observable<State> {
        relay.asObservable()
    }

    /// The current value of a property of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        relay.value[keyPath: keyPath]
    }
}

/// Wraps a view model's state: the wrapped value is the ``StateDriver``, the projected
/// value (`vm.$state`) the current state.
@propertyWrapper
public struct StateValue<State> {
    let relay: BehaviorRelay<State>

    /// The state output.
    public var wrappedValue: StateDriver<State> {
        StateDriver(relay: relay)
    }

    /// The current state.
    public var projectedValue: State {
        relay.value
    }
}
