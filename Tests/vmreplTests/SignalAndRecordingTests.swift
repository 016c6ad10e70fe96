import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A recording is written as it happens: opened and checked at the start, each command's
/// events on disk before the next key, a write error reported at once and status 2.
@Suite(.serialized) struct LiveRecordingTests {
    /// The temporary file a recording in progress is written to.
    func inProgress(in scratch: ScratchDirectory) throws -> String? {
        try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).first { $0.contains(".cast.vmrepl-") }
            .map { scratch.url.appendingPathComponent($0).path }
    }

    @Test func aKilledSessionKeepsItsTalkSoFar() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("session.cast").path
        let terminal = try PseudoTerminal(arguments: ["--record", path], environment: ["VMREPL_HISTORY": ""])
        try terminal.waitFor("vmrepl> ")
        try terminal.waitForKeys()
        terminal.type("countup 2\r")
        try terminal.waitFor(#"count: "1" "2"  (all 9 agree)"#)
        try terminal.waitFor("vmrepl> ", after: terminal.screen.range(of: "(all 9 agree)")?.upperBound)
        // SIGKILL: no handler runs, nothing more is written.
        terminal.send(SIGKILL)
        _ = try? terminal.waitForExit()
        let partial = try #require(try inProgress(in: scratch))
        let text = try String(contentsOfFile: partial, encoding: .utf8)
        #expect(text.hasPrefix(#"{"version": 2,"#))
        #expect(text.contains(#"count: \"1\" \"2\"  (all 9 agree)"#), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDemoRecordingIsOnDiskAfterEachStep() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("talk.cast").path
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", "--record", path, "1"], environment: ["VMREPL_HISTORY": ""])
        try terminal.waitFor("step 0/")
        let header = try String(contentsOfFile: try #require(try inProgress(in: scratch)), encoding: .utf8)
        #expect(header.hasPrefix(#"{"version": 2,"#))
        terminal.type("\r")
        try terminal.waitFor("step 1/")
        let afterStep = try String(contentsOfFile: try #require(try inProgress(in: scratch)), encoding: .utf8)
        #expect(afterStep.contains("vmrepl> "), "\(afterStep)")
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        #expect(try inProgress(in: scratch) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(afterStep))
    }

    @Test func anUnwritablePathIsReportedBeforeTheSessionStarts() throws {
        for arguments in [["--record", "/nonexistent/dir/talk.cast"], ["demo", "--record", "/nonexistent/dir/talk.cast", "1"]] {
            let terminal = try PseudoTerminal(arguments: arguments, environment: ["VMREPL_HISTORY": ""])
            #expect(try terminal.waitForExit() == 2)
            #expect(terminal.screen.contains("vmrepl: cannot record to '/nonexistent/dir/talk.cast': No such file or directory"), "\(terminal.screen)")
            #expect(!terminal.screen.contains("vmrepl> "))
            #expect(!terminal.screen.contains("step 0/"))
        }
    }

    @Test(.needsASmallDisk) func aFullDiskStopsTheRecordingAtOnceAndEndsWithStatus2() throws {
        let disk = try SmallDisk(kilobytes: 256)
        try disk.write("talk.cast", "the old talk\n")
        disk.fill(leaving: 0)
        for arguments in [["--record", disk.path("talk.cast"), "--force"], ["demo", "--no-typing", "--force", "--record", disk.path("talk.cast"), "1"]] {
            let terminal = try PseudoTerminal(arguments: arguments, environment: ["VMREPL_HISTORY": ""])
            try terminal.waitFor("No space left on device")
            #expect(terminal.screen.contains("'\(disk.path("talk.cast"))'"))
            try terminal.waitForKeys()
            terminal.type(arguments[0] == "demo" ? "\rq" : "countup\rquit\r")
            #expect(try terminal.waitForExit() == 2, "\(terminal.screen)")
            #expect(disk.contents("talk.cast") == "the old talk\n")
            #expect(!disk.names.contains { $0.contains(".vmrepl-") }, "\(disk.names)")
        }
    }
}

/// Ctrl-C and signals always work: `check` and `demo` stop on them, busy or idle.
@Suite(.serialized) struct CheckAndDemoSignalTests {
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func checkStopsOnASignalAfterReportingWhatItFinished(signal: Int32, status: Int32) throws {
        let scratch = try ScratchDirectory()
        let quick = try scratch.file("a.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let endless = try scratch.file("x.vmt", "vmrepl> countup 1000000000\n")
        let run = try RunningVmrepl(["check", quick, endless])
        // The endless file's child is busy with its long command.
        let parent = run.process.processIdentifier
        #expect(try eventually { try childrenOf(parent).contains { $0.hasSuffix(endless) } })
        let child = try Binary.shell("ps -eo pid=,args= | grep -F -- '--vmrepl-child \(parent) ' | grep -F '\(endless)' | head -1").output
        #expect(try waitUntilBusy(Int32(child.split(separator: " ").first ?? "") ?? 0))
        // The quick file's child has ended before the signal (on a loaded machine it may
        // still run when the endless one is busy).
        #expect(try eventually { try !childrenOf(parent).contains { $0.hasSuffix(quick) } })
        #expect(run.signal(signal) == status)
        #expect(run.printed.hasPrefix("PASS \(quick)\n"), "\(run.printed)")
        #expect(run.printed.contains("2 transcripts: 1 passed, 1 not checked (interrupted)"), "\(run.printed)")
        #expect(run.errorText == "vmrepl: interrupted: 1 of 2 transcripts not checked\n")
    }

    /// A talk of `commands`, in a directory the suite keeps until it ends.
    func talk(_ commands: [String]) throws -> String {
        try scratch.file("talk-\(UUID().uuidString).vmt", commands.joined(separator: "\n") + "\n")
    }

    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
    }

    @Test func ctrlCStopsADemoStepsCommandAndTheTalkGoesOn() throws {
        let script = try talk(["countup", "countup 1000000000", "countup"])
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", script], environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor("step 0/3")
        terminal.type("\r")
        mark = try terminal.waitFor("step 1/3", after: mark)
        terminal.type("\r")
        #expect(try waitUntilBusy(terminal.pid))
        terminal.type("\u{03}")
        mark = try terminal.waitFor("interrupted after", after: mark)
        mark = try terminal.waitFor("step 2/3", after: mark)
        terminal.type("\r")
        mark = try terminal.waitFor("step 3/3", after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func termAndHangUpEndADemoBusyOrIdle(signal: Int32, status: Int32) throws {
        let script = try talk(["countup", "countup 1000000000"])
        let idle = try PseudoTerminal(arguments: ["demo", "--no-typing", script], environment: ["VMREPL_HISTORY": ""])
        try idle.waitFor("step 0/2")
        idle.send(signal)
        #expect(try idle.waitForExit() == status)
        let busy = try PseudoTerminal(arguments: ["demo", "--no-typing", script], environment: ["VMREPL_HISTORY": ""])
        var mark = try busy.waitFor("step 0/2")
        busy.type("\r")
        mark = try busy.waitFor("step 1/2", after: mark)
        busy.type("\r")
        #expect(try waitUntilBusy(busy.pid))
        busy.send(signal)
        #expect(try busy.waitForExit() == status)
    }

    /// `q` or a signal while a step's command is typed: nothing of it runs, so a `save
    /// --force` in it writes no file; `q` quits, after Ctrl-C the talk waits at the step
    /// it was on, and SIGTERM ends it. (At one character a second, typing a command out
    /// takes longer than a test waits.)
    @Test func quitOrASignalDuringTypingRunsNothing() throws {
        let saved = scratch.url.appendingPathComponent("saved.vmt").path
        let script = try talk(["save --force \(saved)", "countup"])
        func typing() throws -> (PseudoTerminal, String.Index) {
            let terminal = try PseudoTerminal(arguments: ["demo", "--typing-speed", "1", script], environment: ["VMREPL_HISTORY": ""])
            var mark = try terminal.waitFor("step 0/2")
            terminal.type("\r")
            mark = try terminal.waitFor("vmrepl> s", after: mark)
            return (terminal, mark)
        }
        let (quitting, _) = try typing()
        quitting.type("q")
        #expect(try quitting.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: saved))
        let (interrupted, mark) = try typing()
        interrupted.send(SIGINT)
        try interrupted.waitFor("step 0/2 · step 1 cancelled: nothing of it ran; Enter types it again", after: mark)
        #expect(!FileManager.default.fileExists(atPath: saved))
        interrupted.type("q")
        #expect(try interrupted.waitForExit() == 0)
        let (terminated, _) = try typing()
        terminated.send(SIGTERM)
        #expect(try terminated.waitForExit() == 143)
        #expect(!FileManager.default.fileExists(atPath: saved))
        // Typed out whole, the step runs.
        let whole = try PseudoTerminal(arguments: ["demo", "--no-typing", script], environment: ["VMREPL_HISTORY": ""])
        let start = try whole.waitFor("step 0/2")
        whole.type("\r")
        try whole.waitFor("step 1/2", after: start)
        whole.type("q")
        #expect(try whole.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: saved))
    }

    /// demo-magic's convention: a key while a command is typed finishes the typing, and
    /// Enter then runs it; `x` cancels the step and takes it off the screen. The audience
    /// (the recording, replayed by pyte) sees the narration once, and the recording has
    /// one marker for the step.
    @Test func aKeyDuringTypingFinishesItAndXCancelsIt() throws {
        let script = try talk(["# the first step", "countup"])
        let cast = scratch.url.appendingPathComponent("typed-\(UUID().uuidString).cast").path
        let terminal = try PseudoTerminal(arguments: ["demo", "--typing-speed", "1", "--record", cast, script],
                                          environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/1")
        terminal.type("\r")
        mark = try terminal.waitFor("vmrepl> c", after: mark)
        terminal.type("x")
        mark = try terminal.waitFor("step 1 cancelled: nothing of it ran; Enter types it again", after: mark)
        terminal.type("\r")
        mark = try terminal.waitFor("vmrepl> c", after: mark)
        // The speaker's slip: Enter while the command is typed. It finishes the typing.
        terminal.type("\r")
        mark = try terminal.waitFor("ountup", after: mark)
        #expect(!terminal.screen[mark...].contains("count:"))
        terminal.type("\r")
        mark = try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
        let screen = try CastReplayTests().screen(["cast", cast])
        #expect(screen.filter { $0.contains("the first step") }.count == 1, "\(screen)")
        #expect(screen.filter { $0.hasPrefix("vmrepl> countup") }.count == 1, "\(screen)")
        let markers = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").filter { $0.contains(#", "m", "#) }
        #expect(markers.count == 1, "\(markers)")
    }

    /// A number too large for an integer was taken as "next step".
    @Test func aJumpOutOfRangeSaysSoAndStays() throws {
        let script = try talk(["countup", "countup"])
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", script], environment: ["VMREPL_HISTORY": ""])
        var mark = try terminal.waitFor("step 0/2")
        terminal.type("99999999999999999999\r")
        mark = try terminal.waitFor("no step 99999999999999999999: steps are 1–2", after: mark)
        terminal.type("3\r")
        mark = try terminal.waitFor("step 0/2 · no step 3: steps are 1–2", after: mark)
        #expect(!terminal.screen.contains("vmrepl> countup"))
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }
}

/// A signal at any moment of vmrepl's life, start-up included, is honoured: SIGINT 130,
/// SIGTERM 143, SIGHUP 129, with no child left. vmrepl runs as a script's background job,
/// which bash starts with SIGINT ignored: until vmrepl's first instruction sets its
/// handler, the kernel discards a SIGINT (the dynamic loader's few milliseconds, before any
/// of vmrepl's code), and so does bash's child before its exec. Such a trial is not
/// counted; its process is killed.
@Suite(.serialized) struct EarlySignalTests {
    /// One line per trial: signal, delay in µs, whether the signal was sent before vmrepl
    /// could see it (not yet exec'd, or SIGINT still ignored), the exit status, and how
    /// many children were left.
    func trials(_ arguments: String, count: Int) throws -> [[String]] {
        let script = """
        cd "$ROOT"
        for n in $(seq \(count)); do
          for sig in INT INT TERM HUP; do
            delay=$((RANDOM % 20000))
            "$VMREPL" \(arguments) >/dev/null 2>&1 &
            pid=$!
            start=${EPOCHREALTIME/./}
            while (( ${EPOCHREALTIME/./} - start < delay )); do :; done
            unseen=0
            [[ /proc/$pid/exe -ef $VMREPL ]] || unseen=1
            while read -r key value; do
              [ "$key" = SigIgn: ] && (( 0x$value & 2 )) && [ $sig = INT ] && unseen=1
            done < /proc/$pid/status
            kill -$sig $pid
            [ $unseen = 1 ] && kill -KILL $pid
            wait $pid
            status=$?
            for i in $(seq 500); do pgrep -f -- "--vmrepl-child $pid " >/dev/null || break; sleep 0.01; done
            echo "$sig $delay $unseen $status $(pgrep -f -- "--vmrepl-child $pid " | wc -l)"
          done
        done
        """
        let result = try Binary.shell(script)
        return result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    }

    @Test(arguments: ["check --jobs 2 scripts/01-counting.vmt scripts/03-errors-into-inputs.vmt",
                      "mutate scripts/01-counting.vmt", "explore relay anyobserver"])
    func aSignalInTheFirst20MillisecondsIsHonoured(command: String) throws {
        let expected = ["INT": "130", "TERM": "143", "HUP": "129"]
        let lines = try trials(command, count: 6)
        #expect(lines.count == 24)
        for line in lines where line.count == 5 {
            let unseen = line[2] == "1"
            if !unseen { #expect(line[3] == expected[line[0]], "\(command): SIG\(line[0]) after \(line[1]) µs: status \(line[3])") }
            #expect(line[4] == "0", "\(command): SIG\(line[0]) after \(line[1]) µs left \(line[4]) children")
        }
    }
}

/// A signal already waiting when vmrepl starts (sent while its parent blocked it, which
/// exec keeps) ends it as that signal, whatever the command: before this, `--version` and
/// `help` exited 0 on it.
@Suite struct SignalPendingAtStartTests {
    @Test(arguments: ["--version", "--help", "-e countup", "check --jobs 2 scripts/01-counting.vmt", "mutate scripts/01-counting.vmt",
                      "explore relay anyobserver"])
    func aSignalPendingAtExecIsHonoured(command: String) throws {
        for (name, status) in [("SIGINT", 130), ("SIGTERM", 143), ("SIGHUP", 129)] {
            let script = """
            cd "$ROOT"
            python3 - "$VMREPL" \(command) <<'PY'
            import os, signal, subprocess, sys
            def pending():
                signal.pthread_sigmask(signal.SIG_BLOCK, {signal.\(name)})
                os.kill(os.getpid(), signal.\(name))
            child = subprocess.run(sys.argv[1:], preexec_fn=pending, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            print(child.returncode)
            PY
            """
            let result = try Binary.shell(script)
            #expect(result.output == "\(status)\n", "\(command) with \(name) pending at start: \(result.output)\(result.error)")
        }
    }
}
