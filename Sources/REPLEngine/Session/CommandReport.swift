import Variants

/// What one command did, for a renderer to print.
struct CommandReport {
    /// One variant's answer to an input it was sent, where it is worth saying.
    struct Delivery {
        let variant: String
        /// The variant's catalog index, for its row prefix.
        let index: Int
        let outcome: String
        let delivered: Bool
    }

    /// A diagnostic MiniRx reported while the command ran.
    struct Diagnostic {
        let variant: String
        let message: String
        let wouldCrashDebugBuild: Bool
    }

    /// One stream as one subscriber saw it, in every variant.
    struct Group {
        let key: GroupKey
        /// What each variant's subscriber received, by catalog index from
        /// `digests.startIndex`: the capture's own storage, not a copy.
        let digests: ArraySlice<EventDigest>
        /// How each variant's stream had ended before, by catalog index; nil where it had not.
        let ended: [String?]
    }

    /// One output's current value in every active variant.
    struct StateRow {
        let stream: String
        /// Each variant's value: its name, its catalog index, and the value as text.
        let values: [(variant: String, index: Int, text: String)]
    }

    var deliveries: [Delivery] = []
    var deliveryTitle = ""
    var groups: [Group] = []
    var states: [StateRow] = []
    var diagnostics: [Diagnostic] = []
    var info: [String] = []
    /// The variants shown, by catalog index, in catalog order.
    var shownVariants: [Int] = []
    /// What each variant's row starts with, by catalog index: two spaces, the name padded
    /// to the width of the name column, two spaces.
    var rowPrefixes: [String] = []
    /// Set when Ctrl-C stopped the command: how far it got.
    var interruptedAfter: (done: Int, of: Int)?
}
