extension ObservableType {
    /// A sequence whose subscription owns a resource: `resourceFactory` makes it on
    /// subscription, `observableFactory` makes the sequence from it, and the resource is
    /// disposed with the subscription, after the sequence's terminal event has been
    /// delivered (as RxSwift's `using`). An error either factory throws is the sequence's.
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource,
                                                   observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Producer("using") { sink in
            let resource: Resource
            let source: Observable<Element>
            do {
                resource = try resourceFactory()
            } catch {
                sink.on(.error(error))
                return Disposables.create()
            }
            do {
                source = try observableFactory(resource)
            } catch {
                sink.on(.error(error))
                return resource
            }
            return Disposables.create(source.subscribe(eventHandler: sink.on), resource)
        }
    }
}
