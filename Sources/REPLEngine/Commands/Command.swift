import ShippedStyles
import StyleKit

/// A parsed command line.
enum Command: Equatable {
    /// Send a value into a screen's input, this many times: `countup 3`, `email TEXT`.
    case send(input: String, value: InputValue, times: Int)
    /// Add a late subscriber to a stream.
    case subscribe(stream: String)
    /// Remove late subscribers.
    case unsubscribe(UnsubscribeTarget)
    /// Show current values, of one stream or of all.
    case state(stream: String?)
    /// Recreate every variant.
    case reset
    /// Send an error into an input.
    case error(input: String)
    /// Send completion into an input.
    case complete(input: String)
    /// Script the next login's outcome, or clear the script.
    case apiOutcome(LoginAPI.Outcome?)
    /// Set the API's latency.
    case apiLatency(milliseconds: Int)
    /// Show the API settings.
    case apiShow
    /// Advance virtual time.
    case tick(milliseconds: Int)
    /// Show the virtual clock.
    case time
    /// Measure each active variant's cost per event and per build, in this process.
    case bench(events: Int)
    /// Show each active variant's live resources (`nil`), or turn showing their change
    /// after every command on or off.
    case resources(Bool?)
    /// Whether virtual time runs to idle after each command; `nil` shows the setting.
    case autorun(Bool?)
    /// Show every event of a long run (`events all`), or its first and last few.
    case events(all: Bool)
    /// Show the actions and mutations of the last command that sent something into the
    /// variants, where a style logs them.
    case log
    /// List the variants.
    case variants
    /// Choose the active variants.
    case use([String])
    /// Show one or two styles' code for a screen, or the diff between two.
    case source(variants: [String], screen: Screen, diff: Bool)
    /// Draw the events since the last reset as marble diagrams, as text or to an SVG file.
    case marbles(streams: [String], svg: MarbleSVGRequest?)
    /// List the shipped lessons.
    case lessons
    /// Step through a talk on the terminal: a command file or transcript, or a lesson.
    case demo(String)
    /// Run the commands of a file, or of a lesson, into this session.
    case run(String)
    /// Write the session so far as a transcript.
    case save(path: String, force: Bool)
    /// Show help.
    case help(HelpTopic?)
    /// End the session.
    case quit
    /// Nothing to do: a blank line or a comment.
    case nothing
}

/// Where `marbles --svg` writes, in which theme and on which shape of slide, and whether
/// it may replace an existing file.
struct MarbleSVGRequest: Equatable {
    enum Theme: String, CaseIterable {
        case light
        case dark
    }

    /// A slide's shape: the picture is centred on a canvas of that aspect, declared at
    /// the slide's size in px.
    enum Aspect: String, CaseIterable {
        case wide = "16:9"
        case standard = "4:3"

        /// The slide's size in px.
        var slide: (width: Int, height: Int) {
            switch self {
            case .wide: (1920, 1080)
            case .standard: (1440, 1080)
            }
        }

        /// The smallest canvas of this aspect that holds a picture of `width` × `height`.
        func canvas(around width: Int, _ height: Int) -> (width: Int, height: Int) {
            let (slideWidth, slideHeight) = slide
            if width * slideHeight >= height * slideWidth {
                return (width, (width * slideHeight + slideWidth - 1) / slideWidth)
            }
            return ((height * slideWidth + slideHeight - 1) / slideHeight, height)
        }
    }

    let path: String
    let theme: Theme
    var aspect: Aspect?
    var force = false
}

/// What `help` explains.
enum HelpTopic: Equatable {
    /// A command, by its full name.
    case command(String)
    /// A variant, by its name.
    case variant(String)
    /// The marks the output uses: the legend.
    case output
}

/// Which late subscribers `unsubscribe` removes.
enum UnsubscribeTarget: Equatable {
    /// Every late subscriber.
    case all
    /// The late subscribers on this stream.
    case stream(String)
    /// The late subscriber with this id.
    case id(Int)
}
