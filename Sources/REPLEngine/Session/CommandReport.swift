import Variants

/// What one command did, for a renderer to print.
struct CommandReport {
    /// One variant's answer to an input it was sent, where it is worth saying.
    struct Delivery {
        let variant: String
        let outcome: String
        let delivered: Bool
    }

    /// A diagnostic MiniRx reported while the command ran.
    struct Diagnostic {
        let variant: String
        let message: String
        let wouldCrashDebugBuild: Bool
    }

    /// One stream as one subscriber saw it, in every active variant.
    struct Group {
        /// One variant's row: what it received, or how its stream ended before.
        struct Row {
            let variant: String
            /// What a row for this variant starts with: two spaces, the name padded to the
            /// width of the name column, two spaces.
            let rowPrefix: String
            let digest: EventDigest
            let ended: String?
        }

        let key: GroupKey
        let rows: [Row]
    }

    /// One output's current value in every active variant.
    struct StateRow {
        let stream: String
        let values: [(variant: String, text: String)]
    }

    var deliveries: [Delivery] = []
    var deliveryTitle = ""
    var groups: [Group] = []
    var states: [StateRow] = []
    var diagnostics: [Diagnostic] = []
    var info: [String] = []
    /// The width of the variant-name column: the widest active name, in characters.
    var variantColumnWidth = 0
    /// Set when Ctrl-C stopped the command: how far it got.
    var interruptedAfter: (done: Int, of: Int)?
}
