import MiniRx
import Testing

@Suite struct DisposablesTests {
    let resources = NoResourcesLeft()

    @Test func anonymousDisposableRunsItsActionOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(count == 1)
        #expect(disposable.isDisposed)
    }

    @Test func twoDisposablesAreDisposedOnceInOrder() {
        var order: [Int] = []
        let pair = Disposables.create(Disposables.create { order.append(1) }, Disposables.create { order.append(2) })
        #expect(!pair.isDisposed)
        pair.dispose()
        pair.dispose()
        #expect(order == [1, 2])
        #expect(pair.isDisposed)
    }

    @Test func twoDisposablesLetGoOfBothWhenDisposed() {
        final class Tracked: Disposable {
            func dispose() {}
        }
        var first: Tracked? = Tracked()
        weak let watched = first
        let pair = first.map { Disposables.create($0, Disposables.create()) }
        first = nil
        #expect(watched != nil)
        pair?.dispose()
        #expect(watched == nil)
    }

    @Test func compositeDisposesInInsertionOrder() {
        var order: [Int] = []
        let composite = CompositeDisposable()
        composite.insert(Disposables.create { order.append(1) })
        composite.insert(Disposables.create { order.append(2) })
        #expect(composite.count == 2)
        composite.dispose()
        #expect(order == [1, 2])
        #expect(composite.isDisposed)
    }

    @Test func compositeDisposesWhatIsInsertedAfterItWasDisposed() {
        var disposed = false
        let composite = CompositeDisposable()
        composite.dispose()
        let key = composite.insert(Disposables.create { disposed = true })
        #expect(key == nil)
        #expect(disposed)
    }

    @Test func compositeRemovalDisposesTheRemovedOneOnly() {
        var order: [Int] = []
        let composite = CompositeDisposable()
        let first = composite.insert(Disposables.create { order.append(1) })
        composite.insert(Disposables.create { order.append(2) })
        if let first { composite.remove(for: first) }
        #expect(order == [1])
        composite.dispose()
        #expect(order == [1, 2])
    }

    @Test func serialDisposableDisposesThePreviousOneWhenReplaced() {
        var order: [String] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { order.append("first") }
        serial.disposable = Disposables.create { order.append("second") }
        #expect(order == ["first"])
        serial.dispose()
        #expect(order == ["first", "second"])
        serial.disposable = Disposables.create { order.append("late") }
        #expect(order == ["first", "second", "late"])
    }

    @Test func singleAssignmentDisposesALateAssignmentAtOnce() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        #expect(disposed)
    }

    @Test func singleAssignmentDisposesOnceAndThenLetsGo() {
        final class Counted: Disposable {
            var count = 0
            func dispose() { count += 1 }
        }
        var held: Counted? = Counted()
        weak let watched = held
        let single = SingleAssignmentDisposable()
        if let held { single.setDisposable(held) }
        let counted = held
        held = nil
        single.dispose()
        single.dispose()
        #expect(counted?.count == 1)
        _ = consume counted
        #expect(watched == nil)
    }

    @Test func serialDisposableShowsTheCurrentOneAndLetsGoWhenDisposed() {
        final class Tracked: Disposable {
            func dispose() {}
        }
        let serial = SerialDisposable()
        var current: Tracked? = Tracked()
        weak let watched = current
        if let current { serial.disposable = current }
        #expect(serial.disposable as? Tracked === watched)
        current = nil
        #expect(watched != nil)
        serial.dispose()
        #expect(watched == nil)
        #expect(!(serial.disposable is Tracked))
    }

    @Test func disposeBagDisposesEverythingInOrderWhenDeallocated() {
        var order: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            Disposables.create { order.append(1) }.disposed(by: bag)
            bag.insert(Disposables.create { order.append(2) }, Disposables.create { order.append(3) })
        }
        #expect(order.isEmpty)
        bag = nil
        #expect(order == [1, 2, 3])
    }

    @Test func replacingTheBagEndsTheSubscriptions() {
        let relay = PublishRelay<Int>()
        var bag = DisposeBag()
        var received: [Int] = []
        relay.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        relay.accept(1)
        bag = DisposeBag()
        relay.accept(2)
        #expect(received == [1])
        _ = bag
    }
}
