/// A value that notifies its subscribers when it is set.
///
/// Subscribing does not deliver the current value: a subscriber sees only later changes.
public final class ObservableValue<Element>: Observable<Element> {
    /// The subscribers' handlers, by key. Used from one thread at a time (handlers run on
    /// a copy of the list).
    @usableFromInline var handlers: [(key: Int, handler: Handler)] = []
    @usableFromInline var storage: Element
    private var nextKey = 0

    /// One subscriber's handler.
    @usableFromInline
    final class Handler {
        @usableFromInline let handle: (Element) -> Void

        init(_ handle: @escaping (Element) -> Void) {
            self.handle = handle
            LiveSubscriptions.increment()
        }

        deinit {
            LiveSubscriptions.decrement()
        }
    }

    /// Sees each read of ``value``: a tool that follows what code reads (vmrepl's `trace`,
    /// naming the state a guard read) sets it.
    @usableFromInline package var reading: ((Element) -> Void)?

    /// The current value; setting it notifies every subscriber.
    public var value: Element {
        @inlinable get {
            reading?(storage)
            return storage
        }
        @inlinable set {
            storage = newValue
            for entry in handlers { entry.handler.handle(newValue) }
        }
    }

    /// Creates the value.
    public init(_ value: Element) {
        storage = value
    }

    /// Calls `handler` with every later value; the current one is not delivered.
    public override func subscribe(_ handler: @escaping (Element) -> Void) -> Disposable {
        nextKey += 1
        let key = nextKey
        handlers.append((key, Handler(handler)))
        return BlockDisposable { [weak self] in
            self?.handlers.removeAll { $0.key == key }
        }
    }
}
