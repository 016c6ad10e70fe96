/* The line drawn again after a resize, with nothing of the old drawing left. Where the
   line now begins depends on the terminal: one that reflows (tmux, iTerm2, Terminal.app,
   VTE) rejoins the rows the text wrapped over and wraps them at the new width; one that
   does not (xterm, the Linux console) keeps the rows as libedit drew them; rows libedit
   moved between rather than wrapped over are reflowed each on its own. The redraw clears
   from the highest row the line can begin at in any of these, then libedit draws it.
   _GNU_SOURCE: for wcwidth. */
#define _GNU_SOURCE

#include "Editor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <wchar.h>

int vmrepl_terminal_width(vmrepl_editor *editor) {
    struct winsize window;
    if (!editor || ioctl(fileno(editor->out), TIOCGWINSZ, &window) != 0) return 0;
    return window.ws_col;
}

/* The prompt shown now, then the line up to the cursor, as characters. */
static wchar_t *text_before_cursor(EditLine *el, vmrepl_editor *editor) {
    const char *prompt = editor->search.active ? editor->search.prompt : editor->prompt;
    const LineInfoW *line = el_wline(el);
    size_t typed = (size_t)(line->cursor - line->buffer);
    size_t prompt_length = mbstowcs(NULL, prompt, 0);
    if (prompt_length == (size_t)-1) prompt_length = 0;
    wchar_t *text = malloc((prompt_length + typed + 1) * sizeof *text);
    if (!text) return NULL;
    if (prompt_length) mbstowcs(text, prompt, prompt_length + 1);
    wmemcpy(text + prompt_length, line->buffer, typed);
    text[prompt_length + typed] = L'\0';
    return text;
}

/* Where `text` leaves the cursor when written from a row's start at `width` columns, as
   a terminal wraps it: its row below the first, and its column. A wide character that
   does not fit on a row goes to the next, as libedit and terminals put it. */
static void place(const wchar_t *text, size_t width, size_t *row, size_t *column) {
    *row = 0;
    *column = 0;
    for (; *text; text++) {
        int columns = wcwidth(*text);
        size_t size = columns > 0 ? (size_t)columns : 0;
        if (*column + size > width) {
            (*row)++;
            *column = 0;
        }
        *column += size;
        if (*column >= width) {
            (*row)++;
            *column = 0;
        }
    }
}

/* How many rows above the cursor the line may now begin: the most of the three
   layouts. */
static size_t rows_above_cursor(const wchar_t *text, size_t old_width, size_t new_width) {
    size_t reflowed, column;
    place(text, new_width, &reflowed, &column);
    if (old_width == 0 || old_width == new_width) return reflowed;
    size_t kept;
    place(text, old_width, &kept, &column);
    /* Each old row reflowed alone: the full rows above the cursor's take
       old_width / new_width rows each, rounded up, and its own part before the cursor
       column / new_width more. */
    size_t per_row = (old_width + new_width - 1) / new_width;
    size_t alone = kept * per_row + column / new_width;
    size_t most = reflowed > kept ? reflowed : kept;
    return alone > most ? alone : most;
}

void vmrepl_redraw_at_new_size(EditLine *el) {
    el_resize(el);
    vmrepl_editor *editor = vmrepl_editor_of(el);
    int width = vmrepl_terminal_width(editor);
    if (editor && width > 0) {
        wchar_t *text = text_before_cursor(el, editor);
        size_t rows = text ? rows_above_cursor(text, (size_t)(editor->drawn_width > 0 ? editor->drawn_width : 0), (size_t)width) : 0;
        free(text);
        fputc('\r', editor->out);
        if (rows > 0) fprintf(editor->out, "\033[%zuA", rows);
        fputs("\033[J", editor->out);
        fflush(editor->out);
        editor->drawn_width = width;
    }
    /* el_resize keeps libedit's idea of where the cursor is, which may lie outside the
       new size (its next redraw then writes outside its buffers); EL_REFRESH forgets it
       and draws from where the cursor now is. */
    el_set(el, EL_REFRESH);
}
