import MiniRxTest
import Variants

/// The screens' inputs and streams by name, in display order, as the catalog's first
/// style declares them (every style uses the same names).
struct Layout {
    let inputs: [(name: String, screen: Screen)]
    let streams: [(name: String, screen: Screen)]

    init(entry: CatalogEntry, environment: VariantEnvironment) {
        var inputs: [(String, Screen)] = []
        var streams: [(String, Screen)] = []
        for screen in Screen.allCases {
            let adapter = entry.make(screen, in: environment)
            inputs += adapter.inputs.map { ($0.name, screen) }
            streams += adapter.outputNames.map { ($0, screen) }
        }
        self.inputs = inputs
        self.streams = streams
    }

    /// The layout every session uses, read once from a throwaway view model.
    static let standard: Layout = {
        let scheduler = TestScheduler(initialClock: 0)
        return Layout(entry: Catalog.all[0], environment: VariantEnvironment(api: LoginAPI(scheduler: scheduler), scheduler: scheduler))
    }()

    var inputNames: [String] { inputs.map(\.name) }
    var streamNames: [String] { streams.map(\.name) }

    func screen(ofInput name: String) -> Screen? {
        inputs.first { $0.name == name }?.screen
    }

    func screen(ofStream name: String) -> Screen? {
        streams.first { $0.name == name }?.screen
    }

    func streamOrder(_ name: String) -> Int {
        streams.firstIndex { $0.name == name } ?? .max
    }
}
