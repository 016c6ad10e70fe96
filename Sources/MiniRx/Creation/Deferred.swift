extension ObservableType {
    /// A sequence made anew by `observableFactory` for every subscriber; a throwing factory
    /// makes the subscription fail.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Producer("deferred") { sink in
            do {
                return try observableFactory().subscribe(eventHandler: sink.on)
            } catch {
                sink.on(.error(error))
                return Disposables.create()
            }
        }
    }
}
