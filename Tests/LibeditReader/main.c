/* libedit reading lines with its own reader, nothing configured but the emacs keys: the
   oracle the key tests hold vmrepl's byte handling to. Writes each line it reads to the
   file named by its argument, as hexadecimal bytes, one line each. */
#include <histedit.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

static char *prompt(EditLine *el) {
    (void)el;
    return "vmrepl> ";
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: LibeditReader OUTPUT\n");
        return 2;
    }
    setlocale(LC_CTYPE, "");
    FILE *out = fopen(argv[1], "w");
    if (!out) {
        perror(argv[1]);
        return 1;
    }
    EditLine *el = el_init(argv[0], stdin, stdout, stderr);
    if (!el) return 1;
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_PROMPT, prompt);
    for (;;) {
        int count = 0;
        const char *line = el_gets(el, &count);
        if (!line || count <= 0) break;
        size_t length = strlen(line);
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) length--;
        for (size_t index = 0; index < length; index++) fprintf(out, "%02x", (unsigned char)line[index]);
        fputc('\n', out);
        fflush(out);
    }
    el_end(el);
    fclose(out);
    return 0;
}
