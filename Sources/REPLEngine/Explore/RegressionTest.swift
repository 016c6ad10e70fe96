/// What `explore A B --save FILE` writes: a regression test that runs the sequence that
/// told the two styles apart on the second alone and expects what the first prints (with
/// `--as-rendered`, the same sequence replayed on both, expecting no difference). It
/// fails while the second differs from the first on that screen and passes once it
/// behaves as the first there, as a test that pins a bug's fix does.
package enum RegressionTest {
    /// The comments at its top: where it came from and what passing means.
    static func header(command: String, model: String, tested: String, witness: ExploreResult.Witness, asRendered: Bool) -> [String] {
        guard asRendered else {
            let made = "'\(witness.commands[witness.firstDifference])', command \(witness.firstDifference + 1) of \(witness.commands.count), made them differ"
            return commentLines("A regression test written by '\(command) --save': it expects \(tested) to print what \(model) prints after these commands. It fails while \(tested) differs from \(model) (\(made)) and passes once \(tested) behaves as \(model).")
        }
        return commentLines("A regression test written by '\(command) --save': it replays the \(witness.commands.count) commands that told them apart on this screen, with no search, and expects no difference as rendered. It fails while a view of \(tested) shows something a view of \(model) does not and passes once \(tested) shows what \(model) shows, whatever other screens either implements.")
    }

    /// `text` as comment lines of at most 80 columns, broken between words.
    package static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "#"
        for word in text.split(separator: " ") {
            if line.count > 1 && line.count + 1 + word.count > 80 {
                lines.append(line)
                line = "#"
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }
}
