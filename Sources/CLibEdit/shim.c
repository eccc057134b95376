#include "CLibEdit.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// libedit's entry points, found with dlsym when the line editor starts.
static struct {
  EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
  History *(*history_init)(void);
  const char *(*el_gets)(EditLine *, int *);
  void (*el_reset)(EditLine *);
  const LineInfo *(*el_line)(EditLine *);
  void (*el_deletestr)(EditLine *, int);
  int (*el_insertstr)(EditLine *, const char *);
  int (*el_set)(EditLine *, int, ...);
  int (*el_get)(EditLine *, int, ...);
  int (*el_source)(EditLine *, const char *);
  int (*history)(History *, HistEvent *, int, ...);
  void (*el_resize)(EditLine *);
} libedit;

static const char *libedit_error = NULL;

/// Loads libedit and its entry points once; 1 when they are all there.
static int load_libedit(void) {
  static int loaded = 0;
  if (loaded) return loaded > 0;
  void *handle = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) handle = dlopen("libedit.so", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    libedit_error = dlerror();
    loaded = -1;
    return 0;
  }
#define TCA_LOAD(name)                                   \
  *(void **)(&libedit.name) = dlsym(handle, #name);      \
  if (libedit.name == NULL) {                            \
    libedit_error = "libedit has no " #name;             \
    loaded = -1;                                         \
    return 0;                                            \
  }
  TCA_LOAD(el_init)
  TCA_LOAD(history_init)
  TCA_LOAD(el_gets)
  TCA_LOAD(el_reset)
  TCA_LOAD(el_line)
  TCA_LOAD(el_deletestr)
  TCA_LOAD(el_insertstr)
  TCA_LOAD(el_set)
  TCA_LOAD(el_get)
  TCA_LOAD(el_source)
  TCA_LOAD(history)
  TCA_LOAD(el_resize)
#undef TCA_LOAD
  loaded = 1;
  return 1;
}

EditLine *tca_el_init(const char *prog, FILE *in, FILE *out, FILE *err) {
  if (!load_libedit()) return NULL;
  return libedit.el_init(prog, in, out, err);
}

const char *tca_libedit_error(void) { return libedit_error; }

History *tca_history_init(void) { return libedit.history_init(); }

const char *tca_el_gets(EditLine *el, int *count) { return libedit.el_gets(el, count); }

void tca_el_reset(EditLine *el) { libedit.el_reset(el); }

const LineInfo *tca_el_line(EditLine *el) { return libedit.el_line(el); }

void tca_el_deletestr(EditLine *el, int count) { libedit.el_deletestr(el, count); }

int tca_el_insertstr(EditLine *el, const char *text) { return libedit.el_insertstr(el, text); }

FILE *tca_stdin(void) { return stdin; }
FILE *tca_stdout(void) { return stdout; }
FILE *tca_stderr(void) { return stderr; }

int tca_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *)) {
  return libedit.el_set(el, EL_PROMPT, prompt);
}

int tca_el_set_editor(EditLine *el, const char *mode) { return libedit.el_set(el, EL_EDITOR, mode); }

int tca_el_set_history(EditLine *el, History *h) {
  return libedit.el_set(el, EL_HIST, libedit.history, h);
}

int tca_el_bind_function(EditLine *el, const char *name, const char *help,
                         unsigned char (*fn)(EditLine *, int), const char *key) {
  if (libedit.el_set(el, EL_ADDFN, name, help, fn) != 0) return -1;
  return libedit.el_set(el, EL_BIND, key, name, NULL);
}

int tca_el_set_clientdata(EditLine *el, void *data) {
  return libedit.el_set(el, EL_CLIENTDATA, data);
}

void *tca_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  libedit.el_get(el, EL_CLIENTDATA, &data);
  return data;
}

int tca_el_source_default(EditLine *el) { return libedit.el_source(el, NULL); }

int tca_history_setsize(History *h, int size) {
  HistEvent ev;
  return libedit.history(h, &ev, H_SETSIZE, size);
}

int tca_history_setunique(History *h, int unique) {
  HistEvent ev;
  return libedit.history(h, &ev, H_SETUNIQUE, unique);
}

int tca_history_enter(History *h, const char *line) {
  HistEvent ev;
  return libedit.history(h, &ev, H_ENTER, line);
}

int tca_history_load(History *h, const char *path) {
  HistEvent ev;
  return libedit.history(h, &ev, H_LOAD, path);
}

int tca_history_save(History *h, const char *path) {
  HistEvent ev;
  return libedit.history(h, &ev, H_SAVE, path);
}

static pthread_t reader_thread;
// The pipe the signal handlers write a byte to, which the reader polls (see below).
static int signal_pipe[2] = {-1, -1};
static volatile sig_atomic_t sigint_pending = 0;
static volatile sig_atomic_t sigint_count = 0;

static void on_sigint(int signo) {
  (void)signo;
  int saved = errno;
  if (!pthread_equal(pthread_self(), reader_thread)) {
    pthread_kill(reader_thread, SIGINT);
  } else {
    sigint_pending = 1;
    sigint_count = sigint_count + 1;
    // Wakes a poll that starts after this: a SIGINT that came between two reads (the terminal
    // dropped the keys typed after Ctrl-C) would otherwise wait for a key that never comes.
    if (signal_pipe[1] >= 0) {
      char byte = 1;
      ssize_t ignored = write(signal_pipe[1], &byte, 1);
      (void)ignored;
    }
  }
  errno = saved;
}

void tca_sigint_install_for_current_thread(void) {
  reader_thread = pthread_self();
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_sigint;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, NULL);
  // A parent may have started us with SIGINT blocked; the reader must receive it.
  sigset_t interrupt;
  sigemptyset(&interrupt);
  sigaddset(&interrupt, SIGINT);
  pthread_sigmask(SIG_UNBLOCK, &interrupt, NULL);
}

int tca_sigint_count(void) { return sigint_count; }

int tca_sigint_take(void) {
  int pending = sigint_pending;
  sigint_pending = 0;
  return pending;
}

static volatile int wake_fd = -1;
static volatile wchar_t wake_key = 0;

void tca_el_set_wake(int fd, wchar_t key) {
  wake_key = key;
  wake_fd = fd;
}

int tca_el_refresh(EditLine *el) { return libedit.el_set(el, EL_REFRESH); }

int tca_el_columns(EditLine *el) {
  int columns = 0;
  if (libedit.el_get(el, EL_GETTC, "co", &columns, NULL) != 0 || columns <= 0) return 80;
  return columns;
}

// Job control and window size, followed as readline programs follow them: SIGTSTP (Ctrl-Z)
// while a line is edited gives the terminal back in its own mode before the process stops,
// SIGCONT (fg) puts the line editor's mode back and draws the line again, and SIGWINCH tells
// libedit the new width (el_resize) and draws the line again. The handlers only set a flag and
// write a byte to a pipe that the reader thread polls (`signal_pipe`); the reader does the work.
static volatile sig_atomic_t reading_line = 0;
static volatile sig_atomic_t stop_pending = 0;
static volatile sig_atomic_t continued_pending = 0;
static volatile sig_atomic_t resize_pending = 0;
static volatile wchar_t redisplay_key = 0;

static void install_stop_handler(void);

static void on_terminal_signal(int signo) {
  int saved = errno;
  if (signo == SIGTSTP) {
    if (!reading_line) {
      // Not editing: stop as usual, the terminal being in its own mode.
      signal(SIGTSTP, SIG_DFL);
      raise(SIGTSTP);
      errno = saved;
      return;
    }
    stop_pending = 1;
  } else if (signo == SIGCONT) {
    install_stop_handler();
    continued_pending = 1;
  } else if (signo == SIGWINCH) {
    resize_pending = 1;
  }
  if (signal_pipe[1] >= 0) {
    char byte = 1;
    ssize_t ignored = write(signal_pipe[1], &byte, 1);
    (void)ignored;
  }
  errno = saved;
}

static void install_handler(int signo) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_terminal_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(signo, &action, NULL);
}

static void install_stop_handler(void) { install_handler(SIGTSTP); }

int tca_el_follow_terminal_signals(EditLine *el, wchar_t key) {
  if (pipe(signal_pipe) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(signal_pipe[i], F_SETFL, fcntl(signal_pipe[i], F_GETFL) | O_NONBLOCK);
    fcntl(signal_pipe[i], F_SETFD, FD_CLOEXEC);
  }
  redisplay_key = key;
  char name[8] = {0};
  wctomb(NULL, 0);
  int length = wctomb(name, key);
  if (length <= 0) return -1;
  name[length] = 0;
  libedit.el_set(el, EL_BIND, name, "ed-redisplay", NULL);
  install_handler(SIGTSTP);
  install_handler(SIGCONT);
  install_handler(SIGWINCH);
  return 0;
}

void tca_el_set_reading(int reading) { reading_line = reading; }

/// Handles the signals the pipe announced; 1 when the line must be drawn again.
static int handle_terminal_signals(EditLine *el) {
  char drain[64];
  while (read(signal_pipe[0], drain, sizeof drain) > 0) {
  }
  int redraw = 0;
  if (stop_pending) {
    stop_pending = 0;
    // Give the terminal back in the mode it had, on a line of its own, then stop.
    libedit.el_set(el, EL_PREP_TERM, 0);
    ssize_t ignored = write(STDOUT_FILENO, "\r\n", 2);
    (void)ignored;
    signal(SIGTSTP, SIG_DFL);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &stop, NULL);
    raise(SIGTSTP);
    // Continued (fg): SIGCONT's handler put the stop handler back.
    install_stop_handler();
    continued_pending = 1;
  }
  if (continued_pending) {
    continued_pending = 0;
    libedit.el_set(el, EL_PREP_TERM, 1);
    libedit.el_resize(el);
    redraw = 1;
  }
  if (resize_pending) {
    resize_pending = 0;
    libedit.el_resize(el);
    redraw = 1;
  }
  return redraw;
}

/// Waits until standard input has a byte (1) or the wake pipe has (2), or a SIGINT (-1), or
/// the line must be drawn again after a signal (3).
static int wait_for_input(EditLine *el) {
  for (;;) {
    // A SIGINT taken while no poll waited (libedit was drawing a key): the line is abandoned.
    if (sigint_pending) return -1;
    // poll ignores a negative descriptor: no wake pipe, or no signal pipe.
    int fd = wake_fd;
    struct pollfd fds[3] = {
        {STDIN_FILENO, POLLIN, 0}, {fd, POLLIN, 0}, {signal_pipe[0], POLLIN, 0}};
    int ready = poll(fds, 3, -1);
    if (ready < 0) {
      if (errno == EINTR && !sigint_pending) continue;
      return -1;
    }
    if (signal_pipe[0] >= 0 && (fds[2].revents & POLLIN)) {
      if (handle_terminal_signals(el) && redisplay_key != 0) return 3;
      continue;
    }
    if (fds[1].revents & POLLIN) {
      char drain[64];
      while (read(fd, drain, sizeof drain) > 0) {
      }
      return 2;
    }
    return 1;
  }
}

static int interruptible_getc(EditLine *el, wchar_t *out) {
  mbstate_t state;
  memset(&state, 0, sizeof state);
  int partial = 0;
  for (;;) {
    if (!partial) {
      // Between characters only: a byte of a multibyte character is never cut off.
      int input = wait_for_input(el);
      if (input < 0) return -1;
      if (input == 2) {
        *out = wake_key;
        return 1;
      }
      if (input == 3) {
        *out = redisplay_key;
        return 1;
      }
    }
    char byte;
    ssize_t count = read(STDIN_FILENO, &byte, 1);
    if (count == 0) return 0;
    if (count < 0) {
      if (errno == EINTR && !sigint_pending) continue;
      return -1;
    }
    wchar_t character;
    size_t used = mbrtowc(&character, &byte, 1, &state);
    if (used == (size_t)-2) {
      partial = 1;
      continue;
    }
    partial = 0;
    if (used == (size_t)-1) {
      memset(&state, 0, sizeof state);
      continue;
    }
    *out = character;
    return 1;
  }
}

int tca_el_use_interruptible_getc(EditLine *el) {
  return libedit.el_set(el, EL_GETCFN, interruptible_getc);
}
