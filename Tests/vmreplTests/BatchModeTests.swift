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
        #expect(objects.count == 2)
        let event = try #require(objects.last)
        #expect(event["variant"] as? String == "relay")
        #expect(event["stream"] as? String == "count")
        #expect(event["subscriber"] as? String == "view")
        #expect(event["kind"] as? String == "next")
        #expect(event["value"] as? String == "1")
        #expect(event["time"] as? Int == 0)
        #expect(event["command"] as? String == "countup")
        #expect(result.error == "error: unknown command 'contup'; did you mean 'countup'?\n")
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
        #expect(failing.output.contains("PASS \(good)\nFAIL \(bad)\n--- \(bad) (expected)\n+++ \(bad) (actual)\n"))
        #expect(failing.output.contains("-count: \"9\"  (all 9 agree)\n+count: \"1\"  (all 9 agree)"))
        // After several files, one line sums them up.
        #expect(failing.output.hasSuffix("\n2 transcripts: 1 passed, 1 failed\n"))
    }

    @Test func readsATranscriptThatDoesNotSayItsSize() throws {
        // A pipe's size reads as 0: the whole stream is still read.
        let lines = (1...3_000).map { "vmrepl> countup\ncount: \"\($0)\"  (all 9 agree)\n" }.joined()
        let piped = try Binary.run(["check", "/dev/stdin"], input: lines)
        #expect(piped.output == "PASS /dev/stdin\n")
        let cut = try Binary.run(["check", "/dev/stdin"], input: String(lines.dropLast(30)))
        #expect(cut.status == 1)
    }

    @Test func checkColoursItsReportOnlyWhenAskedOrOnATerminal() throws {
        let scratch = try ScratchDirectory()
        let good = try scratch.file("good.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let bad = try scratch.file("bad.vmt", "vmrepl> countup\ncount: \"9\"  (all 9 agree)\n")
        let coloured = try Binary.run(["check", "--color", "always", good, bad])
        #expect(coloured.output.contains("\u{1B}[32mPASS\u{1B}[0m \(good)\n\u{1B}[31mFAIL\u{1B}[0m \(bad)\n"))
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
        let run = try Binary.run(["check", "/nonexistent/lesson.vmt", latin1, good, scratch.url.path])
        #expect(run.status == 2)
        #expect(run.output == "PASS \(good)\n4 transcripts: 1 passed, 3 unreadable\n")
        #expect(run.error == """
        vmrepl: cannot read transcript '/nonexistent/lesson.vmt': No such file or directory
        vmrepl: transcript '\(latin1)' is not valid UTF-8; save it as UTF-8 text
        vmrepl: cannot read transcript '\(scratch.url.path)': Is a directory

        """)
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

    @Test func aLongTranscriptIsCheckedAndBlessedFromItsMappedFile() throws {
        // Over the size at which a transcript is mapped into memory rather than read.
        let scratch = try ScratchDirectory()
        let lines = (1...40_000).map { "vmrepl> countup\ncount: \"\($0)\"  (all 9 agree)\n" }
        let text = lines.joined()
        #expect(text.utf8.count > 1 << 20)
        let path = try scratch.file("long.vmt", text)
        #expect(try Binary.run(["check", path]).output == "PASS \(path)\n")
        let damaged = try scratch.file("damaged.vmt", text.replacingOccurrences(of: "count: \"39999\"", with: "count: \"0\""))
        let failed = try Binary.run(["check", damaged])
        #expect(failed.status == 1)
        #expect(failed.output.contains("-count: \"0\"  (all 9 agree)\n+count: \"39999\"  (all 9 agree)"))
        #expect(try Binary.run(["check", "--bless", damaged]).output == "BLESSED \(damaged)\n")
        #expect(try String(contentsOfFile: damaged, encoding: .utf8) == text)
        #expect(try Binary.run(["check", damaged]).status == 0)
    }

    @Test func everyShippedLessonPasses() throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts")
        let files = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".vmt") }.sorted()
        #expect(!files.isEmpty)
        let result = try Binary.run(["check"] + files.map { scripts.appendingPathComponent($0).path })
        #expect(result.status == 0, "\(result.output)")
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
        Thread.sleep(forTimeInterval: 0.5)
        process.interrupt()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(text.contains("interrupted after "))
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("count:") }.count == 1)
    }
}
