import Foundation
import PackagePlugin

/// Embeds the shipped lessons (`scripts/*.vmt`) in the target it is applied to, at build
/// time, so that `lessons` and `demo 5` work wherever vmrepl runs.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let scripts = context.package.directoryURL.appending(path: "scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".vmt") }.sorted()
        let inputs = names.map { scripts.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLessonTexts.swift")
        return [
            .buildCommand(
                displayName: "Embedding the lessons",
                executable: try context.tool(named: "SourceEmbedder").url,
                arguments: ["EmbeddedLessons", output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
