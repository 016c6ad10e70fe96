import Foundation
import Testing

/// Graphviz, which dev/setup installs, as the tests lay DOT out with it.
enum Graphviz {
    /// `dot` laid out as SVG by `/usr/bin/dot -Tsvg`, and its exit status; without
    /// Graphviz the call throws and the test fails.
    static func svg(of dot: String) throws -> (svg: String, status: Int32) {
        let layout = Process()
        layout.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        layout.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        (layout.standardInput, layout.standardOutput, layout.standardError) = (input, output, errors)
        try layout.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        layout.waitUntilExit()
        return (svg, layout.terminationStatus)
    }
}
