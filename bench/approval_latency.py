"""People in the loop: how fast an ask reaches a reviewer's browser, and how fast the
reviewer's click reaches the waiting agent. Prints p50 / p95 (targets: p95 <= 200 ms).

For each set-up (the embedded default; PostgreSQL + Redis) it starts a fresh Guardian
web process (uvicorn, as ``run-guardian`` does) on a free loopback port, against its own
database, logs a reviewer into a real browser page (Debian's chromium) and then, for
each of ``--asks`` asks:

(a) ask created -> card visible: from the moment the agent sends ``POST /api/v1/evaluate``
    (a conservative start: it includes the evaluation itself) to the moment the card's
    element is added to the page (a MutationObserver reads the clock in the browser;
    both clocks are this machine's wall clock);
(b) click -> long-poll returns: the agent waits on ``GET /api/v1/approvals/{id}?wait=30``;
    from just before the click on "Approve once" to the moment the agent's long-poll
    answers.

``--polls N`` also holds N concurrent long-polls on the one web process and reports its
extra memory (target: 1,000 with <= 200 MB more, no thread per wait).

Usage: python bench/approval_latency.py [--setup embedded|scale-out|both] [--asks 50] [--polls 1000]
Loopback only; every server and browser started here is stopped at the end.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

REPO = Path(__file__).resolve().parents[1]
PY = sys.executable
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
PG_URL = os.environ.get("BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432")
REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/7")
PASSWORD = "bench-reviewer-password-0123456789"

SETUP_SCRIPT = r"""
import json, django
django.setup()
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from policy.services.agents import agent_create
user = get_user_model().objects.create_user(username="bench-reviewer", password=PASSWORD)
user.groups.add(Group.objects.get_or_create(name="reviewer")[0])
agent, key = agent_create(name="bench-agent", mode="default")
print(json.dumps({"key": key}))
"""

OBSERVER = """
() => {
  window.__seen = {};
  new MutationObserver((records) => {
    const now = performance.timeOrigin + performance.now();
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType === 1 && n.classList.contains('approval-card') && !(n.dataset.id in window.__seen)) {
        window.__seen[n.dataset.id] = now;
      }
    }
  }).observe(document.getElementById('queue'), {childList: true});
}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def threads_of(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Threads:"):
            return int(line.split()[1])
    return 0


class Server:
    def __init__(self, setup: str) -> None:
        self.setup = setup
        self.data_dir = Path(tempfile.mkdtemp(prefix=f"guardian-bench-{setup}-"))
        self.env = dict(os.environ, DJANGO_SETTINGS_MODULE="guardian_site.settings",
                        GUARDIAN_DATA_DIR=str(self.data_dir), GUARDIAN_LOG_LEVEL="WARNING")
        self.env.pop("GUARDIAN_DATABASE_URL", None)
        self.env.pop("GUARDIAN_REDIS_URL", None)
        self.db_name = ""
        if setup == "scale-out":
            self.db_name = f"bench_reviewers_{os.getpid()}"
            subprocess.run(["psql", f"{PG_URL}/postgres", "-qc", f'CREATE DATABASE "{self.db_name}"'], check=True,
                           capture_output=True)
            self.env["GUARDIAN_DATABASE_URL"] = f"{PG_URL}/{self.db_name}"
            self.env["GUARDIAN_REDIS_URL"] = REDIS_URL
        self.process: subprocess.Popen | None = None
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self) -> str:
        subprocess.run([PY, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=REPO, env=self.env, check=True)
        out = subprocess.run([PY, "-c", f"PASSWORD={PASSWORD!r}\n" + SETUP_SCRIPT], cwd=REPO, env=self.env,
                             check=True, capture_output=True, text=True).stdout
        key = json.loads(out.strip().splitlines()[-1])["key"]
        self.log = open(self.data_dir / "server.log", "wb")
        self.process = subprocess.Popen(
            [PY, "-m", "uvicorn", "guardian_site.asgi:application", "--host", "127.0.0.1", "--port", str(self.port),
             "--lifespan", "off", "--no-access-log", "--log-level", "warning"],
            cwd=REPO, env=self.env, stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{self.url}/health/live", timeout=1).status_code == 200:
                    return key
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start: " + (self.data_dir / "server.log").read_text()[-2000:])

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        if self.db_name:
            subprocess.run(["psql", f"{PG_URL}/postgres", "-qc", f'DROP DATABASE IF EXISTS "{self.db_name}" WITH (FORCE)'],
                           capture_output=True)
        shutil.rmtree(self.data_dir, ignore_errors=True)


def evaluate(client: httpx.Client, url: str, key: str, command: str) -> dict:
    body = {"session_id": "bench", "tool": "Bash", "args": {"command": command}, "cwd": "/home/dev/project"}
    r = client.post(f"{url}/api/v1/evaluate", json=body, headers={"Authorization": f"Api-Key {key}"}, timeout=10)
    r.raise_for_status()
    return r.json()


def measure_latency(server: Server, key: str, asks: int) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    shown: list[float] = []
    answered: list[float] = []
    with sync_playwright() as p, httpx.Client() as client:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            page = browser.new_context().new_page()
            page.goto(f"{server.url}/accounts/login/?next=/")
            page.fill("input[name=username]", "bench-reviewer")
            page.fill("input[name=password]", PASSWORD)
            page.click("button[type=submit]")
            page.wait_for_selector('#live-status[data-state="live"]', timeout=15_000)
            page.evaluate(OBSERVER)
            for i in range(asks + 3):  # the first three warm up and are not counted
                sent = time.time() * 1000
                answer = evaluate(client, server.url, key, f"docker run --rm alpine echo bench-{i}")
                assert answer["decision"] == "ask", answer
                approval_id = answer["approval"]["id"]
                card = f"#approval-{approval_id}"
                page.wait_for_selector(card, timeout=10_000)
                seen = page.evaluate(f"() => window.__seen[{json.dumps(approval_id)}]")
                result: dict[str, Any] = {}

                def long_poll() -> None:
                    with httpx.Client() as c:
                        r = c.get(f"{server.url}/api/v1/approvals/{approval_id}", params={"wait": 30},
                                  headers={"Authorization": f"Api-Key {key}"}, timeout=40)
                    result["at"] = time.time() * 1000
                    result["body"] = r.json()

                waiter = threading.Thread(target=long_poll)
                waiter.start()
                time.sleep(0.15)  # the agent is waiting before the reviewer clicks
                clicked = time.time() * 1000
                page.click(f"{card} button[value=once]")
                waiter.join(40)
                assert result.get("body", {}).get("decision") == "allow", result
                page.wait_for_selector(card, state="detached", timeout=10_000)
                if i >= 3:
                    shown.append(seen - sent)
                    answered.append(result["at"] - clicked)
        finally:
            browser.close()
    return {"shown": shown, "answered": answered}


async def _hold_polls(url: str, key: str, ids: list[str], pid: int, wait: int) -> dict[str, float]:
    limits = httpx.Limits(max_connections=len(ids) + 10, max_keepalive_connections=0)
    async with httpx.AsyncClient(limits=limits, timeout=wait + 30) as client:
        before = rss_mb(pid)
        threads_before = threads_of(pid)
        started = time.monotonic()
        tasks = [asyncio.create_task(client.get(f"{url}/api/v1/approvals/{i}", params={"wait": wait},
                                                headers={"Authorization": f"Api-Key {key}"})) for i in ids]
        peak, peak_threads = before, threads_before
        await asyncio.sleep(0.5)
        while not all(t.done() for t in tasks):
            peak = max(peak, rss_mb(pid))
            peak_threads = max(peak_threads, threads_of(pid))
            await asyncio.sleep(0.25)
            if time.monotonic() - started > wait + 40:
                break
        responses = await asyncio.gather(*tasks, return_exceptions=True)
        ok = sum(1 for r in responses if isinstance(r, httpx.Response) and r.status_code == 200
                 and r.json().get("status") == "pending")
        held = time.monotonic() - started
    return {"before": before, "peak": peak, "ok": ok, "held_s": held, "threads_before": threads_before,
            "threads_peak": peak_threads}


def measure_polls(server: Server, key: str, polls: int, wait: int = 10) -> dict[str, float]:
    ids: list[str] = []
    with httpx.Client() as client:
        for i in range(polls):
            ids.append(evaluate(client, server.url, key, f"docker run --rm alpine echo poll-{i}")["approval"]["id"])
    assert server.process is not None
    return asyncio.run(_hold_polls(server.url, key, ids, server.process.pid, wait))


def run(setup: str, asks: int, polls: int) -> dict[str, Any]:
    server = Server(setup)
    try:
        key = server.start()
        figures: dict[str, Any] = {"setup": setup}
        lat = measure_latency(server, key, asks)
        for name, values in lat.items():
            figures[name] = {"n": len(values), "p50": statistics.median(values), "p95": pct(values, 95),
                             "max": max(values)}
        if polls:
            figures["polls"] = measure_polls(server, key, polls)
        return figures
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--setup", choices=["embedded", "scale-out", "both"], default="both")
    parser.add_argument("--asks", type=int, default=50)
    parser.add_argument("--polls", type=int, default=0, help="also hold this many concurrent long-polls")
    args = parser.parse_args()
    setups = ["embedded", "scale-out"] if args.setup == "both" else [args.setup]
    print(f"approval latency, {args.asks} asks per set-up, {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores")
    for setup in setups:
        f = run(setup, args.asks, args.polls)
        print(f"\n[{setup}]")
        for name, label in (("shown", "(a) ask created -> card visible"), ("answered", "(b) click -> long-poll returns")):
            v = f[name]
            verdict = "ok" if v["p95"] <= 200 else "OVER TARGET"
            print(f"  {label:34s} p50 {v['p50']:6.1f} ms  p95 {v['p95']:6.1f} ms  max {v['max']:6.1f} ms"
                  f"  (n={v['n']}, target p95 <= 200 ms: {verdict})")
        if "polls" in f:
            p = f["polls"]
            extra = p["peak"] - p["before"]
            print(f"  concurrent long-polls: {p['ok']}/{args.polls} held {p['held_s']:.1f} s; web process RSS "
                  f"{p['before']:.0f} -> {p['peak']:.0f} MB (+{extra:.0f} MB, target <= 200); threads "
                  f"{p['threads_before']} -> {p['threads_peak']}")


if __name__ == "__main__":
    main()
