import RxLibraries
import StyleKit

/// The seed talk's fourth counter: no explicit state; `scan` accumulates
/// it.
///
/// Key idea: the state lives inside the operator chain, so every
/// subscriber gets its own count, starting from the moment it subscribed.
/// Errors: an error sent into `countUp` reaches every subscriber as the
/// output's error.
public final class ScanCountViewModel {
    /// The count, as the label shows it; each subscription counts on its
    /// own.
    public let count: Observable<String>
    /// Counts one up for every `next`.
    public let countUp: AnyObserver<Void>

    /// Creates a counter at zero.
    public init() {
        let _countUp = PublishSubject<Void>()
        countUp = _countUp.asObserver()
        count = _countUp
            .scan(0) { count, _ in count + 1 }
            .startWith(0)
            .map(String.init)
    }
}
