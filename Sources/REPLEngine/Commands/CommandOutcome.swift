/// How a command ended: its status and, when it did not succeed, why.
struct CommandOutcome {
    let status: LineStatus
    let error: String?

    static let succeeded = CommandOutcome(status: .succeeded, error: nil)

    static func failed(_ reason: String) -> CommandOutcome {
        CommandOutcome(status: .failed, error: reason)
    }

    static func interrupted(_ reason: String) -> CommandOutcome {
        CommandOutcome(status: .interrupted, error: reason)
    }
}
