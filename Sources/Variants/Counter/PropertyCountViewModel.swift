import RxLibraries
import StyleKit

/// The seed talk's first counter: state in a private `BehaviorRelay`,
/// changed by a method.
///
/// Key idea: the view model is an ordinary object; its input is a method
/// and its output a property mapped from private state. Errors: none can
/// enter — a method carries no terminal event.
public final class PropertyCountViewModel {
    /// The count, as the label shows it.
    public let count: Observable<String>

    private let _count = BehaviorRelay<Int>(value: 0)

    /// Creates a counter at zero.
    public init() {
        count = _count.map(String.init)
    }

    /// The count now: the property style keeps its state in a property.
    public var currentCount: String {
        String(_count.value)
    }

    /// Counts one up.
    public func countUp() {
        _count.accept(_count.value + 1)
    }
}
