"""Engine benchmark: prints the figures TARGETS.md asks for (in process, no server).

    .venv/bin/python bench/engine.py [--requests N] [--seed004-requests N]

Mixed workload: Bash (simple and compound), file writes, custom tools, WebFetch. Every
Bash command string is different in the "cold" run (and each snapshot gets its own
commands), so neither the per-snapshot Bash analysis cache nor the process' smaller caches
(normalised paths, glob tokens) profit from an earlier call; the "warm" run repeats a small set of commands (what an agent
session looks like), each judged once, untimed, before the run: warm means seen before (a
command's first sight is the cold case). Both are printed. Threat rules: 0, 1,000 and 10,000 generated
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


def workload(n: int, rng: random.Random, *, distinct: bool, offset: int = 0) -> list[Request]:
    reqs = []
    filler = " ".join(word(rng, 8) for _ in range(100))
    for i in range(n):
        k = (i if distinct else i % 20) + offset
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


def _one_guardian(snapshot, r: Request) -> tuple[float, float]:
    c, t = time.thread_time_ns(), time.perf_counter_ns()
    evaluate(snapshot, r)
    return (time.perf_counter_ns() - t) / 1000, (time.thread_time_ns() - c) / 1000


def _one_seed004(patterns, r: Request, pub_key, sig: bytes, payload: bytes) -> tuple[float, float]:
    c, t = time.thread_time_ns(), time.perf_counter_ns()
    text = json.dumps(dict(r.args))
    for rx in patterns:
        if rx.search(text):
            pass
    pub_key.verify(sig, payload)
    return (time.perf_counter_ns() - t) / 1000, (time.thread_time_ns() - c) / 1000


def time_guardian(snapshot, reqs: list[Request]) -> list[float]:
    return [_one_guardian(snapshot, r)[0] for r in reqs]


def interleaved(snaps: dict, seed_patterns: dict, reqs: dict, seed_every: int, key) -> dict:
    """Request i runs on every snapshot (and, for one block of eight requests in
    ``seed_every``, under seed 004's approach) back to back, so all of them see the same
    machine noise. A block holds one request of each of the workload's eight kinds, so
    seed 004 is timed on the same mix. ``reqs`` maps each snapshot to its own list: in the
    cold run the lists hold different commands, so no snapshot profits from what the
    process remembered (normalised paths, glob tokens) while another snapshot judged the
    same command just before. Guardian's samples on the requests seed 004 also ran are
    kept apart ("guardian-paired") for the side-by-side ratio."""
    sig = key.sign(b"x" * 64)
    pub = key.public_key()
    out: dict = {}
    for i in range(len(reqs[1000])):
        paired = (i // 8) % seed_every == 0
        for n, s in snaps.items():
            t = _one_guardian(s, reqs[n][i])
            out.setdefault(("guardian", n), []).append(t)
            if paired:
                out.setdefault(("guardian-paired", n), []).append(t)
        if paired:
            for n, pats in seed_patterns.items():
                out.setdefault(("seed004", n), []).append(_one_seed004(pats, reqs[n][i], pub, sig, b"x" * 64))
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
    print(f"# cpu: {cpu}; requests per run: {ns.requests}; load average: {open('/proc/loadavg').read().split()[0]}")

    # snapshot build (cold: the pattern compile cache emptied first) and memory, 10,000 rules
    from policy.engine import regexes
    builds = []
    for _ in range(3):
        regexes._compile_cached.cache_clear()
        gc.collect()
        t = time.perf_counter()
        compile_policy(policy(rules[10_000], pub, key))
        builds.append(time.perf_counter() - t)
    regexes._compile_cached.cache_clear()
    gc.collect()
    rss0 = rss_mb()
    tracemalloc.start()
    big = compile_policy(policy(rules[10_000], pub, key))
    _cur, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    snaps = {0: compile_policy(policy([], pub, key)), 1000: compile_policy(policy(rules[1000], pub, key)),
             10_000: big}
    for s in snaps.values():   # warm the RE2 DFAs and the parser's imports
        time_guardian(s, workload(300, random.Random(99), distinct=True))
    rss_after = rss_mb()
    seed_patterns = {n: [re.compile(p) for p in SEED004_PATTERNS] + [re.compile(r["pattern"]) for r in rules[n]]
                     for n in (0, 1000)}

    results: dict = {}
    for label, distinct in (("cold", True), ("warm", False)):
        reqs = {n: workload(ns.requests, random.Random(7), distinct=distinct,
                            offset=(j + 1) * 1_000_000 if distinct else 0)
                for j, n in enumerate(snaps)}
        for s in snaps.values():
            s.calls.clear()
            s.analyze.cache_clear()
            s.bash_paths.cache_clear()
        if not distinct:
            # warm means seen before in the session: each distinct request is judged once,
            # untimed, before the run (its first sight is what the cold run measures; left
            # in, the 40 first sights of 4,000 requests were the warm run's p99 itself)
            for n, s in snaps.items():
                firsts = {(r.tool, json.dumps(dict(r.args), sort_keys=True)): r for r in reqs[n]}
                time_guardian(s, list(firsts.values()))
        every = max(1, ns.requests // ns.seed004_requests)
        for k, v in interleaved(snaps, seed_patterns, reqs, every, key).items():
            results[(label,) + k] = v

    def row(samples, idx):
        return percentiles([x[idx] for x in samples])

    print("\ncold: every Bash command is new to the snapshot (the analysis cache never hits);")
    print("warm: 20 distinct commands repeated (an agent session), each seen once before the run.")
    print("wall = perf_counter, cpu = thread CPU time.\n")
    print("| approach | rules | run | p50 wall µs | p99 wall µs | mean wall µs | p50 cpu µs | p99 cpu µs | evals/s (cpu) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for (label, who, n), v in sorted(results.items(), key=lambda kv: (kv[0][1], kv[0][2], kv[0][0])):
        if who == "guardian-paired":
            continue
        w50, w99, wmean = row(v, 0)
        c50, c99, cmean = row(v, 1)
        print(f"| {who} | {n:,} | {label} | {w50:.1f} | {w99:.1f} | {wmean:.1f} | {c50:.1f} | {c99:.1f} "
              f"| {1e6 / cmean:,.0f} |")

    def stat(label, who, n, idx, which):
        return row(results[(label, who, n)], idx)[which]

    print("\n| figure | value | target |")
    print("|---|---|---|")
    for label in ("cold", "warm"):
        print(f"| p50 / p99 at 1,000 rules, {label} (cpu) | {stat(label, 'guardian', 1000, 1, 0):.1f} / "
              f"{stat(label, 'guardian', 1000, 1, 1):.1f} µs | ≤ 30 / ≤ 150 µs |")
    for label in ("cold", "warm"):
        sp = stat(label, "seed004", 1000, 1, 2) / stat(label, "guardian-paired", 1000, 1, 2)
        sp50 = stat(label, "seed004", 1000, 1, 0) / stat(label, "guardian-paired", 1000, 1, 0)
        print(f"| speed-up over seed 004 at 1,000 rules, {label} (mean cpu; p50; same requests) | {sp:,.0f}× ; {sp50:,.0f}× | ≥ 100× |")
    for label in ("cold", "warm"):
        r_mean = stat(label, "guardian", 10_000, 1, 2) / stat(label, "guardian", 1000, 1, 2)
        r_p50 = stat(label, "guardian", 10_000, 1, 0) / stat(label, "guardian", 1000, 1, 0)
        print(f"| 10,000 rules / 1,000 rules, {label} (mean cpu; p50) | {r_mean:.2f} ; {r_p50:.2f} | ≤ 1.5 |")
    print(f"| snapshot build, 10,000 rules (best of 3; all: {', '.join(f'{b:.2f}' for b in builds)}) "
          f"| {min(builds):.2f} s | ≤ 2 s |")
    print(f"| snapshot memory, 10,000 rules (tracemalloc peak, Python objects) | {peak / 2**20:.1f} MB | ≤ 100 MB |")
    print(f"| process RSS growth, 3 snapshots built and warmed (RE2 DFAs included) | {rss_after - rss0:.1f} MB "
          f"| ≤ 100 MB |")


if __name__ == "__main__":
    main()
