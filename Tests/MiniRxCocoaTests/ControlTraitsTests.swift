import MiniRxCocoa
import MiniRxTest
import Testing

/// RxCocoa's control traits and RxSwift's `Binder`, the types a view model's inputs and
/// outputs are declared with, as RxCocoa documents them.
extension SharingSchedulerSuites {
    @Suite struct ControlTraitsTests {
        /// A control event: no value on subscription, its events as they come; a property:
        /// its current value, `changed` only the changes, `orEmpty` reads nil as "".
        @Test func controlEventsAndPropertiesOnTheMainThread() async {
            let (events, values, changes, texts, set) = await MainActor.run { () -> ([Int], [String?], [String?], [String], [String?]) in
                let taps = PublishSubject<Int>()
                var events: [Int] = []
                let tap = ControlEvent(events: taps)
                _ = tap.subscribe(onNext: { events.append($0) })
                taps.onNext(1)
                taps.onNext(2)

                let text = BehaviorSubject<String?>(value: nil)
                var setTo: [String?] = []
                let property = ControlProperty(values: text, valueSink: AnyObserver<String?> { if case .next(let value) = $0 { setTo.append(value) } })
                var values: [String?] = [], changes: [String?] = [], texts: [String] = []
                _ = property.subscribe(onNext: { values.append($0) })
                _ = property.changed.subscribe(onNext: { changes.append($0) })
                _ = property.orEmpty.subscribe(onNext: { texts.append($0) })
                text.onNext("ann")
                property.onNext("typed")
                return (events, values, changes, texts, setTo)
            }
            #expect(events == [1, 2])
            #expect(values == [nil, "ann"])
            #expect(changes == ["ann"])
            #expect(texts == ["", "ann"])
            #expect(set == ["typed"])
        }

        /// On the main thread, where a control event subscribes.
        @Test func aControlEventAsADriverAndASignal() async {
            let events = await MainActor.run { () -> [String] in
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                var events: [String] = []
                SharingScheduler.mock(scheduler: scheduler) {
                    let taps = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError())])
                    let observer = scheduler.createObserver(String.self)
                    let event = ControlEvent(events: taps)
                    scheduler.scheduleAt(200) { _ = event.asSignal().emit(to: observer) }
                    scheduler.start()
                    events = observer.events.map(\.debugDescription)
                }
                return events
            }
            // An error becomes the end, as `asSignal()` of a control event makes it.
            #expect(events == ["next(a) @ 210", "completed @ 220"])
        }

        /// A binder applies each element to its target on its scheduler, and drops elements
        /// once the target is gone.
        @Test func aBinderBindsToItsTargetWhileItLives() {
            final class Label { var text = "" }
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            var label: Label? = Label()
            weak let weakLabel = label
            let binder = Binder(label ?? Label(), scheduler: scheduler) { $0.text = $1 }
            scheduler.scheduleAt(210) { binder.onNext("hello") }
            scheduler.scheduleAt(220) {
                #expect(label?.text == "hello")
                label = nil
            }
            scheduler.scheduleAt(230) { binder.onNext("nobody") }
            scheduler.start()
            #expect(weakLabel == nil)
            // Completion is ignored.
            binder.onCompleted()
        }
    }
}

struct TestError: Error, Equatable {}
