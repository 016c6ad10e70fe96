/// A sequence whose few events are fixed in advance and sent to each subscriber during
/// `subscribe`: `just`, `empty`, `error` and `never`.
///
/// As RxSwift's `Just`, `EmptyProducer`, `ErrorProducer` and `NeverProducer`, it bypasses
/// the current-thread trampoline: a sequence subscribed from inside its observer runs at
/// once rather than after the outer subscription has been set up. No sink is needed, as
/// nothing can happen after the events are sent.
///
/// The events are sent by a closure made where the sequence is created (inlined into the
/// client, so specialized for its element type): the class's own `subscribe` is generic
/// code, which would look up the metadata of `Event<Element>` on every subscription.
@usableFromInline
final class ImmediateSequence<Element>: Observable<Element> {
    @usableFromInline
    typealias Send = (_ to: (Event<Element>) -> Void) -> Void

    private let send: Send

    @usableFromInline
    init(_ send: @escaping Send) {
        self.send = send
    }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        send(eventHandler)
        return Disposables.create()
    }
}
