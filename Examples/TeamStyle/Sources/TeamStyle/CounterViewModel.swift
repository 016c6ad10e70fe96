import MiniRx

/// The counter as the team writes it.
final class CounterViewModel: ViewModelType {
    struct Input {
        let countUpTap: Observable<Void>

        init(countUpTap: Observable<Void>) {
            self.countUpTap = countUpTap
        }
    }

    struct Output {
        let count: Observable<String>
    }

    init() {}

    func transform(input: Input) -> Output {
        let count = input.countUpTap
            .scan(0) { count, _ in count + 1 }
            .startWith(0)
            .map { String($0) }
            .share(replay: 1)
        return Output(count: count)
    }
}
