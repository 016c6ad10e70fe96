/// An observable sequence with a narrower grammar, as RxSwift's `PrimitiveSequence`:
/// `Single` (one element, or an error), `Maybe` (an element, nothing, or an error) and
/// `Completable` (completion or an error). The trait is a type that only names which.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    @inlinable
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A value that is, or can be made into, a primitive sequence of its trait.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of element.
    associatedtype Element

    /// The primitive sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequenceType {
    /// A sequence that calls `factory` for each subscriber.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Delivers the events on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.observe(on: scheduler))
    }

    /// Subscribes to the source on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.subscribe(on: scheduler))
    }

    /// On an error, continues with the sequence `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catch { try handler($0).asObservable() })
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.retry(maxAttemptCount))
    }

    /// Delays the events by `dueTime` on `scheduler`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.delay(dueTime, scheduler: scheduler))
    }
}
