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
            return sameError(left, right)
        default:
            return false
        }
    }
}

/// Two errors are alike when they have the same type and description, as RxTest compares
/// them on Linux.
private func sameError(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    type(of: left) == type(of: right) && "\(left)" == "\(right)"
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether the two events are the same kind with equal elements or alike errors.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.success(let left), .success(let right)): left == right
        case (.error(let left), .error(let right)): sameError(left, right)
        default: false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Whether the two events are both completions or alike errors.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): sameError(left, right)
        default: false
        }
    }
}
