import MiniRx
import MiniRxCocoa
import MiniRxTest
import Testing

/// RxCocoa's traits, on a test scheduler standing in for the main one.
extension SharingSchedulerSuites {
    @Suite struct DriverAndSignalTests {
        struct Boom: Error {}

        @Test func aDriverReplacesAnErrorAndReplaysItsLatestElement() throws {
            let scheduler = TestScheduler(initialClock: 0)
            try SharingScheduler.mock(scheduler: scheduler) {
                let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, Boom())])
                let driver = source.asDriver(onErrorJustReturn: -1)
                let first = scheduler.createObserver(Int.self)
                let late = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(200) { _ = driver.drive(first) }
                scheduler.scheduleAt(225) { _ = driver.drive(late) }
                scheduler.start()
                // Delivered on the scheduler, one tick after each source event.
                #expect(first.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
                // A late driver subscriber gets the latest element at once.
                #expect(late.events == [.next(225, 2), .next(231, -1), .completed(231)])
                try #require(source.subscriptions.count == 1)
            }
        }

        @Test func aSignalReplaysNothingAndRecoversWithAnotherSignal() {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let source = scheduler.createHotObservable([.next(210, "a"), .error(230, Boom())])
                let signal = source.asSignal(onErrorSignalWith: Signal.just("recovered"))
                let first = scheduler.createObserver(String.self)
                let late = scheduler.createObserver(String.self)
                scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
                scheduler.scheduleAt(215) { _ = signal.emit(to: late) }
                scheduler.start()
                #expect(first.events.map(\.value) == [.next("a"), .next("recovered"), .completed])
                #expect(late.events.map(\.value) == [.next("recovered"), .completed])
            }
        }

        @Test func driverCombineLatestAsTheSeedWritesIt() {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let email = BehaviorRelay(value: "")
                let password = BehaviorRelay(value: "")
                let valid = Driver.combineLatest(email.asDriver(onErrorJustReturn: ""), password.asDriver(onErrorJustReturn: "")) { !$0.isEmpty && $1.count >= 8 }
                    .distinctUntilChanged()
                var seen: [Bool] = []
                let subscription = valid.drive(onNext: { seen.append($0) })
                scheduler.start()
                email.accept("a@b.c")
                scheduler.start()
                password.accept("secret123")
                scheduler.start()
                #expect(seen == [false, true])
                subscription.dispose()
            }
        }

        @Test func drivingARelayAndMappingKeepTheTrait() {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let relay = BehaviorRelay(value: 0)
                let subscription = Driver.just(20).map { $0 + 1 }.drive(relay)
                scheduler.start()
                #expect(relay.value == 21)
                subscription.dispose()
            }
        }
    }
}
