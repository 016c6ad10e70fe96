// The benchmarks, run with `dev/bench` in release mode.
//
//   Benchmarks [--rounds N] [NAME…]   ns/event of the counter view models against a plain
//                                      closure (one round is enough under a profiler)
//   Benchmarks repl      vmrepl's start-up, transcript checking and memory
//   Benchmarks explore   explore's sequences a second, and its searches' time and memory
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "explore" {
    runExploreBenchmarks(vmrepl: arguments.dropFirst().first ?? ".build/optimized/release/vmrepl")
} else if arguments.first == "repl" {
    runREPLBenchmarks(vmrepl: arguments.dropFirst().first ?? ".build/optimized/release/vmrepl")
} else {
    var names = arguments
    var rounds = 15
    if names.first == "--rounds", names.count > 1, let count = Int(names[1]), count > 0 {
        rounds = count
        names.removeFirst(2)
    }
    runCounterBenchmarks(names, rounds: rounds)
}
