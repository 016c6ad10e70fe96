import MiniRx

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
    /// What a style without MiniRx emitted during the command (`count ▸ view "1"`).
    var emitted: [String] = []

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
        /// Why, for each of ``passedNothingOn``, where its operator said
        /// (`dropped — the one before is still running`); `nil` where it did not.
        var reasons: [String?] = []
    }
}
