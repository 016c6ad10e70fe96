import Observation

/// The team's counter rewritten for SwiftUI: an `@Observable` class, a method in and a
/// property out. `team-vmrepl explore team observable --as-rendered` gates the rewrite
/// in CI: a view must show what it showed with the Rx ``CounterViewModel``.
@Observable
final class ObservableCounterViewModel {
    /// The count, which the view reads.
    private(set) var count = 0

    /// Counts one up.
    func countUp() {
        count += 1
    }
}
