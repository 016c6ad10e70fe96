// The whole vmrepl — REPL, batch, `check`, JSON, demo — as a library, so that a package
// can run it with its own styles and screens: `VMREPL.main(adding: [myStyle])`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLineEdit
import Experiments
import REPLEngine
import RxLibraries
@_exported import StyleKit
import Variants

/// vmrepl's entry point: the shipped styles, or a package's beside them or instead.
public enum VMREPL {
    /// The version `--version` prints.
    public static let version = "vmrepl 0.1.0"

    /// Runs vmrepl with `styles` after the eleven shipped ones and `screens` after the
    /// shipped counter, login and type-ahead screens, and exits with its status. It names itself `name`, or
    /// as it was run (`team-vmrepl`), in its messages, `--help`, `--version` and reports.
    public static func main(adding styles: [Style] = [], screens: [Screen] = [], name: String? = nil) -> Never {
        if let name { Tool.name = name }
        run { () throws(CatalogError) in try catalog(adding: styles, screens: screens) }
    }

    /// Runs vmrepl with `styles` instead of the shipped ones, over `screens` and the
    /// shipped screens they implement, and exits with its status. It names itself `name`,
    /// or as it was run.
    public static func main(replacing styles: [Style], screens: [Screen] = [], name: String? = nil) -> Never {
        if let name { Tool.name = name }
        run { () throws(CatalogError) in try catalog(replacing: styles, screens: screens) }
    }

    /// The catalog `main(adding:screens:)` runs, checked as it checks it: for a package's
    /// tests.
    public static func catalog(adding styles: [Style], screens: [Screen] = []) throws(CatalogError) -> Catalog {
        let catalog = try Catalog.shipped.adding(styles, screens: screens)
        try Engine.check(catalog)
        return catalog
    }

    /// The catalog `main(replacing:screens:)` runs, checked as it checks it.
    public static func catalog(replacing styles: [Style], screens: [Screen] = []) throws(CatalogError) -> Catalog {
        let catalog = try Catalog.replacing(with: styles, screens: screens)
        try Engine.check(catalog)
        return catalog
    }

    /// Checks a transcript against `catalog`'s styles, as `vmrepl check` does, in this
    /// process: what a view model keeps in a singleton carries over from one check to the
    /// next (`vmrepl check` gives each file a process of its own). `run` and `demo` read
    /// files relative to the working directory. The tool's messages name it `toolName`,
    /// as the tool that wrote the transcript named itself (`team-vmrepl`: what a `save`
    /// line in it says).
    public static func check(transcript text: String, name: String = "transcript", catalog: Catalog, toolName: String = "vmrepl") -> TranscriptReport {
        let result = TranscriptChecker.check(text, name: name, catalog: catalog, fileReader: TranscriptFileCheck.reader(beside: "-"), toolName: toolName,
                                             experiments: ExperimentServices.all)
        switch result.verdict {
        case .passed: return TranscriptReport(passed: true, problem: nil, diff: "")
        case .failed(let line, let reason), .invalid(let line, let reason, _):
            return TranscriptReport(passed: false, problem: "\(name):\(line): \(reason)", diff: result.diff)
        }
    }

    /// Makes the catalog (a misuse is one line on standard error and exit status 2), then
    /// runs the command line over it.
    private static func run(_ makeCatalog: () throws(CatalogError) -> Catalog) -> Never {
        // First of all: a SIGINT, SIGTERM or SIGHUP from here on is kept, and honoured when
        // the command looks or ends. A parent that started vmrepl with SIGINT ignored (a
        // script's background job) would otherwise lose a Ctrl-C sent while the catalog is
        // made.
        vmrepl_install_interrupt_handler()
        let catalog: Catalog
        do throws(CatalogError) {
            catalog = try makeCatalog()
        } catch {
            StandardStreams.error.write("\(Tool.name): \(error)\n")
            StandardStreams.error.flush()
            exit(ExitCode.usageOrIO.rawValue)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Swift reads an argument that is not UTF-8 with its bytes replaced: a file of that
        // name would be "no such file". Said as it is, before any work.
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
            if String(validating: bytes, as: UTF8.self) == nil {
                StandardStreams.error.write("\(Tool.name): the argument '\(ShownName.of(bytes: bytes))' is not UTF-8; vmrepl reads its arguments, file names too, as UTF-8 (rename such a file: 'convmv' converts names)\n")
                StandardStreams.error.flush()
                exit(ExitCode.usageOrIO.rawValue)
            }
        }
        // On RxSwift itself a misuse stops its debug build, as it would stop the app: the
        // program ends on RxSwift's one message at once wherever that happens (`-e`, a
        // pipe, a script; the prompt asks first), not after Swift's backtrace, which
        // waits seconds and says nothing of the session.
        if !RxLibrariesInUse.areMiniRx {
            signal(SIGILL, SIG_DFL)
            signal(SIGTRAP, SIG_DFL)
        }
        let status = ChildProcess(arguments: arguments).map { runChild($0, catalog: catalog) } ?? run(arguments, catalog: catalog)
        StandardStreams.output.flush()
        StandardStreams.error.flush()
        // Output or a file that could not be written is an I/O error, whatever else
        // happened; a signal's status stands.
        let failedIO = StandardStreams.output.failed || FileReplacement.anyFailed
        let finished = [.success, .commandFailed].contains(status)
        let signalled = Int32(vmrepl_interrupted())
        // A signal that came while a command had nothing left to look at (`--version`, the
        // last file's check) still ends vmrepl as that signal: a CI runner's Ctrl-C is never
        // an exit status 0.
        let ending: ExitCode = finished && signalled != 0 ? .ending(on: signalled) : failedIO && finished ? .usageOrIO : status
        exit(ending.rawValue)
    }

    /// Runs as the child its parent started (``ChildProcess``), under the parent's name.
    private static func runChild(_ child: ChildProcess, catalog: Catalog) -> ExitCode {
        Tool.name = child.toolName
        child.adopt()
        // A child that stops on a fatal error (RxSwift's debug build on a misuse: a file's
        // check, a line tried in the shadow) ends at once on its one message, which its parent reports:
        // Swift's backtrace would take a second and a screen that says nothing of the
        // transcript.
        signal(SIGILL, SIG_DFL)
        signal(SIGTRAP, SIG_DFL)
        switch child.role {
        case .check:
            guard child.arguments.count == 2 else { return .usageOrIO }
            return TranscriptChildren.reportToParent(child.arguments[1], bless: child.arguments[0] == "bless", catalog: catalog)
        case .explore:
            var options = EngineOptions()
            options.toolName = Tool.name
            options.experiments = ExperimentServices.all
            let engine = Engine(options: options, catalog: catalog)
            guard let slice = ExploreWorkerProcesses.sliceFromParent else {
                StandardStreams.error.write("\(Tool.name): this explore worker was given no slice it can read\n")
                return .usageOrIO
            }
            return ExploreWorkerProcesses.reportToParent(slice, engine: engine)
        case .replay:
            return SessionReplayProcess.replayForParent(catalog: catalog)
        case .shadow:
            return RxSwiftShadow.mirrorForParent(catalog: catalog)
        case .mutant:
            return MutantChildren.reportToParent(child.arguments, catalog: catalog)
        }
    }

    /// Runs one command line over `catalog`: argument parsing and wiring.
    private static func run(_ arguments: [String], catalog: Catalog) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments, toolName: Tool.name)
        } catch {
            StandardStreams.error.write("\(Tool.name): \(error)\n")
            return .usageOrIO
        }
        guard let palette = StandardStreams.palette() else {
            let value = getenv("VMREPL_PALETTE").map { String(cString: $0) } ?? ""
            StandardStreams.error.write("\(Tool.name): VMREPL_PALETTE '\(value)' is not a palette; set it to light (a white background) or dark, or unset it\n")
            return .usageOrIO
        }
        switch invocation {
        case .help:
            StandardStreams.output.write(Usage.help(toolName: Tool.name) + "\n")
            return .success
        case .completionScript(let shell):
            StandardStreams.output.write(CompletionScript.script(for: shell, toolName: Tool.name, styles: catalog.styles.map(\.name)))
            return .success
        case .version:
            // A team's tool says which vmrepl it is built on.
            StandardStreams.output.write((Tool.name == "vmrepl" ? version : "\(Tool.name) (\(version))") + "\n")
            return .success
        case .demo(let options):
            return DemoFiles.run(options, catalog: catalog)
        case .handout(let words):
            var options = EngineOptions()
            options.toolName = Tool.name
            options.experiments = ExperimentServices.all
            let engine = Engine(options: options, catalog: catalog)
            SessionFiles.attach(to: engine)
            engine.isInterrupted = { vmrepl_interrupted() != 0 }
            // Someone at a terminal is asked before a line stops RxSwift's debug build.
            if vmrepl_isatty(0) != 0 { StopQuestion().attach(to: engine) }
            let talk: String
            switch engine.handoutRequest(words) {
            case .failure(let error):
                StandardStreams.emit(OutputLine(text: "\(Tool.name): \(error.description)", channel: .error))
                return .usageOrIO
            case .success(let request) where request.htmlPath != nil:
                let (line, status) = engine.handoutPage(of: request.talk, to: request.htmlPath ?? "", replacing: request.force)
                switch status {
                case .succeeded:
                    StandardStreams.output.write(line + "\n")
                    return .success
                case .interrupted:
                    StandardStreams.emit(OutputLine(text: "\(Tool.name): \(line)", channel: .error))
                    return .ending(on: Int32(vmrepl_interrupted()))
                default:
                    StandardStreams.emit(OutputLine(text: "\(Tool.name): \(line)", channel: .error))
                    return .usageOrIO
                }
            case .success(let request):
                talk = request.talk
            }
            // A line at a time, each command's block as it runs.
            let problem = engine.handout(of: talk) { line in
                StandardStreams.output.write(line + "\n")
                if line.hasPrefix(Engine.prompt) { StandardStreams.output.flush() }
            }
            if let problem {
                StandardStreams.emit(OutputLine(text: "\(Tool.name): \(problem.reason)", channel: .error))
                return .usageOrIO
            }
            if vmrepl_interrupted() != 0 {
                StandardStreams.emit(OutputLine(text: "\(Tool.name): interrupted: the handout stops there", channel: .error))
                return .ending(on: Int32(vmrepl_interrupted()))
            }
            return .success
        case .explore(let explore):
            var options = EngineOptions(format: explore.format)
            options.toolName = Tool.name
            options.experiments = ExperimentServices.all
            let engine = Engine(options: options, catalog: catalog)
            engine.isInterrupted = { vmrepl_interrupted() != 0 }
            SessionFiles.attach(to: engine)
            ExploreWorkerProcesses.attach(to: engine)
            ExploreProgressLine.attach(to: engine)
            switch engine.explore(explore.arguments, emit: StandardStreams.emit) {
            case .alike: return .success
            case .differ: return .commandFailed
            case .failed: return .usageOrIO
            case .interrupted: return .ending(on: vmrepl_interrupted())
            }
        case .mutate(let options):
            return MutateFiles.run(options, catalog: catalog)
        case .check(let options):
            return TranscriptFiles.check(options, color: StandardStreams.useColor(options.color), catalog: catalog)
        case .run(let options):
            // `--echo` writes a transcript, which holds every event.
            var engineOptions = EngineOptions(format: options.format, color: StandardStreams.useColor(options.color),
                                              allEvents: options.allEvents, width: options.width ?? Engine.standardWidth,
                                              recordsEveryEvent: options.echo)
            engineOptions.toolName = Tool.name
            engineOptions.experiments = ExperimentServices.all
            engineOptions.palette = palette
            // What `--echo` prints is a transcript, which `check` must pass: no figures.
            engineOptions.measuresBench = !options.echo
            let engine = Engine(options: engineOptions, catalog: catalog)
            engine.isInterrupted = { vmrepl_interrupted() != 0 }
            SessionFiles.attach(to: engine)
            SessionReplayProcess.attach(to: engine)
            ExploreWorkerProcesses.attach(to: engine)
            ExploreProgressLine.attach(to: engine)
            MutateProgressLine.attach(to: engine)
            let terminal = vmrepl_isatty(0) != 0
            if options.interactiveAfter && !terminal {
                StandardStreams.emit(OutputLine(text: "\(Tool.name): -i needs a terminal to stay interactive on; run without it to read commands from standard input", channel: .error))
                return .usageOrIO
            }
            if options.sources.isEmpty && terminal {
                return InteractiveLoop(options: options, engine: engine).run()
            }
            if options.recordPath != nil && !(options.interactiveAfter && terminal) {
                StandardStreams.emit(OutputLine(text: "\(Tool.name): --record records an interactive session on a terminal, and this run reads commands from \(options.sources.isEmpty ? "a pipe" : "-e/-f"); to record a prepared talk use '\(Tool.name) demo FILE --record FILE.cast', to keep a run's output use --echo", channel: .error))
                return .usageOrIO
            }
            // `-i`: the prepared commands first, then the terminal, in the same session,
            // whose question before a stop the prepared lines put too.
            let question = StopQuestion()
            if options.interactiveAfter { question.attach(to: engine) }
            let prepared = BatchLoop(options: options, engine: engine).run()
            return options.interactiveAfter && [.success, .commandFailed].contains(prepared) && !StandardStreams.output.failed
                ? InteractiveLoop(options: options, engine: engine, question: question).run()
                : prepared
        }
    }
}
