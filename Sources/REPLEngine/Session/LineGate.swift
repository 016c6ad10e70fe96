/// Sees every line that changes a session, in the order the session runs them (typed, or
/// read by `run`), before it runs, and may keep it from running.
///
/// The RealRxSwift build sets one (``Engine/lineGateMaker``): a style there runs on
/// RxSwift itself, whose debug build ends the whole program on a misuse MiniRx only
/// reports (an error bound to a relay), taking the session with it. The executable's gate
/// runs each line first in a process that mirrors the session and, where that process
/// stops, asks the user before the line runs here.
public protocol LineGate: AnyObject {
    /// Why `line` does not run (`nil`: it runs). `reachesRxSwift`: it drives a style on
    /// RxSwift itself, so it may stop the program.
    func refusal(of line: String, reachesRxSwift: Bool) -> String?
}

extension Engine {
    /// Why the gate keeps `command`'s `line` from running; `nil` if it runs, or if this
    /// engine has no gate or the command does not change the session (it reads, or it
    /// runs a talk whose lines come here one by one).
    func gateRefusal(of line: String, _ command: any Command) -> String? {
        guard let lineGateMaker else { return nil }
        let drivesVariants: Bool
        switch command {
        case let sessionCommand as any SessionCommand: drivesVariants = sessionCommand.effects.changesVariants
        case is TraceCommand: drivesVariants = true
        default: return nil
        }
        let gate = lineGate ?? lineGateMaker()
        lineGate = gate
        return gate.refusal(of: line, reachesRxSwift: drivesVariants && session.activeStyles.contains(where: \.runsOnRxSwift))
    }
}
