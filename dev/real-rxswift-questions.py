#!/usr/bin/env python3
"""The RealRxSwift build's question before a line that stops RxSwift's debug build, on a
pseudo-terminal at 80x24, however the line arrives: `run LESSON`, `handout LESSON`,
`demo LESSON` (and a jump past the step), `-f FILE -i`; and what a command costs at the
prompt after 1 command and after 400 (the lines are tried in a process that follows the
session, so the cost must not grow with it).

    dev/real-rxswift-questions.py VMREPL DIRECTORY

Prints what it saw; exits 1 at the first thing that is not as it should be.
"""
import fcntl, functools, os, pty, select, statistics, struct, sys, termios, time

print = functools.partial(print, flush=True)

vmrepl, directory = sys.argv[1], sys.argv[2]
QUESTION = b"run it and end the session? [y/N] "
REFUSED = b"not run: it stops the program"


class Prompt:
    """vmrepl on a pseudo-terminal, its screen read as a stream."""

    def __init__(self, *arguments):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.chdir(directory)
            os.environ.update(VMREPL_HISTORY="", VMREPL_PAGER="cat", TERM="xterm")
            os.execv(vmrepl, [vmrepl, *arguments])
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.seen = b""

    def until(self, text, deadline=60):
        """Reads until `text` shows (everything before it is dropped)."""
        end = time.monotonic() + deadline
        while text not in self.seen:
            left = end - time.monotonic()
            if left <= 0:
                sys.exit(f"dev/real-rxswift: never saw {text!r}; the last of the screen:\n{self.seen[-800:].decode(errors='replace')}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    self.seen += os.read(self.fd, 65536)
                except OSError:
                    sys.exit(f"dev/real-rxswift: vmrepl ended before {text!r}:\n{self.seen[-800:].decode(errors='replace')}")
        before, self.seen = self.seen.split(text, 1)
        return before

    def type(self, keys):
        os.write(self.fd, keys)

    def quit(self):
        self.type(b"quit\r")
        _, status = os.waitpid(self.pid, 0)
        if status != 0:
            sys.exit(f"dev/real-rxswift: vmrepl ended with status {status} after 'quit'")


def refuse(prompt, line, question=QUESTION, answer=b"n\r", then=REFUSED):
    """Waits for the question before `line`, answers no, and waits for `then`."""
    asked = prompt.until(question)
    if f"'{line}' stops the program here".encode() not in asked.replace(b"\r\n", b" "):
        sys.exit(f"dev/real-rxswift: the question does not name '{line}':\n{asked.decode(errors='replace')}")
    prompt.type(answer)
    prompt.until(then)


# `run 3`: the lesson's `error countUp` asks; `n` skips it and the run goes on.
prompt = Prompt()
prompt.until(b"vmrepl> ")
prompt.type(b"run 3\r")
refuse(prompt, "error countUp")
# The lesson's last command, on the line the lesson has it.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts/03-errors-into-inputs.vmt"), encoding="utf-8") as lesson:
    last = max(number for number, line in enumerate(lesson, 1) if line.rstrip("\n") == "vmrepl> countup")
prompt.until(f"03-errors-into-inputs.vmt:{last}> countup".encode())
prompt.until(b"vmrepl> ")
print("dev/real-rxswift: 'run 3' asked before 'error countUp'; 'n' ran the rest")

# `handout 3`: the talk runs in a session of its own, and asks there too.
prompt.type(b"handout 3\r")
refuse(prompt, "error countUp")
prompt.until(b"vmrepl> ")
print("dev/real-rxswift: 'handout 3' asked before 'error countUp'; 'n' wrote the rest")

# `demo 3`: the stale-transcript note names the stop; step 2 asks; a jump to 3 asks again.
prompt.type(b"demo 3\r")
prompt.until(b"press a key to start the talk")
prompt.type(b"\r")
prompt.until(b"step 0/6")
prompt.type(b"\r")
prompt.until(b"step 1/6")
prompt.type(b"\r")
talk = b"run it and end the talk? [y/N] "
# A key answers the talk's question: Enter would run the next step after it.
refuse(prompt, "error countUp", talk, b"n")
# A jump replays the steps before silently, and asks on the way.
prompt.type(b"3\r")
refuse(prompt, "error countUp", talk, b"n", b"step 3/6")
prompt.type(b"q")
prompt.until(b"vmrepl> ")
print("dev/real-rxswift: 'demo 3' asked at step 2, and again on a jump past it")

# What a command costs at the prompt: after 1 command, and after 400 more.
def timed(times=15):
    spans = []
    for _ in range(times):
        start = time.monotonic()
        prompt.type(b"countup\r")
        prompt.until(b"vmrepl> ")
        spans.append(time.monotonic() - start)
    return statistics.median(spans) * 1000

prompt.type(b"reset\r")
prompt.until(b"vmrepl> ")
early = timed()
for _ in range(400):
    prompt.type(b"countup\r")
    prompt.until(b"vmrepl> ")
late = timed()
prompt.type(b"error countUp\r")
refuse(prompt, "error countUp")
prompt.quit()
print(f"dev/real-rxswift: countup at the prompt, median of 15: {early:.1f} ms early in the session, {late:.1f} ms after 400 more; then 'error countUp' asked")
if late > 3 * early + 5:
    sys.exit("dev/real-rxswift: a command costs more as the session grows")

# `-f FILE -i`: the prepared lines ask before the prompt starts.
with open(os.path.join(directory, "stops.vmrepl"), "w") as file:
    file.write("use anyobserver property\ncountup\nerror countUp\ncountup\n")
prompt = Prompt("-f", "stops.vmrepl", "-i")
refuse(prompt, "error countUp")
prompt.until(b'count: "2"  (both agree)')
prompt.until(b"vmrepl> ")
prompt.quit()
print("dev/real-rxswift: '-f FILE -i' asked before 'error countUp'; 'n' ran the rest and the prompt started")
