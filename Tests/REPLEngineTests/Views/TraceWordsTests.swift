@testable import REPLEngine
import Testing

/// The words a class was missing in `trace`: why an error sent into an input went
/// nowhere, which output a stopped branch was on its way to, that a new login began, and
/// the fake server named as the view models call it.
@Suite struct TraceWordsTests {
    /// The trace's lines of `line`, run in `engine`, from its `trace …:` line on.
    func trace(_ engine: Engine, _ line: String) -> [String] {
        Array(engine.execute(line).0.map(\.text).drop { !$0.hasPrefix("trace ") })
    }

    /// `trace error loginTap`: styles that refused the error and styles that dropped it
    /// each say so, on lines of their own, where they once shared "no MiniRx subject
    /// received it".
    @Test func refusingAndDroppingStylesSayWhichTheyDid() {
        let engine = Engine()
        for line in ["use property relay unio reducer anyobserver", "autorun off"] { _ = engine.execute(line) }
        let lines = trace(engine, "trace error loginTap")
        let text = lines.joined(separator: "\n").replacingOccurrences(of: "\n      ", with: " ")
        #expect(text.contains("  property\n    loginTap → refused: input 'loginTap' is a method, which cannot carry errors or completion"), "\(text)")
        #expect(text.contains("  relay\n    loginTap → refused: input 'loginTap' is a relay, which cannot carry errors or completion"), "\(text)")
        #expect(text.contains("  unio reducer\n    loginTap → dropped: an observer over a relay forwards next only"), "\(text)")
        #expect(!text.contains("no MiniRx subject received it"), "\(text)")
        #expect(lines.allSatisfy { $0.count <= 80 && !$0.hasSuffix("…") }, "\(lines)")
    }

    /// Lesson 9: the reducer's outputs each remove duplicates; each stopped branch names
    /// the output it stopped short of, a late subscriber's in full.
    @Test func aStoppedBranchNamesItsOutput() {
        let engine = Engine()
        for line in ["use reducer", "email demo@example.com", "password secret123", "subscribe isLoggingIn"] { _ = engine.execute(line) }
        let lines = trace(engine, "trace password secret1234")
        for output in ["validEmail", "validPassword", "loginButtonEnabled", "isLoggingIn", "isLoggingIn ▸ #1"] {
            #expect(lines.contains { $0.hasSuffix("distinctUntilChanged (to \(output)): same as before") }, "\(output): \(lines)")
        }
    }

    /// Lesson 12: the second tap's trace says the first task was cancelled and a new one
    /// began to wait; the first tap's says only that one began.
    @Test func aNewLoginIsSeenToBegin() {
        let engine = Engine()
        for line in ["use async", "email demo@example.com", "password secret123", "autorun off"] { _ = engine.execute(line) }
        let first = trace(engine, "trace login")
        #expect(first.contains(#"    task "login" waits until @300ms"#), "\(first)")
        #expect(!first.contains { $0.contains("cancelled") }, "\(first)")
        _ = engine.execute("tick 100")
        let second = trace(engine, "trace login")
        let cancelled = second.firstIndex(of: #"    cancelled task "login", which was waiting until @300ms"#)
        let begun = second.firstIndex(of: #"    task "login" waits until @400ms"#)
        #expect(cancelled != nil && begun != nil && (cancelled ?? 0) < (begun ?? 0), "\(second)")
    }

    /// The fake server's request is named as the view models call it, not `create`.
    @Test func theServersAnswerIsNamedAsCalled() {
        let engine = Engine()
        for line in ["use relay", "email demo@example.com", "password secret123", "autorun off", "login"] { _ = engine.execute(line) }
        let lines = trace(engine, "trace tick 300")
        #expect(lines.contains { $0.contains(#"@300ms api.login "token-demo", then completed"#) }, "\(lines)")
        #expect(!lines.contains { $0.contains("create") }, "\(lines)")
    }
}
