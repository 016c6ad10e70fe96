import MiniRx
import VMREPLKit

/// The search screen's fake server, as a team fakes its backend: a search answers the
/// fruits that match, or fails once after `server fail`. `team-vmrepl` gives each style
/// one of its own; `server fail` scripts the next search's failure for every style, and
/// `explore` sends it like any input, so a failure path is searched too.
final class FruitServer: ScreenService {
    /// Why a search failed.
    struct Unavailable: Error, Equatable {}

    /// What `server` sets: whether the next search fails.
    struct Settings: Equatable, Sendable {
        var nextSearchFails: Bool
    }

    static let defaultSettings = Settings(nextSearchFails: false)

    /// `server fail` fails the next search; `server ok` takes it back.
    static let command = ServiceCommand<Settings>(
        name: "server", usage: "server ok|fail", summary: "make the next search fail, or not",
        details: "'server fail' makes the next search the query starts fail, as a server that is down would; 'server ok' takes it back.",
        example: "server fail", words: ["ok", "fail"]
    ) { arguments in
        guard arguments.words.count == 1 else { throw arguments.wrongArguments }
        let fails = try arguments.setting(arguments.words[0], from: ["ok", "fail"]) == "fail"
        return { settings in
            settings.nextSearchFails = fails
            return [ServiceNote(fails ? "the next search will fail" : "searches answer again", settings: ["nextSearchFails": .flag(fails)])]
        }
    }

    /// Whether the search now asked for fails.
    private var failsNext = false

    /// A server whose searches answer.
    init() {}

    /// The server `team-vmrepl` gives a style: it answers at once, on no scheduler.
    convenience init(scheduler: SchedulerType, clock: VirtualClock, settings: Settings) {
        self.init()
    }

    /// Fails the next search, as `server fail` does: for the team's own tests.
    func failNextSearch() {
        failsNext = true
    }

    /// `server fail` and `server ok` take effect at once; a scripted failure waits for
    /// the search it is for, however many keystrokes come before it.
    func adopt(_ settings: Settings, sending input: String?) {
        if input == nil || settings.nextSearchFails { failsNext = settings.nextSearchFails }
    }

    /// A scripted failure is the server's from the next keystroke on: the settings say
    /// searches answer again.
    static func settings(_ settings: Settings, afterSending input: String) -> Settings {
        Settings(nextSearchFails: false)
    }

    /// The fruits starting with `query`, or ``Unavailable`` once after `server fail`.
    func search(_ query: String) -> Observable<[String]> {
        Observable.deferred { [self] in
            guard !failsNext else {
                failsNext = false
                return .error(Unavailable())
            }
            return .just(FruitSearch.results(for: query))
        }
    }
}
