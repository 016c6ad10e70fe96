import Testing
@testable import MiniRx
@testable import Variants
@testable import StyleKit

/// A screen used for a long time must not grow with every login: what a finished login
/// leaves behind is freed (or replaced by the next one), not kept until the screen goes.
@Suite struct RepeatedLoginTests {
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func loginsLeaveNothingBehind(style: String) throws {
        let harness = Harness(try #require(Catalog.shipped.style(named: style)), .login)
        harness.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
        func login() {
            harness.send("loginTap")
            harness.runToIdle()
        }
        for _ in 0..<3 { login() }
        let settled = Resources.balanceOnCurrentThread
        for _ in 0..<20 { login() }
        #expect(Resources.balanceOnCurrentThread == settled, "\(style): \(Resources.balanceOnCurrentThread - settled) more live resources after 20 more logins")
    }
}

/// A screen that goes while its login waits for the server takes the request with it:
/// nothing of it stays alive waiting for an answer that a virtual clock nobody moves any
/// more will never give (as after the REPL's `reset`).
@Suite struct ScreenGoneInFlightTests {
    @Test(arguments: Catalog.shipped.styles.map(\.name))
    func aScreenGoneWithALoginInFlightLeavesNothingBehind(style: String) throws {
        let entry = try #require(Catalog.shipped.style(named: style))
        let before = Resources.balanceOnCurrentThread
        do {
            let harness = Harness(entry, .login)
            harness.type(email: LoginAPI.knownEmail, password: LoginAPI.knownPassword)
            harness.send("loginTap")
        }
        #expect(Resources.balanceOnCurrentThread == before, "\(style): \(Resources.balanceOnCurrentThread - before) live resources after the screen went")
    }
}
