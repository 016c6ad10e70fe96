import MiniRx
import StyleKit

/// How many MiniRx resources (what RxSwift's debug `Resources.total` counts: observables,
/// sinks, subjects, disposables) and MiniFluxer subscriptions one style holds
/// (``LiveResources``), counted as the difference the style's own work makes to the
/// calling thread's count: building it, sending into it, its probes, its scheduled
/// actions and its tasks; and the subscriptions that work made (``subscriptions``). The session runs every style on its
/// thread, one piece of work at a time, so each difference is that style's alone.
final class ResourceLedger {
    /// The resources it holds now.
    private(set) var live = 0
    /// The change since ``beginCommand()``.
    private(set) var changeInCommand = 0
    /// The change the last command made (`resources` itself aside).
    private(set) var lastChange = 0
    /// The subscriptions the style's work made, and where its inputs enter: what `graph`
    /// walks.
    let subscriptions = SubscriptionRecorder()

    /// Runs `body`, counting the resources it leaves alive (or frees) as this style's.
    func measured<Result>(_ body: () throws -> Result) rethrows -> Result {
        let before = LiveResources.balanceOnCurrentThread
        defer {
            let change = LiveResources.balanceOnCurrentThread - before
            live += change
            changeInCommand += change
        }
        return try subscriptions.recording(body)
    }

    /// A command starts: its change counts from zero.
    func beginCommand() {
        changeInCommand = 0
        subscriptions.commandBegins()
    }

    /// A command ended: its change is the last change.
    func endCommand() {
        lastChange = changeInCommand
    }
}
