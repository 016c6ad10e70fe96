// `import RxCocoa` is MiniRxCocoa: Driver, Signal, ControlProperty and the rest of
// RxCocoa's platform-independent traits, with MiniRx and Foundation.
@_exported import MiniRxCocoa
