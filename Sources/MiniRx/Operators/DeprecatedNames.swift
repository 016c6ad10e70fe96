// The names RxSwift 6 deprecated and still declares, so code written for RxSwift 5
// pastes in; each calls the operator it was renamed to, as RxSwift's does.

extension ObservableType {
    /// `catch(_:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        self.catch(handler)
    }

    /// `catchAndReturn(_:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// `observe(on:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// `subscribe(on:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// `take(until:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// `take(until:behavior:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    /// `take(while:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// `skip(while:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// `skip(until:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}
