import MiniRx

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

    func render() -> [String] {
        var blocks: [(variants: [String], lines: [String])] = []
        for trace in traces {
            let lines = paths(of: trace)
            if let index = blocks.firstIndex(where: { $0.lines == lines }) {
                blocks[index].variants.append(trace.variant)
            } else {
                blocks.append(([trace.variant], lines))
            }
        }
        return ArrowChain.lines("trace ", [command + ":"], indent: "", width: width)
            + blocks.flatMap { block in ArrowChain.lines("  ", block.variants, separator: " ", indent: "", width: width) + block.lines }
    }

    /// One style's steps, each root (an input sent into, or what time set going) with the
    /// chain of what followed it.
    private func paths(of trace: StyleTrace) -> [String] {
        let steps = trace.steps
        guard !steps.isEmpty else { return ["    no event reached a subject or an operator"] }
        var lines: [String] = []
        for index in steps.indices where steps[index].depth == steps.map(\.depth).min() {
            lines += chain(from: index, in: steps, prefix: "    ", indent: "      ")
        }
        if trace.leftOut > 0 { lines.append("    … and \(trace.leftOut) more steps") }
        return lines
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
    private func chain(from index: Int, in steps: [StyleTrace.Step], prefix: String, indent: String) -> [String] {
        var parts: [String] = []
        var current = index
        while true {
            let step = steps[current]
            parts.append(label(step))
            let next = children(of: current, in: steps)
            let silent = step.passedNothingOn.indices.map { index in
                "\(step.passedNothingOn[index]): " + ((index < step.reasons.count ? step.reasons[index] : nil) ?? "passed nothing on")
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
                // One way on, and it went nowhere: the chain's end says so.
                return wrapped(prefix, parts + [line], indent: indent)
            }
            var lines = wrapped(prefix, parts, indent: indent)
            for (position, branch) in branches.enumerated() {
                let last = position == branches.count - 1
                let mark = indent + (last ? "└─ " : "├─ ")
                let deeper = indent + (last ? "   " : "│  ")
                if let child = branch.step {
                    lines += chain(from: child, in: steps, prefix: mark, indent: deeper)
                } else if let line = branch.line {
                    lines.append(mark + line)
                }
            }
            return lines
        }
    }

    /// A step as the path shows it: `map "4"`, `BehaviorRelay 4`, `scan error(boom)`.
    private func label(_ step: StyleTrace.Step) -> String {
        switch step.event {
        case .sent: step.name
        // An output's value is the one the step before it passed on.
        case .next(let value): step.name.contains(" ▸ ") ? step.name : value.map { "\(step.name) \($0)" } ?? step.name
        case .error, .completed: "\(step.name) \(step.event.text)"
        case .ignored(let event): "\(step.name) ignored \(event): it has ended"
        }
    }

    /// `parts` joined by arrows after `prefix`, within the width (``ArrowChain``).
    private func wrapped(_ prefix: String, _ parts: [String], indent: String) -> [String] {
        ArrowChain.lines(prefix, parts, indent: indent, width: width)
    }
}
