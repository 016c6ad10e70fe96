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
        #expect(both.outputLines.first == "mutate: 3 mutants, 2 transcripts")
        #expect(both.outputLines.contains("Killed      relay  flatMapLatest → flatMap"), "\(both.output)")
        #expect(both.outputLines.contains { $0.hasSuffix("Login/RelayLoginViewModel.swift:48, by scripts/05-double-tap.vmt:19") }, "\(both.output)")
        #expect(both.outputLines.last == "mutation score: 100.0%")
        #expect(both.outputLines.allSatisfy { $0.count <= 80 })
        // Lesson 4 taps once at a time: every mutant survives, and a threshold fails the run.
        let four = try Binary.run(["mutate", "--style", "relay", "--threshold", "50", "scripts/04-login.vmt"], workingDirectory: root)
        #expect(four.status == 1)
        #expect(four.outputLines.first { $0.hasPrefix("Survived") } == "Survived    relay  flatMapLatest → flatMap")
        #expect(four.outputLines.last == "mutation score: 0.0% (threshold 50%)")
    }

    /// Too few descriptors for a child: the files are checked in this process, with a
    /// note, and the verdicts are the same.
    @Test(arguments: [7, 12])
    func tooFewDescriptorsStillGiveTheVerdicts(limit: Int) throws {
        let result = try Binary.shell("cd \"$ROOT\" && ulimit -n \(limit) && \"$VMREPL\" mutate --style relay scripts/04-login.vmt scripts/05-double-tap.vmt")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.hasSuffix("mutation score: 100.0%\n"), "\(result.output)")
        // At most a note from the dry run and one from the mutants' checks.
        #expect(result.error.split(separator: "\n").allSatisfy { $0.contains(": note: ") }, "\(result.error)")
        #expect(result.error.split(separator: "\n").count <= 2, "\(result.error)")
    }

    /// SIGTERM during the run: it stops promptly with what it had, no child left behind.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "finds the children in /proc, which only Linux has"))
    func aSignalStopsTheRunAndItsChildren() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["mutate", "--jobs", "2", "scripts/15-what-tells-them-apart.vmt", "scripts/05-double-tap.vmt", "scripts/14-why.vmt"]
        process.currentDirectoryURL = root
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        // Once children are running, stop the parent.
        var children: [String] = []
        let started = eventually(within: 60) {
            children = Self.children(of: process.processIdentifier)
            return !children.isEmpty
        }
        #expect(started)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
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

    @Test func eachMistakeGetsOneLineAndStatusTwo() throws {
        let cases: [([String], String)] = [
            (["mutate", "--style", "property", "scripts/04-login.vmt"], "style 'property' has no operator to mutate"),
            (["mutate", "--style", "nosuch", "scripts/04-login.vmt"], "unknown style 'nosuch'"),
            (["mutate", "scripts/no-such-file.vmt"], "cannot read transcript 'scripts/no-such-file.vmt'"),
            (["mutate", "--threshold", "101", "scripts/04-login.vmt"], "--threshold '101' is not a whole number of percent from 0 to 100"),
            (["mutate"], "'mutate' needs at least one transcript file"),
        ]
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
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.output.isEmpty)
        }
    }
}
