#!/usr/bin/env python3
"""The process-level benchmarks of issue 7, each next to its baseline from the same run.

Usage: bench_processes.py TCA_SHELL HELLO

- Script throughput: a generated 100k-line script of `send counter1.incrementButtonTapped` through
  the release binary, `--quiet` and with text diffs, against the sqlite3 shell running 100k
  `update c set n=n+1;` lines.
- Startup: `tca-shell -c 'send counter1.increment'` against a Swift hello-world that imports
  Foundation, built the same way (`swift build -c release`).
- Memory: the peak resident memory of the 100k-line runs, against the hello-world's (GNU time's
  `%M`, the same way for both).
- Startup instructions: the same two starts counted by callgrind (valgrind), which does not move
  with the machine's load as times do: what a start-up change is worth, before timing it.
- Effects (issue 23): a wake-up of the test clock (`timers`, `advance 1h`: 3,600 ticks, each a
  step with its diff) against a step the user sends (3,600 `send counter1.incrementButtonTapped`
  with diffs), both less their process's start-up; the `futex` calls a wake-up makes (`strace -c`,
  less those of the start-up alone); and `advance 99999999h` running into its 10,000 wake-up bound.

Times are the best of several runs (throughput) or the median of many (startup); every run is
checked for the right result, so a broken build cannot look fast.
"""

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

LINES = 100_000


def timed(argv, stdin_path=None, expect_output=None, peak=True, status=0, expect_error=None):
    """Runs argv; returns (wall seconds, the child's peak resident memory in bytes, or 0).

    The peak comes from GNU time (`%M`): a child's own ru_maxrss also counts the pages of the
    process it was forked from, so it is read through `time`, whose own footprint is a few MB.
    With `peak=False` the command runs directly, so start-up times carry no wrapper's cost.
    Standard output is read as it comes and only its end kept, so this script stays small too.
    """
    with tempfile.NamedTemporaryFile("r") as report:
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        wrapper = ["/usr/bin/time", "-f", "%M", "-o", report.name] if peak else []
        start = time.perf_counter()
        child = subprocess.Popen(wrapper + argv,
                                 stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        tail = b""
        for chunk in iter(lambda: child.stdout.read(1 << 16), b""):
            tail = (tail + chunk)[-4096:]
        err = child.stderr.read()
        child.wait()
        elapsed = time.perf_counter() - start
        if stdin_path:
            stdin.close()
        peak_kib = int(report.read().split()[-1]) if peak else 0
    if child.returncode != status:
        sys.exit(f"{' '.join(argv)} failed ({child.returncode}): "
                 f"{err.decode(errors='replace')[:500]}")
    if expect_error is not None and expect_error not in err.decode(errors="replace"):
        sys.exit(f"{' '.join(argv)}: expected {expect_error!r} on its standard error")
    if expect_output is not None and expect_output not in tail.decode(errors="replace"):
        sys.exit(f"{' '.join(argv)}: expected {expect_output!r} at the end of its output")
    return elapsed, peak_kib * 1024


def instructions(argv, expect_output):
    """The instructions `argv` executes, counted by callgrind; None without valgrind.

    The run is checked as the timed ones are (its exit status, the end of its output).
    """
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "callgrind.out")
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"]
                                + argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0 or expect_output not in result.stdout.decode(errors="replace"):
        sys.exit(f"{' '.join(argv)} under callgrind failed ({result.returncode}) or did not "
                 f"end with {expect_output!r}")
    match = re.search(rb"Collected : (\d+)", result.stderr)
    return int(match.group(1)) if match else None


def best(argv, repetitions, **kwargs):
    runs = [timed(argv, **kwargs) for _ in range(repetitions)]
    return min(seconds for seconds, _ in runs), max(rss for _, rss in runs)


def futex_calls(argv, expect_output):
    """The futex(2) calls `argv` makes, all threads, counted by `strace -c`; None without strace."""
    if shutil.which("strace") is None:
        return None
    with tempfile.NamedTemporaryFile("r") as report:
        result = subprocess.run(["strace", "-f", "-c", "-e", "trace=futex", "-o", report.name]
                                + argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        text = report.read()
    if result.returncode != 0 or expect_output not in result.stdout.decode(errors="replace"):
        sys.exit(f"{' '.join(argv)} under strace failed ({result.returncode})")
    match = re.search(r"^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?futex$", text, re.M)
    return int(match.group(1)) if match else 0


def effects_rows(tca_shell):
    """Issue 23's targets: clock wake-ups against user steps, futex calls, the wake-up bound."""
    rows = []
    wakeups = 3_600
    timers = [tca_shell, "timers", "-c", "send toggleTimerButtonTapped"]
    advance = timers + ["-c", "advance 1h"]
    counters = [tca_shell, "two-counters", "-c", "state counter1.count"]
    with tempfile.TemporaryDirectory() as directory:
        script = os.path.join(directory, "sends.tca")
        with open(script, "w") as file:
            file.write("send counter1.incrementButtonTapped\n" * wakeups)
        sends = [tca_shell, "two-counters", "-f", script, "-c", "state counter1.count"]
        advance_time = best(advance, 5, expect_output="secondsElapsed: 3600", peak=False)[0]
        timers_time = best(timers, 5, expect_output="isTimerActive: true", peak=False)[0]
        sends_time = best(sends, 5, expect_output=str(wakeups), peak=False)[0]
        counters_time = best(counters, 5, expect_output="0", peak=False)[0]
    wakeup = max(advance_time - timers_time, 1e-9) / wakeups
    step = max(sends_time - counters_time, 1e-9) / wakeups
    rows.append(("clock wake-up (advance 1h)", f"{wakeup * 1e6:.1f} µs", f"{step * 1e6:.1f} µs",
                 f"{wakeup / step:.2f}x", "≤ 3x", wakeup <= 3 * step,
                 "a sent step with its diff (3,600 sends)"))
    advance_futexes = futex_calls(advance, "secondsElapsed: 3600")
    start_futexes = futex_calls(timers, "isTimerActive: true")
    if advance_futexes is not None and start_futexes is not None:
        per_wakeup = max(advance_futexes - start_futexes, 0) / wakeups
        rows.append(("futex calls a wake-up", f"{per_wakeup:.2f}", f"{start_futexes} at start-up",
                     "", "≤ 10", per_wakeup <= 10, "strace -f -c, less the start-up's"))
    bound = min(timed(timers + ["-c", "advance 99999999h"], peak=False, status=1,
                      expect_error="stopped after 10000 wake-ups")[0] for _ in range(3))
    rows.append(("advance 99999999h (10,000 bound)", f"{bound * 1000:.0f} ms", "", "", "< 1 s",
                 bound < 1, "wall time, start-up included"))
    return rows


def main():
    tca_shell, hello = sys.argv[1], sys.argv[2]
    rows = []
    with tempfile.TemporaryDirectory() as directory:
        script = os.path.join(directory, "100k.tca")
        with open(script, "w") as file:
            file.write("send counter1.incrementButtonTapped\n" * LINES)
        sql = os.path.join(directory, "100k.sql")
        with open(sql, "w") as file:
            file.write("create table c(n integer); insert into c values (0);\n")
            file.write("update c set n=n+1;\n" * LINES)
            file.write("select 'n=' || n from c;\n")
        check = ["-c", f"expect counter1.count == {LINES}", "-c", "state counter1.count"]

        sqlite_time, sqlite_rss = best(["sqlite3", ":memory:"], 3, stdin_path=sql,
                                       expect_output=f"n={LINES}")
        quiet_time, quiet_rss = best([tca_shell, "two-counters", "--quiet", "-f", script] + check,
                                     3, expect_output=str(LINES))
        diffs_time, diffs_rss = best([tca_shell, "two-counters", "-f", script] + check, 3,
                                     expect_output=f"count: {LINES}")

        json_time, _ = best([tca_shell, "two-counters", "--format", "json", "-f", script] + check,
                            3, expect_output=str(LINES))

        sqlite_rate = LINES / sqlite_time
        quiet_rate = LINES / quiet_time
        diffs_rate = LINES / diffs_time
        rows.append(("script, --quiet", f"{quiet_rate:,.0f} lines/s",
                     f"{sqlite_rate:,.0f} lines/s", f"{quiet_rate / sqlite_rate:.2f}x",
                     "≥ sqlite3", quiet_rate >= sqlite_rate, "sqlite3 shell, 100k updates"))
        rows.append(("script, text diffs", f"{diffs_rate:,.0f} steps/s",
                     f"{sqlite_rate:,.0f} lines/s", f"{diffs_rate / sqlite_rate:.2f}x",
                     "≥ sqlite3", diffs_rate >= sqlite_rate, "sqlite3 shell, 100k updates"))
        json_rate = LINES / json_time
        rows.append(("script, --format json", f"{json_rate:,.0f} steps/s",
                     f"{diffs_rate:,.0f} steps/s", f"{diffs_rate / json_rate:.2f}x slower",
                     "≤ 2x slower", json_time <= 2 * diffs_time, "text diffs, same script, same run"))

    hello_rss = max(timed([hello], expect_output="hello")[1] for _ in range(3))
    startup = [tca_shell, "two-counters", "-c", "send counter1.increment"]
    ours, theirs = [], []
    for _ in range(5):  # warm the page cache
        timed(startup, peak=False)
        timed([hello], peak=False)
    for _ in range(40):  # interleaved, so both see the same machine
        ours.append(timed(startup, expect_output="count: 1", peak=False)[0])
        theirs.append(timed([hello], expect_output="hello", peak=False)[0])
    startup_ours, startup_hello = statistics.median(ours), statistics.median(theirs)
    ratio = startup_ours / startup_hello
    rows.append(("startup, -c 'send …'", f"{startup_ours * 1000:.1f} ms",
                 f"{startup_hello * 1000:.1f} ms", f"{ratio:.2f}x", "≤ 1.15x", ratio <= 1.15,
                 "Swift hello-world importing Foundation"))
    ours_count = instructions(startup, expect_output="count: 1")
    hello_count = instructions([hello], expect_output="hello")
    if ours_count and hello_count:
        rows.append(("startup instructions", f"{ours_count / 1e6:.2f} M",
                     f"{hello_count / 1e6:.2f} M", f"{ours_count / hello_count:.2f}x", "",
                     None, "the same starts under callgrind"))
    for name, rss in (("quiet", quiet_rss), ("diffs", diffs_rss)):
        rows.append((f"peak RSS, 100k lines {name}", f"{rss / 1048576:.1f} MB",
                     f"{hello_rss / 1048576:.1f} MB", f"{rss / hello_rss:.2f}x", "≤ 1.5x",
                     rss <= 1.5 * hello_rss, "the hello-world's peak RSS"))
    rows.extend(effects_rows(tca_shell))
    rows.append(("peak RSS, sqlite3 (for scale)", f"{sqlite_rss / 1048576:.1f} MB", "", "", "",
                 None, "sqlite3 shell, same run"))

    header = ("measure", "ours", "baseline", "ratio", "goal", "", "baseline is")
    widths = [34, 18, 22, 8, 20, 8]
    print("Process benchmarks (scripts/bench; release build; best of 3 script runs, "
          "median of 40 starts)")
    print("".join(h.ljust(w) for h, w in zip(header, widths)) + header[-1])
    for name, ours_text, base, ratio_text, goal, met, baseline in rows:
        verdict = "" if met is None else ("met" if met else "MISSED")
        cells = (name, ours_text, base, ratio_text, goal, verdict)
        print("".join(c.ljust(w) for c, w in zip(cells, widths)) + baseline)


if __name__ == "__main__":
    main()
