extension ObservableType {
    /// Creates a sequence from a subscribe closure.
    ///
    /// Events sent after a terminal event are ignored, and the disposable the closure
    /// returns is disposed once the sequence terminates or the subscription is disposed.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer("create") { sink in
            let observer = StoppableObserver(sink.on)
            return subscribe(AnyObserver(eventHandler: observer.on))
        }
    }
}

extension ObservableType {
    /// ``create(_:)`` under the name of the source it stands for (`ObservableValue`), as a
    /// graph and a trace show it: what a bridge from a source outside MiniRx uses.
    @inlinable
    package static func create(named name: StaticString, _ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer(name) { sink in
            let observer = StoppableObserver(sink.on)
            return subscribe(AnyObserver(eventHandler: observer.on))
        }
    }
}
