/// One option of a command that declares its options (`explore`, `mutate`): its name, and
/// the placeholder of its value (nil: it takes none). A command's list of them is the one
/// declaration its parsing, usage line, Tab, `help`, `--help` and the shell completion
/// scripts read.
struct CommandOption {
    let name: String
    let value: String?

    /// As a usage line shows it: `[--depth N]`.
    var usage: String { "[" + name + (value.map { " " + $0 } ?? "") + "]" }
}
