/// `marbles [--svg FILE …] [STREAM…]`: the events since reset as marble diagrams, as text
/// or as an SVG for slides.
struct MarblesCommand: Command, Equatable {
    let streams: [String]
    let svg: MarbleSVGRequest?

    static let declaration = CommandDeclaration(
        name: "marbles", usage: "marbles [--svg FILE [--theme dark] [--size 16:9] [--force]] [STREAM…]",
        summary: "draw the events since reset as marble diagrams",
        details: "One lane per stream and subscriber, lanes alike in several variants drawn once: '-' a frame with no event, a letter a value (the legend under each block says which), '|' completed, '#' an error, '^' a late subscription, '!' its end, '(ab)' events in one frame, '(ab+3)' with 3 more not drawn. Frames are commands, numbered under the diagram, and later moments of virtual time, in ms; a cell narrower than its frame is padded with spaces. '--svg FILE' writes the diagram as an SVG for slides, at most 1920 px wide: '--theme light' (the default) or 'dark', '--size 16:9' or '4:3' to centre it on a slide of that shape; an existing file is kept unless --force.",
        example: "marbles isLoggingIn loginResult", arguments: .streamsAndOptions(["--svg", "--theme"]), purpose: .seeWhy,
        parse: parse)

    private static func parse(_ arguments: Arguments) throws(CommandError) -> any Command {
        var streams: [String] = []
        var path: String?
        var theme = MarbleSVGRequest.Theme.light
        var aspect: MarbleSVGRequest.Aspect?
        var force = false
        var index = 0
        let words = arguments.words
        while index < words.count {
            let word = words[index]
            switch word {
            case "--force":
                force = true
            case "--size":
                index += 1
                let shapes = MarbleSVGRequest.Aspect.allCases.map(\.rawValue)
                guard index < words.count, let chosen = MarbleSVGRequest.Aspect(rawValue: words[index]) else {
                    throw .badSetting(index < words.count ? words[index] : "", option: "--size", valid: shapes, usage: arguments.usage)
                }
                aspect = chosen
            case "--svg", "--theme":
                index += 1
                guard index < words.count else { throw arguments.wrong }
                if word == "--svg" {
                    path = try arguments.fileName(words[index], for: "marbles --svg")
                } else {
                    let chosen = try arguments.setting(words[index], from: MarbleSVGRequest.Theme.allCases.map(\.rawValue))
                    theme = MarbleSVGRequest.Theme(rawValue: chosen) ?? .light
                }
            default:
                let stream = try arguments.stream(word)
                if !streams.contains(stream) { streams.append(stream) }
            }
            index += 1
        }
        if path == nil && (force || aspect != nil || theme != .light) {
            throw .svgOptionWithoutFile(usage: arguments.usage)
        }
        return MarblesCommand(streams: streams, svg: path.map { MarbleSVGRequest(path: $0, theme: theme, aspect: aspect, force: force) })
    }

    func run(_ context: CommandContext) -> CommandOutcome {
        let session = context.engine.session
        var diagram = MarbleDiagram(history: session.capture.history, streams: streams, variantNames: session.variantNames,
                                    shown: session.shownVariants, streamOrder: session.layout.streamNames)
        guard let svg else {
            context.show(.marbles(diagram))
            return .succeeded
        }
        let picture = MarbleSVG(theme: svg.theme, aspect: svg.aspect)
        diagram = MarbleSVG.drawn(diagram)
        if let problem = context.engine.write(Array(picture.render(diagram).utf8), to: svg.path, replacing: svg.force) {
            return .failed("cannot write '\(svg.path)': \(problem)")
        }
        context.show(.wrote(.svg(path: svg.path, frames: diagram.frames.count, lanes: diagram.lanes.count, size: picture.size(of: diagram),
                                 theme: svg.theme, aspect: svg.aspect, smallestText: picture.smallestText(of: diagram))))
        return .succeeded
    }
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
