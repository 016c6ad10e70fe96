import MiniRx
import MiniRxTest
import Testing

@Suite struct DistinctUntilChangedTests {
    let resources = NoResourcesLeft()

    @Test func dropsConsecutiveDuplicates() {
        #expect(Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().record().0.elements == [1, 2, 1])
    }

    @Test func comparesByKeyOrComparer() {
        let byLength = Observable.of("a", "b", "cc", "d").distinctUntilChanged { $0.count }
        #expect(byLength.record().0.elements == ["a", "cc", "d"])
        let closeEnough = Observable.of(1, 2, 5, 6).distinctUntilChanged { abs($0 - $1) <= 1 }
        #expect(closeEnough.record().0.elements == [1, 5])
        let atKeyPath = Observable.of("x", "y", "zz").distinctUntilChanged(at: \.count)
        #expect(atKeyPath.record().0.elements == ["x", "zz"])
    }
}
