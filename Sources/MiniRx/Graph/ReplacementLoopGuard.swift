/// What an operator call built as another (``OperatorHooks``) builds, cut off where its
/// events come back into it without end: a swap can close a loop the code as written never closes (`countUp.withLatestFrom(count)`
/// bound to `count`, built as `combineLatest`, emits each time `count` changes, which it
/// changes). Unguarded that recursion overflows the stack and stops the process, a REPL
/// session with it; guarded, the sequence ends with ``OperatorHooks/EndlessLoop`` at the
/// 64th nested event, and the transcript that set it going notices.
///
/// Only a call built as another is guarded (``OperatorHooks/guarded(_:)``). It adds no
/// step to `trace` or `graph`: it forwards its source's subscription, as written code
/// would see it.
final class ReplacementLoopGuard<Element>: Observable<Element> {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Nested events deeper than this are a loop.
    static var deepest: Int { 64 }

    override func subscribe(eventHandler: @escaping (Event<Element>) -> Void) -> Disposable {
        let state = SubscriptionState((depth: 0, ended: false))
        return source.subscribe(eventHandler: { event in
            guard !state.value.ended else { return }
            state.value.depth += 1
            defer { state.value.depth -= 1 }
            guard state.value.depth <= Self.deepest else {
                state.value.ended = true
                eventHandler(.error(OperatorHooks.EndlessLoop()))
                return
            }
            eventHandler(event)
        })
    }
}

extension OperatorHooks {
    /// The error that ends a swapped call's sequence whose events come back into it
    /// without end (``ReplacementLoopGuard``).
    package struct EndlessLoop: Error, CustomStringConvertible {
        package var description: String { "the swapped call's events came back into it without end" }
    }

    /// `built`, what a swapped call built, guarded against endless loops.
    @usableFromInline
    package static func guarded<Element>(_ built: Observable<Element>) -> Observable<Element> {
        ReplacementLoopGuard(built)
    }
}
