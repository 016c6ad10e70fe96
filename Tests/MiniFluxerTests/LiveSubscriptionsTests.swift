@testable import MiniFluxer
import Testing

/// `LiveSubscriptions` counts, on the calling thread, every handler registered with a
/// dispatcher and every observer of an observable value, from when it is made until it
/// is let go of — however it is let go of.
@Suite struct LiveSubscriptionsTests {
    private var live: Int { LiveSubscriptions.balanceOnCurrentThread }

    @Test func aRegistrationCountsUntilItIsUnregistered() {
        let dispatcher = Dispatcher()
        let before = live
        let store = CountStore(with: dispatcher)
        #expect(live == before + 1)
        dispatcher.unregister(registrationToken: store.token)
        #expect(live == before)
        // Unregistering twice, or a token never given, takes nothing more away.
        dispatcher.unregister(registrationToken: store.token)
        dispatcher.unregister(registrationToken: "token-999")
        #expect(live == before)
    }

    @Test func aDispatcherThatGoesTakesItsRegistrationsWithIt() {
        let before = live
        do {
            let dispatcher = Dispatcher()
            _ = CountStore(with: dispatcher)
            _ = CountStore(with: dispatcher)
            #expect(live == before + 2)
        }
        #expect(live == before)
    }

    @Test func anObserverCountsUntilItIsDisposedAndOnlyOnce() {
        let value = ObservableValue(0)
        let before = live
        let first = value.subscribe { _ in }
        let second = value.map { $0 + 1 }.filter { $0 > 0 }.subscribe { _ in }
        // An operator's observer is one observer of the value underneath.
        #expect(live == before + 2)
        first.dispose()
        first.dispose()
        #expect(live == before + 1)
        second.dispose()
        #expect(live == before)
    }

    @Test func aValueThatGoesTakesItsObserversWithIt() {
        let before = live
        var subscription: Disposable?
        do {
            let value = ObservableValue("a")
            subscription = value.subscribe { _ in }
            #expect(live == before + 1)
        }
        #expect(live == before)
        // Disposing after the value went is harmless.
        subscription?.dispose()
        #expect(live == before)
    }

    @Test func aStoreNeverUnregisteredIsALeakWhileItsDispatcherLives() {
        let dispatcher = Dispatcher()
        let before = live
        for _ in 0..<3 { _ = CountStore(with: dispatcher) }
        // The stores are gone (they were registered weakly), their handlers are not.
        #expect(live == before + 3)
    }
}
