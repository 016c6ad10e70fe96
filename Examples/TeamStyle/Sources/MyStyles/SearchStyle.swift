// The search style of docs/YOUR-VIEW-MODELS.md, step 3, as the page shows it.
import MiniRx
import VMREPLKit

public let mySearchStyle = Style(name: "mysearch", summary: "a search that filters a list at once",
                                 keyIdea: "no debounce, no server", variants: [
    Variant(of: .search) { _ in
        let results = BehaviorRelay<[String]>(value: [])
        let fruits = ["apple", "apricot", "banana"]
        return ViewModelPorts(results, inputs: [
            .text(Screen.Search.query) { query in results.accept(fruits.filter { !query.isEmpty && $0.hasPrefix(query) }) },
        ], outputs: [
            .observable(Screen.Search.results, results.asObservable(), current: { results.value }),
        ])
    },
])
