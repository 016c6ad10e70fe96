import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem RxSwift reports at run time instead of throwing: what MiniRx routes through
/// ``Hooks/diagnosticHandler``.
public enum RxDiagnostic: CustomStringConvertible {
    /// An error reached a subscription that has no `onError` handler.
    case unhandledError(Swift.Error)
    /// Misuse that stops a debug build of RxSwift (`rxFatalErrorInDebug`), such as an
    /// error bound to a relay; release builds only print it.
    case fatalErrorInDebug(String)
    /// A line of the `debug` operator: its identifier and what happened (`subscribed`,
    /// `Event next(1)`, `isDisposed`), without RxSwift's wall-clock timestamp, which the
    /// standard handler adds when it prints.
    case debug(identifier: String, event: String)

    /// Whether a debug build of RxSwift would stop the program here.
    public var wouldCrashDebugBuild: Bool {
        if case .fatalErrorInDebug = self { return true }
        return false
    }

    /// The message RxSwift prints for this diagnostic.
    public var description: String {
        switch self {
        case .unhandledError(let error): return "Unhandled error happened: \(error)"
        case .fatalErrorInDebug(let message): return message
        case .debug(let identifier, let event): return "\(identifier) -> \(event)"
        }
    }
}

/// Global hooks into MiniRx's error reporting, as RxSwift's `Hooks`.
///
/// By default an unhandled error is printed, and a debug-fatal diagnostic stops a debug
/// build and is printed by a release build, exactly as RxSwift behaves. A host replaces
/// ``diagnosticHandler`` to report diagnostics and carry on, or, as the REPL does, takes
/// those of its own thread with ``withDiagnosticHandlerOnThisThread(_:_:)``.
public enum Hooks {
    /// Called with the subscription's call stack and the error when an error reaches a
    /// subscription without `onError`.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Receives every diagnostic MiniRx reports.
    public typealias DiagnosticHandler = (RxDiagnostic) -> Void

    /// Captures the call stack of a subscription, for ``defaultErrorHandler``.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Whether `subscribe` captures its call stack (with
    /// ``customCaptureSubscriptionCallstack``) for ``defaultErrorHandler``; off by default,
    /// as in RxSwift. The standard handler does not print it: a stack holds addresses.
    nonisolated(unsafe) public static var recordCallStackOnError = false

    private static let lock = Lock()
    nonisolated(unsafe) private static var storedDefaultErrorHandler: DefaultErrorHandler = { _, error in
        Hooks.report(.unhandledError(error))
    }
    nonisolated(unsafe) private static var storedDiagnosticHandler: DiagnosticHandler = Hooks.standardDiagnosticHandler
    nonisolated(unsafe) private static var storedCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }

    /// The handler for errors that reach a subscription without `onError`; by default it
    /// reports ``RxDiagnostic/unhandledError(_:)`` to ``diagnosticHandler``.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { storedDefaultErrorHandler } }
        set { lock.performLocked { storedDefaultErrorHandler = newValue } }
    }

    /// How a subscription's call stack is captured when ``recordCallStackOnError`` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { storedCaptureSubscriptionCallstack } }
        set { lock.performLocked { storedCaptureSubscriptionCallstack = newValue } }
    }

    /// The one place every diagnostic goes; replace it to report instead of crashing.
    public static var diagnosticHandler: DiagnosticHandler {
        get { lock.performLocked { storedDiagnosticHandler } }
        set { lock.performLocked { storedDiagnosticHandler = newValue } }
    }

    /// RxSwift's own behaviour: print, and in a debug build stop on debug-fatal misuse.
    public static func standardDiagnosticHandler(_ diagnostic: RxDiagnostic) {
        if case .debug = diagnostic {
            // RxSwift's `debug` format: a local timestamp, then the line.
            print("\(timestamp()): \(diagnostic.description)")
            return
        }
        print(diagnostic.description)
        #if DEBUG
        if diagnostic.wouldCrashDebugBuild {
            fatalError(diagnostic.description)
        }
        #endif
    }

    package static func report(_ diagnostic: RxDiagnostic) {
        if let local = pthread_getspecific(threadHandlerKey) {
            Unmanaged<HandlerBox>.fromOpaque(local).takeUnretainedValue().handle(diagnostic)
        } else {
            diagnosticHandler(diagnostic)
        }
    }

    /// Runs `body` with the diagnostics raised on the calling thread sent to `handler`
    /// instead of ``diagnosticHandler``; calls nest.
    ///
    /// Not in RxSwift, whose hooks are process-wide only. Where several hosts run at once
    /// in one process (engines on their own threads, tests beside one another), swapping
    /// the global handler would catch another's diagnostics.
    public static func withDiagnosticHandlerOnThisThread(_ handler: @escaping DiagnosticHandler, _ body: () throws -> Void) rethrows {
        let box = HandlerBox(handler)
        let previous = pthread_getspecific(threadHandlerKey)
        pthread_setspecific(threadHandlerKey, Unmanaged.passUnretained(box).toOpaque())
        defer { pthread_setspecific(threadHandlerKey, previous) }
        try withExtendedLifetime(box) { try body() }
    }

    private final class HandlerBox {
        let handle: DiagnosticHandler
        init(_ handle: @escaping DiagnosticHandler) { self.handle = handle }
    }
}

private let threadHandlerKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// The local time as RxSwift's `debug` prints it: `2026-12-01 08:30:00.123`.
private func timestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var local = tm()
    localtime_r(&seconds, &local)
    var buffer = [CChar](repeating: 0, count: 32)
    strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S", &local)
    let milliseconds = Int(now.tv_nsec / 1_000_000)
    let fraction = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "." + fraction
}

/// Reports misuse that a debug build of RxSwift would stop on.
@usableFromInline
func rxFatalErrorInDebug(_ message: String) {
    Hooks.report(.fatalErrorInDebug(message))
}
