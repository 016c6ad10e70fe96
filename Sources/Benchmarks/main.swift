// The benchmarks, run with `dev/bench` in release mode.
//
//   Benchmarks [NAME…]   ns/event of the counter view models against a plain closure
//   Benchmarks repl      vmrepl's start-up, transcript checking and memory
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "repl" {
    runREPLBenchmarks(vmrepl: arguments.dropFirst().first ?? ".build/release/vmrepl")
} else {
    runCounterBenchmarks(arguments)
}
