"""Python bytecodes the engine executes per call on the bench's cold workload.

    .venv/bin/python bench/engine_bytecodes.py [--requests N]

The one engine figure a shared VM does not blur: sys.monitoring's INSTRUCTION events (Python
3.12+) counted over N distinct requests of bench/engine.py's mixed workload (every Bash command
new) at 1,000 threat rules, after 50 other requests judged untimed. Compare two versions of the
code with it; wall time on a 2-core VM moves by a third from run to run.
"""
from __future__ import annotations

import argparse
import base64
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: E402
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat  # noqa: E402

import engine as bench  # noqa: E402
from policy.engine.evaluate import evaluate  # noqa: E402
from policy.engine.snapshot import compile_policy  # noqa: E402

TOOL_ID = 3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=600)
    args = parser.parse_args()
    if not hasattr(sys, "monitoring"):
        sys.exit("needs Python 3.12 or newer (sys.monitoring)")
    key = Ed25519PrivateKey.generate()
    pub = base64.b64encode(key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)).decode()
    snapshot = compile_policy(bench.policy(bench.threat_rules(1000, random.Random(4)), pub, key))
    reqs = bench.workload(args.requests, random.Random(7), distinct=True)
    for r in bench.workload(50, random.Random(99), distinct=True):
        evaluate(snapshot, r)
    mon = sys.monitoring
    count = 0

    def on_instruction(code, offset):
        nonlocal count
        count += 1

    mon.use_tool_id(TOOL_ID, "guardian-bench")
    try:
        mon.register_callback(TOOL_ID, mon.events.INSTRUCTION, on_instruction)
        mon.set_events(TOOL_ID, mon.events.INSTRUCTION)
        for r in reqs:
            evaluate(snapshot, r)
        mon.set_events(TOOL_ID, 0)
    finally:
        mon.free_tool_id(TOOL_ID)
    print(f"bytecodes per call, {args.requests} distinct requests, 1,000 threat rules: {count / args.requests:,.0f}")


if __name__ == "__main__":
    main()
