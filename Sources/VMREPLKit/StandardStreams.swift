#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import REPLEngine

/// A buffered writer to a file descriptor: batch output in few system calls.
///
/// A write that fails (a full disk, a closed descriptor) is reported once on standard
/// error — `vmrepl: cannot write output: No space left on device` — and ``failed`` is set,
/// so the run ends with status 2; what is written after is dropped. A reader that went
/// away (EPIPE, when SIGPIPE is ignored) ends the run as quietly, but still with status 2.
final class FileWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    /// Whether a write has failed.
    private(set) var failed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        guard !failed else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count && !failed {
            let written = buffer[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                fail(errno)
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func fail(_ error: Int32) {
        failed = true
        guard error != EPIPE, descriptor != 2 else { return }
        let message = Array("\(Tool.name): cannot write \(descriptor == 1 ? "output" : "to descriptor \(descriptor)"): \(String(cString: strerror(error)))\n".utf8)
        _ = message.withUnsafeBytes { systemWrite(2, $0.baseAddress, $0.count) }
    }
}

/// Standard output and error, and how engine lines reach them.
enum StandardStreams {
    nonisolated(unsafe) static let output = FileWriter(descriptor: 1)
    nonisolated(unsafe) static let error = FileWriter(descriptor: 2)

    /// Writes an engine line to its stream; errors flush the output first so the two
    /// streams stay in order on a terminal.
    static func emit(_ line: OutputLine) {
        switch line.channel {
        case .output:
            output.write(line.text + "\n")
        case .error:
            output.flush()
            error.write(line.text + "\n")
            error.flush()
        }
    }

    /// Whether to colour, by the choice and the environment.
    /// The palette `VMREPL_PALETTE` chooses (dark when unset), or `nil` when it names none.
    static func palette() -> Palette? {
        let chosen = getenv("VMREPL_PALETTE").map { String(cString: $0) } ?? ""
        return chosen.isEmpty ? .dark : Palette(rawValue: chosen)
    }

    static func useColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = getenv("NO_COLOR").map { String(cString: $0) } ?? ""
            return noColor.isEmpty && isatty(1) != 0
        }
    }
}

/// The C library's `write`, under a name the writer's own `write` does not hide.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
