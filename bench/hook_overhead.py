"""Time Guardian adds to one Claude Code tool call (loopback only, bounded).

1. the HTTP hook: what Claude Code's ``"type": "http"`` hook does: one POST of the
   recorded PreToolUse JSON to ``/api/v1/hooks/claude-code`` (new connection per call, as
   a hook makes), p50 / p95;
2. the command adapter: ``clients/hooks/claude_code.py`` run as a process with the JSON on
   stdin, process start included, p50 / p95.

Usage (a Guardian started as the README does, an agent key):
    GUARDIAN_URL=http://127.0.0.1:8000 GUARDIAN_API_KEY=gk_... python bench/hook_overhead.py [-n 200]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]
FIXTURE = REPO / "tests" / "hooks" / "fixtures" / "pre_tool_use_read.json"
ADAPTER = REPO / "clients" / "hooks" / "claude_code.py"
DEADLINE_S = 120.0


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def http_hook(url: str, key: str, body: bytes) -> float:
    parts = urlsplit(url)
    if parts.hostname not in ("127.0.0.1", "localhost", "::1"):
        raise SystemExit("loopback only")
    started = time.perf_counter()
    conn = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=10)
    conn.request("POST", "/api/v1/hooks/claude-code", body=body,
                 headers={"Content-Type": "application/json", "Authorization": f"Api-Key {key}"})
    answer = json.loads(conn.getresponse().read())
    conn.close()
    elapsed = time.perf_counter() - started
    if answer["hookSpecificOutput"]["permissionDecision"] != "allow":
        raise SystemExit(f"unexpected answer: {answer}")
    return elapsed


def command_adapter(url: str, key: str, body: bytes) -> float:
    env = dict(os.environ, GUARDIAN_URL=url, GUARDIAN_API_KEY=key, GUARDIAN_HOOK_TIMEOUT="10")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-S", str(ADAPTER)], input=body, env=env, capture_output=True, timeout=15)
    elapsed = time.perf_counter() - started
    if done.returncode != 0 or b'"allow"' not in done.stdout:
        raise SystemExit(f"adapter failed: {done.returncode} {done.stderr[:200]!r}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=200)
    args = parser.parse_args()
    url, key = os.environ["GUARDIAN_URL"].rstrip("/"), os.environ["GUARDIAN_API_KEY"]
    body = FIXTURE.read_bytes()
    stop = time.monotonic() + DEADLINE_S
    for name, fn, n in (("http hook", http_hook, args.n), ("command adapter", command_adapter, max(20, args.n // 4))):
        for _ in range(5):
            fn(url, key, body)                      # warm-up
        times = []
        for _ in range(n):
            if time.monotonic() > stop:
                break
            times.append(fn(url, key, body) * 1000)
        print(f"{name:16s} n={len(times):4d}  p50 {statistics.median(times):7.2f} ms  p95 {pct(times, 0.95):7.2f} ms"
              f"  (target p50 <= 10 ms for the http hook)")


if __name__ == "__main__":
    main()
