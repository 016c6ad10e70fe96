import CMainThread
import Dispatch

/// An observable whose values are always handled on the main thread or main queue: at
/// once when they arrive there, else queued onto the main queue.
public final class Render<Element>: Observable<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    /// Calls `handler` with every later value, on the main thread or main queue.
    public override func subscribe(_ handler: @escaping (Element) -> Void) -> Disposable {
        source.subscribe { value in
            if main_thread_is_current() != 0 || DispatchQueue.isMainQueue {
                handler(value)
            } else {
                let delivery = UncheckedDelivery(handler: handler, value: value)
                DispatchQueue.main.async { delivery.handler(delivery.value) }
            }
        }
    }
}

extension DispatchQueue {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (which a test runner or an app may drain
    /// from a thread other than the process's first).
    static var isMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) ?? false
    }
}

/// A handler and value carried to the main queue.
private struct UncheckedDelivery<Element>: @unchecked Sendable {
    let handler: (Element) -> Void
    let value: Element
}

