#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a virtual-time scheduler's clock maps to real dates and intervals.
public protocol VirtualTimeConverterType {
    /// A point of virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The date a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time a date stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval that stands for `timeInterval` seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How two virtual times compare.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison {
    /// The first is earlier.
    case lessThan
    /// They are the same time.
    case equal
    /// The first is later.
    case greaterThan
}

/// A scheduler whose clock moves only when told to: deterministic time for tests and for
/// the REPL's simulated latency.
///
/// Actions due at the same time run in the order they were scheduled.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point of this scheduler's virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of this scheduler's virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    // Like RxSwift's, the scheduler belongs to one thread.
    @usableFromInline
    final var running = false
    @usableFromInline
    final var currentClock: VirtualTime
    /// Waiting actions as a binary heap, the next one first (``runsBefore(_:_:)``): each
    /// parent runs before its two children. As in RxSwift, the one running stays until
    /// it has run, and a cancelled one until it comes first (or until the queue holds
    /// 1,024: ``takeOutCancelledActions()``); ``debugDescription`` lists them in the
    /// heap's order, as RxSwift's does.
    @usableFromInline
    final var queue: [VirtualSchedulerItem<VirtualTime>] = []
    @usableFromInline
    final var nextId = 0
    /// The queue's length at which its cancelled actions are taken out
    /// (``takeOutCancelledActions()``).
    @usableFromInline
    final var cancelledTakenOutAt = 1_024
    @usableFromInline
    let converter: Converter
    /// The queue's work, made by the initializer, which is inlined into a subclass's (a
    /// `TestScheduler`'s) and so compiled for its time type. The scheduler's methods are
    /// compiled once for all time types, and there the items and the queue would have
    /// their generic metadata looked up on every action.
    @usableFromInline
    let enqueue: (VirtualTimeScheduler, VirtualTime, @escaping () -> Disposable) -> Disposable
    @usableFromInline
    let runDue: (VirtualTimeScheduler, VirtualTime?) -> Void

    /// Creates a scheduler whose clock starts at `initialClock`.
    @inlinable
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
        enqueue = { scheduler, time, action in scheduler.insert(time: time, action: action) }
        runDue = { scheduler, limit in scheduler.runActions(notAfter: limit) }
    }

    /// The current virtual time.
    ///
    /// Inlinable and final (as a public member, no client could override it anyway): read
    /// for every event a probe records, and a dynamic call into code compiled for every
    /// time type looked up the time type's witnesses on each read.
    @inlinable
    public final var clock: VirtualTime { currentClock }

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Whether ``start()`` or ``advanceTo(_:)`` is running.
    public var isRunning: Bool { running }

    /// Whether no action is waiting.
    public var isIdle: Bool { !queue.contains { !$0.isDisposed } }

    /// When the next waiting action is due, if one is: for a host that steps the clock
    /// from one action's time to the next (not in RxSwift, whose queue is internal).
    /// Inlinable and final, as ``clock`` is: a host asks it of every scheduler at every step.
    @inlinable
    public final var nextDueTime: VirtualTime? {
        if let first = queue.first, !first.isDisposed { return first.time }
        return queue.lazy.filter { !$0.isDisposed }.min(by: runsBefore)?.time
    }

    /// Schedules `action` at the current time.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime` of virtual time.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.convertToVirtualTime(now.adding(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` after a span of virtual time, exactly then: unlike
    /// ``scheduleRelative(_:dueTime:action:)``, no ``adjustScheduledTime(_:)`` (as in RxSwift).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at virtual time `time`.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        enqueue(self, time) { action(state) }
    }

    /// Queues `action` at `time`, after every action already due at that time.
    @inlinable
    final func insert(time: VirtualTime, action: @escaping () -> Disposable) -> Disposable {
        nextId += 1
        let item = VirtualSchedulerItem(time: time, id: nextId, action: action)
        if queue.count >= cancelledTakenOutAt { takeOutCancelledActions() }
        queue.append(item)
        moveUp(from: queue.count - 1)
        return item
    }

    /// Adjusts the time of an action being scheduled; subclasses may delay it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs every scheduled action, moving the clock forward, until none is left or
    /// ``stop()`` is called.
    public func start() {
        if running { return }
        running = true
        runDue(self, nil)
        running = false
    }

    /// Stops ``start()`` after the action running now.
    public func stop() {
        running = false
    }

    /// Runs every action due up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        precondition(!running, "Scheduler is already running")
        precondition(converter.compareVirtualTime(virtualTime, clock) != .lessThan, "Can't advance to past")
        running = true
        runDue(self, virtualTime)
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(converter.compareVirtualTime(sleepTo, clock) != .lessThan, "Can't sleep to past")
        currentClock = sleepTo
    }

    /// Runs the actions due, no later than `limit` if given, in order, moving the clock to
    /// each one's time, until none is left or ``stop()`` is called. An action leaves the
    /// queue once it has run.
    @inlinable
    final func runActions(notAfter limit: VirtualTime?) {
        while running, let next = firstWaiting() {
            if let limit, converter.compareVirtualTime(next.time, limit) == .greaterThan { return }
            if converter.compareVirtualTime(next.time, currentClock) == .greaterThan {
                currentClock = next.time
            }
            next.invoke()
            if let index = queue.firstIndex(where: { $0 === next }) { remove(at: index) }
        }
    }

    /// The next action, the cancelled ones before it taken out.
    @inlinable
    final func firstWaiting() -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            guard first.isDisposed else { return first }
            remove(at: 0)
        }
        return nil
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The due times of the actions in the queue, in the heap's order, as RxSwift lists
    /// them: the next first, then level by level; a cancelled one stays until it comes
    /// first.
    public var debugDescription: String {
        queue.debugDescription
    }
}

/// An action waiting in a virtual-time scheduler.
///
/// It lets go of its action once the action has run or been cancelled, where RxSwift's
/// keeps it until the clock reaches it: a cancelled action's closure often holds the
/// subscription that scheduled it, and through it the scheduler, so a scheduler given up
/// with cancelled actions waiting (as `reset` gives up the REPL's) would keep them all.
@usableFromInline
final class VirtualSchedulerItem<Time>: Cancelable, CustomDebugStringConvertible {
    @usableFromInline let time: Time
    @usableFromInline let id: Int
    private let lock = Lock()
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    @usableFromInline
    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    @usableFromInline
    var isDisposed: Bool { result.isDisposed }

    /// Its due time, as a scheduler's ``VirtualTimeScheduler/debugDescription`` lists it.
    @usableFromInline
    var debugDescription: String { "\(time)" }

    @usableFromInline
    func invoke() {
        guard let action = takeAction(), !result.isDisposed else { return }
        result.setDisposable(action())
    }

    @usableFromInline
    func dispose() {
        // Released after the lock: the closure's captures may run code as they go.
        let dropped = takeAction()
        result.dispose()
        withExtendedLifetime(dropped) {}
    }

    private func takeAction() -> (() -> Disposable)? {
        lock.performLocked {
            defer { action = nil }
            return action
        }
    }
}
