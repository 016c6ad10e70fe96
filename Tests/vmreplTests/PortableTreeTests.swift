import Foundation
import Testing

/// The tree clones and builds where iOS teams work: on a Mac, whose file system by default
/// does not tell `Sources/vmrepl` from `Sources/VMREPL`, and whose C library is Darwin.
@Suite struct PortableTreeTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file and folder of the tree, relative to the root; build products, the
    /// package manager's state and git's own folder left out.
    static func paths() -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var paths: [String] = []
        func walk(_ folder: URL, _ prefix: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where !skipped.contains(name) {
                let path = prefix.isEmpty ? name : prefix + "/" + name
                paths.append(path)
                var isFolder: ObjCBool = false
                let url = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
                   (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) != true {
                    walk(url, path)
                }
            }
        }
        walk(root, "")
        return paths
    }

    /// The pairs of paths that name the same file on a file system that ignores case.
    static func caseTwins(in paths: [String]) -> [[String]] {
        Dictionary(grouping: paths) { $0.lowercased() }.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    @Test func noTwoPathsDifferOnlyInCase() {
        let paths = Self.paths()
        #expect(paths.contains("Sources/vmrepl/main.swift"), "the walk found the tree")
        #expect(Self.caseTwins(in: paths) == [])
    }

    @Test func theCaseTwinCheckFindsATwin() {
        #expect(Self.caseTwins(in: ["Sources/vmrepl", "Sources/VMREPL", "Tests/a.swift"]) == [["Sources/VMREPL", "Sources/vmrepl"]])
    }

    /// Whether a line of the file is `import Glibc`.
    static func importsGlibc(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import Glibc" }
    }

    /// The Swift files with an `import Glibc` line and no `#elseif canImport(Darwin)` line
    /// followed by `import Darwin`.
    static func glibcWithoutDarwin(_ files: [(path: String, text: String)]) -> [String] {
        files.filter { file in
            let lines = file.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let hasDarwinBranch = zip(lines, lines.dropFirst()).contains { $0 == "#elseif canImport(Darwin)" && $1 == "import Darwin" }
            return importsGlibc(file.text) && !hasDarwinBranch
        }.map(\.path)
    }

    @Test func everyGlibcImportHasItsDarwinBranch() throws {
        let swiftFiles = Self.paths().filter { $0.hasSuffix(".swift") }
        let files = try swiftFiles.map { path in
            (path: path, text: try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))
        }
        let importing = files.filter { Self.importsGlibc($0.text) }
        #expect(importing.count > 10, "the files that import Glibc were found: \(importing.map(\.path))")
        #expect(Self.glibcWithoutDarwin(files) == [])
    }

    @Test func theDarwinCheckFindsAFileWithout() {
        let without = "#if canImport(Glibc)\nimport Glibc\n#endif\n"
        let with = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
        #expect(Self.glibcWithoutDarwin([("a.swift", without), ("b.swift", with)]) == ["a.swift"])
    }
}
