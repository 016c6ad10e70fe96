import Dispatch
import MiniRx
import MiniRxTestCore
import StyleKit

/// What `bench` measures in the running process: each style's cost per event of the
/// catalog's first repeating tap (the counter's `countUp`), sent through the adapter the
/// REPL drives it with, against a plain closure measured in the same run (as `./dev/bench`
/// measures the counters); and the cost of building its screens with a view subscribed to
/// every output. The figures are this machine's.
struct VariantBench {
    /// The input timed and the output watched: the first screen's repeating tap and that
    /// screen's first output, as the screens declare them.
    struct Target {
        let screen: Screen
        let input: String
        let output: String

        /// The target among `screens`, if one has a repeating tap and an output.
        init?(screens: [Screen]) {
            for screen in screens {
                if let input = screen.inputs.first(where: { $0.type == .tap && $0.repeats }), let output = screen.outputs.first {
                    (self.screen, self.input, self.output) = (screen, input.name, output.name)
                    return
                }
            }
            return nil
        }
    }

    /// One style's figures; `nil` where it has no counter.
    struct Row {
        let variant: String
        let nanosecondsPerEvent: Double?
        let microsecondsPerBuild: Double
    }

    /// What a run measured.
    struct Result {
        let floorNanosecondsPerEvent: Double
        let rows: [Row]
    }

    /// Events per style and round.
    let events: Int
    /// Builds per style and round.
    let builds: Int
    /// What is timed; `nil` when no screen has a repeating tap.
    let target: Target?
    /// Rounds; each figure is its best round's.
    static let rounds = 3

    /// Whether this is a debug build, whose figures say little.
    static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// The rows a run of `styles` has, measuring nothing: for a transcript, whose
    /// figures are `[..]`.
    func unmeasured(_ styles: [Style]) -> Result {
        let rows = styles.map { style in
            Row(variant: style.name, nanosecondsPerEvent: target.flatMap { style.variant(of: $0.screen) }.map { _ in 0 }, microsecondsPerBuild: 0)
        }
        return Result(floorNanosecondsPerEvent: 1, rows: rows)
    }

    /// Measures `styles`, rounds interleaved; `nil` if `isInterrupted` says stop.
    func run(_ styles: [Style], screens: [Screen], isInterrupted: () -> Bool) -> Result? {
        var floor = Double.infinity
        var perEvent = [Double?](repeating: nil, count: styles.count)
        var perBuild = [Double](repeating: .infinity, count: styles.count)
        for _ in 0..<Self.rounds {
            guard let time = timeFloor(isInterrupted) else { return nil }
            floor = min(floor, time)
            for (index, style) in styles.enumerated() {
                if let target, let variant = style.variant(of: target.screen) {
                    guard let time = timeEvents(variant, target, isInterrupted) else { return nil }
                    perEvent[index] = min(perEvent[index] ?? .infinity, time)
                }
                guard let time = timeBuilds(style, screens: screens, isInterrupted) else { return nil }
                perBuild[index] = min(perBuild[index], time)
            }
        }
        let rows = styles.indices.map { Row(variant: styles[$0].name, nanosecondsPerEvent: perEvent[$0], microsecondsPerBuild: perBuild[$0]) }
        return Result(floorNanosecondsPerEvent: floor, rows: rows)
    }

    /// A plain counter: an `Int` made `String` and handed to a closure.
    private func timeFloor(_ isInterrupted: () -> Bool) -> Double? {
        let sink = Sink()
        var count = 0
        let onCount: (String) -> Void = { sink.take($0) }
        return timed(events, isInterrupted) {
            count += 1
            onCount(String(count))
        }.map { $0 / Double(events) }
    }

    /// The target's input tapped `events` times in a fresh view model with a view on its
    /// output.
    private func timeEvents(_ variant: Variant, _ target: Target, _ isInterrupted: () -> Bool) -> Double? {
        let (adapter, environment) = make(variant)
        let sink = Sink()
        let view = try? adapter.subscribe(to: target.output) { if case .next(.text(let text)) = $0 { sink.take(text) } else { sink.take("") } }
        environment.executor.runToIdle()
        defer {
            view?.dispose()
            adapter.tearDown()
            environment.endAsyncWork()
        }
        return timed(events, isInterrupted) {
            try? adapter.send(.tap, to: target.input)
            environment.executor.runToIdle()
        }.map { $0 / Double(events) }
    }

    /// The style's screens built `builds` times, each with a view on every output, then
    /// given up.
    private func timeBuilds(_ style: Style, screens: [Screen], _ isInterrupted: () -> Bool) -> Double? {
        let variants = screens.compactMap(style.variant(of:))
        return timed(builds, isInterrupted) {
            for variant in variants {
                let (adapter, environment) = make(variant)
                let views = adapter.outputNames.compactMap { name in try? adapter.subscribe(to: name) { _ in } }
                environment.executor.runToIdle()
                for view in views { view.dispose() }
                adapter.tearDown()
                environment.endAsyncWork()
            }
        }.map { $0 / Double(builds) / 1000 }
    }

    private func make(_ variant: Variant) -> (VariantAdapter, VariantEnvironment) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let environment = VariantEnvironment(scheduler: scheduler)
        return (variant.make(in: environment), environment)
    }

    /// The nanoseconds `times` calls of `body` take; `nil` if interrupted, which is
    /// checked every 1,024 calls.
    private func timed(_ times: Int, _ isInterrupted: () -> Bool, _ body: () -> Void) -> Double? {
        let start = DispatchTime.now().uptimeNanoseconds
        for round in 0..<times {
            if round & 1023 == 1023 && isInterrupted() { return nil }
            body()
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
}

/// Takes what a view shows, so that the compiler keeps the work that made it.
private final class Sink {
    private(set) var characters = 0

    @inline(never)
    func take(_ text: String) {
        characters &+= text.utf8.count
    }
}
