import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vmrepl mutate` as a team's CI runs it: the report, the score's gate, and one line and
/// status 2 for each mistake.
@Suite struct MutateFromTheShellTests {
    /// The repository's root, where the lessons are `scripts/NN-….vmt`.
    private var root: URL { PortableTreeTests.root }

    @Test func theDoubleTapsMutantsAreKilledByLessonFiveAndTheScoreGates() throws {
        let both = try Binary.run(["mutate", "--style", "relay", "scripts/04-login.vmt", "scripts/05-double-tap.vmt"], workingDirectory: root)
        #expect(both.status == 0, "\(both.error)")
        #expect(both.outputLines.first == "mutate: 29 mutants, 2 transcripts")
        #expect(both.outputLines.contains("Killed      relay  flatMapLatest → flatMap"), "\(both.output)")
        #expect(both.outputLines.contains { $0.hasSuffix("Login/RelayLoginViewModel.swift:48, by scripts/05-double-tap.vmt:58") }, "\(both.output)")
        // The login's catch, called in flatMapLatest's closure at each tap: lesson 4's
        // failed login notices it removed.
        #expect(both.outputLines.contains("Killed      relay  catch removed"), "\(both.output)")
        #expect(both.outputLines.contains { $0.hasSuffix("Login/RelayLoginViewModel.swift:51, by scripts/04-login.vmt:28") }, "\(both.output)")
        #expect(both.status == 0)
        #expect(both.outputLines.allSatisfy { $0.count <= 80 })
        // Lesson 4 taps once at a time: the double tap's mutants survive, and a threshold
        // above its score fails the run.
        let four = try Binary.run(["mutate", "--style", "relay", "--threshold", "90", "scripts/04-login.vmt"], workingDirectory: root)
        #expect(four.status == 1)
        #expect(four.outputLines.contains("Survived    relay  flatMapLatest → flatMap"), "\(four.output)")
        #expect(four.outputLines.last?.hasSuffix("% (threshold 90%)") == true, "\(four.output)")
    }

    /// A transcript that takes long to run gives, with one job on a calm machine and with
    /// four beside four busy processes, byte for byte the same report, JUnit and JSON: a
    /// mutant's limit is counted in actions on virtual time, never in seconds.
    @Test func theReportIsTheSameOnACalmAndABusyMachine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-load-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = "use relay\ncountup 5000\nemail demo@example.com\npassword secret123\nlogin\ntick 300\n"
        let echoed = try Binary.run(["--echo"], input: Data(commands.utf8))
        #expect(echoed.status == 0, "\(echoed.error)")
        try Data(echoed.output.utf8).write(to: folder.appendingPathComponent("heavy.vmt"))
        // One run gives the JSON and the JUnit; the text report is made from the same
        // verdicts (MutateHTMLReportTests and the shell's other tests read it).
        func mutate(jobs: Int, tag: String) throws -> (junit: Data, json: String) {
            let json = try Binary.run(["mutate", "--jobs", String(jobs), "--style", "relay", "--format", "json", "--junit", "\(tag).xml", "heavy.vmt"],
                                      workingDirectory: folder)
            #expect(json.status == 0, "\(json.error)")
            return (try Data(contentsOf: folder.appendingPathComponent("\(tag).xml")), json.output)
        }
        let calm = try mutate(jobs: 1, tag: "calm")
        // Four busy loops, each ending once this test process is gone, whatever happens.
        var busy: [Process] = []
        for _ in 0..<4 {
            let loop = Process()
            loop.executableURL = URL(fileURLWithPath: "/bin/sh")
            loop.arguments = ["-c", "while kill -0 $PPID 2>/dev/null; do :; done"]
            loop.standardOutput = FileHandle.nullDevice
            loop.standardError = FileHandle.nullDevice
            try loop.run()
            busy.append(loop)
        }
        defer {
            for loop in busy {
                kill(loop.processIdentifier, SIGKILL)
                loop.waitUntilExit()
            }
        }
        let loaded = try mutate(jobs: 4, tag: "loaded")
        #expect(loaded.junit == calm.junit)
        #expect(loaded.json == calm.json)
        #expect(!calm.json.contains(#""status":"Timeout""#) && calm.json.contains(#""status":"Killed""#), "\(calm.json)")
    }

    /// Too few descriptors for a child: the files are checked in this process, with a
    /// note, and the verdicts are the same.
    @Test(arguments: [7, 12])
    func tooFewDescriptorsStillGiveTheVerdicts(limit: Int) throws {
        let result = try Binary.shell("cd \"$ROOT\" && ulimit -n \(limit) && \"$VMREPL\" mutate --style relay scripts/04-login.vmt scripts/05-double-tap.vmt")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let free = try Binary.run(["mutate", "--style", "relay", "scripts/04-login.vmt", "scripts/05-double-tap.vmt"], workingDirectory: root)
        #expect(result.output == free.output)
        // At most a note from the dry run and one from the mutants' checks.
        #expect(result.error.split(separator: "\n").allSatisfy { $0.contains(": note: ") }, "\(result.error)")
        #expect(result.error.split(separator: "\n").count <= 2, "\(result.error)")
    }

    /// SIGTERM during the run: it stops promptly, no child left behind; the text report
    /// says in its first line that it is partial, and no JSON or JUnit that looks whole
    /// is written.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "finds the children in /proc, which only Linux has"),
          arguments: ["text", "json"])
    func aSignalStopsTheRunAndItsChildren(format: String) throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-stopped-\(getpid())-\(format).xml")
        defer { try? FileManager.default.removeItem(at: junit) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        let html = junit.deletingPathExtension().appendingPathExtension("html")
        defer { try? FileManager.default.removeItem(at: html) }
        process.arguments = ["mutate", "--jobs", "2", "--format", format, "--junit", junit.path, "--html", html.path,
                             "scripts/15-what-tells-them-apart.vmt", "scripts/05-double-tap.vmt", "scripts/14-why.vmt"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        // Once mutants' children are running (the dry run is over), stop the parent.
        var children: [String] = []
        let started = eventually(within: 60) {
            children = Self.children(of: process.processIdentifier)
            return children.contains { child in
                (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(child)/cmdline")))?.split(separator: 0).contains { $0.elementsEqual("mutant".utf8) } == true
            }
        }
        #expect(started)
        kill(process.processIdentifier, SIGTERM)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(!FileManager.default.fileExists(atPath: junit.path))
        #expect(!FileManager.default.fileExists(atPath: html.path))
        if format == "json" {
            #expect(printed.isEmpty, "\(printed)")
        } else {
            #expect(printed.hasPrefix("mutate interrupted after "), "\(printed)")
        }
        // The children it had are gone, not left to run on as orphans.
        #expect(eventually(within: 30) { children.allSatisfy { !FileManager.default.fileExists(atPath: "/proc/\($0)") } }, "\(children)")
    }

    /// The processes that name `parent` as theirs (from `/proc`), by id.
    private static func children(of parent: Int32) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int32(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// `--format json` is a report Stryker's schema accepts (Debian's python3-jsonschema
    /// validates it against the schema kept in dev/), with the verdicts of the text, and
    /// each mutant's `coveredBy` as the transcripts ran it: lesson 1, which never logs in,
    /// covers no login mutant; a NoCoverage mutant is covered by none; a killed one by
    /// the file that killed it.
    @Test func itsJSONIsAStrykerReportTheSchemaAccepts() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let files = ["scripts/01-counting.vmt", "scripts/04-login.vmt", "scripts/05-double-tap.vmt"]
        let run = try Binary.run(["mutate", "--style", "relay", "--style", "mvvm", "--format", "json"] + files, workingDirectory: root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.outputLines.count == 1)
        try run.output.write(to: output, atomically: true, encoding: .utf8)
        let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        report = json.load(open(sys.argv[2]))
        try:
            jsonschema.validate(report, schema)
        except jsonschema.ValidationError as error:
            sys.exit(error.message)
        mutants = [m for f in report["files"].values() for m in f["mutants"]]
        tests = {t["id"] for f in report["testFiles"].values() for t in f["tests"]}
        logins = [m for path, f in report["files"].items() if path.startswith("Login/") for m in f["mutants"]]
        if not logins: sys.exit("no login mutant")
        for m in logins:
            if "scripts/01-counting.vmt" in m["coveredBy"]: sys.exit("lesson 1 covers a login mutant: %s" % m)
        for m in mutants:
            covered = m["coveredBy"]
            if not set(covered) <= tests: sys.exit("unknown test in coveredBy: %s" % m)
            if (m["status"] == "NoCoverage") != (covered == []): sys.exit("coverage disagrees with the status: %s" % m)
            if not set(m.get("killedBy", [])) <= set(covered): sys.exit("killed by a test that does not cover it: %s" % m)
            if ("moved outside" in m["description"]) != (m["mutatorName"] == "CatchPlacement"): sys.exit("mutator: %s" % m)
            if ("kept across" in m["description"]) != (m["mutatorName"] == "ScanResetRemoval"): sys.exit("mutator: %s" % m)
        print(json.dumps(sorted([m["status"] + " " + m["description"] for m in mutants])))
        """
        let schema = root.appendingPathComponent("dev/mutation-testing-report-schema.json").path
        let checked = try Binary.shell("/usr/bin/python3 -c '\(validator)' '\(schema)' '\(output.path)'")
        #expect(checked.status == 0, "the schema refused the report: \(checked.error)")
        let statuses = try JSONDecoder().decode([String].self, from: Data(checked.output.utf8))
        #expect(statuses.contains("Killed relay: flatMapLatest → flatMap"), "\(statuses)")
        #expect(statuses.contains("Survived mvvm: share() → share(replay: 1)"), "\(statuses)")
        // Lesson 4 logs in again after a failed login: the catch moved outside relay's
        // flatMapLatest would have ended its logins.
        #expect(statuses.contains("Killed relay: catch moved outside flatMapLatest"), "\(statuses)")
        let text = try Binary.run(["mutate", "--style", "relay", "--style", "mvvm"] + files, workingDirectory: root)
        let verdicts = text.outputLines.filter { ["Killed", "Survived", "NoCoverage", "Timeout"].contains($0.split(separator: " ").first ?? "") }
        #expect(statuses.count == verdicts.count, "\(statuses)")
        #expect(statuses.count == 54)
        // A report the schema must refuse, so the check above can fail: no thresholds.
        try #"{"schemaVersion": "2", "files": {}}"#.write(to: output, atomically: true, encoding: .utf8)
        #expect(try Binary.shell("/usr/bin/python3 -c '\(validator)' '\(schema)' '\(output.path)'").status != 0)
    }

    /// `--junit`: a test case a mutant, read back by junitparser; a survivor is a failure.
    @Test func itsJUnitReportHasAFailureForEachSurvivor() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-\(getpid()).xml")
        defer { try? FileManager.default.removeItem(at: report) }
        let run = try Binary.run(["mutate", "--style", "relay", "--style", "mvvm", "--junit", report.path, "scripts/04-login.vmt", "scripts/05-double-tap.vmt"],
                                 workingDirectory: root)
        #expect(run.status == 0, "\(run.error)")
        let reader = """
        import json, sys
        from junitparser import JUnitXml, TestSuite
        xml = JUnitXml.fromfile(sys.argv[1])
        suites = [xml] if isinstance(xml, TestSuite) else list(xml)
        cases = [{"name": c.name, "classname": c.classname, "failed": [r.type for r in c.result]} for s in suites for c in s]
        print(json.dumps({"tests": xml.tests, "failures": xml.failures, "suites": [s.name for s in suites], "cases": cases}, ensure_ascii=False))
        """
        let read = try Binary.shell("/usr/bin/python3 -c '\(reader)' '\(report.path)'")
        #expect(read.status == 0, "\(read.error)")
        let text = read.output
        // A test case a mutant; the survivors and those not covered are the failures, as
        // the text report counts them.
        let survivors = run.outputLines.filter { $0.hasPrefix("Survived") || $0.hasPrefix("NoCoverage") }.count
        #expect(survivors > 0)
        #expect(text.contains(#""tests": 54"#), "\(text)")
        #expect(text.contains(#""failures": \#(survivors)"#), "\(text)")
        #expect(text.contains(#""suites": ["vmrepl mutate"]"#), "\(text)")
        #expect(text.contains(#""name": "relay Login/RelayLoginViewModel.swift:48: flatMapLatest → flatMap", "classname": "vmrepl.mutants", "failed": []"#), "\(text)")
        #expect(text.contains(#""failed": ["survived"]"#), "\(text)")
        // mvvm's counter is not sent into by these lessons: a failure of its own type.
        #expect(text.contains(#""name": "mvvm Counter/MVVMCountViewModel.swift:22: share(replay: 1) → share()", "classname": "vmrepl.mutants", "failed": ["no-coverage"]"#), "\(text)")
    }

    /// A transcript that runs `mutate` itself (as lesson 16 does): what that prints is
    /// about the code, so it runs on the styles as written and kills no mutant; the
    /// transcript never sends into relay's view models, so none of relay's mutants is
    /// covered (it killed all of them before).
    @Test func aTranscriptThatRunsMutateKillsNoMutant() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-inside-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The inner mutate's table names what lesson 1 kills: on a mutant it would differ.
        let echoed = try Binary.run(["--echo", "-e", "use relay", "-e", "mutate relay --screen counter 1"], workingDirectory: root)
        #expect(echoed.status == 0, "\(echoed.error)")
        #expect(echoed.output.contains("Killed"), "\(echoed.output)")
        try Data(echoed.output.utf8).write(to: folder.appendingPathComponent("inside.vmt"))
        let run = try Binary.run(["mutate", "--style", "relay", "inside.vmt"], workingDirectory: folder)
        #expect(run.status == 0, "\(run.error)\(run.output)")
        #expect(!run.outputLines.contains { $0.hasPrefix("Killed") }, "\(run.output)")
        #expect(run.outputLines.last == "mutation score: 0.0%", "\(run.output)")
    }

    /// A report never replaces a transcript, by whatever name it is given, and a path no
    /// report can be written to is refused: each in one line, status 2, before any work.
    @Test func outputsAreCheckedAgainstInputsBeforeAnyWork() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-outputs-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = try String(contentsOf: root.appendingPathComponent("scripts/04-login.vmt"), encoding: .utf8)
        try lesson.write(to: folder.appendingPathComponent("t.vmt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.xml").path, withDestinationPath: "t.vmt")
        let spellings = ["./t.vmt", "t.vmt", folder.appendingPathComponent("t.vmt").path, "sub/../t.vmt", "link.xml"]
        for spelling in spellings {
            let refused = try Binary.run(["mutate", "--junit", spelling, "t.vmt"], workingDirectory: folder)
            #expect(refused.status == 2, "\(spelling)")
            #expect(refused.error == "vmrepl: cannot write the JUnit report '\(spelling)': it is one of the transcripts being read, which the report would overwrite; give another file, as in 'report.xml'\n", "\(spelling)")
            #expect(refused.output.isEmpty)
        }
        let unwritable: [(String, String)] = [
            ("missing/report.xml", "its folder 'missing' does not exist"),
            ("sub", "it is a directory, not a regular file"),
            ("/dev/full", "not a regular file"),
            ("", "'mutate' needs a file name, and '' is empty"),
        ]
        for (path, message) in unwritable {
            let refused = try Binary.run(["mutate", "--junit", path, "t.vmt"], workingDirectory: folder)
            #expect(refused.status == 2, "\(path)")
            #expect(refused.error.split(separator: "\n").count == 1 && refused.error.contains(message), "\(path): \(refused.error)")
            #expect(refused.output.isEmpty, "\(path): no work was done")
        }
        let html = try Binary.run(["mutate", "--html", "./t.vmt", "t.vmt"], workingDirectory: folder)
        #expect(html.status == 2)
        #expect(html.error.hasPrefix("vmrepl: cannot write the HTML report './t.vmt': it is one of the transcripts being read"), "\(html.error)")
        let save = try Binary.run(["mutate", "--save", "t.vmt", "t.vmt"], workingDirectory: folder)
        #expect(save.status == 2)
        #expect(save.error == "vmrepl: cannot save the killing tests in 't.vmt': it is one of the transcripts being read; give a folder's name, as in 'kills'\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("t.vmt"), encoding: .utf8) == lesson)
    }

    /// One grammar: the prompt takes the shell's options. `--threshold` fails the
    /// command below it; `--junit` and `--html` write the reports (junitparser reads the
    /// one, the other is one page); a report named as a transcript is refused before any
    /// work and the transcript is left as it was; `--jobs` is refused in one line naming
    /// it, since the prompt checks each file in this process.
    @Test func thePromptTakesTheShellsOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-prompt-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (junit, html) = (folder.appendingPathComponent("r.xml").path, folder.appendingPathComponent("r.html").path)
        let passing = try Binary.run(["-e", "mutate --style relay --screen counter --threshold 100 --junit \(junit) --html \(html) scripts/01-counting.vmt"],
                                     workingDirectory: root)
        #expect(passing.status == 0, "\(passing.error)")
        #expect(passing.outputLines.last == "mutation score: 100.0% (threshold 100%)", "\(passing.output)")
        let read = try Binary.shell("/usr/bin/python3 -c 'import sys; from junitparser import JUnitXml; x = JUnitXml.fromfile(sys.argv[1]); print(x.tests, x.failures)' '\(junit)'")
        #expect(read.output == "2 0\n", "\(read.error)")
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("Counter/RelayCountViewModel.swift"))
        let failing = try Binary.run(["-e", "mutate relay --threshold 100 scripts/01-counting.vmt"], workingDirectory: root)
        #expect(failing.status == 1)
        #expect(failing.error.contains("mutation score 6.9% is below the threshold of 100%"), "\(failing.error)")
        let lesson = try String(contentsOf: root.appendingPathComponent("scripts/01-counting.vmt"), encoding: .utf8)
        let onInput = try Binary.run(["-e", "mutate relay --junit ./scripts/../scripts/01-counting.vmt scripts/01-counting.vmt"], workingDirectory: root)
        #expect(onInput.status == 1)
        #expect(onInput.error.contains("it is the transcript 'scripts/01-counting.vmt', which mutate reads"), "\(onInput.error)")
        #expect(try String(contentsOf: root.appendingPathComponent("scripts/01-counting.vmt"), encoding: .utf8) == lesson)
        let jobs = try Binary.run(["-e", "mutate relay --jobs 2 scripts/01-counting.vmt"], workingDirectory: root)
        #expect(jobs.error == "error: '--jobs' is the shell's; the prompt checks each file in this process\n", "\(jobs.error)")
    }

    /// A `run FILE` a transcript makes whose file this machine runs short of descriptors to
    /// open judges no mutant: under `ulimit -n 8` no mutant is killed by that step; those
    /// mutants get no verdict, said in one line, and the exit status is 2.
    @Test func aStepThatCannotOpenItsFileKillsNoMutant() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-ulimit-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "countup\ncountup\n".write(to: folder.appendingPathComponent("cmds.txt"), atomically: true, encoding: .utf8)
        try "vmrepl> use relay\nvmrepl> run cmds.txt\n".write(to: folder.appendingPathComponent("t.vmt"), atomically: true, encoding: .utf8)
        #expect(try Binary.run(["check", "--bless", "t.vmt"], workingDirectory: folder).status == 0)
        let calm = try Binary.run(["mutate", "--style", "relay", "t.vmt"], workingDirectory: folder)
        #expect(calm.status == 0, "\(calm.error)")
        #expect(!calm.outputLines.contains { $0.hasPrefix("Killed") && $0.contains("Login/") }, "\(calm.output)")
        let binary = Binary.path
        let short = try Binary.shell("cd '\(folder.path)' && ulimit -n 8 && '\(binary)' mutate --style relay t.vmt")
        let killedLogins = short.output.split(separator: "\n").enumerated().filter { index, line in
            line.hasPrefix("Killed") && short.output.split(separator: "\n").dropFirst(index + 1).first?.contains("Login/") == true
        }
        #expect(killedLogins.isEmpty, "a login mutant was killed by a step that could not open its file: \(short.output)")
        #expect(short.status == 2, "\(short.output) \(short.error)")
        #expect(short.error.contains("could not be opened here (Too many open files)"), "\(short.error)")
    }

    @Test func eachMistakeGetsOneLineAndStatusTwo() throws {
        let cases: [([String], String)] = [
            (["mutate", "--style", "observation", "scripts/04-login.vmt"], "style 'observation' calls none of the operators mutate swaps"),
            (["mutate", "--style", "nosuch", "scripts/04-login.vmt"], "unknown variant 'nosuch'"),
            (["mutate", "relya", "scripts/04-login.vmt"], "unknown variant 'relya'; did you mean 'relay'?"),
            (["mutate", "--style", "relay", "5"], "cannot read transcript '5': no such file; from the shell give lesson 5's file, 05-double-tap.vmt in vmrepl's scripts folder"),
            (["mutate", "scripts/no-such-file.vmt"], "cannot read transcript 'scripts/no-such-file.vmt'"),
            (["mutate", "--threshold", "101", "scripts/04-login.vmt"], "'101' is not a value of --threshold; it takes a percent from 0 to 100"),
            (["mutate", "--threshold", "1e2", "scripts/04-login.vmt"], "'1e2' is not a value of --threshold; it takes a percent from 0 to 100, such as 84.2"),
            (["mutate"], "mutate needs at least one transcript"),
            (["mutate", "--force", "scripts/04-login.vmt"], "--force lets --save replace files; add '--save DIR'"),
            (["mutate", "--frobnicate", "scripts/04-login.vmt"], "unknown option '--frobnicate' for 'mutate'"),
        ]
        // Paths that are no transcript file, and files that cannot be checked, are told
        // from a style's name and refused for what they are.
        let odd = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-odd-\(getpid())")
        try FileManager.default.createDirectory(at: odd.appendingPathComponent("adir"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: odd) }
        #expect(mkfifo(odd.appendingPathComponent("fifo").path, 0o600) == 0)
        try Data(("vmrepl> countup\n" + String(repeating: "x", count: 2 << 20) + "\n").utf8).write(to: odd.appendingPathComponent("long.vmt"))
        try Data("vmrepl> use relay\nactive: relay\n".utf8 + [0xff, 0xfe, 10]).write(to: odd.appendingPathComponent("latin.vmt"))
        let oddCases: [([String], String)] = [
            (["mutate", "--style", "relay", "adir"], "cannot read transcript 'adir': it is a directory; give the .vmt files in it"),
            (["mutate", "--style", "relay", "fifo"], "cannot read transcript 'fifo': it is not a regular file (a FIFO or a device)"),
            (["mutate", "--style", "relay", "/dev/null"], "cannot read transcript '/dev/null': it is not a regular file (a FIFO or a device)"),
            (["mutate", "--style", "relay", "-"], "'-' is standard input, which mutate cannot read"),
            (["mutate", "--style", "relay", "long.vmt"], "'long.vmt' cannot be checked: line 2 is longer than 1048576 bytes"),
            (["mutate", "--style", "relay", "latin.vmt"], "'latin.vmt' cannot be checked: line 3 is not valid UTF-8"),
        ]
        for (arguments, message) in oddCases {
            let result = try Binary.run(arguments, workingDirectory: odd)
            #expect(result.status == 2 && result.output.isEmpty, "\(arguments): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1 && result.error.contains(message), "\(arguments): \(result.error)")
        }
        // A file named twice, by two spellings, is checked once, with a note.
        let twice = try Binary.run(["mutate", "--style", "relay", "--screen", "counter", "scripts/04-login.vmt", "./scripts/04-login.vmt"], workingDirectory: root)
        #expect(twice.status == 0 && twice.outputLines.first == "mutate: 2 mutants, 1 transcript", "\(twice.output)\(twice.error)")
        #expect(twice.error == "vmrepl: note: './scripts/04-login.vmt' is 'scripts/04-login.vmt', named before; it is checked once\n")
        // A transcript that fails with no mutant judges none: the dry run refuses it.
        let failing = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-failing-\(getpid()).vmt")
        try "vmrepl> use relay\nactive: relay\nvmrepl> countup\ncount: \"2\"  (1 variant)\n".write(to: failing, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: failing) }
        let refused = try Binary.run(["mutate", "--style", "relay", failing.path], workingDirectory: root)
        #expect(refused.status == 2)
        #expect(refused.error.contains("'\(failing.path)' fails at line 3 with no mutant"), "\(refused.error)")
        #expect(refused.output.isEmpty)
        for (arguments, message) in cases {
            let result = try Binary.run(arguments, workingDirectory: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.split(separator: "\n").count == 1, "\(arguments): \(result.error)")
            // One line a terminal shows whole: no usage of three lines' length in it.
            #expect(result.error.count <= 140, "\(arguments): \(result.error.count) columns")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.output.isEmpty)
        }
    }
}
