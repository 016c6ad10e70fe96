import MiniRxTest
import Testing
@testable import MiniRx

/// While a virtual clock stands still, a debounce cancels and schedules a timer per
/// keystroke: the queue takes its cancelled actions out once it holds 1,024, so it stays
/// within twice what is waiting, and the actions left run in the same order.
@Suite struct CancelledActionsTakenOutTests {
    @Test func aStillClockKeepsTheQueueWithinTwiceWhatIsWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        // Every tenth action stays; the rest are cancelled at once, 20,000 of them.
        var kept: [Int] = []
        for index in 0..<22_000 {
            let time = 1_000 - index % 977
            let action = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                ran.append(index)
                return Disposables.create()
            }
            if index % 10 == 0 { kept.append(index) } else { action.dispose() }
            #expect(scheduler.queue.count <= max(1_024, 2 * (kept.count + 1)))
        }
        scheduler.start()
        // Sooner first; at one time, in the order they were scheduled.
        #expect(ran == kept.sorted { (1_000 - $0 % 977, $0) < (1_000 - $1 % 977, $1) })
    }

    @Test func aShortQueueKeepsItsCancelledActionsInRxSwiftsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let cancelled = (0..<5).map { scheduler.scheduleAbsoluteVirtual((), time: 10 * ($0 + 1)) { _ in Disposables.create() } }
        cancelled[0].dispose()
        #expect(scheduler.debugDescription == "[10, 20, 30, 40, 50]")
    }
}
