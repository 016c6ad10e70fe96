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

/// The processor time the process `pid` has used, in seconds, as `ps` reports it (whole
/// seconds on Linux); 0 if it is gone.
func processorSeconds(of pid: Int32) throws -> Double {
    let reported = try Binary.shell("ps -o time= -p \(pid)").output.trimmingCharacters(in: .whitespacesAndNewlines)
    // `[DD-]HH:MM:SS` (Linux) or `M:SS.ss` (macOS).
    let fields = reported.split(separator: "-").last.map { $0.split(separator: ":") } ?? []
    return fields.reduce(0.0) { $0 * 60 + (Double($1) ?? 0) }
}

/// Waits until the process `pid` has used a second of processor time: it is past its
/// start-up (which takes a fraction of that) and busy with a long command, so a signal
/// now reaches the command, however loaded the machine.
func waitUntilBusy(_ pid: Int32) throws -> Bool {
    try eventually { try processorSeconds(of: pid) >= 1 }
}
