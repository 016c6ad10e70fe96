import Testing
@testable import Variants

/// The reducer's actions and mutations describe themselves as Swift prints enum cases
/// that have no description of their own, which is what the log showed before they had one.
@Suite struct ReducerLogDescriptionTests {
    /// Cases shaped as the view models' ones, with no `CustomStringConvertible`: Swift
    /// prints these by reflection.
    private enum ReflectedAction {
        case email(String)
        case password(String)
        case loginTap
    }

    private enum ReflectedMutation {
        case setEmail(String)
        case setPassword(String)
        case setLoggingIn(Bool)
    }

    static let texts = ["demo@example.com", "", "say \"hi\"", "back\\slash", "line\nbreak", "tab\there",
                        "bell\u{7}", "ünï@cødé.com", "👩‍👩‍👧", "e\u{301}"]

    @Test(arguments: texts)
    func loginActionsAndMutationsReadAsReflection(text: String) {
        #expect(ReducerLoginViewModel.Action.email(text).description == String(describing: ReflectedAction.email(text)))
        #expect(ReducerLoginViewModel.Action.password(text).description == String(describing: ReflectedAction.password(text)))
        #expect(ReducerLoginViewModel.Mutation.setEmail(text).description == String(describing: ReflectedMutation.setEmail(text)))
        #expect(ReducerLoginViewModel.Mutation.setPassword(text).description == String(describing: ReflectedMutation.setPassword(text)))
    }

    @Test func casesWithoutTextReadAsReflection() {
        #expect(ReducerLoginViewModel.Action.loginTap.description == String(describing: ReflectedAction.loginTap))
        for flag in [true, false] {
            #expect(ReducerLoginViewModel.Mutation.setLoggingIn(flag).description == String(describing: ReflectedMutation.setLoggingIn(flag)))
        }
        #expect(ReducerCountViewModel.Action.countUp.description == "countUp")
        #expect(ReducerCountViewModel.Mutation.increment.description == "increment")
    }
}
