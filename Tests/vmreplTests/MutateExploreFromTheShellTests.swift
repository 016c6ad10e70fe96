import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vmrepl mutate --explore --save DIR` as a team runs it: each survivor's killing test,
/// written where asked, passing on the styles as they are and killing its mutant.
@Suite struct MutateExploreFromTheShellTests {
    /// A directory of its own for one test, removed after.
    private func scratch(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mutate-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A transcript that taps the counter once: mvvm's counter survives without its
    /// `startWith` and without its share's replay, and a late subscriber kills both.
    private func tapOnce(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("tap.vmt").path
        try "vmrepl> use mvvm\nactive: mvvm\nvmrepl> countup\ncount: \"1\"  (1 variant)\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func eachSurvivorsKillingTestPassesAndKillsIt() throws {
        let directory = try scratch("save")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tap = try tapOnce(in: directory)
        let saved = directory.appendingPathComponent("kills").path
        let run = try Binary.run(["mutate", "--style", "mvvm", "--save", saved, tap])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.outputLines.contains("Survived    mvvm  share(replay: 1) → share()"), "\(run.output)")
        let explored = run.outputLines.drop { !$0.hasPrefix("explore:") }
        #expect(explored.contains("mvvm  share(replay: 1) → share()  Counter/MVVMCountViewModel.swift:22"), "\(run.output)")
        #expect(explored.contains("  killed by: subscribe count"), "\(run.output)")
        #expect(explored.contains("  saved to \(saved)/mvvm-counter-share-replay-1-to-share.vmt"), "\(run.output)")
        #expect(run.outputLines.allSatisfy { $0.count <= 80 })
        let files = try FileManager.default.contentsOfDirectory(atPath: saved).sorted()
        #expect(files == ["mvvm-counter-share-replay-1-to-share.vmt", "mvvm-counter-startWith-removed.vmt"])
        // They pass on mvvm as it is ...
        let paths = files.map { saved + "/" + $0 }
        let check = try Binary.run(["check"] + paths)
        #expect(check.status == 0, "\(check.output)")
        // ... and with them the transcripts kill what survived before.
        let again = try Binary.run(["mutate", "--style", "mvvm", "--explore", tap] + paths)
        #expect(again.outputLines.contains("explore: no survivor to explore"), "\(again.output)")
        #expect(!again.outputLines.contains { $0.hasPrefix("Survived") && $0.contains("share(replay: 1) → share()") }, "\(again.output)")
        #expect(!again.outputLines.contains { $0.hasPrefix("Survived") && $0.contains("startWith removed") }, "\(again.output)")
        // A file that is there is kept without --force, and said so; --force replaces it.
        try "mine\n".write(toFile: paths[0], atomically: true, encoding: .utf8)
        let kept = try Binary.run(["mutate", "--style", "mvvm", "--save", saved, tap])
        let words = kept.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("not saved: \(paths[0]): it exists; add --force to replace it"), "\(kept.output)")
        #expect(kept.outputLines.allSatisfy { $0.count <= 80 })
        #expect(try String(contentsOfFile: paths[0], encoding: .utf8) == "mine\n")
        let forced = try Binary.run(["mutate", "--style", "mvvm", "--save", saved, "--force", tap])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: paths[0], encoding: .utf8).hasPrefix("# A test written by 'vmrepl mutate --save'"))
    }

    @Test func exploreWithoutSaveWritesNothing() throws {
        let directory = try scratch("explore")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tap = try tapOnce(in: directory)
        let run = try Binary.run(["mutate", "--style", "mvvm", "--explore", tap], workingDirectory: directory)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.outputLines.contains("  killed by: subscribe count"), "\(run.output)")
        #expect(!run.outputLines.contains { $0.hasPrefix("  saved to") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tap.vmt"])
    }

    /// `--format json --explore`: a survivor's `statusReason` is what explore found, and
    /// the report still validates against Stryker's schema.
    @Test func theJSONReportGivesEachSurvivorWhatKillsIt() throws {
        let directory = try scratch("json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tap = try tapOnce(in: directory)
        let output = directory.appendingPathComponent("report.json")
        let run = try Binary.run(["mutate", "--style", "mvvm", "--explore", "--format", "json", tap])
        #expect(run.status == 0, "\(run.error)")
        try run.output.write(to: output, atomically: true, encoding: .utf8)
        let reader = """
        import json, sys, jsonschema
        jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
        report = json.load(open(sys.argv[2]))
        print(json.dumps(sorted(m["description"] + ": " + m.get("statusReason", "") for f in report["files"].values() for m in f["mutants"] if m["status"] == "Survived")))
        """
        let schema = PortableTreeTests.root.appendingPathComponent("dev/mutation-testing-report-schema.json").path
        let read = try Binary.shell("/usr/bin/python3 -c '\(reader)' '\(schema)' '\(output.path)'")
        #expect(read.status == 0, "\(read.error)")
        let survivors = try JSONDecoder().decode([String].self, from: Data(read.output.utf8))
        #expect(survivors == ["mvvm: share(replay: 1) → share(): killed by: subscribe count",
                              "mvvm: startWith removed: killed by: subscribe count"], "\(survivors)")
    }

    /// On a terminal a progress line says how many mutants have their verdict, and is
    /// erased; a terminal that cannot erase a line (`TERM=dumb`) gets none.
    @Test func aTerminalSeesProgressAndADumbOneDoesNot() throws {
        let files = ["scripts/04-login.vmt", "scripts/05-double-tap.vmt"]
        let terminal = try PseudoTerminal(arguments: ["mutate", "--style", "relay"] + files, environment: ["VMREPL_HISTORY": ""],
                                          directory: PortableTreeTests.root)
        try terminal.waitFor(" of 29 mutants · ")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.screen.contains("mutation score: "), "\(terminal.screen)")
        let dumb = try PseudoTerminal(arguments: ["mutate", "--style", "relay"] + files, environment: ["VMREPL_HISTORY": "", "TERM": "dumb"],
                                      directory: PortableTreeTests.root)
        #expect(try dumb.waitForExit() == 0)
        #expect(dumb.screen.contains("mutation score: "), "\(dumb.screen)")
        #expect(!dumb.screen.contains(" mutants · "), "\(dumb.screen)")
    }

    @Test func aSaveDirectoryThatIsAFileIsRefusedInOneLine() throws {
        let directory = try scratch("refuse")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tap = try tapOnce(in: directory)
        let run = try Binary.run(["mutate", "--style", "mvvm", "--save", tap, tap])
        #expect(run.status == 2)
        #expect(run.error == "vmrepl: cannot save the killing tests in '\(tap)': it is one of the transcripts being read; give a folder's name, as in 'kills'\n")
        #expect(run.output.isEmpty)
        #expect(try String(contentsOfFile: tap, encoding: .utf8).hasPrefix("vmrepl> use mvvm"))
    }
}

/// `mutate`'s files on a full disk: the JUnit report and the killing tests are written
/// beside their targets and renamed, so an old report stays whole, and each failure is
/// one line.
@Suite struct MutateOnAFullDiskTests {
    /// A transcript that taps mvvm's counter once (two survivors, each killed by a late
    /// subscriber), on the disk.
    private func tapOnce(on disk: SmallDisk) throws -> String {
        try disk.write("tap.vmt", "vmrepl> use mvvm\nactive: mvvm\nvmrepl> countup\ncount: \"1\"  (1 variant)\n")
        return disk.path("tap.vmt")
    }

    @Test(.needsASmallDisk) func aJUnitReportThatCannotBeWrittenLeavesTheOldOne() throws {
        let disk = try SmallDisk(kilobytes: 256)
        let tap = try tapOnce(on: disk)
        try disk.write("mutants.xml", "<testsuites/>\n")
        disk.fill(leaving: 0)
        let run = try Binary.run(["mutate", "--style", "mvvm", "--junit", disk.path("mutants.xml"), tap])
        #expect(run.status == 2)
        #expect(run.error == "vmrepl: cannot write the JUnit report '\(disk.path("mutants.xml"))': No space left on device\n", "\(run.error)")
        #expect(disk.contents("mutants.xml") == "<testsuites/>\n")
        #expect(!disk.names.contains { $0.contains(".vmrepl-") }, "\(disk.names)")
    }

    @Test(.needsASmallDisk) func killingTestsThatCannotBeWrittenAreSaidSo() throws {
        let disk = try SmallDisk(kilobytes: 256)
        let tap = try tapOnce(on: disk)
        try FileManager.default.createDirectory(atPath: disk.path("kills"), withIntermediateDirectories: true)
        disk.fill(leaving: 0)
        let run = try Binary.run(["mutate", "--style", "mvvm", "--save", disk.path("kills"), tap])
        let words = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("not saved: \(disk.path("kills"))/mvvm-counter-startWith-removed.vmt: No space left on device"), "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path("kills")).isEmpty)
    }
}
