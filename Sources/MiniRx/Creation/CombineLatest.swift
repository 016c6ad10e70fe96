extension ObservableType {
    /// Combines the latest elements of two sources with `resultSelector` whenever either
    /// emits, once both have emitted.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        OperatorHooks.build("combineLatest", file, line, column) { replacement in
            replacement == nil ? combiningLatest(source1.asObservable(), source2.asObservable(), resultSelector)
                : source1.asObservable().latestFrom(source2.asObservable(), resultSelector)
        }
    }

    /// `combineLatest(_:_:resultSelector:)`'s builder.
    @inlinable
    static func combiningLatest<E1, E2>(_ s1: Observable<E1>, _ s2: Observable<E2>, _ resultSelector: @escaping (E1, E2) throws -> Element) -> Observable<Element> {
        Producer("combineLatest") { sink in
            // The latest values, written and read only under the combiner's lock.
            let latest = SubscriptionState<(E1?, E2?)>((nil, nil))
            let combiner = LatestValues(sink: sink, arity: 2) {
                guard let v1 = latest.value.0, let v2 = latest.value.1 else { return nil }
                return try resultSelector(v1, v2)
            }
            return Disposables.create(
                combiner.subscribe(s1, index: 0) { latest.value.0 = $0 },
                combiner.subscribe(s2, index: 1) { latest.value.1 = $0 }
            )
        }
    }

    /// Combines the latest elements of three sources with `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Producer("combineLatest") { sink in
            let latest = SubscriptionState<(O1.Element?, O2.Element?, O3.Element?)>((nil, nil, nil))
            let combiner = LatestValues(sink: sink, arity: 3) {
                guard let v1 = latest.value.0, let v2 = latest.value.1, let v3 = latest.value.2 else { return nil }
                return try resultSelector(v1, v2, v3)
            }
            return Disposables.create([
                combiner.subscribe(s1, index: 0) { latest.value.0 = $0 },
                combiner.subscribe(s2, index: 1) { latest.value.1 = $0 },
                combiner.subscribe(s3, index: 2) { latest.value.2 = $0 },
            ])
        }
    }

    /// Combines the latest elements of four sources with `resultSelector`.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element) -> Observable<Element> {
        let (s1, s2, s3, s4) = (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
        return Producer("combineLatest") { sink in
            let latest = SubscriptionState<(O1.Element?, O2.Element?, O3.Element?, O4.Element?)>((nil, nil, nil, nil))
            let combiner = LatestValues(sink: sink, arity: 4) {
                guard let v1 = latest.value.0, let v2 = latest.value.1, let v3 = latest.value.2, let v4 = latest.value.3 else {
                    return nil
                }
                return try resultSelector(v1, v2, v3, v4)
            }
            return Disposables.create([
                combiner.subscribe(s1, index: 0) { latest.value.0 = $0 },
                combiner.subscribe(s2, index: 1) { latest.value.1 = $0 },
                combiner.subscribe(s3, index: 2) { latest.value.2 = $0 },
                combiner.subscribe(s4, index: 3) { latest.value.3 = $0 },
            ])
        }
    }

    /// Combines the latest elements of every source in the collection with
    /// `resultSelector`, once all have emitted.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Producer("combineLatest") { sink in
            // As RxSwift: no sources combine into the selector's value for none.
            if sources.isEmpty {
                do {
                    sink.onNext(try resultSelector([]))
                    sink.on(.completed)
                } catch {
                    sink.on(.error(error))
                }
                return Disposables.create()
            }
            var values = [Collection.Element.Element?](repeating: nil, count: sources.count)
            let combiner = LatestValues(sink: sink, arity: sources.count) {
                let present = values.compactMap { $0 }
                guard present.count == values.count else { return nil }
                return try resultSelector(present)
            }
            return Disposables.create(sources.enumerated().map { index, source in
                combiner.subscribe(source, index: index) { values[index] = $0 }
            })
        }
    }
}

extension ObservableType where Element == Any {
    /// The latest elements of two sources as a tuple.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<(O1.Element, O2.Element)> {
        Observable.combineLatest(source1, source2, resultSelector: { ($0, $1) }, file: file, line: line, column: column)
    }

    /// The latest elements of three sources as a tuple.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The latest elements of four sources as a tuple.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// The latest elements of every source in the collection, as an array.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

/// The bookkeeping of `combineLatest`: which sources have emitted and which are done.
///
/// Emits a combination on every element once every source has emitted, never removing
/// duplicates; completes when every source has completed (or when a source emits while
/// the others, one of which never emitted, have all completed); fails on the first error.
@usableFromInline
final class LatestValues<Result> {
    @usableFromInline let sink: Sink<Result>
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let result: () throws -> Result?
    @usableFromInline var hasValue: [Bool]
    @usableFromInline var isDone: [Bool]
    @usableFromInline var valueCount = 0
    @usableFromInline var doneCount = 0

    @usableFromInline
    init(sink: Sink<Result>, arity: Int, result: @escaping () throws -> Result?) {
        self.sink = sink
        self.result = result
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
    }

    @inlinable
    func subscribe<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(eventHandler: { [self] event in
            lock.performLocked {
                switch event {
                case .next(let element):
                    store(element)
                    next(index)
                case .error(let error):
                    sink.on(.error(error))
                case .completed:
                    done(index)
                }
            }
            // A finished source's subscription is let go of after the lock.
            if event.isStopEvent { subscription.dispose() }
        }))
        return subscription
    }

    @inlinable
    func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == hasValue.count {
            do {
                if let combined = try result() { sink.onNext(combined) }
            } catch {
                sink.on(.error(error))
            }
        } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
            sink.on(.completed)
        } else {
            sink.traceNote(.waitingForEverySource)
        }
    }

    @inlinable
    func done(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == isDone.count {
            sink.on(.completed)
        }
    }
}
