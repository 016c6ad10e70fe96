/// The commands that run a talk's file: `run`, `handout` and `demo`.
enum TalkCommand: String {
    case run, handout, demo
}

extension Engine {
    /// Why `command` may not start inside the talk this engine is running, or `nil` if it
    /// may. A file that `run` or `handout` runs runs no other talk (a file running itself
    /// would never end); a demo's steps are a session on stage, which may `run` or
    /// `handout` a file, but not start another demo.
    func nestingRefusal(of command: TalkCommand) -> String? {
        switch runningTalk {
        case nil:
            return nil
        case .demo:
            guard command == .demo else { return nil }
            return "'demo' inside a talk that demo is running would nest; press q, then start it from the session"
        case .run?, .handout?:
            let running = runningTalk?.rawValue ?? ""
            return "'\(command.rawValue)' inside a file that \(running) is running would nest; run it from the session"
        }
    }
}
