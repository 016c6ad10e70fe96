import MiniRx
import Testing
@testable import REPLEngine
import Variants
import StyleKit

/// A style and a screen added through the public API appear everywhere a shipped one does:
/// `variants`, `help`, completion, JSON, `state`, `check`.
@Suite struct PluginTests {
    /// A volume control: a number, a toggle and a tap in; a number, a flag and a list out.
    static let mixer = Screen(name: "mixer", summary: "a volume slider and a mute switch",
                              inputs: [Mixer.volume, Mixer.mute, Mixer.louder], outputs: [Mixer.level, Mixer.muted, Mixer.presets])

    /// The mixer's inputs and outputs, which its variants name their ports by.
    enum Mixer {
        static let volume = Screen.Input("volume", .number, summary: "set the volume to N")
        static let mute = Screen.Input("mute", .toggle, summary: "turn mute on or off")
        static let louder = Screen.Input("louder", .tap, summary: "raise the volume by one, N times")
        static let level = Screen.Output("level", .number)
        static let muted = Screen.Output("muted", .flag)
        static let presets = Screen.Output("presets", .list)
    }

    /// The mixer written with relays.
    final class RxMixer {
        let volume = BehaviorRelay(value: 0)
        let mute = BehaviorRelay(value: false)
        var level: Observable<Int> {
            Observable.combineLatest(volume, mute) { $1 ? 0 : $0 }.distinctUntilChanged()
        }
    }

    /// The mixer written without Rx: a value and a callback.
    final class PlainMixer {
        private(set) var volume = 0 { didSet { onLevel?(muted ? 0 : volume) } }
        var muted = false { didSet { onLevel?(muted ? 0 : volume) } }
        var onLevel: ((Int) -> Void)?
        func set(_ value: Int) { volume = value }
        func louder() { volume += 1 }
    }

    static let rx = Style(name: "rxmixer", summary: "relays and combineLatest", keyIdea: "level is derived and deduplicated", variants: [
        Variant(of: mixer) { _ in
            let viewModel = RxMixer()
            return ViewModelPorts(viewModel, inputs: [
                .number(Mixer.volume, kind: .relay) { viewModel.volume.accept($0) },
                .toggle(Mixer.mute, kind: .relay) { viewModel.mute.accept($0) },
                .tap(Mixer.louder, kind: .relay) { viewModel.volume.accept(viewModel.volume.value + 1) },
            ], outputs: [
                .observable(Mixer.level, viewModel.level, current: { viewModel.mute.value ? 0 : viewModel.volume.value }),
                .observable(Mixer.muted, viewModel.mute.asObservable(), current: { viewModel.mute.value }),
                .observable(Mixer.presets, Observable.just(["quiet", "loud"])),
            ])
        },
    ])

    static let plain = Style(name: "plainmixer", summary: "a class with a callback", keyIdea: "every set calls back, changed or not", variants: [
        Variant(of: mixer) { _ in
            let viewModel = PlainMixer()
            return ViewModelPorts(viewModel, inputs: [
                .number(Mixer.volume) { viewModel.set($0) },
                .toggle(Mixer.mute) { viewModel.muted = $0 },
                .tap(Mixer.louder) { viewModel.louder() },
            ], outputs: [
                .callback(Mixer.level, current: { viewModel.muted ? 0 : viewModel.volume }) { send in
                    viewModel.onLevel = send
                    return { viewModel.onLevel = nil }
                },
                // A callback the view model never calls: muting is not observable here.
                .callback(Mixer.muted, current: { viewModel.muted }) { (_: @escaping (Bool) -> Void) in {} },
                .callback(Mixer.presets, subscribe: { send in
                    send(["quiet", "loud"])
                    return {}
                }),
            ])
        },
    ])

    static let catalog: Catalog = {
        do {
            return try Catalog.shipped.adding([rx, plain], screens: [mixer])
        } catch {
            fatalError("\(error)")
        }
    }()

    private func run(_ engine: Engine, _ line: String) -> [String] {
        engine.execute(line).lines.map(\.text)
    }

    @Test func theScreensCommandsRunOnTheStylesThatImplementIt() {
        let engine = Engine(catalog: Self.catalog)
        #expect(run(engine, "volume 3") == ["level: 3  (both agree)"])
        #expect(run(engine, "louder 2") == ["level: 4 5  (both agree)"])
        // The plain mixer's muted callback is never called: it has nothing to show.
        #expect(run(engine, "mute on") == ["level: 0  (both agree)", "muted:", "  true  rxmixer", "  —     plainmixer"])
        #expect(run(engine, "state level") == ["level: 0  (both agree)"])
        // The shipped screens go on as before, without the mixer's styles.
        #expect(run(engine, "countup") == [#"count: "1"  (all 9 agree)"#])
    }

    @Test func aStyleAddedAppearsInVariantsHelpAndCompletion() {
        let engine = Engine(catalog: Self.catalog)
        let variants = run(engine, "variants")
        #expect(variants.contains { $0.contains("rxmixer") && $0.contains("relays and combineLatest") })
        #expect(variants.contains { $0.contains("plainmixer") })
        let help = run(engine, "help")
        #expect(help.contains { $0.hasPrefix("  volume N ") && $0.hasSuffix("set the volume to N") })
        #expect(help.contains { $0.hasPrefix("  mute on|off ") })
        #expect(help.contains { $0.hasPrefix("  louder [N] ") })
        #expect(run(engine, "help volume") == [
            "usage: volume N",
            "Sends N into every active variant's volume input.",
            "example: volume 42",
        ])
        #expect(run(engine, "help rxmixer").first == "variant rxmixer: relays and combineLatest")
        #expect(engine.completions(for: "vol") == ["volume"])
        #expect(engine.completions(for: "use rx") == ["rxmixer"])
        #expect(engine.completions(for: "subscribe pre") == ["presets"])
        #expect(engine.completions(for: "mute o") == ["on", "off"])
        #expect(engine.completions(for: "source plainmixer m") == ["mvvm", "mixer"])
    }

    @Test func badValuesForTheScreensInputsAreNamed() {
        let engine = Engine(catalog: Self.catalog)
        #expect(engine.execute("volume loud").lines.map(\.text) == ["error: 'loud' is not a whole number; usage: volume N"])
        #expect(run(engine, "volume") == ["error: wrong arguments for 'volume'; usage: volume N"])
        #expect(run(engine, "mute maybe") == ["error: unknown setting 'maybe'; settings: on, off"])
        #expect(run(engine, "error volume").first == "error volume:")
        // Two reasons to refuse, the outcome said once, the second reason's row under it.
        let refusals = run(engine, "error volume")
        #expect(refusals.filter { $0.hasPrefix("  refused  ") }.count == 1, "\(refusals)")
        #expect(refusals.filter { $0.hasPrefix("           ") && !$0.hasPrefix("            ") }.count >= 1, "\(refusals)")
        #expect(run(engine, "source rxmixer mixer") == ["error: 'rxmixer' comes from a package; vmrepl has no copy of its code to show"])
        #expect(run(engine, "source relay mixer") == ["error: 'relay' does not implement the mixer screen; its screens: counter, login,", "    typeahead"])
        #expect(run(engine, "help relay").contains("screens: counter, login, typeahead"))
        #expect(!Engine().execute("help relay").lines.contains { $0.text.hasPrefix("screens:") })
        #expect(engine.execute("source rxmixer mixer").status == .failed)
        #expect(engine.execute("source relay mixer").status == .failed)
    }

    @Test func withNoActiveVariantOfTheScreenACommandSaysWhichStylesHaveIt() {
        let engine = Engine(catalog: Self.catalog)
        _ = run(engine, "use relay")
        #expect(run(engine, "volume 1") == ["note: no active variant has the mixer screen; rxmixer and plainmixer do"])
    }

    @Test func jsonTypesTheNewFormats() {
        let engine = Engine(options: EngineOptions(format: .json), catalog: Self.catalog)
        let lines = run(engine, "subscribe presets")
        #expect(lines.contains(##"{"event":"next","kind":"event","stream":"presets","subscriber":"#1","time":0,"value":["quiet","loud"],"variant":"rxmixer"}"##))
        #expect(run(engine, "volume 7").contains(#"{"event":"next","kind":"event","stream":"level","subscriber":"view","time":0,"value":7,"variant":"plainmixer"}"#))
        #expect(run(engine, "variants").contains { $0.contains(#""name":"plainmixer""#) })
    }

    @Test func everyRecordOfTheNewScreenKeepsToTheDocumentedSchema() throws {
        let engine = Engine(options: EngineOptions(format: .json), catalog: Self.catalog)
        var kinds: Set<String> = []
        for command in ["volume 3", "mute on", "louder 2", "subscribe presets", "state", "error mute", "help volume", "marbles", "variants"] {
            for line in run(engine, command) { kinds.insert(try JSONRecordsTests.check(line)) }
        }
        #expect(kinds.isSuperset(of: ["event", "state", "delivery", "help", "marbleEvent", "variant"]))
    }

    @Test func aTranscriptOfTheNewScreenIsChecked() {
        let transcript = """
        vmrepl> use rxmixer plainmixer
        active: rxmixer plainmixer
        vmrepl> volume 2
        level: 2  (both agree)
        vmrepl> volume 2
        level:
          —  rxmixer
          2  plainmixer
        """
        #expect(TranscriptChecker.check(transcript, catalog: Self.catalog).passed)
        #expect(!TranscriptChecker.check(transcript.replacingOccurrences(of: "2  plainmixer", with: "3  plainmixer"), catalog: Self.catalog).passed)
        // The shipped catalog has no mixer: the same transcript fails there.
        #expect(!TranscriptChecker.check(transcript).passed)
    }

    @Test func anInputCommandThatIsVmreplsOwnIsRefused() throws {
        let resetTap = Screen.Input("resetTap", .tap, command: "reset", summary: "")
        let clash = Screen(name: "clash", summary: "", inputs: [resetTap], outputs: [])
        let style = Style(name: "clasher", summary: "", keyIdea: "", variants: [
            Variant(of: clash) { _ in ViewModelPorts(Box(), inputs: [.tap(resetTap) {}], outputs: []) },
        ])
        let catalog = try Catalog.shipped.adding([style], screens: [clash])
        #expect(throws: CatalogError.builtInCommand("reset", screen: "clash")) { try Engine.check(catalog) }
        #expect(CatalogError.builtInCommand("reset", screen: "clash").description
            == "screen 'clash' gives an input the command 'reset', which is vmrepl's own; pass another 'command:'")
        #expect(throws: Never.self) { try Engine.check(Self.catalog) }
    }
}

private final class Box {}

/// A style named like a command or a keyword is refused at start-up: `use all` and
/// `use reset` would not choose it.
@Suite struct ReservedStyleNameTests {
    @Test(arguments: ["all", "reset", "Countup", "help", "on"])
    func aStyleNamedLikeACommandOrKeywordIsRefused(name: String) throws {
        let style = Style(name: name, summary: "a clash", keyIdea: "none", variants: PluginTests.rx.variants)
        let catalog = try Catalog.shipped.adding([style], screens: [PluginTests.mixer])
        #expect(throws: CatalogError.reservedStyleName(name)) { try Engine.check(catalog) }
        #expect(CatalogError.reservedStyleName(name).description.hasPrefix("style '\(name)' has the name of a command or a keyword of vmrepl"))
    }
}
