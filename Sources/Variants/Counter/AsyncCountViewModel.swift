import StyleKit

/// The counter with async/await and no Rx: taps arrive on an
/// `AsyncStream`, one actor owns the count, and each view gets the counts
/// as an `AsyncStream` of its own.
///
/// Key idea: state is isolated to the actor, changed only by the loop in
/// `run()`, which a SwiftUI view starts with
/// `.task { await viewModel.run() }`. A view that starts listening later
/// gets only later counts: an `AsyncStream` replays nothing. Errors:
/// `countUps` is an `AsyncStream<Void>` continuation, which can finish —
/// the loop ends, and with it the counts — but cannot carry an error.
public actor AsyncCountViewModel {
    /// Where the view sends taps: `countUps.yield()`.
    public nonisolated let countUps: AsyncStream<Void>.Continuation
    private let taps: AsyncStream<Void>
    private var count = 0
    private var countUpdates = Broadcast<String>()

    /// Creates a counter at zero; it counts once `run()` runs.
    public init() {
        (taps, countUps) = AsyncStream.makeStream(of: Void.self)
    }

    /// The count as the label shows it.
    public var countText: String { String(count) }

    /// The counts from now on, for one view.
    public func counts() -> AsyncStream<String> {
        countUpdates.stream()
    }

    /// Counts each tap until the taps finish.
    public func run() async {
        for await _ in taps {
            count += 1
            countUpdates.send(String(count))
        }
        countUpdates.finish()
    }
}
