// `import RxSwift` is MiniRx: the same types, so `RxSwift.Observable` names
// `MiniRx.Observable`.
@_exported import MiniRx
