/// A value that notifies its subscribers when it is set.
///
/// Subscribing does not deliver the current value: a subscriber sees only later changes.
public final class ObservableValue<Element>: Observable<Element> {
    @usableFromInline var handlers: [(key: Int, handle: (Element) -> Void)] = []
    @usableFromInline var storage: Element
    private var nextKey = 0

    /// The current value; setting it notifies every subscriber.
    ///
    /// Inlinable so that a store's setter runs specialized for its element type: generic,
    /// each set paid for several type-metadata lookups.
    public var value: Element {
        @inlinable get { storage }
        @inlinable set {
            storage = newValue
            for entry in handlers { entry.handle(newValue) }
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
        handlers.append((key, handler))
        return BlockDisposable { [weak self] in
            self?.handlers.removeAll { $0.key == key }
        }
    }
}
