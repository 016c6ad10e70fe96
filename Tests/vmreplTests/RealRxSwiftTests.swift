import Foundation
import Testing

/// The `RealRxSwift` trait: off by default, so a default build fetches nothing; on, the
/// lessons run on RxSwift and Unio themselves (`dev/real-rxswift`), where a machine can
/// get them.
@Suite struct RealRxSwiftTests {
    /// Where `dev/real-rxswift` gets RxSwift and Unio, when both are set.
    static let sources: (rxSwift: String, unio: String)? = {
        let environment = ProcessInfo.processInfo.environment
        guard let rxSwift = environment["RXSWIFT_GIT"], !rxSwift.isEmpty,
              let unio = environment["UNIO_GIT"], !unio.isEmpty else { return nil }
        return (rxSwift, unio)
    }()

    /// Resolves a copy of the package whose RxSwift and Unio are mirrored to folders that
    /// do not exist, so that any attempt to get them fails, with the network or without.
    private static func resolveWithoutRxSwift(traits: [String]) throws -> Binary.Result {
        try Binary.shell("""
            set -e
            copy=$(mktemp -d)
            trap 'rm -rf "$copy"' EXIT
            tar -C "$ROOT" --exclude=./.build --exclude=./.git --exclude=./.swiftpm --exclude=./Examples \
                --exclude=./Package.resolved -cf - . | tar -C "$copy" -xf -
            cd "$copy"
            swift package config set-mirror --original https://github.com/ReactiveX/RxSwift.git --mirror /nonexistent/RxSwift
            swift package config set-mirror --original https://github.com/cats-oss/Unio.git --mirror /nonexistent/Unio
            swift package \(traits.map { "--traits \($0) " }.joined())resolve
            ls -A .build/checkouts 2>/dev/null | sed 's/^/checked out: /'
            [ ! -e Package.resolved ] || echo "wrote Package.resolved"
            """)
    }

    @Test func aDefaultBuildResolvesNothingFromOutside() throws {
        let result = try Self.resolveWithoutRxSwift(traits: [])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("checked out"), "\(result.output)")
        #expect(!result.output.contains("Package.resolved"))
    }

    @Test func theTraitAsksForRxSwiftAndUnio() throws {
        // The same copy with the trait on does try to get them: the test above can fail.
        let result = try Self.resolveWithoutRxSwift(traits: ["RealRxSwift"])
        #expect(result.status != 0)
        #expect(result.error.contains("/nonexistent/"), "\(result.error)")
    }

    @Test func helpNamesTheEngineOfADefaultBuild() throws {
        let result = try Binary.run(["-e", "help engine", "-e", "help eng"])
        #expect(result.status == 0)
        #expect(result.outputLines.filter { $0.hasPrefix("engine: MiniRx and MiniUnio") }.count == 2, "\(result.output)")
        #expect(result.output.contains("RealRxSwift"), "says how to build on RxSwift")
    }

    @Test(.enabled(if: sources != nil, "set RXSWIFT_GIT and UNIO_GIT (a git URL or a local clone each) to check the lessons on RxSwift itself"))
    func theLessonsPassOnRxSwiftItself() throws {
        guard let sources = Self.sources else { return }
        let quoted = { (value: String) in "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let result = try Binary.shell("RXSWIFT_GIT=\(quoted(sources.rxSwift)) UNIO_GIT=\(quoted(sources.unio)) VMREPL_DEFAULT=\"$VMREPL\" \"$ROOT/dev/real-rxswift\"")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let verdicts = result.outputLines.filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") || $0.hasPrefix("skip ") }
        let lessons = try FileManager.default.contentsOfDirectory(atPath: PortableTreeTests.root.appendingPathComponent("scripts").path)
            .filter { $0.hasSuffix(".vmt") }
        #expect(verdicts.count == lessons.count, "one verdict a lesson: \(result.output)")
        #expect(!verdicts.contains { $0.hasPrefix("FAIL") })
        #expect(result.output.contains("random sessions, 0 printed otherwise on RxSwift than on MiniRx"), "\(result.output)")
        // Only what reads MiniRx's bookkeeping, or stops a debug build of RxSwift, is skipped.
        for skipped in verdicts where skipped.hasPrefix("skip") {
            #expect(skipped.contains("MiniRx's own bookkeeping") || skipped.contains("stops a debug build of RxSwift"), "\(skipped)")
        }
    }
}
