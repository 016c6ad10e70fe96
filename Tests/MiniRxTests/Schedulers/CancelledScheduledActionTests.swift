import MiniRx
import MiniRxTest
import Testing

/// A cancelled virtual-time action lets go of its closure at once, and a scheduler given
/// up with cancelled actions waiting is freed with them.
@Suite struct CancelledScheduledActionTests {
    let resources = NoResourcesLeft()

    private final class Token {}

    @Test func aCancelledActionLetsGoOfItsClosureAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var token: Token? = Token()
        weak let weakToken = token
        let scheduled = scheduler.scheduleRelativeVirtual((), dueTime: 10) { [token] _ in
            _ = token
            return Disposables.create()
        }
        token = nil
        #expect(weakToken != nil)
        scheduled.dispose()
        #expect(weakToken == nil)
        var ran = false
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.start()
        #expect(ran)
    }

    @Test func aGivenUpSchedulerWithCancelledWorkIsFreed() {
        weak var weakScheduler: TestScheduler?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            weakScheduler = scheduler
            // A request that holds the scheduler, as the REPL's fake API does, cancelled
            // before it answers.
            let request = Observable<Int>.create { observer in
                scheduler.scheduleRelativeVirtual((), dueTime: 300) { _ in
                    _ = scheduler
                    observer.onNext(1)
                    return Disposables.create()
                }
            }
            request.subscribe(onNext: { _ in }).dispose()
        }
        #expect(weakScheduler == nil)
    }
}
