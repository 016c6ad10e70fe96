/* The signals vmrepl records (SIGINT, SIGTERM, SIGHUP, and SIGWINCH while a line is read)
   and the wait for a key that none of them can slip past: POSIX's pselect, which Linux and
   macOS both have, so there is one path to test. */
#include "CLineEdit.h"
#include "Editor.h"

#include <signal.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

/* The signal that arrived last (SIGINT, SIGTERM or SIGHUP), or 0. */
static volatile sig_atomic_t interrupt_signal = 0;

static void on_interrupt(int signal_number) {
    /* A request to end (SIGTERM, SIGHUP) is not overwritten by a later Ctrl-C. */
    if (interrupt_signal == 0 || interrupt_signal == SIGINT) interrupt_signal = signal_number;
}

void vmrepl_install_interrupt_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a read or open that waits returns EINTR, so the loop can stop. */
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    /* A parent may have started us with them blocked; they must still arrive (a tmux
       started by a process that blocks SIGWINCH passes the block on to its panes, and
       the prompt never saw a resize). */
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGHUP);
    sigaddset(&signals, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &signals, NULL);
}

int vmrepl_interrupted(void) { return interrupt_signal; }

void vmrepl_clear_interrupt(void) { interrupt_signal = 0; }

/* Set by SIGWINCH while a line is read; the reading loop resizes the editor. */
static volatile sig_atomic_t window_resized = 0;

static void on_window_resize(int signal_number) {
    (void)signal_number;
    window_resized = 1;
}

void vmrepl_watch_resizes(struct sigaction *previous) {
    struct sigaction resize;
    memset(&resize, 0, sizeof resize);
    resize.sa_handler = on_window_resize;
    sigemptyset(&resize.sa_mask);
    /* SA_RESTART: a read libedit makes while drawing goes on after a resize. */
    resize.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &resize, previous);
}

/* Waits until a key can be read, a signal has come or `milliseconds` have passed (-1: no
   limit); says which signal, and whether the window was resized. The signals are held
   while the flags are looked at and released only inside pselect, so one that arrives
   just before the wait still ends it. */
void vmrepl_wait_for_input(int milliseconds, int *signal_number, int *resized) {
    sigset_t held, previous;
    sigemptyset(&held);
    sigaddset(&held, SIGINT);
    sigaddset(&held, SIGTERM);
    sigaddset(&held, SIGHUP);
    sigaddset(&held, SIGWINCH);
    sigprocmask(SIG_BLOCK, &held, &previous);
    if (interrupt_signal == 0 && window_resized == 0) {
        fd_set input;
        FD_ZERO(&input);
        FD_SET(STDIN_FILENO, &input);
        struct timespec limit = { milliseconds / 1000, (long)(milliseconds % 1000) * 1000000L };
        pselect(STDIN_FILENO + 1, &input, NULL, NULL, milliseconds < 0 ? NULL : &limit, &previous);
    }
    *signal_number = interrupt_signal;
    *resized = window_resized;
    window_resized = 0;
    sigprocmask(SIG_SETMASK, &previous, NULL);
}

int vmrepl_wait_readable(int fd, int milliseconds) {
    /* select cannot watch such a descriptor; the caller's read waits instead. */
    if (fd < 0 || fd >= FD_SETSIZE) return 1;
    fd_set input;
    FD_ZERO(&input);
    FD_SET(fd, &input);
    struct timeval limit = { milliseconds / 1000, (milliseconds % 1000) * 1000 };
    int ready = select(fd + 1, &input, NULL, NULL, milliseconds < 0 ? NULL : &limit);
    return ready > 0 ? 1 : ready;
}
