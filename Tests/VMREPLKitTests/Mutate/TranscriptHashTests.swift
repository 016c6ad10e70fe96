import Foundation
import Testing
@testable import VMREPLKit

/// What `--incremental` compares of a transcript: its bytes' hash, and none for a file
/// whose verdicts rest on bytes the hash would not hold.
@Suite struct TranscriptHashTests {
    @Test func aTranscriptThatReadsOtherFilesHasNoHash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transcript-hash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "plain.vmt": "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n",
            "same.vmt": "vmrepl> countup\ncount: \"1\"  (all 9 agree)\n",
            "runs.vmt": "vmrepl> run more.vmrepl\n",
            "demos.vmt": "# a talk\nvmrepl> demo talk.vmt\n",
            "mentions.vmt": "# run more.vmrepl, in a comment\nvmrepl> countup\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let hashes = MutationReportFiles.hashes(of: files.keys.sorted().map { folder.appendingPathComponent($0).path })
        func hash(_ name: String) -> String? { hashes[folder.appendingPathComponent(name).path] }
        #expect(hash("plain.vmt") != nil && hash("plain.vmt") == hash("same.vmt"))
        #expect(hash("mentions.vmt") != nil && hash("mentions.vmt") != hash("plain.vmt"))
        #expect(hash("runs.vmt") == nil && hash("demos.vmt") == nil)
        // A path that is no regular file has none either.
        #expect(MutationReportFiles.hashes(of: [folder.path, folder.appendingPathComponent("missing.vmt").path]).isEmpty)
    }
}
