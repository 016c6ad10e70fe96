/* Ctrl-R: readline's reverse incremental search, on libedit. libedit's own (bck:) ends
   at the first byte of an arrow and types the rest into the line; this one reads every
   key itself (vmrepl_search_key, from KeyReader.c) and lets libedit draw: each key hands
   libedit a Ctrl-R, whose function redraws the prompt and the line. A key that is not
   the search's ends it, keeping the line found with the cursor where the text matched,
   and then does what it does (an arrow moves, Enter runs the line, Tab completes); Esc
   alone only ends it, Ctrl-G puts the line back as it was. _GNU_SOURCE: for wcsdup. */
#define _GNU_SOURCE

#include "Editor.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

/* How long a key after Esc may take to count as part of one key's sequence (an arrow's),
   as readline waits for it. */
enum { sequence_milliseconds = 100 };

static wchar_t *wide_copy(const char *text) {
    size_t length = mbstowcs(NULL, text, 0);
    if (length == (size_t)-1) return NULL;
    wchar_t *wide = malloc((length + 1) * sizeof *wide);
    if (wide) mbstowcs(wide, text, length + 1);
    return wide;
}

static void forget_entries(struct vmrepl_search *search) {
    for (size_t index = 0; index < search->count; index++) free(search->entries[index]);
    free(search->entries);
    search->entries = NULL;
    search->count = 0;
}

/* The line being edited, then the history, newest first, as wide text. */
static void take_entries(vmrepl_editor *editor, const wchar_t *line) {
    struct vmrepl_search *search = &editor->search;
    forget_entries(search);
    HistEvent event;
    int size = editor->history && history(editor->history, &event, H_GETSIZE) == 0 && event.num > 0 ? event.num : 0;
    search->entries = calloc((size_t)size + 1, sizeof *search->entries);
    if (!search->entries || !(search->entries[0] = wcsdup(line))) {
        forget_entries(search);
        return;
    }
    search->count = 1;
    if (size == 0) return;
    for (int found = history(editor->history, &event, H_FIRST); found == 0 && search->count < (size_t)size + 1;
         found = history(editor->history, &event, H_NEXT)) {
        wchar_t *entry = wide_copy(event.str);
        if (!entry) continue;
        /* libedit keeps the newline a line was entered with. */
        size_t length = wcslen(entry);
        while (length > 0 && (entry[length - 1] == L'\n' || entry[length - 1] == L'\r')) entry[--length] = L'\0';
        search->entries[search->count++] = entry;
    }
}

/* The prompt readline shows while searching. */
static void make_prompt(struct vmrepl_search *search) {
    char query[sizeof search->query / sizeof *search->query * MB_LEN_MAX + 1];
    size_t written = wcstombs(query, search->query, sizeof query - 1);
    query[written == (size_t)-1 ? 0 : written] = '\0';
    snprintf(search->prompt, sizeof search->prompt, "(%sreverse-i-search)`%s': ", search->failed ? "failed " : "", query);
}

/* Replaces the line with `text` and puts the cursor at `cursor`. */
static void show_line(EditLine *el, const wchar_t *text, size_t cursor) {
    const LineInfoW *line = el_wline(el);
    el_cursor(el, (int)(line->lastchar - line->cursor));
    el_wdeletestr(el, (int)(line->lastchar - line->buffer));
    if (*text) el_winsertstr(el, text);
    line = el_wline(el);
    el_cursor(el, (int)cursor - (int)(line->cursor - line->buffer));
}

/* The last place in `text` where `query` starts at or before `limit`; -1 if none. */
static long last_match(const wchar_t *text, const wchar_t *query, long limit) {
    long found = -1;
    for (const wchar_t *at = wcsstr(text, query); at && at - text <= limit; at = wcsstr(at + 1, query)) {
        found = at - text;
        if (!*at) break;
    }
    return found;
}

/* Looks for the query from entry `entry`, at or before `limit` in it (-1: nowhere in
   it), then in the older entries, skipping copies of the line last found; shows what it
   finds, or marks the search failed. */
static void find(EditLine *el, struct vmrepl_search *search, size_t entry, long limit) {
    const wchar_t *last_found = search->found < 0 ? NULL : search->entries[search->found];
    for (int first = 1; entry < search->count; entry++, first = 0) {
        const wchar_t *text = search->entries[entry];
        if (!first && last_found && wcscmp(text, last_found) == 0) continue;
        long at = last_match(text, search->query, first ? limit : (long)wcslen(text));
        if (at >= 0) {
            search->entry = search->found = (long)entry;
            search->position = at;
            search->failed = 0;
            show_line(el, text, (size_t)at);
            return;
        }
    }
    /* readline's search has looked back to the start of each line: ended now, the cursor
       goes there. */
    search->failed = 1;
    search->position = 0;
}

/* Ctrl-W and Ctrl-Y while searching: the word, or the rest of the line, after the text
   matched, added to the text searched for. */
static void extend_query(struct vmrepl_search *search, int whole_rest) {
    if (search->found < 0) return;
    const wchar_t *text = search->entries[search->found];
    size_t length = wcslen(search->query);
    size_t from = (size_t)search->position + length;
    if (from >= wcslen(text) || (!whole_rest && !iswalnum((wint_t)text[from]))) return;
    size_t to = from;
    while (text[to] && (whole_rest || iswalnum((wint_t)text[to]))) to++;
    size_t room = sizeof search->query / sizeof *search->query - 1 - length;
    if (to - from > room) to = from + room;
    wmemcpy(search->query + length, text + from, to - from);
    search->query[length + (to - from)] = L'\0';
}

/* Ctrl-R: starts a search; while one runs, the key vmrepl_search_key hands libedit to
   draw the search's line again. */
unsigned char vmrepl_search_backward(EditLine *el, int key) {
    (void)key;
    vmrepl_editor *editor = vmrepl_editor_of(el);
    if (!editor) return CC_ERROR;
    struct vmrepl_search *search = &editor->search;
    if (search->redraw) {
        search->redraw = 0;
        return CC_REDISPLAY;
    }
    const LineInfoW *line = el_wline(el);
    size_t length = (size_t)(line->lastchar - line->buffer);
    free(search->original);
    search->original = malloc((length + 1) * sizeof *search->original);
    if (!search->original) return CC_ERROR;
    wmemcpy(search->original, line->buffer, length);
    search->original[length] = L'\0';
    search->original_cursor = (size_t)(line->cursor - line->buffer);
    take_entries(editor, search->original);
    if (!search->entries) return CC_ERROR;
    search->query[0] = L'\0';
    /* It looks in the line being edited first, back from the cursor, as readline does. */
    search->entry = 0;
    search->position = (long)search->original_cursor;
    search->found = -1;
    search->failed = 0;
    search->active = 1;
    make_prompt(search);
    return CC_REDISPLAY;
}

static void end_search(struct vmrepl_search *search) {
    search->active = 0;
    forget_entries(search);
}

int vmrepl_search_key(EditLine *el, vmrepl_editor *editor, wchar_t *key) {
    struct vmrepl_search *search = &editor->search;
    size_t length = wcslen(search->query);
    size_t room = sizeof search->query / sizeof *search->query - 1;
    wchar_t typed = *key;
    if (typed == 0x12) {
        /* Ctrl-R again: the match before this one; with no text yet, the last search's. */
        if (length == 0 && search->last[0]) {
            wcscpy(search->query, search->last);
            find(el, search, (size_t)search->entry, search->position);
        } else if (length > 0) {
            find(el, search, (size_t)search->entry, search->position - 1);
        }
    } else if (typed == 0x7f || typed == 0x08) {
        /* Backspace: one character less, found again from the match; none left fails. */
        if (length > 0) search->query[length - 1] = L'\0';
        if (length > 1) find(el, search, (size_t)search->entry, search->position);
        else search->failed = 1;
    } else if (typed == 0x07) {
        /* Ctrl-G: the line as it was before the search. */
        show_line(el, search->original, search->original_cursor);
        end_search(search);
    } else if (typed == 0x17 || typed == 0x19) {
        extend_query(search, typed == 0x19);
        if (wcslen(search->query) > length) find(el, search, (size_t)search->entry, search->position);
    } else if (iswprint((wint_t)typed)) {
        if (length < room) {
            search->query[length] = typed;
            search->query[length + 1] = L'\0';
            find(el, search, (size_t)search->entry, search->position);
        }
    } else {
        /* Any other key ends the search, leaving the line found with the cursor where the
           search stands (where the text matched; at the start of the line if it looked and
           failed), and then does what it does. Esc and Ctrl-J only end it; Esc followed at
           once by more keys (an arrow's sequence) is that key. */
        el_cursor(el, (int)search->position - (int)(el_wline(el)->cursor - el_wline(el)->buffer));
        int ends_only = typed == 0x0a || (typed == 0x1b && vmrepl_wait_readable(STDIN_FILENO, sequence_milliseconds) <= 0);
        if (!ends_only) {
            wchar_t again[2] = {typed, L'\0'};
            el_wpush(el, again);
        }
        end_search(search);
    }
    if (search->query[0]) wcscpy(search->last, search->query);
    if (search->active) make_prompt(search);
    search->redraw = 1;
    *key = 0x12;
    return 1;
}

void vmrepl_search_reset(vmrepl_editor *editor) {
    editor->search.active = 0;
    editor->search.redraw = 0;
    forget_entries(&editor->search);
}

void vmrepl_search_free(vmrepl_editor *editor) {
    vmrepl_search_reset(editor);
    free(editor->search.original);
    editor->search.original = NULL;
}
