import REPLEngine

/// What this module gives the engine: `explore`'s search (``ExploreService``) and `mutate`
/// at the prompt (``MutationService``).
public enum ExperimentServices {
    /// Both, for an engine's options (``EngineOptions/experiments``): the executable gives
    /// them to every engine it makes, and so does a test that runs `explore` or `mutate`.
    public static let all = EngineExperiments(explore: ExploreSearch.searcher, mutate: MutationAtThePrompt.run)
}
