/// A survivor a team accepts, marked in its own code as Stryker marks one: a comment on
/// the line before the call, `// Stryker disable next-line MUTATORS: REASON`, where
/// MUTATORS is `all` or Stryker mutator names separated by commas (`FlatMapPolicy`,
/// `ShareReplay`, …). Its mutants are `Ignored`, with the reason: not run, and not counted
/// in the score.
package enum DisableComment {
    /// The reason the comment on the line before `line` (from 1) of `text` gives for
    /// leaving out a mutant of kind `mutator`; `nil` where no such comment is there.
    package static func reason(before line: Int, mutator: String, in lines: [Substring]) -> String? {
        guard line >= 2, lines.indices.contains(line - 2) else { return nil }
        var comment = lines[line - 2].drop { $0 == " " || $0 == "\t" }
        let marker = "// Stryker disable next-line "
        guard comment.hasPrefix(marker) else { return nil }
        comment = comment.dropFirst(marker.count)
        let names = comment.prefix { $0 != ":" }
        let reason = comment.dropFirst(names.count).drop { $0 == ":" || $0 == " " }
        let kinds = names.split(separator: ",").map { $0.trimmingCharacters() }
        guard kinds.contains("all") || kinds.contains(mutator) else { return nil }
        return reason.isEmpty ? "disabled by a comment, with no reason given" : String(reason)
    }
}

extension Substring {
    /// Without spaces at either end.
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
