/// The base of a stream that is its own logic, spelled as the seed talk spells it:
///
/// ```swift
/// final class CountViewModel: UnioStream<CountViewModel> {
///     struct Input: InputType { let countUp = PublishRelay<Void>() }
///     struct State: StateType { let count = BehaviorRelay<Int>(value: 0) }
///     struct Output: OutputType { let count: Observable<String> }
///     static func bind(from dependency: Dependency<Input, State, Extra>, disposeBag: DisposeBag) -> Output { … }
/// }
/// let viewModel = CountViewModel(input: .init(), state: .init())
/// ```
///
/// Unio 0.11 defines this alias as `AnyLogicBasedStream<Logic.Input, Logic.Output> &
/// LogicType`, a workaround for a Swift compiler crash (SR-12081); with Swift 6.3 that
/// spelling fails with "circular reference", because naming `Logic.Input` in the
/// superclass needs the class's own nested types. Defining it over the logic itself, as
/// Unio 0.6 did, compiles with Swift 6.3 and behaves the same. The expanded spelling,
/// `final class X: AnyLogicBasedStream<X.Input, X.Output>, LogicType`, works too.
///
/// `Extra` defaults to ``NoExtra``. A zero-argument `init()` is not generated: Swift
/// cannot know that `Input` and `State` have one without a protocol requirement, and
/// requiring `init()` of ``InputType`` would break inputs that take dependencies. Write
/// `convenience init() { self.init(input: Input(), state: State()) }` where you want it.
public typealias UnioStream<Logic: LogicType> = PrimitiveStream<Logic> & LogicType
