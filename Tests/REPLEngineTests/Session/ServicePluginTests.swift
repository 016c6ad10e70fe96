import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A screen of a team's own with a fake service of its own: the service's command works
/// as `api` does for the login screen — parsed, completed, explained by `help`, its
/// settings kept across `reset`, its notes in text and JSON — without the engine
/// knowing it.
@Suite struct ServicePluginTests {
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
                return [ServiceNote("the forecast is \(forecast)", record: ("weather", ["forecast": .text(forecast)]))]
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
        #expect(run(engine, "weather rainy").contains(#"{"forecast":"rainy","kind":"weather"}"#))
    }

    @Test func helpAndCompletionKnowIt() {
        let engine = Engine(catalog: Self.catalog)
        #expect(run(engine, "help").contains { $0.hasPrefix("  break it:") && $0.contains("api, weather, reset") })
        #expect(run(engine, "help weather").first == "usage: weather sunny|rainy")
        #expect(engine.completions(for: "weather r") == ["rainy"])
        #expect(engine.completions(for: "wea") == ["weather"])
    }

    @Test func aServiceCommandMayNotTakeAnotherCommandsName() {
        final class Clash: ScreenService {
            static let defaultSettings = 0
            static let command = ServiceCommand<Int>(name: "reset", usage: "reset", summary: "", details: "", example: "reset", words: []) { _ in { _ in [] } }
            init(scheduler: SchedulerType, clock: VirtualClock, settings: Int) {}
            func adopt(_ settings: Int, sending input: String?) {}
        }
        let screen = Screen(name: "clash", summary: "", inputs: [Self.look], outputs: [], service: Clash.self)
        let style = Style(name: "clasher", summary: "", keyIdea: "", variants: [
            Variant(of: screen) { _ in ViewModelPorts(PublishRelay<Void>(), inputs: [.tap(Self.look) {}], outputs: []) },
        ])
        #expect(throws: CatalogError.builtInCommand("reset", screen: "clash")) { try Engine.check(try Catalog.shipped.adding([style], screens: [screen])) }
    }
}
