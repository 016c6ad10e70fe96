import REPLEngine
import Testing
@testable import VMREPLKit

/// What `explore`'s progress line on a terminal says.
@Suite struct ExploreProgressLineTests {
    @Test func itSaysTheLengthTheSequencesAndTheSeconds() {
        let here = ExploreProgress(length: 3, depth: 4, done: 2816, total: 5832, processes: 1)
        #expect(ExploreProgressLine.text(here, seconds: 3) == "explore: length 3 of 4 · 2,816 of 5,832 sequences · 3 s")
        let shared = ExploreProgress(length: 4, depth: 4, done: 52_224, total: 104_976, processes: 2)
        #expect(ExploreProgressLine.text(shared, seconds: 12) == "explore: length 4 of 4 · 52,224 of 104,976 sequences in 2 processes · 12 s")
        let small = ExploreProgress(length: 1, depth: 1, done: 7, total: 999, processes: 1)
        #expect(ExploreProgressLine.text(small, seconds: 0) == "explore: length 1 of 1 · 7 of 999 sequences · 0 s")
        let walking = ExploreProgress(walked: 1200, of: 5000, depth: 9)
        #expect(ExploreProgressLine.text(walking, seconds: 6) == "explore: random walks · 1,200 of 5,000 walked · 6 s")
        let timed = ExploreProgress(walked: 64, of: 0, depth: 9)
        #expect(ExploreProgressLine.text(timed, seconds: 2) == "explore: random walks · 64 walked · 2 s")
    }
}
