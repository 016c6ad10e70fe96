import Testing
@testable import VMREPLKit

/// What `mutate`'s progress line on a terminal says, within its width.
@Suite struct MutateProgressLineTests {
    @Test func itSaysWhereTheRunIsAndKeepsItsClockWhereItIsCut() {
        #expect(MutateProgressLine.text("12 of 72 mutants", second: 3, width: 80) == "mutate: 12 of 72 mutants · 3 s")
        let far = "survivor 3 of 3 · search 1 of 2 · length 4 of 4 · 52,224 of 104,976 and then some"
        let cut = MutateProgressLine.text(far, second: 12, width: 80)
        #expect(cut == "mutate: survivor 3 of 3 · search 1 of 2 · length 4 of 4 · 52,224 of 104… · 12 s")
        #expect(cut.count == 79)
        // However narrow the terminal, the clock is there.
        #expect(MutateProgressLine.text(far, second: 5, width: 10) == "mutate: … · 5 s")
    }
}
