import REPLEngine
import StyleKit

/// `mutate --explore`: for a mutant no transcript noticed, the shortest commands after
/// which its style and the mutant print differently (`explore` between them, as `explore A
/// B` searches), and the transcript of them on the style as it is: a test that kills it.
public enum SurvivorSearch {
    /// What the search found for one survivor.
    public enum Finding: Equatable, Sendable {
        /// These commands tell the mutant apart, first at command `firstDifference`
        /// (from 0); `lines` run them on the style alone (`use`, then the commands).
        case killedBy(commands: [String], firstDifference: Int, lines: [String])
        /// No sequence tried tells it apart: every one up to `depth` commands and `walks`
        /// random walks of up to `longest`, from the start and again after the screen's
        /// success path (`after`). Not killed by the search; whether it is equivalent,
        /// the search cannot know.
        case notKilled(depth: Int, walks: Int, longest: Int, after: [String])
        /// The search could not run (its screen's commands cannot be parsed).
        case unusable(String)
    }

    /// Searches for the commands that tell `mutant` from its style in `catalog` (every
    /// sequence up to `depth` commands, then `walks` random walks; by default, `explore`'s
    /// budget, or with `forAClass` the prompt's), from the start, then again after the
    /// screen's success path (its text inputs given their valid examples), where a login
    /// succeeds; `nil` if `isInterrupted` stopped it. `progress` is told where it has got:
    /// `search 2 of 2 · length 3 of 4 · 2,816 of 5,832`, then `search 2 of 2 · walks 64 of 500`.
    public static func finding(for mutant: Mutant, in catalog: Catalog, depth: Int? = nil, walks: Int? = nil, forAClass: Bool = false,
                               progress: ((String) -> Void)? = nil, isInterrupted: @escaping () -> Bool) -> Finding? {
        let (withMutant, name) = catalog.adding(mutant)
        let successPath = catalog.screens.first { $0.name == mutant.screen }.map(ExploreAlphabet.successPath(of:)) ?? []
        let prefixes = successPath.isEmpty ? [[]] : [[], successPath]
        var notKilled: Finding?
        for (index, prefix) in prefixes.enumerated() {
            let searchProgress = progress.map { show in
                { (got: ExploreProgress) in
                    let total = ExploreProgress.grouped(got.total)
                    let done = ExploreProgress.grouped(got.done)
                    show("search \(index + 1) of \(prefixes.count) · "
                         + (got.walking ? "walks \(done) of \(total)" : "length \(got.length) of \(got.depth) · \(done) of \(total)"))
                }
            }
            switch TwoStyleSearch.shortest(between: mutant.style, and: name, screen: mutant.screen, catalog: withMutant,
                                           depth: depth, walks: walks, forAClass: forAClass, prefix: prefix,
                                           progress: searchProgress, isInterrupted: isInterrupted) {
            case .told(let commands, let firstDifference, let lines): return .killedBy(commands: commands, firstDifference: firstDifference, lines: lines)
            case .alike(let depth, let walks, let longest): notKilled = .notKilled(depth: depth, walks: walks, longest: longest, after: prefix)
            case .interrupted: return nil
            case .unusable(let reason): return .unusable(reason)
            }
        }
        return notKilled
    }

    /// The transcript a killing finding's commands make on the style as it is, with a
    /// comment that says what it kills; `nil` if interrupted.
    public static func killingTest(_ lines: [String], commands: [String], firstDifference: Int, for mutant: Mutant,
                                   catalog: Catalog, toolName: String, isInterrupted: @escaping () -> Bool) -> String? {
        let made = difference(commands: commands, firstDifference: firstDifference, lines: lines)
        let header = RegressionTest.commentLines("A test written by '\(toolName) mutate --save': it kills \(mutant.style)'s \(mutant.swap) (\(mutant.place)). It passes on \(mutant.style) as it is and fails with that swap: \(made).")
        return SavedSession(lines: header + lines).transcript(catalog: catalog, fileReader: nil, toolName: toolName, experiments: ExperimentServices.all, isInterrupted: isInterrupted)?.text
    }

    /// A file name for `mutant`'s killing test, not among `taken`:
    /// `relay-login-flatMapLatest-to-flatMap.vmt`.
    public static func fileName(for mutant: Mutant, taken: Set<String>) -> String {
        let words = "\(mutant.style) \(mutant.screen) \(mutant.swap.replacingOccurrences(of: "→", with: "to"))"
        let slug = words.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-")
        var name = slug + ".vmt"
        var count = 1
        while taken.contains(name) {
            count += 1
            name = "\(slug)-\(count).vmt"
        }
        return name
    }

    /// What the report prints for a survivor's finding: under its swap and place, the
    /// commands that kill it, or that none was found, and `saved`, what became of its
    /// killing test (`saved to DIR/FILE`); within 80 columns.
    public static func lines(_ finding: Finding, for mutant: Mutant, saved: String?) -> [String] {
        // The place on a line of its own where both do not fit: it tells mutants apart.
        let header = "\(mutant.style)  \(mutant.swap)  \(mutant.place)"
        var lines = header.count <= 80 ? [header] : ["\(mutant.style)  \(mutant.swap)", MutationReport.cut("  " + mutant.place)]
        lines += wrapped(reason(finding, for: mutant), indent: "  ", continuation: "    ")
        if case .killedBy(let commands, let firstDifference, let replayed) = finding {
            lines.append(MutationReport.cut("  " + difference(commands: commands, firstDifference: firstDifference, lines: replayed)))
            if let saved { lines += wrapped(saved, indent: "  ", continuation: "    ") }
        }
        return lines
    }

    /// A finding in one sentence: the commands that kill the mutant, or that none was
    /// found (what Stryker's report gives as a survivor's `statusReason`).
    public static func reason(_ finding: Finding, for mutant: Mutant) -> String {
        switch finding {
        case .killedBy(_, _, let lines):
            // As they replay after `use STYLE`: `autorun off` included where the search used it.
            "killed by: " + lines.dropFirst().joined(separator: ", ")
        case .notKilled(let depth, let walks, let longest, let after):
            "not killed by the search: no sequence up to \(depth) commands nor \(walks) walks of up to \(longest) tells it from \(mutant.style)"
                + (after.isEmpty ? "" : ", from the start or after '" + after.joined(separator: "', '") + "'")
        case .unusable(let reason):
            "not explored: \(reason)"
        }
    }

    /// Where the killing commands first print differently, counted as ``reason(_:for:)``
    /// prints them (after `use STYLE`): `'tick 300', command 4 of 4, prints differently`.
    private static func difference(commands: [String], firstDifference: Int, lines: [String]) -> String {
        let replayed = lines.count - 1
        let index = replayed - commands.count + firstDifference + 1
        return "'\(commands[firstDifference])', command \(index) of \(replayed), prints differently"
    }

    /// `text` broken between words into lines within 80 columns; a word longer than a
    /// line (a path) stands whole on a line of its own.
    private static func wrapped(_ text: String, indent: String, continuation: String) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count && line.count + 1 + word.count > 80 {
                lines.append(line)
                line = continuation
            }
            line += (line == indent || line == continuation ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

}

extension Catalog {
    /// This catalog with `mutant` as a style of its own after the others, under a name no
    /// style has (`relay-mutant`): what `explore` compares with its style.
    func adding(_ mutant: Mutant) -> (catalog: Catalog, name: String) {
        var name = "\(mutant.style)-mutant"
        while style(named: name) != nil { name += "-" }
        guard let style = style(named: mutant.style) else { return (self, name) }
        let variants = style.variants.map { variant in
            variant.screen.name == mutant.screen ? variant.mutated(at: mutant.site, as: mutant.replacement, actions: ScheduledActions(), reached: {}) : variant
        }
        let added = Style(name: name, summary: style.summary, keyIdea: style.keyIdea, variants: variants, activeAtStart: false)
        return (Catalog(checked: styles + [added], screens: screens), name)
    }
}
