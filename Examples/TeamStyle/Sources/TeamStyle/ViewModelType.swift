/// How the team writes every view model: the view's events in as `Input`, everything it
/// shows out as `Output`, built once by `transform(input:)`.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}
