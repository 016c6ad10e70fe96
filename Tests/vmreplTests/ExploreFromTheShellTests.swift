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
        // Standard error is a pipe here, not a terminal: no progress line in a log.
        #expect(alike.error.isEmpty, "\(alike.error)")
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
        #expect(found.output.contains("save \(path): 4 commands; "), "\(found.output)")
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
        // (ExploreTests shows in-process shares merging into the loop's finds, by events
        // and as rendered; here the processes.)
        let searches = [
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
        // Once its workers are busy; the search to depth 8 takes hours, so ending at all
        // is ending on the signal.
        #expect(try eventually { try childrenOf(process.processIdentifier).count >= 1 })
        // Some worker busy for a second of processor time: a short length's workers end
        // within a second, so the workers are listed again at each look.
        #expect(try eventually {
            let workers = try Binary.shell("ps -eo pid=,args= | grep -F -- '--vmrepl-child \(process.processIdentifier) ' | grep -v grep").output
            return try workers.split(separator: "\n").contains { line in
                try processorSeconds(of: Int32(line.split(separator: " ").first ?? "") ?? 0) >= 1
            }
        })
        process.terminate()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(String(decoding: printed, as: UTF8.self).contains("interrupted after"))
    }

    @Test func workersEndWhenTheirParentIsKilled() throws {
        // The workers inherit vmrepl's standard error: it reaches its end once every one
        // of them has ended too.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        // property and unio are alike up to 6 commands: the sixth length keeps the workers
        // busy for far longer than the deadline below.
        process.arguments = ["explore", "property", "unio", "--screen", "login", "--depth", "6"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let parent = process.processIdentifier
        #expect(try eventually { try childrenOf(parent).count >= 2 })
        kill(parent, SIGKILL)
        process.waitUntilExit()
        let ended = try eventually { try childrenOf(parent).isEmpty }
        #expect(ended, "a worker outlived its parent")
        _ = errors.fileHandleForReading.readDataToEndOfFile()
    }

    @Test func ctrlCStopsADeepSearchAtOnce() throws {
        let terminal = try PseudoTerminal(arguments: ["explore", "--all", "--screen", "login", "--depth", "8"], environment: ["VMREPL_HISTORY": ""])
        // On a terminal a progress line says where the search has got.
        try terminal.waitFor("explore: length ")
        // Once the search is under way (its workers started); to depth 8 it takes hours.
        #expect(try eventually { try childrenOf(terminal.pid).count >= 1 })
        // The workers say how far they have got together, as they go.
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            let shared = try Regex(#"· [1-9][0-9,]* of [0-9,]+ sequences in [0-9]+ processes ·"#)
            var mark = try terminal.waitFor("processes ·")
            while !terminal.screen.contains(shared) { mark = try terminal.waitFor("processes ·", after: mark) }
        }
        let shown = terminal.screen.matches(of: /· ([0-9,]+) of [0-9,]+ sequences/).last.map { Int($0.1.filter(\.isNumber)) ?? 0 } ?? 0
        terminal.type("\u{03}")
        try terminal.waitFor("interrupted after")
        // What the workers had replayed is counted, not only what this process did.
        let counted = try #require(terminal.screen.firstMatch(of: /interrupted after ([0-9]+) sequences/).map { Int($0.1) ?? 0 })
        #expect(counted >= shown, "\(counted) counted, \(shown) shown: \(terminal.screen)")
        #expect(try terminal.waitForExit() == 130)
        // It claims only the lengths it searched whole, not the 8 asked for.
        #expect(!terminal.screen.contains("up to 8 commands"), "\(terminal.screen)")
        #expect(terminal.screen.contains("commands (interrupted):") || terminal.screen.contains("tried (interrupted):"), "\(terminal.screen)")
    }

    /// A terminal that cannot erase a line (`TERM=dumb`) gets no progress line.
    @Test func aDumbTerminalGetsNoProgressLine() throws {
        let terminal = try PseudoTerminal(arguments: ["explore", "--all", "--screen", "login", "--depth", "2"], environment: ["VMREPL_HISTORY": "", "TERM": "dumb"])
        #expect(try terminal.waitForExit() == 1)
        #expect(terminal.screen.contains("alike up to 2 commands:"), "\(terminal.screen)")
        #expect(!terminal.screen.contains("explore: length"), "\(terminal.screen)")
    }

    @Test func ctrlCInTheREPLStopsExploreAndTheSessionGoesOn() throws {
        let terminal = try PseudoTerminal(environment: ["VMREPL_HISTORY": "", "VMREPL_PAGER": "cat"])
        var mark = try terminal.waitFor("vmrepl> ")
        try terminal.waitForKeys()
        terminal.type("explore --all --screen login --depth 8\r")
        #expect(try eventually { try childrenOf(terminal.pid).count >= 1 })
        terminal.type("\u{03}")
        mark = try terminal.waitFor("interrupted after", after: mark)
        mark = try terminal.waitFor("vmrepl> ", after: mark)
        terminal.type("countup\r")
        try terminal.waitFor(#"count: "1"  (all 9 agree)"#, after: mark)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
