import Experiments
@testable import REPLEngine
import Variants
import StyleKit

/// The shipped screens' commands as the parser makes them, by name, for tests.
extension SendCommand {
    static func countUp(times: Int) -> SendCommand { SendCommand(input: "countUp", value: .tap, times: times) }
    static func email(_ text: String) -> SendCommand { SendCommand(input: "email", value: .text(text)) }
    static func password(_ text: String) -> SendCommand { SendCommand(input: "password", value: .text(text)) }
    static let login = SendCommand(input: "loginTap", value: .tap)
}

extension Session {
    /// Runs `line`, a command that drives the variants, as the engine would after parsing
    /// it with the shipped catalog's parser.
    @discardableResult
    func run(_ line: String) throws -> CommandReport {
        let parsed = try CommandParser.standard.command(for: line)
        guard let command = parsed as? any SessionCommand else {
            throw CommandError.unknownCommand(line, suggestion: nil)
        }
        return run(command, text: line)
    }
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

extension Engine {
    /// A session over the shipped catalog, as `vmrepl` starts one: with `explore` and
    /// `mutate`, as the executable gives them.
    convenience init(options: EngineOptions = EngineOptions()) {
        self.init(options: options.experimenting(), catalog: .shipped)
    }
}

extension TranscriptChecker {
    /// Checks a transcript against the shipped catalog, `explore` and `mutate` as the
    /// executable runs them.
    static func check(_ text: String, name: String = "transcript", fileReader: FileReader? = nil) -> Result {
        check(text, name: name, catalog: .shipped, fileReader: fileReader, experiments: ExperimentServices.all)
    }

    /// Checks a file's bytes against the shipped catalog.
    static func check(utf8 bytes: [UInt8], name: String = "transcript", fileReader: FileReader? = nil) -> Result {
        check(utf8: bytes, name: name, catalog: .shipped, fileReader: fileReader, experiments: ExperimentServices.all)
    }
}
