/// The session's render passes: after each command's synchronous work and after each
/// step of virtual time, every view of an `@Observable` property whose value was changed
/// since its last render reads it again, as SwiftUI re-renders a view once per pass
/// whatever number of changes it saw. Used only on the session's thread.
package final class RenderLoop {
    private var views: [(id: Int, render: () -> Void)] = []
    private var nextID = 0

    /// A loop with no views yet.
    package init() {}

    /// Adds a view that `render` re-renders; returns its id for ``remove(_:)``.
    func add(_ render: @escaping () -> Void) -> Int {
        nextID += 1
        views.append((nextID, render))
        return nextID
    }

    /// Removes the view `id`.
    func remove(_ id: Int) {
        views.removeAll { $0.id == id }
    }

    /// Whether it has no views: a style written without `@Observable` never has one.
    package var isEmpty: Bool { views.isEmpty }

    /// Runs a render pass: each view in the order it was added.
    package func render() {
        for view in views { view.render() }
    }
}
