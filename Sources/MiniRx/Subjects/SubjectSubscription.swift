/// A subscription to a subject: removes its observer on the first `dispose()`.
@usableFromInline
final class SubjectSubscription: Disposable, @unchecked Sendable {
    /// The subject's core, held weakly: a subscription dropped without being disposed
    /// would otherwise make a cycle (core → observer → subscription → core) that outlives
    /// the subject.
    private struct Target {
        weak var core: (any ObserverRemoving)?
        let key: Int
    }

    private let target: Locked<Target?>

    @usableFromInline
    init(core: any ObserverRemoving, key: Int) {
        target = Locked(Target(core: core, key: key))
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    @usableFromInline
    func dispose() {
        guard let target = target.withLock({ $0.take() }) else { return }
        target.core?.removeObserver(key: target.key)
    }
}

extension SubjectSubscription: SubscriptionGraphPart {
    /// The subject it subscribes to; nothing once disposed.
    package var graphRole: SubscriptionGraphRole {
        (target.withLock { $0?.core } as? any SubscriptionGraphPart)?.graphRole ?? .none
    }
}
