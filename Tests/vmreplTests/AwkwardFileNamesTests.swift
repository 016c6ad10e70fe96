import Foundation
import Testing

/// File names as a shell hands them over: a control character in a name is printed as its
/// escape and the file is still read (by `check` and `mutate` alike); a name that is not
/// UTF-8 is refused in one line that shows its bytes; `-f` reads a FIFO but refuses a
/// device, which would never end.
@Suite struct AwkwardFileNamesTests {
    static let transcript = "vmrepl> use relay\nactive: relay\nvmrepl> countup\ncount: \"1\"  (1 variant)\n"

    @Test func aControlCharacterInANameIsPrintedAsItsEscapeAndTheFileIsRead() throws {
        let scratch = try ScratchDirectory()
        let name = "tab\u{1}name\u{1B}[2J.vmt"
        let path = try scratch.file(name, Self.transcript)
        let checked = try Binary.run(["check", path])
        #expect(checked.status == 0)
        #expect(checked.output == "PASS \(scratch.url.path)/tab\\u{1}name\\u{1b}[2J.vmt\n")
        let mutated = try Binary.run(["mutate", "relay", "--screen", "counter", path])
        #expect(mutated.error == "", "\(mutated.error)")
        #expect(mutated.output.hasPrefix("mutate: "), "\(mutated.output)")
        let missing = try Binary.run(["check", scratch.url.appendingPathComponent("gone\u{7}.vmt").path])
        #expect(missing.error == "vmrepl: cannot read transcript '\(scratch.url.path)/gone\\u{7}.vmt': No such file or directory\n")
    }

    @Test func aNameThatIsNotUTF8IsRefusedWithItsBytesShown() throws {
        let scratch = try ScratchDirectory()
        // Process takes only Strings: the shell makes the name's bytes.
        let run = try Binary.shell("cd '\(scratch.url.path)' && printf 'vmrepl> countup\\n' > \"$(printf 'bad\\377.vmt')\" && \"$VMREPL\" check \"$(printf 'bad\\377.vmt')\"")
        #expect(run.status == 2)
        #expect(run.error == "vmrepl: the argument 'bad\\xFF.vmt' is not UTF-8; vmrepl reads its arguments, file names too, as UTF-8 (rename such a file: 'convmv' converts names)\n")
        #expect(run.output == "")
    }

    /// (A directory: SilentFailureTests.)
    @Test func dashFReadsAFIFOButRefusesADevice() throws {
        let piped = try Binary.shell("\"$VMREPL\" -f <(printf 'use relay\\ncountup\\n')")
        #expect(piped.output == "active: relay\ncount: \"1\"  (1 variant)\n", "\(piped.error)")
        let device = try Binary.run(["-f", "/dev/zero"])
        #expect(device.status == 2)
        #expect(device.error == "vmrepl: cannot read '/dev/zero': it is a device; -f reads a file of commands, a FIFO or '-'\n")
    }
}
