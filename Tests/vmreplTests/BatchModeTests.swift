import Foundation
import Testing

/// The binary in batch mode, through `Process`.
@Suite struct BatchModeTests {
    @Test func runsCommandsFromArguments() throws {
        let result = try Binary.run(["-e", "countup", "-e", "countup 2"])
        #expect(result.outputLines == [#"count: "1"  (all 9 agree)"#, #"count: "2" "3"  (all 9 agree)"#])
        #expect(result.error.isEmpty)
        #expect(result.status == 0)
    }

    @Test func echoTurnsACommandFileIntoATranscript() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("lesson.txt", "# counting\ncountup\n")
        let result = try Binary.run(["-f", file, "--echo"])
        #expect(result.outputLines == ["# counting", "vmrepl> countup", #"count: "1"  (all 9 agree)"#])
    }

    @Test func readsStandardInputWithDashF() throws {
        let result = try Binary.run(["-f", "-"], input: "countup\nquit\ncountup\n")
        #expect(result.outputLines == [#"count: "1"  (all 9 agree)"#])
        #expect(result.status == 0)
    }

    @Test func eachResultIsPrintedBeforeVmreplWaitsForTheNextCommand() throws {
        // A program that feeds commands through a pipe, one at a time, reads each result
        // before it sends the next.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }
        let expected = [#"count: "1"  (all 9 agree)"#, #"count: "2"  (all 9 agree)"#]
        for line in expected {
            input.fileHandleForWriting.write(Data("countup\n".utf8))
            let arrived = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var received = Data()
            // Read on a thread of its own, not the shared pool, which other suites fill.
            Thread {
                received = output.fileHandleForReading.availableData
                arrived.signal()
            }.start()
            // Waits for the result, with stdin still open; a run without the fix waits
            // here until the deadline, then the closed input makes vmrepl flush.
            let inTime = arrived.wait(timeout: .now() + 20) == .success
            if !inTime {
                try input.fileHandleForWriting.close()
                arrived.wait()
            }
            #expect(inTime)
            #expect(String(decoding: received, as: UTF8.self) == line + "\n")
        }
        input.fileHandleForWriting.write(Data("quit\n".utf8))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func exitStatusesFollowTheContract() throws {
        #expect(try Binary.run([], input: "quit\n").status == 0)
        let failed = try Binary.run(["-e", "contup", "-e", "countup"])
        #expect(failed.status == 1)
        #expect(failed.error == "error: unknown command 'contup'; did you mean 'countup'?\n")
        #expect(failed.outputLines.count == 1)
        let bailed = try Binary.run(["--bail", "-e", "contup", "-e", "countup"])
        #expect(bailed.status == 1)
        #expect(bailed.output.isEmpty)
        let usage = try Binary.run(["--frmat", "json"])
        #expect(usage.status == 2)
        #expect(usage.error == "vmrepl: unknown option '--frmat'; did you mean '--format'?\n")
        let missing = try Binary.run(["-f", "/nonexistent/commands.txt"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("vmrepl: cannot read '/nonexistent/commands.txt'"))
    }

    @Test func helpAndVersion() throws {
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: vmrepl"))
        let version = try Binary.run(["--version"])
        #expect(version.output.hasPrefix("vmrepl "))
    }

    @Test func badBytesGetAnErrorAndTheRunGoesOn() throws {
        var input = Data("countup\n".utf8)
        input.append(contentsOf: [0x63, 0xFF, 0x0A, 0x63, 0x00, 0x0A])
        input.append(Data(String(repeating: "x", count: 1 << 20).utf8))
        input.append(Data("\ncountup\n".utf8))
        let result = try Binary.run([], input: input)
        #expect(result.outputLines == [#"count: "1"  (all 9 agree)"#, #"count: "2"  (all 9 agree)"#])
        #expect(result.error.split(separator: "\n").count == 3)
        #expect(result.status == 1)
    }

    @Test func colourOnlyWhenChosenAndNeverWithNoColorOnAuto() throws {
        let commands = ["-e", "countup", "-e", "subscribe count"]
        #expect(try Binary.run(commands + ["--color", "always"]).output.contains("\u{1B}["))
        #expect(!(try Binary.run(commands)).output.contains("\u{1B}["))
        #expect(!(try Binary.run(commands + ["--color", "auto"], input: Data(), environment: ["NO_COLOR": "1"])).output.contains("\u{1B}["))
        #expect(!(try Binary.run(commands + ["--color", "never"])).output.contains("\u{1B}["))
    }

    @Test func jsonIsOneObjectPerLine() throws {
        let result = try Binary.run(["--format", "json", "-e", "use relay", "-e", "countup", "-e", "contup"])
        let objects = try result.outputLines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["kind"] as? String } == ["command", "note", "end", "command", "event", "end", "command", "end"])
        let event = objects[4]
        #expect(event["variant"] as? String == "relay")
        #expect(event["stream"] as? String == "count")
        #expect(event["subscriber"] as? String == "view")
        #expect(event["event"] as? String == "next")
        #expect(event["value"] as? String == "1")
        #expect(event["time"] as? Int == 0)
        #expect(objects[7]["message"] as? String == "unknown command 'contup'; did you mean 'countup'?")
        // Nothing but JSON on standard output; errors are records there, not text on stderr.
        #expect(result.error.isEmpty)
        #expect(result.status == 1)
        let echoed = try Binary.run(["--format", "json", "--echo", "-e", "# note", "-e", "countup"])
        #expect(echoed.outputLines.allSatisfy { $0.hasPrefix("{\"") })
    }

    @Test func theSameInputGivesByteIdenticalOutput() throws {
        let commands = ["-e", "countup 3", "-e", "subscribe count", "-e", "email demo@example.com",
                        "-e", "password secret123", "-e", "login", "-e", "error email", "-e", "state"]
        #expect(try Binary.run(commands).output == (try Binary.run(commands)).output)
    }
}

/// `vmrepl check`, through the binary.
@Suite struct CheckCommandTests {
    @Test func passesAndFailsWithADiffAndTheRightStatus() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.file("good.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let bad = try scratch.file("bad.vmt", "vmrepl> countup\ncount: \"9\"  (all 9 agree)\n")
        let passing = try Binary.run(["check", good])
        #expect(passing.output == "PASS \(good)\n")
        #expect(passing.status == 0)
        let failing = try Binary.run(["check", good, bad])
        #expect(failing.status == 1)
        #expect(failing.output.contains("PASS \(good)\nFAIL \(bad):1: 'countup' printed other output than the transcript expects\n--- \(bad) (expected)\n+++ \(bad) (actual)\n"))
        #expect(failing.output.contains("-count: \"9\"  (all 9 agree)\n+count: \"1\"  (all 9 agree)"))
        // After several files, one line sums them up.
        #expect(failing.output.hasSuffix("\n2 transcripts: 1 passed, 1 failed\n"))
    }

    @Test func checkDashReadsOneTranscriptFromStandardInput() throws {
        // A pipe's size reads as 0: the whole stream is still read.
        let lines = (1...3_000).map { "vmrepl> countup\ncount: \"\($0)\"  (all 9 agree)\n" }.joined()
        let piped = try Binary.run(["check", "-"], input: lines)
        #expect(piped.output == "PASS (standard input)\n")
        let cut = try Binary.run(["check", "-"], input: String(lines.dropLast(30)))
        #expect(cut.status == 1)
        let blessed = try Binary.run(["check", "--bless", "-"], input: String(lines.dropLast(30)))
        #expect(blessed.status == 2)
        #expect(blessed.error == "vmrepl: cannot write transcript '(standard input)': standard input cannot be rewritten; save the transcript to a file and bless that\n")
    }

    @Test func checkColoursItsReportOnlyWhenAskedOrOnATerminal() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.file("good.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let bad = try scratch.file("bad.vmt", "vmrepl> countup\ncount: \"9\"  (all 9 agree)\n")
        let coloured = try Binary.run(["check", "--color", "always", good, bad])
        #expect(coloured.output.contains("\u{1B}[32mPASS\u{1B}[0m \(good)\n\u{1B}[31mFAIL\u{1B}[0m \(bad):1: "))
        #expect(coloured.output.contains("\u{1B}[31m-count: \"9\"  (all 9 agree)\u{1B}[0m\n\u{1B}[32m+count: \"1\"  (all 9 agree)\u{1B}[0m"))
        #expect(coloured.output.contains("\u{1B}[36m@@ -1,2 +1,2 @@\u{1B}[0m"))
        // Not a terminal here: auto is plain, as is never.
        for choice in ["auto", "never"] {
            #expect(!(try Binary.run(["check", "--color", choice, good, bad]).output.contains("\u{1B}")))
        }
        #expect(coloured.status == 1)
    }

    @Test func anUnreadableTranscriptIsReportedAndTheOthersStillChecked() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.file("good.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let latin1 = scratch.url.appendingPathComponent("latin1.vmt").path
        #expect(FileManager.default.createFile(atPath: latin1, contents: Data("vmrepl> email caf".utf8 + [0xE9, 0x0A])))
        let fifo = scratch.url.appendingPathComponent("fifo.vmt").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let directory = scratch.url.appendingPathComponent("sub").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let run = try Binary.run(["check", "/nonexistent/lesson.vmt", latin1, good, scratch.url.path, directory + "/", fifo, ""])
        #expect(run.status == 2)
        #expect(run.output == "PASS \(good)\n7 transcripts: 1 passed, 6 unreadable\n")
        #expect(run.error == """
        vmrepl: cannot read transcript '/nonexistent/lesson.vmt': No such file or directory
        vmrepl: transcript '\(latin1)' line 1 is not valid UTF-8; save the file as UTF-8 text
        vmrepl: cannot read transcript '\(scratch.url.path)': it is a directory; give the transcript files in it, as in 'vmrepl check \(scratch.url.path)/*.vmt'
        vmrepl: cannot read transcript '\(directory)/': it is a directory; give the transcript files in it, as in 'vmrepl check \(directory)/*.vmt'
        vmrepl: cannot read transcript '\(fifo)': it is not a regular file (a FIFO or a device); check reads files, or '-' for standard input
        vmrepl: cannot read transcript '': the path is empty; name a transcript file, or '-' for standard input

        """)
    }

    @Test func aDirectoryIsRefusedWithThePatternOfItsTranscripts() throws {
        for (typed, pattern) in [("/", "/*.vmt"), ("//", "/*.vmt"), (".", "./*.vmt"), ("./", "./*.vmt")] {
            let run = try Binary.run(["check", typed])
            #expect(run.status == 2)
            #expect(run.error == "vmrepl: cannot read transcript '\(typed)': it is a directory; give the transcript files in it, as in 'vmrepl check \(pattern)'\n")
        }
    }

    @Test func blessRewritesExpectedOutputAndKeepsComments() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.file("lesson.vmt", "# why\nvmrepl> countup\nold\n")
        let blessed = try Binary.run(["check", "--bless", path])
        #expect(blessed.output == "BLESSED \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# why\nvmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        #expect(try Binary.run(["check", path]).status == 0)
        let stale = try scratch.file("stale.vmt", "vmrepl> countup\nold\n")
        #expect(try Binary.run(["check", "--bless", path, stale]).output == "UNCHANGED \(path)\nBLESSED \(stale)\n2 transcripts: 1 blessed, 1 unchanged\n")
    }

    @Test func aTranscriptThatTestsNothingFailsAndIsNeverBlessed() throws {
        let scratch = try ScratchDirectory()
        let cases = [
            ("output-first.vmt", "count: \"1\"  (all 9 agree)\n", "1: expected output before the first input line"),
            ("empty.vmt", "", "1: no input line"),
            ("prompt.vmt", "vmrepl>countup\n", "1: 'vmrepl>countup' looks like a mistyped prompt"),
            ("shell.vmt", "$ vmrepl -e countup\n", "1: '$ vmrepl -e countup' looks like a shell command"),
            ("quit.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\nvmrepl> quit\nvmrepl> countup\n", "4: commands after 'quit' on line 3 never run"),
        ]
        for (name, text, reason) in cases {
            let path = try scratch.file(name, text)
            let checked = try Binary.run(["check", path])
            #expect(checked.status == 1, "\(name)")
            #expect(checked.output.hasPrefix("FAIL \(path):\(reason)"), "\(checked.output)")
            for blessing in [["check", "--bless", path], ["check", path]] {
                let refused = try Binary.run(blessing, environment: ["VMREPL_BLESS": "1", "CI": ""])
                #expect(refused.status == 1, "\(name)")
                #expect(refused.output.contains("(not blessed)"), "\(refused.output)")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "\(name) was rewritten")
            }
        }
    }

    @Test func theBlessVariableBlessesButNeverInCI() throws {
        let scratch = try ScratchDirectory()
        let text = "vmrepl> countup\nold\n"
        let path = try scratch.file("stale.vmt", text)
        let refused = try Binary.run(["check", path], environment: ["VMREPL_BLESS": "1", "CI": "true"])
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("vmrepl: VMREPL_BLESS is set, but so is CI: a CI run never rewrites its own expectations"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        // Nor does --bless itself, in CI.
        let flag = try Binary.run(["check", "--bless", path], environment: ["CI": "1"])
        #expect(flag.status == 2)
        #expect(flag.error.hasPrefix("vmrepl: --bless is given, but so is CI: a CI run never rewrites its own expectations"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        // Any other value blesses: `yes` as `1`.
        for value in ["yes", "overwrite"] {
            let copy = try scratch.file("copy-\(value).vmt", text)
            #expect(try Binary.run(["check", copy], environment: ["VMREPL_BLESS": value]).output == "BLESSED \(copy)\n")
        }
        // Set to 0 or empty, it asks for nothing.
        #expect(try Binary.run(["check", path], environment: ["VMREPL_BLESS": "0", "CI": "true"]).status == 1)
        let blessed = try Binary.run(["check", path], environment: ["VMREPL_BLESS": "1", "CI": ""])
        #expect(blessed.output == "BLESSED \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
    }

    @Test func optionsMayComeBeforeTheSubcommandAndDashDashEndsThem() throws {
        let scratch = try ScratchDirectory()
        let odd = try scratch.file("-odd.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let run = try Binary.run(["--color", "never", "check", "--", "-odd.vmt"], workingDirectory: scratch.url)
        #expect(run.output == "PASS -odd.vmt\n", "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: odd))
    }

    @Test func junitReportIsWellFormedWithOneCasePerTranscript() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.file("good.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let bad = try scratch.file("b&d <x>.vmt", "vmrepl> email \"<&>\"\nnot this\n")
        let empty = try scratch.file("empty.vmt", "")
        let report = scratch.url.appendingPathComponent("report.xml").path
        let run = try Binary.run(["check", "--junit", report, good, bad, empty, "/nonexistent.vmt"])
        #expect(run.status == 2)
        let parsed = try JUnitDocument(contentsOf: URL(fileURLWithPath: report))
        #expect(parsed.cases.map(\.name) == [good, bad, empty, "/nonexistent.vmt"])
        #expect(parsed.cases.map(\.outcome) == ["passed", "failure", "failure", "error"])
        #expect(parsed.cases[1].message == "line 1: 'email \"<&>\"' printed other output than the transcript expects")
        #expect(parsed.cases[1].body.contains("\n-not this\n"))
        #expect(parsed.cases[2].message.hasPrefix("line 1: no input line"))
        #expect(parsed.suiteAttributes["tests"] == "4")
        #expect(parsed.suiteAttributes["failures"] == "2")
        #expect(parsed.suiteAttributes["errors"] == "1")
    }

    @Test func echoedCommandFilesPassTheirOwnCheckErrorsIncluded() throws {
        let scratch = try ScratchDirectory()
        let commands = try scratch.file("lesson.txt", "# a lesson\ncountup\n  # indented\ncontup\n\nsubscribe count\nemail \"a b\"\nquit\n")
        let echoed = try Binary.run(["-f", commands, "--echo"])
        #expect(echoed.status == 1)
        #expect(echoed.error.isEmpty)
        #expect(echoed.output.contains("vmrepl> contup\nerror: unknown command 'contup'; did you mean 'countup'?\n"))
        let transcript = try scratch.file("lesson.vmt", echoed.output)
        #expect(try Binary.run(["check", transcript]).output == "PASS \(transcript)\n")
        #expect(try Binary.run(["check", "--bless", transcript]).output == "UNCHANGED \(transcript)\n")
    }

    @Test func everyShippedLessonEchoedIsItself() throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts")
        let files = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".vmt") }.sorted()
        #expect(!files.isEmpty)
        // That each passes its check, dev/test shows with the release executable (and
        // TranscriptTests in process). Run as a command file, a transcript runs its input
        // lines and passes over the output it expects: echoed, it is the lesson again,
        // byte for byte.
        for file in files {
            let path = scripts.appendingPathComponent(file).path
            let lesson = try String(contentsOfFile: path, encoding: .utf8)
            // A lesson with wildcards stands for machine-dependent figures, which the
            // echo prints as they are: `check` above holds it.
            if lesson.contains("[..]") || lesson.split(separator: "\n").contains("...") { continue }
            let echoed = try Binary.run(["-f", path, "--echo"])
            #expect(echoed.output == lesson, "\(file)")
        }
    }
}

/// Ctrl-C in batch mode stops the command in progress and exits with 130.
@Suite struct BatchInterruptTests {
    @Test func anInterruptedBatchRunExitsWith130() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["-e", "countup 1000000000", "-e", "countup"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        #expect(try waitUntilBusy(process.processIdentifier))
        process.interrupt()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(text.contains("interrupted after "))
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("count:") }.count == 1)
    }
}

/// With several `-f` files, each command's JSON records say which file it came from.
@Suite struct JSONSourceFileTests {
    @Test func commandsOfEachFileNameTheirFile() throws {
        let scratch = try ScratchDirectory()
        let first = try scratch.file("one.txt", "countup\n")
        let second = try scratch.file("two.txt", "autorun off\n")
        let run = try Binary.run(["--format", "json", "-f", first, "-f", second, "-e", "time"])
        let commands = run.outputLines.filter { $0.contains(#""kind":"command""#) }
        #expect(commands == [
            #"{"file":"\#(first)","kind":"command","line":1,"text":"countup"}"#,
            #"{"file":"\#(second)","kind":"command","line":1,"text":"autorun off"}"#,
            #"{"kind":"command","line":1,"text":"time"}"#,
        ])
        #expect(run.outputLines.contains(#"{"kind":"autorun","on":false}"#))
    }

    /// A session of `handout` alone: `save` keeps the handout line, and the transcript it
    /// writes (its Markdown as output, `\`-marked where it reads as a prompt or comment)
    /// passes its own check; `--echo` and `--bless` write the same bytes. Before, `save`
    /// left the handout out and wrote a file that failed its check.
    @Test func aSavedHandoutPassesItsOwnCheck() throws {
        let scratch = try ScratchDirectory()
        let saved = scratch.url.appendingPathComponent("handout.vmt").path
        let session = try Binary.run(["-e", "handout 1", "-e", "save \(saved)"])
        #expect(session.output.hasSuffix("save \(saved): 1 command; 'vmrepl check \(saved)' checks it\n"))
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(text.hasPrefix("vmrepl> handout 1\n\\# Lesson 1: the same counter, nine ways\n"), "\(text.prefix(200))")
        #expect(try Binary.run(["check", saved]).output == "PASS \(saved)\n")
        #expect(try Binary.run(["-e", "handout 1", "--echo"]).output == text)
        #expect(try Binary.run(["check", "--bless", saved]).output == "UNCHANGED \(saved)\n")
        #expect(try String(contentsOfFile: saved, encoding: .utf8) == text)
    }

    /// A checked transcript never claims a file was written, as a check writes none: `save`
    /// and `marbles --svg` say what they save in the same words live and in a check, so
    /// `--echo`, `save` and `--bless` still write the same bytes.
    @Test func aCheckedTranscriptNeverClaimsASave() throws {
        let scratch = try ScratchDirectory()
        let session = try Binary.run(["-e", "countup", "-e", "save s.vmt", "-e", "marbles --svg m.svg", "--echo"], workingDirectory: scratch.url)
        let echoed = try scratch.file("echoed.vmt", session.output)
        #expect(session.output.contains("vmrepl> save s.vmt\nsave s.vmt: 1 command; 'vmrepl check s.vmt' checks it\n"), "\(session.output)")
        #expect(session.output.contains("vmrepl> marbles --svg m.svg\nsvg m.svg: "), "\(session.output)")
        #expect(!session.output.contains("saved") && !session.output.contains("wrote"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("s.vmt").path))
        #expect(try Binary.run(["check", "--bless", echoed], workingDirectory: scratch.url).output == "UNCHANGED \(echoed)\n")
    }
}
