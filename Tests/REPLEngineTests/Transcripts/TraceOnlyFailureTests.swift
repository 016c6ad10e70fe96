import Testing
@testable import REPLEngine
import StyleKit
import Variants

/// A check tells a step whose behaviour differs from a `trace` whose own lines alone do
/// (its operator names), the events the command printed above them the same: what
/// `mutate` reports as a kill by a trace only.
@Suite struct TraceOnlyFailureTests {
    /// A transcript as relay writes it: a traced countup, then a plain one.
    static let written = """
        vmrepl> use relay
        active: relay
        vmrepl> trace countup
        count: "1"  (1 variant)
        trace countup:
          relay
            countUp → PublishRelay → scan 1 → map "1" → count ▸ view
        vmrepl> countup
        count: "2"  (1 variant)

        """

    @Test func aTraceWhoseOwnLinesAloneDifferIsNoBehaviourFailure() {
        let renamed = Self.written.replacingOccurrences(of: "map \"1\"", with: "select \"1\"")
        let result = TranscriptChecker.check(renamed, catalog: .shipped)
        #expect(result.verdict == .failed(line: 3, reason: "'trace countup' printed other output than the transcript expects"))
        #expect(result.behaviourLine == nil)
    }

    @Test func aValueShownOtherwiseIsABehaviourFailureWhereverItComes() {
        // The trace's line and, later, a count.
        let both = Self.written.replacingOccurrences(of: "map \"1\"", with: "select \"1\"").replacingOccurrences(of: "count: \"2\"", with: "count: \"3\"")
        #expect(TranscriptChecker.check(both, catalog: .shipped).behaviourLine == 8)
        // The value above the trace's own lines.
        let traced = Self.written.replacingOccurrences(of: "count: \"1\"", with: "count: \"9\"")
        let result = TranscriptChecker.check(traced, catalog: .shipped)
        #expect(result.behaviourLine == 3)
    }
}
