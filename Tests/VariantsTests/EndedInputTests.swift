import MiniRxTest
import Testing
@testable import MiniRx
@testable import Variants
@testable import StyleKit

/// Ending an input, as `error INPUT` and `complete INPUT` do, and then letting the view
/// model go (as `reset` does) frees all of it, whatever the style.
@Suite struct EndedInputTests {
    private var cases: [(style: String, screen: Screen, input: String, end: TerminalEvent)] {
        Catalog.shipped.styles.flatMap { entry in
        Catalog.shipped.screens.flatMap { screen in
            ["countUp", "email", "loginTap"].flatMap { input in
                [TerminalEvent.error(Boom()), .completed].map { (entry.name, screen, input, $0) }
            }
        }
        }
    }

    @Test func endingAnyInputLeavesNothingBehind() throws {
        var checked = 0
        for (style, screen, input, end) in cases {
            let before = Resources.balanceOnCurrentThread
            do {
                let scheduler = TestScheduler(initialClock: 0)
                let variant = try #require(Catalog.shipped.style(named: style)).make(
                    screen, in: VariantEnvironment(scheduler: scheduler)
                )
                guard variant.inputs.contains(where: { $0.name == input }) else { continue }
                let views = try variant.outputNames.map { try variant.subscribe(to: $0) { _ in } }
                // Errors bound to relays are debug-fatal diagnostics: collected here.
                _ = Diagnostics.collect {
                    _ = try? variant.send(end, to: input)
                    try? variant.send(input == "email" ? .text("a@b.c") : .tap, to: input)
                    scheduler.start()
                }
                views.forEach { $0.dispose() }
                checked += 1
            }
            #expect(Resources.balanceOnCurrentThread == before, "\(style) \(input) \(end)")
        }
        #expect(checked == Catalog.shipped.styles.count * 3 * 2)
    }
}
