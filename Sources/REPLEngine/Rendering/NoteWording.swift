import StyleKit

/// The sentences of a report's notes and of what a file command wrote: text prints them
/// as lines, JSON as `note` records where a fact has no record of its own.
enum NoteWording {
    static func text(_ note: CommandReport.Note) -> String {
        switch note {
        case .subscribed(let id, let stream): return "subscribed \(id.label) to \(stream)"
        case .unsubscribed(let id, let stream): return "unsubscribed \(id.label) from \(stream)"
        case .noLateSubscribersToRemove: return "no late subscribers to remove"
        case .reset(let active):
            // A few styles by name, more by count: a line at 80 columns either way.
            let which = active.count <= 4 ? "active: " + active.joined(separator: " ") : "\(active.count) styles active"
            return "reset: view models rebuilt, virtual time 0; \(which)"
        case .autorunOffStays: return "autorun off stays: virtual time moves only with 'tick' ('autorun on' restores it)"
        case .service(let note, _): return note.text
        case .virtualTime(let milliseconds): return "virtual time \(milliseconds) ms"
        case .autorun(let on):
            return on ? "autorun on: virtual time runs to idle after every command" : "autorun off: virtual time moves only with 'tick'"
        case .events(let all):
            return all ? "events all: every event of a run is shown (up to 10,000 at its start)" : "events short: a long run shows its first and last three events"
        case .resources(let on):
            return on ? "resources on: every command shows how the variants' live resources changed" : "resources off"
        case .active(let names): return "active: " + names.joined(separator: " ")
        case .differentHistories(let ahead, let count):
            return "note: \(listed(ahead)) \(ahead.count == 1 ? "has" : "have") run \(count) command\(count == 1 ? "" : "s") the others have not; 'reset' lines them up"
        case .logged(let variant, let entry): return "\(variant): \(entry)"
        case .logEmpty(let variant): return "\(variant): (nothing)"
        case .logLeftOut(let variant, let count, let kept): return "\(variant): … \(count) more not kept (a log keeps a command's first \(kept))"
        case .noLog: return "no active variant keeps a log of actions and mutations; the reducer style does"
        case .notCountedOnRxSwift(let names):
            return "not counted: \(listed(names)) \(names.count == 1 ? "runs" : "run") on RxSwift itself, whose resources MiniRx does not see ('help engine')"
        case .partNotCountedOnRxSwift(let part, let styles):
            return "not counted: \(part) of \(listed(styles)), made with RxSwift itself ('help engine')"
        case .nothingEmitted(let reasons):
            let parts = reasons.map { "\(listed($0.names)) (\($0.reason))" }
            return "note: no variant emitted anything: the input had ended in \(parts.joined(separator: "; "))"
        case .noActiveVariant(let screen, let implementing):
            return "note: no active variant has the \(screen) screen; \(listed(implementing)) \(implementing.count == 1 ? "does" : "do")"
        case .disabledInput(let flag, let disabled, let enabled):
            let which = enabled.isEmpty ? (disabled.count == 1 ? "" : " in every variant")
                : enabled.count < disabled.count ? " in all but \(listed(enabled))" : " in \(listed(disabled))"
            return "note: \(flag) is false\(which), so a real button would be disabled; the tap is sent anyway"
        case .notSentWhileUnchanged(let command, let output, let styles, let everyStyle, let limit):
            let whose = everyStyle && styles.count > 1 ? ": every style's" : " to \(listed(styles)): \(styles.count == 1 ? "its" : "their")"
            return "note: \(command) not sent\(whose) \(output) stayed the same through \(limit) \(command) in a row, and a list reports its end again only once it changes"
        case .autorunStopped(let steps, let time):
            return "note: autorun stopped after \(steps) scheduled actions, at virtual time \(time) ms, with more still scheduled (a timer that repeats for ever?); 'autorun off' and 'tick MS' move time by hand"
        }
    }

    /// How far a command Ctrl-C stopped got.
    static func text(_ interruption: CommandReport.Interruption) -> String {
        switch interruption {
        case .sending(let done, let total): return "interrupted after \(done) of \(total)"
        case .settling(let time): return "interrupted at virtual time \(time) ms: what was scheduled later has not run"
        }
    }

    /// What a file command saves, on one line whatever its path's length, so a script can
    /// read the path back; the same words in a check, which writes nothing.
    static func text(_ written: FileWritten) -> String {
        switch written {
        case .transcript(let commands, let path, let toolName):
            // The same words live and in a check, which writes nothing: what was saved,
            // never that a file was written.
            return "save \(path): \(commands) command\(commands == 1 ? "" : "s"); '\(toolName) check \(path)' checks it"
        case .nothing(let path):
            return "no difference, so nothing was written to \(path)"
        case .handoutPage(let path, let talk, let commands):
            return "html \(path): the handout of \(talk) as one page, \(commands) command\(commands == 1 ? "" : "s")"
        case .svg(let path, let frames, let lanes, let size, let theme, let aspect, let smallest):
            var note = "svg \(path): \(frames) frames, \(lanes) lanes, \(size.width)×\(size.height), \(theme.rawValue) theme"
            if let aspect {
                note += ", \(aspect.rawValue)"
                if smallest < MarbleSVGLayout.fontSize {
                    note += "; its text is \(smallest) px on the slide, too small for a projector: draw fewer streams ('marbles --svg FILE STREAM…') or leave out --size"
                }
            }
            return note
        }
    }
}
