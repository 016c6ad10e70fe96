import StyleKit

/// What the engine sees around a traced command that explains a style where no operator
/// step does: a guard that ignored the input, a source that replays nothing, a view that
/// renders once per pass. The view models say nothing of it; the screens' declarations
/// (``Screen/Input/ignoredWhile``) and the ports (``OutputPort/nonReplayingSource``) do.
extension Session {
    /// The flag under which a screen ignores a command's input, and the styles whose view
    /// showed it true before the command.
    struct IgnoringFlag {
        let flag: String
        /// Whether the input is a tap.
        let tap: Bool
        let styles: Set<String>
    }

    /// Before `command` runs: the flag under which the screen ignores the input it sends
    /// into, and the styles whose view last showed that flag true.
    func ignoringFlag(before command: any SessionCommand) -> IgnoringFlag? {
        guard let send = command as? SendCommand, let screen = screen(of: send),
              let input = layout.screens[screen].input(named: send.input), let flag = input.ignoredWhile else { return nil }
        let slot = capture.slot(for: GroupKey(stream: flag, subscriber: .view))
        let styles = activeStyles.filter { capture.lastValue(slot: slot, variant: $0.index) == .flag(true) }.map(\.name)
        return IgnoringFlag(flag: flag, tap: input.type == .tap, styles: Set(styles))
    }

    /// Why `trace` of `command` went as it did in `style`, where no operator said:
    /// `ignoring`, from ``ignoringFlag(before:)``; `emittedNothing`, whether the style
    /// changed no output.
    func why(_ trace: StyleTrace, after command: any SessionCommand, ignoring: IgnoringFlag?,
             emittedNothing: Bool) -> StyleTrace.Why? {
        guard emittedNothing, !trace.steps.contains(where: { $0.reasons.contains { $0 != nil } }) else { return nil }
        if let ignoring, ignoring.styles.contains(trace.variant) {
            return .ignoredWhile(flag: ignoring.flag, tap: ignoring.tap)
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
