#if RealRxSwift
import MiniRx
import RxSwift

/// RxSwift's handler of errors that reach a subscription without `onError`, sent on to
/// MiniRx's: the session then reports them as MiniRx's own, a `!` line that names the
/// style (and the same JSON record), in order with the rest of the output, instead of
/// RxSwift's print after everything.
enum RxSwiftErrorHandler {
    /// Installs it; every environment does, as the first view model may be built anywhere.
    static func install() {
        RxSwift.Hooks.defaultErrorHandler = { callStack, error in
            MiniRx.Hooks.defaultErrorHandler(callStack, error)
        }
    }
}
#endif
