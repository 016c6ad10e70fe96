import MiniRx

/// The view model behind the page's `myStyle` (docs/YOUR-VIEW-MODELS.md): the page
/// leaves it to the reader; a counter written as its `transform(input:)` reads.
final class MyCounterViewModel {
    struct Input {
        let countUpTap: Observable<Void>
    }

    struct Output {
        let count: Observable<String>
    }

    func transform(input: Input) -> Output {
        Output(count: input.countUpTap.scan(0) { total, _ in total + 1 }.map(String.init).startWith("0").share(replay: 1))
    }
}
