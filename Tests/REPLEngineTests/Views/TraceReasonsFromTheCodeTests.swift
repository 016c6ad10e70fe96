@testable import REPLEngine
import MiniRx
import StyleKit
import Testing

/// A reason `trace` gives is the one the code acted on: each test changes the deciding
/// code of one small view model (its guard removed, a `catch` added) and shows the reason
/// change with it.
@Suite struct TraceReasonsFromTheCodeTests {
    static let knock = Screen.Input("knock", .tap, summary: "knock on the door", ignoredWhile: "busy")
    static let busy = Screen.Output("busy", .flag)
    static let answer = Screen.Output("answer", .text)
    static let door = Screen(name: "door", summary: "a door to knock on", inputs: [knock], outputs: [busy, answer])

    enum DoorError: Error { case locked }

    /// A door that is busy after the first knock; `guarded` ignores a knock while busy,
    /// as the property style's `guard !_isLoggingIn.value else { return }` does.
    static func guardedDoor(_ name: String, guarded: Bool) -> Style {
        Style(name: name, summary: "a door", keyIdea: "knocks", variants: [
            Variant(of: door) { _ in
                let isBusy = BehaviorRelay(value: false)
                let answers = PublishRelay<String>()
                let knock = {
                    if guarded {
                        guard !isBusy.value else { return }
                    }
                    isBusy.accept(true)
                    answers.accept("coming")
                }
                return ViewModelPorts(isBusy, inputs: [.tap(Self.knock, knock)], outputs: [
                    .observable(busy, isBusy.asObservable(), current: { isBusy.value }),
                    .observable(answer, answers.asObservable()),
                ])
            },
        ])
    }

    /// A door whose every knock asks a service that fails; `catching` turns the error
    /// into an answer, as the relay style's chain does, where without it the error ends
    /// the chain, as in the talk's MVVM.
    static func failingDoor(_ name: String, catching: Bool) -> Style {
        Style(name: name, summary: "a door", keyIdea: "knocks", variants: [
            Variant(of: door) { _ in
                let knocks = PublishSubject<Void>()
                let asked = knocks.flatMap { _ -> Observable<String> in
                    let reply = Observable<String>.error(DoorError.locked)
                    return catching ? reply.catch { _ in .just("sorry") } : reply
                }.share()
                return ViewModelPorts(knocks, inputs: [.observer(Self.knock, knocks.asObserver())], outputs: [
                    .observable(busy, Observable.just(false)),
                    .observable(answer, asked),
                ])
            },
        ])
    }

    /// An engine over `styles` on the door screen alone.
    static func engine(_ styles: [Style]) throws -> Engine {
        let catalog = try Catalog.replacing(with: styles, screens: [door])
        let engine = Engine(catalog: catalog)
        _ = engine.execute("use all")
        return engine
    }

    /// The trace's lines of `line`, the lines a wrapped sentence was cut into joined.
    static func trace(_ engine: Engine, _ line: String) -> String {
        let lines = engine.execute(line).0.map(\.text)
        return lines.drop { !$0.hasPrefix("trace ") }.joined(separator: "\n").replacingOccurrences(of: "\n      ", with: " ")
    }

    /// The guard's reason is the state it read: with the guard, the second knock reads
    /// `busy` true and changes nothing; with the guard removed, the knock goes on and no
    /// reason is claimed.
    @Test func aGuardsReasonComesAndGoesWithTheGuard() throws {
        let engine = try Self.engine([Self.guardedDoor("guarded", guarded: true), Self.guardedDoor("unguarded", guarded: false)])
        // The first knock: the guard reads false and lets it through, so it is no reason.
        let first = Self.trace(engine, "trace knock")
        #expect(!first.contains("then changed nothing"), "\(first)")
        let second = Self.trace(engine, "trace knock")
        #expect(second.contains("  guarded\n    knock → read busy true, then changed nothing"), "\(second)")
        #expect(second.contains("BehaviorRelay true → busy ▸ view") && second.contains(#"PublishRelay "coming" → answer ▸ view"#), "\(second)")
        #expect(second.components(separatedBy: "then changed nothing").count == 2, "\(second)")
        #expect(!second.contains("nothing changed; the view showed"), "\(second)")
    }

    /// A chain an error ended says so; with a `catch` added, the chain lives, the knock
    /// is answered, and no reason is claimed.
    @Test func anEndedChainsReasonComesAndGoesWithTheCatch() throws {
        let engine = try Self.engine([Self.failingDoor("failing", catching: false), Self.failingDoor("catching", catching: true)])
        _ = engine.execute("knock")
        let trace = Self.trace(engine, "trace knock")
        #expect(trace.contains("answer had ended with error(locked): an ended stream emits nothing more"), "\(trace)")
        let catching = trace.components(separatedBy: "  catching\n").last ?? ""
        #expect(catching.contains("catch \"sorry\"") && !catching.contains("had ended"), "\(trace)")
    }

    /// Where the engine saw no read and no end, it claims no cause: a guard it cannot
    /// see (`@Observable`'s) is only what was seen.
    @Test func anUnseenGuardClaimsNoCause() {
        let engine = Engine()
        for line in ["use observation", "email demo@example.com", "password secret123", "autorun off", "login"] { _ = engine.execute(line) }
        let trace = Self.trace(engine, "trace login")
        #expect(trace.contains("nothing changed; the view showed isLoggingIn true before it"), "\(trace)")
        #expect(!trace.contains("read "), "\(trace)")
    }
}
