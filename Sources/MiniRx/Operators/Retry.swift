extension ObservableType {
    /// Resubscribes after every error, forever.
    @inlinable
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return SourcesInTurn(of: EndlessRepetition.self, count: nil, advancesOn: .error) {
            AnyIterator { source }
        }.observable("retry")
    }

    /// Subscribes up to `maxAttemptCount` times in all; the last attempt's error ends the
    /// sequence.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        let source = asObservable()
        return SourcesInTurn(of: Repeated<Observable<Element>>.self, count: nil, advancesOn: .error) {
            AnyIterator(Swift.repeatElement(source, count: maxAttemptCount).makeIterator())
        }.observable("retry")
    }
}

/// The endless sequence of one source `retry()` subscribes in turn: a type of its own, as
/// RxSwift's, so that only another `retry()` is taken in by it.
@usableFromInline
enum EndlessRepetition {}
