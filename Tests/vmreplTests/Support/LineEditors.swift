import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One thing a person does at the prompt: keys typed together (a word, or one key's
/// sequence), or a pause until the screen shows `text` (after Esc, which a line editor
/// waits on to tell it from the start of an arrow's sequence).
enum Typed {
    case keys([UInt8])
    case pause(until: String)

    static func text(_ text: String) -> Typed { .keys(Array(text.utf8)) }
}

/// A line editor on a pseudo-terminal, fed lines key by key, which says what lines it
/// took: vmrepl, GNU readline (python3's `input()`), or libedit with its own reader
/// (`LibeditReader`). Each starts with an empty home, so no ~/.editrc or ~/.inputrc of
/// the machine's is read.
struct LineEditor {
    enum Kind {
        case vmrepl, readline, libedit
    }

    let kind: Kind

    static let prompt = "vmrepl> "

    /// The lines typed in the order they were typed, each as `lines` ends it with Enter.
    /// `typedAhead` is typed into the terminal before the editor starts; `utf8Erase: false`
    /// has the terminal erase a byte of it, not a character.
    func lines(typing lines: [[Typed]], typedAhead: [UInt8] = [], utf8Erase: Bool = true, columns: UInt16 = 80,
               completing words: [String] = []) throws -> [String] {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("line-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let output = home.appendingPathComponent("lines").path
        var environment = ["HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "NO_COLOR": "1", "VMREPL_HISTORY": "",
                           "INPUTRC": home.appendingPathComponent("inputrc").path]
        environment["LC_ALL"] = nil
        environment["ORACLE_WORDS"] = words.joined(separator: " ")
        try Self.inputrc.write(toFile: home.appendingPathComponent("inputrc").path, atomically: true, encoding: .utf8)
        let terminal: PseudoTerminal
        switch kind {
        case .vmrepl:
            terminal = try PseudoTerminal(environment: environment, columns: columns, rows: 24, typedAhead: typedAhead, utf8Erase: utf8Erase)
        case .readline:
            let script = home.appendingPathComponent("oracle.py").path
            try Self.readlineScript.write(toFile: script, atomically: true, encoding: .utf8)
            terminal = try PseudoTerminal(executable: "/usr/bin/python3", arguments: [script, output], environment: environment,
                                          columns: columns, rows: 24, typedAhead: typedAhead, utf8Erase: utf8Erase)
        case .libedit:
            terminal = try PseudoTerminal(executable: Platform.productsDirectory.appendingPathComponent("LibeditReader").path,
                                          arguments: [output], environment: environment, columns: columns, rows: 24,
                                          typedAhead: typedAhead, utf8Erase: utf8Erase)
        }
        var mark = try terminal.waitFor(Self.prompt)
        for line in lines {
            try terminal.waitForKeys()
            var typedAt = terminal.screen.endIndex
            for typed in line {
                switch typed {
                case .keys(let bytes):
                    typedAt = terminal.screen.endIndex
                    terminal.type(bytes: bytes)
                    try terminal.waitUntilReading()
                case .pause(let text):
                    try terminal.waitFor(text, after: typedAt)
                }
            }
            mark = terminal.screen.endIndex
            terminal.type("\r")
            // Enter ends the line on the screen; the next prompt follows.
            let newline = try terminal.waitFor("\n", after: mark)
            mark = try terminal.waitFor(Self.prompt, after: newline)
        }
        try terminal.waitForKeys()
        if kind == .vmrepl {
            terminal.type("save \(output)\r")
            try terminal.waitFor("'vmrepl check", after: mark)
            terminal.type("quit\r")
        } else {
            terminal.type("\u{4}")
        }
        _ = try terminal.waitForExit()
        let written = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        switch kind {
        case .vmrepl:
            // The saved session: each line after the prompt (a line of blanks is not kept).
            return written.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.hasPrefix(Self.prompt) }.map { String($0.dropFirst(Self.prompt.count)) }
        case .readline:
            return try written.split(separator: "\n").map { try JSONDecoder().decode(String.self, from: Data($0.utf8)) }
                .filter { $0.contains { $0 != " " && $0 != "\t" } }
        case .libedit:
            return written.split(separator: "\n").map { hex in
                String(decoding: stride(from: 0, to: hex.count, by: 2).compactMap {
                    UInt8(hex.dropFirst($0).prefix(2), radix: 16)
                }, as: UTF8.self)
            }.filter { $0.contains { $0 != " " && $0 != "\t" } }
        }
    }

    /// Whether python3 reads lines with GNU readline (on macOS its `readline` is libedit).
    static let readlineIsGNU: Bool = {
        guard let run = try? Binary.shell("/usr/bin/python3 -c 'import readline, sys; sys.exit(0 if \"GNU\" in readline.__doc__ else 1)'") else { return false }
        return run.status == 0
    }()

    /// The oracle: each line python3's `input()` reads with GNU readline, as JSON.
    static let readlineScript = """
    import json, os, readline, sys
    # The words Tab completes (vmrepl completes its commands), if the test names them; a
    # word completed is followed by a blank, as readline's own completion adds one (Python
    # turns that off for its own completer).
    words = os.environ.get("ORACLE_WORDS", "").split()
    if words:
        readline.set_completer(lambda text, state: ([w + " " for w in words if w.startswith(text)] + [None])[state])
        readline.parse_and_bind("tab: complete")
    out = open(sys.argv[1], "w")
    while True:
        try:
            line = input("vmrepl> ")
        except EOFError:
            break
        out.write(json.dumps(line) + "\\n")
        out.flush()
    """

    /// Readline's bindings for the keys terminals send that its built-in defaults leave to
    /// the system's inputrc (these are Debian's /etc/inputrc), so the oracle is the same
    /// on every machine.
    static let inputrc = """
    set input-meta on
    set output-meta on
    "\\e[1~": beginning-of-line
    "\\e[4~": end-of-line
    "\\e[7~": beginning-of-line
    "\\e[8~": end-of-line
    "\\e[3~": delete-char
    "\\e[1;5C": forward-word
    "\\e[1;5D": backward-word
    "\\e[5C": forward-word
    "\\e[5D": backward-word
    "\\e\\e[C": forward-word
    "\\e\\e[D": backward-word
    "\\eOc": forward-word
    "\\eOd": backward-word

    """
}
