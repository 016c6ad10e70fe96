// vmrepl's own figures: start-up against /bin/true, checking the lessons, and peak
// memory for a million commands against a thousand.
import Foundation
import REPLEngine

/// The outcome of running a program once.
struct RunMeasure {
    let seconds: Double
    let status: Int32
}

/// Starts `path` with `arguments`, standard input from `input` (a file descriptor, or
/// /dev/null), output to the file `output` (or /dev/null) and errors to /dev/null; closes
/// `closeInChild` in the child. The child's process id, or nil.
func spawn(_ path: String, _ arguments: [String], input: Int32? = nil, output: String? = nil, closeInChild: Int32? = nil) -> pid_t? {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    let environment = _NSGetEnviron().pointee
    #else
    var actions = posix_spawn_file_actions_t()
    let environment = environ
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
        posix_spawn_file_actions_adddup2(&actions, input, 0)
    } else {
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    if let closeInChild { posix_spawn_file_actions_addclose(&actions, closeInChild) }
    posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    return posix_spawn(&child, path, &actions, nil, argv, environment) == 0 ? child : nil
}

/// Runs `path` with `arguments`, standard input from the file `input` (or /dev/null) and
/// output to `output` (or /dev/null); measures wall time.
func measureRun(_ path: String, _ arguments: [String], input: String? = nil, output: String? = nil) -> RunMeasure {
    let descriptor = input.map { open($0, O_RDONLY) }
    defer { if let descriptor, descriptor >= 0 { close(descriptor) } }
    let start = DispatchTime.now().uptimeNanoseconds
    guard let child = spawn(path, arguments, input: descriptor, output: output) else {
        return RunMeasure(seconds: .nan, status: -1)
    }
    var status: Int32 = 0
    waitpid(child, &status, 0)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return RunMeasure(seconds: elapsed, status: (status >> 8) & 0xFF)
}

/// The peak resident size of vmrepl itself after it has run the `commands` file, in
/// kilobytes; nil if it cannot be read.
///
/// Read from the process's own `VmHWM` in /proc while vmrepl waits for more input
/// (`-f FILE -f -`, standard input a pipe kept open until then), once its output, in
/// `scratch`, ends with `lastOutput`. Not the `ru_maxrss` that `wait4` gives: Linux counts
/// in it the memory of the process that spawned the child, before the child's `exec`,
/// so this benchmark's own tens of megabytes hid vmrepl's ten.
func peakResidentKilobytes(_ vmrepl: String, commands: String, lastOutput: String, scratch: String, arguments: [String] = []) -> Int? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let child = spawn(vmrepl, arguments + ["-f", commands, "-f", "-"], input: ends[0], output: scratch, closeInChild: ends[1])
    close(ends[0])
    defer {
        close(ends[1])
        if let child {
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
    }
    guard let child else { return nil }
    let ending = Array((lastOutput + "\n").utf8)
    // vmrepl flushes its output before it waits on standard input. Only the file's last
    // bytes are read: the output of a million commands is tens of megabytes.
    while !endsWith(scratch, ending) {
        var status: Int32 = 0
        if waitpid(child, &status, WNOHANG) == child { return nil }
        usleep(5_000)
    }
    return peakResidentKilobytes(ofRunning: child)
}

/// The peak resident size of the running process `child`, from Linux's `/proc`; `nil`
/// elsewhere (macOS tells a process's peak only once it has ended).
func peakResidentKilobytes(ofRunning child: pid_t) -> Int? {
    #if os(Linux)
    guard let report = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8),
          let line = report.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
    #else
    return nil
    #endif
}

/// Whether the file at `path` ends with `ending`.
func endsWith(_ path: String, _ ending: [UInt8]) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let size = lseek(descriptor, 0, SEEK_END)
    guard size >= ending.count else { return false }
    var tail = [UInt8](repeating: 0, count: ending.count)
    let got = tail.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, ending.count, size - off_t(ending.count)) }
    return got == ending.count && tail == ending
}

func runREPLBenchmarks(vmrepl: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vmrepl-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func file(_ name: String, _ text: String) -> String {
        let path = directory.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    // This machine's speed varies from hour to hour: the plain-closure floor of the
    // counter benchmark, before and after, says how fast it ran.
    func printMachineSpeed(_ when: String) {
        let best = (0..<5).map { _ in timePerEvent(floorCase()) }.min() ?? .nan
        print(String(format: "machine speed %@: plain-closure floor %.1f ns/event (best of 5)", when, best))
    }
    printMachineSpeed("before")

    // `marbles` after 1,000 of the lessons' commands with every variant active (the
    // budget: 50 ms), in this process, best of 5.
    let marbleCommands = lessonInputs().filter { $0 != "quit" && $0 != "reset" && !$0.hasPrefix("use ") && !$0.hasPrefix("marbles") && !$0.hasPrefix("bench") }
    var bestMarbles = Double.infinity
    var marbleLines = 0
    for _ in 0..<5 {
        let engine = Engine(catalog: .shipped)
        for index in 0..<1_000 { _ = engine.execute(marbleCommands.isEmpty ? "countup" : marbleCommands[index % marbleCommands.count]) }
        let start = DispatchTime.now().uptimeNanoseconds
        marbleLines = engine.execute("marbles").lines.count
        bestMarbles = min(bestMarbles, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print(String(format: "marbles after 1,000 commands, all variants: %.1f ms, %d lines (best of 5)", bestMarbles, marbleLines))
    defer { printMachineSpeed("after") }

    // Start-up: `echo quit | vmrepl` against /bin/true, interleaved, best of 50.
    let quit = file("quit.txt", "quit\n")
    var bestTrue = Double.infinity, bestREPL = Double.infinity
    for _ in 0..<50 {
        bestTrue = min(bestTrue, measureRun("/bin/true", []).seconds)
        bestREPL = min(bestREPL, measureRun(vmrepl, [], input: quit).seconds)
    }
    print(String(format: "start-up: echo quit | vmrepl %.2f ms, /bin/true %.2f ms: %.1f× (best of 50)",
                 bestREPL * 1000, bestTrue * 1000, bestREPL / bestTrue))

    // Peak memory: a thousand countup commands against a million, batch mode.
    let small = file("small.txt", String(repeating: "countup\n", count: 1_000))
    let large = file("large.txt", String(repeating: "countup\n", count: 1_000_000))
    let smallPeak = peakResidentKilobytes(vmrepl, commands: small, lastOutput: #"count: "1000"  (all 9 agree)"#, scratch: file("small.out", ""))
    let start = DispatchTime.now().uptimeNanoseconds
    let largePeak = peakResidentKilobytes(vmrepl, commands: large, lastOutput: #"count: "1000000"  (all 9 agree)"#, scratch: file("large.out", ""))
    let largeSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if let smallPeak, let largePeak {
        print("peak resident size: 1,000 countups \(smallPeak) KB, 1,000,000 countups \(largePeak) KB, difference \(largePeak - smallPeak) KB (\(String(format: "%.1f", largeSeconds)) s)")
    } else {
        print("peak resident size: not measured (it is read from Linux's /proc)")
    }

    // Checking the shipped lessons, each in a process of its own, against `echo quit |
    // vmrepl`, interleaved, best of 20.
    let lessonFiles = lessonPaths()
    var bestCheck = Double.infinity
    bestREPL = .infinity
    for _ in 0..<20 {
        bestREPL = min(bestREPL, measureRun(vmrepl, [], input: quit).seconds)
        bestCheck = min(bestCheck, measureRun(vmrepl, ["check"] + lessonFiles).seconds)
    }
    print(String(format: "check scripts/ (%d lessons): %.2f ms, echo quit | vmrepl %.2f ms: %.1f× (best of 20)",
                 lessonFiles.count, bestCheck * 1000, bestREPL * 1000, bestCheck / bestREPL))

}

/// The shipped lessons' paths, in order.
func lessonPaths() -> [String] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: "scripts")) ?? []).filter { $0.hasSuffix(".vmt") }.sorted()
    return names.map { "scripts/" + $0 }
}

/// The input lines of the shipped lessons, in order.
func lessonInputs() -> [String] {
    let scripts = URL(fileURLWithPath: "scripts")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: scripts.path)) ?? []).filter { $0.hasSuffix(".vmt") }.sorted()
    return names.flatMap { name -> [String] in
        let text = (try? String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.hasPrefix("vmrepl> ") }.map { String($0.dropFirst("vmrepl> ".count)) }
    }
}
