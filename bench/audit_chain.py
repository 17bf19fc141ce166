"""Audit chain figures (docs/integrity.md quotes them).

1. The cost of the chain in the writer alone, side by side in one run: the same loop
   of (engine evaluate + one committed audit event) with the chained writer
   (``audit.services.audit_event_record``: head lock, seq, HMAC link) against the same
   insert without chaining. No HTTP, no server: the chain's share of the write itself,
   a stricter figure than the target's (it is about 0.65-0.8 here, and noisy).
2. ``audit_verify``'s rate over N chained events (default 1,000,000). Target: >= 50,000/s.

3. With ``--http``, the same ratio where it matters, on the evaluate endpoint: two servers
   started as ./run-guardian starts the web process (embedded default, each with a fresh
   database), one of them ``bench/unchained_asgi.py`` (the product's app with only the
   chain taken out of the audit write), driven in turn by wrk at concurrency 16; the
   ratio is the median of side-by-side pairs. This is the target's figure ("evaluate
   rate with the chained audit trail against without it"): >= 0.8.

It uses its own data directory (a fresh SQLite file, or with ``--postgres`` its own
database ``bench_integrity``), never the live one:

    .venv/bin/python bench/audit_chain.py [--events 1000000] [--evaluations 3000] [--postgres] [--http]
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setup(args: argparse.Namespace) -> None:
    data_dir = args.data_dir or tempfile.mkdtemp(prefix="guardian-bench-audit-")
    os.environ["GUARDIAN_DATA_DIR"] = data_dir
    os.environ.setdefault("GUARDIAN_AUDIT_KEY", "bench-audit-key-" + "x" * 40)
    if args.postgres:
        subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-c", "DROP DATABASE IF EXISTS bench_integrity"],
                       check=True, capture_output=True)
        subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-c", "CREATE DATABASE bench_integrity"],
                       check=True, capture_output=True)
        os.environ["GUARDIAN_DATABASE_URL"] = "postgres://postgres@127.0.0.1:5432/bench_integrity"
    os.environ["DJANGO_SETTINGS_MODULE"] = "guardian_site.settings"
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    print(f"data: {'PostgreSQL bench_integrity' if args.postgres else data_dir + '/guardian.sqlite3'}")


def evaluate_ratio(n: int, batch: int = 1) -> tuple[float, float, float, float]:
    """(chained evaluations/s, unchained evaluations/s, their ratio, the ratio of their
    rates per CPU second), interleaved rounds."""
    from django.db import transaction
    from django.utils import timezone

    from audit.models import AuditEvent
    from audit.services import _build, _event_inserter, audit_event_record, audit_events_record
    from policy.engine.evaluate import evaluate
    from policy.engine.policy_file import default_policy_doc
    from policy.engine.snapshot import compile_policy
    from policy.engine.types import Request

    snapshot = compile_policy(default_policy_doc(), version=1)

    def fields(i: int, d) -> dict:
        return {"tool": "Bash", "args": {"command": f"ls -la src/{i}"}, "session_id": "bench", "agent_name": "bench",
                "decision": d.decision, "reason": d.reason, "check_name": d.check, "rule": d.rule or "",
                "flags": [], "policy_version": 1, "latency_us": 50, "created_at": timezone.now()}

    def run(chained: bool, count: int) -> tuple[float, float]:
        """``batch`` evaluations per commit, as the service's group commit does under load.
        Returns (per wall second, per CPU second of this thread)."""
        t0, c0 = time.perf_counter(), time.thread_time()
        for start in range(0, count, batch):
            entries = []
            for i in range(start, min(start + batch, count)):
                d = evaluate(snapshot, Request(tool="Bash", args={"command": f"ls -la src/{i}"}, session_id="bench",
                                               cwd="/work"))
                entries.append(fields(i, d))
            with transaction.atomic():
                if chained:
                    if len(entries) == 1:
                        audit_event_record(**entries[0])
                    else:
                        audit_events_record([(e, []) for e in entries])
                else:
                    # the very same insert, without the chain (no head lock, no seq, no link)
                    now = timezone.now()
                    _event_inserter.insert([_build(e, now) for e in entries])
        return count / (time.perf_counter() - t0), count / (time.thread_time() - c0)

    run(True, 200), run(False, 200)  # warm up
    # Short rounds, alternating which goes first, each pair side by side: the ratio is
    # the median of the pairs' ratios (a shared machine's noise hits both of a pair).
    chained, plain, ratios, cpu_ratios = [], [], [], []
    rounds = 15
    for r in range(rounds):
        if r % 2:
            p_rate, p_cpu = run(False, n // rounds)
            c_rate, c_cpu = run(True, n // rounds)
        else:
            c_rate, c_cpu = run(True, n // rounds)
            p_rate, p_cpu = run(False, n // rounds)
        chained.append(c_rate)
        plain.append(p_rate)
        ratios.append(c_rate / p_rate)
        cpu_ratios.append(c_cpu / p_cpu)
    # The unchained rows have no seq: remove them so the verify below sees one chain.
    AuditEvent.objects.filter(seq__isnull=True).delete()
    return (sorted(chained)[rounds // 2], sorted(plain)[rounds // 2], sorted(ratios)[rounds // 2],
            sorted(cpu_ratios)[rounds // 2])


def fill(n: int, batch: int = 5000) -> float:
    """Append ``n`` chained events with bulk inserts (the links computed exactly as the
    writer does). Returns seconds."""
    from django.db import transaction
    from django.utils import timezone

    from audit import chain
    from audit.models import AuditEvent, ChainHead

    t0 = time.perf_counter()
    ChainHead.objects.get_or_create(pk=1)
    head = ChainHead.objects.get(pk=1)
    seq, link = head.seq, head.link or chain.GENESIS_LINK
    base = timezone.now() - dt.timedelta(days=30)
    tools = ["Bash", "Read", "Write", "db_write", "WebFetch"]
    decisions = ["allow", "allow", "allow", "deny", "ask"]
    done = 0
    while done < n:
        rows = []
        for _ in range(min(batch, n - done)):
            seq += 1
            e = AuditEvent(
                created_at=base + dt.timedelta(milliseconds=seq), tool=tools[seq % 5],
                args={"command": f"git log -n {seq % 97} --oneline", "path": f"src/module_{seq % 1000}.py"},
                session_id=f"s{seq % 300}", agent_name="bench", decision=decisions[seq % 5],
                reason="read-only command", check_name="read_only", flags=[], policy_version=1,
                latency_us=40 + seq % 50, input_sha256="%064x" % seq, seq=seq,
            )
            link = chain.next_link(link, chain.event_content(e))
            e.link = link
            rows.append(e)
        with transaction.atomic():
            AuditEvent.objects.bulk_create(rows)
            ChainHead.objects.filter(pk=1).update(seq=seq, link=link)
        done += len(rows)
        if done % 100_000 == 0:
            print(f"  filled {done:,}", file=sys.stderr)
    return time.perf_counter() - t0


def http_ratio(seconds: int, rounds: int) -> None:
    """The evaluate endpoint's rate with the chain against without it (see the module
    docstring), on the embedded default."""
    import shutil

    sys.path.insert(0, str(ROOT / "bench"))
    import http_evaluate as he

    if not shutil.which("wrk"):
        print("--http needs wrk: apt-get install -y wrk", file=sys.stderr)
        return
    base = {k: v for k, v in os.environ.items() if not k.startswith("GUARDIAN_")}
    base.update({"GUARDIAN_LOG_LEVEL": "WARNING", "DJANGO_SETTINGS_MODULE": "guardian_site.settings"})
    servers, dirs = [], []
    try:
        for app in ("guardian_site.asgi:application", "bench.unchained_asgi:application"):
            data = tempfile.mkdtemp(prefix="guardian-bench-chain-")
            dirs.append(data)
            env = {**base, "GUARDIAN_DATA_DIR": data}
            he.manage(env, "migrate", "--noinput", "-v", "0")
            key = he.manage(env, "agent_create", "bench").strip().splitlines()[-1]
            port = he.free_port()
            proc = subprocess.Popen([sys.executable, "-m", "uvicorn", app, "--host", "127.0.0.1", "--port", str(port),
                                     "--lifespan", "off", "--no-access-log", "--log-level", "warning"],
                                    cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            servers.append((proc, f"http://127.0.0.1:{port}", key))
        bodies = [json.dumps(b) for b in he.BODIES]
        for _proc, url, key in servers:
            he.wait_ready(url)
            he.run_wrk(url, key, "/api/v1/evaluate", "POST", bodies, 16, 2)   # warm-up
        pairs = []
        for r in range(rounds):
            order = servers if r % 2 == 0 else servers[::-1]
            got = {url: he.run_wrk(url, key, "/api/v1/evaluate", "POST", bodies, 16, seconds) for _p, url, key in order}
            chained, plain = got[servers[0][1]], got[servers[1][1]]
            if chained["errors"] or plain["errors"]:
                print(f"  round {r + 1}: errors (chained {chained['errors']}, unchained {plain['errors']})")
            pairs.append((chained["rps"], plain["rps"], chained["rps"] / plain["rps"]))
        med = sorted(pairs, key=lambda p: p[2])[rounds // 2]
        print(f"[HTTP, embedded, c=16] POST /api/v1/evaluate: chained {med[0]:6.0f}/s, unchained {med[1]:6.0f}/s, "
              f"ratio {med[2]:.2f} (median of {rounds} side-by-side pairs of {seconds} s; "
              f"all: {', '.join(f'{p[2]:.2f}' for p in pairs)}; target >= 0.8)")
    finally:
        for proc, _url, _key in servers:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
        for d in dirs:
            shutil.rmtree(d, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--evaluations", type=int, default=3000)
    parser.add_argument("--postgres", action="store_true")
    parser.add_argument("--data-dir")
    parser.add_argument("--skip-ratio", action="store_true")
    parser.add_argument("--workers", type=int, default=min(4, os.cpu_count() or 1))
    parser.add_argument("--http", action="store_true", help="also the ratio on the evaluate endpoint (needs wrk)")
    parser.add_argument("--http-seconds", type=int, default=4)
    parser.add_argument("--http-rounds", type=int, default=7)
    args = parser.parse_args()
    if args.http:
        http_ratio(args.http_seconds, args.http_rounds)   # before setup(): its servers have their own data
    setup(args)
    from audit.verify import verify_chain

    if not args.skip_ratio:
        for batch in (1, 16):
            chained, plain, ratio, cpu_ratio = evaluate_ratio(args.evaluations, batch)
            print(f"[{batch:2d} event(s) per commit] evaluate + committed audit event: chained {chained:6.0f}/s, "
                  f"unchained {plain:6.0f}/s (medians), ratio {ratio:.2f} wall, {cpu_ratio:.2f} per CPU second "
                  f"(medians of 15 side-by-side pairs; the writer alone, no HTTP: the chain's share of the "
                  f"write itself; the target applies to the evaluate endpoint, --http)")
    from audit.models import AuditEvent

    have = AuditEvent.objects.count()
    if have < args.events:
        secs = fill(args.events - have)
        print(f"filled {args.events - have:,} chained events in {secs:.1f} s")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} (shared: wall-clock rates are a floor)")
    for workers in sorted({1, args.workers}):
        report = verify_chain(workers=workers, progress_every=250_000,
                              progress=lambda n, s, t: print(f"  verified {n:,} ({n / t:,.0f}/s)", file=sys.stderr))
        cpu = f", {report.events / report.cpu_seconds:,.0f} events per CPU-second" if workers == 1 else ""
        print(f"audit_verify ({workers} process{'es' if workers > 1 else ''}): {report.events:,} events in "
              f"{report.seconds:.2f} s = {report.rate:,.0f} events/s{cpu} (target >= 50,000), ok={report.ok}")
        if not report.ok:
            print("  first finding:", report.findings[0].message)


if __name__ == "__main__":
    main()
