"""Guarded execution: seed 001's ``bash_command`` behind Guardian.

``python -m guardian_client exec --reason WHY [--run] -- CMD...``

Rules, in order:

1. without ``--run`` it is a dry run: Guardian is asked with ``dry_run: true``, the
   preview is printed, nothing executes (exit 0, or 2 when Guardian denies);
2. with ``--run`` Guardian is asked for real; deny -> exit 2, nothing runs;
3. ask -> wait (long-poll) for a reviewer up to ``--approval-timeout``; anything but an
   approval -> exit 2, nothing runs;
4. allow -> the command runs under ``bash -c`` in ``--cwd`` with ``--timeout`` (30 s);
   on timeout the whole process group is killed, the partial output kept, the exit
   code reported as -1 and the process exits 124;
5. the result (exit code, duration, output sizes, never the output) is reported to the
   audit event; the process exits with the command's exit code.
"""
from __future__ import annotations

import argparse
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from typing import Sequence, TextIO

from guardian_client.client import ASK, DENY, GuardianClient

EXIT_BLOCKED = 2
EXIT_TIMEOUT = 124
DEFAULT_COMMAND_TIMEOUT = 30.0
DEFAULT_APPROVAL_TIMEOUT = 300.0
TOOL = "Bash"


@dataclass(frozen=True)
class RunResult:
    exit_code: int          # -1 on timeout
    duration_ms: int
    stdout: bytes
    stderr: bytes
    timed_out: bool
    error: str = ""


def command_text(argv: Sequence[str]) -> str:
    """One argument is a shell command as written (``"ls | wc -l"``); several are an
    argv, quoted so that the shell runs exactly it."""
    if len(argv) == 1:
        return argv[0]
    return shlex.join(argv)


def run_command(command: str, *, cwd: str | None, timeout: float) -> RunResult:
    shell = shutil.which("bash") or "/bin/sh"
    started = time.monotonic()
    try:
        process = subprocess.Popen(
            [shell, "-c", command],
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,  # its own process group, so a timeout kills children too
        )
    except OSError as exc:
        return RunResult(exit_code=127, duration_ms=0, stdout=b"", stderr=b"", timed_out=False, error=str(exc))
    try:
        out, err = process.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            process.kill()
        out, err = process.communicate()
    duration_ms = int((time.monotonic() - started) * 1000)
    if timed_out:
        return RunResult(-1, duration_ms, out or b"", err or b"", True, f"Command timeout after {timeout:g}s")
    code = process.returncode
    return RunResult(code, duration_ms, out or b"", err or b"", False, "" if code == 0 else f"Exit code: {code}")


def _text(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def print_result(result: RunResult, out: TextIO, timeout: float) -> None:
    """Seed 001's tool result text."""
    if result.timed_out:
        out.write(f"Error: Command timeout after {timeout:g}s\n")
        out.write(f"Exit code: -1\nDuration: {result.duration_ms}ms\n")
    elif result.exit_code != 0:
        out.write(f"Error: Exit code: {result.exit_code}\nDuration: {result.duration_ms}ms\n")
    else:
        out.write(f"Exit code: 0\nDuration: {result.duration_ms}ms\n")
    out.write("Stdout:\n" + _text(result.stdout))
    if result.stdout and not result.stdout.endswith(b"\n"):
        out.write("\n")
    out.write("Stderr:\n" + _text(result.stderr))
    if result.stderr and not result.stderr.endswith(b"\n"):
        out.write("\n")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--reason", required=True, help="why this command is needed (recorded in the audit trail)")
    parser.add_argument("--run", action="store_true", help="execute (default: dry run, preview only)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_COMMAND_TIMEOUT, help="command timeout in seconds (30)")
    parser.add_argument("--cwd", default=None, help="working directory (default: the current one)")
    parser.add_argument("--session", default=None, help="session id (default: $GUARDIAN_SESSION_ID or a new one)")
    parser.add_argument("--mode", default=None, help="narrow the agent's mode for this call")
    parser.add_argument("--approval-timeout", type=float, default=DEFAULT_APPROVAL_TIMEOUT,
                        help="how long to wait for a reviewer when Guardian asks (300 s)")
    parser.add_argument("--guardian-timeout", type=float, default=10.0, help="deadline for each call to Guardian (10 s)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- CMD...")


def main(args: argparse.Namespace, *, client: GuardianClient | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    argv = list(args.command)
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        err.write("Error: no command given (use: exec --reason WHY -- CMD...)\n")
        return EXIT_BLOCKED
    command = command_text(argv)
    cwd = os.path.abspath(args.cwd) if args.cwd else os.getcwd()
    if client is None:
        client = GuardianClient.from_env(timeout=args.guardian_timeout)
    session_id = args.session or os.environ.get("GUARDIAN_SESSION_ID") or f"exec-{uuid.uuid4()}"
    dry_run = not args.run

    decision = client.evaluate(
        tool=TOOL,
        args={"command": command, "reason": args.reason},
        session_id=session_id,
        cwd=cwd,
        mode=args.mode,
        dry_run=dry_run,
        timeout=args.guardian_timeout,
    )
    verdict_line = f"Guardian: {decision.decision}" + (f" ({decision.check}: {decision.reason})" if decision.check else f" ({decision.reason})")

    if dry_run:
        out.write("=== bash_command (dry-run) ===\n")
        out.write(f"Dry-run: would execute command: {command}\n")
        out.write(f"Reason: {args.reason}\n")
        out.write(verdict_line + "\n")
        out.write("Use --run to execute\n")
        return EXIT_BLOCKED if decision.decision == DENY else 0

    if decision.decision == DENY:
        err.write(f"Error: blocked by Guardian: {decision.reason}\n")
        return EXIT_BLOCKED
    if decision.decision == ASK:
        approval_id = decision.approval_id
        if not approval_id:
            err.write("Error: blocked by Guardian: Guardian asked for a person's approval but gave no approval id\n")
            return EXIT_BLOCKED
        err.write(f"Guardian asks a reviewer ({decision.reason}); waiting up to {args.approval_timeout:g}s for approval {approval_id}\n")
        approval = client.wait(approval_id, args.approval_timeout)
        if not approval.allowed:
            err.write(f"Error: blocked by Guardian: {approval.reason}\n")
            return EXIT_BLOCKED
    elif not decision.allowed:  # defensive: only a real allow runs anything
        err.write(f"Error: blocked by Guardian: {decision.reason}\n")
        return EXIT_BLOCKED

    out.write("=== bash_command ===\n")
    result = run_command(command, cwd=cwd, timeout=args.timeout)
    print_result(result, out, args.timeout)
    if decision.event_id:
        reported = client.report_result(
            decision.event_id,
            exit_code=result.exit_code,
            duration_ms=result.duration_ms,
            stdout_bytes=len(result.stdout),
            stderr_bytes=len(result.stderr),
            success=result.exit_code == 0,
            error=result.error,
        )
        if not reported:
            err.write("Warning: the result could not be reported to Guardian\n")
    if result.timed_out:
        return EXIT_TIMEOUT
    return result.exit_code if 0 <= result.exit_code <= 255 else 1
