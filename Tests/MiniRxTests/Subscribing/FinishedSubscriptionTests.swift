import MiniRx
import MiniRxTest
import Testing

/// What a subscription that has ended still holds. RxSwift lets go of the whole chain, and
/// of the closures at its end, once an error or completion has passed, even while the
/// subscription is kept (in a `DisposeBag`, say): a strong capture in a one-shot
/// subscription is no retain cycle after it finishes.
@Suite struct FinishedSubscriptionTests {
    let resources = NoResourcesLeft()

    private final class Token {}

    /// Subscribes through `subscribe`, finishes through `finish`, and says whether the
    /// token captured by the subscription's closures outlived the finish.
    private func tokenSurvives(
        subscribe: (Token) -> Disposable,
        finish: () -> Void
    ) -> Bool {
        var token: Token? = Token()
        weak let weakToken = token
        let subscription = subscribe(token!)
        token = nil
        let aliveBefore = weakToken != nil
        finish()
        let aliveAfter = weakToken != nil
        withExtendedLifetime(subscription) {}
        #expect(aliveBefore, "the subscription holds its closures until it ends")
        return aliveAfter
    }

    @Test func completionThroughAnOperatorLetsGoOfTheClosures() {
        let subject = PublishSubject<Int>()
        #expect(!tokenSurvives(
            subscribe: { token in subject.map { $0 + 1 }.subscribe(onNext: { _ in _ = token }) },
            finish: { subject.onCompleted() }
        ))
    }

    @Test func anErrorThroughAnOperatorLetsGoOfTheClosures() {
        let subject = PublishSubject<Int>()
        #expect(!tokenSurvives(
            subscribe: { token in subject.filter { $0 > 0 }.subscribe(onNext: { _ in _ = token }, onError: { _ in _ = token }) },
            finish: { subject.onError(TestError("boom")) }
        ))
    }

    @Test func anEventHandlerAndABindingLetGoOnCompletion() {
        let subject = PublishSubject<Int>()
        #expect(!tokenSurvives(
            subscribe: { token in subject.map { $0 }.subscribe { _ in _ = token } },
            finish: { subject.onCompleted() }
        ))
        let source = PublishSubject<Int>()
        #expect(!tokenSurvives(
            subscribe: { token in source.map { $0 }.bind(onNext: { _ in _ = token }) },
            finish: { source.onCompleted() }
        ))
    }

    @Test func aBindingToARelayLetsGoOfItOnCompletion() {
        let source = PublishSubject<Int>()
        var relay: BehaviorRelay<Int>? = BehaviorRelay(value: 0)
        weak let weakRelay = relay
        let subscription = source.map { $0 }.bind(to: relay!)
        relay = nil
        #expect(weakRelay != nil)
        source.onCompleted()
        #expect(weakRelay == nil)
        withExtendedLifetime(subscription) {}
    }

    @Test func disposingBeforeTheEndStillDisposesTheChain() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(received == [1])
        #expect(!subject.hasObservers)
    }

    @Test func aScheduledOneShotLetsGoWhenItAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(!tokenSurvives(
            subscribe: { token in
                Observable.just(1).delay(.seconds(1), scheduler: scheduler).subscribe(onNext: { _ in _ = token })
            },
            finish: { scheduler.start() }
        ))
    }

    @Test(arguments: [
        "subject", "do", "create", "flatMap", "flatMapLatest", "share", "combineLatest", "withLatestFrom",
        "merge", "concat", "catch", "startWith", "scan", "distinctUntilChanged", "take", "skip",
    ])
    func everyChainLetsGoOnCompletion(_ chain: String) {
        let subject = PublishSubject<Int>()
        let source: Observable<Int> = switch chain {
        case "subject": subject.asObservable()
        case "do": subject.do(onNext: { _ in })
        case "create": Observable.create { observer in subject.subscribe(observer) }
        case "flatMap": subject.flatMap { Observable.just($0) }
        case "flatMapLatest": subject.flatMapLatest { Observable.just($0) }
        case "share": subject.share(replay: 1)
        case "combineLatest": Observable.combineLatest(subject, Observable.just(1)) { $0 + $1 }
        case "withLatestFrom": subject.withLatestFrom(Observable.just(1)) { $0 + $1 }
        case "merge": Observable.merge(subject, Observable.just(1))
        case "concat": Observable.concat(subject, Observable.just(1))
        case "catch": subject.catch { _ in Observable.just(1) }
        case "startWith": subject.startWith(0)
        case "scan": subject.scan(0, accumulator: +)
        case "distinctUntilChanged": subject.distinctUntilChanged()
        case "take": subject.take(5)
        default: subject.skip(1)
        }
        #expect(!tokenSurvives(
            subscribe: { token in source.subscribe(onNext: { _ in _ = token }) },
            finish: { subject.onCompleted() }
        ), "\(chain)")
    }

    @Test func anObserverThatKeepsItsOwnSubscriptionIsFreedAfterTheEnd() {
        final class Recorder: ObserverType {
            let bag = DisposeBag()
            var events = 0
            func on(_ event: Event<Int>) { events += 1 }
        }
        let subject = PublishSubject<Int>()
        var recorder: Recorder? = Recorder()
        weak let weakRecorder = recorder
        subject.map { $0 }.subscribe(recorder!).disposed(by: recorder!.bag)
        recorder = nil
        subject.onNext(1)
        #expect(weakRecorder?.events == 1)
        subject.onCompleted()
        #expect(weakRecorder == nil)
    }

    @Test func aLiveSubscriptionKeepsItsClosures() {
        let subject = PublishSubject<Int>()
        #expect(tokenSurvives(
            subscribe: { token in
                let subscription = subject.map { $0 }.subscribe(onNext: { _ in _ = token })
                subscription.disposedAtTheEnd()
                return subscription
            },
            finish: { subject.onNext(1) }
        ))
    }

    @Test func anObjectThatKeepsItsOwnOneShotSubscriptionIsFreedAfterIt() {
        final class Screen {
            let bag = DisposeBag()
            let answers = PublishSubject<String>()
            var last = ""
            func load() {
                // A strong `self`: a cycle until the answer comes, as in RxSwift.
                answers.map { $0.uppercased() }.take(1).subscribe(onNext: { self.last = $0 }).disposed(by: bag)
            }
        }
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        screen?.load()
        let answers = screen!.answers
        screen = nil
        #expect(weakScreen != nil)
        answers.onNext("ok")
        #expect(weakScreen == nil)
    }
}
