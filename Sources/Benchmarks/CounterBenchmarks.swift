// Costs per event of the seed talk's counter view models against a plain-closure floor,
// and the cost of one atomic read-modify-write beside them.
//
// Each case sends 1,000,000 `countUp` events into a fresh view model with one subscriber;
// rounds interleave the cases and each case reports its best round. The view models run on
// the build's Rx libraries: MiniRx and MiniUnio, or RxSwift and Unio with the RealRxSwift
// trait, so the two builds' figures put side by side compare the libraries.
import Dispatch
import Foundation
import RxLibraries
import Synchronization
import Variants
import StyleKit

let eventsPerRun = 1_000_000

/// A plain counter: an `Int` converted to `String` and handed to a closure.
final class ClosureCounter {
    private var count = 0
    private let onCount: (String) -> Void

    init(onCount: @escaping (String) -> Void) {
        self.onCount = onCount
    }

    @inline(never)
    func countUp() {
        count += 1
        onCount(String(count))
    }
}

/// Keeps the compiler from removing the work whose result nobody reads.
final class Consumer {
    var characters = 0
    @inline(never)
    func consume(_ text: String) {
        characters &+= text.utf8.count
    }
}

/// One benchmark case: a name and a closure that sends `eventsPerRun` events.
struct Case {
    let name: String
    let run: (Consumer) -> Void
}

/// Times one run of `benchmark` in nanoseconds per event.
func timePerEvent(_ benchmark: Case) -> Double {
    let consumer = Consumer()
    let start = DispatchTime.now().uptimeNanoseconds
    benchmark.run(consumer)
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    precondition(consumer.characters > eventsPerRun, "\(benchmark.name) emitted too little")
    return Double(elapsed) / Double(eventsPerRun)
}

/// The floor: a plain closure per event, no view model.
func floorCase() -> Case {
    Case(name: "closure (floor)") { consumer in
        let counter = ClosureCounter(onCount: consumer.consume)
        for _ in 0..<eventsPerRun { counter.countUp() }
    }
}

/// A flag taken and given back as a lock is, with nothing in between.
final class Flag {
    let taken = Atomic<Bool>(false)
}

/// What one atomic read-modify-write costs on this machine: an uncontended
/// compare-and-swap and a release store per event, as taking and giving back a lock does.
/// Each subject an event passes through does this twice (its state, then the hand-over of
/// delivery) and each multi-source operator once, so it bounds how close to the floor a
/// counter can get.
func atomicCase() -> Case {
    Case(name: "compare-and-swap") { consumer in
        let flag = Flag()
        var taken = 0
        for _ in 0..<eventsPerRun {
            if flag.taken.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
                taken += 1
            }
            flag.taken.store(false, ordering: .releasing)
        }
        consumer.characters &+= 2 * taken
    }
}

/// Runs the counter benchmark for `rounds` rounds, limited to `names` when given.
func runCounterBenchmarks(_ names: [String], rounds: Int) {
    let allCases = [
        floorCase(),
        atomicCase(),
        Case(name: "property") { consumer in
            let viewModel = PropertyCountViewModel()
            let subscription = viewModel.count.subscribe(onNext: consumer.consume)
            for _ in 0..<eventsPerRun { viewModel.countUp() }
            subscription.dispose()
        },
        Case(name: "relay") { consumer in
            let viewModel = RelayCountViewModel()
            let subscription = viewModel.count.subscribe(onNext: consumer.consume)
            for _ in 0..<eventsPerRun { viewModel.countUp() }
            subscription.dispose()
        },
        Case(name: "anyobserver") { consumer in
            let viewModel = AnyObserverCountViewModel()
            let subscription = viewModel.count.subscribe(onNext: consumer.consume)
            for _ in 0..<eventsPerRun { viewModel.countUp.onNext(()) }
            subscription.dispose()
        },
        Case(name: "unio") { consumer in
            let viewModel = UnioCountViewModel()
            let subscription = viewModel.output.count.subscribe(onNext: consumer.consume)
            // As a view binds it: `countUpButton.rx.tap.bind(to: viewModel.input.countUp)`.
            let countUp: AnyObserver<Void> = viewModel.input.countUp
            for _ in 0..<eventsPerRun { countUp.onNext(()) }
            subscription.dispose()
        },
        Case(name: "unio (lookup)") { consumer in
            let viewModel = UnioCountViewModel()
            let subscription = viewModel.output.count.subscribe(onNext: consumer.consume)
            // The input looked up through the wrapper's dynamic member on every event.
            for _ in 0..<eventsPerRun { viewModel.input.countUp(()) }
            subscription.dispose()
        },
        Case(name: "scan") { consumer in
            let viewModel = ScanCountViewModel()
            let subscription = viewModel.count.subscribe(onNext: consumer.consume)
            for _ in 0..<eventsPerRun { viewModel.countUp.onNext(()) }
            subscription.dispose()
        },
    ]

    // `Benchmarks NAME…` runs only the named cases (after the floor and the atomic), for
    // profiling.
    let selected = Set(names)
    let cases = allCases.enumerated().filter { index, benchmark in
        index < 2 || selected.isEmpty || selected.contains(benchmark.name)
    }.map(\.element)

    // Rounds interleave the cases so that a slow spell of the machine hits all of them; each
    // case reports its best round.
    var best = Array(repeating: Double.infinity, count: cases.count)
    for _ in 0..<rounds {
        for (index, benchmark) in cases.enumerated() {
            best[index] = min(best[index], timePerEvent(benchmark))
        }
    }

    let floor = best[0]
    print("events per run: \(eventsPerRun), best of \(rounds) interleaved rounds")
    for (benchmark, nanoseconds) in zip(cases, best) {
        let name = benchmark.name.padding(toLength: 16, withPad: " ", startingAt: 0)
        let cost = String(format: "%8.1f ns/event", nanoseconds)
        let ratio = String(format: "%6.1f× floor", nanoseconds / floor)
        print("\(name)\(cost)\(ratio)")
    }
}
