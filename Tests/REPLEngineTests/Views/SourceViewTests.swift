import Foundation
import Testing
import Variants
@testable import REPLEngine

@Suite struct SourceViewTests {
    static var variantsFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Variants")
    }

    @Test func everyEmbeddedFileIsTheFileOnDiskByteForByte() throws {
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: Self.variantsFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(EmbeddedSources.paths == onDisk)
        for path in onDisk {
            let bytes = try Data(contentsOf: Self.variantsFolder.appendingPathComponent(path))
            #expect(EmbeddedSources.text(of: path).map { Data($0.utf8) } == bytes, "\(path) differs from what vmrepl embeds")
        }
    }

    @Test func everyStyleNamesItsFilesForEveryScreen() {
        for entry in Catalog.shipped.styles {
            for screen in Catalog.shipped.screens {
                let files = entry.variant(of: screen)?.sources ?? []
                #expect(!files.isEmpty, "\(entry.name) \(screen)")
                for path in files { #expect(EmbeddedSources.text(of: path) != nil, "\(path) is not embedded") }
            }
        }
    }

    @Test func sourcePrintsTheFileNumberedAndPlainWithoutColour() throws {
        let engine = Engine()
        let lines = engine.execute("source relay").lines.map(\.text)
        #expect(lines.first == "file Counter/RelayCountViewModel.swift (relay, counter)")
        let text = try #require(EmbeddedSources.text(of: "Counter/RelayCountViewModel.swift"))
        let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.dropFirst().first { $0.hasPrefix(" 1  ") } == " 1  " + fileLines[0])
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines.allSatisfy { $0.count <= 80 })
        for entry in Catalog.shipped.styles {
            for screen in Catalog.shipped.screens {
                let (output, status) = engine.execute("source \(entry.name) \(screen.name)")
                #expect(status == .succeeded)
                #expect(output.filter { $0.text.hasPrefix("file ") }.count == entry.variant(of: screen)?.sources.count)
            }
        }
    }

    @Test func onATerminalCodeIsColouredAsAnEditorWould() {
        var highlighter = SwiftHighlighter()
        let line = highlighter.highlight(#"    public let count = BehaviorRelay<Int>(value: 0) // the count"#)
        #expect(line == "    \u{1B}[35mpublic\u{1B}[0m \u{1B}[35mlet\u{1B}[0m count = \u{1B}[36mBehaviorRelay\u{1B}[0m<\u{1B}[36mInt\u{1B}[0m>(value: \u{1B}[33m0\u{1B}[0m) \u{1B}[32m// the count\u{1B}[0m")
        #expect(highlighter.highlight(#"let text = "a \"quoted\" 1""#) == "\u{1B}[35mlet\u{1B}[0m text = \u{1B}[31m\"a \\\"quoted\\\" 1\"\u{1B}[0m")
        #expect(highlighter.highlight("/* open") == "\u{1B}[32m/* open\u{1B}[0m")
        #expect(highlighter.highlight("still */ let") == "\u{1B}[32mstill */\u{1B}[0m \u{1B}[35mlet\u{1B}[0m")
        let coloured = Engine(options: EngineOptions(color: true)).execute("source unio").lines.map(\.text)
        #expect(coloured.contains { $0.contains("\u{1B}[35mpublic\u{1B}[0m") })
    }

    @Test func twoStylesSideBySideWhenWideEnoughElseOneAfterTheOther() {
        let wide = Engine(options: EngineOptions(width: 170)).execute("source relay anyobserver").lines.map(\.text)
        #expect(wide.first?.hasPrefix("file Counter/RelayCountViewModel.swift (relay, counter)") == true)
        #expect(wide.first?.hasSuffix("file Counter/AnyObserverCountViewModel.swift (anyobserver, counter)") == true)
        #expect(wide.allSatisfy { LineWrapper.visibleWidth($0) <= 170 })
        let narrow = Engine().execute("source relay anyobserver").lines.map(\.text)
        #expect(narrow.filter { $0.hasPrefix("file ") } == [
            "file Counter/RelayCountViewModel.swift (relay, counter)",
            "file Counter/AnyObserverCountViewModel.swift (anyobserver, counter)",
        ])
    }

    @Test func aDiffShowsWhatTwoStylesDoDifferently() {
        let lines = Engine().execute("source relay anyobserver --diff").lines.map(\.text)
        #expect(lines.prefix(2) == ["--- Counter/RelayCountViewModel.swift (relay)", "+++ Counter/AnyObserverCountViewModel.swift (anyobserver)"])
        #expect(lines.contains("-public final class RelayCountViewModel {"))
        #expect(lines.contains("+public final class AnyObserverCountViewModel {"))
        #expect(lines.allSatisfy { TranscriptLine(Substring($0)) == .output })
    }

    @Test func mistakesNameTheBadWordAndJSONCarriesTheText() throws {
        let engine = Engine()
        #expect(engine.execute("source").lines.map(\.text).joined(separator: " ") == "error: wrong arguments for 'source'; usage: source VARIANT [VARIANT]     [counter|login] [--diff]")
        #expect(engine.execute("source relya").lines.first?.text == "error: unknown variant 'relya'; did you mean 'relay'?")
        #expect(engine.execute("source relay --diff").status == .failed)
        let json = Engine(options: EngineOptions(format: .json)).execute("source scan login").lines.map(\.text)
        #expect(json.count == 3)
        let record = try JSONSerialization.jsonObject(with: Data(json[1].utf8)) as? [String: Any]
        #expect(record?["kind"] as? String == "source")
        #expect(record?["file"] as? String == "Login/ScanLoginViewModel.swift")
        #expect(record?["text"] as? String == EmbeddedSources.text(of: "Login/ScanLoginViewModel.swift"))
        #expect(engine.completions(for: "source rel") == ["relay"])
        #expect(engine.completions(for: "source relay lo") == ["login"])
    }
}
