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
    /// at once, the latest only, none while one runs, one after another), or another of
    /// the family as a build hook has it (``OperatorHooks``).
    @inlinable
    func flatMapFamily<Source: ObservableConvertibleType>(_ name: String, _ selector: @escaping (Element) throws -> Source,
                                                            file: StaticString, line: UInt, column: UInt) -> Observable<Source.Element> {
        let source = asObservable()
        return OperatorHooks.buildFlatMap(name, selector, file, line, column) { replacement, selector in
            switch replacement ?? name {
            case "flatMapLatest":
                return Producer("flatMapLatest") { sink in
                    LatestInnerSubscription<Source>(sink: sink).run(source, selector: selector)
                }
            case "flatMapFirst":
                return Producer("flatMapFirst") { sink in
                    InnerSubscriptions<Source>(sink: sink, policy: .dropWhileActive).run(source, selector: selector)
                }
            case "concatMap":
                return Producer("concatMap") { sink in
                    InnerSubscriptions<Source>(sink: sink, policy: .queue(limit: 1)).run(source, selector: selector)
                }
            default:
                return Producer("flatMap") { sink in
                    InnerSubscriptions<Source>(sink: sink, policy: .all).run(source, selector: selector)
                }
            }
        }
    }
}
