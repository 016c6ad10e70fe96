/// Storage for at most one disposable, holding a do-nothing one when empty.
///
/// An `Optional<any Disposable>` is copied and destroyed through the runtime's generic
/// value witnesses for `Optional` (about sixty instructions each, one of MiniRx's larger
/// costs when subscriptions are made and torn down by the thousand); a plain existential
/// goes straight to its type's witness. Emptiness is never asked: disposing an empty slot
/// disposes a `NopDisposable`, which does nothing.
@usableFromInline
struct DisposableSlot {
    @usableFromInline
    var disposable: Disposable

    /// An empty slot.
    @inlinable
    init() {
        disposable = NopDisposable()
    }

    /// Puts `disposable` in the slot, letting go of what it held.
    @inlinable
    mutating func store(_ disposable: Disposable) {
        self.disposable = disposable
    }

    /// Empties the slot and returns what it held, without copying it.
    @inlinable
    mutating func take() -> Disposable {
        var taken: Disposable = NopDisposable()
        swap(&taken, &disposable)
        return taken
    }
}
