import RxLibraries
import StyleKit

/// The seed talk's second counter: a `PublishRelay` stands in for the
/// method call and the state is a local of `init`, captured by the
/// binding.
///
/// Key idea: the input is an event stream; `withLatestFrom` reads the
/// state when it fires. Errors: none can enter — a relay carries no
/// terminal event.
public final class RelayCountViewModel {
    /// The count, as the label shows it.
    public let count: Observable<String>

    private let _countUp = PublishRelay<Void>()
    private let disposeBag = DisposeBag()

    /// Creates a counter at zero.
    public init() {
        let _count = BehaviorRelay<Int>(value: 0)
        count = _count.map(String.init)
        _countUp
            .withLatestFrom(_count) { $1 + 1 }
            .bind(to: _count)
            .disposed(by: disposeBag)
    }

    /// Counts one up.
    public func countUp() {
        _countUp.accept(())
    }
}
