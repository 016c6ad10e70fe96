import REPLEngine

/// What this module gives the engine: `explore`'s search (``ExploreService``) and `mutate`
/// at the prompt (``MutationService``).
public enum ExperimentServices {
    /// Installs both in every engine of this process; the executable calls it before any
    /// engine runs, and so does a test that runs `explore` or `mutate` in an engine.
    public static func install() {
        ExploreService.install(ExploreSearch.searcher)
        MutationAtThePrompt.install()
    }
}
