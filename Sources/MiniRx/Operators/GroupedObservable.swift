/// The elements of a sequence that share one key: what ``ObservableType/groupBy(keySelector:)``
/// emits, once per key.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of the group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}
