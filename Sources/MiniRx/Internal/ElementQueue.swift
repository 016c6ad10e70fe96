/// A first-in, first-out queue: elements waiting to be zipped, events waiting to be
/// delivered.
@usableFromInline
struct ElementQueue<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @usableFromInline
    init() {}

    @inlinable
    var isEmpty: Bool { head == storage.count }

    @inlinable
    mutating func enqueue(_ element: Element) {
        storage.append(element)
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
