extension JSONRenderer {
    /// `mutate` at the prompt: its lines, as the text shows them.
    struct MutationText: Encodable {
        var kind = "mutate"
        let lines: [String]
    }
}
