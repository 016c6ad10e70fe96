import MiniRx
import Synchronization
import Testing

/// MiniRx's one build seam: a hook bound around a build sees each interchangeable call
/// with the caller's line, may have another of its kind built, and gives a flat-map's
/// closure a hook of its own for each run.
@Suite struct OperatorHooksTests {
    /// Where a hook writes down the calls it sees.
    private final class Log: Sendable {
        let lines = Mutex<[String]>([])
    }

    /// Builds the calls named in `replacements` as their replacement, and writes down
    /// each call it sees as `name@line`; a flat-map's closure runs under one that writes
    /// `inside name@line`.
    private struct RecordingHook: OperatorBuildHook {
        var replacements: [String: String] = [:]
        var log = Log()
        var prefix = ""

        func build(_ call: OperatorCall) -> OperatorBuild {
            log.lines.withLock { $0.append("\(prefix)\(call.name)@\(call.line)") }
            let inside = RecordingHook(replacements: replacements, log: log, prefix: prefix + "inside ")
            return OperatorBuild(replacement: replacements[call.name], closureHook: { inside })
        }

        var seen: [String] { log.lines.withLock { $0 } }
    }

    @Test func aHookSeesEachCallWithItsLineAndCanHaveAnotherBuilt() {
        let taps = PublishSubject<Int>()
        let answers = [PublishSubject<String>(), PublishSubject<String>()]
        func results(_ hook: RecordingHook?) -> [String] {
            let line = #line + 2
            let built = OperatorHooks.$current.withValue(hook) {
                taps.flatMapLatest { answers[$0].asObservable() }.distinctUntilChanged()
            }
            var seen: [String] = []
            let subscription = built.subscribe(onNext: { seen.append($0) })
            taps.onNext(0)
            taps.onNext(1)
            answers[0].onNext("stale")
            answers[1].onNext("fresh")
            answers[1].onNext("fresh")
            subscription.dispose()
            if let hook { #expect(hook.seen == ["flatMapLatest@\(line)", "distinctUntilChanged@\(line)"]) }
            return seen
        }
        #expect(results(nil) == ["fresh"])
        #expect(results(RecordingHook()) == ["fresh"])
        #expect(results(RecordingHook(replacements: ["flatMapLatest": "flatMap"])) == ["stale", "fresh"])
        #expect(results(RecordingHook(replacements: ["distinctUntilChanged": OperatorHooks.passThrough])) == ["fresh", "fresh"])
    }

    /// The calls a flat-map's closure makes at events are seen under the hook the
    /// flat-map's build gave it, afresh for each run; outside a bound build none is seen.
    @Test func aFlatMapsClosureRunsUnderAHookOfItsOwn() {
        let hook = RecordingHook()
        let taps = PublishSubject<Int>()
        let line = #line + 2
        let built = OperatorHooks.$current.withValue(hook) {
            taps.flatMap { Observable.just($0).startWith(0) }
        }
        var seen: [Int] = []
        let subscription = built.subscribe(onNext: { seen.append($0) })
        taps.onNext(1)
        taps.onNext(2)
        subscription.dispose()
        #expect(seen == [0, 1, 0, 2])
        #expect(hook.seen == ["flatMap@\(line)", "inside startWith@\(line)", "inside startWith@\(line)"])
        #expect(OperatorHooks.current == nil)
    }
}
