import Observation
import StyleKit

/// The counter as SwiftUI code writes it today: an `@Observable` class
/// whose input is a method and whose output is a stored property the view
/// reads.
///
/// Key idea: there is no stream to subscribe to. SwiftUI reads `count`
/// when it renders, once per render pass, so three taps between two passes
/// are one render showing the last value; a view that appears later reads
/// the value then. (An app marks this class `@MainActor`; here the
/// session's thread is the main actor.) Errors: none can enter — a method
/// carries no terminal event.
@Observable
public final class ObservationCountViewModel {
    /// The count.
    public private(set) var count = 0

    /// Creates a counter at zero.
    public init() {}

    /// Counts one up.
    public func countUp() {
        count += 1
    }
}
