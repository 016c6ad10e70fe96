// The bridges between MiniRx and Swift concurrency that RxSwift has: a sequence's
// elements as an `AsyncSequence`, a trait's outcome awaited, an `AsyncSequence` or an
// async function as a sequence.
//
// As in RxSwift, elements need not be `Sendable`: they cross from the thread that emits
// them to the task that awaits them, each once, and nothing else touches them. Swift 6
// cannot see that, so each crossing is marked `nonisolated(unsafe)`.

extension ObservableConvertibleType {
    /// The elements, awaited one by one; the sequence's error is thrown. Cancelling the
    /// task that iterates disposes the subscription (the iteration then throws
    /// `CancellationError`).
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = SingleAssignmentDisposable()
            var isFinished = false
            subscription.setDisposable(asObservable().subscribe(
                onNext: { element in
                    nonisolated(unsafe) let element = element
                    continuation.yield(element)
                },
                onError: { error in
                    isFinished = true
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    isFinished = true
                    continuation.finish()
                },
                onDisposed: {
                    if !isFinished { continuation.finish(throwing: CancellationError()) }
                }
            ))
            // A disposable is no Sendable, as in RxSwift: carried to the termination
            // handler, which may run on another thread, on trust (disposing is thread-safe).
            let transfer = UnsafeTransfer(subscription)
            continuation.onTermination = { termination in
                if case .cancelled = termination { transfer.value.dispose() }
            }
        }
    }
}

extension InfallibleType {
    /// The elements, awaited one by one. Cancelling the task that iterates disposes the
    /// subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(subscribe(onNext: { element in
                nonisolated(unsafe) let element = element
                continuation.yield(element)
            }, onCompleted: { continuation.finish() }))
            // A disposable is no Sendable, as in RxSwift: carried to the termination
            // handler, which may run on another thread, on trust (disposing is thread-safe).
            let transfer = UnsafeTransfer(subscription)
            continuation.onTermination = { termination in
                if case .cancelled = termination { transfer.value.dispose() }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element, awaited; the error is thrown, and `CancellationError` if the task is
    /// cancelled first (the subscription is then disposed).
    public var value: Element {
        get async throws {
            try await OneResumption.awaiting { resumption in
                primitiveSequence.asObservable().subscribe(
                    onNext: { element in
                        nonisolated(unsafe) let result = Result<Element, Swift.Error>.success(element)
                        resumption.resume(with: result)
                    },
                    onError: { resumption.resume(with: .failure($0)) },
                    onDisposed: { resumption.resume(with: .failure(CancellationError())) }
                )
            }
        }
    }

    /// A single of what `work` returns or throws, run in a task for each subscriber
    /// (a detached one if `detached`); disposing the subscription cancels the task.
    @_disfavoredOverload
    public static func create(detached: Bool = false, priority: TaskPriority? = nil,
                              work: @Sendable @escaping () async throws -> Element) -> Single<Element> {
        Single.create { single in
            // The observer is called from the task, as RxSwift's is.
            nonisolated(unsafe) let single = single
            let operation: @Sendable () async -> Void = {
                do {
                    single(.success(try await work()))
                } catch {
                    single(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element, or `nil` if the maybe completes empty, awaited; the error is thrown,
    /// and `CancellationError` if the task is cancelled first.
    public var value: Element? {
        get async throws {
            try await OneResumption.awaiting { resumption in
                primitiveSequence.asObservable().subscribe(
                    onNext: { element in
                        nonisolated(unsafe) let result = Result<Element?, Swift.Error>.success(element)
                        resumption.resume(with: result)
                    },
                    onError: { resumption.resume(with: .failure($0)) },
                    onCompleted: { resumption.resume(with: .success(nil)) },
                    onDisposed: { resumption.resume(with: .failure(CancellationError())) }
                )
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The completion, awaited; the error is thrown, and `CancellationError` if the task
    /// is cancelled first.
    public var value: Void {
        get async throws {
            try await OneResumption.awaiting { resumption in
                primitiveSequence.asObservable().subscribe(
                    onError: { resumption.resume(with: .failure($0)) },
                    onCompleted: { resumption.resume(with: .success(())) },
                    onDisposed: { resumption.resume(with: .failure(CancellationError())) }
                )
            }
        }
    }
}

extension AsyncSequence {
    /// The sequence's elements, iterated in a detached task for each subscriber;
    /// disposing cancels the task, which then completes the sequence.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // An existential, so that the task's closure holds nothing of `Self`'s type.
            let iteration: any AsyncRunning = AsyncIteration(sequence: self, observer: observer)
            let task = Task.detached(priority: priority) { await iteration.run() }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Work a task runs.
private protocol AsyncRunning: Sendable {
    func run() async
}

/// One subscriber's iteration of an `AsyncSequence`, run by one task: the only code that
/// touches the sequence and the observer once it has started (hence unchecked).
private final class AsyncIteration<Sequence: AsyncSequence>: AsyncRunning, @unchecked Sendable {
    private let sequence: Sequence
    private let observer: AnyObserver<Sequence.Element>

    init(sequence: Sequence, observer: AnyObserver<Sequence.Element>) {
        self.sequence = sequence
        self.observer = observer
    }

    /// Sends every element, then completion; an error ends the sequence with it, a
    /// cancellation completes it.
    func run() async {
        do {
            for try await value in sequence { observer.onNext(value) }
            observer.onCompleted()
        } catch is CancellationError {
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }
}
