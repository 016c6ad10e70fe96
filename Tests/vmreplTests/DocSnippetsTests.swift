import Foundation
import Testing

/// docs/YOUR-VIEW-MODELS.md as a team copies it: every Swift snippet but the manifest's is
/// a file of Examples/TeamStyle or Examples/UneditedApp, word for word, which the team's CI builds (and its test
/// runs), so a snippet that does not compile fails the build; the manifest says which
/// platforms, and the page names no option vmrepl does not have.
@Suite struct DocSnippetsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The page's ```swift blocks, each without the indentation of its list item.
    static func snippets() throws -> [String] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/YOUR-VIEW-MODELS.md"), encoding: .utf8)
        var snippets: [String] = []
        var current: [String]?
        var indent = 0
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```swift" {
                indent = line.count - trimmed.count
                current = []
            } else if current != nil, trimmed == "```" {
                snippets.append(current?.joined(separator: "\n") ?? "")
                current = nil
            } else if current != nil {
                current?.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
            }
        }
        return snippets
    }

    /// Every Swift file of the two example packages (the team's, and the app's built
    /// unedited, with its manifest), as text.
    static func teamFiles() throws -> [String] {
        var texts = [try String(contentsOf: root.appendingPathComponent("Examples/UneditedApp/Package.swift"), encoding: .utf8)]
        for example in ["Examples/TeamStyle", "Examples/UneditedApp"] {
            for folder in ["Sources", "Tests"] {
                let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(example).appendingPathComponent(folder),
                                                                includingPropertiesForKeys: nil)
                while let url = enumerator?.nextObject() as? URL {
                    if url.pathExtension == "swift" { texts.append(try String(contentsOf: url, encoding: .utf8)) }
                }
            }
        }
        return texts
    }

    @Test func everySnippetButTheManifestIsAFileTheTeamPackageBuilds() throws {
        let snippets = try Self.snippets()
        let files = try Self.teamFiles()
        #expect(snippets.count >= 5)
        for snippet in snippets where !snippet.hasPrefix("// Package.swift") {
            #expect(files.contains { $0.contains(snippet) }, "not in Examples/TeamStyle or Examples/UneditedApp:\n\(snippet)")
        }
        let manifest = try #require(snippets.first { $0.hasPrefix("// Package.swift") })
        #expect(manifest.contains("platforms: [.macOS(.v15)]"))
    }

    @Test func thePageNamesOnlyOptionsVmreplHas() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/YOUR-VIEW-MODELS.md"), encoding: .utf8)
        #expect(!page.contains("--json"), "vmrepl's option is --format json")
        for port in [".tap(", ".text(", ".number(", ".toggle(", ".observer(", ".stream(", ".observable(", ".callback(", ".observed("] {
            #expect(page.contains("`" + port), "the page documents \(port)")
        }
    }
}
