/// A value that notifies its subscribers when it is set.
///
/// Subscribing does not deliver the current value: a subscriber sees only later changes.
public final class ObservableValue<Element>: Observable<Element> {
    /// The subscribers' handlers, each a ``Handler``, by key. Not typed by `Element`:
    /// `subscribe` runs unspecialized (it overrides, and is called through
    /// `Observable<Element>`), and an array of element-typed closures had it look up the
    /// array's, the tuple's and the closure's type metadata on every subscribe and
    /// dispose.
    ///
    /// Used from one thread at a time, with no access overlapping another (handlers run
    /// on a copy of the list).
    @usableFromInline var handlers: [(key: Int, handler: AnyObject)] = []
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

    /// The current value; setting it notifies every subscriber.
    ///
    /// Inlinable so that a store's setter runs specialized for its element type: generic,
    /// each set paid for several type-metadata lookups.
    public var value: Element {
        @inlinable get { storage }
        @inlinable set {
            storage = newValue
            for entry in handlers {
                // Every entry is a `Handler` of this element type: `subscribe` made it.
                unsafeDowncast(entry.handler, to: Handler.self).handle(newValue)
            }
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
