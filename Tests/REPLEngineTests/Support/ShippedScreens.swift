@testable import REPLEngine
import ShippedStyles
import StyleKit

/// The shipped screens' commands as the parser makes them, by name, for tests.
extension Command {
    static func countUp(times: Int) -> Command { .send(input: "countUp", value: .tap, times: times) }
    static func email(_ text: String) -> Command { .send(input: "email", value: .text(text), times: 1) }
    static func password(_ text: String) -> Command { .send(input: "password", value: .text(text), times: 1) }
    static let login = Command.send(input: "loginTap", value: .tap, times: 1)
}

extension Session {
    /// A session over the shipped catalog.
    convenience init(settings: SessionSettings = SessionSettings(catalog: .shipped)) {
        self.init(catalog: .shipped, layout: Layout(screens: Catalog.shipped.screens), settings: settings)
    }
}

extension SessionSettings {
    /// The shipped catalog's settings at start.
    init() {
        self.init(catalog: .shipped)
    }
}

extension CommandParser {
    /// The parser for the shipped catalog.
    static let standard = CommandParser(catalog: .shipped)
}
