extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer("flatMap") { sink in
            InnerSubscriptions<Source>(sink: sink, policy: .all).run(source, selector: selector)
        }
    }

    /// Maps each element to a sequence, ignoring elements that arrive while the previous
    /// inner sequence is still active.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer("flatMapFirst") { sink in
            InnerSubscriptions<Source>(sink: sink, policy: .dropWhileActive).run(source, selector: selector)
        }
    }

    /// Maps each element to a sequence and subscribes them one after another.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer("concatMap") { sink in
            InnerSubscriptions<Source>(sink: sink, policy: .queue(limit: 1)).run(source, selector: selector)
        }
    }
}
