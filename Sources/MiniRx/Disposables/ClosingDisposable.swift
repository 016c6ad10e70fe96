/// Disposes the subscriptions it holds and then runs an action, once: what an operator
/// with work to do on disposal (`do(onDispose:)`, `debug`) returns. Unlike a
/// `Disposables.create(with:)` closure, a subscription graph sees what it holds.
@usableFromInline
final class ClosingDisposable: Cancelable, SubscriptionGraphPart, @unchecked Sendable {
    /// What it holds and the action, until disposed; never held while they run.
    private let state: Locked<(held: [Disposable], action: () -> Void)?>

    /// Holds `held`; disposing disposes them in order, then runs `action`.
    @usableFromInline
    init(holding held: [Disposable], then action: @escaping () -> Void = {}) {
        state = Locked((held, action))
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    @usableFromInline
    var isDisposed: Bool {
        state.withLock { $0 == nil }
    }

    @usableFromInline
    func dispose() {
        guard let (held, action) = state.withLock({ $0.take() }) else { return }
        for disposable in held { disposable.dispose() }
        action()
    }

    var graphRole: SubscriptionGraphRole {
        .holder(state.withLock { $0?.held ?? [] })
    }
}
