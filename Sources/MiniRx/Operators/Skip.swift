extension ObservableType {
    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer("skip") { sink in
            var remaining = count
            return source.subscribe(eventHandler: { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                sink.on(event)
            })
        }
    }
}

extension ObservableType {
    /// Drops elements while `predicate` holds, then passes every element on; an error
    /// `predicate` throws ends the sequence.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer("skip(while:)") { sink in
            var skipping = true
            return source.subscribe(eventHandler: { event in
                if case .next(let element) = event, skipping {
                    do {
                        skipping = try predicate(element)
                    } catch {
                        sink.on(.error(error))
                        return
                    }
                    if skipping { return }
                }
                sink.on(event)
            })
        }
    }

    /// Drops elements until `other` emits an element, then passes every element on.
    ///
    /// `other` is subscribed first. Its error ends the result; its completion before any
    /// element leaves the result dropping elements. The source's completion is passed on
    /// only once elements pass; before, the subscription just ends, as RxSwift's
    /// `skip(until:)` does.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer("skip(until:)") { sink in
            let lock = RecursiveLock()
            var open = false
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(other.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next:
                        open = true
                        otherSubscription.dispose()
                    case .error(let error):
                        sink.on(.error(error))
                    case .completed:
                        otherSubscription.dispose()
                    }
                }
            }))
            let sourceSubscription = source.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next where !open: return
                    case .completed where !open: sink.dispose()
                    default: sink.on(event)
                    }
                }
            })
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }
}
