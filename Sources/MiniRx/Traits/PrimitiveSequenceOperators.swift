/// The operators every trait has, each the `Observable` operator of the same name kept
/// within the trait.
extension PrimitiveSequence {
    /// Subscribes to the source `dueTime` later, on `scheduler`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Prints the events and subscriptions, as `Observable.debug` does.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
                      function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Resubscribes after an error of type `Error` each time the observable
    /// `notificationHandler` makes of the errors emits, as `Observable.retry(when:)`.
    public func retry<Error: Swift.Error, Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Error>) -> Trigger) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// ``retry(when:)`` for any error.
    public func retry<Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Ends with `RxError.timeout` if the trait has not ended within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if the trait has not ended within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// A trait made for each subscriber with a resource that lives as long as its
    /// subscription.
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource,
                                                   primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
    }

    /// `observe(on:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// `subscribe(on:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// `catch(_:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        self.catch(handler)
    }

    /// `retry(when:)`, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Error: Swift.Error, Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Error>) -> Trigger) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// `retry(when:)` for any error, by its RxSwift 5 name.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A trait that emits 0 after `dueTime` on `scheduler`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
