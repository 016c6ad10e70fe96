extension ObservableType {
    /// A sequence of the given elements, then `completed`, sent on `scheduler`.
    ///
    /// On the default current-thread scheduler each element is a separate step of the
    /// trampoline, so sequences merged with this one interleave as in RxSwift.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, then `completed`, sent on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(sequence: array, scheduler: scheduler)
    }

    /// A sequence of the sequence's elements, then `completed`, sent on `scheduler`.
    public static func from<Source: Swift.Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Source.Element == Element {
        from(sequence: sequence, scheduler: scheduler)
    }

    /// A sequence of the optional's value, if any, then `completed`.
    public static func from(optional: Element?) -> Observable<Element> {
        Producer("from") { sink in
            if let optional { sink.onNext(optional) }
            sink.on(.completed)
            return Disposables.create()
        }
    }

    /// A sequence of the optional's value, if any, sent on `scheduler`, then `completed`,
    /// scheduled after it (RxSwift's `from(optional:scheduler:)`).
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer("from") { sink in
            scheduler.schedule(optional) { optional in
                guard let element = optional else {
                    sink.on(.completed)
                    return Disposables.create()
                }
                sink.onNext(element)
                return scheduler.schedule(()) { _ in
                    sink.on(.completed)
                    return Disposables.create()
                }
            }
        }
    }

    private static func from<Source: Swift.Sequence>(sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element {
        Producer("from") { sink in
            var iterator = sequence.makeIterator()
            return scheduler.scheduleRecursive(()) { _, recurse in
                if let element = iterator.next() {
                    sink.onNext(element)
                    recurse(())
                } else {
                    sink.on(.completed)
                }
            }
        }
    }
}
