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
        /// Check one transcript file (`bless` or `check`, then the path) and write its
        /// outcome.
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

    /// The descriptors a child needs here beyond its pipes: Foundation's `Process` starts
    /// a thread with a run loop of its own, which stops the whole process when it cannot
    /// get one (seen under `ulimit -n 12`).
    static let descriptorsNeeded = 16

    /// Whether ``descriptorsNeeded`` descriptors are free now.
    static var hasDescriptorsToSpare: Bool {
        var taken: [Int32] = []
        defer { for descriptor in taken { close(descriptor) } }
        while taken.count < descriptorsNeeded {
            let descriptor = fcntl(2, F_DUPFD, 0)
            guard descriptor >= 0 else { return false }
            taken.append(descriptor)
        }
        return true
    }

    /// One end of a pipe each: this process reads `read`, the child writes `write`, or
    /// the other way round.
    struct Channel {
        let read: FileHandle
        let write: FileHandle
    }

    /// A pipe whose ends close on exec, or `nil` when no descriptor is left (Foundation's
    /// `Pipe` stops the process then, which would lose the session).
    static func channel() -> Channel? {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return Channel(read: FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true),
                       write: FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true))
    }

    /// Where a child's standard input comes from.
    enum Input {
        /// `/dev/null`.
        case none
        /// A pipe this process writes into (``Started/input``).
        case pipe
        /// This process's own standard input (`check -`).
        case inherited
    }

    /// A child that runs: its process, the pipe it answers on, and the pipe it reads
    /// from (with ``Input/pipe``).
    struct Started {
        let process: Process
        let output: Channel
        let input: Channel?
    }

    /// Why a child could not be started, in words for a one-line message.
    struct Unstartable: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts a child of this executable in `role`, answering on a pipe, and closes this
    /// process's copies of the ends the child uses (so that the child sees the end of its
    /// input, and this process the end of its output); or why it could not.
    static func start(_ role: Role, toolName: String, _ arguments: [String] = [], input: Input) throws(Unstartable) -> Started {
        guard hasDescriptorsToSpare else {
            throw Unstartable(description: "fewer than \(descriptorsNeeded) file descriptors are free; raise the limit ('ulimit -n')")
        }
        guard let executable = Bundle.main.executableURL else { throw Unstartable(description: "\(toolName) cannot find its own executable") }
        guard let output = channel() else { throw Unstartable(description: "no pipe could be made: \(String(cString: strerror(errno)))") }
        var inputChannel: Channel?
        if input == .pipe {
            guard let made = channel() else { throw Unstartable(description: "no pipe could be made: \(String(cString: strerror(errno)))") }
            inputChannel = made
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = commandLine(role, toolName: toolName, arguments)
        process.standardOutput = output.write
        process.standardInput = input == .inherited ? FileHandle.standardInput : inputChannel?.read ?? FileHandle.nullDevice
        defer {
            try? output.write.close()
            try? inputChannel?.read.close()
        }
        do {
            try process.run()
        } catch {
            throw Unstartable(description: error.localizedDescription)
        }
        return Started(process: process, output: output, input: inputChannel)
    }

    /// Writes `bytes` into a child's standard input and closes it; false if the child
    /// stopped reading (it ended). A child that is gone must not end this process with
    /// SIGPIPE: it is ignored while writing.
    static func send(_ bytes: [UInt8], to pipe: Channel) -> Bool {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let descriptor = pipe.write.fileDescriptor
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
        try? pipe.write.close()
        return sent
    }

    /// Reads a child's standard output to its end, and waits for it; `nil` if
    /// `isInterrupted` said to stop first (the child is then ended with SIGTERM and
    /// waited for). Checked every 50 ms, so a signal stops it promptly.
    static func collect(_ process: Process, output: Channel, isInterrupted: () -> Bool) -> Data? {
        let descriptor = output.read.fileDescriptor
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
