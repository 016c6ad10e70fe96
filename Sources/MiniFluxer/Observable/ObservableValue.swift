/// A value that notifies its subscribers when it is set.
///
/// Subscribing does not deliver the current value: a subscriber sees only later changes.
public final class ObservableValue<Element>: Observable<Element> {
    private var handlers: [(key: Int, handle: (Element) -> Void)] = []
    private var nextKey = 0

    /// The current value; setting it notifies every subscriber.
    public var value: Element {
        didSet {
            for entry in handlers { entry.handle(value) }
        }
    }

    /// Creates the value.
    public init(_ value: Element) {
        self.value = value
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
