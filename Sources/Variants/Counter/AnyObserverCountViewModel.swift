import RxLibraries
import StyleKit

/// The seed talk's third counter: the input is an `AnyObserver<Void>` made
/// from a `PublishSubject`, so a view can bind `button.rx.tap` straight to
/// it.
///
/// Key idea: inputs are observers. Errors: an error or completion sent
/// into `countUp` terminates the subject, and counting stops for good.
public final class AnyObserverCountViewModel {
    /// The count, as the label shows it.
    public let count: Observable<String>
    /// Counts one up for every `next`.
    public let countUp: AnyObserver<Void>

    private let disposeBag = DisposeBag()

    /// Creates a counter at zero.
    public init() {
        let _count = BehaviorRelay<Int>(value: 0)
        count = _count.map(String.init)
        let _countUp = PublishSubject<Void>()
        countUp = _countUp.asObserver()
        _countUp
            .withLatestFrom(_count) { $1 + 1 }
            .bind(to: _count)
            .disposed(by: disposeBag)
    }
}
