/// A subject's observers, in the order RxSwift's `Bag` calls them.
///
/// The first observer added takes the bag's first slot and is called before all others;
/// the next observer added after its holder leaves takes that slot again. The others are
/// called in the order they came (as RxSwift's are, up to 30 of them; beyond that RxSwift's
/// order is a dictionary's).
@usableFromInline
struct ObserverBag<Element> {
    /// An observer's handler and the key its subscription removes it by.
    @usableFromInline
    struct Entry {
        @usableFromInline let key: Int
        @usableFromInline let handler: (Event<Element>) -> Void

        @inlinable
        init(key: Int, handler: @escaping (Event<Element>) -> Void) {
            self.key = key
            self.handler = handler
        }
    }

    @usableFromInline
    typealias Entries = ContiguousArray<Entry>

    /// The observers in calling order; copying them is what a delivery takes.
    @usableFromInline var entries: Entries = []
    @usableFromInline var lastKey = 0
    @usableFromInline var firstSlotTaken = false

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `handler` and returns the key that removes it.
    @inlinable
    mutating func insert(_ handler: @escaping (Event<Element>) -> Void) -> Int {
        lastKey += 1
        let entry = Entry(key: lastKey, handler: handler)
        if firstSlotTaken {
            entries.append(entry)
        } else {
            entries.insert(entry, at: 0)
            firstSlotTaken = true
        }
        return lastKey
    }

    /// Removes the observer with `key` and returns it, if it is still there.
    @inlinable
    mutating func remove(key: Int) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        if index == 0 { firstSlotTaken = false }
        return entries.remove(at: index)
    }

    /// Removes every observer and returns them.
    @inlinable
    mutating func removeAll() -> Entries {
        defer {
            entries = []
            firstSlotTaken = false
        }
        return entries
    }
}
