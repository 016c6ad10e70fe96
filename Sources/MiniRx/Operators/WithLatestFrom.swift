extension ObservableType {
    /// Combines each element with the latest element of `second`.
    ///
    /// Elements that arrive before `second` has emitted are dropped. `second` is
    /// subscribed first, so a replaying source such as a `BehaviorRelay` is ready before
    /// the first element. The completion of `second` is ignored; its error ends the result.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<ResultType> {
        OperatorHooks.build("withLatestFrom", file, line, column) { replacement in
            replacement == nil ? latestFrom(second.asObservable(), resultSelector)
                : Observable.combiningLatest(asObservable(), second.asObservable(), resultSelector)
        }
    }

    /// `withLatestFrom(_:resultSelector:)`'s builder.
    @inlinable
    func latestFrom<Second, ResultType>(_ second: Observable<Second>, _ resultSelector: @escaping (Element, Second) throws -> ResultType) -> Observable<ResultType> {
        let first = asObservable()
        return Producer("withLatestFrom") { sink in
            let lock = RecursiveLock()
            let latest = SubscriptionState<Second?>(nil)
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(second.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        latest.value = element
                        sink.traceNote(.keptAsLatest)
                    case .error(let error):
                        sink.on(.error(error))
                    case .completed:
                        secondSubscription.dispose()
                    }
                }
            }))
            let firstSubscription = first.subscribe(eventHandler: { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        guard let latest = latest.value else {
                            sink.traceNote(.noLatestYet)
                            return
                        }
                        do {
                            sink.onNext(try resultSelector(element, latest))
                        } catch {
                            sink.on(.error(error))
                        }
                    case .error(let error):
                        sink.on(.error(error))
                    case .completed:
                        sink.on(.completed)
                    }
                }
            })
            return Disposables.create(firstSubscription, secondSubscription)
        }
    }

    /// The latest element of `second` each time this sequence emits.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Source.Element> {
        withLatestFrom(second, resultSelector: { $1 }, file: file, line: line, column: column)
    }
}
