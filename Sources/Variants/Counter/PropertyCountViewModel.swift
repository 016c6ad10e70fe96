import MiniRx

/// The seed talk's first counter: state in a private `BehaviorRelay`, changed by a method.
///
/// Key idea: the view model is an ordinary object; its input is a method and its output a
/// property mapped from private state. Errors: none can enter — a method carries no
/// terminal event.
public final class PropertyCountViewModel {
    /// The count, as the label shows it.
    public let count: Observable<String>

    private let _count = BehaviorRelay<Int>(value: 0)

    /// Creates a counter at zero.
    public init() {
        count = _count.map(String.init)
    }

    /// Counts one up.
    public func countUp() {
        _count.accept(_count.value + 1)
    }
}
