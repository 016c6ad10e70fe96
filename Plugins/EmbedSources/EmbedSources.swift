import PackagePlugin

/// Embeds the Swift files of the target it is applied to as string literals, at build
/// time, so that `source` shows them exactly as they are without reading the checkout.
@main
struct EmbedSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSourceTexts.swift")
        return [
            .buildCommand(
                displayName: "Embedding the sources of \(target.name)",
                executable: try context.tool(named: "SourceEmbedder").url,
                arguments: ["EmbeddedSources", output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
