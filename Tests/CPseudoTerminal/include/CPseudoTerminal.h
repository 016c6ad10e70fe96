// Test support: open a pseudo-terminal and start a program as the session leader on it.
#ifndef CPSEUDOTERMINAL_H
#define CPSEUDOTERMINAL_H

#include <stddef.h>
#include <sys/types.h>

/// Opens a pseudo-terminal; writes the slave's path into `slave_path`. Returns the
/// master's file descriptor, or -1.
int pty_open(char *slave_path, size_t capacity);

/// Starts `path` in a new session whose controlling terminal is the slave, with the slave
/// as standard input, output and error. Returns the child's pid, or -1.
pid_t pty_spawn(const char *path, char *const argv[], char *const envp[], const char *slave_path, int master, const char *directory);

#endif
