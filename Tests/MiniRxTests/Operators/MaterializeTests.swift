import MiniRx
import MiniRxTest
import Testing

@Suite struct MaterializeTests {
    let resources = NoResourcesLeft()

    @Test func materializeTurnsEventsIntoElements() {
        let events = Observable<Int>.concat(Observable.just(1), Observable.error(TestError())).materialize().record().0
        #expect(events.events == [.next(.next(1)), .next(.error(TestError())), .completed])
    }

    @Test func dematerializeTurnsThemBack() {
        let events = Observable.of(Event.next(1), Event.completed, Event.next(2)).dematerialize().record().0
        #expect(events.events == [.next(1), .completed])
    }
}
