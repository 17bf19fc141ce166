"""Benchmark of POST /api/v1/evaluate through real HTTP, against /health/live (a bare
Django JSON view) on the same server in the same run.

For each set-up (embedded: SQLite + in-memory layer, one web process, as ./run-guardian
starts it; scale-out: PostgreSQL + Redis, ``--web-workers`` uvicorn processes, when both
answer on 127.0.0.1) it makes a fresh database, migrates, creates an agent, starts the
server, and drives it from a second process (wrk, Debian's) at concurrency 1, 16 and 64
for ``--seconds`` each (at 16, the target, ``--pairs`` evaluate/live pairs of half that,
and their medians: this machine's rate moves by a fifth from one run to the next),
printing requests/s, p50, p99 and errors (non-2xx and socket errors); then checks that every evaluation has its committed audit event, and measures
how long a policy change takes to be live on every web process.

    .venv/bin/python bench/http_evaluate.py [--seconds 8] [--only embedded|scale-out]

Loopback only; bounded in time (about 2 x (7 + pairs) x seconds + set-up).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PY = sys.executable
PG_URL = os.environ.get("BENCH_POSTGRES", "postgres://postgres@127.0.0.1:5432")
REDIS_URL = os.environ.get("BENCH_REDIS", "redis://127.0.0.1:6379/0")
CWD = "/home/dev/project"
BODIES = [
    {"session_id": "bench", "tool": "Read", "args": {"file_path": f"{CWD}/src/app.py"}, "cwd": CWD},
    {"session_id": "bench", "tool": "Bash", "args": {"command": "git status && ls -la src"}, "cwd": CWD},
    {"session_id": "bench", "tool": "Grep", "args": {"pattern": "TODO", "path": f"{CWD}/src"}, "cwd": CWD},
    {"session_id": "bench", "tool": "Bash", "args": {"command": "rm -rf /"}, "cwd": CWD},
    {"session_id": "bench", "tool": "mcp__github__list_issues", "args": {"repo": "acme/app", "state": "open"}, "cwd": CWD},
]

WRK_LUA = r"""
local bodies = %(bodies)s
local i = 0
request = function()
  i = i + 1
  local body = bodies[(i %% #bodies) + 1]
  return wrk.format("%(method)s", "%(path)s", {["Content-Type"]="application/json", ["Authorization"]="Api-Key %(key)s"}, body)
end
local errors = 0
response = function(status, headers, body)
  if status ~= 200 then errors = errors + 1 end
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("JSON{\"requests\":%%d,\"duration_us\":%%d,\"p50_us\":%%d,\"p99_us\":%%d,\"socket_errors\":%%d,\"non2xx\":%%d}\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def manage(env: dict[str, str], *args: str) -> str:
    return subprocess.run([PY, "manage.py", *args], cwd=REPO, env=env, check=True, capture_output=True,
                          text=True, timeout=300).stdout


def wait_ready(url: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/health/ready", timeout=5) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{url} not ready")


def run_wrk(url: str, key: str, path: str, method: str, bodies: list[str], concurrency: int, seconds: int) -> dict:
    lua = WRK_LUA % {"bodies": "{" + ",".join(json.dumps(b) for b in bodies) + "}" if bodies else "{\"\"}",
                     "method": method, "path": path, "key": key}
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as fh:
        fh.write(lua)
        script = fh.name
    try:
        threads = min(concurrency, 2)
        out = subprocess.run(["wrk", "-t", str(threads), "-c", str(concurrency), "-d", f"{seconds}s", "--timeout", "5s",
                              "-s", script, url], capture_output=True, text=True, timeout=seconds + 30).stdout
    finally:
        os.unlink(script)
    line = next(l for l in out.splitlines() if l.startswith("JSON"))
    data = json.loads(line[4:])
    data["rps"] = data["requests"] / (data["duration_us"] / 1e6)
    data["errors"] = data["socket_errors"] + data["non2xx"]
    return data


def policy_change_latency(env: dict[str, str], urls: list[str], key: str) -> float:
    """Revoke a tool in the database (as the console does) and time until every web
    process denies it."""
    probe = json.dumps({"session_id": "bench-probe", "tool": "bench_probe_tool", "args": {}, "cwd": CWD}).encode()
    code = ("import django; django.setup()\n"
            "from django.db import transaction\n"
            "from policy.models import RevokedTool\n"
            "from policy.services.versions import policy_version_bump\n"
            "with transaction.atomic():\n"
            "    RevokedTool.objects.create(tool='bench_probe_tool', reason='bench')\n"
            "    policy_version_bump(summary='bench revocation')\n"
            "import sys, time; print(time.time(), flush=True); sys.stdin.read()\n")
    writer = subprocess.Popen([PY, "-c", code], cwd=REPO, env={**env, "DJANGO_SETTINGS_MODULE": "guardian_site.settings"},
                              stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
    committed = float(writer.stdout.readline().strip())  # printed right after the commit
    pending = set(urls)
    while pending and time.time() - committed < 30:
        for url in list(pending):
            req = urllib.request.Request(f"{url}/api/v1/evaluate", data=probe, method="POST",
                                         headers={"Content-Type": "application/json", "Authorization": f"Api-Key {key}"})
            with urllib.request.urlopen(req, timeout=5) as r:
                if json.load(r)["decision"] == "deny":
                    pending.discard(url)
    latency = time.time() - committed
    writer.communicate("", timeout=30)
    return latency


def _median_run(runs: list[dict]) -> dict:
    """Per figure, the median over ``runs``; errors are summed (any error counts)."""
    out = {k: statistics.median(r[k] for r in runs) for k in ("rps", "p50_us", "p99_us")}
    out.update({k: sum(r[k] for r in runs) for k in ("requests", "errors", "socket_errors", "non2xx")})
    return out


def bench_setup(name: str, env: dict[str, str], web_workers: int, seconds: int, pairs: int) -> dict:
    manage(env, "migrate", "--noinput", "-v", "0")
    key = manage(env, "agent_create", f"bench-{os.getpid()}").strip().splitlines()[-1]
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log = tempfile.NamedTemporaryFile(prefix="bench-web-", suffix=".log", delete=False)
    web = subprocess.Popen([PY, "-m", "uvicorn", "guardian_site.asgi:application", "--host", "127.0.0.1", "--port",
                            str(port), "--lifespan", "off", "--no-access-log", "--log-level", "warning",
                            "--workers", str(web_workers)], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
    results: dict = {"setup": name, "web_processes": web_workers, "runs": []}
    try:
        wait_ready(url)
        bodies = [json.dumps(b) for b in BODIES]
        # warm-up
        run_wrk(url, key, "/api/v1/evaluate", "POST", bodies, 4, 2)
        run_wrk(url, key, "/health/live", "GET", [], 4, 1)
        for c in (1, 16, 64):
            # At the target concurrency, `pairs` short evaluate/live runs back to back: on
            # a shared machine the rate moves by a fifth from one run to the next, so the
            # figures are the medians (the ratio: median of the pairs' ratios).
            n = pairs if c == 16 else 1
            secs = max(2, seconds // 2) if n > 1 else seconds
            evs, lives = [], []
            for i in range(n):
                evs.append(run_wrk(url, key, "/api/v1/evaluate", "POST", bodies, c, secs))
                lives.append(run_wrk(url, key, "/health/live", "GET", [], c, secs))
                if n > 1:
                    print(f"  [{name}] c={c:>2}  pair {i + 1}/{n}: evaluate {evs[-1]['rps']:6.0f}/s  "
                          f"/health/live {lives[-1]['rps']:6.0f}/s  ratio {evs[-1]['rps'] / lives[-1]['rps']:.2f}",
                          flush=True)
            ev, live = _median_run(evs), _median_run(lives)
            ratio = statistics.median(e["rps"] / lv["rps"] for e, lv in zip(evs, lives))
            row = {"concurrency": c, "evaluate": ev, "live": live, "ratio": ratio, "pairs": n,
                   "all": [{"evaluate": e, "live": lv} for e, lv in zip(evs, lives)]}
            results["runs"].append(row)
            label = f"median of {n}: " if n > 1 else ""
            print(f"  [{name}] c={c:>2}  {label}evaluate {ev['rps']:7.0f}/s  p50 {ev['p50_us']/1000:6.1f} ms  "
                  f"p99 {ev['p99_us']/1000:6.1f} ms  errors {ev['errors']}   |  /health/live {live['rps']:7.0f}/s  "
                  f"p99 {live['p99_us']/1000:5.1f} ms  errors {live['errors']}   |  ratio {row['ratio']:.2f}", flush=True)
        # every answered evaluation has its committed, chained event
        check = ("import django; django.setup()\n"
                 "from audit.models import AuditEvent, ChainHead\n"
                 "h = ChainHead.objects.get(pk=1)\n"
                 "print(AuditEvent.objects.count(), h.seq)\n")
        out = subprocess.run([PY, "-c", check], cwd=REPO, env={**env, "DJANGO_SETTINGS_MODULE": "guardian_site.settings"},
                             capture_output=True, text=True, check=True, timeout=120).stdout.split()
        answered = sum(p["evaluate"]["requests"] - p["evaluate"]["errors"] for r in results["runs"] for p in r["all"])
        results["events"], results["chain_seq"] = int(out[0]), int(out[1])
        results["answered_in_measured_runs"] = answered
        print(f"  [{name}] audit events committed: {out[0]} (chain head seq {out[1]}); answered in the measured runs: {answered}")
        latency = policy_change_latency(env, [url] * web_workers * 3, key)
        results["policy_change_live_s"] = latency
        print(f"  [{name}] a policy change live on every web process after {latency*1000:.0f} ms")
    finally:
        web.terminate()
        try:
            web.wait(15)
        except subprocess.TimeoutExpired:
            web.kill()
        log.close()
        os.unlink(log.name)
    return results


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=8)
    parser.add_argument("--pairs", type=int, default=5,
                        help="evaluate/live pairs of seconds/2 each at concurrency 16 (medians are printed)")
    parser.add_argument("--only", choices=["embedded", "scale-out"])
    parser.add_argument("--web-workers", type=int, default=2, help="uvicorn processes in the scale-out set-up")
    parser.add_argument("--json", help="write the results to this file")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        print("wrk is needed: apt-get install -y wrk", file=sys.stderr)
        return 2
    print(f"bench/http_evaluate.py  {time.strftime('%Y-%m-%d %H:%M')}  cpus={os.cpu_count()}  {args.seconds}s per run")
    base = {k: v for k, v in os.environ.items() if not k.startswith("GUARDIAN_")}
    base.update({"GUARDIAN_LOG_LEVEL": "WARNING", "DJANGO_SETTINGS_MODULE": "guardian_site.settings"})
    all_results = []
    if args.only in (None, "embedded"):
        data = tempfile.mkdtemp(prefix="guardian-bench-")
        try:
            env = {**base, "GUARDIAN_DATA_DIR": data}
            print("embedded default (SQLite WAL, in-memory channel layer, one web process):")
            all_results.append(bench_setup("embedded", env, 1, args.seconds, args.pairs))
        finally:
            shutil.rmtree(data, ignore_errors=True)
    if args.only in (None, "scale-out"):
        if not (reachable("127.0.0.1", 5432) and reachable("127.0.0.1", 6379)):
            print("scale-out: PostgreSQL or Redis not reachable on 127.0.0.1; skipped")
        else:
            import psycopg

            dbname = f"guardian_bench_{os.getpid()}"
            with psycopg.connect(f"{PG_URL}/postgres", autocommit=True) as conn:
                conn.execute(f'CREATE DATABASE "{dbname}"')
            data = tempfile.mkdtemp(prefix="guardian-bench-")
            try:
                env = {**base, "GUARDIAN_DATA_DIR": data, "GUARDIAN_DATABASE_URL": f"{PG_URL}/{dbname}",
                       "GUARDIAN_REDIS_URL": REDIS_URL}
                print(f"scale-out (PostgreSQL + Redis, {args.web_workers} web processes):")
                all_results.append(bench_setup("scale-out", env, args.web_workers, args.seconds, args.pairs))
            finally:
                with psycopg.connect(f"{PG_URL}/postgres", autocommit=True) as conn:
                    conn.execute(f'DROP DATABASE IF EXISTS "{dbname}" WITH (FORCE)')
                shutil.rmtree(data, ignore_errors=True)
    if args.json:
        Path(args.json).write_text(json.dumps(all_results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
