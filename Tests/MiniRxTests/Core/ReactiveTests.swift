import Foundation
import MiniRx
import Testing

/// The `.rx` namespace apps extend for their own types, as RxSwift's core has it.
@Suite struct ReactiveTests {
    let resources = NoResourcesLeft()

    final class Screen {
        var title = ""
    }

    final class Session: ReactiveCompatible {
        let user = BehaviorRelay(value: "ann")
    }

    final class Label: NSObject {
        var text = ""
    }

    @Test func anAppsOwnExtensionsAreReachedThroughRx() {
        let session = Session()
        let (recorder, _) = session.rx.greeting.record()
        session.user.accept("bob")
        #expect(recorder.elements == ["hello ann", "hello bob"])
        #expect(Session.rx.kind == "session")
    }

    /// `takeUntil(_:predicate:)` and `retryWhen`, RxSwift 5's names, still compile.
    @available(*, deprecated)
    @Test func deprecatedNamesOfTheNewOperatorsStillWork() {
        let taken = Observable.of(1, 2, 3).takeUntil(.inclusive) { $0 == 2 }
        #expect(taken.record().0.elements == [1, 2])
        var attempts = 0
        let retried = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? Observable.error(RxError.unknown) : Observable.just(attempts)
        }.retryWhen { (errors: Observable<Error>) in errors }
        #expect(retried.record().0.events == [.next(3), .completed])
        #expect(Observable.of(5, 6).elementAt(1).record().0.elements == [6])
    }
}

/// `.rx` binders, on the main thread, where a `Binder` runs at once (elsewhere it
/// dispatches there). Without a resource check: other suites' main-thread work shares
/// the thread's count.
@Suite struct ReactiveBinderTests {
    /// On the main thread, where a `Binder` runs at once (elsewhere it dispatches there).
    @MainActor @Test func aWritablePropertyOfAClassIsABinder() {
        let label = ReactiveTests.Label()
        _ = Observable.just("bound").bind(to: label.rx.text)
        #expect(label.text == "bound")
        let screen = ReactiveTests.Screen()
        let binder: Binder<String> = Reactive(screen).title
        binder.onNext("Login")
        #expect(screen.title == "Login")
        #expect(Reactive(screen).base === screen)
    }
}

extension Reactive where Base: ReactiveTests.Session {
    /// What an app's extension of its own type looks like.
    var greeting: Observable<String> {
        base.user.map { "hello \($0)" }
    }

    static var kind: String { "session" }
}
