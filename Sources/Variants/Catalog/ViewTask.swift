import StyleKit

/// A SwiftUI view's `.task(id:)`, as the REPL plays the view: the task starts again
/// only when its id changes, and the one before is cancelled.
final class ViewTask<ID: Equatable> {
    private var id: ID?
    private var task: Task<Void, Never>?

    /// Starts `body` on `executor` if `id` is not the task's id, cancelling the one before.
    func run(id: ID, on executor: SessionExecutor, _ body: sending @escaping () async -> Void) {
        guard id != self.id else { return }
        self.id = id
        task?.cancel()
        task = Task(executorPreference: executor, operation: body)
    }
}
