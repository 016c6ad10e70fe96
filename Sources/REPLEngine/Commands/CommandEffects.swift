/// What a command does to a session, as the session decides what to run and note.
extension Command {
    /// Whether the command can set virtual-time work going, so autorun should settle it.
    var movesTime: Bool {
        switch self {
        case .countUp, .email, .password, .login, .subscribe, .error, .complete, .reset: return true
        default: return false
        }
    }

    /// Whether the command sends nothing into the variants (it reads, changes a setting or
    /// detaches a probe), so `log` goes on showing the command before it.
    var onlyReads: Bool {
        switch self {
        case .state, .log, .variants, .help, .apiShow, .apiOutcome, .apiLatency, .autorun, .events, .time, .unsubscribe, .nothing, .quit, .source, .marbles, .lessons, .demo, .save:
            return true
        default:
            return false
        }
    }

    /// Whether the command is a login tap.
    var isLogin: Bool {
        if case .login = self { return true }
        return false
    }

    /// The input a command sends values into, if it does.
    var valueInput: String? {
        switch self {
        case .countUp: "countUp"
        case .email: "email"
        case .password: "password"
        case .login: "loginTap"
        default: nil
        }
    }

    /// Whether the command sends something into the variants' inputs.
    var sendsInput: Bool {
        switch self {
        case .countUp, .email, .password, .login, .error, .complete: true
        default: false
        }
    }
}
