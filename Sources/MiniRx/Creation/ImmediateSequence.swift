/// A sequence whose few events are fixed in advance and sent to each subscriber during
/// `subscribe`: `just`, `empty`, `error` and `never`.
///
/// As RxSwift's `Just`, `EmptyProducer`, `ErrorProducer` and `NeverProducer`, it bypasses
/// the current-thread trampoline: a sequence subscribed from inside its observer runs at
/// once rather than after the outer subscription has been set up. No sink is needed, as
/// nothing can happen after the events are sent.
final class ImmediateSequence<Element>: Observable<Element> {
    enum Events {
        /// `next(element)`, then `completed`.
        case just(Element)
        /// `completed`.
        case empty
        /// `error(error)`.
        case error(Swift.Error)
        /// Nothing, ever.
        case never
    }

    private let events: Events

    init(_ events: Events) {
        self.events = events
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        switch events {
        case .just(let element):
            eventHandler(.next(element))
            eventHandler(.completed)
        case .empty:
            eventHandler(.completed)
        case .error(let error):
            eventHandler(.error(error))
        case .never:
            break
        }
        return Disposables.create()
    }
}
