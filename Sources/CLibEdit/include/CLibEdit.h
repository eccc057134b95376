#ifndef CLIBEDIT_H
#define CLIBEDIT_H

// Swift-callable shims over libedit (Debian's libedit-dev): libedit's el_set and history are
// C-variadic, which Swift cannot call, and Swift 6 cannot touch the stdin/stdout/stderr globals.
//
// libedit is loaded with dlopen the first time the line editor starts (tca_el_init), not linked:
// linking it (and libtinfo, libbsd and libmd after it) costs every start of the program about
// 1.5 ms, most of a script run's, for the REPL only. The header is still needed to build.

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

/// el_init(prog, in, out, err), after loading libedit; NULL when it cannot be loaded
/// (tca_libedit_error says why).
EditLine *tca_el_init(const char *prog, FILE *in, FILE *out, FILE *err);
/// Why libedit could not be loaded (dlerror), or NULL.
const char *tca_libedit_error(void);
/// history_init(); call after tca_el_init succeeded.
History *tca_history_init(void);
/// el_gets(el, count).
const char *tca_el_gets(EditLine *el, int *count);
/// el_reset(el).
void tca_el_reset(EditLine *el);
/// el_line(el).
const LineInfo *tca_el_line(EditLine *el);
/// el_deletestr(el, count).
void tca_el_deletestr(EditLine *el, int count);
/// el_insertstr(el, text).
int tca_el_insertstr(EditLine *el, const char *text);

/// The process's standard streams.
FILE *tca_stdin(void);
FILE *tca_stdout(void);
FILE *tca_stderr(void);

/// el_set(el, EL_PROMPT, fn).
int tca_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *));
/// el_set(el, EL_EDITOR, mode), mode "emacs" or "vi".
int tca_el_set_editor(EditLine *el, const char *mode);
/// el_set(el, EL_HIST, history, h).
int tca_el_set_history(EditLine *el, History *h);
/// el_set(el, EL_ADDFN, name, help, fn) then el_set(el, EL_BIND, key, name, NULL).
int tca_el_bind_function(EditLine *el, const char *name, const char *help,
                         unsigned char (*fn)(EditLine *, int), const char *key);
/// el_set(el, EL_CLIENTDATA, data) and el_get(el, EL_CLIENTDATA, &data).
int tca_el_set_clientdata(EditLine *el, void *data);
void *tca_el_get_clientdata(EditLine *el);
/// el_source(el, NULL): reads ~/.editrc, so users keep their own bindings.
int tca_el_source_default(EditLine *el);

/// history(h, &ev, H_SETSIZE, size).
int tca_history_setsize(History *h, int size);
/// history(h, &ev, H_SETUNIQUE, 1): consecutive duplicates are not entered twice.
int tca_history_setunique(History *h, int unique);
/// history(h, &ev, H_ENTER, line).
int tca_history_enter(History *h, const char *line);
/// history(h, &ev, H_LOAD, path).
int tca_history_load(History *h, const char *path);
/// history(h, &ev, H_SAVE, path).
int tca_history_save(History *h, const char *path);

/// Installs a SIGINT handler (without SA_RESTART) that interrupts the read of the thread that
/// calls this: a signal arriving on another thread is forwarded to it. Ctrl-C then makes el_gets
/// return NULL with errno EINTR instead of killing the process.
void tca_sigint_install_for_current_thread(void);
/// el_set(el, EL_GETCFN, …): reads characters from fd 0 (UTF-8 decoded with mbrtowc), and
/// gives up with -1 when a read is interrupted by the SIGINT above, so el_gets returns at once.
int tca_el_use_interruptible_getc(EditLine *el);
/// Makes the getc above also wait on `fd` (the read end of a non-blocking pipe): when a byte
/// arrives there, it drains the pipe and returns `key`, whose bound function prints what the
/// program wrote meanwhile above the line being edited. `fd` -1 stops that.
void tca_el_set_wake(int fd, wchar_t key);
/// el_set(el, EL_REFRESH): forgets what libedit drew and draws the prompt and line again at the
/// cursor.
int tca_el_refresh(EditLine *el);
/// The terminal's width in columns (el_get(el, EL_GETTC, "co", &columns)), or 80.
int tca_el_columns(EditLine *el);

/// Whether a SIGINT arrived since the last call; clears the flag.
int tca_sigint_take(void);
/// How many SIGINTs arrived since the handler was installed: a command running while the line
/// editor waits is interrupted when this changes.
int tca_sigint_count(void);

/// Follows job control and the window's size while a line is edited (see shim.c): Ctrl-Z
/// restores the terminal's mode before stopping, `fg` (SIGCONT) makes it raw again and redraws
/// the line, SIGWINCH calls el_resize and redraws; `key` is bound to ed-redisplay for that.
int tca_el_follow_terminal_signals(EditLine *el, wchar_t key);
/// Whether el_gets is reading a line now (Ctrl-Z outside it stops the process as usual).
void tca_el_set_reading(int reading);

#endif
