"""``python -m guardian_client exec --reason WHY [--run] [--timeout 30] [--cwd DIR] -- CMD...``"""
from __future__ import annotations

import argparse
import sys

from guardian_client import guarded_exec


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m guardian_client", description="Guardian's agent-side client")
    commands = parser.add_subparsers(dest="subcommand", required=True)
    exec_parser = commands.add_parser("exec", help="run a shell command only if Guardian allows it (dry run by default)")
    guarded_exec.add_arguments(exec_parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.subcommand == "exec":
        return guarded_exec.main(args)
    return 2


if __name__ == "__main__":
    sys.exit(main())
