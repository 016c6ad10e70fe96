import PerThreadCount

/// Counts MiniFluxer's live subscriptions: handlers registered with a dispatcher and
/// handlers subscribed to an observable value, each from when it is made until it is let
/// go of, as MiniRx's `Resources` counts its resources.
///
/// Fluxer keeps no such count; this one is for vmrepl's `resources`, which shows a Flux
/// store's registrations and its views' subscriptions beside the Rx styles' resources.
package enum LiveSubscriptions {
    private static let counter = PerThreadCounter()

    /// Subscriptions made minus subscriptions let go of on the calling thread.
    package static var balanceOnCurrentThread: Int {
        counter.onCurrentThread
    }

    /// Counts one more live subscription.
    static func increment() {
        counter.add(1)
    }

    /// Counts one live subscription fewer.
    static func decrement() {
        counter.add(-1)
    }
}
