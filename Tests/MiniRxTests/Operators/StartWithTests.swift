import MiniRx
import MiniRxTest
import Testing

@Suite struct StartWithTests {
    let resources = NoResourcesLeft()

    @Test func emitsItsElementsFirst() {
        #expect(Observable.of(3).startWith(1, 2).record().0.events == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func chainedCallsEmitTheLastAppliedFirst() {
        let source = Observable.just(0).startWith(1).startWith(2).startWith(3)
        #expect(source.record().0.elements == [3, 2, 1, 0])
    }
}
