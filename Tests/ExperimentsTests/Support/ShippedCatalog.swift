import Experiments
@testable import REPLEngine
import StyleKit
import Variants

extension Engine {
    /// A session over the shipped catalog, as `vmrepl` starts one: with `explore` and
    /// `mutate`, as the executable gives them.
    convenience init(options: EngineOptions = EngineOptions()) {
        self.init(options: options.experimenting(), catalog: .shipped)
    }
}

extension TranscriptChecker {
    /// Checks a transcript against the shipped catalog, `explore` and `mutate` as the
    /// executable runs them.
    static func check(_ text: String, name: String = "transcript", fileReader: FileReader? = nil) -> Result {
        check(text, name: name, catalog: .shipped, fileReader: fileReader, experiments: ExperimentServices.all)
    }
}
