import VMREPL

extension Screen {
    /// A search field whose results arrive as the user types.
    public static let search = Screen(name: "search", summary: "a search field and its results", inputs: [
        .init("query", .text, command: "search", summary: "type TEXT into the search field",
              details: "Sends the text into every active variant's query input, as a keystroke would.",
              example: "search ap", suggestions: FruitSearch.fruits),
    ], outputs: [
        .init("results", .list),
        .init("isSearching", .flag),
    ])
}
