extension ObservableType where Element: FixedWidthInteger {
    /// Emits 0 after `dueTime`, then, with a `period`, 1, 2, … every period; without one it
    /// completes after the 0.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Producer("timer") { sink in
            if let period {
                return scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    sink.onNext(count)
                    return count &+ 1
                }
            }
            return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.onNext(.zero)
                sink.on(.completed)
                return Disposables.create()
            }
        }
    }

    /// Emits 0, 1, 2, … every `period`, the first after one period.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
