// A sign-up screen written the way RxExample's GitHub sign-up is (our own code, not a
// copy): an activity indicator that conforms with `asSharedSequence()` only and tracks
// work with `Observable.using`, `Driver`s combined, and a `Signal` of taps into
// `flatMapLatest` of `Driver`s. Written for RxCocoa; only the import is changed.
import MiniRxCocoa
import MiniRxTest
import Testing

/// Whether a sign-up field is acceptable, and why not.
enum Validation: Equatable {
    case ok(String)
    case empty
    case validating
    case failed(String)

    var isValid: Bool {
        if case .ok = self { return true }
        return false
    }
}

/// The server: whether a name is free, and the sign-up itself.
protocol SignupAPI {
    func isAvailable(_ name: String) -> Observable<Bool>
    func signup(_ name: String, password: String) -> Observable<Bool>
}

/// Counts work in flight; `true` while there is any.
final class ActivityTracker: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let loading: SharedSequence<DriverSharingStrategy, Bool>

    init() {
        loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> {
        loading
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ () -> Activity in
            self.change(by: 1)
            return Activity { self.change(by: -1) }
        }, observableFactory: { _ in source.asObservable() })
    }

    private func change(by delta: Int) {
        lock.lock()
        count.accept(count.value + delta)
        lock.unlock()
    }

    /// One piece of work; it ends when disposed.
    private struct Activity: Disposable {
        let end: () -> Void
        func dispose() { end() }
    }
}

extension ObservableConvertibleType {
    func trackActivity(_ tracker: ActivityTracker) -> Observable<Element> {
        tracker.track(self)
    }
}

final class SignupViewModel {
    let validatedName: Driver<Validation>
    let validatedPassword: Driver<Validation>
    let validatedRepeat: Driver<Validation>
    let signupEnabled: Driver<Bool>
    let signedIn: Driver<Bool>
    let signingIn: Driver<Bool>

    init(input: (name: Driver<String>, password: Driver<String>, repeated: Driver<String>, taps: Signal<Void>), api: SignupAPI) {
        validatedName = input.name.flatMapLatest { name -> Driver<Validation> in
            guard !name.isEmpty else { return .just(.empty) }
            return api.isAvailable(name)
                .map { $0 ? Validation.ok("available") : .failed("taken") }
                .startWith(.validating)
                .asDriver(onErrorJustReturn: .failed("server error"))
        }
        validatedPassword = input.password.map { $0.count >= 5 ? .ok("") : .failed("too short") }
        validatedRepeat = Driver.combineLatest(input.password, input.repeated) { $0 == $1 ? .ok("") : .failed("different") }

        let tracker = ActivityTracker()
        signingIn = tracker.asDriver()
        let credentials = Driver.combineLatest(input.name, input.password) { (name: $0, password: $1) }
        signedIn = input.taps.withLatestFrom(credentials)
            .flatMapLatest { pair in
                api.signup(pair.name, password: pair.password)
                    .trackActivity(tracker)
                    .asDriver(onErrorJustReturn: false)
            }
        signupEnabled = Driver.combineLatest(validatedName, validatedPassword, validatedRepeat, signingIn) { name, password, repeated, busy in
            name.isValid && password.isValid && repeated.isValid && !busy
        }
        .distinctUntilChanged()
    }
}

extension SharingSchedulerSuites {
    @Suite struct SignupViewModelTests {
        /// Answers after 10 ticks on the test scheduler.
        struct API: SignupAPI {
            let scheduler: TestScheduler
            func isAvailable(_ name: String) -> Observable<Bool> {
                Observable.just(name != "taken").delay(.seconds(10), scheduler: scheduler)
            }
            func signup(_ name: String, password: String) -> Observable<Bool> {
                Observable.just(true).delay(.seconds(10), scheduler: scheduler)
            }
        }

        @Test func aSignupRunsAsRxExamplesDoes() {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let name = scheduler.createHotObservable([.next(210, "ann")]).asDriver(onErrorJustReturn: "")
                let password = scheduler.createHotObservable([.next(220, "secret")]).asDriver(onErrorJustReturn: "")
                let repeated = scheduler.createHotObservable([.next(230, "secret")]).asDriver(onErrorJustReturn: "")
                let taps = scheduler.createHotObservable([.next(300, ())]).asSignal(onErrorJustReturn: ())
                let model = SignupViewModel(input: (name, password, repeated, taps), api: API(scheduler: scheduler))
                let validated = scheduler.createObserver(Validation.self)
                let enabled = scheduler.createObserver(Bool.self)
                let busy = scheduler.createObserver(Bool.self)
                let signedIn = scheduler.createObserver(Bool.self)
                scheduler.scheduleAt(200) {
                    _ = model.validatedName.drive(validated)
                    _ = model.signupEnabled.drive(enabled)
                    _ = model.signingIn.drive(busy)
                    _ = model.signedIn.drive(signedIn)
                }
                scheduler.start()
                #expect(validated.events == [.next(210, .validating), .next(220, .ok("available"))])
                // Combined once every field has a value (the repeat at 230), all valid; off
                // while signing in; on again after.
                #expect(enabled.events == [.next(230, true), .next(300, false), .next(310, true)])
                #expect(busy.events == [.next(200, false), .next(300, true), .next(310, false)])
                #expect(signedIn.events == [.next(310, true)])
            }
        }
    }
}
