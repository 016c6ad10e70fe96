
/// `explore` as text: for two styles, the sequence that tells them apart replayed as the
/// REPL printed it, or that nothing did; for `--all`, the classes, the matrix of shortest
/// lengths and what tells each two classes apart, that last within one screen.
struct ExploreText {
    let report: ExploreReport
    let wrapper: LineWrapper

    private var result: ExploreResult { report.result }

    /// The most lines `--all` gives to what tells the classes apart: with its title, a
    /// screen at 80×24.
    static let pairLines = 22

    func render() -> [String] {
        var lines: [String] = []
        if !report.all {
            renderTwo(into: &lines)
        } else {
            renderAll(into: &lines)
        }
        if result.interrupted {
            append("interrupted after \(plural(result.sequences, "sequence"))" + (result.searchedDepth > 0 ? "; every one up to \(plural(result.searchedDepth, "command")) was tried" : ""), into: &lines)
        }
        return lines
    }

    /// How far the classes are known alike: the whole depth, or, interrupted, the longest
    /// length every sequence of which was tried.
    private var alikeWords: String {
        guard result.interrupted else { return "alike up to \(plural(result.depth, "command"))" }
        return result.searchedDepth > 0 ? "alike up to \(plural(result.searchedDepth, "command")) (interrupted)" : "alike in the \(plural(result.sequences, "sequence")) tried (interrupted)"
    }

    /// `up to 4`, or, interrupted, what was tried whole.
    private var claimedWords: String {
        guard result.interrupted else { return "up to \(result.depth)" }
        return result.searchedDepth > 0 ? "up to \(result.searchedDepth)" : "in what was tried"
    }

    /// Where two styles alike on this screen may differ: the others both implement.
    private func appendOtherScreens(into lines: inout [String]) {
        guard !report.otherScreens.isEmpty else { return }
        let (first, second) = (result.styles[0], result.styles[1])
        let tries = report.otherScreens.map { "'explore \(first) \(second) --screen \($0)'" }
        let screens = report.otherScreens.count > 1
            ? report.otherScreens.dropLast().joined(separator: ", ") + " and " + (report.otherScreens.last ?? "") + " screens"
            : (report.otherScreens.first ?? "") + " screen"
        append("they implement the \(screens) too: try " + tries.joined(separator: ", "), into: &lines)
    }

    // MARK: Two styles

    private func renderTwo(into lines: inout [String]) {
        let (first, second) = (result.styles[0], result.styles[1])
        guard let witness = result.witnesses[ExploreResult.Pair(first: 0, second: 1)] else {
            if !result.interrupted, let given = result.sequenceGiven {
                append("no difference\(result.asRendered ? " as rendered" : "") after the \(plural(given.count, "command")) given: \(first) and \(second) on the \(result.screen) screen", into: &lines)
            } else if !result.interrupted {
                append("no difference\(result.asRendered ? " as rendered" : "") in \(plural(result.sequences, "sequence")) up to \(plural(result.depth, "command"))\(walkWords): \(first) and \(second) on the \(result.screen) screen", into: &lines)
                if let deeper = result.deeperDepth {
                    append("the prompt's search, sized for a class; --depth \(deeper) searches as 'vmrepl explore' does", into: &lines)
                }
                appendAlphabet(into: &lines)
                appendOtherScreens(into: &lines)
            }
            return
        }
        let how = (result.sequenceGiven != nil ? "the sequence given" : witness.byRandomWalk ? "a random walk, shrunk" : "\(plural(result.sequences, "sequence")) tried")
            + (result.autorunOff ? "; autorun off, time moves by tick" : "")
        append("\(first) and \(second) \(result.asRendered ? "show different values" : "differ") after \(plural(witness.commands.count, "command")) (\(how)):", into: &lines)
        // Each command numbered, not after a prompt: a transcript that runs `explore`
        // holds these lines as output.
        for (number, step) in report.replay.enumerated() {
            append("[\(number + 1)] " + step.command, hang: 4, into: &lines)
            lines += step.lines
        }
        let position = witness.firstDifference + 1
        append("'\(witness.commands[witness.firstDifference])' made them differ first: command \(position) of \(witness.commands.count)", into: &lines)
    }

    // MARK: --all

    private func renderAll(into lines: inout [String]) {
        let classes = result.classes
        let names = result.styles
        append("explore: \(names.count) styles on the \(result.screen) screen, \(searchedWords)", into: &lines)
        if let deeper = result.deeperDepth {
            append("the prompt's search, sized for a class; --depth \(deeper) searches as 'vmrepl explore' does", into: &lines)
        }
        appendAlphabet(into: &lines)
        let letters = classes.indices.map(Self.classLetter)
        append(alikeWords + (result.asRendered ? ", as rendered:" : ":"), into: &lines)
        for (letter, members) in zip(letters, classes) {
            append("  \(letter)  " + members.map { names[$0] }.joined(separator: " "), hang: 5, into: &lines)
        }
        // Alike is only as far as the search went: two styles of a class may differ in a
        // longer sequence (the type-ahead's stale answer takes five), which the search of
        // two styles reaches with its random walks.
        if let together = classes.first(where: { $0.count > 1 }), !result.interrupted {
            // The command to copy on a line of its own, never split.
            append("  a longer sequence may tell a class apart; this also walks 5 to 32 commands:", hang: 4, into: &lines)
            lines.append("    explore \(names[together[0]]) \(names[together[1]]) --screen \(result.screen)" + (result.asRendered ? " --as-rendered" : ""))
        }
        // The matrix: a numbered row a style, a column a style by its number.
        append("shortest sequence that tells them apart ('=' none \(claimedWords)):", into: &lines)
        let nameWidth = names.map(\.count).max() ?? 0
        let numberWidth = String(names.count).count
        let cell = max(numberWidth, 2) + 1
        let labelWidth = numberWidth + 1 + nameWidth + 1
        lines.append(String(repeating: " ", count: labelWidth) + names.indices.map { padLeft(String($0 + 1), cell) }.joined())
        for row in names.indices {
            let label = padLeft(String(row + 1), numberWidth) + " " + names[row] + String(repeating: " ", count: nameWidth - names[row].count + 1)
            let cells = names.indices.map { column -> String in
                if column == row { return padLeft(".", cell) }
                let pair = ExploreResult.Pair(first: min(row, column), second: max(row, column))
                return padLeft(result.witnesses[pair].map { String($0.commands.count) } ?? "=", cell)
            }
            lines.append(label + cells.joined())
        }
        guard classes.count > 1 else { return }
        // What tells each two classes apart, by sequence: the shortest first, each
        // with the pairs of classes it tells apart; at most a screen.
        var bySequence: [(commands: [String], pairs: [String])] = []
        for (offset, first) in classes.enumerated() {
            for (secondOffset, second) in classes.enumerated().dropFirst(offset + 1) {
                guard let witness = result.witnesses[ExploreResult.Pair(first: first[0], second: second[0])] else { continue }
                let pair = "\(letters[offset])\(letters[secondOffset])"
                if let known = bySequence.firstIndex(where: { $0.commands == witness.commands }) {
                    bySequence[known].pairs.append(pair)
                } else {
                    bySequence.append((witness.commands, [pair]))
                }
            }
        }
        let sorted = bySequence.enumerated().sorted { lhs, rhs in
            lhs.element.commands.count != rhs.element.commands.count
                ? lhs.element.commands.count < rhs.element.commands.count : lhs.offset < rhs.offset
        }.map(\.element)
        append("what tells the classes apart (AB: A's styles from B's):", into: &lines)
        var listed: [String] = []
        for (index, entry) in sorted.enumerated() {
            let entryLines = wrapper.wrap("  " + entry.commands.joined(separator: ", ") + ": " + entry.pairs.joined(separator: " "), hang: 6)
            if listed.count + entryLines.count > Self.pairLines - 1 && index < sorted.count - 1 || listed.count + entryLines.count > Self.pairLines {
                append("  … and \(sorted.count - index) more; 'explore A B' replays one, '--save DIR' writes them all", hang: 4, into: &listed)
                break
            }
            listed += entryLines
        }
        lines += listed
    }

    /// The class letters: A to Z, then A2, B2, ….
    static func classLetter(_ index: Int) -> String {
        let letter = String(UnicodeScalar(UInt8(65 + index % 26)))
        return index < 26 ? letter : letter + String(index / 26 + 1)
    }

    // MARK: Words

    /// The commands the sequences were made of, and those left out.
    private func appendAlphabet(into lines: inout [String]) {
        append("commands: " + result.alphabet.joined(separator: ", ") + (result.autorunOff ? " (autorun off)" : ""), hang: 2, into: &lines)
        if !result.leftOut.isEmpty {
            let reason = result.errorsLeftOutForRxSwift ? "as some style's input cannot be sent them, or RxSwift's debug build stops on the error"
                : "as some style's input cannot be sent them"
            append("left out, \(reason): " + result.leftOut.joined(separator: ", "), hang: 2, into: &lines)
        }
    }

    /// How far the search got: `every sequence up to 4 commands (340)`.
    private var searchedWords: String {
        if result.searchedDepth == 0 { return "not one length searched whole (\(plural(result.sequences, "sequence")))" }
        return "every sequence up to \(plural(result.searchedDepth, "command")) (\(result.sequences))" + walkWords
    }

    /// What random walks were asked for, if any: how many ran (a budget of walks is the
    /// same on every machine), or for how long.
    private var walkWords: String {
        let lengths = WalkBudget.lengths(after: result.depth)
        switch result.walkBudget {
        case nil, .walks(0)?: return ""
        case .walks?: return " and \(plural(result.walks, "random walk")) of \(lengths.lowerBound) to \(lengths.upperBound) commands"
        case .seconds(let seconds)?: return ", then random walks of up to \(lengths.upperBound) commands for \(seconds) s"
        }
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func append(_ text: String, hang: Int = 4, into lines: inout [String]) {
        lines += wrapper.wrap(text, hang: hang)
    }
}
