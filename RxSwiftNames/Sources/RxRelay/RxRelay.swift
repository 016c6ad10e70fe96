// `import RxRelay` is MiniRx, which holds the relays (`RxRelay.BehaviorRelay`).
@_exported import MiniRx
