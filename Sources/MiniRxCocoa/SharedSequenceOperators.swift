import MiniRx

// The operators of RxCocoa's shared sequences, on `SharedSequenceConvertibleType` as
// RxCocoa declares them, so a type that conforms with `asSharedSequence()` alone (an
// `ActivityIndicator`) has them too. Each keeps a trait: none can fail, and each
// delivers where its source does; time is the strategy's scheduler's.

extension SharedSequence {
    /// A sequence of `element`, subscribed on the strategy's scheduler: on the main
    /// thread, the element and the completion at once, as RxCocoa's `just` (it is not
    /// shared: each subscriber gets its own).
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that only completes.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence made by `factory` for each subscriber.
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// The elements given, delivered on the strategy's scheduler, then completion.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// The elements of `array`, delivered on the strategy's scheduler, then completion
    /// (not shared, as RxCocoa's).
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of `sequence`, delivered on the strategy's scheduler, then completion.
    public static func from<S: Swift.Sequence>(_ sequence: S) -> SharedSequence<SharingStrategy, Element> where S.Element == Element {
        from(Array(sequence))
    }

    /// The element if there is one, then completion.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// The sequences one after another.
    public static func concat<S: Swift.Sequence>(_ sequence: S) -> SharedSequence<SharingStrategy, Element> where S.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The sequences in `collection` one after another.
    public static func concat<C: Swift.Collection>(_ collection: C) -> SharedSequence<SharingStrategy, Element> where C.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The latest elements of every source in `collection`, combined by `resultSelector`.
    public static func combineLatest<C: Swift.Collection, Result>(_ collection: C, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where C.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of every source in `collection`, as an array.
    public static func combineLatest<C: Swift.Collection>(_ collection: C) -> SharedSequence<SharingStrategy, [Element]>
        where C.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// The elements of every source in `collection`, pair by pair, combined by `resultSelector`.
    public static func zip<C: Swift.Collection, Result>(_ collection: C, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where C.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every source in `collection`, pair by pair, as an array.
    public static func zip<C: Swift.Collection>(_ collection: C) -> SharedSequence<SharingStrategy, [Element]>
        where C.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType {
    /// `make` applied to the sequence, kept in this trait.
    private func shared<Result>(_ make: (Observable<Element>) -> Observable<Result>) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(make(asSharedSequence().asObservable()))
    }

    /// The elements transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        shared { $0.map(transform) }
    }

    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        shared { $0.compactMap(transform) }
    }

    /// The elements that pass `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.filter(predicate) }
    }

    /// The events of the newest inner sequence only, in the inner sequences' trait: a
    /// `Signal` of taps into `Driver`s of answers is a `Driver`.
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().asObservable().flatMapLatest({ selector($0).asObservable() }, file: file, line: line, column: column))
    }

    /// The events of every inner sequence, in the inner sequences' trait.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().asObservable().flatMap({ selector($0).asObservable() }, file: file, line: line, column: column))
    }

    /// The events of an inner sequence, elements ignored while one is active, in the
    /// inner sequences' trait.
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asSharedSequence().asObservable().flatMapFirst({ selector($0).asObservable() }, file: file, line: line, column: column))
    }

    /// Each element combined with the latest of `second`, of any trait.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<SharingStrategy, Result> {
        shared { $0.withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector, file: file, line: line, column: column) }
    }

    /// The latest of `second`, of any trait, at each element.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<SharingStrategy, Second.Element> {
        shared { $0.withLatestFrom(second.asSharedSequence().asObservable(), file: file, line: line, column: column) }
    }

    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.skip(count) }
    }

    /// `element` first, then the sequence.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        shared { Observable.concat([.just(element), $0]) }
    }

    /// Each intermediate accumulated value.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A,
                        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<SharingStrategy, A> {
        shared { $0.scan(seed, accumulator: accumulator, file: file, line: line, column: column) }
    }

    /// At most one element per `dueTime` on the strategy's scheduler; `latest` sends the
    /// last one of a window at its end.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler, file: file, line: line, column: column) }
    }

    /// An element once `dueTime` has passed on the strategy's scheduler without another.
    public func debounce(_ dueTime: RxTimeInterval, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.debounce(dueTime, scheduler: SharingStrategy.scheduler, file: file, line: line, column: column) }
    }

    /// The events `dueTime` later on the strategy's scheduler.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.delay(dueTime, scheduler: SharingStrategy.scheduler) }
    }

    /// Side effects around the events.
    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                     afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                       onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose) }
    }

    /// Prints every event, as `Observable.debug` does.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function) }
    }

    /// The elements without consecutive ones that `comparer` calls equal.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.distinctUntilChanged(comparer) }
    }

    /// The elements without consecutive ones whose keys `comparer` calls equal.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.distinctUntilChanged(keySelector, comparer: comparer) }
    }

    /// The elements without consecutive ones of an equal key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.distinctUntilChanged(keySelector) }
    }

    /// Each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        shared { $0.withUnretained(object, resultSelector: resultSelector) }
    }

    /// Each element with `object`, held weakly, as a tuple.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        shared { $0.withUnretained(object) }
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// The elements without consecutive duplicates.
    public func distinctUntilChanged(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> SharedSequence<SharingStrategy, Element> {
        shared { $0.distinctUntilChanged(file: file, line: line, column: column) }
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The events of the newest inner sequence.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asSharedSequence().asObservable().flatMapLatest { $0.asSharedSequence().asObservable() })
    }

    /// The inner sequences merged.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asSharedSequence().asObservable().flatMap { $0.asSharedSequence().asObservable() })
    }

    /// The inner sequences merged, at most `maxConcurrent` subscribed at a time.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asSharedSequence().asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// The sequences' elements as they come.
    public static func merge<C: Swift.Collection>(_ sources: C) -> SharedSequence<SharingStrategy, Element> where C.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The sequences' elements as they come.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The sequences' elements as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … one each `period`, on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, … one each `period`, on the strategy's scheduler.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable for a `Driver`, as in RxCocoa: `drive(with:onNext:)` holds the object.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Unavailable for a `Driver`, as in RxCocoa: `drive(with:onNext:)` holds the object.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(object))
    }
}
