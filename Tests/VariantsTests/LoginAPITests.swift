import Testing
@testable import Variants

@Suite struct LoginAPITests {
    /// The token is the first non-empty part of the email between `@` signs, as
    /// `split(separator: "@").first` gives it, or the whole email when there is none.
    @Test(arguments: [
        "demo@example.com", "plain", "", "@", "@@", "@host", "@@user@host", "user@", "a@b@c",
        "ünï@cødé.com", "é́@x", "👩‍👩‍👧@family",
    ])
    func tokenTakesTheFirstPartOfTheEmail(email: String) {
        let expected = "token-" + (email.split(separator: "@").first.map(String.init) ?? email)
        #expect(LoginAPI.token(for: email) == expected)
    }

    @Test func theKnownAccountsTokenNamesItsUser() {
        #expect(LoginAPI.token(for: LoginAPI.knownEmail) == "token-demo")
    }
}
