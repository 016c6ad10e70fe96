import StyleKit

extension Catalog {
    /// The eleven shipped styles and their three screens.
    public static let shipped = Catalog(checked: [.property, .relay, .anyObserver, .scan, .unio, .mvvm, .flux, .fluxKeyed, .reducer, .observation, .async],
                                        screens: Screen.shipped)
}
