extension ObservableType {
    /// The elements of each source in turn: the next source is subscribed when the
    /// previous one completes; an error ends the whole sequence.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// The elements of each source in turn, the sequence iterated anew by each
    /// subscription and only as far as it goes (it may be endless).
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        SourcesInTurn(of: Sources.self, count: nil, advancesOn: .completion) { AnyIterator(sources.makeIterator()) }.observable("concat")
    }

    /// The elements of each source in turn.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let array = Array(sources)
        return SourcesInTurn(of: Sources.self, count: array.count, advancesOn: .completion) { AnyIterator(array.makeIterator()) }.observable("concat")
    }

    /// This sequence's elements, then those of `second`.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}
