/// A built view model and its ports: what a ``Variant`` gives the REPL.
public struct ViewModelPorts {
    let viewModel: AnyObject
    let inputs: [InputPort]
    let outputs: [OutputPort]
    let log: ActionLog?
    /// What of the view model runs on RxSwift itself though its ports do not (`the login
    /// request`, made with RxLibraries on the `RealRxSwift` trait), in words: `resources`
    /// says it does not count it.
    package var partOnRxSwift: String?

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
