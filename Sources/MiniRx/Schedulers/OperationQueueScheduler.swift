import Foundation

/// Runs work as operations on an `OperationQueue`, at the queue's concurrency and the
/// given priority (RxSwift's `OperationQueueScheduler`): for work a view model hands to
/// a queue it shares with other code.
public final class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority of each operation.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler on `operationQueue`, its operations at `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds `action` to the queue as an operation; disposing the result before it runs
    /// cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UnsafeTransfer((state, action, cancel))
        let operation = BlockOperation {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
