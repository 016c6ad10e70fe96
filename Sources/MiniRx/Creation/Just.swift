extension ObservableType {
    /// A sequence of one element, then `completed`.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        ImmediateSequence { observer in
            observer(.next(element))
            observer(.completed)
        }
    }

    /// A sequence of one element, then `completed`, both sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(()) { _ in
                sink.onNext(element)
                sink.on(.completed)
                return Disposables.create()
            }
        }
    }
}
