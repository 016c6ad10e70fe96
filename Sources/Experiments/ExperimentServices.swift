import REPLEngine

/// What this module gives the engine: `explore`'s search (``ExploreService``) and `mutate`
/// at the prompt (``MutationService``).
public enum ExperimentServices {
    /// Both, for an engine's options (``EngineOptions/experiments``): the executable gives
    /// them to every engine it makes, and so does a test that runs `explore` or `mutate`.
    public static let all = EngineExperiments(explore: ExploreSearch.searcher, mutate: MutationAtThePrompt.run)
}

extension EngineOptions {
    /// These options with this module's `explore` and `mutate` (``ExperimentServices/all``),
    /// as the executable gives every engine it makes.
    package func experimenting() -> EngineOptions {
        var options = self
        options.experiments = ExperimentServices.all
        return options
    }

    /// The default options, with `explore` and `mutate`.
    package static var experimenting: EngineOptions { EngineOptions().experimenting() }
}
