import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mutate` as a CI matrix runs it: shards whose merged reports are the whole run's, byte
/// for byte; a threshold with decimals on the merged score; an incremental run that
/// reuses what nothing changed and gives the full run's verdicts.
@Suite struct MutateMatrixFromTheShellTests {
    /// A folder with lessons 4 and 5, which relay's 29 mutants run against in about a second.
    private static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for lesson in ["04-login.vmt", "05-double-tap.vmt"] {
            try FileManager.default.copyItem(at: PortableTreeTests.root.appendingPathComponent("scripts/\(lesson)"), to: folder.appendingPathComponent(lesson))
        }
        return folder
    }

    private static let lessons = ["04-login.vmt", "05-double-tap.vmt"]

    @Test func threeShardsMergeIntoTheWholeRunsReports() throws {
        let folder = try Self.folder("mutate-shards")
        defer { try? FileManager.default.removeItem(at: folder) }
        func read(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
        let whole = try Binary.run(["mutate", "--style", "relay", "--format", "json", "--junit", "whole.xml"] + Self.lessons, workingDirectory: folder)
        #expect(whole.status == 0, "\(whole.error)")
        let wholeText = try Binary.run(["mutate", "--style", "relay"] + Self.lessons, workingDirectory: folder)
        var shards: [String] = []
        for index in 1...3 {
            let shard = try Binary.run(["mutate", "--style", "relay", "--shard", "\(index)/3", "--format", "json", "--junit", "shard\(index).xml"] + Self.lessons,
                                       workingDirectory: folder)
            #expect(shard.status == 0, "\(shard.error)")
            try Data(shard.output.utf8).write(to: folder.appendingPathComponent("shard\(index).json"))
            shards.append("shard\(index).json")
            // Each shard lists every mutant: those another shard runs are pending, in its
            // JSON and as skipped cases in its JUnit.
            let pending = shard.output.components(separatedBy: #""status":"Pending""#).count - 1
            #expect(pending >= 18 && pending <= 20, "shard \(index) runs a third of 29: \(pending) pending")
            #expect(String(decoding: try read("shard\(index).xml"), as: UTF8.self).components(separatedBy: "<skipped message=\"pending: shard ").count - 1 == pending)
        }
        // A shard's report is still one Stryker's schema accepts: `Pending` is one of its
        // statuses, `config` is free-form, and extra fields are allowed.
        let schema = PortableTreeTests.root.appendingPathComponent("dev/mutation-testing-report-schema.json").path
        let validated = try Binary.shell("/usr/bin/python3 -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))' '\(schema)' '\(folder.appendingPathComponent("shard1.json").path)'")
        #expect(validated.status == 0, "\(validated.error)")
        let merged = try Binary.run(["mutate", "merge", "--format", "json", "--junit", "merged.xml"] + shards.reversed(), workingDirectory: folder)
        #expect(merged.status == 0, "\(merged.error)")
        #expect(merged.output == whole.output, "the merged JSON is not the whole run's")
        #expect(try read("merged.xml") == read("whole.xml"))
        let mergedText = try Binary.run(["mutate", "merge"] + shards, workingDirectory: folder)
        #expect(mergedText.output == wholeText.output)
        // The threshold applies to the merged score, 51.7% here, with a decimal if given.
        #expect(wholeText.outputLines.last == "mutation score: 51.7%", "\(wholeText.output)")
        let above = try Binary.run(["mutate", "merge", "--threshold", "51.8"] + shards, workingDirectory: folder)
        #expect(above.status == 1 && above.outputLines.last == "mutation score: 51.7% (threshold 51.8%)", "\(above.output)")
        #expect(try Binary.run(["mutate", "merge", "--threshold", "51.7"] + shards, workingDirectory: folder).status == 0)
        // Shards of another run, or too few, are refused in one line, with nothing on
        // standard output.
        let missing = try Binary.run(["mutate", "merge", "shard1.json", "shard3.json"], workingDirectory: folder)
        #expect(missing.status == 2 && missing.output.isEmpty)
        #expect(missing.error == "vmrepl: shard 2/3 is missing: give the report of each of the 3 shards\n")
        try Data(whole.output.utf8).write(to: folder.appendingPathComponent("whole.json"))
        let mixed = try Binary.run(["mutate", "merge", "shard1.json", "whole.json"], workingDirectory: folder)
        #expect(mixed.error == "vmrepl: 'whole.json' is a whole run's report, not a shard's: it needs no merging\n")
        let notAReport = try Binary.run(["mutate", "merge", "shard1.json", "04-login.vmt"], workingDirectory: folder)
        #expect(notAReport.status == 2 && notAReport.error.hasPrefix("vmrepl: '04-login.vmt' is not a report of 'mutate --format json'"), "\(notAReport.error)")
        let folderGiven = try Binary.run(["mutate", "merge", "."], workingDirectory: folder)
        #expect(folderGiven.error == "vmrepl: cannot read the report '.': it is a directory; give a report of 'mutate --format json'\n")
        // A shard's own score is no gate: the threshold belongs to the merge.
        let gated = try Binary.run(["mutate", "--shard", "1/3", "--threshold", "80"] + Self.lessons, workingDirectory: folder)
        #expect(gated.status == 2 && gated.error.contains("give --threshold to 'mutate merge'"), "\(gated.error)")
        for bad in ["0/3", "4/3", "1/3/3", "one/3"] {
            let refused = try Binary.run(["mutate", "--shard", bad] + Self.lessons, workingDirectory: folder)
            #expect(refused.status == 2 && refused.error.contains("'\(bad)'") && refused.error.split(separator: "\n").count == 1, "\(refused.error)")
        }
    }

    /// A transcript changed since the baseline: the mutants it decides are run again, the
    /// rest reused, and the report is the full run's, verdict for verdict.
    @Test func anIncrementalRunReusesWhatNothingChangedAndGivesTheFullRunsVerdicts() throws {
        let folder = try Self.folder("mutate-incremental")
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = try Binary.run(["mutate", "--style", "relay", "--format", "json"] + Self.lessons, workingDirectory: folder)
        #expect(baseline.status == 0, "\(baseline.error)")
        try Data(baseline.output.utf8).write(to: folder.appendingPathComponent("baseline.json"))
        // Nothing changed: every verdict is reused, and no transcript is run against a mutant.
        let same = try Binary.run(["mutate", "--style", "relay", "--incremental", "baseline.json"] + Self.lessons, workingDirectory: folder)
        #expect(same.outputLines.contains("incremental: 29 of 29 verdicts reused from baseline.json"), "\(same.output)")
        // Lesson 5 gains a comment: what rests on it runs again.
        let five = folder.appendingPathComponent("05-double-tap.vmt")
        try (String(contentsOf: five, encoding: .utf8) + "# one more line\n").write(to: five, atomically: true, encoding: .utf8)
        let incremental = try Binary.run(["mutate", "--style", "relay", "--format", "json", "--incremental", "baseline.json"] + Self.lessons, workingDirectory: folder)
        let full = try Binary.run(["mutate", "--style", "relay", "--format", "json"] + Self.lessons, workingDirectory: folder)
        #expect(incremental.status == 0 && full.status == 0, "\(incremental.error)\(full.error)")
        func mutants(_ json: String) throws -> [[String: Any]] {
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let files = try #require(report["files"] as? [String: [String: Any]])
            return files.values.flatMap { ($0["mutants"] as? [[String: Any]]) ?? [] }
        }
        let restsOnFive = try mutants(baseline.output).count { ($0["coveredBy"] as? [String])?.contains("05-double-tap.vmt") == true }
        #expect(restsOnFive > 0 && restsOnFive < 29)
        let config = try #require((try JSONSerialization.jsonObject(with: Data(incremental.output.utf8)) as? [String: Any])?["config"] as? [String: Any])
        #expect(config["reused"] as? Int == 29 - restsOnFive)
        // Apart from that count, the incremental report is the full run's.
        #expect(incremental.output.replacingOccurrences(of: #""reused":\#(29 - restsOnFive),"#, with: "") == full.output)
        // A baseline that is no report is refused before any work.
        let wrong = try Binary.run(["mutate", "--style", "relay", "--incremental", "04-login.vmt"] + Self.lessons, workingDirectory: folder)
        #expect(wrong.status == 2 && wrong.output.isEmpty && wrong.error.contains("--incremental reads an earlier run's"), "\(wrong.error)")
    }

    /// The prompt checks files in its own process, for a class: shards and baselines are
    /// the shell's, and it says so.
    @Test func thePromptSaysShardsAreTheShells() throws {
        let session = try Binary.run(["-e", "mutate relay --shard 1/2 5"])
        #expect(session.error.contains("'--shard' is the shell's, for a CI's runs: 'vmrepl mutate --shard K/N …'"), "\(session.output)\(session.error)")
    }
}
