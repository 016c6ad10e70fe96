/// A virtual-time scheduler's queue as a binary heap (``VirtualTimeScheduler/queue``), the
/// action that runs next first: RxSwift's queue, so that `debugDescription` lists it in
/// the same order.
extension VirtualTimeScheduler {
    /// Whether `first` runs before `second`: it is due sooner, or as soon and was
    /// scheduled first.
    @inlinable
    final func runsBefore(_ first: VirtualSchedulerItem<VirtualTime>, _ second: VirtualSchedulerItem<VirtualTime>) -> Bool {
        switch converter.compareVirtualTime(first.time, second.time) {
        case .lessThan: true
        case .equal: first.id < second.id
        case .greaterThan: false
        }
    }

    /// Moves the item at `index` up the heap past every parent it runs before.
    @inlinable
    final func moveUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard runsBefore(queue[child], queue[parent]) else { return }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    /// Moves the item at `index` down the heap below every child that runs before it,
    /// the sooner of two children first.
    @inlinable
    final func moveDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var soonest = parent
            if left < queue.count && runsBefore(queue[left], queue[soonest]) { soonest = left }
            if right < queue.count && runsBefore(queue[right], queue[soonest]) { soonest = right }
            guard soonest != parent else { return }
            queue.swapAt(parent, soonest)
            parent = soonest
        }
    }

    /// Takes every cancelled action out of the queue and rebuilds the heap; the next
    /// time is when the queue has doubled again, or holds 1,024. RxSwift keeps a
    /// cancelled action until it comes first: while the clock stands still (the REPL's
    /// `autorun off`), a debounce cancels and schedules one timer per keystroke, and the
    /// queue grew by one item a keystroke, each step's search through it slower. This
    /// keeps the queue within twice what is waiting, and RxSwift's order where it is
    /// shorter.
    @inlinable
    final func takeOutCancelledActions() {
        queue.removeAll { $0.isDisposed }
        for index in stride(from: queue.count / 2 - 1, through: 0, by: -1) { moveDown(from: index) }
        cancelledTakenOutAt = max(1_024, 2 * queue.count)
    }

    /// Takes the item at `index` out of the heap: the last item takes its place and
    /// moves up or down to where it belongs.
    @inlinable
    final func remove(at index: Int) {
        let last = queue.count - 1
        guard index != last else {
            queue.removeLast()
            return
        }
        queue.swapAt(index, last)
        queue.removeLast()
        moveUp(from: index)
        moveDown(from: index)
    }
}
