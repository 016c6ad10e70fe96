/// What an operator did with an event it passed nothing on for: the one thing MiniRx
/// tells a trace about an operator's choice. The words a class reads are the engine's;
/// MiniRx's operators only say which of these happened.
@usableFromInline
package enum TraceNote: Equatable, Sendable {
    /// `filter`'s predicate said no.
    case filtered
    /// `distinctUntilChanged` saw the same as before.
    case sameAsBefore
    /// `withLatestFrom`'s second source: kept as the latest value, nothing sent on.
    case keptAsLatest
    /// `withLatestFrom`'s first source, before the second had a value.
    case noLatestYet
    /// `combineLatest`, before every source had a value.
    case waitingForEverySource
    /// `flatMapFirst` (or a `merge` that runs one at a time): dropped, as the inner
    /// sequence before is still running.
    case droppedWhileRunning
    /// `flatMap`: started an inner sequence beside the ones running.
    case startedBeside
    /// A flat-map started an inner sequence that has sent nothing yet.
    case started
    /// `flatMapLatest`: cancelled the running inner sequence, started for the element
    /// described (`nil` when it came before the trace could keep it), and started this
    /// one.
    case cancelledRunning(for: String?)
    /// `concatMap` (or a `merge` limited to `maxConcurrent`): queued its inner sequence,
    /// which waits with `waiting - 1` others for the running ones to end.
    case queued(waiting: Int)
    /// `debounce`: keeps the element until this long passes with nothing newer.
    case waitingForPause(RxTimeInterval)
}
