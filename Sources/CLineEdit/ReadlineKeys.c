/* GNU readline's keys, on libedit: the sequences terminals send for Home, End, Delete and
   the Ctrl and Alt arrows bound to libedit's own functions, and the few functions whose
   rules differ from libedit's written here: readline's words (letters and digits only;
   libedit's also take `_-.*?[]~=`), Ctrl-U and Ctrl-W's extents, and one kill buffer
   that consecutive kills add to, as readline's kill ring does. A person's ~/.editrc is
   read after these, so it still wins. */
#include "Editor.h"

#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

/* A letter or digit: what readline's word commands take a word to be. */
static int in_word(wchar_t character) { return iswalnum((wint_t)character) != 0; }

static int is_blank(wchar_t character) { return character == L' ' || character == L'\t'; }

/* Where readline's forward-word goes from `at`: past any non-word characters, then past
   the word. */
static size_t word_end_after(const LineInfoW *line, size_t at) {
    size_t length = (size_t)(line->lastchar - line->buffer);
    while (at < length && !in_word(line->buffer[at])) at++;
    while (at < length && in_word(line->buffer[at])) at++;
    return at;
}

/* Where readline's backward-word goes from `at`: back over any non-word characters, then
   to the start of the word. */
static size_t word_start_before(const LineInfoW *line, size_t at) {
    while (at > 0 && !in_word(line->buffer[at - 1])) at--;
    while (at > 0 && in_word(line->buffer[at - 1])) at--;
    return at;
}

static size_t cursor_of(const LineInfoW *line) { return (size_t)(line->cursor - line->buffer); }

/* How many keys the sequence bound to a kill takes, by its last key: Ctrl-K, Ctrl-U and
   Ctrl-W are one; Alt-D and Alt-Backspace (Esc, then the key) two. */
static unsigned long keys_of_kill(int last_key) {
    return last_key == 0x0b || last_key == 0x15 || last_key == 0x17 ? 1 : 2;
}

/* Keeps the `count` characters at `from` as killed text: added to the killed text when
   the command before was a kill too (after it when killing forward, before it when
   killing back), else in its place. */
static void keep_killed(vmrepl_editor *editor, const wchar_t *from, size_t count, int backward, int last_key) {
    int joins = editor->killed && editor->killed_at + keys_of_kill(last_key) == editor->keys_read;
    size_t kept = joins ? wcslen(editor->killed) : 0;
    wchar_t *text = malloc((kept + count + 1) * sizeof *text);
    if (!text) return;
    if (backward) {
        wmemcpy(text, from, count);
        if (kept) wmemcpy(text + count, editor->killed, kept);
    } else {
        if (kept) wmemcpy(text, editor->killed, kept);
        wmemcpy(text + kept, from, count);
    }
    text[kept + count] = L'\0';
    free(editor->killed);
    editor->killed = text;
    editor->killed_at = editor->keys_read;
}

/* Kills the text between `start` and `end` (start < end) of the line, leaving the cursor
   at `start`. */
static unsigned char kill_span(EditLine *el, size_t start, size_t end, int backward, int last_key) {
    vmrepl_editor *editor = vmrepl_editor_of(el);
    const LineInfoW *line = el_wline(el);
    if (!editor || start >= end) {
        /* Nothing to kill still counts as a kill for the one after. */
        if (editor && editor->killed) editor->killed_at = editor->keys_read;
        return CC_ERROR;
    }
    keep_killed(editor, line->buffer + start, end - start, backward, last_key);
    el_cursor(el, (int)end - (int)cursor_of(line));
    el_wdeletestr(el, (int)(end - start));
    return CC_REFRESH;
}

static unsigned char forward_word(EditLine *el, int key) {
    (void)key;
    const LineInfoW *line = el_wline(el);
    el_cursor(el, (int)word_end_after(line, cursor_of(line)) - (int)cursor_of(line));
    return CC_CURSOR;
}

static unsigned char backward_word(EditLine *el, int key) {
    (void)key;
    const LineInfoW *line = el_wline(el);
    el_cursor(el, (int)word_start_before(line, cursor_of(line)) - (int)cursor_of(line));
    return CC_CURSOR;
}

static unsigned char kill_word(EditLine *el, int key) {
    const LineInfoW *line = el_wline(el);
    return kill_span(el, cursor_of(line), word_end_after(line, cursor_of(line)), 0, key);
}

static unsigned char backward_kill_word(EditLine *el, int key) {
    const LineInfoW *line = el_wline(el);
    return kill_span(el, word_start_before(line, cursor_of(line)), cursor_of(line), 1, key);
}

/* Ctrl-W: back to the blank before the word, as a shell's (and readline's) does. */
static unsigned char unix_word_rubout(EditLine *el, int key) {
    const LineInfoW *line = el_wline(el);
    size_t at = cursor_of(line);
    while (at > 0 && is_blank(line->buffer[at - 1])) at--;
    while (at > 0 && !is_blank(line->buffer[at - 1])) at--;
    return kill_span(el, at, cursor_of(line), 1, key);
}

/* Ctrl-U: from the line's start to the cursor; what follows the cursor stays. */
static unsigned char unix_line_discard(EditLine *el, int key) {
    return kill_span(el, 0, cursor_of(el_wline(el)), 1, key);
}

/* Ctrl-K: from the cursor to the line's end. */
static unsigned char kill_line(EditLine *el, int key) {
    const LineInfoW *line = el_wline(el);
    return kill_span(el, cursor_of(line), (size_t)(line->lastchar - line->buffer), 0, key);
}

/* Ctrl-Y: the killed text, at the cursor. */
static unsigned char yank(EditLine *el, int key) {
    (void)key;
    vmrepl_editor *editor = vmrepl_editor_of(el);
    if (!editor || !editor->killed || el_winsertstr(el, editor->killed) != 0) return CC_ERROR;
    return CC_REFRESH;
}

/* Ctrl-T: the character before the cursor swapped with the one under it (at the end of
   the line, the two before it), the cursor after both; at the start, nothing (libedit's
   moves the cursor there). */
static unsigned char transpose_chars(EditLine *el, int key) {
    (void)key;
    const LineInfoW *line = el_wline(el);
    size_t length = (size_t)(line->lastchar - line->buffer);
    size_t at = cursor_of(line);
    if (at == 0 || length < 2) return CC_ERROR;
    if (at == length) at--;
    wchar_t swapped[3] = {line->buffer[at], line->buffer[at - 1], L'\0'};
    el_cursor(el, (int)(at + 1) - (int)cursor_of(line));
    el_wdeletestr(el, 2);
    el_winsertstr(el, swapped);
    return CC_REFRESH;
}

/* A name and its help for `bind -l`, and the function. */
struct readline_function {
    const char *name;
    const char *help;
    unsigned char (*function)(EditLine *, int);
};

static const struct readline_function functions[] = {
    {"vmrepl-forward-word", "move past the next word (letters and digits)", forward_word},
    {"vmrepl-backward-word", "move to the start of this or the last word", backward_word},
    {"vmrepl-kill-word", "kill to the end of the next word", kill_word},
    {"vmrepl-backward-kill-word", "kill back to the start of this or the last word", backward_kill_word},
    {"vmrepl-unix-word-rubout", "kill back to the blank before the word", unix_word_rubout},
    {"vmrepl-unix-line-discard", "kill back to the start of the line", unix_line_discard},
    {"vmrepl-kill-line", "kill to the end of the line", kill_line},
    {"vmrepl-yank", "insert the killed text", yank},
    {"vmrepl-transpose-chars", "swap the characters before and under the cursor", transpose_chars},
};

/* Each key sequence and what it does: readline's defaults, and the sequences terminals
   send for keys readline binds from terminfo (Debian's /etc/inputrc writes the same).
   libedit already knows ESC[A-D, ESC[H, ESC[F, ESC OA-OD, ESC OH and ESC OF. */
static const char *const bindings[][2] = {
    {"\\e[1~", "ed-move-to-beg"},   /* Home: the Linux console, screen, tmux */
    {"\\e[7~", "ed-move-to-beg"},   /* Home: rxvt */
    {"\\e[4~", "ed-move-to-end"},   /* End */
    {"\\e[8~", "ed-move-to-end"},   /* End: rxvt */
    {"\\e[3~", "ed-delete-next-char"},
    {"\\e[1;5C", "vmrepl-forward-word"}, /* Ctrl-Right: xterm, tmux, iTerm2, Terminal.app */
    {"\\e[1;5D", "vmrepl-backward-word"},
    {"\\e[1;3C", "vmrepl-forward-word"}, /* Alt-Right */
    {"\\e[1;3D", "vmrepl-backward-word"},
    {"\\e[5C", "vmrepl-forward-word"},   /* Ctrl-Right: older xterms */
    {"\\e[5D", "vmrepl-backward-word"},
    {"\\e\\e[C", "vmrepl-forward-word"}, /* Alt-Right: Terminal.app */
    {"\\e\\e[D", "vmrepl-backward-word"},
    {"\\eOc", "vmrepl-forward-word"},    /* Ctrl-Right: rxvt */
    {"\\eOd", "vmrepl-backward-word"},
    {"\\ef", "vmrepl-forward-word"},
    {"\\eF", "vmrepl-forward-word"},
    {"\\eb", "vmrepl-backward-word"},
    {"\\eB", "vmrepl-backward-word"},
    {"\\ed", "vmrepl-kill-word"},
    {"\\eD", "vmrepl-kill-word"},
    {"\\e^?", "vmrepl-backward-kill-word"},
    {"\\e^H", "vmrepl-backward-kill-word"},
    {"^W", "vmrepl-unix-word-rubout"},
    {"^U", "vmrepl-unix-line-discard"},
    {"^K", "vmrepl-kill-line"},
    {"^Y", "vmrepl-yank"},
    {"^T", "vmrepl-transpose-chars"},
};

void vmrepl_bind_readline_keys(EditLine *el) {
    for (size_t index = 0; index < sizeof functions / sizeof *functions; index++) {
        el_set(el, EL_ADDFN, functions[index].name, functions[index].help, functions[index].function);
    }
    for (size_t index = 0; index < sizeof bindings / sizeof *bindings; index++) {
        el_set(el, EL_BIND, bindings[index][0], bindings[index][1], NULL);
    }
}
