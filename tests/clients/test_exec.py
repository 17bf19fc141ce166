"""``python -m guardian_client exec`` end to end against a real HTTP server."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

from guardian_client import GuardianClient
from guardian_client.__main__ import build_parser
from guardian_client.guarded_exec import EXIT_BLOCKED, EXIT_TIMEOUT, command_text, main

from tests.clients.conftest import API_KEY, evaluate_answer

EVALUATE = "/api/v1/evaluate"
CLIENT_DIR = Path(__file__).resolve().parents[2] / "clients" / "python"


def _exec(guardian_url: str, *argv: str):
    args = build_parser().parse_args(["exec", *argv])
    out, err = io.StringIO(), io.StringIO()
    code = main(args, client=GuardianClient(guardian_url, API_KEY, timeout=2), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_it_only_previews_by_default_and_asks_with_dry_run(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow", check="read_only"))
    marker = tmp_path / "ran"
    code, out, _ = _exec(guardian.url, "--reason", "check", "--cwd", str(tmp_path), "--", f"touch {marker}")
    assert code == 0 and not marker.exists()
    assert "Dry-run: would execute command: touch" in out and "Reason: check" in out and "Use --run" in out
    body = guardian.seen(EVALUATE)[0].body
    assert body["dry_run"] is True and body["tool"] == "Bash"
    assert body["args"] == {"command": f"touch {marker}", "reason": "check"} and body["cwd"] == str(tmp_path)


def test_a_dry_run_that_guardian_denies_exits_2(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny"))
    code, out, _ = _exec(guardian.url, "--reason", "x", "--", "rm", "-rf", "/")
    assert code == EXIT_BLOCKED and "Guardian: deny" in out


def test_run_executes_on_allow_and_reports_the_result(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow", event_id="ev-5"))
    guardian.answer("POST", "/api/v1/events/ev-5/result", 201, {})
    code, out, _ = _exec(guardian.url, "--reason", "greet", "--run", "--cwd", str(tmp_path), "--",
                         "echo hello; echo oops >&2; exit 3")
    assert code == 3
    assert "Error: Exit code: 3" in out and "Stdout:\nhello\n" in out and "Stderr:\noops\n" in out
    assert guardian.seen(EVALUATE)[0].body["dry_run"] is False
    report = guardian.seen("/api/v1/events/ev-5/result")[0].body
    assert report["exit_code"] == 3 and report["stdout_bytes"] == 6 and report["stderr_bytes"] == 5
    assert report["success"] is False and report["duration_ms"] >= 0
    assert "hello" not in str(report)  # sizes only, never the output


def test_run_never_executes_on_deny(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("deny", reason="not on the whitelist"))
    marker = tmp_path / "ran"
    code, out, err = _exec(guardian.url, "--reason", "x", "--run", "--", f"touch {marker}")
    assert code == EXIT_BLOCKED and not marker.exists()
    assert "blocked by Guardian: not on the whitelist" in err and out == ""


def test_run_never_executes_when_guardian_is_down(closed_port_url, tmp_path):
    marker = tmp_path / "ran"
    code, _, err = _exec(closed_port_url, "--reason", "x", "--run", "--", f"touch {marker}")
    assert code == EXIT_BLOCKED and not marker.exists() and "unreachable" in err


def test_run_waits_for_an_approval_before_executing(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-1", "status": "pending"}))
    guardian.answer("GET", "/api/v1/approvals/ap-1", 200, {"id": "ap-1", "status": "approved", "decision": "allow"})
    marker = tmp_path / "ran"
    code, _, err = _exec(guardian.url, "--reason", "x", "--run", "--", f"touch {marker}")
    assert code == 0 and marker.exists() and "waiting up to" in err


def test_run_does_not_execute_when_the_approval_is_denied_or_never_comes(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("ask", approval={"id": "ap-2"}))
    guardian.answer("GET", "/api/v1/approvals/ap-2", 200, {"id": "ap-2", "status": "pending"})
    marker = tmp_path / "ran"
    code, _, err = _exec(guardian.url, "--reason", "x", "--run", "--approval-timeout", "0.5", "--", f"touch {marker}")
    assert code == EXIT_BLOCKED and not marker.exists() and "no reviewer decided" in err


def test_a_command_that_runs_too_long_is_killed_with_its_partial_output(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow", event_id="ev-7"))
    guardian.answer("POST", "/api/v1/events/ev-7/result", 201, {})
    started = time.monotonic()
    code, out, _ = _exec(guardian.url, "--reason", "x", "--run", "--timeout", "0.5", "--",
                         "echo partial; sleep 30 & wait")
    assert code == EXIT_TIMEOUT and time.monotonic() - started < 5
    assert "Error: Command timeout after 0.5s" in out and "Exit code: -1" in out and "partial" in out
    report = guardian.seen("/api/v1/events/ev-7/result")[0].body
    assert report["exit_code"] == -1 and report["success"] is False and "timeout" in report["error"]


def test_several_arguments_are_quoted_as_one_argv():
    assert command_text(["echo", "a b", "$HOME"]) == "echo 'a b' '$HOME'"
    assert command_text(["ls | wc -l"]) == "ls | wc -l"


def test_the_module_runs_as_a_process_with_settings_from_the_environment(guardian, tmp_path):
    guardian.answer("POST", EVALUATE, 200, evaluate_answer("allow"))
    key_file = tmp_path / "key"
    key_file.write_text(API_KEY + "\n")
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(CLIENT_DIR),
           "GUARDIAN_URL": guardian.url, "GUARDIAN_API_KEY_FILE": str(key_file)}
    done = subprocess.run([sys.executable, "-m", "guardian_client", "exec", "--reason", "count", "--run", "--",
                           "printf", "%s", "x y"], env=env, capture_output=True, timeout=30, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert b"Stdout:\nx y\n" in done.stdout
    assert guardian.seen(EVALUATE)[0].headers["Authorization"] == f"Api-Key {API_KEY}"
