import StyleKit

/// What the engine sees around a traced command that explains a style where no operator
/// step does: a guard that ignored the input, a source that replays nothing, a view that
/// renders once per pass. The view models say nothing of it; the screens' declarations
/// (``Screen/Input/ignoredWhile``) and the ports (``OutputPort/nonReplayingSource``) do.
extension Session {
    /// What the session showed before a traced command that sends into an input: the
    /// flag under which its screen ignores that input, the styles whose view showed the
    /// flag true, the styles whose input had ended (and how), and each style's outputs of
    /// the screen that had ended with an error.
    struct IgnoringFlag {
        let flag: String
        /// Whether the input is a tap.
        let tap: Bool
        let styles: Set<String>
        /// The input, and how it had ended, by style, where it had.
        let input: String
        let endedInput: [String: String]
        /// The outputs that had ended with an error, and how, by style.
        let endedOutputs: [String: [(output: String, how: String)]]
    }

    /// Before `command` runs: what ``IgnoringFlag`` holds, for an input whose screen
    /// declares a flag that ignores it.
    func ignoringFlag(before command: any SessionCommand) -> IgnoringFlag? {
        guard let send = command as? SendCommand, let screen = screen(of: send),
              let input = layout.screens[screen].input(named: send.input), let flag = input.ignoredWhile else { return nil }
        let slot = capture.slot(for: GroupKey(stream: flag, subscriber: .view))
        let styles = activeStyles.filter { capture.lastValue(slot: slot, variant: $0.index) == .flag(true) }.map(\.name)
        var endedInput: [String: String] = [:]
        var endedOutputs: [String: [(output: String, how: String)]] = [:]
        for style in activeStyles {
            endedInput[style.name] = style.endedInputs[send.input]
            for output in layout.screens[screen].outputs {
                let how = capture.ended[capture.slot(for: GroupKey(stream: output.name, subscriber: .view))][style.index]
                if let how, how.hasPrefix("error") { endedOutputs[style.name, default: []].append((output.name, how)) }
            }
        }
        return IgnoringFlag(flag: flag, tap: input.type == .tap, styles: Set(styles), input: send.input, endedInput: endedInput,
                            endedOutputs: endedOutputs)
    }

    /// Why `trace` of `command` went as it did in `style`, where no operator said, from
    /// what the engine saw, never guessed: `ignoring`, from ``ignoringFlag(before:)``;
    /// `emittedNothing`, whether the style changed no output. An input that had ended, or
    /// outputs an error had ended, are the cause where they were seen; otherwise, where the
    /// flag showed true, only what was seen is said.
    func why(_ trace: StyleTrace, after command: any SessionCommand, ignoring: IgnoringFlag?,
             emittedNothing: Bool) -> StyleTrace.Why? {
        guard emittedNothing, !trace.steps.contains(where: { $0.reasons.contains { $0 != nil } }) else { return nil }
        if let ignoring {
            // A subject that had ended says so in its own step.
            if let how = ignoring.endedInput[trace.variant] {
                return trace.steps.contains { if case .ignored = $0.event { true } else { false } } ? nil : .inputEnded(input: ignoring.input, how: how)
            }
            if let ended = ignoring.endedOutputs[trace.variant], !ended.isEmpty {
                return .outputsEnded(ended.map(\.output), how: ended[0].how)
            }
            if ignoring.styles.contains(trace.variant) {
                return .unchangedWhile(flag: ignoring.flag)
            }
        }
        if let subscribe = command as? SubscribeCommand, let source = port(of: subscribe.stream, in: trace.variant)?.nonReplayingSource {
            return .replaysNothing(output: subscribe.stream, source: source)
        }
        return nil
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
