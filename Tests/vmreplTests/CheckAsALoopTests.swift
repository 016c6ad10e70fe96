import Foundation
import Testing

/// `check` as a CI team runs it: each file in a process of its own, reported in the
/// order given whatever `--jobs` says; `run` and `demo` reading only beside the
/// transcript; memory bounded by a step, not by the file.
@Suite struct CheckAsALoopTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
    }

    /// What random sessions type: traces, the API scripted, resets, a file run, and the
    /// same email precomposed and decomposed.
    static let vocabulary = [
        "countup", "countup 2", "subscribe count", "unsubscribe all", "use relay anyobserver scan", "use all",
        "email demo@example.com", "password secret123", "email caf\u{E9}@example.com", "email cafe\u{301}@example.com",
        "login", "trace login", "trace countup", "api wrong-password", "api ok", "api auto", "reset", "run setup.vmrepl",
        "tick 300", "autorun off", "autorun on", "contup", "# a comment",
    ]

    /// Sixty transcripts, each a session as `--echo` writes it, one of them changed
    /// so that it fails: `--jobs 1` and `--jobs 4` print the same report, in the order the
    /// files were given.
    @Test func oneAtATimeOrFourAtOnceTheReportIsTheSame() throws {
        _ = try scratch.file("setup.vmrepl", "email demo@example.com\npassword secret123\n")
        var files: [String] = []
        for index in 0..<60 {
            // Chosen by strides prime to the vocabulary's size: every command in many places.
            let commands = (0..<8).map { Self.vocabulary[(index * 31 + $0 * 17 + index * $0) % Self.vocabulary.count] }
            let session = try scratch.file("session-\(index).vmrepl", commands.joined(separator: "\n") + "\n")
            let echo = try Binary.run(["--echo", "-f", session], workingDirectory: scratch.url)
            // Sessions may fail a command (`contup`): the transcript holds its error.
            #expect(echo.status == 0 || echo.status == 1, "\(echo.error)")
            let name = String(format: "t%03d.vmt", (index * 37) % 60)
            files.append(try scratch.file(name, index == 7 ? echo.output.replacingOccurrences(of: "(all 9 agree)", with: "(all 8 agree)") : echo.output))
        }
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        let serial = try Binary.run(["check", "--jobs", "1"] + names, workingDirectory: scratch.url)
        let parallel = try Binary.run(["check", "--jobs", "4"] + names, workingDirectory: scratch.url)
        #expect(serial.output == parallel.output)
        #expect(serial.status == parallel.status)
        let verdicts = serial.output.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        #expect(verdicts.map { $0.split(separator: " ")[1].prefix(8) } == names.map { Substring($0.prefix(8)) })
        let changed = try #require(names.dropFirst(7).first)
        let failed = verdicts.filter { $0.hasPrefix("FAIL") }
        if try String(contentsOfFile: files[7], encoding: .utf8).contains("(all 8 agree)") {
            #expect(failed.count == 1 && failed[0].hasPrefix("FAIL \(changed):"), "\(serial.output)")
            #expect(serial.status == 1)
        } else {
            #expect(failed.isEmpty, "\(serial.output)")
        }
    }

    /// In a transcript, `run` and `demo` read only files beside it: an absolute path or
    /// `..` is refused in one line, what `check --bless` writes in.
    @Test func runAndDemoReadOnlyBesideTheTranscript() throws {
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("talks"), withIntermediateDirectories: true)
        _ = try scratch.file("talks/setup.vmrepl", "countup 2\n")
        _ = try scratch.file("outside.vmrepl", "countup 5\n")
        let transcript = try scratch.file("talks/t.vmt", """
            vmrepl> run setup.vmrepl
            vmrepl> run ../outside.vmrepl
            vmrepl> run \(scratch.url.path)/outside.vmrepl
            vmrepl> demo /etc/hostname

            """)
        let blessed = try Binary.run(["check", "--bless", transcript])
        #expect(blessed.status == 0, "\(blessed.output)\(blessed.error)")
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(text.contains("setup.vmrepl:1> countup 2\ncount: \"1\" \"2\"  (all 9 agree)\n"), "\(text)")
        // Each refusal is one error, wrapped at 80 columns.
        let unwrapped = text.replacingOccurrences(of: "\n    ", with: " ")
        #expect(unwrapped.contains("error: cannot read '../outside.vmrepl': a transcript reads only files beside it, in its folder or below, and '..' leaves it; move the file there"), "\(text)")
        #expect(unwrapped.contains("outside.vmrepl': a transcript reads only files beside it, and this is an absolute path; give it relative to the transcript's folder, as in 'run setup.vmrepl'"), "\(text)")
        #expect(unwrapped.contains("error: cannot read '/etc/hostname': a transcript reads only files beside it, and this is an absolute path"), "\(text)")
        #expect(!text.contains("count: \"1\" \"2\" \"3\" \"4\" \"5\""))
        // Checked from elsewhere, it reads the same files: its own folder's.
        #expect(try Binary.run(["check", "talks/t.vmt"], workingDirectory: scratch.url).status == 0)
    }

    /// The peak memory of `vmrepl ARGUMENTS` in kilobytes, as the kernel counts it.
    func peakKilobytes(_ arguments: String) throws -> Int {
        let run = try Binary.shell("cd '\(scratch.url.path)' && /usr/bin/python3 -c 'import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' \"$VMREPL\" \(arguments)")
        return try #require(Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(run.error)")
    }

    /// A transcript of 48 MB checks, and a command file of 48 MB runs, holding a step at a
    /// time: the peak stays far below the file's size.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "reads the peak with python3's resource module"))
    func aLongFileIsReadAStepAtATime() throws {
        // 48,000 comments of 1 KB, a countup after every fifth: 9,600 steps that fail,
        // past what a diff shows.
        let long = String(repeating: "x", count: 1_000)
        let steps = String(repeating: String(repeating: "vmrepl> # \(long)\n", count: 5) + "vmrepl> countup\n", count: 9_600)
        _ = try scratch.file("long.vmt", "vmrepl> use property\nactive: property\n" + steps)
        let checked = try Binary.run(["check", "long.vmt"], workingDirectory: scratch.url)
        #expect(checked.status == 1, "every countup expects nothing, so the check fails")
        #expect(checked.output.hasPrefix("FAIL long.vmt:8:"), "\(checked.output.prefix(200))")
        #expect(checked.output.contains("more changed lines not shown"))
        #expect(try peakKilobytes("check long.vmt") < 48_000, "the file is 48 MB")
        _ = try scratch.file("long.vmrepl", String(repeating: String(repeating: "# \(long)\n", count: 5) + "countup\n", count: 9_600))
        #expect(try peakKilobytes("-e 'use property' -e 'run long.vmrepl' -e quit") < 48_000)
    }
}
