/// How a session lets time pass: every style's async jobs and render passes after a
/// command, and virtual time moved from one scheduled action to the next, the session's
/// clock first and then each style's, in catalog order.
extension Session {
    /// The most steps of virtual time autorun takes for one command: a view model whose
    /// timer repeats for ever always has an action scheduled, and autorun would not end.
    static let autorunStepLimit = 10_000

    /// Why settling stopped before what it was to run had run.
    enum SettlingStop {
        /// Autorun took ``autorunStepLimit`` steps and more actions were still scheduled.
        case stepLimit
        /// Ctrl-C: the session's ``isInterrupted`` said so.
        case interrupted
    }

    /// Lets what the command set going run: the async styles' jobs, then a render pass;
    /// with `runningTime`, virtual time then moves from one scheduled action to the next
    /// until none is left, with the jobs and a render pass after each step; why it
    /// stopped short, if it did.
    func settle(runningTime: Bool) -> SettlingStop? {
        settle(until: runningTime ? .max : nil)
    }

    /// As ``settle(runningTime:)``, moving virtual time no later than `limit`, and to it.
    /// Only running time without a limit (autorun) is held to ``autorunStepLimit``.
    @discardableResult
    func settle(until limit: Int?) -> SettlingStop? {
        runTasks()
        render()
        guard let limit else { return nil }
        var steps = 0
        while let next = styles.compactMap({ $0.scheduler.nextDueTime }).min(), next <= limit {
            if isInterrupted() { return .interrupted }
            if limit == .max && steps == Self.autorunStepLimit { return .stepLimit }
            steps += 1
            advance(to: max(next, scheduler.clock))
            runTasks()
            render()
        }
        if limit != .max && limit > scheduler.clock { advance(to: limit) }
        return nil
    }

    /// Moves the session's clock, then every style's, to `time`: each style's actions due
    /// by then run, style by style in catalog order (the styles never share an action).
    func advance(to time: Int) {
        scheduler.advanceTo(time)
        for style in styles { style.advance(to: time) }
    }

    /// Moves `style`'s clock alone to `time` as settling would have: from one scheduled
    /// action to the next, its jobs and a render pass after each.
    func catchUp(_ style: StyleRuntime, to time: Int) {
        while let next = style.scheduler.nextDueTime, next <= time {
            style.advance(to: max(next, style.scheduler.clock))
            style.runTasks()
            style.render()
        }
        if time > style.scheduler.clock { style.advance(to: time) }
        style.runTasks()
        style.render()
    }

    /// Runs every style's waiting tasks, style by style in catalog order.
    func runTasks() {
        for style in styles { style.runTasks() }
    }

    /// Runs a render pass of every style's views of `@Observable` properties.
    func render() {
        for style in styles { style.render() }
    }
}
