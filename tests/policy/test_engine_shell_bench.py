"""Micro-benchmark of ``analyze_bash``, run by hand (it holds no test):

    .venv/bin/python -m tests.policy.test_engine_shell_bench

It prints microseconds per call for ~60-character compound commands, beside the time
tree-sitter alone takes to parse them in the same run (the machines are shared and
noisy: the ratio is the figure that matters).
"""
from __future__ import annotations

import statistics
import time

from policy.engine.shell import _parser, analyze_bash

COMMANDS = [
    "cd src && git status --short | grep '^ M' | wc -l > /dev/null",
    "npm ci && npm test -- --coverage 2>&1 | tee test-output.log",
    "find . -name '*.py' -not -path './.venv/*' | xargs grep -n TODO",
]


def main(rounds: int = 7, n: int = 2000) -> None:
    for command in COMMANDS:
        raw = command.encode()
        for _ in range(300):
            analyze_bash(command, cwd="/work/proj")
        full, parse = [], []
        for _ in range(rounds):
            t = time.perf_counter()
            for _ in range(n):
                _parser().parse(raw)
            parse.append((time.perf_counter() - t) / n * 1e6)
            t = time.perf_counter()
            for _ in range(n):
                analyze_bash(command, cwd="/work/proj")
            full.append((time.perf_counter() - t) / n * 1e6)
        print(f"{len(command):3d} chars  analyze_bash {statistics.median(full):7.1f} us (min {min(full):6.1f})  "
              f"parse alone {statistics.median(parse):6.1f} us (min {min(parse):5.1f})  {command}")


if __name__ == "__main__":
    main()
