extension ObservableType {
    /// Pairs the n-th elements of two sources with `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        let (s1, s2) = (source1.asObservable(), source2.asObservable())
        return Producer("zip") { sink in
            var q1 = ElementQueue<O1.Element>()
            var q2 = ElementQueue<O2.Element>()
            let zipper = ZipQueues(sink: sink, arity: 2) { index in
                [q1.isEmpty, q2.isEmpty][index] == false
            } result: {
                guard let e1 = q1.dequeue(), let e2 = q2.dequeue() else { return nil }
                return try resultSelector(e1, e2)
            }
            return Disposables.create(
                zipper.subscribe(s1, index: 0) { q1.enqueue($0) },
                zipper.subscribe(s2, index: 1) { q2.enqueue($0) }
            )
        }
    }

    /// Groups the n-th elements of three sources with `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        let (s1, s2, s3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Producer("zip") { sink in
            var q1 = ElementQueue<O1.Element>()
            var q2 = ElementQueue<O2.Element>()
            var q3 = ElementQueue<O3.Element>()
            let zipper = ZipQueues(sink: sink, arity: 3) { index in
                [q1.isEmpty, q2.isEmpty, q3.isEmpty][index] == false
            } result: {
                guard let e1 = q1.dequeue(), let e2 = q2.dequeue(), let e3 = q3.dequeue() else { return nil }
                return try resultSelector(e1, e2, e3)
            }
            return Disposables.create([
                zipper.subscribe(s1, index: 0) { q1.enqueue($0) },
                zipper.subscribe(s2, index: 1) { q2.enqueue($0) },
                zipper.subscribe(s3, index: 2) { q3.enqueue($0) },
            ])
        }
    }
}

extension ObservableType where Element == Any {
    /// The n-th elements of two sources as a tuple.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    /// The n-th elements of three sources as a tuple.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// The bookkeeping of `zip`: emits when every source has a queued element; completes when
/// every source has completed; fails on the first error. A finished source's subscription
/// is disposed outside the lock (a source that calls back from another thread while being
/// disposed cannot deadlock it, RxSwift's issue 2703), before the result completes.
///
/// Over a collection (`completesWhenUnpairable`), as RxSwift's `Zip+Collection`: an
/// element that arrives when every other source has completed and some have nothing
/// queued can never be paired, and the result completes there.
final class ZipQueues<Result> {
    private let sink: Sink<Result>
    private let lock = RecursiveLock()
    private let hasElements: (Int) -> Bool
    private let result: () throws -> Result?
    private let completesWhenUnpairable: Bool
    private var isDone: [Bool]

    init(sink: Sink<Result>, arity: Int, completesWhenUnpairable: Bool = false,
         hasElements: @escaping (Int) -> Bool, result: @escaping () throws -> Result?) {
        self.sink = sink
        self.hasElements = hasElements
        self.result = result
        self.completesWhenUnpairable = completesWhenUnpairable
        isDone = Array(repeating: false, count: arity)
    }

    func subscribe<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(eventHandler: { [self] event in
            switch event {
            case .next(let element):
                lock.performLocked {
                    store(element)
                    guard isDone.indices.allSatisfy(hasElements) else {
                        let othersDone = isDone.indices.allSatisfy { $0 == index || isDone[$0] }
                        if completesWhenUnpairable && othersDone { sink.on(.completed) }
                        return
                    }
                    do {
                        if let zipped = try result() { sink.onNext(zipped) }
                    } catch {
                        sink.on(.error(error))
                    }
                }
            case .error(let error):
                subscription.dispose()
                lock.performLocked { sink.on(.error(error)) }
            case .completed:
                subscription.dispose()
                lock.performLocked {
                    isDone[index] = true
                    if isDone.allSatisfy({ $0 }) { sink.on(.completed) }
                }
            }
        }))
        return subscription
    }
}
