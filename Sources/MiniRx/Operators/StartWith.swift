extension ObservableType {
    /// Emits `elements` before the sequence's own.
    ///
    /// Chained calls emit the last-applied elements first:
    /// `source.startWith(1).startWith(2)` emits 2, 1, then the source.
    @inlinable
    public func startWith(_ elements: Element..., file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Observable<Element> {
        let source = asObservable()
        return OperatorHooks.build("startWith", file, line, column) { replacement in
            if replacement == OperatorHooks.passThrough { return source }
            return Producer("startWith") { sink in
                for element in elements { sink.onNext(element) }
                return source.subscribe(eventHandler: sink.on)
            }
        }
    }
}
