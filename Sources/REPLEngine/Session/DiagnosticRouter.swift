#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MiniRx

/// Sends MiniRx's process-wide diagnostics to the engine running on the calling thread,
/// so that engines on different threads (tests) each get their own.
enum DiagnosticRouter {
    final class Sink {
        let handle: (RxDiagnostic) -> Void
        init(_ handle: @escaping (RxDiagnostic) -> Void) { self.handle = handle }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static let installed: Bool = {
        let previous = Hooks.diagnosticHandler
        Hooks.diagnosticHandler = { diagnostic in
            if let raw = pthread_getspecific(key) {
                Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue().handle(diagnostic)
            } else {
                previous(diagnostic)
            }
        }
        return true
    }()

    /// Runs `body` with diagnostics on this thread going to `sink`.
    static func with<T>(_ sink: Sink, _ body: () throws -> T) rethrows -> T {
        _ = installed
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(sink).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(sink) { try body() }
    }
}
