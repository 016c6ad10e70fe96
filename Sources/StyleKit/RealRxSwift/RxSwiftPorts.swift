#if RealRxSwift
import MiniRx
import RxSwift

// Ports over RxSwift's observables and observers, for view models built against RxSwift
// (the `RealRxSwift` trait). The REPL's probes stay on MiniRx: each port subscribes to the
// RxSwift stream and hands its events on unchanged, in the order they come.

extension OutputPort {
    /// An output given as an RxSwift `Observable`; `current` reads its value now, where the
    /// style exposes one.
    public static func observable<Element: OutputElement>(
        _ output: Screen.Output, _ source: RxSwift.Observable<Element>, current: (() -> Element)? = nil,
        unreadable: String = "the style exposes no current value"
    ) -> OutputPort {
        var port = observable(output, miniRx(source), current: current, unreadable: unreadable)
        port.runsOnRxSwift = true
        return port
    }

    /// An output given as an RxSwift `Observable`, with its current value read as
    /// `current` says.
    package static func observable<Element: OutputElement>(_ output: Screen.Output, _ source: RxSwift.Observable<Element>,
                                                           current: @escaping () -> CurrentValue) -> OutputPort {
        var port = observable(output, miniRx(source), current: current)
        port.runsOnRxSwift = true
        return port
    }

    /// `source` as a MiniRx observable: each subscription subscribes to it.
    private static func miniRx<Element>(_ source: RxSwift.Observable<Element>) -> MiniRx.Observable<Element> {
        MiniRx.Observable.create { observer in
            let subscription = source.subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            return MiniRx.Disposables.create(with: subscription.dispose)
        }
    }
}

extension InputPort {
    /// A tap input fed through an RxSwift observer.
    public static func observer(_ input: Screen.Input, _ observer: RxSwift.AnyObserver<Void>, kind: InputKind.Observer = .subject) -> InputPort {
        var port = self.observer(input, miniRx(observer), kind: kind)
        port.runsOnRxSwift = true
        return port
    }

    /// A text input fed through an RxSwift observer.
    public static func observer(_ input: Screen.Input, _ observer: RxSwift.AnyObserver<String>, kind: InputKind.Observer = .subject) -> InputPort {
        var port = self.observer(input, miniRx(observer), kind: kind)
        port.runsOnRxSwift = true
        return port
    }

    /// A number input fed through an RxSwift observer.
    public static func observer(_ input: Screen.Input, _ observer: RxSwift.AnyObserver<Int>, kind: InputKind.Observer = .subject) -> InputPort {
        var port = self.observer(input, miniRx(observer), kind: kind)
        port.runsOnRxSwift = true
        return port
    }

    /// A toggle input fed through an RxSwift observer.
    public static func observer(_ input: Screen.Input, _ observer: RxSwift.AnyObserver<Bool>, kind: InputKind.Observer = .subject) -> InputPort {
        var port = self.observer(input, miniRx(observer), kind: kind)
        port.runsOnRxSwift = true
        return port
    }

    /// `observer` as a MiniRx observer that passes every event on.
    private static func miniRx<Element>(_ observer: RxSwift.AnyObserver<Element>) -> MiniRx.AnyObserver<Element> {
        MiniRx.AnyObserver { event in
            switch event {
            // A value's cost stays RxSwift's own, which `bench` times.
            case .next(let element): observer.onNext(element)
            // RxRelay's release build prints an error an input carries on to a relay.
            case .error(let error): RxRelayReleaseLines.reporting { observer.onError(error) }
            case .completed: observer.onCompleted()
            }
        }
    }
}
#endif
