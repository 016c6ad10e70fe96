/// The elements a replay subject keeps: all of them, or the last `limit` in a ring, so
/// that a new element takes the oldest one's place without shifting the others.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline let limit: Int?
    @usableFromInline var storage: [Element] = []
    /// Where the oldest element is once a bounded buffer is full.
    @usableFromInline var oldest = 0

    init(limit: Int?) {
        self.limit = limit
    }

    /// Keeps `element`; returns the element it pushed out, if any.
    @inlinable
    mutating func append(_ element: Element) -> Element? {
        guard let limit, storage.count >= limit else {
            storage.append(element)
            return nil
        }
        guard limit > 0 else { return nil }
        var replaced = element
        swap(&storage[oldest], &replaced)
        oldest = (oldest + 1) % limit
        return replaced
    }

    /// The elements kept, oldest first.
    var elements: [Element] {
        Array(storage[oldest...] + storage[..<oldest])
    }

    /// Drops every element and returns them.
    mutating func removeAll() -> [Element] {
        defer {
            storage = []
            oldest = 0
        }
        return storage
    }
}

extension ReplayBuffer: CustomStringConvertible {
    /// The elements it would replay, oldest first: what a subscription graph shows.
    @usableFromInline
    var description: String {
        "[" + elements.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }
}
