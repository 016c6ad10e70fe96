/// The words of `help`.
enum HelpText {
    static func overview() -> [String] {
        let width = CommandTable.specs.map(\.usage.count).filter { $0 < 30 }.max() ?? 0
        var lines = ["commands (names may be abbreviated; Tab completes):"]
        for spec in CommandTable.specs {
            let usage = spec.usage.count < 30 ? pad(spec.usage, width) : spec.name
            lines.append("  \(pad(usage, width))  \(spec.summary)")
        }
        lines.append("'help COMMAND' explains one; lines starting with # are comments")
        return lines
    }

    static func details(_ name: String) -> [String] {
        guard let spec = CommandTable.spec(name) else { return overview() }
        return [
            "usage: \(spec.usage)",
            spec.details,
            "example: \(spec.example)",
        ]
    }
}
