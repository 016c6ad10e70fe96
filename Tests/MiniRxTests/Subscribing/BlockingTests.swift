import Foundation
import MiniRx
import MiniRxBlocking
import Testing

/// RxBlocking's waits: a predicate for `single`, `materialize` that does not throw,
/// timeouts in seconds, and a wait on the main thread that lets the main queue run.
@Suite struct BlockingTests {
    struct Boom: Error {}

    @Test func singleWithAPredicateWaitsOnlyForWhatItNeeds() throws {
        #expect(try Observable.from([1, 2, 3]).toBlocking().single { $0 == 2 } == 2)
        #expect(throws: RxError.self) { try Observable.from([1, 2, 3]).toBlocking().single { $0 > 1 } }
        #expect(throws: RxError.self) { try Observable.from([1, 2, 3]).toBlocking().single { $0 > 5 } }
        // It stops at the second match: a sequence that never ends still answers.
        let endless = Observable.concat([Observable.from([1, 2]), Observable<Int>.never()])
        #expect(throws: RxError.self) { try endless.toBlocking(timeout: 5).single { $0 > 0 } }
    }

    @Test func materializeGivesTheEndWithoutThrowing() {
        guard case .failed(let elements, let error) = Observable.concat([.just(1), .error(Boom())]).toBlocking().materialize() else {
            Issue.record("expected a failure")
            return
        }
        #expect(elements == [1])
        #expect(error is Boom)
        guard case .failed(_, let timeout) = Observable<Int>.never().toBlocking(timeout: 0.05).materialize() else {
            Issue.record("expected a timeout")
            return
        }
        #expect("\(timeout)" == "\(RxError.timeout)")
    }

    /// On the process's main thread, outside any dispatch block, as an app's or an
    /// XCTest's: work the sequence queues on the main queue runs while the wait waits.
    @Test func aWaitOnTheMainThreadLetsTheMainQueueRun() throws {
        let probe = productsDirectory.appendingPathComponent("BlockingProbe")
        let process = Process()
        process.executableURL = probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "instance 42\nasyncInstance [43]\ndelay 44\nnever: Sequence timeout.\n", "\(text)")
        #expect(process.terminationStatus == 0)
    }
}
