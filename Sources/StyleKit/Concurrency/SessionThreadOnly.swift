/// A value that crosses into a task on the ``SessionExecutor`` but is only ever used on
/// the session's thread, where that executor runs every job: a probe's handler, a view
/// model the view (the REPL) calls into.
package struct SessionThreadOnly<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
