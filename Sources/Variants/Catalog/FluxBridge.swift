import MiniFluxer
import MiniRx
import StyleKit

/// A Fluxer dispatcher whose every action `trace` shows as a step (`dispatch
/// CountUpAction`), followed by what its stores' values set going.
func tracedDispatcher() -> Dispatcher {
    let dispatcher = Dispatcher()
    dispatcher.dispatching = { action, handle in SubscriptionRecorder.step(named: "dispatch \(type(of: action))", handle) }
    return dispatcher
}

/// A Fluxer observable seen as a MiniRx one, so the REPL's probes can subscribe to it
/// like to any other style's outputs.
func rxObservable<Element>(_ source: MiniFluxer.Observable<Element>) -> MiniRx.Observable<Element> {
    MiniRx.Observable.create(named: "ObservableValue") { observer in
        let subscription = source.subscribe { observer.onNext($0) }
        return MiniRx.Disposables.create { subscription.dispose() }
    }
}

/// A Fluxer observable of optionals seen as a MiniRx one of its values: `nil` (no login
/// has finished yet) is what a view does not show.
func rxObservable<Element>(skippingNil source: MiniFluxer.Observable<Element?>) -> MiniRx.Observable<Element> {
    MiniRx.Observable.create(named: "ObservableValue") { observer in
        let subscription = source.subscribe { value in
            if let value { observer.onNext(value) }
        }
        return MiniRx.Disposables.create { subscription.dispose() }
    }
}

/// The counter screen's `count` output for the Flux styles: the store's count as text,
/// seen as a stream and read for `state`.
func fluxCountOutput(_ count: ObservableValue<Int>) -> OutputPort {
    fluxOutput(.observable(Screen.Counter.count, rxObservable(count.map(String.init)), current: { String(count.value) }))
}

/// A Flux store's output: an `ObservableValue`, which gives a new subscriber nothing.
func fluxOutput(_ port: OutputPort) -> OutputPort {
    var port = port
    port.nonReplayingSource = "an ObservableValue"
    return port
}
