import Experiments
import MiniRx
import MiniRxCocoa
import StyleKit
import Testing
import Variants

/// A team's style has no embedded source: each of its mutants is placed from the call's
/// own location, in the team's file, and a call made inside a library is no mutant.
@Suite struct MutantLocationTests {
    /// The line `#line` gives for the calls below, each written on a line of its own.
    static let lines = (distinct: #line + 8, second: #line + 9, driver: #line + 10, asDriver: #line + 12)

    static let team = Style(name: "located", summary: "a team's login, in this file", keyIdea: "every call is on a line of its own", variants: [
        Variant(of: .counter) { _ in
            let taps = PublishRelay<Void>()
            let count = BehaviorRelay(value: 0)
            let bag = DisposeBag()
            let counted = taps.map { count.value + 1 }
                .distinctUntilChanged()
                .distinctUntilChanged()
            let shown = counted.asDriver(onErrorJustReturn: 0).flatMapLatest { Driver.just($0) }
            shown.asObservable().bind(to: count).disposed(by: bag)
            _ = count.asDriver(onErrorJustReturn: 0)
            return ViewModelPorts(bag, inputs: [.tap(Screen.Counter.countUp) { taps.accept(()) }],
                                  outputs: [.observable(Screen.Counter.count, count.map(String.init), current: { String(count.value) })])
        },
    ], activeAtStart: false)

    @Test func eachMutantIsPlacedOnItsOwnLineInTheTeamsFile() throws {
        let catalog = try Catalog.shipped.adding([Self.team])
        let mutants = MutantFinder.mutants(of: ["located"], in: catalog)
        let distinct = mutants.filter { $0.swap == "distinctUntilChanged removed" }
        #expect(distinct.map(\.line) == [Self.lines.distinct, Self.lines.second])
        // Two calls of one operator: two places, so two names in every report.
        #expect(Set(distinct.map(\.place)).count == 2, "\(distinct.map(\.place))")
        #expect(distinct.allSatisfy { $0.file?.hasSuffix("ExperimentsTests/MutantLocationTests.swift") == true }, "\(distinct.map(\.place))")
        #expect(distinct.allSatisfy { !($0.file ?? "").hasPrefix("/") }, "no absolute path in a report")
        // The Driver's flatMapLatest is the team's call, at the team's line.
        let flatMaps = mutants.filter { $0.operatorName == "flatMapLatest" }
        #expect(flatMaps.count == 3 && flatMaps.allSatisfy { $0.line == Self.lines.driver }, "\(mutants.map(\.place))")
        // asDriver's own observe(on:), catchAndReturn and share are MiniRxCocoa's: none
        // is the team's mutant.
        #expect(!mutants.contains { ["observe(on:)", "catchAndReturn", "share(replay: 1)"].contains($0.operatorName) }, "\(mutants.map(\.swap))")
        #expect(!mutants.contains { $0.line == Self.lines.asDriver }, "\(mutants.map(\.place))")
        #expect(mutants.contains { $0.swap == "BehaviorRelay → PublishRelay" })
    }
}
