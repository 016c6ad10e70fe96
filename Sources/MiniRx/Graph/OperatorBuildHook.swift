/// One call of an operator that can be built as another of its kind (`flatMapLatest` as
/// `flatMap`, `distinctUntilChanged` as nothing), as a build makes it: its name and the
/// caller's `#filePath`, `#line` and `#column`, which every such operator takes as
/// defaulted arguments (not in RxSwift).
@usableFromInline
package struct OperatorCall: Sendable {
    package let name: String
    package let file: StaticString
    package let line: UInt
    package let column: UInt
    /// The type of the elements the call's sequence emits (a flat-map's: its inner
    /// sequences'); `nil` for a relay.
    package let element: ObjectIdentifier?

    @usableFromInline
    init(name: String, file: StaticString, line: UInt, column: UInt, element: ObjectIdentifier?) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.element = element
    }
}

/// What one mutation keeps across the runs of a flat-map's closure: the handler of a
/// `catch` moved outside the flat-map (the flat-map's output goes through the one handed
/// last; until one is, an error passes through), or the state of a `scan` kept across the
/// runs (each run's subscription starts where the last one got to).
package final class AcrossRuns: Sendable {
    @usableFromInline
    let value = Locked<Any?>(nil)

    package init() {}

    /// What is kept, if it is an `T`.
    @usableFromInline
    func kept<T>(as type: T.Type) -> T? {
        value.withLock { $0 } as? T
    }

    /// Keeps `newValue` for the next run.
    @usableFromInline
    func keep<T>(_ newValue: T) {
        value.withLock { $0 = newValue }
    }
}

/// What a hook has one ``OperatorCall`` built as.
package struct OperatorBuild: Sendable {
    /// The operator to build in the call's place: `nil` for the call as written,
    /// ``OperatorHooks/passThrough`` for none (the source passes through).
    package var replacement: String?
    /// For a flat-map's call: the hook its closure runs under at events, made afresh for
    /// each run, so that the calls one run makes are told apart from another's.
    package var closureHook: (@Sendable () -> any OperatorBuildHook)?
    /// For a `catch` built as ``OperatorHooks/movedOutside``: where it hands its handler,
    /// and for the flat-map it is moved out of, where the handler is found. For a `scan`
    /// built as ``OperatorHooks/keptAcrossRuns``: where its state is kept.
    package var acrossRuns: AcrossRuns?

    package init(replacement: String? = nil, closureHook: (@Sendable () -> any OperatorBuildHook)? = nil,
                 acrossRuns: AcrossRuns? = nil) {
        self.replacement = replacement
        self.closureHook = closureHook
        self.acrossRuns = acrossRuns
    }
}

/// Something that sees each interchangeable operator call as it is built, and may have
/// another of its kind built in its place (vmrepl's mutation testing binds one). Bound
/// with ``OperatorHooks/$current`` around the code that builds.
package protocol OperatorBuildHook: Sendable {
    /// What `call` is built as.
    func build(_ call: OperatorCall) -> OperatorBuild
}

/// The one place MiniRx's interchangeable operators are built through, as RxSwift's
/// `Hooks` are the one place its errors go: each asks ``build(_:_:_:_:_:)`` with its name
/// and gets what the bound hook chose. With no hook bound, a build costs one read of a
/// task-local value and an event costs nothing. Package-only: apps see none of it.
///
/// Which operators, and what each can be built as: the flat-map family (each as the
/// others), `share()` and `share(replay: 1)` (each as the other), `withLatestFrom` and
/// `combineLatest` (each as the other), `debounce` and `throttle` (each as the other), a
/// `BehaviorRelay` (as a `PublishRelay` that keeps its value), and `distinctUntilChanged`,
/// `startWith`, `take(1)`, `catch`, `catchAndReturn` and `observe(on:)` (as nothing); a
/// `catch` or `catchAndReturn` inside a flat-map's closure also as moved outside it, and a
/// `scan` there as one whose state is kept across the closure's runs.
@usableFromInline
package enum OperatorHooks {
    /// The hook of the build running on this task or thread, if any.
    @TaskLocal package static var current: (any OperatorBuildHook)?

    /// The replacement that builds nothing: the call returns its source.
    @usableFromInline
    package static let passThrough = "removed"

    /// The replacement that moves a `catch` out of the flat-map whose closure builds it:
    /// the closure's sequence passes through, and the flat-map's output is caught.
    @usableFromInline
    package static let movedOutside = "moved outside"

    /// The replacement that keeps a `scan`'s state across the runs of the flat-map's
    /// closure that builds it, as a page counter not reset for a new query.
    @usableFromInline
    package static let keptAcrossRuns = "kept across runs"

    /// The operator called `name` at `file`, `line`, `column`, as `make` builds it from
    /// the replacement the bound hook chose (`nil`: as written); what a replacement built
    /// is guarded against endless loops (``guarded(_:)``).
    @usableFromInline
    package static func build<Element>(_ name: String, _ file: StaticString, _ line: UInt, _ column: UInt,
                                       _ make: (String?) -> Observable<Element>) -> Observable<Element> {
        guard let current else { return make(nil) }
        let replacement = current.build(OperatorCall(name: name, file: file, line: line, column: column, element: ObjectIdentifier(Element.self))).replacement
        return replacement == nil ? make(nil) : guarded(make(replacement))
    }

    /// A `catch` called `name` with `handler`, as `make` builds it from the replacement
    /// chosen; moved outside (``movedOutside``), it hands `handler` to the flat-map it is
    /// moved out of and builds nothing.
    @usableFromInline
    package static func buildCatch<Element>(_ name: String, _ file: StaticString, _ line: UInt, _ column: UInt,
                                            handler: @escaping (Swift.Error) throws -> Observable<Element>,
                                            _ make: (String?) -> Observable<Element>) -> Observable<Element> {
        guard let current else { return make(nil) }
        let build = current.build(OperatorCall(name: name, file: file, line: line, column: column, element: ObjectIdentifier(Element.self)))
        if build.replacement == movedOutside, let acrossRuns = build.acrossRuns {
            acrossRuns.keep(handler)
            return make(passThrough)
        }
        return build.replacement == nil ? make(nil) : guarded(make(build.replacement))
    }

    /// A `scan` from `seed`, as `make` builds it from the state each subscription starts
    /// with and what it calls with each new state; kept across runs
    /// (``keptAcrossRuns``), it starts where the last run's subscription got to.
    @usableFromInline
    package static func buildScan<State>(_ file: StaticString, _ line: UInt, _ column: UInt, seed: State,
                                         _ make: (@escaping () -> State, @escaping (State) -> Void) -> Observable<State>) -> Observable<State> {
        guard let current else { return make({ seed }, { _ in }) }
        let build = current.build(OperatorCall(name: "scan", file: file, line: line, column: column, element: ObjectIdentifier(State.self)))
        guard build.replacement == keptAcrossRuns, let acrossRuns = build.acrossRuns else { return make({ seed }, { _ in }) }
        return guarded(make({ acrossRuns.kept(as: State.self) ?? seed }, { acrossRuns.keep($0) }))
    }

    /// What the bound hook has the call named `name` built as (`nil`: as written), for an
    /// operator that builds no sequence at the call (a relay).
    @usableFromInline
    package static func replacement(for name: String, _ file: StaticString, _ line: UInt, _ column: UInt) -> String? {
        current?.build(OperatorCall(name: name, file: file, line: line, column: column, element: nil)).replacement
    }

    /// A flat-map called `name`, as `make` builds it from the replacement chosen and its
    /// closure `selector`, which runs, where a hook is bound, under the hook the call's
    /// build gave for its closure.
    @usableFromInline
    package static func buildFlatMap<Element, Inner, Result>(
        _ name: String, _ selector: @escaping (Element) throws -> Inner, _ file: StaticString, _ line: UInt, _ column: UInt,
        _ make: (String?, @escaping (Element) throws -> Inner) -> Observable<Result>) -> Observable<Result> {
        guard let current else { return make(nil, selector) }
        let build = current.build(OperatorCall(name: name, file: file, line: line, column: column, element: ObjectIdentifier(Result.self)))
        let inside: (Element) throws -> Inner
        if let closureHook = build.closureHook {
            inside = { element in try $current.withValue(closureHook()) { try selector(element) } }
        } else {
            inside = selector
        }
        let built = make(build.replacement, inside)
        if let acrossRuns = build.acrossRuns {
            return guarded(built.catching { error in
                guard let handler = acrossRuns.kept(as: ((Swift.Error) throws -> Observable<Result>).self) else { throw error }
                return try handler(error)
            })
        }
        return build.replacement == nil ? built : guarded(built)
    }
}
