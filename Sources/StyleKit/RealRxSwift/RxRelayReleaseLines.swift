#if RealRxSwift
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MiniRx

/// RxRelay's release build prints a misuse its debug build stops on (an error bound to a
/// relay) on standard output, `FILE:LINE: MESSAGE`, where it would break JSON and land out
/// of order. Around the work a style on RxSwift does (an event into an input, an action
/// at a virtual time), those lines are taken and each reported as MiniRx reports the same
/// misuse (``RxDiagnostic/fatalErrorInDebug(_:)``): the session's `!` line naming the
/// style, in order. Any other line the work prints goes on to standard output. A debug
/// build stops on the misuse instead, so nothing is taken there.
enum RxRelayReleaseLines {
    /// Runs `body`, reporting the lines RxRelay printed meanwhile. Standard output is a
    /// pipe while it runs, which takes 64 KB: what goes past that is dropped, never
    /// waited on.
    static func reporting(_ body: () -> Void) {
        #if DEBUG
        body()
        #else
        var ends: [Int32] = [-1, -1]
        fflush(nil)
        guard pipe(&ends) == 0 else { return body() }
        let saved = dup(1)
        guard saved >= 0 else {
            close(ends[0])
            close(ends[1])
            return body()
        }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        dup2(ends[1], 1)
        close(ends[1])
        body()
        fflush(nil)
        dup2(saved, 1)
        close(saved)
        var printed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            printed += buffer[..<count]
        }
        close(ends[0])
        for line in String(decoding: printed, as: UTF8.self).split(separator: "\n") {
            if let message = misuse(in: line) {
                Hooks.report(.fatalErrorInDebug(message))
            } else {
                print(line)
            }
        }
        #endif
    }

    /// RxRelay's message in a line it printed: what follows `FILE:LINE: ` where `FILE`
    /// is one of RxRelay's; `nil` for any other line.
    static func misuse(in line: Substring) -> String? {
        guard line.contains("/RxRelay/"), let swift = line.range(of: ".swift:") else { return nil }
        let rest = line[swift.upperBound...]
        guard let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy(\.isNumber) else { return nil }
        return String(rest[colon...].dropFirst(2))
    }
}
#endif
