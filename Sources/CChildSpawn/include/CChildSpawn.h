// Starting a child of this executable with posix_spawn: Foundation's Process starts a
// run-loop thread that stops the whole process when no descriptor is left for it, and
// puts the child in a process group of its own, out of reach of the terminal's Ctrl-C.
#ifndef CCHILDSPAWN_H
#define CCHILDSPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and this process's environment, in this process's group,
/// with default signal handling and no signal blocked. Its standard input is `input`
/// (-1: /dev/null; 0: this process's own), its standard output `output`; its standard
/// error is this process's. Returns its process id, or -errno.
pid_t child_spawn(const char *path, char *const argv[], int input, int output);

#endif
