/// `bench [N]`: each active variant's cost per event and per build, in this process.
struct BenchCommand: Command, Equatable {
    let events: Int

    /// The events per variant unless told: well under a second in all on a release build.
    static let defaultEvents = 20_000
    static let eventRange = 1_000...100_000_000

    static let declaration = CommandDeclaration(
        name: "bench", usage: "bench [N]", summary: "measure each variant's cost per event and per build",
        details: "Sends N countUp events (default 20,000) into a fresh counter of each active variant, through the adapter the REPL drives it with, and times them against a plain closure measured in the same run; then times building each variant's screens with a view on every output. The best of 3 rounds. The figures are this machine's and change from run to run; a debug build's say little. Ctrl-C stops it.",
        example: "bench 1000000", arguments: .number, purpose: .seeWhy
    ) { arguments throws(CommandError) in
        BenchCommand(events: arguments.isEmpty ? defaultEvents : try arguments.number(in: eventRange))
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let engine = context.engine
        let catalog = engine.catalog
        let active = catalog.styles.filter { engine.session.settings.activeNames.contains($0.name) }
        let bench = VariantBench(events: events, builds: max(20, events / 1000), target: VariantBench.Target(screens: catalog.screens))
        // A transcript's figures are `[..]`: it measures nothing.
        let unmeasured = !engine.options.measuresBench
        guard let result = unmeasured ? bench.unmeasured(active)
                : bench.run(active, screens: catalog.screens, isInterrupted: engine.isInterrupted) else {
            let message = "interrupted: bench stopped before its figures were in"
            context.show(.interruption(message))
            return .interrupted(message)
        }
        context.show(.bench(result, bench, unmeasured: unmeasured))
        return .succeeded
    }
}
