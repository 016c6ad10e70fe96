/// A value that crosses into a task on the ``SessionExecutor`` but is only ever used on
/// the session's thread, where that executor runs every job: a probe's handler, a view
/// model the view (the REPL) calls into.
struct SessionThreadOnly<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
