import Foundation
import Testing
import TeamStyle
import VMREPLKit

/// The team's transcripts pass against vmrepl with the team's styles, as
/// `team-vmrepl check scripts/*.vmt` would check them.
@Suite struct TranscriptTests {
    static let scripts: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts")

    static var transcripts: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: scripts.path))?.filter { $0.hasSuffix(".vmt") }.sorted() ?? []
    }

    @Test func thereAreTranscripts() {
        #expect(!Self.transcripts.isEmpty)
    }

    /// Checked in this process, as `VMREPL.check` checks: the files whose view models keep
    /// no state in a singleton (those that do are checked by the binary, below).
    @Test(arguments: transcripts.filter { !$0.hasPrefix("shared") })
    func theTranscriptPasses(file: String) throws {
        let text = try String(contentsOf: Self.scripts.appendingPathComponent(file), encoding: .utf8)
        let report = VMREPL.check(transcript: text, name: file, catalog: try TeamCatalog.catalog(), toolName: "team-vmrepl")
        #expect(report.passed, "\(report.problem ?? "")\n\(report.diff)")
    }

    @Test func aChangedExpectationFails() throws {
        let file = "team.vmt"
        let text = try String(contentsOf: Self.scripts.appendingPathComponent(file), encoding: .utf8)
        let changed = text.replacingOccurrences(of: "success(token-demo)", with: "success(other)")
        #expect(changed != text)
        #expect(!VMREPL.check(transcript: changed, name: file, catalog: try TeamCatalog.catalog()).passed)
    }

    /// `team-vmrepl check`, as the team's CI runs it: each file in a process of its own,
    /// so the transcript of a singleton's count passes alone and beside a copy of itself,
    /// one after another or at once.
    @Test func theToolChecksEachFileInAProcessOfItsOwn() throws {
        let files = Self.transcripts.map { Self.scripts.appendingPathComponent($0).path }
        #expect(files.contains { $0.hasSuffix("shared.vmt") } && files.contains { $0.hasSuffix("shared-copy.vmt") })
        for jobs in ["1", "4"] {
            let (output, status) = try Self.teamVmrepl(["check", "--jobs", jobs] + files)
            #expect(status == 0, "\(output)")
            #expect(output.hasSuffix("\(files.count) transcripts: \(files.count) passed\n"), "\(output)")
        }
    }

    /// In one process the singleton's count goes on: the second check of the same text
    /// sees what the first left, which is why the tool does not check files so.
    @Test func inOneProcessTheSingletonsCountGoesOn() throws {
        let text = try String(contentsOf: Self.scripts.appendingPathComponent("shared.vmt"), encoding: .utf8)
        let catalog = try TeamCatalog.catalog()
        let first = VMREPL.check(transcript: text, name: "shared.vmt", catalog: catalog)
        let second = VMREPL.check(transcript: text, name: "shared.vmt", catalog: catalog)
        #expect(!(first.passed && second.passed))
    }

    /// Runs the team's own vmrepl, built beside these tests.
    static func teamVmrepl(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("team-vmrepl")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), process.terminationStatus)
    }

    /// The folder the package's products were built into, beside the test bundle on macOS
    /// and the test executable on Linux.
    static var productsDirectory: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }
}
