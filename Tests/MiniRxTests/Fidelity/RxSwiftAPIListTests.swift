import Foundation
import Testing

/// MiniRx has RxSwift 6.10's public API, all but what `dev/rxswift-api-left-out.txt` lists
/// with its reason: the symbol graphs of the modules this test run was built with are
/// compared with RxSwift's (`dev/rxswift-6.10-api.txt`, written from RxSwift's own graphs
/// by `dev/rxswift-api`).
@Suite struct RxSwiftAPIListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `Modules` folder beside this test bundle: the modules this run was built with.
    static var modules: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("MiniRx.swiftmodule").path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func everythingButTheListedIsThere() throws {
        let modules = try #require(Self.modules, "no Modules folder beside \(CommandLine.arguments[0])")
        let graphs = FileManager.default.temporaryDirectory.appendingPathComponent("minirx-graphs-\(getpid())")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: graphs) }
        for module in ["MiniRx", "MiniRxBlocking", "MiniRxTest", "MiniRxTestCore", "MiniRxCocoa"] {
            let extracted = try run(["swift-symbolgraph-extract", "-module-name", module, "-I", modules.path,
                                     "-target", Self.target, "-minimum-access-level", "public", "-output-dir", graphs.path])
            #expect(extracted.status == 0, "\(module): \(extracted.output)")
        }
        // RxSwift's list is from its debug build's graphs; a release build, RxSwift's as
        // MiniRx's, has no `maxTailRecursiveSinkStackSize` (`#if DEBUG || TRACE_RESOURCES`).
        var known = try String(contentsOf: Self.root.appendingPathComponent("dev/rxswift-api-left-out.txt"), encoding: .utf8)
        #if !DEBUG
        known += "MiniRx swift.var maxTailRecursiveSinkStackSize — in debug builds only, as RxSwift's\n"
        #endif
        let knownFile = graphs.appendingPathComponent("left-out.txt")
        try known.write(to: knownFile, atomically: true, encoding: .utf8)
        let compared = try run(["python3", Self.root.appendingPathComponent("dev/api-gaps.py").path,
                                Self.root.appendingPathComponent("dev/rxswift-6.10-api.txt").path, graphs.path,
                                "--known", knownFile.path])
        #expect(compared.status == 0, "\(compared.output)")
    }

    @Test func everyLeftOutLineSaysWhy() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("dev/rxswift-api-left-out.txt"), encoding: .utf8)
        let entries = list.split(separator: "\n").filter { !$0.hasPrefix("#") }
        for entry in entries {
            let reason = entry.components(separatedBy: " — ").dropFirst().joined()
            #expect(reason.count > 20, "\(entry)")
        }
    }

    /// The RxCocoa files the comparison does not build are each named with the framework
    /// they need, and none of them is one dev/rxswift-api builds.
    @Test func everySkippedRxCocoaFileNamesWhatItNeeds() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("dev/rxswift-api-left-out.txt"), encoding: .utf8)
        let skipped = list.split(separator: "\n").filter { $0.hasPrefix("# skipped: ") }.map { $0.dropFirst("# skipped: ".count) }
        #expect(skipped.count > 50, "\(skipped.count) files")
        let script = try String(contentsOf: Self.root.appendingPathComponent("dev/rxswift-api"), encoding: .utf8)
        for entry in skipped {
            let parts = entry.components(separatedBy: " — ")
            #expect(parts.count == 2 && parts[0].hasSuffix(".swift") && parts[1].count >= 5, "\(entry)")
            #expect(!script.contains("RxCocoa/" + parts[0]), "\(parts[0]) is built and skipped")
        }
        for built in ["Foundation/NotificationCenter+Rx.swift", "Foundation/URLSession+Rx.swift", "Foundation/KVORepresentable.swift"] {
            #expect(script.contains("RxCocoa/" + built), "\(built)")
            #expect(!skipped.contains { $0.hasPrefix(built) }, "\(built)")
        }
    }

    /// The platform the test was built for, as `swift-symbolgraph-extract` names it.
    static var target: String {
        #if arch(x86_64)
        let architecture = "x86_64"
        #else
        let architecture = "aarch64"
        #endif
        #if os(Linux)
        return "\(architecture)-unknown-linux-gnu"
        #else
        return "\(architecture == "aarch64" ? "arm64" : architecture)-apple-macos15"
        #endif
    }
}
