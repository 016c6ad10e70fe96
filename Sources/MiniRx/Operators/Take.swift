extension ObservableType {
    /// Emits the first `count` elements, then completes and unsubscribes.
    public func take(_ count: Int, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        if count <= 0 { return Observable.empty() }
        let source = asObservable()
        guard count == 1 else { return taking(count, from: source) }
        return OperatorHooks.build("take(1)", file, line, column) { replacement in
            replacement == OperatorHooks.passThrough ? source : taking(1, from: source)
        }
    }

    /// `take(_:)`'s builder.
    private func taking(_ count: Int, from source: Observable<Element>) -> Observable<Element> {
        Producer("take") { sink in
            var remaining = count
            return source.subscribe(eventHandler: { event in
                switch event {
                case .next:
                    guard remaining > 0 else { return }
                    remaining -= 1
                    sink.on(event)
                    if remaining == 0 { sink.on(.completed) }
                case .error, .completed:
                    sink.on(event)
                }
            })
        }
    }

    /// Emits elements until `other` emits an element, then completes.
    ///
    /// `other` is subscribed first. Its completion is ignored; its error ends the result.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer("take(until:)") { sink in
            let lock = RecursiveLock()
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next:
                        sink.on(.completed)
                    case .error(let error):
                        sink.on(.error(error))
                    case .completed:
                        otherSubscription.dispose()
                    }
                }
            }))
            let sourceSubscription = source.subscribe(eventHandler: { event in
                lock.performLocked { sink.on(event) }
            })
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }

    /// Emits elements until one satisfies `predicate`; `behavior` says whether that
    /// element is emitted.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        let source = asObservable()
        return Producer("take(until:)") { sink in
            source.subscribe(eventHandler: { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            if behavior == .inclusive { sink.on(event) }
                            sink.on(.completed)
                        } else {
                            sink.on(event)
                        }
                    } catch {
                        sink.on(.error(error))
                    }
                case .error, .completed:
                    sink.on(event)
                }
            })
        }
    }

    /// Emits elements while they satisfy `predicate`, then completes.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}

/// Whether the element that ends `take(until:)` or `take(while:)` is emitted.
public enum TakeBehavior {
    /// The element that ends the sequence is emitted.
    case inclusive
    /// The element that ends the sequence is not emitted.
    case exclusive
}
