import StyleKit

/// The text of this module's source files, embedded when it is built (the
/// `EmbedSources` plugin), so that the REPL's `source` shows a style's code exactly as it
/// is, wherever vmrepl runs.
package enum EmbeddedSources {
    /// The text of the file at `path` under `Sources/Variants`, if there is one.
    package static func text(of path: String) -> String? {
        files.first { $0.path == path }?.text
    }

    /// The paths of every embedded file, sorted.
    package static var paths: [String] {
        files.map(\.path)
    }
}

extension Variant {
    /// A shipped variant whose code is in the embedded files at `paths`.
    init(of screen: Screen, sources paths: [String], build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
        let files = paths.compactMap { path in EmbeddedSources.text(of: path).map { SourceFile(path: path, text: $0) } }
        self.init(of: screen, files: files, build: build)
    }
}
