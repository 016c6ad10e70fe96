// The Rx libraries the shipped view models are written against, chosen by the build: a
// view-model file says `import RxLibraries` where app code says `import RxSwift`,
// `import RxRelay` and `import Unio`, and reads the same on both.
#if RealRxSwift
@_exported import RxRelay
@_exported import RxSwift
@_exported import Unio
#else
@_exported import MiniRx
@_exported import MiniUnio
#endif

/// Which Rx libraries this build's view models run on.
public enum RxLibrariesInUse {
    #if RealRxSwift
    /// Whether they are vmrepl's own MiniRx and MiniUnio, whose bookkeeping `graph`,
    /// `trace` and `resources` read: `false` with the `RealRxSwift` trait.
    public static let areMiniRx = false
    /// The libraries, as `help engine` names them.
    public static let name = "RxSwift 6.10, RxRelay and Unio 0.11 themselves (the RealRxSwift trait)"
    #else
    /// Whether they are vmrepl's own MiniRx and MiniUnio, whose bookkeeping `graph`,
    /// `trace` and `resources` read: `true` in a default build.
    public static let areMiniRx = true
    /// The libraries, as `help engine` names them.
    public static let name = "MiniRx and MiniUnio, vmrepl's own RxSwift 6.10 and Unio 0.11"
    #endif
}
