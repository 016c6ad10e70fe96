import Foundation
import Testing
@testable import vmrepl

/// `vmrepl check` restarts itself once with glibc's larger per-thread cache.
@Suite struct AllocatorTuningTests {
    @Test func restartsOnlyWhenNoTunablesAreSet() {
        #expect(AllocatorTuning.step(forTunables: nil) == .restart)
        #expect(AllocatorTuning.step(forTunables: AllocatorTuning.setting) == .forget)
        #expect(AllocatorTuning.step(forTunables: "") == .none)
        #expect(AllocatorTuning.step(forTunables: "glibc.malloc.tcache_count=7") == .none)
    }

    @Test func aCheckRunsWithTheSettingAndStillPasses() throws {
        // `check /dev/stdin` waits for its input, so the running process's environment
        // can be read from /proc while the pipe is open.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["check", "/dev/stdin"]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: AllocatorTuning.variable)
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let expected = "\(AllocatorTuning.variable)=\(AllocatorTuning.setting)"
        let deadline = Date().addingTimeInterval(20)
        var restarted = false
        while !restarted && Date() < deadline {
            let block = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/environ"))) ?? Data()
            restarted = block.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == expected }
            if !restarted { Thread.sleep(forTimeInterval: 0.01) }
        }
        input.fileHandleForWriting.write(Data("vmrepl> countup\ncount: \"1\"  (all 9 agree)\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(restarted)
        #expect(text == "PASS /dev/stdin\n")
        #expect(process.terminationStatus == 0)
    }
}
