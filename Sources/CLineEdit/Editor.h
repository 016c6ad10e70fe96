// What the shim's files share, not seen from Swift: the editor, and how keys and signals
// reach libedit.
#ifndef CLINEEDIT_EDITOR_H
#define CLINEEDIT_EDITOR_H

#include "CLineEdit.h"

#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <wchar.h>

struct vmrepl_editor {
    EditLine *el;
    History *history;
    FILE *out;
    int owns_out;
    char *prompt;
    vmrepl_completion_fn complete;
    void *context;
    int cancelled;
};

/* The editor `el` belongs to (its client data). */
vmrepl_editor *vmrepl_editor_of(EditLine *el);

/* libedit's reading of one key (EL_GETCFN): KeyReader.c. */
int vmrepl_read_key(EditLine *el, wchar_t *key);

/* Sets SIGWINCH to be recorded for vmrepl_wait_for_input, keeping the action it replaces
   in `previous`: Signals.c. */
void vmrepl_watch_resizes(struct sigaction *previous);

/* Waits until a key can be read or a signal has come: Signals.c. */
void vmrepl_wait_for_input(int *signal_number, int *resized);

#endif
