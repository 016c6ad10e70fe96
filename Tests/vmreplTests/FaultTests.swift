import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// vmrepl started with its input kept open, so a test can signal it while it waits.
/// Unchecked: what it collects is guarded by its lock.
final class RunningVmrepl: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var collected = Data()
    private var collectedErrors = Data()
    /// How many of the two pipes have reached their end: all the process wrote is in.
    private var pipesEnded = 0
    private let lock = NSLock()

    init(_ arguments: [String], standardInput: Any? = nil) throws {
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = arguments
        process.environment = Binary.environment()
        process.standardInput = standardInput ?? input
        process.standardOutput = output
        process.standardError = errors
        collect(output) { $0.collected.append($1) }
        collect(errors) { $0.collectedErrors.append($1) }
        try process.run()
    }

    /// Appends what arrives on `pipe` with `add`, under the lock, until its end, on a
    /// thread of its own that reads as the bytes come.
    private func collect(_ pipe: Pipe, _ add: @escaping @Sendable (RunningVmrepl, Data) -> Void) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [weak self] in
            while true {
                let data = handle.availableData
                guard let self else { return }
                self.lock.lock()
                if data.isEmpty {
                    self.pipesEnded += 1
                    self.lock.unlock()
                    return
                }
                add(self, data)
                self.lock.unlock()
            }
        }
    }

    /// A run a failed test left behind is ended with it.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var printed: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Waits until the output contains `text` (what earlier commands printed was flushed).
    func waitFor(_ text: String, timeout: Double = 120) throws {
        struct Timeout: Error {}
        guard eventually(within: timeout, { printed.contains(text) }) else { throw Timeout() }
    }

    /// Waits until standard error contains `text`.
    func waitForError(_ text: String, timeout: Double = 120) throws {
        struct Timeout: Error {}
        guard eventually(within: timeout, { errorText.contains(text) }) else { throw Timeout() }
    }

    /// Sends `signal` and waits for the exit; the status, or `nil` if it did not end
    /// within `timeout` seconds (a hang: the process is then killed).
    func signal(_ signal: Int32, timeout: Double = 120) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        // Each pipe's last bytes are in once its handler has seen its end (a handler may
        // still be appending what it read when the process has ended).
        _ = eventually(within: timeout) {
            lock.lock()
            defer { lock.unlock() }
            return pipesEnded == 2
        }
        return process.terminationStatus
    }

    /// What it wrote on standard error so far (all of it, once it has ended).
    var errorText: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: collectedErrors, as: UTF8.self)
    }
}

/// Signals end any batch run at once, with what was printed flushed and the signal's
/// status.
@Suite struct SignalTests {
    @Test func sigintWhileWaitingOnAPipeEndsWith130AfterFlushing() throws {
        let run = try RunningVmrepl(["-e", "countup", "-f", "-"])
        try run.waitFor(#"count: "1"  (all 9 agree)"#)
        #expect(run.signal(SIGINT) == 130)
        #expect(run.printed == "count: \"1\"  (all 9 agree)\n")
    }

    @Test func sigintWhileReadingAnEndlessLineEndsWith130InBoundedMemory() throws {
        // Endless NULs on standard input (-f refuses /dev/zero by name: a device).
        let run = try RunningVmrepl(["-e", "countup", "-f", "-"], standardInput: try #require(FileHandle(forReadingAtPath: "/dev/zero")))
        try run.waitFor(#"count: "1""#)
        // The line is read, passed over, and the next endless one read, until the signal.
        try run.waitForError("error: the line is over")
        #expect(run.signal(SIGINT) == 130)
        #expect(run.errorText == "error: the line is over 1048576 bytes, the most vmrepl reads; it was skipped\n")
    }

    @Test func sigintWhileAFIFOWaitsToOpenIsAnInterruption() throws {
        let scratch = try ScratchDirectory()
        let fifo = scratch.url.appendingPathComponent("commands").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try RunningVmrepl(["-e", "countup", "-f", fifo])
        try run.waitFor(#"count: "1""#)
        #expect(run.signal(SIGINT) == 130)
        #expect(run.errorText.isEmpty)
    }

    /// A crash (a view model's `fatalError`, RxSwift's debug build stopping on a misuse),
    /// here a SIGKILL during the second command, loses nothing the first printed: batch
    /// output goes out command by command.
    @Test func aCrashDuringACommandKeepsWhatTheCommandsBeforePrinted() throws {
        let run = try RunningVmrepl(["-e", "countup", "-e", "countup 1000000000"], standardInput: FileHandle.nullDevice)
        try run.waitFor(#"count: "1"  (all 9 agree)"#)
        #expect(try waitUntilBusy(run.process.processIdentifier))
        #expect(run.signal(SIGKILL) == 9)
        #expect(run.printed.split(separator: "\n").first == #"count: "1"  (all 9 agree)"#)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func terminationDuringALongCommandKeepsWhatWasPrinted(signal: Int32, status: Int32) throws {
        let run = try RunningVmrepl(["-e", "countup", "-e", "countup 1000000000"], standardInput: FileHandle.nullDevice)
        #expect(try waitUntilBusy(run.process.processIdentifier))
        #expect(run.signal(signal) == status)
        let lines = run.printed.split(separator: "\n")
        #expect(lines.first == #"count: "1"  (all 9 agree)"#)
        #expect(lines.last?.hasPrefix("interrupted after ") == true)
    }
}

/// Nothing fails silently: an input that cannot be read, output that cannot be written.
@Suite struct SilentFailureTests {
    @Test func anUnreadableCommandFileIsOneLineAndStatus2() throws {
        let directory = try Binary.run(["-f", "/tmp"])
        #expect(directory.status == 2)
        #expect(directory.error == "vmrepl: cannot read '/tmp': it is a directory; -f reads a file of commands\n")
        #if os(Linux)
        // A file that opens but cannot be read: Linux's /proc/self/mem, read from its start.
        let memory = try Binary.run(["-f", "/proc/self/mem"])
        #expect(memory.status == 2)
        #expect(memory.error == "vmrepl: cannot read '/proc/self/mem': Input/output error\n")
        #endif
        let missing = try Binary.run(["-f", "/nonexistent/lesson.txt"])
        #expect(missing.status == 2)
        #expect(missing.error == "vmrepl: cannot read '/nonexistent/lesson.txt': No such file or directory\n")
    }

    @Test func standardInputThatIsADirectoryIsReported() throws {
        let shell = try Binary.shell("\"$VMREPL\" < /tmp")
        #expect(shell.status == 2)
        #expect(shell.error == "vmrepl: cannot read standard input: Is a directory\n")
    }

    @Test(arguments: [["-e", "countup"], ["--version"], ["--help"], ["check", "scripts/01-counting.vmt"]])
    func aFullDiskIsReportedOnceWithStatus2(arguments: [String]) throws {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let shell = try Binary.shell("cd \"$ROOT\" && \"$VMREPL\" \(quoted) > /dev/full")
        #expect(shell.status == 2)
        #expect(shell.error == "vmrepl: cannot write output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsReported() throws {
        let shell = try Binary.shell("\"$VMREPL\" --help >&-")
        #expect(shell.status == 2)
        #expect(shell.error == "vmrepl: cannot write output: Bad file descriptor\n")
    }

    @Test func aReaderThatGoesAwayEndsTheRunQuietlyWithAFailingStatus() throws {
        // SIGPIPE ignored by the parent: writes fail with EPIPE.
        let shell = try Binary.shell("""
        trap '' PIPE; commands=$(mktemp); printf 'countup\\n%.0s' {1..20000} > "$commands"
        "$VMREPL" -f "$commands" | head -c 10 > /dev/null; echo "status ${PIPESTATUS[0]}"; rm "$commands"
        """)
        #expect(shell.output == "status 2\n")
        #expect(shell.error.isEmpty)
    }
}

/// Memory and time stay bounded whatever the input.
@Suite struct BoundedInputTests {
    @Test func aLineTooLongToReadIsPassedOverAndTheRunGoesOn() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("long.txt").path
        var bytes = Array("countup\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 3 << 20)
        bytes += Array("\ncountup\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let run = try Binary.run(["-f", path])
        #expect(run.status == 1)
        #expect(run.output == "count: \"1\"  (all 9 agree)\ncount: \"2\"  (all 9 agree)\n")
        #expect(run.error == "error: the line is over 1048576 bytes, the most vmrepl reads; it was skipped\n")
    }

    @Test func checkingAnEndlessInputIsRefusedAtOnce() throws {
        let shell = try Binary.shell("\"$VMREPL\" check - < /dev/zero")
        #expect(shell.status == 2)
        #expect(shell.error == "vmrepl: cannot read transcript '(standard input)': line 1 is longer than 1048576 bytes, the most a transcript line may have\n")
        #expect(try Binary.run(["check", "/dev/zero"]).status == 2)
    }

    @Test func aLongCommandsLogIsBoundedAndSaysWhatItLeftOut() throws {
        let run = try Binary.run(["-e", "use reducer", "-e", "countup 1000", "-e", "log"])
        let lines = run.outputLines.filter { $0.hasPrefix("reducer: ") }
        #expect(lines.count == 101)
        #expect(lines.last == "reducer: … 1900 more not kept (a log keeps a command's first 100)")
    }
}
