import VMREPLKit

extension Screen {
    /// A search field whose results arrive as the user types, from the team's fake server
    /// (`server fail`). `explore` types a prefix, a whole fruit and nothing, fails the
    /// next search, and lets the 300 ms debounce run out (`tick 300`).
    public static let search = Screen(name: "search", summary: "a search field and its results",
                                      inputs: [Search.query], outputs: [Search.results, Search.isSearching],
                                      service: FruitServer.self, durations: [300])

    /// The search screen's input and outputs, which its variants name their ports by.
    public enum Search {
        /// The search field.
        public static let query = Input("query", .text, command: "search", summary: "type TEXT into the search field",
                                        details: "Sends the text into every active variant's query input, as a keystroke would.",
                                        example: "search ap", suggestions: FruitSearch.fruits, examples: ["ap", "apple", ""])
        /// The fruits that match.
        public static let results = Output("results", .list)
        /// Whether a search is in flight.
        public static let isSearching = Output("isSearching", .flag)
    }
}
