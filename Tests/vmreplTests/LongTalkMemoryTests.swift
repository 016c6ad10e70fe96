import Foundation
import Testing

/// `demo` and `run` read their files a step at a time: however much narration or how many
/// comments a file holds, memory stays bounded (50 MB for a file of 40 MB here; a 100 MB
/// file's figures are in PERFORMANCE.md).
@Suite(.serialized) struct LongTalkMemoryTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
    }

    /// A line of narration, 112 bytes with its line feed.
    static let narration = "# " + String(repeating: "narration ", count: 11)

    /// The peak memory of the process `pid` so far, in kilobytes (`VmHWM`).
    func peakKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }

    /// 3,600 steps of 100 lines of narration each (40 MB), stepped through on an 80×24
    /// terminal: forward, a jump to the end and back. Before, every step's narration was
    /// held, about twice the file.
    @Test func aDemoOfALongTalkHoldsAStepAtATime() throws {
        let step = String(repeating: Self.narration + "\n", count: 100) + "countup\n"
        let file = try scratch.file("long.vmrepl", String(repeating: step, count: 3_600))
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", file], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/3600")
        terminal.type("\r")
        mark = try terminal.waitFor("step 1/3600", after: mark)
        #expect(terminal.screen.contains("narration narration"))
        terminal.type("3600\r")
        mark = try terminal.waitFor("step 3600/3600", after: mark)
        terminal.type("b")
        mark = try terminal.waitFor("step 3599/3600", after: mark)
        #expect(try peakKilobytes(of: terminal.pid) < 50_000)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A step of 100 lines of 60 KB each keeps the first lines that fit 16 KB and one line
    /// that says how many more the file has.
    @Test func aStepOfLongNarrationLinesKeepsWhatFits() throws {
        let long = "# " + String(repeating: "x", count: 6_000)
        let file = try scratch.file("wide.vmrepl", String(repeating: long + "\n", count: 100) + "countup\n")
        let terminal = try PseudoTerminal(arguments: ["demo", "--no-typing", file], environment: ["VMREPL_HISTORY": ""], columns: 80, rows: 24)
        var mark = try terminal.waitFor("step 0/1")
        terminal.type("\r")
        mark = try terminal.waitFor("# … and 98 more lines of narration, in the file", after: mark)
        mark = try terminal.waitFor("step 1/1", after: mark)
        terminal.type("q")
        #expect(try terminal.waitForExit() == 0)
    }

    /// `run` of a file whose one command comes after 40 MB of comments holds none of them.
    @Test func runOfAFileOfCommentsHoldsNoneOfThem() throws {
        let file = try scratch.file("comments.vmrepl", String(repeating: Self.narration + "\n", count: 360_000) + "countup\n")
        let run = try Binary.shell("/usr/bin/python3 -c 'import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' \"$VMREPL\" -e 'run \(file)'")
        let peak = try #require(Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(run.error)")
        #expect(peak < 50_000, "the file is 40 MB")
    }
}
