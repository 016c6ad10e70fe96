import StyleKit

/// `error INPUT` and `complete INPUT`: ends an input with an error or completion where the
/// variant's input type can carry one, and says where it cannot.
struct EndInputCommand: SessionCommand, Equatable {
    /// How the input ends.
    enum Ending: String, Equatable {
        case error
        case complete
    }

    let ending: Ending
    let input: String

    static let errorDeclaration = declaration(
        .error, summary: "send an error into INPUT",
        details: "Sends error(boom) into the input where the variant's input type can carry one, and says where it cannot.")
    static let completeDeclaration = declaration(
        .complete, summary: "send completion into INPUT",
        details: "Sends completed into the input where the variant's input type can carry one, and says where it cannot.")

    private static func declaration(_ ending: Ending, summary: String, details: String) -> CommandDeclaration {
        CommandDeclaration(name: ending.rawValue, usage: "\(ending.rawValue) INPUT", summary: summary, details: details,
                           example: "\(ending.rawValue) countUp", arguments: .input, purpose: .breakIt) { arguments throws(CommandError) in
            EndInputCommand(ending: ending, input: try arguments.input(try arguments.one()))
        }
    }

    var effects: CommandEffects { .sends(into: nil) }

    func run(in session: Session, into report: inout CommandReport) {
        report.deliveryTitle = "\(ending.rawValue) \(input)"
        report.deliveries = session.sendTerminal(ending == .error ? .error(SentError()) : .completed, to: input)
    }
}

/// The error `error INPUT` sends: it prints as `boom`.
struct SentError: Error, CustomStringConvertible {
    var description: String { "boom" }
}
