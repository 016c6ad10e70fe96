extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first, and drops the
    /// other's subscription. Both are subscribed, this one first.
    public func amb<Other: ObservableType>(_ right: Other) -> Observable<Element> where Other.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return Producer("amb") { sink in
            let lock = RecursiveLock()
            var winner: AmbSide?
            let leftSubscription = SingleAssignmentDisposable()
            let rightSubscription = SingleAssignmentDisposable()
            func handler(_ side: AmbSide, loser: SingleAssignmentDisposable) -> (Event<Element>) -> Void {
                { event in
                    lock.performLocked {
                        if winner == nil {
                            winner = side
                            loser.dispose()
                        }
                        if winner == side { sink.on(event) }
                    }
                }
            }
            leftSubscription.setDisposable(left.subscribe(eventHandler: handler(.left, loser: rightSubscription)))
            rightSubscription.setDisposable(right.subscribe(eventHandler: handler(.right, loser: leftSubscription)))
            return Disposables.create(leftSubscription, rightSubscription)
        }
    }

    /// Mirrors whichever of `sequence` sends an event first; `never` if it is empty.
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { $0.amb($1) }
    }
}

/// Which of `amb`'s two sequences sent first.
private enum AmbSide {
    case left
    case right
}
