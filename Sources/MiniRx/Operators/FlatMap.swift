extension ObservableType {
    /// Maps each element to a sequence and merges the events of all of them.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Source.Element> {
        flatMapFamily("flatMap", selector, file: file, line: line, column: column)
    }

    /// Maps each element to a sequence, ignoring elements that arrive while the previous
    /// inner sequence is still active.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Source.Element> {
        flatMapFamily("flatMapFirst", selector, file: file, line: line, column: column)
    }

    /// Maps each element to a sequence and subscribes them one after another.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Source.Element> {
        flatMapFamily("concatMap", selector, file: file, line: line, column: column)
    }

    /// The flat-map family's one builder: `name` says how the inner sequences run (all
    /// at once, the latest only, none while one runs, one after another). vmrepl's
    /// `mutate` may have another of the family built in a call's place
    /// (``OperatorMutation``), and counts the calls its closure makes as sites of their own.
    @inlinable
    func flatMapFamily<Source: ObservableConvertibleType>(_ name: String, _ selector: @escaping (Element) throws -> Source,
                                                            file: StaticString, line: UInt, column: UInt) -> Observable<Source.Element> {
        let source = asObservable()
        let (replacement, selector) = OperatorMutation.flatMap(name, selector, file: file, line: line, column: column)
        let built: Observable<Source.Element>
        switch replacement ?? name {
        case "flatMapLatest":
            built = Producer("flatMapLatest") { sink in
                LatestInnerSubscription<Source>(sink: sink).run(source, selector: selector)
            }
        case "flatMapFirst":
            built = Producer("flatMapFirst") { sink in
                InnerSubscriptions<Source>(sink: sink, policy: .dropWhileActive).run(source, selector: selector)
            }
        case "concatMap":
            built = Producer("concatMap") { sink in
                InnerSubscriptions<Source>(sink: sink, policy: .queue(limit: 1)).run(source, selector: selector)
            }
        default:
            built = Producer("flatMap") { sink in
                InnerSubscriptions<Source>(sink: sink, policy: .all).run(source, selector: selector)
            }
        }
        return replacement == nil ? built : OperatorMutation.guarded(built)
    }
}
