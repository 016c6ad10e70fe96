import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Never destroy the file being replaced: every file vmrepl writes goes to a temporary
/// file beside it and is renamed into place only when whole. On a full disk the old file
/// stays as it was, no temporary file is left, the error names the file, and the status
/// is 2. Nothing that is not a regular file is opened to write.
@Suite(.serialized) struct FileSafetyTests {
    /// No `NAME.vmrepl-XXXXXX` file is left in `disk`.
    func noTemporaryFiles(in disk: SmallDisk) -> Bool {
        !disk.names.contains { $0.contains(".vmrepl-") }
    }

    /// A hand-written 1,000-command transcript (the user's only copy).
    static let handWritten = (1...1_000).map { "vmrepl> countup \($0 % 7)\n" }.joined()

    @Test(.needsASmallDisk) func blessOnAFullDiskLeavesTheTranscriptAsItWas() throws {
        let disk = try SmallDisk(kilobytes: 256)
        try disk.write("talk.vmt", Self.handWritten)
        disk.fill(leaving: 4096)
        let run = try Binary.run(["check", "--bless", disk.path("talk.vmt")])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot write transcript '\(disk.path("talk.vmt"))': No space left on device"), "\(run.error)")
        #expect(disk.contents("talk.vmt") == Self.handWritten)
        #expect(noTemporaryFiles(in: disk), "\(disk.names)")
    }

    @Test(.needsASmallDisk) func blessWithRoomReplacesTheTranscriptAndKeepsItsPermissions() throws {
        let disk = try SmallDisk(kilobytes: 512)
        try disk.write("talk.vmt", "vmrepl> countup\n")
        chmod(disk.path("talk.vmt"), 0o640)
        let run = try Binary.run(["check", "--bless", disk.path("talk.vmt")])
        #expect(run.status == 0)
        #expect(disk.contents("talk.vmt") == "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        var status = stat()
        stat(disk.path("talk.vmt"), &status)
        #expect(status.st_mode & 0o777 == 0o640)
        #expect(disk.names == ["talk.vmt"])
    }

    @Test(.needsASmallDisk) func saveForceOnAFullDiskLeavesTheOldFile() throws {
        let disk = try SmallDisk(kilobytes: 256)
        try disk.write("session.vmt", Self.handWritten)
        disk.fill(leaving: 0)
        let commands = ["--width", "1000"] + (0..<200).flatMap { _ in ["-e", "countup 3"] } + ["-e", "save --force \(disk.path("session.vmt"))"]
        let run = try Binary.run(commands)
        #expect(run.status == 2)
        #expect(run.error.contains("error: cannot save '\(disk.path("session.vmt"))': No space left on device"), "\(run.error)")
        #expect(disk.contents("session.vmt") == Self.handWritten)
        #expect(noTemporaryFiles(in: disk), "\(disk.names)")
    }

    @Test(.needsASmallDisk) func marblesSVGOnAFullDiskLeavesTheOldFile() throws {
        let disk = try SmallDisk(kilobytes: 256)
        try disk.write("count.svg", "<svg>the slide</svg>\n")
        disk.fill(leaving: 0)
        let run = try Binary.run(["--width", "1000", "-e", "countup 3", "-e", "marbles --svg \(disk.path("count.svg")) --force"])
        #expect(run.status == 2)
        #expect(run.error.contains("error: cannot write '\(disk.path("count.svg"))': No space left on device"), "\(run.error)")
        #expect(disk.contents("count.svg") == "<svg>the slide</svg>\n")
        #expect(noTemporaryFiles(in: disk), "\(disk.names)")
    }

    @Test(.needsASmallDisk) func aJUnitReportOnAFullDiskLeavesTheOldReport() throws {
        let scratch = try ScratchDirectory()
        let transcript = try scratch.file("t.vmt", "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n")
        let disk = try SmallDisk(kilobytes: 256)
        try disk.write("report.xml", "<testsuites/>\n")
        disk.fill(leaving: 0)
        let run = try Binary.run(["check", "--junit", disk.path("report.xml"), transcript])
        #expect(run.status == 2)
        #expect(run.output.contains("PASS \(transcript)"))
        #expect(run.error.contains("cannot write the JUnit report '\(disk.path("report.xml"))': No space left on device"), "\(run.error)")
        #expect(disk.contents("report.xml") == "<testsuites/>\n")
        #expect(noTemporaryFiles(in: disk), "\(disk.names)")
    }

    @Test func aReportPathThatIsAlsoATranscriptIsRefusedBeforeAnythingIsWritten() throws {
        let scratch = try ScratchDirectory()
        let text = "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n"
        let transcript = try scratch.file("t.vmt", text)
        for report in [transcript, scratch.url.path + "/./t.vmt"] {
            let run = try Binary.run(["check", "--junit", report, transcript])
            #expect(run.status == 2)
            #expect(run.error.hasPrefix("vmrepl: cannot write the JUnit report '\(report)': it is one of the transcripts being read"), "\(run.error)")
            #expect(run.output.isEmpty)
            #expect(try String(contentsOfFile: transcript, encoding: .utf8) == text)
        }
    }

    /// Opening a FIFO to write waits for a reader: vmrepl refuses it at once, in one line.
    @Test func aFIFOIsRefusedAtOnceWhereverAFileIsWritten() throws {
        let scratch = try ScratchDirectory()
        let fifo = scratch.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let transcript = try scratch.file("t.vmt", "vmrepl> countup\n")
        let runs: [(arguments: String, error: String)] = [
            ("--width 1000 -e countup -e 'save --force \(fifo)'", "error: cannot save '\(fifo)': it is a FIFO, not a regular file; give the name of a file to write"),
            ("--width 1000 -e countup -e 'save \(fifo)'", "error: cannot save '\(fifo)': it is a FIFO, not a regular file"),
            ("--width 1000 -e countup -e 'marbles --svg \(fifo)'", "error: cannot write '\(fifo)': it is a FIFO, not a regular file"),
            ("check --junit \(fifo) \(transcript)", "vmrepl: cannot write the JUnit report '\(fifo)': it is a FIFO, not a regular file"),
        ]
        for (arguments, error) in runs {
            // `timeout` ends a run that hangs (status 124), so a hang fails and does not block.
            let run = try Binary.shell("timeout 10 \"$VMREPL\" \(arguments)")
            #expect(run.status == 2, "\(arguments): \(run.status) \(run.error)")
            #expect(run.error.contains(error), "\(arguments): \(run.error)")
            #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
        }
    }

    /// An option is never a file name: `marbles --svg --theme dark` wrote a file `--theme`.
    @Test func anOptionIsNeverTakenForAFileName() throws {
        let scratch = try ScratchDirectory()
        let marbles = try Binary.run(["-e", "countup", "-e", "marbles --svg --theme dark"], workingDirectory: scratch.url)
        #expect(marbles.status == 1)
        #expect(marbles.error.hasPrefix("error: 'marbles --svg' needs a file name, not the option '--theme'"), "\(marbles.error)")
        let save = try Binary.run(["-e", "countup", "-e", "save --forc"], workingDirectory: scratch.url)
        #expect(save.error.hasPrefix("error: 'save' needs a file name, not the option '--forc'"), "\(save.error)")
        let record = try Binary.run(["--record", "--force"], workingDirectory: scratch.url)
        #expect(record.status == 2)
        #expect(record.error == "vmrepl: option '--record' needs a file name, not the option '--force'; for a file whose name starts with '-', write './--force'\n")
        let junit = try Binary.run(["check", "--junit", "--bless", "x.vmt"], workingDirectory: scratch.url)
        #expect(junit.status == 2)
        #expect(junit.error.hasPrefix("vmrepl: option '--junit' needs a file name, not the option '--bless'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    /// An empty word where a command takes a file name is refused before any work, in one
    /// line naming the command: `explore --save ''` searched first, then wrote nothing.
    @Test func anEmptyFileNameIsRefusedBeforeAnyWork() throws {
        let scratch = try ScratchDirectory()
        for (line, command) in [("explore relay anyobserver --save ''", "explore"), ("run ''", "run"), ("save ''", "save"),
                                ("marbles --svg ''", "marbles --svg"), ("mutate relay --junit '' 1", "mutate")] {
            let run = try Binary.run(["-e", "countup", "-e", line], workingDirectory: scratch.url)
            #expect(run.status == 1, "\(line)")
            #expect(run.error.hasPrefix("error: '\(command)' needs a file name, and '' is empty;"), "\(line): \(run.error)")
            #expect(!run.output.contains("no difference"), "\(line): \(run.output)")
        }
        let fromTheShell = try Binary.run(["explore", "relay", "anyobserver", "--save", ""], workingDirectory: scratch.url)
        #expect(fromTheShell.status == 2)
        #expect(fromTheShell.output.isEmpty, "\(fromTheShell.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    /// `--record` in batch mode was ignored without a word.
    @Test func recordInBatchModeIsRefusedWithTheReason() throws {
        let scratch = try ScratchDirectory()
        let cast = scratch.url.appendingPathComponent("talk.cast").path
        let run = try Binary.run(["-e", "countup", "--record", cast])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("vmrepl: --record records an interactive session on a terminal"))
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cast))
    }

    /// `save` under `--format json` wrote JSON records as the expected output.
    @Test func saveUnderJSONWritesATextTranscriptThatChecks() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("s.vmt").path
        let run = try Binary.run(["--format", "json", "-e", "countup 3", "-e", "email x", "-e", "contup", "-e", "save \(path)"])
        #expect(run.status == 1)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!saved.contains("{"), "\(saved)")
        #expect(saved.hasPrefix("vmrepl> countup 3\ncount: \"1\" \"2\" \"3\"  (all 9 agree)\n"), "\(saved)")
        let check = try Binary.run(["check", path])
        #expect(check.status == 0, "\(check.output)")
    }
}
