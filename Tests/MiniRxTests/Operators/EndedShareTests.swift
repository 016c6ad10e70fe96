import Testing
@testable import MiniRx

/// Subscriptions to a shared chain whose source ended free the whole chain once they are
/// disposed. (Not beside the tests of finished subscriptions: with `@testable`, a
/// trailing-closure `subscribe { }` would call the internal primitive, not the public
/// method, so these spell out `onNext:`.)
@Suite struct EndedShareTests {
    let resources = NoResourcesLeft()

    @Test(arguments: ["error", "completed"])
    func anEndedSharedChainLeavesNothingOnceItsSubscribersDispose(_ end: String) {
        let before = Resources.balanceOnCurrentThread
        do {
            let taps = PublishSubject<Void>()
            let count = taps.scan(0) { count, _ in count + 1 }.startWith(0).map(String.init).share(replay: 1)
            let first = count.subscribe(onNext: { _ in }, onError: { _ in })
            let second = count.subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {})
            if end == "error" { taps.onError(TestError("boom")) } else { taps.onCompleted() }
            taps.onNext(())
            first.dispose()
            second.dispose()
        }
        #expect(Resources.balanceOnCurrentThread == before)
    }
}
