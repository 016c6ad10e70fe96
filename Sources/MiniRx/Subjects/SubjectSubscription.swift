/// A subscription to a subject: removes its observer on the first `dispose()`.
///
/// One object where a closure in an `AnonymousDisposable` would be two. Not generic, so
/// disposing it from code compiled once for every element type looks up no metadata; the
/// removal it runs is the core's own, compiled for the element type.
@usableFromInline
final class SubjectSubscription: Disposable, @unchecked Sendable {
    /// Guards ``core``; held for a load and a store, never while the removal runs.
    private let lock = SpinLock()
    /// Weak, as RxSwift's subject subscriptions do not keep a subject alive: a subscription
    /// dropped without being disposed would otherwise make a cycle (core → observer →
    /// subscription → core) that outlives the subject.
    private weak var core: AnyObject?
    private let key: Int
    private let remove: (AnyObject, Int) -> Void

    @usableFromInline
    init(core: AnyObject, key: Int, remove: @escaping (AnyObject, Int) -> Void) {
        self.core = core
        self.key = key
        self.remove = remove
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    @usableFromInline
    func dispose() {
        lock.lock()
        let core = self.core
        self.core = nil
        lock.unlock()
        if let core { remove(core, key) }
    }
}
