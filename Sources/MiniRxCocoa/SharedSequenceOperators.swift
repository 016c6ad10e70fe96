import MiniRx

// The operators of RxCocoa's shared sequences: each keeps the trait, as none can fail
// and each delivers where its source does.
extension SharedSequence {
    /// A sequence of `element`, delivered on the strategy's scheduler.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.just(element, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that only completes.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// The sequences' elements as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The latest elements of every source combined by `resultSelector`, once all have
    /// emitted (RxCocoa's `Driver.combineLatest` and friends).
    public static func combineLatest<S1, S2>(_ source1: SharedSequence<SharingStrategy, S1>, _ source2: SharedSequence<SharingStrategy, S2>, resultSelector: @escaping (S1, S2) throws -> Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of three sources combined by `resultSelector`.
    public static func combineLatest<S1, S2, S3>(_ source1: SharedSequence<SharingStrategy, S1>, _ source2: SharedSequence<SharingStrategy, S2>, _ source3: SharedSequence<SharingStrategy, S3>, resultSelector: @escaping (S1, S2, S3) throws -> Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of every source in `collection`, combined by `resultSelector`.
    public static func combineLatest<Other>(_ collection: [SharedSequence<SharingStrategy, Other>], resultSelector: @escaping ([Other]) throws -> Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// The elements that pass `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.filter(predicate))
    }

    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
    }

    /// The events of the newest inner sequence only.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// The events of every inner sequence.
    public func flatMap<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.flatMap { selector($0).asObservable() })
    }

    /// The events of an inner sequence, with elements ignored while one is active.
    public func flatMapFirst<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.flatMapFirst { selector($0).asObservable() })
    }

    /// Each element combined with the latest of `second`.
    public func withLatestFrom<Second, Result>(_ second: SharedSequence<SharingStrategy, Second>, resultSelector: @escaping (Element, Second) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest of `second` at each element.
    public func withLatestFrom<Second>(_ second: SharedSequence<SharingStrategy, Second>) -> SharedSequence<SharingStrategy, Second> {
        SharedSequence<SharingStrategy, Second>(source.withLatestFrom(second.asObservable()))
    }

    /// `elements` first, then the sequence.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat([Observable.from(elements), source]))
    }

    /// Each intermediate accumulated value.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence<SharingStrategy, A>(source.scan(seed, accumulator: accumulator))
    }

    /// Side effects around the events.
    public func `do`(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.do(onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
    }
}

extension SharedSequence where Element: Equatable {
    /// The elements without consecutive duplicates.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.distinctUntilChanged())
    }
}
