/* For ppoll, which waits with signals released only while it waits. */
#define _GNU_SOURCE

#include "CLineEdit.h"

#include <histedit.h>
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
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

/* The signal that arrived last (SIGINT, SIGTERM or SIGHUP), or 0. */
static volatile sig_atomic_t interrupt_signal = 0;

static void on_interrupt(int signal_number) {
    /* A request to end (SIGTERM, SIGHUP) is not overwritten by a later Ctrl-C. */
    if (interrupt_signal == 0 || interrupt_signal == SIGINT) interrupt_signal = signal_number;
}

void vmrepl_install_interrupt_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a read or open that waits returns EINTR, so the loop can stop. */
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    /* A parent may have started us with them blocked; they must still arrive. */
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGHUP);
    sigprocmask(SIG_UNBLOCK, &signals, NULL);
}

int vmrepl_interrupted(void) { return interrupt_signal; }

/* Set by SIGWINCH while a line is read; the reading loop resizes the editor. */
static volatile sig_atomic_t window_resized = 0;

static void on_window_resize(int signal_number) {
    (void)signal_number;
    window_resized = 1;
}

void vmrepl_clear_interrupt(void) { interrupt_signal = 0; }

int vmrepl_isatty(int fd) { return isatty(fd); }

void vmrepl_set_locale(void) {
    const char *locale = setlocale(LC_CTYPE, "");
    if (locale == NULL || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
    }
}

static vmrepl_editor *editor_of(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return (vmrepl_editor *)data;
}

static char *prompt_of(EditLine *el) {
    vmrepl_editor *editor = editor_of(el);
    return editor ? editor->prompt : "";
}

/* Waits until a key can be read or a signal has come; says which signal, and whether
   the window was resized. The signals are held while the flags are looked at and
   released only inside ppoll, so one that arrives just before the wait still ends it. */
static void wait_for_input(int *signal_number, int *resized) {
    sigset_t held, previous;
    sigemptyset(&held);
    sigaddset(&held, SIGINT);
    sigaddset(&held, SIGTERM);
    sigaddset(&held, SIGHUP);
    sigaddset(&held, SIGWINCH);
    sigprocmask(SIG_BLOCK, &held, &previous);
    if (interrupt_signal == 0 && window_resized == 0) {
        struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN };
        ppoll(&input, 1, NULL, &previous);
    }
    *signal_number = interrupt_signal;
    *resized = window_resized;
    window_resized = 0;
    sigprocmask(SIG_SETMASK, &previous, NULL);
}

/* Whether a key (or the end of input) can be read without waiting. */
static int input_ready(void) {
    struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN };
    return poll(&input, 1, 0) > 0;
}

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
    vmrepl_editor *editor = editor_of(el);
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
static int read_key(EditLine *el, wchar_t *key) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        int signal_number, resized;
        wait_for_input(&signal_number, &resized);
        if (signal_number == SIGINT) {
            /* Only `kill -INT` reaches us while editing (the terminal's ^C is a key
               here); it does what the key does: cancel the line. */
            interrupt_signal = 0;
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

/// Ctrl-C while editing: forget the line and start a new one.
static unsigned char cancel_line(EditLine *el, int ch) {
    (void)ch;
    vmrepl_editor *editor = editor_of(el);
    if (editor) editor->cancelled = 1;
    return CC_NEWLINE;
}

/// The `count` choices of `list` (one a line) in columns down the terminal's width, as a
/// shell lists them: no choice is broken across lines.
static void print_in_columns(FILE *out, const char *list, size_t count) {
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
    int width = 80;
    struct winsize window;
    if (ioctl(fileno(out), TIOCGWINSZ, &window) == 0 && window.ws_col > 0) width = window.ws_col;
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

/// Tab: complete the word under the cursor, or list the choices.
static unsigned char complete_word(EditLine *el, int ch) {
    (void)ch;
    vmrepl_editor *editor = editor_of(el);
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
    if (common > typed) {
        char *insert = strndup(list + typed, common - typed);
        if (insert) {
            el_insertstr(el, insert);
            free(insert);
        }
        if (count == 1) el_insertstr(el, " ");
    } else if (count == 1) {
        el_insertstr(el, " ");
    } else {
        print_in_columns(editor->out, list, count);
        result = CC_REDISPLAY;
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
    /* No EL_SIGNAL: read_key handles the signals (see there). */
    el_set(editor->el, EL_GETCFN, read_key);
    /* While editing, ^C is a key (it cancels the line); while a command runs the
       terminal is back in its normal mode and ^C raises SIGINT, which stops it. */
    el_set(editor->el, EL_SETTY, "-d", "-isig", NULL);
    el_set(editor->el, EL_ADDFN, "vmrepl-cancel", "cancel the line", cancel_line);
    el_set(editor->el, EL_BIND, "^C", "vmrepl-cancel", NULL);
    el_set(editor->el, EL_ADDFN, "vmrepl-complete", "complete the word", complete_word);
    el_set(editor->el, EL_BIND, "^I", "vmrepl-complete", NULL);
    el_source(editor->el, NULL);
    return editor;
}

int vmrepl_editor_read(vmrepl_editor *editor, char **line) {
    *line = NULL;
    editor->cancelled = 0;
    int count = 0;
    struct sigaction resize, previous_resize;
    memset(&resize, 0, sizeof resize);
    resize.sa_handler = on_window_resize;
    sigemptyset(&resize.sa_mask);
    /* SA_RESTART: a read libedit makes while drawing goes on after a resize. */
    resize.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &resize, &previous_resize);
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
    free(editor->prompt);
    free(editor);
}
