#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, after the work already running there: a trampoline.
///
/// The first `schedule` on a thread runs its action at once and then, before returning,
/// every action scheduled meanwhile, in order. This is why `Observable.merge(of(1, 2),
/// of(3, 4))` emits 1, 3, 2, 4, as in RxSwift.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The singleton instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline is running on this thread, so scheduling would run at once.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(trampolineKey) == nil
    }

    /// Runs `action` now if no trampoline runs on this thread, else queues it behind the
    /// running work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let existing = pthread_getspecific(trampolineKey) {
            let queue = Unmanaged<TrampolineQueue>.fromOpaque(existing).takeUnretainedValue()
            let item = ScheduledItem { action(state) }
            queue.items.append(item)
            return item
        }
        let queue = TrampolineQueue()
        let unmanaged = Unmanaged.passRetained(queue)
        pthread_setspecific(trampolineKey, unmanaged.toOpaque())
        defer {
            pthread_setspecific(trampolineKey, nil)
            unmanaged.release()
        }
        let disposable = action(state)
        while let item = queue.dequeue() {
            item.invoke()
        }
        return disposable
    }
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// The actions waiting on one thread's trampoline.
private final class TrampolineQueue {
    var items: [ScheduledItem] = []
    private var head = 0

    func dequeue() -> ScheduledItem? {
        guard head < items.count else {
            items.removeAll(keepingCapacity: true)
            head = 0
            return nil
        }
        defer { head += 1 }
        return items[head]
    }
}

/// A queued action; disposing it before it runs cancels it, after it runs disposes what
/// it returned.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    private let action: () -> Disposable
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        if result.isDisposed { return }
        result.setDisposable(action())
    }

    func dispose() {
        result.dispose()
    }
}
