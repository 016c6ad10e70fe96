#if !canImport(Darwin)
/// On Linux's Foundation a notification center is no `NSObject`, so it is given the `.rx`
/// namespace here; on Apple platforms it has it as every `NSObject` does.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center from subscription on, named `name` (any
    /// name where `nil`) and sent by `object` (any sender where `nil`); it never ends.
    ///
    /// Each subscription adds an observer to the center, removed when it is disposed. The
    /// sender is held weakly, as RxSwift holds it: once it is gone, the filter is `nil`.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            // Foundation calls back on the posting thread, as RxSwift's events may come
            // from any thread; the observer is called once per post.
            nonisolated(unsafe) let observer = observer
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}
