#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one part of a transcript printed, told against what the transcript expects of it.
///
/// A check that passes keeps none of what the engine printed: each part's output is
/// compared with the transcript as it comes, a buffer at a time. Only from the first
/// difference on is the output kept, for the diff and for `--bless`.
enum PartOutput {
    /// Exactly the part's bytes of the transcript, `range`.
    case asExpected(Range<Int>)
    /// The transcript's bytes in `matched`, then `rest`.
    case differs(matched: Range<Int>, rest: [UInt8])

    /// Whether the part printed what the transcript expects of it.
    var isAsExpected: Bool {
        if case .asExpected = self { return true }
        return false
    }

    /// Compares what a part prints with `expected[range]`, as it prints; with no
    /// `expected`, keeps everything.
    struct Comparison {
        private let expected: TextBytes?
        private let range: Range<Int>
        /// How far the output has matched.
        private var cursor: Int
        private var differs: Bool
        /// Output not yet compared, or, once it differs, all output from there on.
        var pending: ByteLines

        /// Unchecked output is compared once there is this much of it.
        private static let batch = 1 << 15

        init(expected: TextBytes?, range: Range<Int>) {
            self.expected = expected
            self.range = range
            cursor = range.lowerBound
            differs = expected == nil
            pending = ByteLines(reservingCapacity: Self.batch * 2)
        }

        /// Compares the pending output once enough of it has come.
        mutating func compareIfFull() {
            if !differs && pending.count >= Self.batch { compare() }
        }

        /// The part's output, once it has all been printed.
        mutating func finish() -> PartOutput {
            if !differs { compare() }
            if !differs && cursor == range.upperBound { return .asExpected(range) }
            return .differs(matched: range.lowerBound ..< cursor, rest: pending.bytes)
        }

        private mutating func compare() {
            guard let expected else { return }
            let count = pending.count
            guard count <= range.upperBound - cursor else {
                differs = true
                return
            }
            let same = expected.withUnsafeBufferPointer { expected in
                pending.withUnsafeBufferPointer { printed in
                    guard let left = expected.baseAddress, let right = printed.baseAddress else { return true }
                    return memcmp(left + cursor, right, count) == 0
                }
            }
            if same {
                cursor += count
                pending.removeAll()
            } else {
                differs = true
            }
        }
    }
}
