import MiniRx

/// The counter as the team writes it.
public final class CounterViewModel: ViewModelType {
    public struct Input {
        public let countUpTap: Observable<Void>

        public init(countUpTap: Observable<Void>) {
            self.countUpTap = countUpTap
        }
    }

    public struct Output {
        public let count: Observable<String>
    }

    public init() {}

    public func transform(input: Input) -> Output {
        let count = input.countUpTap
            .scan(0) { count, _ in count + 1 }
            .startWith(0)
            .map { String($0) }
            .share(replay: 1)
        return Output(count: count)
    }
}
