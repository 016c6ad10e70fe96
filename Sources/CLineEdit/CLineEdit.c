#include "CLineEdit.h"
#include "Editor.h"

#include <histedit.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


int vmrepl_isatty(int fd) { return isatty(fd); }

void vmrepl_set_locale(void) {
    const char *locale = setlocale(LC_CTYPE, "");
    if (locale == NULL || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
    }
}

vmrepl_editor *vmrepl_editor_of(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return (vmrepl_editor *)data;
}

static char *prompt_of(EditLine *el) {
    vmrepl_editor *editor = vmrepl_editor_of(el);
    if (!editor) return "";
    return editor->search.active ? editor->search.prompt : editor->prompt;
}

/// Ctrl-C while editing: forget the line and start a new one.
static unsigned char cancel_line(EditLine *el, int ch) {
    (void)ch;
    vmrepl_editor *editor = vmrepl_editor_of(el);
    if (editor) editor->cancelled = 1;
    return CC_NEWLINE;
}

/// The `count` choices of `list` (one a line) in columns down the terminal's width, as a
/// shell lists them: no choice is broken across lines.
static void print_in_columns(vmrepl_editor *editor, const char *list, size_t count) {
    FILE *out = editor->out;
    const char **choices = calloc(count, sizeof *choices);
    int *sizes = calloc(count, sizeof *sizes);
    if (!choices || !sizes) {
        free(choices);
        free(sizes);
        return;
    }
    size_t found = 0;
    int widest = 0;
    for (const char *candidate = list; *candidate && found < count; found++) {
        int size = (int)strcspn(candidate, "\n");
        choices[found] = candidate;
        sizes[found] = size;
        if (size > widest) widest = size;
        candidate += size;
        if (*candidate == '\n') candidate++;
    }
    int width = vmrepl_terminal_width(editor);
    if (width <= 0) width = 80;
    int column = widest + 2;
    size_t columns = column < width ? (size_t)(width / column) : 1;
    size_t rows = (found + columns - 1) / columns;
    fputc('\n', out);
    for (size_t row = 0; row < rows; row++) {
        for (size_t index = row; index < found; index += rows) {
            if (index + rows >= found) {
                fprintf(out, "%.*s", sizes[index], choices[index]);
                break;
            }
            fprintf(out, "%-*.*s", column, sizes[index], choices[index]);
        }
        fputc('\n', out);
    }
    fflush(out);
    free(choices);
    free(sizes);
}

/// Tab: complete the word under the cursor as far as the choices agree; a second Tab
/// that would add nothing lists them, as readline does.
static unsigned char complete_word(EditLine *el, int ch) {
    (void)ch;
    vmrepl_editor *editor = vmrepl_editor_of(el);
    if (!editor || !editor->complete) return CC_ERROR;
    const LineInfo *info = el_line(el);
    size_t length = (size_t)(info->cursor - info->buffer);
    char *before = malloc(length + 1);
    if (!before) return CC_ERROR;
    memcpy(before, info->buffer, length);
    before[length] = '\0';

    size_t word_start = length;
    while (word_start > 0 && before[word_start - 1] != ' ' && before[word_start - 1] != '\t') word_start--;
    size_t typed = length - word_start;

    char *list = editor->complete(before, editor->context);
    free(before);
    if (!list || !*list) {
        free(list);
        return CC_ERROR;
    }

    size_t count = 0;
    for (char *p = list; *p; p++) if (*p == '\n') count++;
    if (list[strlen(list) - 1] != '\n') count++;

    /* The longest prefix all candidates share. */
    size_t common = strcspn(list, "\n");
    for (char *candidate = list; *candidate; ) {
        size_t size = strcspn(candidate, "\n");
        size_t same = 0;
        while (same < common && same < size && candidate[same] == list[same]) same++;
        common = same;
        candidate += size;
        if (*candidate == '\n') candidate++;
    }

    unsigned char result = CC_REFRESH;
    int follows_idle_tab = editor->idle_tab_at + 1 == editor->keys_read;
    editor->idle_tab_at = 0;
    if (common > typed) {
        char *insert = strndup(list + typed, common - typed);
        if (insert) {
            el_insertstr(el, insert);
            free(insert);
        }
        if (count == 1) el_insertstr(el, " ");
    } else if (count == 1) {
        el_insertstr(el, " ");
    } else if (follows_idle_tab) {
        print_in_columns(editor, list, count);
        result = CC_REDISPLAY;
    } else {
        editor->idle_tab_at = editor->keys_read;
        result = CC_ERROR;
    }
    free(list);
    return result;
}

vmrepl_editor *vmrepl_editor_open(const char *program, const char *prompt,
                                  vmrepl_completion_fn complete, void *context) {
    vmrepl_editor *editor = calloc(1, sizeof *editor);
    if (!editor) return NULL;
    editor->prompt = strdup(prompt);
    editor->complete = complete;
    editor->context = context;
    if (isatty(STDOUT_FILENO)) {
        editor->out = stdout;
    } else {
        editor->out = fopen("/dev/tty", "w");
        editor->owns_out = editor->out != NULL;
        if (!editor->out) editor->out = stderr;
    }
    editor->el = el_init(program, stdin, editor->out, stderr);
    if (!editor->el) {
        vmrepl_editor_close(editor);
        return NULL;
    }
    editor->history = history_init();
    if (editor->history) {
        HistEvent event;
        history(editor->history, &event, H_SETSIZE, 1000);
        history(editor->history, &event, H_SETUNIQUE, 1);
        el_set(editor->el, EL_HIST, history, editor->history);
    }
    el_set(editor->el, EL_CLIENTDATA, editor);
    el_set(editor->el, EL_PROMPT, prompt_of);
    el_set(editor->el, EL_EDITOR, "emacs");
    /* No EL_SIGNAL: vmrepl_read_key handles the signals (see KeyReader.c). */
    el_set(editor->el, EL_GETCFN, vmrepl_read_key);
    /* While editing, ^C is a key (it cancels the line); while a command runs the
       terminal is back in its normal mode and ^C raises SIGINT, which stops it. And Enter
       arrives as Enter (^M), not as Ctrl-J: Ctrl-R ends on Ctrl-J but runs the line on
       Enter, as readline does. */
    el_set(editor->el, EL_SETTY, "-d", "-isig", "-icrnl", "-inlcr", NULL);
    el_set(editor->el, EL_ADDFN, "vmrepl-cancel", "cancel the line", cancel_line);
    el_set(editor->el, EL_BIND, "^C", "vmrepl-cancel", NULL);
    el_set(editor->el, EL_ADDFN, "vmrepl-complete", "complete the word", complete_word);
    el_set(editor->el, EL_BIND, "^I", "vmrepl-complete", NULL);
    el_set(editor->el, EL_ADDFN, "vmrepl-search-backward", "search the history as you type", vmrepl_search_backward);
    el_set(editor->el, EL_BIND, "^R", "vmrepl-search-backward", NULL);
    vmrepl_bind_readline_keys(editor->el);
    /* Last: a person's ~/.editrc (or $EDITRC) wins over all of the above. */
    el_source(editor->el, NULL);
    return editor;
}

int vmrepl_editor_read(vmrepl_editor *editor, char **line) {
    *line = NULL;
    editor->cancelled = 0;
    vmrepl_search_reset(editor);
    editor->drawn_width = vmrepl_terminal_width(editor);
    int count = 0;
    struct sigaction previous_resize;
    vmrepl_watch_resizes(&previous_resize);
    const char *text = el_gets(editor->el, &count);
    sigaction(SIGWINCH, &previous_resize, NULL);
    if (editor->cancelled) {
        fputs("^C\n", editor->out);
        fflush(editor->out);
        return -1;
    }
    if (text == NULL) return count == 0 ? 0 : -2;
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r')) length--;
    *line = strndup(text, length);
    return *line ? 1 : -2;
}

void vmrepl_editor_add_history(vmrepl_editor *editor, const char *line) {
    if (!editor->history) return;
    HistEvent event;
    history(editor->history, &event, H_ENTER, line);
}

int vmrepl_editor_load_history(vmrepl_editor *editor, const char *path) {
    if (!editor->history) return -1;
    HistEvent event;
    return history(editor->history, &event, H_LOAD, path) < 0 ? -1 : 0;
}

int vmrepl_editor_save_history(vmrepl_editor *editor, const char *path) {
    if (!editor->history) return -1;
    HistEvent event;
    return history(editor->history, &event, H_SAVE, path) < 0 ? -1 : 0;
}

void vmrepl_editor_close(vmrepl_editor *editor) {
    if (!editor) return;
    if (editor->el) el_end(editor->el);
    if (editor->history) history_end(editor->history);
    if (editor->owns_out) fclose(editor->out);
    vmrepl_search_free(editor);
    free(editor->killed);
    free(editor->prompt);
    free(editor);
}
