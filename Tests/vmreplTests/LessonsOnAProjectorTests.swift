import Foundation
import Testing

/// Every shipped lesson, stepped through by `vmrepl demo` on an 80×24 terminal as a
/// speaker steps through it, and read as the audience reads it: through a terminal
/// emulator (pyte). After each step's first page, its command is on the screen; Enter
/// pages through the rest, and the status line is below the step.
@Suite(.serialized) struct LessonsOnAProjectorTests {
    /// Drives `demo --no-typing LESSON` on a pseudo-terminal of 80×24 for each lesson file
    /// given; prints a JSON list of problems (empty when every step was in view).
    static let driver = #"""
    import json, os, re, select, subprocess, sys, time, fcntl, termios, struct, pyte
    binary, files = sys.argv[1], sys.argv[2:]
    status = re.compile(r"\x1b\[7m step (\d+)/(\d+)([^\x1b]*)\x1b\[0m")
    problems = []

    def read_status(fd, stream, deadline):
        """Reads until a status line arrives and nothing more follows; its text."""
        got = ""
        while time.time() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                chunk = os.read(fd, 65536).decode("utf-8", "replace")
                stream.feed(chunk)
                got += chunk
            elif status.search(got):
                return status.findall(got)[-1]
        return None

    for path in files:
        name = os.path.basename(path)
        commands = [line[len("vmrepl> "):] for line in open(path, encoding="utf-8").read().splitlines() if line.startswith("vmrepl> ")]
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, TERM="xterm", NO_COLOR="1", VMREPL_HISTORY="", LANG="C.UTF-8")
        child = subprocess.Popen([binary, "demo", "--no-typing", path], stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)
        screen = pyte.Screen(80, 24)
        stream = pyte.Stream(screen)
        if read_status(master, stream, time.time() + 10) is None:
            problems.append(f"{name}: no status line at the start")
        for number, command in enumerate(commands, 1):
            os.write(master, b"\r")
            seen = read_status(master, stream, time.time() + 10)
            if seen is None or int(seen[0]) != number:
                problems.append(f"{name} step {number}: the status line says {seen}")
                break
            shown = [line.rstrip() for line in screen.display]
            if ("vmrepl> " + command)[:80] not in shown and not any(line.startswith("vmrepl> " + command[:72]) for line in shown):
                problems.append(f"{name} step {number}: 'vmrepl> {command}' is not on the screen:\n" + "\n".join(shown))
            written = [line for line in shown if line]
            if not written[-1].startswith(f" step {number}/"):
                problems.append(f"{name} step {number}: the status line is not below the step: {written[-1]!r}")
            pages = 0
            while "more line" in seen[2] and pages < 50:
                os.write(master, b"\r")
                seen = read_status(master, stream, time.time() + 10)
                pages += 1
                if seen is None:
                    problems.append(f"{name} step {number}: no status line after a page")
                    break
        os.write(master, b"q")
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            problems.append(f"{name}: q did not end the demo")
        os.close(master)
    print(json.dumps(problems))
    """#

    @Test func everyShippedLessonHasEachCommandInViewAt80x24() throws {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts")
        let lessons = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".vmt") }.sorted()
        #expect(lessons.count >= 13)
        let scratch = try ScratchDirectory()
        let driver = try scratch.file("driver.py", Self.driver)
        let quoted = lessons.map { "'\(scripts.appendingPathComponent($0).path)'" }.joined(separator: " ")
        let run = try Binary.shell("/usr/bin/python3 '\(driver)' \"$VMREPL\" \(quoted)")
        #expect(run.status == 0, "\(run.error)")
        let problems = try JSONDecoder().decode([String].self, from: Data(run.output.utf8))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n\n"))")
    }
}
