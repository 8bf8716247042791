#ifndef LAYOUTLAB_LIBEDIT_SHIM_H
#define LAYOUTLAB_LIBEDIT_SHIM_H

/* libedit's el_set and history are C variadic functions, which Swift cannot call. These
   non-variadic wrappers, one per use, are compiled by the Clang importer. */

#include <histedit.h>
#include <stdio.h>

static inline EditLine *ll_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}
static inline int ll_el_set_prompt(EditLine *e, char *(*prompt)(EditLine *)) {
    return el_set(e, EL_PROMPT, prompt);
}
static inline int ll_el_set_editor(EditLine *e, const char *mode) {
    return el_set(e, EL_EDITOR, mode);
}
static inline int ll_el_set_history(EditLine *e, History *h) {
    return el_set(e, EL_HIST, history, h);
}
static inline int ll_el_add_function(EditLine *e, const char *name, const char *help,
                                     unsigned char (*function)(EditLine *, int)) {
    return el_set(e, EL_ADDFN, name, help, function);
}
static inline int ll_el_bind(EditLine *e, const char *key, const char *function) {
    return el_set(e, EL_BIND, key, function, NULL);
}
static inline int ll_history_set_size(History *h, HistEvent *event, int size) {
    return history(h, event, H_SETSIZE, size);
}
static inline int ll_history_set_unique(History *h, HistEvent *event, int unique) {
    return history(h, event, H_SETUNIQUE, unique);
}
static inline int ll_history_enter(History *h, HistEvent *event, const char *line) {
    return history(h, event, H_ENTER, line);
}
static inline int ll_history_load(History *h, HistEvent *event, const char *path) {
    return history(h, event, H_LOAD, path);
}
static inline int ll_history_save(History *h, HistEvent *event, const char *path) {
    return history(h, event, H_SAVE, path);
}
static inline int ll_history_save_fp(History *h, HistEvent *event, FILE *file) {
    return history(h, event, H_SAVE_FP, file);
}
/* The oldest entry (H_LAST), then each newer one (H_PREV): -1 past the newest. */
static inline int ll_history_oldest(History *h, HistEvent *event) {
    return history(h, event, H_LAST);
}
static inline int ll_history_newer(History *h, HistEvent *event) {
    return history(h, event, H_PREV);
}
/* How many entries the history holds (H_GETSIZE), or -1. */
static inline int ll_history_count(History *h, HistEvent *event) {
    return history(h, event, H_GETSIZE) < 0 ? -1 : event->num;
}

static inline int ll_el_set_getc(EditLine *e, int (*getc)(EditLine *, wchar_t *)) {
    return el_set(e, EL_GETCFN, getc);
}
/* The terminal in libedit's editing mode (on) or as it was before (off). */
static inline int ll_el_prep_term(EditLine *e, int on) {
    return el_set(e, EL_PREP_TERM, on);
}
static inline int ll_el_refresh(EditLine *e) {
    return el_set(e, EL_REFRESH);
}

#endif
