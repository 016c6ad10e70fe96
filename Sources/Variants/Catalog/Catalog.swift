import MiniRx

/// A way of writing a view model, as the catalog lists it.
public struct Style: Sendable {
    /// The name typed in `use NAME`: `property`, `relay`, ….
    public let name: String
    /// One line on what it is.
    public let summary: String
    /// The idea that sets it apart, and how it treats errors.
    public let keyIdea: String
}

/// What a variant is built with: the fake API, the virtual-time scheduler, and a place
/// where its two screens can share objects (the keyed-Flux app's dispatcher and session).
public struct VariantEnvironment {
    /// The login API this variant calls.
    public let api: LoginAPI
    /// The scheduler for asynchronous work.
    public let scheduler: SchedulerType
    /// Objects the variant's screens share; one per variant instance.
    public let shared: SharedObjects

    /// Bundles an API, a scheduler and a fresh place for shared objects.
    public init(api: LoginAPI, scheduler: SchedulerType) {
        self.api = api
        self.scheduler = scheduler
        self.shared = SharedObjects()
    }
}

/// Objects shared by the screens of one variant instance, made on first use.
public final class SharedObjects {
    private var objects: [String: AnyObject] = [:]

    init() {}

    /// The object stored under `key`, made by `make` the first time.
    func object<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
        if let existing = objects[key] as? Object { return existing }
        let object = make()
        objects[key] = object
        return object
    }
}

/// One style in the catalog, with the means to build its view model for either screen.
public struct CatalogEntry: Sendable {
    /// The style.
    public let style: Style
    /// The files that hold the style's code for each screen, under `Sources/Variants`:
    /// its view model (for Flux, its store and action creator) and what only it uses.
    /// `source` shows them (``EmbeddedSources``).
    public let sources: [Screen: [String]]
    private let build: @Sendable (Screen, VariantEnvironment) -> VariantAdapter

    init(_ style: Style, sources: [Screen: [String]], build: @escaping @Sendable (Screen, VariantEnvironment) -> VariantAdapter) {
        self.style = style
        self.sources = sources
        self.build = build
    }

    /// Builds a fresh view model of this style for `screen`.
    public func make(_ screen: Screen, in environment: VariantEnvironment) -> VariantAdapter {
        build(screen, environment)
    }
}

/// Every style, in the fixed order the REPL shows them. Adding a style is adding its view
/// model files, one `CatalogEntry`, and its line here.
public enum Catalog {
    /// All styles, in display order.
    public static let all: [CatalogEntry] = [.property, .relay, .anyObserver, .scan, .unio, .mvvm, .flux, .fluxKeyed, .reducer]

    /// The entry named `name`, if any.
    public static func entry(named name: String) -> CatalogEntry? {
        all.first { $0.style.name == name }
    }
}

/// The reasons a style gives for not exposing a current value.
enum Unreadable {
    static let localState = CurrentValue.unavailable("its state is local to init, captured by the bindings")
    static let scan = CurrentValue.unavailable("scan keeps its state inside each subscription; there is none to read")
    static let event = CurrentValue.unavailable("a login result is an event, not a state")
    static let unioObservable = CurrentValue.unavailable("Unio hides State, and this output is an Observable")
    static let streams = CurrentValue.unavailable("its outputs are streams built in init; nothing holds a value")
    static let reducerEvent = CurrentValue.unavailable("a login result is an event, and events do not replay")
}
