import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `check`'s children as a CI runner meets them: killed with their parent, stopped by a
/// signal at any moment of start-up, and never leaving a temporary file behind.
@Suite(.serialized) struct ChildProcessFaultTests {
    /// Three transcripts, each a long run that blessing rewrites.
    func longTranscripts(in scratch: ScratchDirectory) throws -> [String] {
        try (1...3).map { try scratch.file("long\($0).vmt", "vmrepl> countup 3000000\n") }
    }

    /// A CI runner's hard timeout (SIGKILL) on a multi-file `check --bless`: its children
    /// end soon after, removing their temporaries; every file is as it was.
    @Test
    func aKilledCheckLeavesNoChildAndNoTemporary() throws {
        let scratch = try ScratchDirectory()
        let files = try longTranscripts(in: scratch)
        let run = try RunningVmrepl(["check", "--bless", "--jobs", "2"] + files, standardInput: FileHandle.nullDevice)
        let parent = run.process.processIdentifier
        let temporaries = { try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.contains(".vmrepl-") } }
        // At least one child at work on its temporary.
        let started = try eventually { try !temporaries().isEmpty && !childrenOf(parent).isEmpty }
        #expect(started, "\(run.errorText)")
        kill(parent, SIGKILL)
        run.process.waitUntilExit()
        let ended = try eventually { try childrenOf(parent).isEmpty }
        #expect(ended, "a child outlived its parent")
        let left = try eventually { try temporaries().isEmpty }
        #expect(left, "a temporary file was left behind")
        for file in files {
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "vmrepl> countup 3000000\n")
        }
    }

    /// SIGTERM at every moment of the first 30 ms, start-up included: the check always
    /// ends, with SIGTERM's status, and no child outlives it.
    @Test func aSignalAtAnyMomentOfStartUpEndsTheCheck() throws {
        let scratch = try ScratchDirectory()
        let files = try longTranscripts(in: scratch)
        for delay in stride(from: 0, through: 30_000, by: 1_500) {
            let run = try RunningVmrepl(["check", "--jobs", "2"] + files, standardInput: FileHandle.nullDevice)
            let parent = run.process.processIdentifier
            // The signal's moment is the input here, not a wait for an outcome.
            usleep(useconds_t(delay))
            let status = run.signal(SIGTERM, timeout: 120)
            #expect(status == 143, "delay \(delay) µs: \(status.map(String.init) ?? "it never ended")")
            let ended = try eventually { try childrenOf(parent).isEmpty }
            #expect(ended, "delay \(delay) µs: a child outlived the check")
        }
    }

    /// Too few file descriptors for a child (`ulimit -n`): the files are checked in
    /// this process, with one note, and pass.
    @Test(arguments: [7, 12, 128])
    func tooFewDescriptorsCheckInThisProcess(limit: Int) throws {
        let result = try Binary.shell("cd \"$ROOT\" && ulimit -n \(limit) && \"$VMREPL\" check scripts/01-counting.vmt scripts/02-late-subscribers.vmt scripts/03-errors-into-inputs.vmt")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.hasSuffix("3 transcripts: 3 passed\n"), "\(result.output)")
        #expect(result.error.split(separator: "\n").count <= 1, "\(result.error)")
    }
}
