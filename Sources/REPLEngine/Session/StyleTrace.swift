import MiniRx
import StyleKit

/// Every step the events of one command took in one style: what `trace` shows.
struct StyleTrace: Equatable {
    let variant: String
    let steps: [Step]
    /// Steps beyond ``SubscriptionRecorder/stepLimit``, counted but not kept.
    let leftOut: Int
    /// The virtual time the command started at: a step later than it says when (`@300ms`).
    var start = 0
    /// Whether the style holds MiniRx subscriptions at all (`observation` and `async` do
    /// not: their events take no operator steps).
    var usesMiniRx = true
    /// Whether the style runs on RxSwift itself (the `RealRxSwift` trait), whose steps
    /// MiniRx does not see.
    var onRxSwift = false
    /// What a style without MiniRx emitted during the command (`count ▸ view "1"`).
    var emitted: [String] = []
    /// The sleeps its tasks began, and those they were awaiting when they were cancelled
    /// (`loginTask?.cancel()`), in order.
    var sleeps: [VirtualClock.SeenSleep] = []
    /// The requests its screens' fake services saw during the command (sent, cancelled),
    /// in order; `nil` where none of its services can tell.
    var seenRequests: [SeenRequest]?
    /// The current values its code read during the command (a guard's state), each named
    /// by the output it feeds, in the order read.
    var reads: [Read] = []
    /// Why the style did what it did, where no operator step says: what the engine saw.
    var why: Why?
    /// The screen the command went to, where the style does not implement it: it took
    /// no part, which one line says for all such styles.
    var offScreen: String?
    /// Whether its outputs are read once per render pass (`@Observable`).
    var isRendered = false
    /// Whether the command set values more than once before the render pass read them
    /// (`countup 3` into an `@Observable`): only the last shows.
    var coalesced = false

    /// What the engine saw that explains a style's behaviour where no operator says.
    enum Why: Equatable {
        /// The input did not take the command's error or completion: `refused: input
        /// 'loginTap' is a method, …`, `dropped: an observer over a relay forwards next
        /// only` (``CommandReport/DeliveryOutcome/text``).
        case notDelivered(String)
        /// Nothing changed, and the code had read these values during the command: the
        /// state a guard read, and the branch it took (one that changed nothing).
        case readThenUnchanged([Read])
        /// Nothing changed, and the style's view showed `flag` true before the command:
        /// what was seen, with no cause claimed (the engine does not see a guard decide).
        case unchangedWhile(flag: String)
        /// The input had ended (`how`: completed, or its error) before the command.
        case inputEnded(input: String, how: String)
        /// These outputs had ended with an error (`how`) before the command: an ended
        /// stream emits nothing more.
        case outputsEnded([String], how: String)
        /// A new subscriber to `output` got nothing: the style gives it as `source` (`an
        /// AsyncStream`), which replays nothing.
        case replaysNothing(output: String, source: String)
        /// Nothing a view shows changed, and the screen's fake service saw these requests
        /// sent and cancelled: what the code did (`cancelled the request for "r",
        /// started "rx"`), not a value it read on the way.
        case requests([SeenRequest])
        /// Nothing changed and no request was sent; the code read these values, which
        /// may or may not be what stopped it (a plain `var` the engine cannot see may).
        case noRequest(reads: [Read])
        /// Nothing MiniRx sees followed the input: `part` of the style runs on RxSwift
        /// itself (the `RealRxSwift` trait: the Flux styles' search).
        case partOnRxSwift(String)
    }

    /// A current value the code read: `isLoggingIn` `true`.
    struct Read: Equatable {
        /// The output the value feeds (`isLoggingIn`), or what holds it where it feeds
        /// several or none (`BehaviorRelay`).
        let name: String
        let value: String
    }

    /// One step: an input sent into, a subject delivering, an operator passing an event
    /// on, a subscriber receiving it.
    struct Step: Equatable {
        let depth: Int
        let kind: SubscriptionGraph.Kind
        /// RxSwift's name, an input's, or an output's `STREAM ▸ SUBSCRIBER`.
        let name: String
        let event: TraceStep.Passed
        /// The virtual time it happened at, in ms.
        var time: Int?
        /// What events from here go on to in the graph but received nothing from this
        /// step: a `filter` that dropped it, a `withLatestFrom` that only kept it.
        let passedNothingOn: [String]
        /// Why, for each of ``passedNothingOn``, where its operator said (a `flatMapFirst`
        /// dropped it while the one before runs); `nil` where it did not.
        var reasons: [TraceNote?] = []
        /// The stream each of ``passedNothingOn`` feeds directly, where it is the last
        /// operator before one: what did not hear of the event (`distinctUntilChanged (to
        /// validPassword)`).
        var silentStreams: [String?] = []
        /// Whether it is a subject or relay that nothing subscribes to yet, where its
        /// event ended.
        var heardByNone = false
    }
}
