// The style of docs/YOUR-VIEW-MODELS.md, step 2, as the page shows it: the docs test
// holds the page to this file, and the team package builds it.
import MiniRx
import VMREPLKit

public let myStyle = Style(name: "mine", summary: "what it is, in one line",
                           keyIdea: "what sets it apart", variants: [
    Variant(of: .counter) { _ in
        let taps = PublishSubject<Void>()
        let viewModel = MyCounterViewModel()
        let output = viewModel.transform(input: .init(countUpTap: taps.asObservable()))
        return ViewModelPorts(viewModel, inputs: [
            .observer(Screen.Counter.countUp, taps.asObserver(), kind: .injectedObservable),
        ], outputs: [
            .observable(Screen.Counter.count, output.count),
        ])
    },
])
