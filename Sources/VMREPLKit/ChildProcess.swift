#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import CLineEdit

/// The one protocol between vmrepl and the children it starts of itself (a file of a
/// `check`, a share of an `explore` search, the replay behind `save`): the same
/// executable, so a team's tool runs its own catalog, with arguments only a parent gives:
///
///     TOOL --vmrepl-child PARENT-PID ROLE TOOL-NAME ARGUMENT…
///
/// A process is a child only if `PARENT-PID` is its parent's: nothing in the environment
/// switches the protocol on (a `VMREPL_CHECK_CHILD=1` left in a CI job's environment once
/// made `check` exit 0), and a user who types the marker is told it is not an option.
/// `TOOL-NAME` is the name the parent goes by, which the child's messages give. What a
/// child is handed (its slice, the session's lines) comes on standard input, read whole
/// before it writes anything; it answers on standard output.
struct ChildProcess {
    /// What a child is started for.
    enum Role: String {
        /// Check one transcript file (`--bless`, then the path) and write its outcome.
        case check
        /// Replay the share of an explore search read from standard input.
        case explore
        /// Replay the session lines read from standard input as a transcript (`save`).
        case replay
    }

    /// The first argument of a child's command line.
    static let marker = "--vmrepl-child"

    let role: Role
    /// The name the parent goes by.
    let toolName: String
    /// The arguments after the tool's name.
    let arguments: [String]

    /// The child this process is, if its parent started it as one: `arguments` are the
    /// command line after the executable's path.
    init?(arguments: [String]) {
        guard arguments.count >= 4, arguments[0] == Self.marker, let parent = Int32(arguments[1]), parent == getppid(),
              let role = Role(rawValue: arguments[2]) else { return nil }
        self.role = role
        toolName = arguments[3]
        self.arguments = Array(arguments.dropFirst(4))
    }

    /// The command line a child in `role` is started with, after the executable's path.
    static func commandLine(_ role: Role, toolName: String, _ arguments: [String] = []) -> [String] {
        [marker, String(getpid()), role.rawValue, toolName] + arguments
    }

    /// A child of this executable in `role`, not yet started: its standard output is
    /// a pipe, its standard input `nil` (nothing: `/dev/null`) or a pipe to write into.
    static func process(_ role: Role, toolName: String, _ arguments: [String] = [], input: Bool) -> (Process, output: Pipe, input: Pipe?)? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = commandLine(role, toolName: toolName, arguments)
        let output = Pipe()
        process.standardOutput = output
        let inputPipe = input ? Pipe() : nil
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        return (process, output, inputPipe)
    }

    /// Writes `bytes` into a child's standard input and closes it; false if the child
    /// stopped reading (it ended). A child that is gone must not end this process with
    /// SIGPIPE: it is ignored while writing.
    static func send(_ bytes: [UInt8], to pipe: Pipe) -> Bool {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        var offset = 0
        var sent = true
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                sent = false
                break
            }
            offset += written
        }
        try? pipe.fileHandleForWriting.close()
        return sent
    }

    /// Reads a child's standard output to its end, and waits for it; `nil` if
    /// `isInterrupted` said to stop first (the child is then ended with SIGTERM and
    /// waited for). Checked every 50 ms, so a signal stops it promptly.
    static func collect(_ process: Process, output: Pipe, isInterrupted: () -> Bool) -> Data? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var collected = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if isInterrupted() {
                process.terminate()
                process.waitUntilExit()
                return nil
            }
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watched, 1, 50)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            collected.append(contentsOf: buffer[..<count])
        }
        process.waitUntilExit()
        return collected
    }

    /// How a child that did not answer ended: `it exited with status 2`.
    static func ending(of process: Process) -> String {
        process.terminationReason == .uncaughtSignal
            ? "it ended on signal \(process.terminationStatus)" : "it exited with status \(process.terminationStatus)"
    }

    /// In a child: everything on standard input, read before anything is written.
    static func readStandardInput() -> Data {
        FileHandle.standardInput.readDataToEndOfFile()
    }
}
