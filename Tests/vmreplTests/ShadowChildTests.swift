import Foundation
import Testing

/// The child that follows a session on the RealRxSwift build (`RxSwiftShadow`): it runs
/// each line it is handed and answers each with one NUL byte, whatever the line does;
/// Ctrl-C, meant for the session, leaves it be; it ends with its input. Here it is started
/// as the session starts it, with this test as its parent.
@Suite struct ShadowChildTests {
    static var arguments: [String] {
        ["--vmrepl-child", String(getpid()), "shadow", "vmrepl"]
    }

    @Test func everyLineIsAnsweredWithOneNULByteAndNothingElse() throws {
        let lines = ["countup", "use property", "error countUp", "nonsense", "tick 300", "state", ""]
        let result = try Binary.run(Self.arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.output == String(repeating: "\0", count: lines.count), "\(result.output.debugDescription)")
        #expect(result.status == 0)
    }

    @Test func ctrlCLeavesItRunningAndTheEndOfItsInputEndsIt() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = Self.arguments
        process.environment = Binary.environment()
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // Answered: it is past its start-up and waiting for the next line.
        try input.fileHandleForWriting.write(contentsOf: Data("countup\n".utf8))
        #expect(try Self.answer(from: output) == Data([0]))
        process.interrupt()
        try input.fileHandleForWriting.write(contentsOf: Data("countup\n".utf8))
        #expect(try Self.answer(from: output) == Data([0]))
        try input.fileHandleForWriting.close()
        #expect(eventually { !process.isRunning })
        #expect(process.terminationStatus == 0)
        #expect(process.terminationReason == .exit)
    }

    /// The next byte the child writes, waited for with a generous deadline.
    static func answer(from output: Pipe) throws -> Data? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&watched, 1, 120_000) > 0 else { return nil }
        return try output.fileHandleForReading.read(upToCount: 1)
    }
}
