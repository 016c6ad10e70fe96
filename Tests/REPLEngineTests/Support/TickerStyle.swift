import MiniRx
import Variants
import StyleKit

/// A counter that counts by itself every 100 ms on its style's clock from the moment it
/// is built, and never stops: when it was built shows, and autorun never runs out of
/// actions with it.
enum TickerStyle {
    static let style = Style(name: "ticker", summary: "counts every 100 ms by itself", keyIdea: "a timer started when built", variants: [
        Variant(of: .counter) { environment in
            let ticks = Observable<Int>.interval(.milliseconds(100), scheduler: environment.scheduler).map { String($0 + 1) }
            return ViewModelPorts(ticks, inputs: [.tap(Screen.Counter.countUp, kind: .method) {}],
                                  outputs: [.observable(Screen.Counter.count, ticks)])
        },
    ])

    /// The shipped catalog and the ticker.
    static let catalog: Catalog = {
        do {
            return try Catalog.shipped.adding([style])
        } catch {
            fatalError("\(error)")
        }
    }()
}
