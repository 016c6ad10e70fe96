#if canImport(Glibc)
import Glibc
#endif

/// Restarts a transcript check once with a deeper per-thread cache in glibc's allocator.
///
/// A `reset` tears down every variant's objects and builds them again: thousands of
/// small blocks of a few sizes freed, then allocated. glibc keeps only seven freed blocks
/// of each size in a thread's cache and sends the rest through its slower shared bins;
/// with a thousand, a check of the lessons with every variant on runs about a tenth
/// faster (see docs/ARCHITECTURE.md). The cache is a tunable that glibc reads only when a
/// process starts, so `check` sets it and executes itself again, once.
///
/// Left alone when `GLIBC_TUNABLES` is already set, to anything, even empty: that is the
/// way to turn this off. Elsewhere than glibc, nothing happens.
enum AllocatorTuning {
    static let variable = "GLIBC_TUNABLES"
    static let setting = "glibc.malloc.tcache_count=1000"

    /// What to do, given the value of `GLIBC_TUNABLES` this process started with.
    enum Step: Equatable {
        /// Set the tunable and execute this program again.
        case restart
        /// This is the restarted process: remove the variable, so that nothing this
        /// process might start inherits it.
        case forget
        /// The user set the variable; keep it and run as is.
        case none
    }

    static func step(forTunables value: String?) -> Step {
        switch value {
        case nil: .restart
        case setting: .forget
        default: .none
        }
    }

    /// Restarts this process with the tunable set, or tidies up after such a restart.
    /// Returns, and the check runs in this process, wherever a restart is not possible.
    static func applyBeforeChecking() {
        #if canImport(Glibc)
        let current = getenv(variable).map { String(cString: $0) }
        switch step(forTunables: current) {
        case .restart:
            guard setenv(variable, setting, 1) == 0 else { return }
            _ = execv("/proc/self/exe", CommandLine.unsafeArgv)
            // Only reached when the program cannot be executed again (no /proc).
            unsetenv(variable)
        case .forget:
            unsetenv(variable)
        case .none:
            break
        }
        #endif
    }
}
