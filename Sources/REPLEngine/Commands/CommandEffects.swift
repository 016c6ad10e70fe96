/// What a command does to a session, as the session decides what to run and note.
extension Command {
    /// Whether the command can set virtual-time work going, so autorun should settle it.
    var movesTime: Bool {
        switch self {
        case .send, .subscribe, .error, .complete, .reset: return true
        default: return false
        }
    }

    /// Whether the command sends nothing into the variants (it reads, changes a setting or
    /// detaches a probe), so `log` goes on showing the command before it.
    var onlyReads: Bool {
        switch self {
        case .state, .log, .variants, .help, .apiShow, .apiOutcome, .apiLatency, .autorun, .events, .time, .unsubscribe, .nothing, .quit, .source, .marbles, .lessons, .demo, .run, .save, .resources, .bench:
            return true
        default:
            return false
        }
    }

    /// Whether the command is `resources` itself, which shows the table.
    var showsResources: Bool {
        if case .resources(nil) = self { return true }
        return false
    }

    /// Whether the command is a tap of the login button, whose login a scripted outcome
    /// (`api wrong-password`) is for.
    var isLogin: Bool {
        valueInput == Command.loginTap
    }

    /// The login screen's button.
    static let loginTap = "loginTap"

    /// The input a command sends values into, if it does.
    var valueInput: String? {
        if case .send(let input, _, _) = self { return input }
        return nil
    }

    /// Whether the command sends something into the variants' inputs.
    var sendsInput: Bool {
        switch self {
        case .send, .error, .complete: true
        default: false
        }
    }
}
