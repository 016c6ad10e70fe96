#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The observers of a subject, and the delivery of events to them one at a time.
///
/// The subject updates its own state under ``lock`` and then calls one of the
/// `unlockAndDeliver` methods. Delivery never happens under the lock. Events sent from one
/// thread while another thread is delivering are queued and delivered by that thread after
/// its current event, so no observer ever receives two events at once and no lock is held
/// while user code runs (which is what keeps cycles such as `relay.withLatestFrom(state)
/// .bind(to: state)` free of deadlocks). An event sent from inside an observer on the
/// delivering thread is delivered at once, depth-first, as in RxSwift.
final class SubjectCore<Element>: @unchecked Sendable {
    typealias Handler = (Event<Element>) -> Void

    struct Entry {
        let key: Int
        let handler: Handler
    }

    private struct Pending {
        let event: Event<Element>
        let targets: [Entry]
    }

    /// Guards the subject's state and the observer list.
    let lock = PlainLock()
    /// The current observers; read and change only under ``lock``.
    private(set) var observers: [Entry] = []
    private var nextKey = 0
    private var deliveringThread: pthread_t?
    private var pending: [Pending] = []

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Adds an observer; call under ``lock``.
    func insertLocked(_ handler: @escaping Handler) -> Entry {
        nextKey += 1
        let entry = Entry(key: nextKey, handler: handler)
        observers.append(entry)
        return entry
    }

    /// Removes every observer; call under ``lock``.
    func removeAllLocked() {
        observers = []
    }

    /// The subscription that removes the observer with `key`.
    func subscription(removing key: Int) -> Disposable {
        Disposables.create { [self] in
            lock.performLocked {
                if let index = observers.firstIndex(where: { $0.key == key }) {
                    observers.remove(at: index)
                }
            }
        }
    }

    /// Releases ``lock`` and delivers `event` to `targets`, in turn with other threads.
    func unlockAndDeliver(_ event: Event<Element>, to targets: [Entry]) {
        let thread = pthread_self()
        if let owner = deliveringThread {
            if pthread_equal(owner, thread) != 0 {
                lock.unlock()
                for target in targets { target.handler(event) }
            } else {
                pending.append(Pending(event: event, targets: targets))
                lock.unlock()
            }
            return
        }
        deliveringThread = thread
        lock.unlock()
        for target in targets { target.handler(event) }
        drainPending()
    }

    /// Releases ``lock`` and delivers `events`, in order, to one observer.
    func unlockAndDeliver(_ events: [Event<Element>], to target: Entry) {
        let thread = pthread_self()
        if let owner = deliveringThread {
            if pthread_equal(owner, thread) != 0 {
                lock.unlock()
                for event in events { target.handler(event) }
            } else {
                pending.append(contentsOf: events.map { Pending(event: $0, targets: [target]) })
                lock.unlock()
            }
            return
        }
        deliveringThread = thread
        lock.unlock()
        for event in events { target.handler(event) }
        drainPending()
    }

    private func drainPending() {
        while true {
            lock.lock()
            if pending.isEmpty {
                deliveringThread = nil
                lock.unlock()
                return
            }
            let next = pending.removeFirst()
            lock.unlock()
            for target in next.targets { target.handler(next.event) }
        }
    }
}
