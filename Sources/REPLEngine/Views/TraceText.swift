import MiniRx
import StyleKit

/// What `trace` shows as text: for each active style, every step its events took, as a
/// tree within the width; styles whose steps read the same share one block.
///
///     trace countup:
///       property
///         countUp → BehaviorRelay 1 → map "1" → count ▸ view
struct TraceText {
    let command: String
    let traces: [StyleTrace]
    /// The widest a line may be.
    let width: Int

    /// Whether every line is shown (`trace --all`), or at most a screen at 80×24.
    var all = false

    /// The most lines a trace shows without `--all`: a screen of 24 rows, less the prompt's.
    static let screenful = 23

    func render() -> [String] {
        // Styles that do not implement the command's screen took no part: one line.
        let onScreen = traces.filter { $0.offScreen == nil }
        // Styles written without MiniRx take no operator steps: said once, for all of them.
        let withoutMiniRx = onScreen.filter { !$0.usesMiniRx && $0.steps.allSatisfy { $0.kind == .input } }
        let traced = onScreen.filter { trace in !withoutMiniRx.contains { $0.variant == trace.variant } }
        var lines = ArrowChain.lines("trace ", [command + ":"], indent: "", width: width)
            + blocks(traced.map { trace in
                (trace.variant, Self.serviceLines(trace).flatMap { LineWrapper(width: width).wrap($0, hang: 6) } + explained(paths(of: trace), why: trace.why))
            })
        // Those on RxSwift itself apart from those written without Rx: both take no
        // operator steps MiniRx sees, for different reasons.
        for (onRxSwift, heading) in [(false, "not MiniRx"), (true, "on RxSwift itself")] {
            let group = withoutMiniRx.filter { $0.onRxSwift == onRxSwift }
            guard !group.isEmpty else { continue }
            lines.append(ArrowChain.cut("  \(heading), so no operator steps: " + group.map(\.variant).joined(separator: " "), to: width))
            lines += blocks(group.map { trace in
                (trace.variant, Self.serviceLines(trace).flatMap { LineWrapper(width: width).wrap($0, hang: 6) }
                    + said(by: trace).flatMap { ArrowChain.lines("    ", $0.split(separator: " ").map(String.init), separator: " ", indent: "  ", width: width) })
            })
        }
        if let screen = traces.lazy.compactMap(\.offScreen).first {
            lines += ArrowChain.lines("  ", ["not on the \(screen) screen:"] + traces.filter { $0.offScreen != nil }.map(\.variant),
                                      separator: " ", indent: "    ", width: width)
        }
        guard !all, lines.count > Self.screenful else { return lines }
        let shown = Self.screenful - 1
        return lines.prefix(shown) + [ArrowChain.cut("… \(lines.count - shown) more lines: 'trace --all \(command)' shows every step", to: width)]
    }

    /// What a style without operator steps did: why, or what it emitted; a view that
    /// renders once per pass says so (`render pass → count ▸ view "3"`).
    private func said(by trace: StyleTrace) -> [String] {
        if case .requests = trace.why, let why = trace.why { return trace.sleeps.map(Self.words) + [Self.words(why)] }
        if let why = trace.why { return [Self.words(why)] }
        // Nothing at all: no task, no request, no value (a guard on a plain property).
        if trace.emitted.isEmpty, trace.sleeps.isEmpty, trace.seenRequests == [] { return ["sent no request and emitted nothing"] }
        return trace.sleeps.map(Self.words) + emittedSaid(by: trace)
    }

    /// A task's sleep as the trace says it: `cancelled task "login", which was waiting
    /// until @300ms`, `task "login" waits until @400ms`.
    static func words(_ sleep: VirtualClock.SeenSleep) -> String {
        let task = sleep.task.map { "task \(String(reflecting: $0))" } ?? "a task"
        return sleep.cancelled ? "cancelled \(task), which was waiting until @\(sleep.deadline)ms" : "\(task) waits until @\(sleep.deadline)ms"
    }

    /// What a style without operator steps emitted.
    private func emittedSaid(by trace: StyleTrace) -> [String] {
        if trace.emitted.isEmpty { return ["emitted nothing"] }
        guard trace.isRendered else { return trace.emitted.map { "emitted " + $0 } }
        if command.split(separator: " ").first == "subscribe" {
            return trace.emitted.map { "the view appears and reads " + $0 }
        }
        return trace.emitted.map { "render pass → " + $0 }
            + (trace.coalesced ? ["one render pass after the command: the values before the last are never read"] : [])
    }

    /// A MiniRx style's paths with why it went so, where the engine saw it: instead of
    /// "no MiniRx subject received it" or "no event reached…", or as a line after.
    private func explained(_ lines: [String], why: StyleTrace.Why?) -> [String] {
        guard let why else { return lines }
        let words = Self.words(why)
        let nowhere = " → no MiniRx subject received it"
        if let last = lines.last, last.hasSuffix(nowhere) {
            // The words wrap whole under the chain's last line, never cut.
            return lines.dropLast() + LineWrapper(width: width).wrap(String(last.dropLast(nowhere.count)) + " → " + words, hang: 6)
        }
        let said = LineWrapper(width: width).wrap("    " + words, hang: 6)
        if lines == [Self.noEvent] { return said }
        return lines + said
    }

    /// The class's words for what the engine saw.
    static func words(_ why: StyleTrace.Why) -> String {
        switch why {
        case .notDelivered(let outcome): outcome
        case .readThenUnchanged(let reads):
            "read " + reads.map { "\($0.name) \($0.value)" }.joined(separator: ", ") + ", then changed nothing"
        case .unchangedWhile(let flag): "nothing changed; the view showed \(flag) true before it"
        case .inputEnded(let input, let how): "\(input) had ended (\(how)): what is sent into it reaches nothing"
        case .outputsEnded(let outputs, let how): "\(outputs.joined(separator: " and ")) had ended with \(how): an ended stream emits nothing more"
        case .replaysNothing(let output, let source): "\(output): \(source) replays nothing to a new subscriber"
        case .requests(let seen): words(seen)
        case .noRequest(let reads):
            "sent no request and changed nothing (it read " + reads.map { "\($0.name) \($0.value)" }.joined(separator: ", ") + ")"
        case .partOnRxSwift(let part): "\(part) run on RxSwift itself, whose steps trace does not see ('help engine')"
        }
    }

    /// Requests as a class reads them: `cancelled the request for "r", started "rx"`.
    static func words(_ seen: [SeenRequest]) -> String {
        seen.map { request in
            switch request.kind {
            case .started(let again): "started \(request.what)" + (again ? " again, the text of its last search" : "")
            case .cancelled: "cancelled the request for \(request.what)"
            case .answeredAfter(let newer): "answered \(request.what) after \(newer) was searched"
            }
        }.joined(separator: ", ")
    }

    /// What the screen's service saw that the steps do not say, where the trace gives no
    /// other reason: a search sent again for the same text, an answer that came after the
    /// next search began (a stale page).
    static func serviceLines(_ trace: StyleTrace) -> [String] {
        if case .requests = trace.why { return [] }
        let notable = (trace.seenRequests ?? []).filter { request in
            switch request.kind {
            case .started(let again): again
            case .cancelled: false
            case .answeredAfter: true
            }
        }
        return notable.isEmpty ? [] : ["    api.search: " + words(notable)]
    }

    /// What a style's trace says when nothing went through MiniRx.
    static let noEvent = "    no event reached a subject or an operator"

    /// Each style's lines under its name, styles whose lines read the same in one block.
    private func blocks(_ styles: [(variant: String, lines: [String])]) -> [String] {
        var blocks: [(variants: [String], lines: [String])] = []
        for style in styles {
            if let index = blocks.firstIndex(where: { $0.lines == style.lines }) {
                blocks[index].variants.append(style.variant)
            } else {
                blocks.append(([style.variant], style.lines))
            }
        }
        return blocks.flatMap { block in ArrowChain.lines("  ", block.variants, separator: " ", indent: "", width: width) + block.lines }
    }

    /// One style's steps, each root (an input sent into, or what time set going) with the
    /// chain of what followed it.
    private func paths(of trace: StyleTrace) -> [String] {
        let steps = trace.steps
        guard !steps.isEmpty else { return [Self.noEvent] }
        var lines: [String] = []
        let top = steps.map(\.depth).min()
        let roots = steps.indices.filter { steps[$0].depth == top }
        for (position, index) in roots.enumerated() {
            // An inner sequence's completion, which ends what its value set going, is
            // folded into that value's line: `create "token-demo", then completed`.
            if position > 0, isCompletion(from: index, in: steps), steps[roots[position - 1]].name == steps[index].name { continue }
            let next = position + 1 < roots.count ? roots[position + 1] : nil
            let folds = next.map { isCompletion(from: $0, in: steps) && steps[$0].name == steps[index].name } ?? false
            // What time set going says when: `@300ms`.
            let time = steps[index].time.flatMap { $0 != trace.start ? "@\($0)ms " : nil } ?? ""
            lines += chain(from: index, in: steps, prefix: "    " + time, indent: "      ", then: folds ? ", then completed" : "")
        }
        if trace.leftOut > 0 { lines.append("    … and \(trace.leftOut) more steps") }
        return lines
    }

    /// Whether the step at `index` and every step below it carry a completion.
    private func isCompletion(from index: Int, in steps: [StyleTrace.Step]) -> Bool {
        var next = index
        repeat {
            guard steps[next].event == .completed else { return false }
            next += 1
        } while next < steps.count && steps[next].depth > steps[index].depth
        return true
    }

    /// The children of the step at `index`: the steps one deeper that follow it, up to
    /// the next step as shallow as it.
    private func children(of index: Int, in steps: [StyleTrace.Step]) -> [Int] {
        var found: [Int] = []
        var next = index + 1
        while next < steps.count, steps[next].depth > steps[index].depth {
            if steps[next].depth == steps[index].depth + 1 { found.append(next) }
            next += 1
        }
        return found
    }

    /// The chain from the step at `index` while each step has one way on, then its
    /// branches: a child step each, and each part of the graph it passed nothing to.
    private func chain(from index: Int, in steps: [StyleTrace.Step], prefix: String, indent: String, then: String = "") -> [String] {
        var parts: [String] = []
        var current = index
        while true {
            let step = steps[current]
            parts.append(label(step) + (current == index ? then : ""))
            // A branch that only completes (an inner sequence ending after its value) is
            // folded into the step it ends: `subscribe countUp, then completed`.
            let all = children(of: current, in: steps)
            let next = all.count > 1 ? all.filter { !isCompletion(from: $0, in: steps) } : all
            if next.count < all.count, step.event != .completed { parts[parts.count - 1] += ", then completed" }
            let silent = step.passedNothingOn.indices.map { index in
                let stream = index < step.silentStreams.count ? step.silentStreams[index] : nil
                return "\(step.passedNothingOn[index])\(stream.map { " (to \($0))" } ?? ""): " + ((index < step.reasons.count ? step.reasons[index] : nil)
                    .map { TraceNoteWording.words($0, command: command.split(separator: " ").first.map(String.init)) } ?? "passed nothing on")
            }
            if next.count == 1 && silent.isEmpty {
                current = next[0]
                continue
            }
            if next.isEmpty && step.event == .sent {
                // The input took the event, but no MiniRx subject received it (a method
                // that refused it, a style written without MiniRx).
                return wrapped(prefix, parts + ["no MiniRx subject received it"], indent: indent)
            }
            let branches: [(line: String?, step: Int?)] = next.map { (nil, $0) } + silent.map { ($0, nil) }
            if branches.count == 1, let line = branches[0].line {
                // One way on, and it went nowhere: the chain's end says so, its words
                // wrapped whole where they do not fit on the chain's last line.
                let joined = wrapped(prefix, parts + [line], indent: indent)
                guard joined.last?.hasSuffix("…") == true else { return joined }
                var lines = wrapped(prefix, parts, indent: indent)
                lines[lines.count - 1] += " →"
                return lines + words(line, first: indent + "    ", rest: indent + "      ")
            }
            var lines = wrapped(prefix, parts, indent: indent)
            for (position, branch) in branches.enumerated() {
                let last = position == branches.count - 1
                let mark = indent + (last ? "└─ " : "├─ ")
                let deeper = indent + (last ? "   " : "│  ")
                if let child = branch.step {
                    lines += chain(from: child, in: steps, prefix: mark, indent: deeper)
                } else if let line = branch.line {
                    lines += words(line, first: mark, rest: deeper + "  ")
                }
            }
            return lines
        }
    }

    /// A step as the path shows it: `map "4"`, `BehaviorRelay 4`, `scan error(boom)`.
    private func label(_ step: StyleTrace.Step) -> String {
        if step.heardByNone { return plainLabel(step) + ", which nothing subscribes to yet" }
        return plainLabel(step)
    }

    private func plainLabel(_ step: StyleTrace.Step) -> String {
        switch step.event {
        case .sent: step.name
        // An output's value is the one the step before it passed on.
        case .next(let value): step.name.contains(" ▸ ") ? step.name : value.map { "\(step.name) \($0)" } ?? step.name
        case .error, .completed: "\(step.name) \(step.event.text)"
        case .ignored(let event): "\(step.name) ignored \(event): it has ended"
        // A late subscriber's value, and where it came from: `BehaviorRelay replays "2"`.
        case .replayed(let value): value.map { "\(step.name) replays \($0)" } ?? "\(step.name) replays"
        }
    }

    /// `text`'s words on lines within the width, the first after `first`, the rest after
    /// `rest`: an operator's reason is a sentence, wrapped whole, never cut.
    private func words(_ text: String, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let lead = line == first || line == rest ? "" : " "
            if line != first, line != rest, line.count + lead.count + word.count > width {
                lines.append(line)
                line = rest + word
            } else {
                line += lead + word
            }
        }
        lines.append(line)
        return lines.map { ArrowChain.cut($0, to: width) }
    }

    /// `parts` joined by arrows after `prefix`, within the width (``ArrowChain``).
    private func wrapped(_ prefix: String, _ parts: [String], indent: String) -> [String] {
        ArrowChain.lines(prefix, parts, indent: indent, width: width)
    }
}
