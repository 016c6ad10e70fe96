/* The keys libedit reads, read here (EL_GETCFN) so that signals are handled between
   keys. */
#include "CLineEdit.h"
#include "Editor.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

/* How long the window must keep its size before the line is drawn again. */
enum { resize_settle_milliseconds = 40 };

/* Whether a key (or the end of input) can be read without waiting. */
static int input_ready(void) { return vmrepl_wait_readable(STDIN_FILENO, 0) > 0; }

/* One character from the terminal, decoded as libedit's own reader decodes it: a byte
   that starts no character is dropped; a sequence that a byte breaks off is dropped and
   that byte read again, so the key it begins (Enter, an arrow's Esc) is kept. */
static int read_character(EditLine *el, wchar_t *key) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    /* Whether the window was resized and the line is not yet drawn again. */
    int resize_pending = 0;
    for (;;) {
        int signal_number, resized;
        vmrepl_wait_for_input(resize_pending ? resize_settle_milliseconds : -1, &signal_number, &resized);
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
            /* While resizes keep coming (a window's corner dragged), the line is drawn
               once they pause: a drawing meant for one size that reaches the terminal
               after the next resize lands on the wrong rows. */
            resize_pending = 1;
            continue;
        }
        if (resize_pending) {
            vmrepl_redraw_at_new_size(el);
            resize_pending = 0;
        }
        if (!input_ready()) continue;
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
        for (;;) {
            mbstate_t state;
            memset(&state, 0, sizeof state);
            size_t size = mbrtowc(key, bytes, count, &state);
            if (size == (size_t)-2) {
                /* Incomplete: read on, unless no character is this long. */
                if (count < sizeof bytes) break;
                count = 0;
                break;
            }
            if (size != (size_t)-1) return 1;
            if (count == 1) {
                count = 0;
                break;
            }
            bytes[0] = bytes[count - 1];
            count = 1;
        }
    }
}

/// libedit's reading of one key (EL_GETCFN), done here so that signals are handled
/// between keys. libedit's own handlers (EL_SIGNAL) resize its display inside the
/// signal handler, and one that lands while it redraws the line makes it read freed
/// memory and abort (`literal_get: Assertion`); here a signal only sets a flag. While
/// Ctrl-R searches, the search takes the keys.
int vmrepl_read_key(EditLine *el, wchar_t *key) {
    vmrepl_editor *editor = vmrepl_editor_of(el);
    int result = read_character(el, key);
    if (result == 1 && editor) {
        editor->keys_read++;
        if (editor->search.active) return vmrepl_search_key(el, editor, key);
    }
    return result;
}
