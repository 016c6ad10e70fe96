extension ObservableType {
    /// Reports every subscription, event and disposal, as RxSwift's `debug` prints them
    /// (`identifier -> Event next(1)`), through ``Hooks/diagnosticHandler``: the standard
    /// handler prints them with RxSwift's timestamp, and a host (the REPL) can show them
    /// without one. `trimOutput` shortens an event's text to 40 characters, as RxSwift does.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        let source = asObservable()
        return Observable.create { observer in
            Hooks.report(.debug(identifier: name, event: "subscribed"))
            let subscription = source.subscribe { event in
                var text = "Event \(event)"
                if trimOutput && text.count > 40 {
                    text = String(text.prefix(40 - 3)) + "..."
                }
                Hooks.report(.debug(identifier: name, event: text))
                observer.on(event)
            }
            return Disposables.create {
                Hooks.report(.debug(identifier: name, event: "isDisposed"))
                subscription.dispose()
            }
        }
    }
}
