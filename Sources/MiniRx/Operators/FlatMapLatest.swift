extension ObservableType {
    /// Maps each element to a sequence and follows only the latest one, disposing the
    /// previous inner subscription.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Source.Element> {
        flatMapFamily("flatMapLatest", selector, file: file, line: line, column: column)
    }

    /// ``flatMapLatest(_:)`` into sequences that cannot fail, as an `Infallible`: what
    /// RxSwift returns when the selector gives an `Infallible`.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Infallible<Source.Element> {
        Infallible(flatMapLatest({ try selector($0).asObservable() }, file: file, line: line, column: column))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Follows only the latest inner sequence.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

/// The one inner subscription of `flatMapLatest`.
@usableFromInline
final class LatestInnerSubscription<Inner: ObservableConvertibleType> {
    @usableFromInline let sink: Sink<Inner.Element>
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline let innerSubscription = SerialDisposable()
    // Guarded by ``lock``, and never held across a call.
    @usableFromInline var latest = 0
    @usableFromInline var hasLatest = false
    @usableFromInline var outerStopped = false
    /// The element the running inner sequence was started for, kept for a trace only.
    @usableFromInline var latestElement: Any?

    @usableFromInline
    init(sink: Sink<Inner.Element>) {
        self.sink = sink
    }

    @inlinable
    func run<Source>(_ source: Observable<Source>, selector: @escaping (Source) throws -> Inner) -> Disposable {
        outerSubscription.setDisposable(source.subscribe(eventHandler: { [self] event in
            switch event {
            case .next(let element):
                let inner: Inner
                do {
                    inner = try selector(element)
                } catch {
                    lock.performLocked { sink.on(.error(error)) }
                    return
                }
                let (id, slot) = lock.performLocked { () -> (Int, SingleAssignmentDisposable) in
                    if hasLatest {
                        RecordedEvents.noteCancelled(sink, startedFor: latestElement)
                    } else {
                        sink.traceNote(.started)
                    }
                    if sink.isRecorded { latestElement = element }
                    latest += 1
                    hasLatest = true
                    let slot = SingleAssignmentDisposable()
                    innerSubscription.disposable = slot
                    return (latest, slot)
                }
                slot.setDisposable(inner.asObservable().subscribe(eventHandler: { [self] event in
                    lock.performLocked {
                        // As RxSwift: an inner sequence that ends is disposed before its
                        // end is passed on.
                        if event.isStopEvent { slot.dispose() }
                        guard id == latest else { return }
                        switch event {
                        case .next, .error:
                            sink.on(event)
                        case .completed:
                            hasLatest = false
                            if outerStopped { sink.on(.completed) }
                        }
                    }
                }))
            case .error(let error):
                lock.performLocked { sink.on(.error(error)) }
            case .completed:
                lock.performLocked {
                    outerStopped = true
                    outerSubscription.dispose()
                    if !hasLatest { sink.on(.completed) }
                }
            }
        }))
        return Disposables.create(outerSubscription, innerSubscription)
    }
}
