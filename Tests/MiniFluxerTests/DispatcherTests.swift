import CMainThread
import Dispatch
import MiniFluxer
import Testing

struct Increment: Action {}
struct Reset: Action {}

final class CountStore: Store {
    let count = ObservableValue(0)
    private(set) var token = ""

    required init(with dispatcher: Dispatcher) {
        token = dispatcher.register { [weak self] action in
            switch action {
            case is Increment: self?.count.value += 1
            case is Reset: self?.count.value = 0
            default: break
            }
        }
    }
}

@Suite struct DispatcherTests {
    @Test func sendsActionsToRegisteredStores() {
        let dispatcher = Dispatcher()
        let store = CountStore(with: dispatcher)
        dispatcher.dispatch(Increment())
        dispatcher.dispatch(Increment())
        #expect(store.count.value == 2)
        dispatcher.unregister(registrationToken: store.token)
        dispatcher.dispatch(Increment())
        #expect(store.count.value == 2)
    }

    @Test func waitForRunsTheOtherHandlerFirst() {
        let dispatcher = Dispatcher()
        var order: [String] = []
        var second = ""
        _ = dispatcher.register { action in
            dispatcher.waitFor([second], action: action)
            order.append("first")
        }
        second = dispatcher.register { _ in order.append("second") }
        dispatcher.dispatch(Increment())
        #expect(order == ["second", "first"])
    }

    @Test func misuseOfWaitForIsReportedNotFatal() {
        let dispatcher = Dispatcher()
        var errors: [DispatcherError] = []
        dispatcher.onError = { errors.append($0) }
        dispatcher.waitFor(["token-1"], action: Increment())
        var a = "", b = ""
        a = dispatcher.register { action in dispatcher.waitFor([b], action: action) }
        b = dispatcher.register { action in dispatcher.waitFor([a], action: action) }
        dispatcher.dispatch(Increment())
        #expect(errors == [.waitForOutsideDispatch, .circularWait(token: a)])
        #expect(errors.map(\.description).allSatisfy { !$0.isEmpty })
    }

    @Test func aDispatchFromAHandlerIsQueuedNotDeadlocked() {
        let dispatcher = Dispatcher()
        let store = CountStore(with: dispatcher)
        var seen: [Int] = []
        _ = dispatcher.register { action in
            if action is Increment, store.count.value == 1 { dispatcher.dispatch(Reset()) }
            seen.append(store.count.value)
        }
        dispatcher.dispatch(Increment())
        #expect(store.count.value == 0)
        #expect(seen == [1, 0])
    }

    @Test func anAsyncActionCreatorDispatchesWhenItCallsBack() {
        let dispatcher = Dispatcher()
        let store = CountStore(with: dispatcher)
        var callback: Dispatcher.AsyncActionCallback?
        dispatcher.dispatch { done in callback = done }
        #expect(store.count.value == 0)
        callback?(Increment())
        #expect(store.count.value == 1)
    }
}

@Suite struct ObservableValueTests {
    @Test func subscribersSeeOnlyLaterChangesThroughMapAndFilter() {
        let value = ObservableValue(1)
        var seen: [String] = []
        let bag = DisposeBag()
        value.map { $0 * 10 }.filter { $0 > 10 }.map(String.init).subscribe { seen.append($0) }.addTo(bag)
        #expect(seen.isEmpty)
        value.value = 1
        value.value = 2
        #expect(seen == ["20"])
    }

    @Test func disposingEndsTheSubscription() {
        let value = ObservableValue(0)
        var seen: [Int] = []
        let subscription = value.subscribe { seen.append($0) }
        value.value = 1
        subscription.dispose()
        value.value = 2
        #expect(seen == [1])
    }

    @Test func disposingOneOfSeveralKeepsTheOthersInTheirOrder() {
        let value = ObservableValue("")
        var seen: [String] = []
        let first = value.subscribe { seen.append("first \($0)") }
        let second = value.subscribe { seen.append("second \($0)") }
        let third = value.subscribe { seen.append("third \($0)") }
        value.value = "a"
        second.dispose()
        second.dispose()
        value.value = "b"
        first.dispose()
        third.dispose()
        value.value = "c"
        #expect(seen == ["first a", "second a", "third a", "first b", "third b"])
    }

    @Test func renderMovesDeliveryFromOtherThreadsOntoTheMainThread() async {
        DispatchQueue.main.setSpecific(key: mainMarker, value: true)
        let value = ObservableValue(0)
        let seen = Seen()
        let subscription = value.asRender().subscribe { element in
            seen.values.append(element)
            seen.onMainThread.append(DispatchQueue.getSpecific(key: mainMarker) == true)
        }
        let box = Carried(value)
        // Set from a global queue, the value must be handled on the main queue (which
        // this test runner may drain from any thread), never in the setter's block.
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                box.value.value = 3
                continuation.resume()
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
        #expect(seen.values == [3])
        #expect(seen.onMainThread == [true])
        subscription.dispose()
    }
}

/// Values a handler saw, shared with the main queue in a test.
final class Seen: @unchecked Sendable {
    var values: [Int] = []
    var onMainThread: [Bool] = []
}

/// A value carried to another thread by a test that keeps it safe.
final class Carried<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Marks the main queue, so a test can tell where a handler ran.
let mainMarker = DispatchSpecificKey<Bool>()
