import MiniRx

/// How a shared sequence shares and where it delivers: RxCocoa's `SharingStrategyProtocol`.
public protocol SharingStrategyProtocol {
    /// Where the sequence's events are delivered.
    static var scheduler: SchedulerType { get }

    /// The source shared as the trait shares it.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// An observable sequence that cannot fail, delivers on its strategy's scheduler and
/// shares one subscription: RxCocoa's `SharedSequence`, of which `Driver` and `Signal`
/// are the two kinds. Platform-independent; no UI framework needed.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps `source`, shared as the strategy shares; the source must not fail and must
    /// deliver on the strategy's scheduler.
    public init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    init(raw: Observable<Element>) {
        source = raw
    }

    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The sequence as an `Infallible` (it cannot fail either).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }

    /// Returns itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// A value that is, or can be made into, a shared sequence.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The shared sequence itself.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as an `Observable`: a type that conforms with `asSharedSequence()`
    /// alone (an `ActivityIndicator`) needs no more.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of strategy `S`: delivered on its scheduler, an
    /// error replaced by `element` and the end.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn element: Element) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(element))
    }

    /// The sequence as a shared sequence of strategy `S`, an error replaced by `fallback`.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith fallback: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in fallback.asObservable() })
    }

    /// The sequence as a shared sequence of strategy `S`, an error replaced by what
    /// `recover` gives.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorRecover recover: @escaping (Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { recover($0).asObservable() })
    }
}

/// Where shared sequences deliver: the main scheduler, or, while testing, the scheduler a
/// test chose with ``mock(scheduler:action:)``, as RxCocoa's `SharingScheduler`.
public enum SharingScheduler {
    /// A main scheduler of its own for each shared sequence, as RxCocoa 6 makes one: a
    /// sequence driven from inside another's delivery (a `Driver` into a relay that
    /// drives a view) is delivered at once, in order, not queued behind the outer one.
    nonisolated(unsafe) private static var factory: () -> SchedulerType = { MainScheduler() }

    /// The scheduler shared sequences deliver on now.
    public static var make: () -> SchedulerType { factory }

    /// Runs `action` with shared sequences delivering on `scheduler` (a `TestScheduler`,
    /// say), then restores the main scheduler.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on the scheduler `makeScheduler`
    /// gives each time one is needed, then restores the main scheduler.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = factory
        factory = makeScheduler
        defer { factory = previous }
        try action()
    }
}
