extension ObservableType {
    /// A sequence of one element, then `completed`.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        ImmediateSequence { observer in
            observer(.next(element))
            observer(.completed)
        }
    }

    /// A sequence of one element, then `completed`, each sent on `scheduler` in an action
    /// of its own, as RxSwift does (a `TestScheduler` records them a tick apart).
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer("just") { sink in
            scheduler.schedule(()) { _ in
                sink.onNext(element)
                return scheduler.schedule(()) { _ in
                    sink.on(.completed)
                    return Disposables.create()
                }
            }
        }
    }
}
