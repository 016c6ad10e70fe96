/// An observer that binds elements to a target object on a scheduler (the main one by
/// default), without retaining the target: once it is gone, elements are dropped. An
/// error is a programmer error (fatal in a debug build), completion is ignored; RxSwift's
/// `Binder`, which view models expose for a view to bind to.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Binds each element to `target` with `binding`, run on `scheduler`.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
                                   binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Binds a `next`; an error is a programmer error; completion is ignored.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
