import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A screen of a team's own with a fake service of its own: the service's command works
/// as `api` does for the login screen — parsed, completed, explained by `help`, its
/// settings kept across `reset`, its notes in text and JSON — without the engine
/// knowing it.
@Suite(.serialized) struct ServicePluginTests {
    /// A fake weather server: what it forecasts is a setting of the session.
    final class WeatherService: ScreenService {
        struct Settings: Sendable {
            var forecast: String
        }

        static let defaultSettings = Settings(forecast: "sunny")
        static let forecasts = ["sunny", "rainy"]

        static let command = ServiceCommand<Settings>(
            name: "weather", usage: "weather sunny|rainy", summary: "set the forecast",
            details: "Sets what the weather server forecasts.", example: "weather rainy", words: forecasts
        ) { arguments in
            guard arguments.words.count == 1 else { throw arguments.wrongArguments }
            let forecast = try arguments.setting(arguments.words[0], from: forecasts)
            return { settings in
                settings.forecast = forecast
                return [ServiceNote("the forecast is \(forecast)", settings: ["forecast": .text(forecast)])]
            }
        }

        private(set) var forecast: String

        init(scheduler: SchedulerType, clock: VirtualClock, settings: Settings) {
            forecast = settings.forecast
        }

        func adopt(_ settings: Settings, sending input: String?) {
            forecast = settings.forecast
        }
    }

    static let look = Screen.Input("look", .tap, summary: "look at the sky", repeats: false)
    static let sky = Screen.Output("sky", .text)
    static let outdoor = Screen(name: "outdoor", summary: "a window", inputs: [look], outputs: [sky], service: WeatherService.self)

    static let style = Style(name: "window", summary: "a relay of what the server says", keyIdea: "asks the server on every look", variants: [
        Variant(of: outdoor) { environment in
            let server = environment.service(WeatherService.self)
            let seen = PublishRelay<String>()
            return ViewModelPorts(seen, inputs: [.tap(look, kind: .relay) { seen.accept(server.forecast) }],
                                  outputs: [.observable(sky, seen.asObservable())])
        },
    ])

    static let catalog: Catalog = {
        do {
            return try Catalog.shipped.adding([style], screens: [outdoor])
        } catch {
            fatalError("\(error)")
        }
    }()

    private func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).lines.map(\.text)
    }

    @Test func theServicesCommandSetsItUpAndItsSettingsSurviveReset() {
        let engine = Engine(catalog: Self.catalog)
        _ = engine.execute("use window")
        #expect(run(engine, "look") == [#"sky: "sunny"  (1 variant)"#])
        #expect(run(engine, "weather rai") == ["the forecast is rainy"])
        #expect(run(engine, "look") == [#"sky: "rainy"  (1 variant)"#])
        _ = engine.execute("reset")
        #expect(run(engine, "look") == [#"sky: "rainy"  (1 variant)"#])
        #expect(run(engine, "weather foggy") == ["error: unknown setting 'foggy'; settings: sunny, rainy"])
        #expect(run(engine, "weather") == ["error: wrong arguments for 'weather'; usage: weather sunny|rainy"])
        // The login screen's service is there too, beside it.
        #expect(run(engine, "api latency 5") == ["the API answers after 5 ms"])
    }

    @Test func itsNotesAreRecordsInJSON() {
        let engine = Engine(options: EngineOptions(format: .json), catalog: Self.catalog)
        #expect(run(engine, "weather rainy").contains(#"{"command":"weather","kind":"service","settings":{"forecast":"rainy"}}"#))
    }

    @Test func helpAndCompletionKnowIt() {
        let engine = Engine(catalog: Self.catalog)
        #expect(run(engine, "help").contains { $0.hasPrefix("  break it:") && $0.contains("api, backend, weather, reset") })
        #expect(run(engine, "help weather").first == "usage: weather sunny|rainy")
        #expect(engine.completions(for: "weather r") == ["rainy"])
        #expect(engine.completions(for: "wea") == ["weather"])
    }

    /// A service whose command is `name`, on a screen of its own named `screenName`.
    static func clash(command name: String, screenName: String = "clash", settings: [String: OutputValue] = [:]) -> (Screen, Style) {
        final class Clash: ScreenService {
            nonisolated(unsafe) static var name = ""
            nonisolated(unsafe) static var settings: [String: OutputValue] = [:]
            static let defaultSettings = 0
            static var command: ServiceCommand<Int> {
                let recorded = settings
                return ServiceCommand<Int>(name: name, usage: name, summary: "", details: "", example: name, words: []) { _ in
                    { _ in [ServiceNote("set", settings: recorded)] }
                }
            }
            init(scheduler: SchedulerType, clock: VirtualClock, settings: Int) {}
            func adopt(_ settings: Int, sending input: String?) {}
        }
        Clash.name = name
        Clash.settings = settings
        let screen = Screen(name: screenName, summary: "", inputs: [look], outputs: [], service: Clash.self)
        let style = Style(name: "clasher", summary: "", keyIdea: "", variants: [
            Variant(of: screen) { _ in ViewModelPorts(PublishRelay<Void>(), inputs: [.tap(look) {}], outputs: []) },
        ])
        return (screen, style)
    }

    /// A service's command is refused at start-up, in one line that says by what its name
    /// is taken: a command of vmrepl's, a help topic, another service's command, or a name
    /// that is not one word.
    @Test(.serialized, arguments: [
        ("reset", "service command name 'reset' is taken by vmrepl's own command 'reset' (screen 'clash'); give the service command another name"),
        ("output", "service command name 'output' is taken by 'help output', a help topic (screen 'clash'); give the service command another name"),
        ("api", "service command name 'api' is taken by the service of screen 'login' (screen 'clash' gives its own the same); give the service command another name"),
        ("set latency", "service command name 'set latency' is not one word; use letters, digits, '-' or '_', starting with a letter"),
        ("weather!", "service command name 'weather!' is not one word; use letters, digits, '-' or '_', starting with a letter"),
    ])
    func aServiceCommandMayNotTakeAnotherName(name: String, message: String) throws {
        let (screen, style) = Self.clash(command: name)
        let catalog = try Catalog.shipped.adding([style], screens: [screen])
        do {
            try Engine.check(catalog)
            Issue.record("'\(name)' was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A style or screen named like a help topic, or a style named like a screen, would
    /// hide it: `help output`, `source relay login`.
    @Test func aStyleOrScreenMayNotHideAHelpTopicOrAScreen() throws {
        let (screen, style) = Self.clash(command: "clashing")
        for name in ["output", "login", "Counter"] {
            let named = Style(name: name, summary: "", keyIdea: "", variants: style.variants)
            let catalog = try Catalog.shipped.adding([named], screens: [screen])
            #expect(throws: CatalogError.self, "style \(name)") { try Engine.check(catalog) }
        }
        for name in ["output", "reset"] {
            let (renamed, style) = Self.clash(command: "clashing", screenName: name)
            let catalog = try Catalog.shipped.adding([style], screens: [renamed])
            #expect(throws: CatalogError.nameTaken(name, kind: "screen", takenBy: name == "output" ? "'help output', a help topic" : "vmrepl's own command 'reset'")) {
                try Engine.check(catalog)
            }
        }
        #expect(throws: Never.self) { try Engine.check(try Catalog.shipped.adding([style], screens: [screen])) }
    }

    /// A service's JSON record is its settings nested under its command: settings named
    /// `kind` or `end` cannot make it a record of another kind.
    @Test func aServicesRecordCannotForgeAnotherKind() throws {
        let (screen, style) = Self.clash(command: "forge", settings: ["kind": .text("end"), "status": .text("ok")])
        let engine = Engine(options: EngineOptions(format: .json), catalog: try Catalog.shipped.adding([style], screens: [screen]))
        let lines = run(engine, "forge")
        #expect(lines.count == 3)
        #expect(lines[1] == #"{"command":"forge","kind":"service","settings":{"kind":"end","status":"ok"}}"#)
        #expect(lines.filter { $0.contains(#""kind":"end""#) && !$0.contains("settings") }.count == 1)
    }
}
