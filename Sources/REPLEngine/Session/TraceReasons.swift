import StyleKit

/// What the engine sees around a traced command that explains a style where no operator
/// step does: an input or outputs that had ended, the state a guard read before it
/// changed nothing, a source that replays nothing, a view that renders once per pass.
/// The view models say nothing of it: MiniRx and the Flux bridge keep the values read
/// while tracing; the screens' declarations (``Screen/Input/ignoredWhile``) and the ports
/// (``OutputPort/nonReplayingSource``) say the rest.
extension Session {
    /// What the session showed before a traced command that sends into an input: the
    /// styles whose input had ended (and how), each style's outputs of the screen that
    /// had ended with an error, and, where the screen declares a flag under which it
    /// ignores the input, the flag and the styles whose view showed it true.
    struct BeforeSend {
        let input: String
        let endedInput: [String: String]
        /// The outputs that had ended with an error, and how, by style.
        let endedOutputs: [String: [(output: String, how: String)]]
        let flag: String?
        let flagShown: Set<String>
    }

    /// Before `command` runs: what ``BeforeSend`` holds, for a command that sends into an
    /// input.
    func beforeSend(_ command: any SessionCommand) -> BeforeSend? {
        guard let send = command as? SendCommand, let screen = screen(of: send),
              let input = layout.screens[screen].input(named: send.input) else { return nil }
        var endedInput: [String: String] = [:]
        var endedOutputs: [String: [(output: String, how: String)]] = [:]
        for style in activeStyles {
            endedInput[style.name] = style.endedInputs[send.input]
            for output in layout.screens[screen].outputs {
                let how = capture.ended[capture.slot(for: GroupKey(stream: output.name, subscriber: .view))][style.index]
                if let how, how.hasPrefix("error") { endedOutputs[style.name, default: []].append((output.name, how)) }
            }
        }
        var flagShown: Set<String> = []
        if let flag = input.ignoredWhile {
            let slot = capture.slot(for: GroupKey(stream: flag, subscriber: .view))
            flagShown = Set(activeStyles.filter { capture.lastValue(slot: slot, variant: $0.index) == .flag(true) }.map(\.name))
        }
        return BeforeSend(input: send.input, endedInput: endedInput, endedOutputs: endedOutputs, flag: input.ignoredWhile, flagShown: flagShown)
    }

    /// Why `trace` of `command` went as it did in `style`, where no operator said, from
    /// what the engine saw, never guessed: `before`, from ``beforeSend(_:)``;
    /// `emittedNothing`, whether the style changed no output. An input that had ended, or
    /// outputs an error had ended, are the cause where they were seen; then the values
    /// the code read before it changed nothing (a guard's state); otherwise, where the
    /// flag showed true, only what was seen is said.
    func why(_ trace: StyleTrace, after command: any SessionCommand, before: BeforeSend?, emittedNothing: Bool) -> StyleTrace.Why? {
        guard emittedNothing, !trace.steps.contains(where: { $0.reasons.contains { $0 != nil } }) else { return nil }
        if let before {
            // A subject that had ended says so in its own step.
            if let how = before.endedInput[trace.variant] {
                return trace.steps.contains { if case .ignored = $0.event { true } else { false } } ? nil : .inputEnded(input: before.input, how: how)
            }
            if let ended = before.endedOutputs[trace.variant], !ended.isEmpty {
                return .outputsEnded(ended.map(\.output), how: ended[0].how)
            }
        }
        // The input went on into code on RxSwift itself, which MiniRx does not see.
        if let screen = screen(of: command), let part = style(named: trace.variant)?.adapter(for: screen)?.partOnRxSwift,
           trace.steps.allSatisfy({ $0.kind == .input }) {
            return .partOnRxSwift(part)
        }
        // On a screen whose service tells its requests, what the code sent or cancelled
        // is what it did; with none, a value it read is only what was seen.
        if let seen = trace.seenRequests {
            if !seen.isEmpty { return .requests(seen) }
            if !trace.reads.isEmpty { return .noRequest(reads: trace.reads) }
        }
        if !trace.reads.isEmpty {
            return .readThenUnchanged(trace.reads)
        }
        if let before, let flag = before.flag, before.flagShown.contains(trace.variant) {
            return .unchangedWhile(flag: flag)
        }
        if let subscribe = command as? SubscribeCommand, let source = port(of: subscribe.stream, in: trace.variant)?.nonReplayingSource {
            return .replaysNothing(output: subscribe.stream, source: source)
        }
        return nil
    }

    /// Whether `command` goes to a screen whose fake service tells the requests it sees
    /// (``RequestWatching``): there, a request not sent is a fact; elsewhere (the
    /// login, `tick`) the search's silence says nothing.
    func screenWatchesRequests(_ command: any SessionCommand) -> Bool {
        guard let screen = screen(of: command) else { return false }
        return layout.screens[screen].service is any RequestWatching.Type
    }

    /// Whether `variant`'s outputs are read once per render pass (`@Observable`).
    func isRendered(_ variant: String) -> Bool {
        layout.streamNames.contains { port(of: $0, in: variant)?.isRendered == true }
    }

    /// `variant`'s port of `stream`, in the screen that has it.
    private func port(of stream: String, in variant: String) -> OutputPort? {
        guard let screen = layout.screen(ofStream: stream) else { return nil }
        return style(named: variant)?.adapter(for: screen)?.outputPort(named: stream)
    }

    /// The screen `command` goes to (its input's, or its stream's), by name, where the
    /// style named `variant` does not implement it.
    func screenMissing(in variant: String, for command: any SessionCommand) -> String? {
        guard let screen = screen(of: command), let style = style(named: variant), !style.implements(screen) else { return nil }
        return layout.screens[screen].name
    }

    /// The screen `command` goes to: its input's, or its stream's; `nil` for one that
    /// goes to none (`tick`).
    private func screen(of command: any SessionCommand) -> Int? {
        switch command {
        case let send as SendCommand: layout.screen(ofInput: send.input)
        case let end as EndInputCommand: layout.screen(ofInput: end.input)
        case let subscribe as SubscribeCommand: layout.screen(ofStream: subscribe.stream)
        default: nil
        }
    }
}
