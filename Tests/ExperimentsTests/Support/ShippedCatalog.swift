import Experiments
@testable import REPLEngine
import StyleKit
import Variants

extension Engine {
    /// A session over the shipped catalog, as `vmrepl` starts one, with `explore` and
    /// `mutate` installed as the executable installs them.
    convenience init(options: EngineOptions = EngineOptions()) {
        ExperimentServices.install()
        self.init(options: options, catalog: .shipped)
    }
}

extension TranscriptChecker {
    /// Checks a transcript against the shipped catalog.
    static func check(_ text: String, name: String = "transcript", fileReader: FileReader? = nil) -> Result {
        ExperimentServices.install()
        return check(text, name: name, catalog: .shipped, fileReader: fileReader)
    }
}
