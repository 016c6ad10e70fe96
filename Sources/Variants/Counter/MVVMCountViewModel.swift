import RxLibraries
import StyleKit

/// The counter in the "MVVM with RxSwift" style: the view's events are
/// injected into `init` as observables, and the outputs are built from
/// them once.
///
/// Key idea: the view model is a pure function from input streams to
/// output streams. `share(replay: 1)` lets a late subscriber see the
/// current count. Errors: an error or completion in the injected `countUp`
/// ends `count` for good.
public final class MVVMCountViewModel {
    /// The count, as the label shows it.
    public let count: Observable<String>

    /// Builds the outputs from the view's `countUp` taps.
    public init(countUp: Observable<Void>) {
        count = countUp
            .scan(0) { count, _ in count + 1 }
            .startWith(0)
            .map(String.init)
            .share(replay: 1)
    }
}
