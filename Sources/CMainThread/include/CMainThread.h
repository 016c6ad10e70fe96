// Whether the caller runs on the process's first thread: Swift's standard library has no
// way to ask on Linux without Foundation's Thread.
#ifndef CMAINTHREAD_H
#define CMAINTHREAD_H

/// Returns 1 on the process's first (main) thread, 0 elsewhere.
int main_thread_is_current(void);

#endif
