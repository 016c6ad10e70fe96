// SourceEmbedder TYPE OUTPUT FILE…: writes OUTPUT, an extension of TYPE that holds each
// FILE's text as `files`,
// by its path under the folder the files share, as a string literal (the EmbedSources
// plugin runs it).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3, let typeName = arguments.first, let output = arguments.dropFirst().first else {
    print("usage: SourceEmbedder TYPE OUTPUT FILE…")
    exit(2)
}
let files = arguments.dropFirst(2).sorted()

/// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

var generated = """
// Generated at build time by SourceEmbedder (the EmbedSources plugin); do not edit.

extension \(typeName) {
    /// Every embedded file, by its path under the folder the files share.
    static let files: [(path: String, text: String)] = [

"""
/// The folder every file is under: the module's.
let prefix: String = {
    var common = files.first.map { $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() } ?? []
    for path in files {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while !parts.starts(with: common) { common = common.dropLast() }
    }
    return common.joined(separator: "/") + "/"
}()
for path in files {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        print("SourceEmbedder: cannot read \(path) as UTF-8")
        exit(1)
    }
    let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    generated += "        (\(literal(relative)), \(literal(text))),\n"
}
generated += "    ]\n}\n"
do {
    try Data(generated.utf8).write(to: URL(fileURLWithPath: output))
} catch {
    print("SourceEmbedder: cannot write \(output): \(error)")
    exit(1)
}
