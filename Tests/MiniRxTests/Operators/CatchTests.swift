import MiniRx
import MiniRxTest
import Testing

@Suite struct CatchTests {
    let resources = NoResourcesLeft()

    @Test func continuesWithTheHandlersSequence() {
        let source = Observable<Int>.concat(Observable.just(1), Observable.error(TestError()))
        #expect(source.catch { _ in Observable.of(8, 9) }.record().0.events == [.next(1), .next(8), .next(9), .completed])
        #expect(source.catchAndReturn(0).record().0.events == [.next(1), .next(0), .completed])
    }

    @Test func aThrowingHandlerFailsWithItsOwnError() {
        let source = Observable<Int>.error(TestError("first"))
        #expect(source.catch { _ in throw TestError("second") }.record().0.events == [.error(TestError("second"))])
    }

    @Test func retryResubscribesUpToTheAttemptCount() {
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError("attempt \(attempts)")) : .just(attempts)
        }
        #expect(flaky.retry(3).record().0.events == [.next(3), .completed])
        attempts = 0
        #expect(flaky.retry(2).record().0.events == [.error(TestError("attempt 2"))])
        attempts = 0
        #expect(flaky.retry().record().0.events == [.next(3), .completed])
    }
}
