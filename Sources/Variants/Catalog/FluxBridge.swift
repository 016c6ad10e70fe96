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

/// `value`, whose every read `trace` keeps under the name of `output`, the output it is: what a guard
/// in an action creator read before it decided (`store.isLoggingIn.value`).
func readTraced<Element>(_ value: ObservableValue<Element>, as output: Screen.Output) -> ObservableValue<Element> {
    let name = output.name
    value.reading = { SubscriptionRecorder.read(named: name, value: $0) }
    return value
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
    let count = readTraced(count, as: Screen.Counter.count)
    return fluxOutput(.observable(Screen.Counter.count, rxObservable(count.map(String.init)), current: { String(count.value) }))
}

/// A Flux store's output: an `ObservableValue`, which gives a new subscriber nothing.
func fluxOutput(_ port: OutputPort) -> OutputPort {
    var port = port
    port.nonReplayingSource = "an ObservableValue"
    return port
}
