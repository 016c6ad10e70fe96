import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `vmrepl explore` as a team's CI runs it, and as a teacher stops it: the exit status
/// gates a migration, a saved transcript passes `check`, Ctrl-C stops a deep search at
/// once with what it had found.
@Suite struct ExploreFromTheShellTests {
    @Test func theExitStatusSaysWhetherTwoStylesDiffer() throws {
        let differ = try Binary.run(["explore", "property", "scan"])
        #expect(differ.status == 1)
        #expect(differ.output.hasPrefix("property and scan differ after 2 commands"))
        let alike = try Binary.run(["explore", "property", "relay", "--depth", "4", "--walks", "10"])
        #expect(alike.status == 0)
        #expect(alike.output.hasPrefix("no difference in 120 sequences up to 4 commands and 10 random walks"), "\(alike.output)")
        // JSON Lines, with the same exit status: the data a CI job reads.
        let json = try Binary.run(["explore", "property", "scan", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.outputLines.count == 3)
        #expect(json.outputLines[1].contains(#""differences":[{"commands":["countup","subscribe count"]"#))
        let wrong = try Binary.run(["explore", "property", "--depth", "eleven"])
        #expect(wrong.status == 2)
        #expect(wrong.output.isEmpty)
        #expect(wrong.error.hasPrefix("error: 'eleven' is not a whole number from 1 to 10"))
    }

    /// `--save` writes a regression test: the sequence on the second style alone,
    /// expecting what the first prints, so that it fails as long as they differ.
    @Test func aSavedRegressionTestFailsWhileTheStylesDifferAndIsNotReplacedWithoutForce() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.url.appendingPathComponent("found.vmt").path
        let found = try Binary.run(["explore", "relay", "scan", "--screen", "login", "--save", path])
        #expect(found.status == 1)
        #expect(found.output.contains("saved 4 commands to "), "\(found.output)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }.map { $0.dropFirst(2) }.joined(separator: " ")
        #expect(header.hasPrefix("A regression test written by 'vmrepl explore relay scan --screen login --save': it expects scan to print what relay prints"), "\(text)")
        #expect(text.contains("vmrepl> use scan\nactive: scan\n"))
        let check = try Binary.run(["check", path])
        #expect(check.status == 1, "\(check.output)")
        #expect(check.output.hasPrefix("FAIL"))
        let again = try Binary.run(["explore", "relay", "scan", "--screen", "login", "--save", path])
        #expect(again.status == 2)
        #expect(again.error.replacingOccurrences(of: "\n    ", with: " ").contains("it exists; add --force to replace it"), "\(again.error)")
        #expect(try Binary.run(["explore", "relay", "scan", "--screen", "login", "--save", path, "--force"]).status == 1)
        // --all writes one transcript a pair of classes, each passing.
        let directory = scratch.url.appendingPathComponent("pairs").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(try Binary.run(["explore", "--all", "--save", directory]).status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["property-flux.vmt", "property-scan.vmt", "scan-flux.vmt"])
        let all = try Binary.run(["check"] + files.map { directory + "/" + $0 })
        #expect(all.status == 0, "\(all.output)")
    }

    @Test func workerProcessesFindWhatOneLoopFinds() throws {
        // Lengths of 1,000 sequences or more are shared among processes: the login's
        // third. Each search's output is the same byte for byte with --jobs 1.
        let searches = [
            ["-e", "use all", "-e", "explore --all --screen login --depth 3"],
            ["-e", "explore property anyobserver --screen login"],
            ["-e", "explore property unio --screen login --depth 3 --walks 100"],
            ["-e", "use all", "-e", "explore --all --screen login --depth 3 --as-rendered"],
        ]
        for search in searches {
            let shared = try Binary.run(search + ["-e", "explore --jobs 3 property scan"])
            let alone = try Binary.run(search.map { $0.hasPrefix("explore") ? $0 + " --jobs 1" : $0 } + ["-e", "explore --jobs 1 property scan"])
            #expect(shared.status == 0 && alone.status == 0)
            #expect(shared.output == alone.output, "\(search)")
        }
        let found = try Binary.run(["explore", "property", "anyobserver", "--screen", "login"])
        #expect(found.output.hasPrefix("property and anyobserver differ after 3 commands (2412 sequences tried"), "\(found.output)")
    }

    @Test func termReachesTheWorkersAndEndsTheSearch() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["explore", "--all", "--screen", "login", "--depth", "8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        let sent = Date()
        process.terminate()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(Date().timeIntervalSince(sent) < 3)
        #expect(String(decoding: printed, as: UTF8.self).contains("interrupted after"))
    }

    @Test func workersEndWhenTheirParentIsKilled() throws {
        // The workers inherit vmrepl's standard error: it reaches its end once every one
        // of them has ended too.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        // property and unio are alike up to 5 commands: the fifth length, 371,293
        // sequences, keeps the workers busy for a minute.
        process.arguments = ["explore", "property", "unio", "--screen", "login", "--depth", "5"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 4)
        let sent = Date()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        // Within a sequence or two; the length they were on would take seconds more.
        #expect(Date().timeIntervalSince(sent) < 2)
    }

    @Test func ctrlCStopsADeepSearchAtOnce() throws {
        let terminal = try PseudoTerminal(arguments: ["explore", "--all", "--screen", "login", "--depth", "8"], environment: ["VMREPL_HISTORY": ""])
        Thread.sleep(forTimeInterval: 0.5)
        let sent = Date()
        terminal.type("\u{03}")
        try terminal.waitFor("interrupted after", timeout: 5)
        #expect(try terminal.waitForExit(timeout: 5) == 130)
        #expect(Date().timeIntervalSince(sent) < 3)
        #expect(terminal.screen.contains("alike up to 8 commands:"))
    }

    @Test func ctrlCInTheREPLStopsExploreAndTheSessionGoesOn() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": "", "VMREPL_PAGER": "cat"])
        var mark = try terminal.waitFor("vmrepl> ")
        try terminal.waitForKeys()
        terminal.type("explore --all --screen login --depth 8\r")
        Thread.sleep(forTimeInterval: 0.5)
        terminal.type("\u{03}")
        mark = try terminal.waitFor("interrupted after", after: mark, timeout: 5)
        mark = try terminal.waitFor("vmrepl> ", after: mark)
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
