/// RxSwift's name for the integer types `range` counts in.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType {
    /// Emits `initialState`, then each state `iterate` makes of the one before, while
    /// `condition` holds; then completes. Each step is scheduled on `scheduler`.
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool,
                                scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
                                iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Producer("generate") { sink in
            var state = initialState
            return scheduler.scheduleRecursive(true) { isFirst, recurse in
                do {
                    if !isFirst { state = try iterate(state) }
                    guard try condition(state) else {
                        sink.on(.completed)
                        return
                    }
                    sink.onNext(state)
                    recurse(false)
                } catch {
                    sink.on(.error(error))
                }
            }
        }
    }

    /// Emits `element` again and again, each time scheduled on `scheduler`, until disposed.
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Producer("repeatElement") { sink in
            scheduler.scheduleRecursive(()) { _, recurse in
                sink.onNext(element)
                recurse(())
            }
        }
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Emits `count` integers from `start` up, each scheduled on `scheduler`, then completes.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        precondition(start &+ (count - 1) >= start || count == 0, "overflow of count")
        return Producer("range") { sink in
            scheduler.scheduleRecursive(Element.zero) { offset, recurse in
                guard offset < count else {
                    sink.on(.completed)
                    return
                }
                sink.onNext(start + offset)
                recurse(offset + 1)
            }
        }
    }
}
