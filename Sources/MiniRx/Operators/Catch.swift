extension ObservableType {
    /// On an error, continues with the sequence `handler` returns for it.
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        OperatorHooks.buildCatch("catch", file, line, column, handler: handler) { replacement in
            replacement == OperatorHooks.passThrough ? asObservable() : catching(handler)
        }
    }

    /// `catch(_:)`'s builder.
    @inlinable
    func catching(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer("catch") { sink in
            let subscription = SerialDisposable()
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(source.subscribe(eventHandler: { event in
                guard case .error(let error) = event else {
                    sink.on(event)
                    return
                }
                do {
                    subscription.disposable = try handler(error).subscribe(eventHandler: sink.on)
                } catch {
                    sink.on(.error(error))
                }
            }))
            return subscription
        }
    }

    /// On an error, emits `element` and completes.
    @inlinable
    public func catchAndReturn(_ element: Element, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        let handler: (Swift.Error) throws -> Observable<Element> = { _ in Observable.just(element) }
        return OperatorHooks.buildCatch("catchAndReturn", file, line, column, handler: handler) { replacement in
            replacement == OperatorHooks.passThrough ? asObservable() : catching(handler)
        }
    }
}

extension ObservableType {
    /// The first source, and on an error the next one, until one completes; the last
    /// error ends the sequence when every source has failed, as RxSwift's static `catch`.
    @inlinable
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        let sources = Array(sequence)
        return SourcesInTurn(of: Sources.self, count: nil, advancesOn: .error) { AnyIterator(sources.makeIterator()) }.observable("catchAndReturn")
    }

    /// `catch(sequence:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}
