import Foundation

/// Waits until `condition` holds, looking every 10 ms, for at most `seconds`: whether it
/// came to hold. The deadline is generous, so that a loaded machine only makes a test
/// slower, never failing; a test waits for what it expects, never for a fixed time.
func eventually(within seconds: Double = 120, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while try !condition() {
        if Date() > deadline { return false }
        usleep(10_000)
    }
    return true
}

/// The processes now running that a vmrepl process started as its children
/// (`--vmrepl-child PARENT …`), by their command lines.
func childrenOf(_ parent: Int32) throws -> [String] {
    let listing = try Binary.shell("ps -eo args=")
    return listing.output.split(separator: "\n").map(String.init).filter { $0.contains("--vmrepl-child \(parent) ") }
}
