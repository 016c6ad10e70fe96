// What the shim's files share, not seen from Swift: the editor, and how keys and signals
// reach libedit.
#ifndef CLINEEDIT_EDITOR_H
#define CLINEEDIT_EDITOR_H

#include "CLineEdit.h"

#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <wchar.h>

/* Ctrl-R's search while it runs (IncrementalSearch.c). */
struct vmrepl_search {
    int active;
    /* The next Ctrl-R libedit reads is the search's own, to draw it again. */
    int redraw;
    int failed;
    wchar_t query[128];
    /* The last search's text, which Ctrl-R Ctrl-R looks for again. */
    wchar_t last[128];
    char prompt[128 * 4 + 64];
    /* The line being edited, then the history, newest first, while the search runs; the
       entry and place the search goes on from, and the entry last found (-1: none). */
    wchar_t **entries;
    size_t count;
    long entry;
    long position;
    long found;
    /* The line and cursor before the search, which Ctrl-G puts back. */
    wchar_t *original;
    size_t original_cursor;
};

struct vmrepl_editor {
    EditLine *el;
    History *history;
    FILE *out;
    int owns_out;
    char *prompt;
    vmrepl_completion_fn complete;
    void *context;
    int cancelled;
    /* Keys read since the editor opened: a kill right after a kill adds to its text, a
       Tab right after a Tab that completed nothing lists the choices. */
    unsigned long keys_read;
    /* The text the kills took, for Ctrl-Y, and keys_read at the last kill. */
    wchar_t *killed;
    unsigned long killed_at;
    /* keys_read when Tab last completed nothing. */
    unsigned long idle_tab_at;
    /* The terminal's columns when libedit last drew the line (ResizeRedraw.c). */
    int drawn_width;
    struct vmrepl_search search;
};

/* The editor `el` belongs to (its client data). */
vmrepl_editor *vmrepl_editor_of(EditLine *el);

/* libedit's reading of one key (EL_GETCFN): KeyReader.c. */
int vmrepl_read_key(EditLine *el, wchar_t *key);

/* Sets SIGWINCH to be recorded for vmrepl_wait_for_input, keeping the action it replaces
   in `previous`: Signals.c. */
void vmrepl_watch_resizes(struct sigaction *previous);

/* Waits until a key can be read, a signal has come or `milliseconds` have passed (-1: no
   limit): Signals.c. */
void vmrepl_wait_for_input(int milliseconds, int *signal_number, int *resized);

/* The terminal's columns now, or 0 when it cannot say (ResizeRedraw.c). */
int vmrepl_terminal_width(vmrepl_editor *editor);

/* After a resize: gives libedit the new size and draws the prompt and the line again,
   leaving no row of the old drawing (ResizeRedraw.c). */
void vmrepl_redraw_at_new_size(EditLine *el);

/* Binds readline's keys and adds the functions they need: ReadlineKeys.c. */
void vmrepl_bind_readline_keys(EditLine *el);

/* Ctrl-R's function (IncrementalSearch.c): starts a search, or draws it again. */
unsigned char vmrepl_search_backward(EditLine *el, int key);

/* While a search runs, takes the key read into `key` and hands libedit the key that
   draws the search (IncrementalSearch.c). Returns what vmrepl_read_key returns. */
int vmrepl_search_key(EditLine *el, vmrepl_editor *editor, wchar_t *key);

/* Ends any search, for a new line; frees what a search keeps. */
void vmrepl_search_reset(vmrepl_editor *editor);
void vmrepl_search_free(vmrepl_editor *editor);

#endif
