"""What one thread cannot do (runtime/corelib/ThreadPool.cs): a program whose progress needs two
threads running at once, or that waits for what nothing can do, stops with a `cil2mir:` error
and exit status 1 instead of hanging or writing its lines in an order Mono never shows. Mono
runs these programs to their end, but for the deadlock (which hangs in Mono too); their
output so far is kept."""

from __future__ import annotations

import subprocess

import pytest

from tests.test_cli import cil2mir_cmd
from tests.test_frontend_support import build_cs

TWO_THREADS = "the program needs two threads running at once, and cil2mir runs one at a time"

CASES = {
    # a task sleeps past the end of the main thread's shorter sleep: Mono prints main first
    "sleep": ("""
using System; using System.Threading; using System.Threading.Tasks;
class P { static void Main() {
    var t = Task.Run(() => { Thread.Sleep(300); Console.WriteLine("task"); });
    Thread.Sleep(20);
    Console.WriteLine("main");
    t.Wait();
} }""", "", "a thread pool work item waits while the thread it interrupted could go on: " + TWO_THREADS),
    # a task spins on a flag that only the interrupted main thread sets
    "spin": ("""
using System; using System.Threading; using System.Threading.Tasks;
class P { static volatile bool go;
  static void Main() {
    Console.WriteLine("start");
    var t = Task.Run(() => { while (!go) Thread.Yield(); });
    Thread.Sleep(20);
    go = true;
    t.Wait();
} }""", "start\n", "a thread spins while a thread it interrupted could go on: " + TWO_THREADS),
    # a task waits for an event that only the main thread sets, after its own wait
    "event": ("""
using System; using System.Threading; using System.Threading.Tasks;
class P { static void Main() {
    var e = new ManualResetEventSlim();
    var t = Task.Run(() => { e.Wait(); Console.WriteLine("set"); });
    Thread.Sleep(20);
    e.Set();
    t.Wait();
} }""", "", "a thread pool work item waits while the thread it interrupted could go on: " + TWO_THREADS),
    # a thread (run at once by Start) waits for an event its starter sets after Start
    "thread": ("""
using System; using System.Threading;
class P { static void Main() {
    var e = new ManualResetEvent(false);
    var t = new Thread(() => { e.WaitOne(); Console.WriteLine("set"); });
    t.Start();
    e.Set();
    t.Join();
} }""", "", "a thread waits for something only a thread it interrupted can do: " + TWO_THREADS),
    # nothing can ever set the event
    "deadlock": ("""
using System; using System.Threading;
class P { static void Main() {
    Console.WriteLine("waiting");
    new ManualResetEvent(false).WaitOne();
} }""", "waiting\n", "deadlock: the main thread waits for something that nothing left to run can do"),
}


@pytest.mark.parametrize("case", CASES)
def test_needing_two_threads_is_an_error(case, tmp_path):
    source, stdout, message = CASES[case]
    exe = build_cs(tmp_path, source)
    b = cil2mir_cmd("build", exe, "-o", str(tmp_path / "app"))
    assert b.returncode == 0, b.stderr
    run = subprocess.run([str(tmp_path / "app")], capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout, run.stderr) == (1, stdout, f"cil2mir: {message}\n")
