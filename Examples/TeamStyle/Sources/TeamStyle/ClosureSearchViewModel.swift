/// The search field written with no Rx at all, as a newcomer to the team might: a
/// callback for the results, called on every keystroke, with nothing debounced.
final class ClosureSearchViewModel {
    /// Called with the results each time the query changes.
    var onResults: (([String]) -> Void)?
    /// The results of the last query.
    private(set) var results: [String] = []

    init() {}

    /// The view calls this on every change of the field.
    func queryChanged(_ query: String) {
        results = FruitSearch.results(for: query)
        onResults?(results)
    }
}
