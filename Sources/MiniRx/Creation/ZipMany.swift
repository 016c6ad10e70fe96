// `zip` of four to eight sources, as RxSwift has them (its generated `Zip+arity`), and
// over a collection.
extension ObservableType {
    /// Pairs the n-th elements of 4 sources with `resultSelector`; built on the 3-source form,
    /// which gives the same events in the same order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element) -> Observable<Element> {
        Observable.zip(Observable<Any>.zip(source1, source2, source3), source4) { first, last in
            try resultSelector(first.0, first.1, first.2, last)
        }
    }

    /// Pairs the n-th elements of 5 sources with `resultSelector`; built on the 4-source form,
    /// which gives the same events in the same order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element) -> Observable<Element> {
        Observable.zip(Observable<Any>.zip(source1, source2, source3, source4), source5) { first, last in
            try resultSelector(first.0, first.1, first.2, first.3, last)
        }
    }

    /// Pairs the n-th elements of 6 sources with `resultSelector`; built on the 5-source form,
    /// which gives the same events in the same order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element) -> Observable<Element> {
        Observable.zip(Observable<Any>.zip(source1, source2, source3, source4, source5), source6) { first, last in
            try resultSelector(first.0, first.1, first.2, first.3, first.4, last)
        }
    }

    /// Pairs the n-th elements of 7 sources with `resultSelector`; built on the 6-source form,
    /// which gives the same events in the same order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element) -> Observable<Element> {
        Observable.zip(Observable<Any>.zip(source1, source2, source3, source4, source5, source6), source7) { first, last in
            try resultSelector(first.0, first.1, first.2, first.3, first.4, first.5, last)
        }
    }

    /// Pairs the n-th elements of 8 sources with `resultSelector`; built on the 7-source form,
    /// which gives the same events in the same order.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element) -> Observable<Element> {
        Observable.zip(Observable<Any>.zip(source1, source2, source3, source4, source5, source6, source7), source8) { first, last in
            try resultSelector(first.0, first.1, first.2, first.3, first.4, first.5, first.6, last)
        }
    }

    /// Pairs the n-th elements of every source in `collection` with `resultSelector`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Producer("zip") { sink in
            if sources.isEmpty {
                sink.on(.completed)
                return Disposables.create()
            }
            var queues = Array(repeating: ElementQueue<Collection.Element.Element>(), count: sources.count)
            let zipper = ZipQueues(sink: sink, arity: sources.count, completesWhenUnpairable: true) { index in
                !queues[index].isEmpty
            } result: {
                var values: [Collection.Element.Element] = []
                for index in queues.indices {
                    guard let value = queues[index].dequeue() else { return nil }
                    values.append(value)
                }
                return try resultSelector(values)
            }
            return Disposables.create(sources.enumerated().map { index, source in
                zipper.subscribe(source, index: index) { queues[index].enqueue($0) }
            })
        }
    }

    /// The n-th elements of every source in `collection`, as an array.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// The elements of 4 sources as a tuple.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// The elements of 5 sources as a tuple.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// The elements of 6 sources as a tuple.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The elements of 7 sources as a tuple.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The elements of 8 sources as a tuple.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
