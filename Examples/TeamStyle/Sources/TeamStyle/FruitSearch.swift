/// The search screen's fake backend: the fruits whose names start with the query.
enum FruitSearch {
    /// Every fruit the search knows, in the order results list them.
    static let fruits = ["apple", "apricot", "avocado", "banana", "blackberry", "blueberry", "cherry", "grape", "grapefruit", "lemon", "lime", "mango"]

    /// The fruits starting with `query`, ignoring case; none for an empty query.
    static func results(for query: String) -> [String] {
        let prefix = query.lowercased()
        guard !prefix.isEmpty else { return [] }
        return fruits.filter { $0.hasPrefix(prefix) }
    }
}
