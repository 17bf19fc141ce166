"""Engine benchmark: prints the figures TARGETS.md asks for (in process, no server).

    .venv/bin/python bench/engine.py [--requests N] [--seed004-requests N]

Mixed workload: Bash (simple and compound), file writes, custom tools, WebFetch. Every
Bash command string is different in the "cold" run, so the per-snapshot Bash analysis
cache never hits there; the "warm" run repeats a small set of commands (what an agent
session looks like). Both are printed. Threat rules: 0, 1,000 and 10,000 generated
regexes (about 1% with lookarounds). Seed 004's own approach runs the same workload in
the same process: a loop of Python ``re`` over ``json.dumps(args)`` per rule plus its
destructive patterns, and an Ed25519 verify on every call.
"""
from __future__ import annotations

import argparse
import base64
import datetime
import gc
import json
import platform
import random
import re
import resource
import statistics
import string
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: E402
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat  # noqa: E402

from policy.engine.evaluate import evaluate  # noqa: E402
from policy.engine.snapshot import compile_policy, registration_payload  # noqa: E402
from policy.engine.types import Request, Task  # noqa: E402

CWD = "/home/dev/project"
SEED004_PATTERNS = [r"rm\s+-rf\s+/", r"(DROP|TRUNCATE)\s+TABLE", r":\(\)\{:\|:&\};:", r"curl.+(\|sh|\|bash)",
                    r"169\.254\.169\.254", r"chmod\s+777"]


def word(rng: random.Random, n: int = 6) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(n))


def threat_rules(n: int, rng: random.Random) -> list[dict]:
    kinds = [
        lambda w: rf"\b{w}[_-]?(?:token|secret|key)\b",
        lambda w: rf"/opt/{w}/[^\s\"]*\.conf",
        lambda w: rf"(?i)api\.{w}\.(?:com|io)/v[0-9]+",
        lambda w: rf"--{w}=\S+",
        lambda w: rf"\b{w}\s+(?:install|remove|purge)\b",
        lambda w: rf"(?i)\bselect\s+\*\s+from\s+{w}\b",
        lambda w: rf"https?://{w}\.example\.net",
        lambda w: rf"\b{w}\d{{3,}}\b",
    ]
    rules = []
    for i in range(n):
        w = word(rng)
        if i % 100 == 7:   # about 1% need lookarounds (the fallback engine)
            pattern = rf"/Volumes/{w}(?!_SAFE)" if i % 200 == 7 else rf"(?<=user=){w}\b"
        else:
            pattern = kinds[i % len(kinds)](w)
        rules.append({"name": f"rule_{i}", "pattern": pattern, "field": "args" if i % 10 else "any",
                      "action": "flag" if i % 3 == 0 else "deny", "reason": f"generated {i}"})
    return rules


def workload(n: int, rng: random.Random, *, distinct: bool) -> list[Request]:
    reqs = []
    filler = " ".join(word(rng, 8) for _ in range(100))
    for i in range(n):
        k = i if distinct else i % 20
        kind = i % 8
        if kind == 0:
            args = {"command": f"ls -la src/module_{k}"}
            tool = "Bash"
        elif kind == 1:
            args = {"command": f"npm run build -- --env=staging{k} && npm test -- --shard={k % 7}"}
            tool = "Bash"
        elif kind == 2:
            args = {"command": f"git add -A && git commit -m 'fix issue {k}' && git push origin feature-{k}"}
            tool = "Bash"
        elif kind == 3:
            args = {"command": f"grep -rn 'TODO {k}' src | sort | head -n {k % 50 + 1}"}
            tool = "Bash"
        elif kind == 4:
            args = {"file_path": f"src/pkg/file_{k}.py", "content": f"# generated {k}\n" + filler[:900]}
            tool = "Write"
        elif kind == 5:
            args = {"file_path": f"src/pkg/file_{k}.py", "old_string": "a", "new_string": f"b{k}"}
            tool = "Edit"
        elif kind == 6:
            args = {"repo": f"org/repo{k}", "title": f"Issue {k}", "body": filler[: 600 + k % 300]}
            tool = "mcp__github__create_issue"
        else:
            args = {"url": f"https://docs.example.com/page/{k}", "prompt": "summarise"}
            tool = "WebFetch"
        reqs.append(Request(tool=tool, args=args, session_id="bench", cwd=CWD,
                            history=("read_file",), task=Task("t", ("shell:safe",))))
    return reqs


def policy(rules: list[dict], pub: str, key: Ed25519PrivateKey) -> dict:
    sha = "a" * 64
    caps = ["shell:safe"]
    sig = base64.b64encode(key.sign(registration_payload("registered_tool", caps, sha))).decode()
    return {
        "version": 1,
        "signing_public_key": pub,
        "permissions": {"allow": ["Bash(npm run:*)", "Bash(npm test:*)", "Edit(src/**)"],
                        "deny": ["Bash(git push --force:*)"], "ask": ["Bash(docker:*)"]},
        "tools": [{"name": "registered_tool", "sha256": sha, "required_capability": caps, "signature": sig}],
        "sequence_contracts": [{"name": "rbd", "requires_prior": "read_file", "triggers_for": "delete_file"}],
        "threat_rules": rules,
    }


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    s = sorted(samples)
    return s[len(s) // 2], s[min(len(s) - 1, int(len(s) * 0.99))], statistics.fmean(s)


def time_guardian(snapshot, reqs: list[Request], rounds: int = 1) -> list[float]:
    out = []
    for _ in range(rounds):
        for r in reqs:
            t = time.perf_counter_ns()
            evaluate(snapshot, r)
            out.append((time.perf_counter_ns() - t) / 1000)
    return out


def time_seed004(rules: list[dict], reqs: list[Request], pub_key, sig: bytes, payload: bytes) -> list[float]:
    patterns = [(re.compile(p), "destructive") for p in SEED004_PATTERNS] + [
        (re.compile(r["pattern"]), r["action"]) for r in rules]
    out = []
    for r in reqs:
        t = time.perf_counter_ns()
        text = json.dumps(dict(r.args))
        for rx, _action in patterns:
            if rx.search(text):
                pass
        pub_key.verify(sig, payload)
        out.append((time.perf_counter_ns() - t) / 1000)
    return out


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=4000)
    ap.add_argument("--seed004-requests", type=int, default=400)
    ns = ap.parse_args()
    rng = random.Random(4)
    key = Ed25519PrivateKey.generate()
    pub_raw = key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    pub = base64.b64encode(pub_raw).decode()
    rules_10k = threat_rules(10_000, rng)
    rules = {0: [], 1000: rules_10k[:1000], 10_000: rules_10k}

    print(f"# Guardian engine benchmark — {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC")
    print(f"# {platform.node()} · {platform.processor() or platform.machine()} · Python {platform.python_version()}")
    cpu = next((ln.split(':', 1)[1].strip() for ln in open('/proc/cpuinfo') if ln.startswith('model name')), '?')
    print(f"# cpu: {cpu}; requests per run: {ns.requests}")

    # snapshot build and memory with 10,000 rules
    gc.collect()
    rss0 = rss_mb()
    tracemalloc.start()
    t = time.perf_counter()
    big = compile_policy(policy(rules[10_000], pub, key))
    build_s = time.perf_counter() - t
    _cur, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    snaps = {0: compile_policy(policy([], pub, key)), 1000: compile_policy(policy(rules[1000], pub, key)),
             10_000: big}
    # warm the RE2 DFAs and the analyser's imports, then measure
    warm_reqs = workload(200, rng, distinct=False)
    for s in snaps.values():
        time_guardian(s, warm_reqs)
    rss_after = rss_mb()

    print("\n| rules | run | p50 µs | p99 µs | mean µs | evals/s |")
    print("|---|---|---|---|---|---|")
    results = {}
    for n, s in snaps.items():
        for label, distinct in (("cold (every command new)", True), ("warm (repeated commands)", False)):
            reqs = workload(ns.requests, random.Random(n), distinct=distinct)
            if distinct:
                s.analyze.cache_clear()
            lat = time_guardian(s, reqs)
            p50, p99, mean = percentiles(lat)
            results[(n, distinct)] = (p50, p99, mean)
            print(f"| {n:,} | {label} | {p50:.1f} | {p99:.1f} | {mean:.1f} | {1e6 / mean:,.0f} |")

    # seed 004's approach, same workload, same run
    sig = key.sign(b"x" * 64)
    s004 = {}
    for n in (0, 1000):
        reqs = workload(ns.seed004_requests, random.Random(n), distinct=True)
        lat = time_seed004(rules[n], reqs, key.public_key(), sig, b"x" * 64)
        s004[n] = percentiles(lat)
    print("\n| seed 004 approach (re loop + verify per call) | p50 µs | p99 µs | mean µs |")
    print("|---|---|---|---|")
    for n, (p50, p99, mean) in s004.items():
        print(f"| {n:,} rules | {p50:.1f} | {p99:.1f} | {mean:.1f} |")

    g = results[(1000, True)]
    ratio_10k = results[(10_000, True)][2] / g[2]
    ratio_10k_p50 = results[(10_000, True)][0] / g[0]
    print("\n| figure | value | target |")
    print("|---|---|---|")
    print(f"| p50 / p99 at 1,000 rules, cold | {g[0]:.1f} / {g[1]:.1f} µs | ≤ 30 / ≤ 150 µs |")
    w = results[(1000, False)]
    print(f"| p50 / p99 at 1,000 rules, warm | {w[0]:.1f} / {w[1]:.1f} µs | ≤ 30 / ≤ 150 µs |")
    print(f"| speed-up over seed 004 at 1,000 rules (mean, cold) | {s004[1000][2] / g[2]:,.0f}× | ≥ 100× |")
    print(f"| 10,000 rules / 1,000 rules (mean, cold) | {ratio_10k:.2f} (p50 {ratio_10k_p50:.2f}) | ≤ 1.5 |")
    print(f"| snapshot build, 10,000 rules | {build_s:.2f} s | ≤ 2 s |")
    print(f"| snapshot memory, 10,000 rules (tracemalloc peak, Python) | {peak / 2**20:.1f} MB | ≤ 100 MB |")
    print(f"| process RSS growth after building and warming 3 snapshots (RE2 DFAs incl.) "
          f"| {rss_after - rss0:.1f} MB | ≤ 100 MB |")


if __name__ == "__main__":
    main()
