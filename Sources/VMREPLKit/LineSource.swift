#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import REPLEngine

/// Reads lines of bytes from a file descriptor in large chunks, splitting on newlines, in
/// time linear in the input and memory bounded by the longest line kept: a line longer
/// than ``Engine/maximumLineLength`` is reported as soon as it is found too long, and the
/// rest of it passed over, never held.
final class LineSource {
    /// What the source gave next.
    enum Item: Equatable {
        /// A line, without its newline.
        case line([UInt8])
        /// A line too long to keep; what follows of it, up to its newline, is passed over.
        case tooLong
    }

    /// Why the source ended.
    enum End: Error, Equatable {
        /// Its end was reached.
        case endOfInput
        /// Reading failed; the reason.
        case failed(String)
        /// A signal arrived while it waited (its number).
        case interrupted(Int32)
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// How far `buffer` has been searched for a newline.
    private var searched = 0
    /// Whether the rest of a line too long to keep is being passed over.
    private var skipping = false
    private(set) var end: End?
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private let maximumLength: Int
    /// Called before each read, which may wait for more input: where the output is
    /// flushed, so that whoever feeds commands through a pipe sees each result before
    /// vmrepl waits for the next command.
    private let beforeReading: () -> Void
    /// The signal that arrived, or 0: checked after every read, so that a signal ends
    /// reading even from an endless source such as /dev/zero.
    private let pendingSignal: () -> Int32

    init(descriptor: Int32, maximumLength: Int = Engine.maximumLineLength,
         beforeReading: @escaping () -> Void = {}, pendingSignal: @escaping () -> Int32 = { 0 }) {
        self.descriptor = descriptor
        self.maximumLength = maximumLength
        self.beforeReading = beforeReading
        self.pendingSignal = pendingSignal
    }

    /// Opens `path` for reading, or says why not. Opening a FIFO waits for a writer; a
    /// signal meanwhile is an interruption, not a failure.
    static func reading(_ path: String, beforeReading: @escaping () -> Void = {}, pendingSignal: @escaping () -> Int32 = { 0 }) -> Result<LineSource, End> {
        while true {
            // A signal that came before `open` would not interrupt it: a FIFO's open would
            // then wait for a writer for good. (One in the instant between this check and
            // the call still can; closing that needs a self-pipe, more than it is worth.)
            let early = pendingSignal()
            if early != 0 { return .failure(.interrupted(early)) }
            let descriptor = open(path, O_RDONLY)
            if descriptor >= 0 {
                return .success(LineSource(descriptor: descriptor, beforeReading: beforeReading, pendingSignal: pendingSignal))
            }
            if errno == EINTR {
                let signal = pendingSignal()
                if signal != 0 { return .failure(.interrupted(signal)) }
                continue
            }
            return .failure(.failed(String(cString: strerror(errno))))
        }
    }

    /// Closes the file, unless it is one of the standard streams.
    func finish() {
        if descriptor > 2 { _ = close(descriptor) }
    }

    /// The next line, or `nil` once the source has ended (``end`` says how).
    func next() -> Item? {
        while true {
            if let newline = buffer[searched...].firstIndex(of: 10) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                searched = start
                if skipping {
                    skipping = false
                    continue
                }
                if line.count > maximumLength { return .tooLong }
                return .line(line)
            }
            searched = buffer.count
            if skipping {
                start = buffer.count
            } else if buffer.count - start > maximumLength {
                // Too long to keep: say so now, and let the rest of it go as it comes.
                skipping = true
                start = buffer.count
                searched = start
                return .tooLong
            }
            if end != nil {
                let rest = Array(buffer[start...])
                start = buffer.count
                searched = start
                skipping = false
                return rest.isEmpty ? nil : .line(rest)
            }
            // Keep only the line being read; what came before it is used up.
            if start > 0 {
                buffer.removeFirst(start)
                searched -= start
                start = 0
            }
            beforeReading()
            // Wait until there is input, looking for a signal every 100 ms: one that came
            // just before a blocking `read` would not interrupt it, and the read would wait
            // for input for good.
            var signal = pendingSignal()
            while signal == 0, !Self.hasInput(descriptor, waitingMilliseconds: 100) { signal = pendingSignal() }
            let count = signal != 0 ? 0 : chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if signal == 0 { signal = pendingSignal() }
            if signal != 0 {
                end = .interrupted(signal)
                buffer.removeAll()
                start = 0
                searched = 0
                skipping = false
                return nil
            }
            if count < 0 {
                if errno == EINTR { continue }
                end = .failed(String(cString: strerror(errno)))
            } else if count == 0 {
                end = .endOfInput
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }

    /// Whether `descriptor` has input (or its end, or an error) to read within
    /// `waitingMilliseconds`; a signal ends the wait early, with `false`, so that the
    /// caller looks for it.
    private static func hasInput(_ descriptor: Int32, waitingMilliseconds: Int32) -> Bool {
        let ready = vmrepl_wait_readable(descriptor, waitingMilliseconds)
        return ready > 0 || (ready < 0 && errno != EINTR)
    }
}
