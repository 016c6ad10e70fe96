extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before them.
    @inlinable
    public func distinctUntilChanged(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        OperatorHooks.build("distinctUntilChanged", file, line, column) { replacement in
            replacement == OperatorHooks.passThrough ? asObservable() : distinctUntilChanged({ $0 }, comparer: ==)
        }
    }
}

extension ObservableType {
    /// Drops elements whose key equals the previous element's key.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` finds equal to the previous element.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` finds equal to the previous element's key.
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer("distinctUntilChanged") { sink in
            let previousKey = SubscriptionState<Key?>(nil)
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        let key = try keySelector(element)
                        if let previous = previousKey.value, try comparer(previous, key) { return }
                        previousKey.value = key
                        sink.onNext(element)
                    } catch {
                        sink.on(.error(error))
                    }
                case .error, .completed:
                    sink.on(event)
                }
            })
        }
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] }
    }
}
