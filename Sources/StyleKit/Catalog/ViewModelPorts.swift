/// A built view model and its ports: what a ``Variant`` gives the REPL.
public struct ViewModelPorts {
    let viewModel: AnyObject
    let inputs: [InputPort]
    let outputs: [OutputPort]
    let log: ActionLog?

    /// Ports over `viewModel`, which the REPL keeps alive as long as the variant runs.
    public init(_ viewModel: AnyObject, inputs: [InputPort], outputs: [OutputPort]) {
        self.init(viewModel, inputs: inputs, outputs: outputs, log: nil)
    }

    package init(_ viewModel: AnyObject, inputs: [InputPort], outputs: [OutputPort], log: ActionLog?) {
        self.viewModel = viewModel
        self.inputs = inputs
        self.outputs = outputs
        self.log = log
    }
}
