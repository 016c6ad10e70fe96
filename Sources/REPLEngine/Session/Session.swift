import MiniRx
import MiniRxTestCore
import StyleKit

/// The running state of a vmrepl session: every style's view models on one virtual clock,
/// the probes on their streams, and the settings; executes parsed commands.
package final class Session {
    let catalog: Catalog
    let layout: Layout
    package let capture: Capture
    /// The session's virtual clock: each style has one of its own, moved in step with it.
    private(set) var scheduler: TestScheduler
    /// The styles built since the last reset, in catalog order: the active ones, and any
    /// once active or graphed since (``style(named:)`` builds one when first needed).
    private(set) var styles: [StyleRuntime] = []
    /// What survives `reset`; changed only by a command's ``SessionCommand/apply(to:)``, after it has run.
    private(set) var settings: SessionSettings
    private(set) var lateSubscribers: [LateSubscriber] = []
    /// The most late subscribers live at once: a class needs a handful, and each one
    /// costs every later command its events (as `events all`, `save` and `marbles` are
    /// capped, so memory and time stay bounded whatever the input).
    static let lateSubscriberLimit = 100
    private var nextSubscriber = 1
    private var currentVariant: String?
    private var diagnostics: [CommandReport.Diagnostic] = []
    private lazy var diagnosticHandler: Hooks.DiagnosticHandler = { [unowned self] diagnostic in
        diagnostics.append(.init(
            variant: currentVariant ?? "(async)",
            message: diagnostic.description,
            wouldCrashDebugBuild: diagnostic.wouldCrashDebugBuild
        ))
    }

    /// Whether digests keep every event (up to their limit) whatever the settings: the
    /// JSON format reports each event.
    var keepsEveryEvent = false

    /// Checked while long commands run; true stops them.
    package var isInterrupted: () -> Bool = { false }

    /// A session with every variant of `catalog` built afresh at virtual time 0, under
    /// `settings`.
    package init(catalog: Catalog, layout: Layout, settings: SessionSettings) {
        self.catalog = catalog
        self.layout = layout
        capture = Capture(variantNames: catalog.styles.map(\.name))
        scheduler = Self.makeScheduler()
        self.settings = settings
        showActiveNames()
        build()
    }

    /// A session given up (each of `explore`'s) frees its styles as `reset` does: the
    /// probes' subscriptions and the async work would otherwise keep them alive.
    deinit {
        for style in styles { style.disposeProbes() }
        for style in styles { style.tearDown() }
    }

    private static func makeScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    }

    var variantNames: [String] { catalog.styles.map(\.name) }

    /// Whether its styles' sends and timers are followed step by step to learn what
    /// `graph` cannot see in MiniRx's objects (a Flux dispatch, a reducer's `subscribe`
    /// that feeds the state); off for `explore`'s replays, which never graph.
    package var learnsGraphLinks = true {
        didSet { for style in styles { style.ledger.subscriptions.learns = learnsGraphLinks } }
    }

    /// The styles that receive commands and are shown, in catalog order; kept in step
    /// with `settings.activeNames` by `use` and rebuilding.
    private(set) var activeStyles: [StyleRuntime] = []
    /// Their catalog indices.
    private var activeIndices: [Int] = []

    /// The catalog indices of the variants shown now.
    var shownVariants: [Int] { activeIndices }

    private func refreshActiveStyles() {
        activeStyles = styles.filter { settings.activeNames.contains($0.name) }
        activeIndices = activeStyles.map(\.index)
    }

    // MARK: Running a command

    /// Runs `command`, collecting what the probes saw into a report.
    func run(_ command: some SessionCommand, text: String = "") -> CommandReport {
        var report = CommandReport()
        let effects = command.effects
        // A reset starts the history again, with itself as its start.
        if !effects.rebuildsVariants { capture.beginHistory(text, at: scheduler.clock) }
        diagnostics = []
        let showsAll = settings.showsAllEvents || keepsEveryEvent
        capture.begin(at: scheduler.clock, headLimit: showsAll ? EventDigest.keptWhenShowingAll : EventDigest.shownAtEachEnd)
        // `log` shows what the last command that could change anything logged.
        if effects.changesVariants { clearLogs() }
        for style in styles { style.ledger.beginCommand() }
        if effects.sendsInput {
            for style in activeStyles { style.commandsRun += 1 }
        }
        Hooks.withDiagnosticHandlerOnThisThread(diagnosticHandler) {
            command.run(in: self, into: &report)
            switch settle(runningTime: settings.autorun && effects.movesTime) {
            case .stepLimit: report.info.append(.autorunStopped(steps: Self.autorunStepLimit, at: scheduler.clock))
            case .interrupted: report.interruption = report.interruption ?? .settling(at: scheduler.clock)
            case nil: break
            }
        }
        capture.end()
        // `resources` shows the last command's change, and so keeps it.
        if effects.resources != .table {
            for style in styles { style.ledger.endCommand() }
        }
        if (settings.showsResources && effects.resources == .whenOn) || effects.resources == .table {
            report.resources = resourceRows()
            report.resourcesTable = effects.resources == .table
            if effects.resources == .table {
                if !stylesOnRxSwift.isEmpty { report.info.append(.notCountedOnRxSwift(stylesOnRxSwift)) }
                report.info += partsOnRxSwift.map { .partNotCountedOnRxSwift(part: $0.part, styles: $0.styles) }
            }
        }
        let before = settings
        command.apply(to: &settings)
        adoptSettings(changedFrom: before, effects: effects)
        report.variantNames = variantNames
        report.shownVariants = activeIndices
        report.diagnostics = diagnostics
        let touched = capture.touchedGroups
        let inputEnded = inputEnded(for: effects.valueInput)
        report.groups = (touched.count < 2 ? touched : touched
            .sorted { lhs, rhs in
                let (left, right) = (layout.streamOrder(lhs.key.stream), layout.streamOrder(rhs.key.stream))
                return left != right ? left < right : lhs.key.subscriber < rhs.key.subscriber
            })
            .map { group in
                CommandReport.Group(key: group.key, variants: shown(onScreenOf: group.key.stream), digests: group.digests,
                                    ended: capture.ended[group.slot], inputEnded: inputEnded)
            }
        // A command that printed nothing at all says why, where an input had ended.
        if report.groups.isEmpty && report.deliveries.isEmpty, let note = silenceNote(inputEnded) {
            report.info.append(note)
        }
        return report
    }

    /// Gives the styles' services the session's settings, as a command is about to send
    /// into `input` (`nil`: after a command).
    func adoptServices(sending input: String?) {
        for style in styles { style.adoptServices(settings, sending: input) }
    }

    /// Brings the styles, the capture and the name column in line with the settings the
    /// last command changed.
    private func adoptSettings(changedFrom old: SessionSettings, effects: CommandEffects) {
        if settings.activeNames != old.activeNames {
            buildStyles(named: settings.activeNames)
            showActiveNames()
            refreshActiveStyles()
        }
        // What a command set for one input (a scripted login) ends with it; a service's
        // command changes its settings.
        if effects.setsUpServices { adoptServices(sending: nil) }
    }

    /// Sends `value` into `input` of every active variant `times` times, but not to the
    /// styles `heldBack` lists; returns how far it got if interrupted.
    func send(_ value: InputValue, to input: String, times: Int, heldBack: Set<String> = []) -> (done: Int, of: Int)? {
        guard let screen = layout.screen(ofInput: input) else { return nil }
        for round in 0..<times {
            if round & 1023 == 1023 && isInterrupted() { return (round, times) }
            for style in activeStyles where !heldBack.contains(style.name) {
                guard let adapter = style.adapter(for: screen) else { continue }
                currentVariant = style.name
                style.ledger.subscriptions.sending(into: input) {
                    style.ledger.measured { try? adapter.send(value, to: input) }
                }
            }
            // What the input set going in async code runs before the next input, as on an
            // app's main actor between two taps.
            runTasks()
        }
        currentVariant = nil
        return nil
    }

    func sendTerminal(_ event: TerminalEvent, to input: String) -> [CommandReport.Delivery] {
        guard let screen = layout.screen(ofInput: input) else { return [] }
        var deliveries: [CommandReport.Delivery] = []
        for style in activeStyles {
            guard let adapter = style.adapter(for: screen) else { continue }
            // An input ends once, as an observer does: nothing more is sent into it.
            if style.endedInputs[input] != nil {
                deliveries.append(.init(variant: style.name, index: style.index, input: input, event: event.word, outcome: .ignored("input already ended")))
                continue
            }
            currentVariant = style.name
            let sent = style.ledger.subscriptions.sending(into: input) {
                style.ledger.measured { () -> Result<TerminalDelivery, VariantError> in
                    do throws(VariantError) { return .success(try adapter.send(event, to: input)) } catch { return .failure(error) }
                }
            }
            do throws(VariantError) {
                switch try sent.get() {
                case .delivered:
                    style.endedInputs[input] = event.text
                    deliveries.append(.init(variant: style.name, index: style.index, input: input, event: event.word, outcome: .delivered))
                case .dropped(let reason):
                    deliveries.append(.init(variant: style.name, index: style.index, input: input, event: event.word, outcome: .dropped(reason)))
                }
            } catch {
                deliveries.append(.init(variant: style.name, index: style.index, input: input, event: event.word, outcome: .refused("\(error)")))
            }
        }
        currentVariant = nil
        return deliveries
    }


    // MARK: Subscribers

    /// Subscribes a late subscriber to `stream` in every style; its id.
    func subscribeLate(to stream: String) -> SubscriberID {
        let id = SubscriberID(number: nextSubscriber)
        nextSubscriber += 1
        lateSubscribers.append(LateSubscriber(id: id, stream: stream, since: scheduler.clock))
        capture.markHistory(GroupKey(stream: stream, subscriber: id), subscribed: true)
        let slot = capture.slot(for: GroupKey(stream: stream, subscriber: id))
        for style in styles { attachProbe(style, stream: stream, slot: slot) }
        return id
    }

    /// Subscribes a probe to `stream` of `style`, recording into the capture's `slot`.
    private func attachProbe(_ style: StyleRuntime, stream: String, slot: Int) {
        guard let screen = layout.screen(ofStream: stream), let adapter = style.adapter(for: screen) else { return }
        let variant = style.index
        capture.clearEnded(slot: slot, variant: variant)
        let probe = style.ledger.measured {
            try? adapter.subscribe(to: stream) { [capture, scheduler] event in
                capture.record(slot: slot, variant: variant, event: event, time: scheduler.clock)
            }
        }
        style.setProbe(probe, slot: slot)
    }

    func unsubscribe(_ target: UnsubscribeTarget) -> [CommandReport.Note] {
        let removed: [LateSubscriber]
        switch target {
        case .all:
            removed = lateSubscribers
        case .stream(let stream):
            removed = lateSubscribers.filter { $0.stream == stream }
        case .id(let number):
            removed = lateSubscribers.filter { $0.id.number == number }
        }
        // The engine has already refused a stream or id with no late subscriber.
        if removed.isEmpty { return [.noLateSubscribersToRemove] }
        for subscriber in removed {
            capture.markHistory(GroupKey(stream: subscriber.stream, subscriber: subscriber.id), subscribed: false)
            let slot = capture.slot(for: GroupKey(stream: subscriber.stream, subscriber: subscriber.id))
            // Taken, disposed and let go of inside the style's count.
            for style in styles { style.ledger.measured { style.removeProbe(slot: slot).dispose() } }
            capture.release(slot: slot)
        }
        lateSubscribers.removeAll { entry in removed.contains { $0.id == entry.id } }
        return removed.map { .unsubscribed($0.id, stream: $0.stream) }
    }

    /// Whether `unsubscribe` would find anything for `target`, so the engine can report a
    /// wrong stream or id as an error before running it.
    func hasLateSubscriber(_ target: UnsubscribeTarget) -> Bool {
        switch target {
        case .all: return true
        case .stream(let stream): return lateSubscribers.contains { $0.stream == stream }
        case .id(let number): return lateSubscribers.contains { $0.id.number == number }
        }
    }

    // MARK: Building

    /// Builds the active styles afresh at virtual time 0, their views subscribed. The
    /// others are built when first needed, as if they had been built now and had run
    /// unseen since: no command sends into an inactive style, so what it would show then
    /// is what building it later shows (``buildStyles(named:)``).
    private func build() {
        styles = []
        buildStyles(named: settings.activeNames)
        refreshActiveStyles()
    }

    /// The style named `name`, built first if it has not been since the last reset;
    /// `nil` if the catalog has none of that name.
    func style(named name: String) -> StyleRuntime? {
        buildStyles(named: [name])
        return styles.first { $0.name == name }
    }

    /// Builds the styles named `names` that are not built yet, as the last reset would
    /// have: at its virtual time 0, with the session's service settings, their views
    /// subscribed; then, unseen (an inactive style's events are not shown), each late
    /// subscriber still subscribed as of the time it subscribed, and time moved on to now.
    private func buildStyles(named names: [String]) {
        let viewSlots = layout.streamNames.map { capture.slot(for: GroupKey(stream: $0, subscriber: .view)) }
        for (index, entry) in catalog.styles.enumerated() where names.contains(entry.name) && !styles.contains(where: { $0.index == index }) {
            let style = StyleRuntime(style: entry, index: index, screens: layout.screens, time: 0, services: settings.serviceValues)
            style.ledger.subscriptions.learns = learnsGraphLinks
            for (stream, slot) in zip(layout.streamNames, viewSlots) {
                attachProbe(style, stream: stream, slot: slot)
            }
            // The async styles' loops start waiting for their inputs.
            style.runTasks()
            for subscriber in lateSubscribers {
                catchUp(style, to: subscriber.since)
                attachProbe(style, stream: subscriber.stream, slot: capture.slot(for: GroupKey(stream: subscriber.stream, subscriber: subscriber.id)))
            }
            catchUp(style, to: scheduler.clock)
            // What a style holds once built, its views subscribed, is where its counts start.
            style.ledger.beginCommand()
            styles.insert(style, at: styles.firstIndex { $0.index > index } ?? styles.endIndex)
        }
    }

    func rebuild() {
        capture.restartHistory()
        for style in styles { style.disposeProbes() }
        // The async styles' tasks end before their view models are given up.
        for style in styles { style.tearDown() }
        for subscriber in lateSubscribers {
            capture.release(slot: capture.slot(for: GroupKey(stream: subscriber.stream, subscriber: subscriber.id)))
        }
        lateSubscribers = []
        nextSubscriber = 1
        scheduler = Self.makeScheduler()
        capture.restartClock()
        build()
    }

    // MARK: Reading

    /// Each active style's live resources and how the last command changed them.
    private func resourceRows() -> [CommandReport.ResourceRow] {
        // MiniRx's counts do not see into a view model on RxSwift itself (said in a note).
        activeStyles.filter { !$0.runsOnRxSwift }.map { style in
            CommandReport.ResourceRow(variant: style.name, index: style.index, live: style.ledger.live, change: style.ledger.lastChange)
        }
    }

    private func clearLogs() {
        for style in styles where style.keepsLog {
            style.forEachAdapter { $0.clearLog() }
        }
    }


    func variantRows() -> [CommandReport.VariantRow] {
        catalog.styles.map { style in
            CommandReport.VariantRow(name: style.name, summary: style.summary, keyIdea: style.keyIdea,
                                     active: settings.activeNames.contains(style.name))
        }
    }
}

extension Session {
    /// Records only the active variants' events.
    private func showActiveNames() {
        capture.active = variantNames.map(settings.activeNames.contains)
    }

    /// The active variants that implement the screen `stream` belongs to, by catalog index.
    private func shown(onScreenOf stream: String) -> [Int] {
        guard let screen = layout.screen(ofStream: stream) else { return activeIndices }
        return activeStyles.filter { $0.implements(screen) }.map(\.index)
    }
}
