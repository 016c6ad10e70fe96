import Testing
@testable import MiniRx
@testable import Variants

/// A screen used for a long time must not grow with every login: what a finished login
/// leaves behind is freed (or replaced by the next one), not kept until the screen goes.
@Suite struct RepeatedLoginTests {
    @Test(arguments: Catalog.all.map(\.style.name))
    func loginsLeaveNothingBehind(style: String) throws {
        let harness = Harness(try #require(Catalog.entry(named: style)), .login)
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
