import MiniRx

/// The count kept where many apps keep app-wide state: in a singleton, `static let
/// shared`. It outlives every view model, and vmrepl's `reset`: only a new process starts
/// it again, which is why `check` runs each transcript file in a process of its own.
final class SharedCountStore {
    /// The one store, as app code in the Swift 5 language mode declares it (`static let
    /// shared`); Swift 6's mode asks that it say it is unchecked.
    nonisolated(unsafe) static let shared = SharedCountStore()

    let count = BehaviorRelay<Int>(value: 0)

    private init() {}
}
