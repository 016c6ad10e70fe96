#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process that ``ChildProcess/start(_:toolName:_:input:input:)`` started: its
/// process id, the pipe it answers on and, with ``ChildProcess/Input/pipe``, the pipe it
/// reads. A child dropped before it was waited for is ended and reaped, never left behind.
final class RunningChild {
    /// How a child ended.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        /// `it exited with status 2`, `it ended on signal 9`.
        var description: String {
            switch self {
            case .exited(let status): "it exited with status \(status)"
            case .signalled(let signal): "it ended on signal \(signal)"
            }
        }
    }

    let pid: pid_t
    /// The end of the child's standard output this process reads.
    fileprivate let output: Int32
    /// The end of the child's standard input this process writes, until it is closed.
    private var input: Int32?
    /// How it ended, once waited for.
    private(set) var ending: Ending?

    init(pid: pid_t, output: Int32, input: Int32?) {
        self.pid = pid
        self.output = output
        self.input = input
    }

    deinit {
        close(output)
        if let input { close(input) }
        if ending == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
    }

    /// Sends `signal` to the child, unless it has been waited for (its id may be another's).
    func stop(with signal: Int32) {
        if ending == nil { kill(pid, signal) }
    }

    /// Waits for the child to end; how it did.
    @discardableResult
    func wait() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return record(status)
    }

    /// Whether the child has ended (it is then waited for), without waiting.
    var hasEnded: Bool {
        if ending != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        record(status)
        return true
    }

    @discardableResult
    private func record(_ status: Int32) -> Ending {
        let ended: Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        ending = ended
        return ended
    }

    /// Writes `bytes` into the child's standard input and closes it; false if the child
    /// stopped reading (it ended).
    func send(_ bytes: [UInt8]) -> Bool {
        defer {
            if let input { close(input) }
            input = nil
        }
        return feed(bytes)
    }

    /// Writes `bytes` into the child's standard input, which stays open for more; false if
    /// the child stopped reading (it ended). A child that is gone must not end this
    /// process with SIGPIPE: it is ignored while writing.
    func feed(_ bytes: [UInt8]) -> Bool {
        guard let descriptor = input else { return false }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// What the child has written on its standard output within `milliseconds` (0: only
    /// what is there now), up to 64 KB; empty if nothing came in time, `nil` at its end.
    func available(waiting milliseconds: Int32) -> [UInt8]? {
        var watched = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        guard poll(&watched, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return [] }
        guard count > 0 else { return nil }
        return Array(buffer[..<count])
    }

    /// Reads the child's standard output to its end, and waits for it; `nil` if
    /// `isInterrupted` said to stop first (the child is then ended with SIGTERM and
    /// waited for). Checked every 50 ms, so a signal stops it promptly. With `keepingLast`,
    /// only about that many of the last bytes are kept, however much the child writes.
    func collect(keepingLast limit: Int? = nil, isInterrupted: () -> Bool = { false }) -> [UInt8]? {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if isInterrupted() {
                stop(with: SIGTERM)
                wait()
                return nil
            }
            var watched = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watched, 1, 50)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            collected += buffer[..<count]
            if let limit, collected.count > 2 * limit { collected.removeFirst(collected.count - limit) }
        }
        wait()
        return collected
    }
}

extension RunningChild {
    /// Reads every child's standard output to its end at once, and waits for each; their
    /// output in order, `nil` for each if `isInterrupted` said to stop first (all are then
    /// ended with SIGTERM and waited for). `onLine` sees each child's lines as they come
    /// (a worker's progress), by the child's place; the output holds them too.
    static func collectAll(_ children: [RunningChild], isInterrupted: () -> Bool,
                           onLine: (Int, ArraySlice<UInt8>) -> Void) -> [[UInt8]?] {
        var collected = children.map { _ in [UInt8]() }
        var lineStarts = children.map { _ in 0 }
        var open = Set(children.indices)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            if isInterrupted() {
                for child in children { child.stop(with: SIGTERM) }
                for child in children { _ = child.wait() }
                return children.map { _ in nil }
            }
            let watched = open.sorted()
            var descriptors = watched.map { pollfd(fd: children[$0].output, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), 50)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            for (place, index) in watched.enumerated() where descriptors[place].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(children[index].output, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    open.remove(index)
                    continue
                }
                collected[index] += buffer[..<count]
                while let end = collected[index][lineStarts[index]...].firstIndex(of: UInt8(ascii: "\n")) {
                    onLine(index, collected[index][lineStarts[index]..<end])
                    lineStarts[index] = end + 1
                }
            }
        }
        for child in children { _ = child.wait() }
        return collected
    }
}
