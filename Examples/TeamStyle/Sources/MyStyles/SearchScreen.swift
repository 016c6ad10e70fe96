// The screen of docs/YOUR-VIEW-MODELS.md, step 3, as the page shows it.
import VMREPLKit

extension Screen {
    /// A search field; `explore` types its examples and runs 'tick 300' for the debounce.
    public static let search = Screen(name: "search", summary: "a search field",
                                      inputs: [Search.query], outputs: [Search.results],
                                      durations: [300])

    /// What the search screen's variants name their ports by: `.text(Screen.Search.query) { … }`.
    public enum Search {
        public static let query = Input("query", .text, command: "search", summary: "type TEXT into the search field",
                                        examples: ["ap", "apple", ""])   // 'search ap', 'search apple', 'search ""'
        public static let results = Output("results", .list)
    }
}
