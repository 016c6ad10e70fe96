import RxLibraries

extension VariantEnvironment {
    /// The session's scheduler in the types of the Rx library in use (`RxLibraries`):
    /// MiniRx's, or RxSwift's with the `RealRxSwift` trait. For view models that import
    /// RxLibraries, as the shipped ones do, so that they run on RxSwift with the trait;
    /// the one declaration whose type follows the trait, as RxLibraries' own do.
    public var rxLibrariesScheduler: RxLibraries.SchedulerType {
        #if RealRxSwift
        rxSwiftScheduler
        #else
        scheduler
        #endif
    }
}
