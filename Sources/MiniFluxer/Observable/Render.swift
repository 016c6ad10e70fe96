import CMainThread
import Dispatch

/// An observable whose values are always handled on the main thread: at once when they
/// arrive there, else queued onto the main queue.
public final class Render<Element>: Observable<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    public override func subscribe(_ handler: @escaping (Element) -> Void) -> Disposable {
        source.subscribe { value in
            if main_thread_is_current() != 0 {
                handler(value)
            } else {
                let delivery = UncheckedDelivery(handler: handler, value: value)
                DispatchQueue.main.async { delivery.handler(delivery.value) }
            }
        }
    }
}

/// A handler and value carried to the main queue.
private struct UncheckedDelivery<Element>: @unchecked Sendable {
    let handler: (Element) -> Void
    let value: Element
}

