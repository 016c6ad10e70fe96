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
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The singleton instance.
    nonisolated(unsafe) public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline is running on this thread, so scheduling would run at once.
    public static var isScheduleRequired: Bool {
        !Trampoline.current.isRunning
    }

    /// Runs `action` now if no trampoline runs on this thread, else queues it behind the
    /// running work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledItem { action(state) }
            trampoline.items.append(item)
            return item
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let disposable = action(state)
        while let item = trampoline.dequeue() {
            item.invoke()
        }
        return disposable
    }
}

extension CurrentThreadScheduler {
    /// Runs `body` at once: inside the trampoline running on this thread, or as a new
    /// trampoline's first action, whose queued work runs before this returns. What
    /// `schedule` does with an action due now, without an escaping closure to allocate:
    /// every subscription made outside another one comes through here.
    static func runNow(_ body: () -> Void) {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            body()
            return
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        body()
        while let item = trampoline.dequeue() {
            item.invoke()
        }
    }
}

/// One thread's trampoline: whether it is running, and the actions waiting on it. Made
/// once per thread and kept, so a subscription pays no allocation for it.
///
/// Only its own thread touches it, and every access is a plain read, write or append
/// during which nothing else runs.
private final class Trampoline {
    var isRunning = false
    var items: [ScheduledItem] = []
    private var head = 0

    static var current: Trampoline {
        if let existing = pthread_getspecific(trampolineKey) {
            return Unmanaged<Trampoline>.fromOpaque(existing).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

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

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { trampoline in
        if let trampoline {
            Unmanaged<AnyObject>.fromOpaque(trampoline).release()
        }
    }
    return key
}()

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
