// A small C front for libedit: the variadic el_set/history calls live here, and Swift
// calls these plain functions. No C global is read or written from Swift.
#ifndef CLINEEDIT_H
#define CLINEEDIT_H

#include <stddef.h>

typedef struct vmrepl_editor vmrepl_editor;

/// Returns the candidates that complete the last word of `line_before_cursor`, one per
/// line, in a malloc'd string the editor frees; or NULL for none.
typedef char *(*vmrepl_completion_fn)(const char *line_before_cursor, void *context);

/// Opens an editor on the terminal. Editing output goes to stdout when it is a terminal,
/// else to /dev/tty, so `vmrepl | tee log` still edits on the screen.
vmrepl_editor *vmrepl_editor_open(const char *program, const char *prompt,
                                  vmrepl_completion_fn complete, void *context);

/// Reads one line. Returns 1 and a malloc'd line (without newline) in *line; 0 at end of
/// input (Ctrl-D on an empty line); -1 when Ctrl-C cancelled the line; -2 on an error.
int vmrepl_editor_read(vmrepl_editor *editor, char **line);

/// Adds a line to the history.
void vmrepl_editor_add_history(vmrepl_editor *editor, const char *line);

/// Loads the history file; returns 0, or -1 when it cannot be read.
int vmrepl_editor_load_history(vmrepl_editor *editor, const char *path);

/// Saves the history file; returns 0, or -1 when it cannot be written.
int vmrepl_editor_save_history(vmrepl_editor *editor, const char *path);

/// Restores the terminal and frees the editor.
void vmrepl_editor_close(vmrepl_editor *editor);

/// Sets the character locale from the environment, falling back to C.UTF-8 so that
/// non-ASCII input is kept.
void vmrepl_set_locale(void);

/// Installs a handler for SIGINT, SIGTERM and SIGHUP that only records the signal, without
/// SA_RESTART, so that a read or open waiting for input returns EINTR.
void vmrepl_install_interrupt_handler(void);

/// The signal that arrived since the last clear (SIGTERM and SIGHUP win over SIGINT), or 0.
int vmrepl_interrupted(void);

/// Forgets a recorded signal.
void vmrepl_clear_interrupt(void);

/// Waits until `fd` has input (or its end) to read, at most `milliseconds` (-1: no limit).
/// Returns 1 when it has, 0 when the time ran out, -1 on a signal or an error (errno says
/// which). select, not poll: macOS's poll does not wait on a terminal.
int vmrepl_wait_readable(int fd, int milliseconds);

/// Whether the file descriptor is a terminal.
int vmrepl_isatty(int fd);

#endif
