import MiniFluxer
import MiniRx

/// What a style holds, as vmrepl's `resources` counts it: MiniRx's live resources (what
/// RxSwift's debug `Resources.total` counts) and MiniFluxer's live subscriptions (a
/// store's registrations with its dispatcher, its observers), on the calling thread.
package enum LiveResources {
    /// Resources and subscriptions made minus those let go of on the calling thread.
    package static var balanceOnCurrentThread: Int {
        Resources.balanceOnCurrentThread + LiveSubscriptions.balanceOnCurrentThread
    }
}
