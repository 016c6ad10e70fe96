import Foundation
import Testing
import Variants
import StyleKit
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
                for file in files { #expect(EmbeddedSources.text(of: file.path) == file.text, "\(file.path) is not embedded") }
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
        // Comments stay plain: no louder than the code.
        #expect(line == "    \u{1B}[35mpublic\u{1B}[0m \u{1B}[35mlet\u{1B}[0m count = \u{1B}[36mBehaviorRelay\u{1B}[0m<\u{1B}[36mInt\u{1B}[0m>(value: \u{1B}[33m0\u{1B}[0m) // the count")
        #expect(highlighter.highlight(#"let text = "a \"quoted\" 1""#) == "\u{1B}[35mlet\u{1B}[0m text = \u{1B}[31m\"a \\\"quoted\\\" 1\"\u{1B}[0m")
        #expect(highlighter.highlight("/* open") == "/* open")
        #expect(highlighter.highlight("still */ let") == "still */ \u{1B}[35mlet\u{1B}[0m")
        // On a white background, types and numbers take colours that do not vanish.
        var light = SwiftHighlighter(palette: .light)
        #expect(light.highlight("Int 1") == "\u{1B}[34mInt\u{1B}[0m \u{1B}[32m1\u{1B}[0m")
        let coloured = Engine(options: EngineOptions(color: true)).execute("source unio").lines.map(\.text)
        #expect(coloured.contains { $0.contains("\u{1B}[35mpublic\u{1B}[0m") })
    }

    /// Side by side from 100 columns, a projector's width, without line numbers; below,
    /// one after the other, and a line says how to get them side by side.
    @Test func twoStylesSideBySideFrom100ColumnsElseOneAfterTheOther() {
        let wide = Engine(options: EngineOptions(width: 170)).execute("source relay anyobserver").lines.map(\.text)
        #expect(wide.first?.hasPrefix("file Counter/RelayCountViewModel.swift (relay, counter)") == true)
        #expect(wide.first?.hasSuffix("file Counter/AnyObserverCountViewModel.swift (anyobserver, counter)") == true)
        #expect(wide.allSatisfy { LineWrapper.visibleWidth($0) <= 170 })
        for width in [100, 120] {
            let lines = Engine(options: EngineOptions(width: width)).execute("source relay anyobserver login").lines.map(\.text)
            #expect(lines.allSatisfy { LineWrapper.visibleWidth($0) <= width }, "\(width)")
            #expect(lines.allSatisfy { $0.contains("│") }, "\(width): side by side")
            let coloured = Engine(options: EngineOptions(color: true, width: width)).execute("source relay anyobserver login").lines.map(\.text)
            #expect(coloured.allSatisfy { LineWrapper.visibleWidth($0) <= width }, "\(width), coloured")
            #expect(lines.contains { $0.hasPrefix("public final class RelayLoginViewModel {") })
            #expect(lines.contains { $0.contains("│ public final class AnyObserverLoginViewModel {") })
        }
        let narrow = Engine().execute("source relay anyobserver").lines.map(\.text)
        #expect(narrow.first == "(one after the other: side by side needs 100 columns, and this output has 80;")
        #expect(narrow.filter { $0.hasPrefix("file ") } == [
            "file Counter/RelayCountViewModel.swift (relay, counter)",
            "file Counter/AnyObserverCountViewModel.swift (anyobserver, counter)",
        ])
        #expect(!narrow.contains { $0.contains("│") })
    }

    /// A word wider than a column is cut there, its colour closed and opened again.
    @Test func aWordWiderThanAColumnIsCutWithItsColour() {
        #expect(SourceView.cut("\u{1B}[35mabcdef\u{1B}[0m gh", to: 4) == ["\u{1B}[35mabcd\u{1B}[0m", "\u{1B}[35mef\u{1B}[0m g", "h"])
        #expect(SourceView.cut("abc", to: 4) == ["abc"])
    }

    /// The view-model files are teaching material: none wraps at 80 columns, line numbers
    /// included; every line `source` prints is a file's header or a numbered line.
    @Test func everyShippedListingFitsIn80ColumnsWithoutWrapping() {
        for entry in Catalog.shipped.styles {
            for screen in Catalog.shipped.screens where entry.variant(of: screen) != nil {
                let lines = Engine().execute("source \(entry.name) \(screen.name)").lines.map(\.text)
                let continuations = lines.filter { line in
                    let number = line.drop { $0 == " " }.prefix { $0.isNumber }
                    let rest = line.drop { $0 == " " }.dropFirst(number.count)
                    return !line.hasPrefix("file ") && !line.isEmpty && (number.isEmpty || !(rest.isEmpty || rest.hasPrefix("  ")))
                }
                #expect(continuations.isEmpty, "source \(entry.name) \(screen.name) wraps: \(continuations.prefix(3))")
                #expect(lines.allSatisfy { $0.count <= 80 })
            }
        }
    }

    @Test func aDiffShowsWhatTwoStylesDoDifferently() {
        let lines = Engine().execute("source relay anyobserver --diff").lines.map(\.text)
        #expect(lines.prefix(3) == ["(the code only: comment lines left out; 'source relay anyobserver' shows them)",
                                    "--- Counter/RelayCountViewModel.swift (relay)", "+++ Counter/AnyObserverCountViewModel.swift (anyobserver)"])
        // Only the code: shorter than either file, which the whole-file diff was not.
        let relay = EmbeddedSources.text(of: "Counter/RelayCountViewModel.swift")?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
        #expect(lines.count < relay, "\(lines.count) lines")
        #expect(!lines.contains { $0.dropFirst().hasPrefix("    ///") || $0.dropFirst().hasPrefix("///") })
        // Every line of the login diff within 80 columns, each continuation with its mark.
        let login = Engine().execute("source relay anyobserver login --diff").lines.map(\.text)
        #expect(login.allSatisfy { LineWrapper.visibleWidth($0) <= 80 })
        #expect(login.dropFirst(3).allSatisfy { $0.hasPrefix("-") || $0.hasPrefix("+") || $0.hasPrefix(" ") || $0.hasPrefix("@@") }, "\(login)")
        // Coloured as git colours: removals red, additions green.
        let coloured = Engine(options: EngineOptions(color: true)).execute("source relay anyobserver --diff").lines.map(\.text)
        #expect(coloured.contains("\u{1B}[32m+public final class AnyObserverCountViewModel {\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[31m-public final class RelayCountViewModel {\u{1B}[0m"))
        #expect(lines.contains("-public final class RelayCountViewModel {"))
        #expect(lines.contains("+public final class AnyObserverCountViewModel {"))
        #expect(lines.allSatisfy { TranscriptLine(Substring($0)) == .output })
    }

    @Test func mistakesNameTheBadWordAndJSONCarriesTheText() throws {
        let engine = Engine()
        #expect(engine.execute("source").lines.map(\.text).joined(separator: " ") == "error: wrong arguments for 'source'; usage: source VARIANT [VARIANT] [SCREEN]     [--diff]")
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
