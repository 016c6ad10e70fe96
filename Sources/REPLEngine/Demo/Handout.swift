import StyleKit

/// A talk as a handout a teacher gives out: Markdown, its narration as paragraphs and
/// its commands, with what each printed, in fenced blocks, as a fresh session prints them
/// (80 columns, no colour, `bench` figures as `[..]`, as a transcript holds them).
public enum Handout {
    /// The handout of `script`, named `name`, run over `catalog`'s styles; `run` reads
    /// with `fileReader`.
    public static func markdown(of script: DemoScript, name: String, catalog: Catalog, fileReader: FileReader?,
                                toolName: String = "vmrepl") -> [String] {
        let engine = Engine(options: .transcript(toolName: toolName), catalog: catalog)
        engine.fileReader = fileReader
        engine.runningTalk = .handout
        var lines = ["# vmrepl: \(name)"]
        var inBlock = false
        func prose(_ narration: [String]) {
            let paragraphs = self.paragraphs(narration)
            guard !paragraphs.isEmpty else { return }
            if inBlock { lines.append("```") }
            inBlock = false
            for paragraph in paragraphs { lines += ["", paragraph] }
        }
        for step in script.steps {
            prose(step.narration)
            if !inBlock { lines += ["", "```text"] }
            inBlock = true
            lines.append(Engine.prompt + step.command)
            _ = engine.execute(step.command) { lines.append($0.text) }
        }
        prose(script.closing)
        if inBlock { lines.append("```") }
        return lines
    }

    /// Narration comments as paragraphs: the text after `#`, lines joined by a space, a
    /// `#` alone between paragraphs.
    static func paragraphs(_ narration: [String]) -> [String] {
        var paragraphs: [String] = []
        var current: [String] = []
        for line in narration {
            let text = line.drop { $0 == " " || $0 == "\t" }.dropFirst().drop { $0 == " " }
            if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "#" }) {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(String(text))
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        return paragraphs
    }
}
