import MiniRxCocoa
import Testing

extension SharingSchedulerSuites {
    /// On the main thread, as an app's view runs: a `Driver` or `Signal` of a value
    /// delivers the value and its completion at once (RxCocoa subscribes `just` on the
    /// main scheduler, which runs at once on the main thread), so a view reads a driven
    /// value right after `drive`. Several drives in one run, in order, every time. (Not
    /// `Driver.of(a, b)`: RxCocoa sends its elements recursively on the main scheduler,
    /// which queues every element after the first, there as here.)
    @Suite struct MainThreadDeliveryTests {
        @Test func drivesAndEmitsDeliverAtOnceInOrderEveryTime() async {
            let rounds = await MainActor.run { () -> [[String]] in
                (0..<20).map { _ in
                    var log: [String] = []
                    _ = Driver.just(1).drive(onNext: { log.append("driver \($0)") }, onCompleted: { log.append("driver done") })
                    _ = Signal.just(2).emit(onNext: { log.append("signal \($0)") }, onCompleted: { log.append("signal done") })
                    let relay = BehaviorRelay<Int?>(value: nil)
                    _ = Driver.just(3).drive(relay)
                    log.append("relay \(relay.value.map(String.init) ?? "nil")")
                    _ = Driver<Int>.empty().drive(onCompleted: { log.append("empty done") })
                    return log
                }
            }
            for log in rounds {
                #expect(log == ["driver 1", "driver done", "signal 2", "signal done", "relay 3", "empty done"])
            }
        }

        /// RxCocoa's driving order (its `DriverTest`): each shared sequence has a main
        /// scheduler of its own, so a relay driven from inside another driver's delivery
        /// reaches the relay's own driver at once, in the order the values were driven.
        @Test func aRelayDrivenFromInsideADeliveryDrivesItsViewAtOnceInOrder() async {
            let seen = await MainActor.run { () -> [String] in
                var seen: [String] = []
                var bag = DisposeBag()
                let relay = BehaviorRelay(value: "start")
                relay.asDriver().drive(onNext: { seen.append($0) }).disposed(by: bag)
                for word in ["one", "two"] {
                    Observable<String>.create { observer in
                        observer.onNext(word)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                    .asDriver(onErrorJustReturn: "?")
                    .drive(relay)
                    .disposed(by: bag)
                }
                Observable.just("three").bind(to: relay).disposed(by: bag)
                bag = DisposeBag()
                return seen
            }
            #expect(seen == ["start", "one", "two", "three"])
        }

        /// Drivers made inside a `flatMapLatest` of a driver deliver before `drive` returns,
        /// whichever way they handle errors.
        @Test func driversNestedInFlatMapLatestDeliverBeforeDriveReturns() async {
            let latest = await MainActor.run { () -> Int? in
                var latest: Int?
                let subject = BehaviorSubject(value: 5)
                let subscription = subject.asDriver(onErrorJustReturn: 0)
                    .flatMapLatest { Driver.just($0 + 1) }
                    .flatMapLatest { Observable.just($0 * 10).asDriver(onErrorJustReturn: -1) }
                    .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: .empty()) }
                    .flatMapLatest { Observable.just($0).asDriver(onErrorRecover: { _ in .empty() }) }
                    .drive(onNext: { latest = $0 })
                subscription.dispose()
                return latest
            }
            #expect(latest == 60)
        }

        /// RxSwift's `MainScheduler`: at once on the main thread unless one of its actions
        /// is running or queued; an action scheduled from inside one waits its turn.
        @Test func theMainSchedulerRunsAtOnceUnlessBusy() async {
            let log = await MainActor.run { () -> [String] in
                var log: [String] = []
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("outer start")
                    _ = MainScheduler.instance.schedule(()) { _ in
                        log.append("inner")
                        return Disposables.create()
                    }
                    log.append("outer end")
                    return Disposables.create()
                }
                return log
            }
            #expect(log == ["outer start", "outer end"])
            // The inner action ran later, on the main queue; afterwards work runs at once again.
            let again = await MainActor.run { () -> Bool in
                var ran = false
                _ = MainScheduler.instance.schedule(()) { _ in ran = true; return Disposables.create() }
                return ran
            }
            #expect(again)
        }
    }
}
