/// The colours of text output on a terminal, for a dark or a white background: on white,
/// yellow and cyan vanish, so split titles are bold blue and terminal events magenta.
/// `VMREPL_PALETTE=light` chooses the light one. Nothing is faint: dim text vanishes on
/// a projector.
public enum Palette: String, CaseIterable, Sendable {
    /// For a dark background (the default).
    case dark
    /// For a white background.
    case light

    /// `text` in the colour of a demo's narration.
    public func narration(_ text: String) -> String {
        "\u{1B}[\(code(.narration))m\(text)\u{1B}[0m"
    }

    /// What a colour is for.
    enum Role {
        case split, terminalEvent, error, diagnostic, added, removed, narration
        case keyword, type, string, number
    }

    /// The SGR parameters of `role`'s colour.
    func code(_ role: Role) -> String {
        switch (self, role) {
        case (_, .error), (_, .removed), (_, .string): "31"
        case (_, .added): "32"
        case (_, .keyword): "35"
        case (.dark, .split): "1;33"
        case (.light, .split): "1;34"
        case (.dark, .terminalEvent): "36"
        case (.light, .terminalEvent): "35"
        case (.dark, .diagnostic): "35"
        case (.light, .diagnostic): "1;35"
        case (.dark, .narration): "94"
        case (.light, .narration): "34"
        case (.dark, .type): "36"
        case (.light, .type): "34"
        case (.dark, .number): "33"
        case (.light, .number): "32"
        }
    }
}
