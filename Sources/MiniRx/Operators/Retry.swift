extension ObservableType {
    /// Resubscribes after every error, forever.
    @inlinable
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return Producer("retry") { sink in
            InTurnSubscription(sources: Swift.repeatElement(source, count: Int.max).makeIterator(), sink: sink, advancesOn: .error).start()
        }
    }

    /// Subscribes up to `maxAttemptCount` times in all; the last attempt's error ends the
    /// sequence.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer("retry") { sink in
            InTurnSubscription(sources: Swift.repeatElement(source, count: maxAttemptCount).makeIterator(), sink: sink, advancesOn: .error).start()
        }
    }
}
