extension Screen {
    /// A search field whose results come as the user types, a page at a time, from a
    /// fake repository search (``RepoSearchAPI``): the screen where debounce,
    /// `distinctUntilChanged`, `flatMapLatest`, a `catch` inside the flat-map and a page
    /// reset each decide what the user sees.
    ///
    /// Its names are its own (`typeahead`, `query`, `nextpage`, `repos`, `isLoading`,
    /// `message`, `backend`), so a team's own `search` screen, as YOUR-VIEW-MODELS.md
    /// shows one, keeps its names beside it.
    public static let typeAhead = Screen(name: "typeahead", summary: "a search field whose results come as you type, a page at a time",
                                         inputs: [TypeAhead.queryText, TypeAhead.nextPage],
                                         outputs: [TypeAhead.repos, TypeAhead.isLoading, TypeAhead.message],
                                         service: RepoSearchAPI.self,
                                         durations: [TypeAheadRules.debounceMilliseconds, RepoSearchAPI.slowLatencyMilliseconds])

    /// The type-ahead screen's inputs and outputs, which its variants name their ports by.
    public enum TypeAhead {
        /// The search field's text, as typed: each command is one keystroke's text.
        public static let queryText = Input("queryText", .text, command: "query", summary: "type TEXT into the search field",
                                            details: "Sends the field's whole text into every active variant, as one keystroke would ('query r', then 'query rx'). Quote text with spaces.",
                                            example: "query rx", suggestions: ["rx", "r"], examples: ["rx", "r", ""])
        /// The results list scrolled to its end.
        public static let nextPage = Input("nextPage", .tap, command: "nextpage", summary: "scroll the results to their end (load the next page)",
                                           details: "Sends nextPage into every active variant, as a list scrolled to its last row does: at most 100 times in a row while a variant's list stays the same.",
                                           example: "nextpage", repeats: false, limitedWhileUnchanged: "repos")
        /// The repositories shown, every page loaded so far.
        public static let repos = Output("repos", .list)
        /// Whether a search or a page is loading.
        public static let isLoading = Output("isLoading", .flag)
        /// What the list says instead of results: `no results`, `search failed`, or
        /// nothing.
        public static let message = Output("message", .text)
    }
}
