import MiniRDXVM
@testable import MiniRx
import MiniRxTest
import Testing

enum CalcAction { case add(Int), subtract(Int), twice(Int) }
enum CalcMutation { case add(Int), calculating(Bool) }
enum CalcEvent: Equatable { case notSupported }
struct CalcState: Equatable {
    var sum = 0
    var calculating = false
}

/// The calculator from RDXVM's README.
final class CalcViewModel: ViewModel<CalcAction, CalcMutation, CalcEvent, CalcState> {
    init(middlewares: [Middleware] = []) {
        super.init(state: CalcState(), middlewares: middlewares)
    }

    override func react(action: CalcAction, state: CalcState) -> Observable<Reaction> {
        switch action {
        case .add(let number):
            return .of(.mutation(.calculating(true)), .mutation(.add(number)), .mutation(.calculating(false)))
        case .subtract:
            return .just(.event(.notSupported))
        case .twice(let number):
            return .of(.action(.add(number)), .action(.add(number)))
        }
    }

    override func reduce(mutation: CalcMutation, state: inout CalcState) {
        switch mutation {
        case .add(let number): state.sum += number
        case .calculating(let flag): state.calculating = flag
        }
    }
}

@Suite struct ViewModelTests {
    @Test func actionsBecomeMutationsOfOneState() {
        let vm = CalcViewModel()
        var states: [CalcState] = []
        _ = vm.state.asObservable().subscribe(onNext: { states.append($0) })
        vm.action.onNext(.add(3))
        #expect(states.map(\.sum) == [0, 0, 3, 3])
        #expect(states.map(\.calculating) == [false, true, true, false])
        #expect(vm.$state == CalcState(sum: 3, calculating: false))
        #expect(vm.state.sum == 3)
    }

    @Test func stateReplaysButEventsDoNot() {
        let vm = CalcViewModel()
        vm.send(action: .add(2))
        vm.send(action: .subtract(1))
        var events: [CalcEvent] = []
        var lateStates: [Int] = []
        _ = vm.event.subscribe(onNext: { events.append($0) })
        _ = vm.state.asObservable().subscribe(onNext: { lateStates.append($0.sum) })
        #expect(events.isEmpty)
        #expect(lateStates == [2])
        vm.send(action: .subtract(1))
        #expect(events == [.notSupported])
    }

    @Test func reactionsCanBeActions() {
        let vm = CalcViewModel()
        vm.send(action: .twice(5))
        #expect(vm.state.sum == 10)
    }

    @Test func errorsFromReactionsReachTheErrorOutput() {
        final class Failing: ViewModel<Int, Int, Int, Int> {
            override func react(action: Int, state: Int) -> Observable<Reaction> { .error(TestFailure()) }
        }
        struct TestFailure: Error {}
        let vm = Failing(state: 0)
        var errors = 0
        _ = vm.error.subscribe(onNext: { _ in errors += 1 })
        vm.send(action: 1)
        #expect(errors == 1)
    }

    @Test func middlewaresSeeChangeAndDropActionsAndMutations() {
        var log: [String] = []
        let dropSubtract = CalcViewModel.Middleware(action: { action, _ in
            if case .subtract = action { return nil }
            return action
        })
        let vm = CalcViewModel(middlewares: [.log { log.append($0.description) }, dropSubtract])
        var events = 0
        _ = vm.event.subscribe(onNext: { _ in events += 1 })
        vm.send(action: .add(1))
        vm.send(action: .subtract(1))
        #expect(events == 0)
        #expect(log == [
            "action add(1)", "mutation calculating(true)", "mutation add(1)", "mutation calculating(false)",
            "action subtract(1)",
        ])
    }

    @Test func asynchronousReactionsArriveOnTheirScheduler() {
        final class Slow: ViewModel<Int, Int, Never, Int> {
            let scheduler: TestScheduler
            init(scheduler: TestScheduler) {
                self.scheduler = scheduler
                super.init(state: 0)
            }
            override func react(action: Int, state: Int) -> Observable<Reaction> {
                Observable.just(.mutation(action)).delay(.seconds(10), scheduler: scheduler)
            }
            override func reduce(mutation: Int, state: inout Int) { state += mutation }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let vm = Slow(scheduler: scheduler)
        vm.send(action: 4)
        #expect(vm.$state == 0)
        scheduler.start()
        #expect(vm.$state == 4)
    }
}

@Suite struct ReactionLifetimeTests {
    @Test func finishedReactionsAreNotKept() {
        let vm = CalcViewModel()
        let before = Resources.balanceOnCurrentThread
        for _ in 0..<1_000 { vm.send(action: .add(1)) }
        #expect(Resources.balanceOnCurrentThread - before == 0)
        #expect(vm.state.sum == 1_000)
    }

    @Test func failedAndAsynchronousReactionsAreNotKeptOnceTheyEnd() {
        final class Mixed: ViewModel<Int, Int, Never, Int> {
            struct Failure: Error {}
            let scheduler: TestScheduler
            init(scheduler: TestScheduler) {
                self.scheduler = scheduler
                super.init(state: 0)
            }
            override func react(action: Int, state: Int) -> Observable<Reaction> {
                action < 0
                    ? .error(Failure())
                    : Observable.just(.mutation(action)).delay(.seconds(1), scheduler: scheduler)
            }
            override func reduce(mutation: Int, state: inout Int) { state += mutation }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let vm = Mixed(scheduler: scheduler)
        var errors = 0
        let subscription = vm.error.subscribe(onNext: { _ in errors += 1 })
        let before = Resources.balanceOnCurrentThread
        for value in 0..<100 { vm.send(action: value.isMultiple(of: 2) ? value : -1) }
        #expect(Resources.balanceOnCurrentThread - before > 0)  // the delayed ones wait
        scheduler.start()
        #expect(Resources.balanceOnCurrentThread - before == 0)
        #expect(errors == 50)
        #expect(vm.$state == (0..<100).filter { $0.isMultiple(of: 2) }.reduce(0, +))
        subscription.dispose()
    }
}
