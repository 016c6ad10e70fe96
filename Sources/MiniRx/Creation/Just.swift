extension ObservableType {
    /// A sequence of one element, then `completed`.
    public static func just(_ element: Element) -> Observable<Element> {
        ImmediateSequence(.just(element))
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
