/// What `explore` and `mutate` at the prompt run in an engine: the Experiments module's,
/// above the engine, which drives many sessions where the engine runs one. Passed in the
/// engine's options (``EngineOptions/experiments``), never installed process-wide, so a
/// test's engine has exactly what it was given, whatever other tests run beside it. The
/// executable gives every engine the module's (`ExperimentServices.all`); with none,
/// `explore` and `mutate` say so in one line.
public struct EngineExperiments: Sendable {
    /// `explore`'s search and a worker process's share of one.
    package let explore: ExploreService.Searcher?
    /// `mutate` at the prompt.
    package let mutate: MutationService.Run?

    package init(explore: ExploreService.Searcher?, mutate: MutationService.Run?) {
        self.explore = explore
        self.mutate = mutate
    }

    /// Neither: `explore` and `mutate` say they need the Experiments module.
    public static let none = EngineExperiments(explore: nil, mutate: nil)
}
