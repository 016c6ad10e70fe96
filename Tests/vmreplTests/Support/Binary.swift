import Foundation

/// The built `vmrepl` binary, run as a user runs it.
enum Binary {
    /// The binary next to the test bundle, or the one `VMREPL_UNDER_TEST` names: `dev/test`
    /// names `dev/vmrepl`'s optimized build, the executable users run, which is also
    /// several times faster to drive than a debug build.
    static var path: String {
        if let named = ProcessInfo.processInfo.environment["VMREPL_UNDER_TEST"], !named.isEmpty { return named }
        return Platform.productsDirectory.appendingPathComponent("vmrepl").path
    }

    struct Result {
        let output: String
        let error: String
        let status: Int32
        var outputLines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// This process's environment without what the test decides, with `overrides`: a CI
    /// run (`CI=true`) must not refuse a test's `--bless`, nor `NO_COLOR` change its output.
    static func environment(_ overrides: [String: String] = [:], keeping kept: Set<String> = []) -> [String: String] {
        var variables = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "CI", "VMREPL_BLESS"] where !kept.contains(name) { variables.removeValue(forKey: name) }
        variables.merge(overrides) { _, override in override }
        return variables
    }

    /// Runs vmrepl with `arguments`, feeding `input` to its standard input.
    static func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:], workingDirectory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments = arguments
        process.environment = Self.environment(environment)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self),
            status: process.terminationStatus
        )
    }

    /// Runs `script` with bash, `$VMREPL` naming the binary and `$ROOT` the package: for
    /// what `Process` cannot arrange (a closed descriptor, /dev/full, pipelines).
    static func shell(_ script: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        var variables = Self.environment(keeping: ["NO_COLOR"])
        variables["VMREPL"] = path
        variables["ROOT"] = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        process.environment = variables
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self),
                      status: process.terminationStatus)
    }

    static func run(_ arguments: [String], input: String) throws -> Result {
        try run(arguments, input: Data(input.utf8))
    }
}

/// A scratch directory removed at the end of the test.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vmrepl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String, _ contents: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
