/* The keys libedit reads, read here (EL_GETCFN) so that signals are handled between
   keys. _GNU_SOURCE: for wcwidth. */
#define _GNU_SOURCE

#include "CLineEdit.h"
#include "Editor.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

/* Whether a key (or the end of input) can be read without waiting. */
static int input_ready(void) { return vmrepl_wait_readable(STDIN_FILENO, 0) > 0; }

/* The columns `text` takes on a terminal, its first `bytes` bytes only. */
static size_t columns_of(const char *text, size_t bytes) {
    size_t columns = 0;
    mbstate_t state;
    memset(&state, 0, sizeof state);
    while (bytes > 0) {
        wchar_t character;
        size_t size = mbrtowc(&character, text, bytes, &state);
        if (size == 0 || size == (size_t)-1 || size == (size_t)-2) break;
        int width = wcwidth(character);
        columns += width > 0 ? (size_t)width : 0;
        text += size;
        bytes -= size;
    }
    return columns;
}

/* Gives libedit the terminal's new size and draws the prompt and the line again, where
   they began. A terminal reflows a wrapped line to its new width, so the cursor is now
   (prompt and text before it) / columns rows below the line's start: the redraw starts
   there and clears what is below. el_resize alone keeps libedit's idea of where the
   cursor is, which may lie outside the new size (its next redraw then writes outside
   its buffers); EL_REFRESH forgets it. */
static void redraw_at_new_size(EditLine *el) {
    el_resize(el);
    vmrepl_editor *editor = vmrepl_editor_of(el);
    struct winsize window;
    if (editor && ioctl(fileno(editor->out), TIOCGWINSZ, &window) == 0 && window.ws_col > 0) {
        const LineInfo *line = el_line(el);
        size_t before = columns_of(editor->prompt, strlen(editor->prompt))
            + columns_of(line->buffer, (size_t)(line->cursor - line->buffer));
        size_t rows = before / window.ws_col;
        fputc('\r', editor->out);
        if (rows > 0) fprintf(editor->out, "\033[%zuA", rows);
        fputs("\033[J", editor->out);
        fflush(editor->out);
    }
    el_set(el, EL_REFRESH);
}

/// libedit's reading of one key (EL_GETCFN), done here so that signals are handled
/// between keys. libedit's own handlers (EL_SIGNAL) resize its display inside the
/// signal handler, and one that lands while it redraws the line makes it read freed
/// memory and abort (`literal_get: Assertion`); here a signal only sets a flag.
int vmrepl_read_key(EditLine *el, wchar_t *key) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        int signal_number, resized;
        vmrepl_wait_for_input(&signal_number, &resized);
        if (signal_number == SIGINT) {
            /* Only `kill -INT` reaches us while editing (the terminal's ^C is a key
               here); it does what the key does: cancel the line. */
            vmrepl_clear_interrupt();
            *key = L'\x03';
            return 1;
        }
        if (signal_number != 0) {
            *key = L'\0';
            errno = EINTR;
            return -1;
        }
        if (resized) {
            redraw_at_new_size(el);
            /* While resizes keep coming (a window's corner dragged), keys are still
               read. */
            if (!input_ready()) continue;
        }
        ssize_t got = read(STDIN_FILENO, bytes + count, 1);
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            *key = L'\0';
            return -1;
        }
        if (got == 0) {
            *key = L'\0';
            return 0;
        }
        count++;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t size = mbrtowc(key, bytes, count, &state);
        if (size == (size_t)-2 && count < sizeof bytes) continue;
        /* A byte that starts no character is dropped, as libedit drops it. */
        if (size == (size_t)-1 || size == (size_t)-2) {
            count = 0;
            continue;
        }
        return 1;
    }
}
