#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import CChildSpawn
import CLineEdit

/// The one protocol between vmrepl and the children it starts of itself (a file of a
/// `check`, a share of an `explore` search, the replay behind `save`, the shadow that
/// tries a line that may stop RxSwift): the same
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
///
/// A child runs in its parent's process group, so that Ctrl-C on the terminal reaches it
/// too, and it stops as interrupted once its parent is gone (``isOrphaned``): a parent
/// killed by a CI runner's timeout leaves no child running, and no temporary file that a
/// child would rename over a transcript later.
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
        /// Run each session line read from standard input as the session runs it, and
        /// answer it, standard error going where standard output goes: where a line stops
        /// the program (a debug build of RxSwift's fatal error), the session asks before
        /// running it (``RxSwiftShadow``).
        case shadow
        /// Check one transcript file with one operator mutant built in (`mutate`): the
        /// mutant's arguments, the seconds it may take, the file.
        case mutant
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

    /// The parent this process was started by, read when it started as a child.
    nonisolated(unsafe) private static var parent: pid_t = 0

    /// Whether this process is a child whose parent is gone (it was killed): whatever it
    /// would answer, no one reads. Each role checks it wherever it checks for a signal.
    static var isOrphaned: Bool {
        parent != 0 && getppid() != parent
    }

    /// Whether a signal or the parent's end says to stop now.
    static var shouldStop: Bool {
        vmrepl_interrupted() != 0 || isOrphaned
    }

    /// Remembers the parent this child answers to; called once, as the child starts.
    func adopt() {
        Self.parent = getppid()
    }

    /// The command line a child in `role` is started with, after the executable's path.
    static func commandLine(_ role: Role, toolName: String, _ arguments: [String] = []) -> [String] {
        [marker, String(getpid()), role.rawValue, toolName] + arguments
    }

    /// The descriptors a child needs here while it starts: its two pipes.
    static let descriptorsNeeded = 4

    /// How many descriptors are free now, counted up to `limit`.
    static func freeDescriptors(upTo limit: Int) -> Int {
        var taken: [Int32] = []
        defer { for descriptor in taken { close(descriptor) } }
        while taken.count < limit {
            let descriptor = fcntl(2, F_DUPFD, 0)
            guard descriptor >= 0 else { break }
            taken.append(descriptor)
        }
        return taken.count
    }

    /// A pipe whose ends close on exec: what this process reads, what it writes.
    static func pipeEnds() -> (read: Int32, write: Int32)? {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    /// Where a child's standard input comes from.
    enum Input {
        /// `/dev/null`.
        case none
        /// A pipe this process writes into (``RunningChild/send(_:)``).
        case pipe
        /// This process's own standard input (`check -`).
        case inherited
    }

    /// Why a child could not be started, in words for a one-line message.
    struct Unstartable: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts a child of this executable in `role`, answering on a pipe, and closes this
    /// process's copies of the ends the child uses (so that the child sees the end of its
    /// input, and this process the end of its output); or why it could not.
    static func start(_ role: Role, toolName: String, _ arguments: [String] = [], input: Input) throws(Unstartable) -> RunningChild {
        guard let executable = Bundle.main.executablePath else { throw Unstartable(description: "\(toolName) cannot find its own executable") }
        guard let output = pipeEnds() else { throw noPipe() }
        var inputPipe: (read: Int32, write: Int32)?
        if input == .pipe {
            guard let made = pipeEnds() else {
                close(output.read)
                close(output.write)
                throw noPipe()
            }
            inputPipe = made
        }
        let argv = ([executable] + commandLine(role, toolName: toolName, arguments)).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let standardInput: Int32 = switch input {
        case .none: -1
        case .inherited: 0
        case .pipe: inputPipe?.read ?? -1
        }
        let pid = child_spawn(executable, argv, standardInput, output.write)
        close(output.write)
        if let inputPipe { close(inputPipe.read) }
        guard pid > 0 else {
            close(output.read)
            if let inputPipe { close(inputPipe.write) }
            throw Unstartable(description: String(cString: strerror(-pid)))
        }
        return RunningChild(pid: pid, output: output.read, input: inputPipe?.write)
    }

    /// Why no pipe could be made: with too few descriptors (`ulimit -n`), how to get more.
    private static func noPipe() -> Unstartable {
        let reason = String(cString: strerror(errno))
        return Unstartable(description: errno == EMFILE || errno == ENFILE
            ? "no pipe could be made: \(reason); raise the limit ('ulimit -n')" : "no pipe could be made: \(reason)")
    }

    /// In a child: everything on standard input, read before anything is written.
    static func readStandardInput() -> Data {
        FileHandle.standardInput.readDataToEndOfFile()
    }
}
