// `Infallible`'s operators, as RxSwift declares them: each the `Observable` operator of
// the same name, its result an `Infallible` again.

extension InfallibleType {
    /// A sequence of `element`, then completion.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// A sequence of `element` sent on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// A sequence that only completes.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// A sequence made by `observableFactory` for each subscriber.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// The elements given, sent on `scheduler`, then completion.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The array's elements, sent on `scheduler`, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The sequence's elements, sent on `scheduler`, then completion.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }

    /// Side effects around the elements, the completion, subscription and disposal.
    public func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Infallible<Element> {
        Infallible(asObservable().do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                                     onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension InfallibleType {
    /// The elements that pass `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// The elements transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// The elements whose key differs from the one before.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// The elements that `comparer` says differ from the one before.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// The elements whose key `comparer` says differs from the one before.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// The elements whose property at `keyPath` differs from the one before.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }

    /// An element once `dueTime` has passed without another.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler, file: file, line: line, column: column))
    }

    /// At most one element per `dueTime`: the first, and the latest at its end if `latest`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler, file: file, line: line, column: column))
    }

    /// The events of every inner sequence.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector, file: file, line: line, column: column))
    }

    /// The events of the newest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector, file: file, line: line, column: column))
    }

    /// The events of an inner sequence; elements are ignored while one runs.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector, file: file, line: line, column: column))
    }

    /// The inner sequences one after another.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector, file: file, line: line, column: column))
    }

    /// This sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.concat([asObservable(), second.asObservable()]))
    }

    /// The sequences one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The sequences one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The sequences one after another.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The sequences of `sources`, as RxSwift 6.10 has this overload: one after another
    /// (it concatenates, where the array and variadic forms merge).
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of every sequence as they come.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of every sequence as they come.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Each accumulated value, the accumulator changing it in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void,
                           file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator, file: file, line: line, column: column))
    }

    /// Each accumulated value.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed,
                           file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator, file: file, line: line, column: column))
    }

    /// `element` first.
    public func startWith(_ element: Element, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Element> {
        Infallible(asObservable().startWith(element, file: file, line: line, column: column))
    }

    /// The elements until `other` emits.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` emits.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until one satisfies `predicate` (it too, if `behavior` is inclusive).
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while they satisfy `predicate`.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements.
    public func take(_ count: Int, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Element> {
        Infallible(asObservable().take(count, file: file, line: line, column: column))
    }

    /// The elements within `duration` of the subscription.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements once `other` has emitted.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// One subscription shared by every subscriber, replaying the last `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope, file: file, line: line, column: column))
    }

    /// Each element with `obj`, held weakly, through `resultSelector`; completes once
    /// `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element with `obj`, held weakly; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }

    /// The latest of `second` combined with each element.
    public func withLatestFrom<Source: InfallibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector, file: file, line: line, column: column))
    }

    /// The latest of `second` at each element.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Source.Element> {
        withLatestFrom(second, resultSelector: { $1 }, file: file, line: line, column: column)
    }

    /// Prints the events and subscriptions, as `Observable.debug` does.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
                      function: String = #function) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType where Element: Equatable {
    /// The elements without consecutive duplicates.
    public func distinctUntilChanged(file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(file: file, line: line, column: column))
    }
}
