// `import MiniRxCocoa` brings in what `import RxCocoa` does on Apple platforms: the Rx
// library itself (with its relays, as RxCocoa re-exports RxSwift and RxRelay) and
// Foundation, so a pasted file needs only its imports changed.
@_exported import Foundation
@_exported import MiniRx
