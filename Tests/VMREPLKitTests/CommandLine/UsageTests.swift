import REPLEngine
import Testing
@testable import VMREPLKit

/// `--help` and the usage lines come from the option table, so nothing in the table is
/// left out of them and they fit a terminal.
@Suite struct UsageTests {
    @Test func helpListsEveryOptionWithinEightyColumns() {
        let help = Usage.help(toolName: "vmrepl")
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
        for option in CommandLineOption.all {
            #expect(help.contains("  " + option.synopsis), "\(option.name)")
        }
    }

    @Test func eachModesUsageLineShowsExactlyItsOptions() {
        for mode in CommandLineOption.Mode.allCases where mode != .run {
            let line = Usage.line(for: mode, toolName: "vmrepl")
            for option in CommandLineOption.all where !option.isImmediate {
                #expect(line.contains("[\(option.synopsis)]") == option.applies(in: mode), "\(mode): \(option.name)")
            }
        }
        // The option the hand-written usage left out.
        #expect(Usage.line(for: .demo, toolName: "vmrepl").contains("[--typing-speed N]"))
    }

    @Test func everyOptionInTheTableParsesInEachModeItAppliesTo() throws {
        for option in CommandLineOption.all where !option.isImmediate {
            let value: [String]
            switch option.value {
            case .none: value = []
            case .choice(let words): value = [words[0]]
            case .number(let range, _): value = [String(range.lowerBound)]
            case .inputFile, .command: value = ["countup"]
            case .outputFile(let ext): value = ["out." + (ext ?? "txt")]
            }
            for mode in CommandLineOption.Mode.allCases where option.applies(in: mode) {
                let operand = mode == .check || mode == .mutate ? ["a.vmt"] : mode == .demo ? ["1"] : []
                // mutate's --force replaces what --save writes, and is refused without it.
                let partner = mode == .mutate && option.name == "--force" ? ["--save", "out"] : []
                let words = (mode == .run ? [] : [mode.rawValue]) + [option.name] + value + partner + operand
                #expect(throws: Never.self, "\(words)") { _ = try CommandLineParser.parse(words) }
            }
        }
    }
}
