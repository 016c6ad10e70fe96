import Synchronization

/// A continuation resumed at most once, whichever of a subscription's handlers comes
/// first: a trait's success, its error, its end, or its disposal on cancellation.
final class OneResumption<Value>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value, Swift.Error>?>

    init(_ continuation: CheckedContinuation<Value, Swift.Error>) {
        self.continuation = Mutex(continuation)
    }

    /// Awaits the one outcome of the subscription `subscribe` makes, which reports it
    /// through the resumption it is given; cancelling the task disposes the subscription
    /// (its `onDisposed` then resumes with `CancellationError`).
    static func awaiting(_ subscribe: (OneResumption<Value>) -> Disposable) async throws -> Value {
        // A disposable is no Sendable, as in RxSwift: carried to the cancellation handler
        // on trust (disposing is thread-safe).
        let subscription = UnsafeTransfer(SingleAssignmentDisposable())
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                subscription.value.setDisposable(subscribe(OneResumption(continuation)))
            }
        } onCancel: {
            subscription.value.dispose()
        }
    }

    /// Resumes with `result` if nothing has resumed it yet.
    func resume(with result: sending Result<Value, Swift.Error>) {
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}
