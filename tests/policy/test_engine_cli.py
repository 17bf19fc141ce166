"""``python -m policy.engine`` end to end, through a real subprocess."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from policy.engine import __main__ as cli

ROOT = Path(__file__).resolve().parents[2]

POLICY = """
version: 1
mode: default
permissions:
  deny: ["mcp__db__drop"]
sequence_contracts:
  - {name: read_before_delete, requires_prior: read_file, triggers_for: delete_file, within_steps: 2}
threat_rules:
  - {name: watch_tmp, pattern: '/tmp/', field: args, action: flag, reason: "tmp"}
tools:
  - {name: shell_exec, required_capability: [shell:safe]}
"""


def run_cli(lines: list[str], *args: str) -> list[dict]:
    proc = subprocess.run([sys.executable, "-m", "policy.engine", *args], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return [json.loads(x) for x in proc.stdout.splitlines()]


def line(**kw) -> str:
    kw.setdefault("cwd", "/home/dev/project")
    kw.setdefault("args", {})
    return json.dumps(kw)


def test_cli_keeps_sessions_so_sequence_contracts_hold_across_lines(tmp_path):
    policy = tmp_path / "policy.yaml"
    policy.write_text(POLICY)
    out = run_cli([
        line(session_id="s1", tool="delete_file", args={"path": "a"}),
        line(session_id="s1", tool="read_file", args={"path": "a"}),
        line(session_id="s1", tool="delete_file", args={"path": "a"}),
        line(session_id="s2", tool="delete_file", args={"path": "a"}),
        "this is not json",
        line(session_id="s1", tool="x", args={"p": "/tmp/q"}),
        line(session_id="s1", tool="Write", args={"file_path": "a.py", "content": ""}),
        line(session_id="s1", tool="Write", args={"file_path": "a.py", "content": ""}, mode="dont_ask"),
        line(session_id="s1", tool="mcp__db__drop", mode="bypass"),
        line(session_id="s1", tool="x", mode="nonsense"),
        line(session_id="s1", tool="shell_exec", task={"id": "t", "capabilities": ["read"]}),
        line(session_id="s1", tool="shell_exec", task={"id": "t", "capabilities": ["read", "shell:safe"]}),
        json.dumps([1, 2]),
    ], "--policy", str(policy))
    assert [o.get("decision", "error") for o in out] == [
        "deny", "allow", "allow", "deny", "error", "allow", "ask", "deny", "deny", "error", "deny", "deny", "error"]
    assert out[0]["check"] == "sequence_contract"
    assert out[4] == {"error": out[4]["error"], "line": 5}
    assert out[5]["flags"][0]["rule"] == "watch_tmp"
    assert set(out[1]) == {"decision", "reason", "check", "rule", "flags"}
    assert out[11]["check"] == "capability"   # the scope was fixed when task t was first seen
    assert out[12]["line"] == 13


def test_cli_without_policy_uses_the_shipped_default():
    out = run_cli([line(tool="Read", args={"file_path": "a"}), line(tool="Write", args={"file_path": ".env"})])
    assert [o["decision"] for o in out] == ["allow", "ask"]


def test_cli_rejects_a_bad_policy_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("version: 1\nthreat_rules: [{name: r, pattern: '('}]\n")
    proc = subprocess.run([sys.executable, "-m", "policy.engine", "--policy", str(bad)], input="",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2
    assert "threat_rules[0].pattern" in proc.stderr


def test_cli_error_messages_are_the_module_constants():
    out = run_cli(["{", json.dumps("x")])
    assert out[0]["error"].startswith(cli.ERR_BAD_JSON.split("{")[0])
    assert out[1]["error"] == cli.ERR_NOT_OBJECT


def test_the_command_line_anchors_a_session_at_its_first_working_directory(tmp_path):
    import json
    import subprocess
    import sys

    policy = tmp_path / "p.yaml"
    policy.write_text('version: 1\npermissions:\n  deny: ["Read(./secrets/**)"]\n')
    lines = [
        {"session_id": "s", "tool": "Bash", "args": {"command": "ls"}, "cwd": "/home/dev/proj", "agent_mode": "accept_edits"},
        {"session_id": "s", "tool": "Bash", "args": {"command": "cat ../secrets/key"}, "cwd": "/home/dev/proj/src",
         "agent_mode": "accept_edits"},
        {"session_id": "s", "tool": "Bash", "args": {"command": "rm -rf lib"}, "cwd": "/usr/lib/python3/dist-packages",
         "agent_mode": "accept_edits"},
    ]
    out = subprocess.run([sys.executable, "-m", "policy.engine", "--policy", str(policy)],
                         input="".join(json.dumps(x) + "\n" for x in lines), capture_output=True, text=True,
                         check=True).stdout.splitlines()
    answers = [json.loads(x) for x in out]
    assert answers[1]["decision"] == "deny"
    assert answers[2]["decision"] == "ask" and answers[2]["check"] == "working_dir"
