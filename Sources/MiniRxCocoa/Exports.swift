// `import MiniRxCocoa` brings in what `import RxCocoa` does on Apple platforms: the Rx
// library itself (with its relays, as RxCocoa re-exports RxSwift and RxRelay) and
// Foundation, so a pasted file needs only its imports changed.
@_exported import Foundation
@_exported import MiniRx
// On Linux, `URLSession` and `URLRequest` live in FoundationNetworking, which Apple's
// Foundation includes: re-exported too, so a pasted service compiles unchanged.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
