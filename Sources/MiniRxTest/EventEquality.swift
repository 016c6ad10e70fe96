import MiniRx

/// Events compare equal when they are the same kind with equal elements; errors compare
/// by type and description, as RxTest does on Linux.
extension Event: Equatable where Element: Equatable {
    /// Whether the two events are the same kind with equal elements or equal errors.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            return true
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return type(of: left) == type(of: right) && "\(left)" == "\(right)"
        default:
            return false
        }
    }
}
