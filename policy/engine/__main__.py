"""``python -m policy.engine [--policy FILE]``: the engine with no server.

Reads JSON lines on standard input (``session_id``, ``tool``, ``args``, ``cwd``, ``mode``,
``task``, ``tool_hash``, optionally ``agent_mode``) and writes one JSON decision a line
(``decision``, ``reason``, ``check``, ``rule``, ``flags``), in order, flushed per line.
Sessions live in memory, so sequence contracts hold across lines (a call counts as made
when it was allowed). A bad line gets ``{"error": ..., "line": N}`` and the stream goes on.
An ask stays ``ask`` (no one is there to approve); ``dont_ask`` still makes it deny.
The policy file's ``mode`` is the agent's mode; a line's ``mode`` may only narrow it.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from policy.engine.evaluate import evaluate
from policy.engine.policy_file import default_policy_doc, parse_policy_text
from policy.engine.session import SessionTracker
from policy.engine.snapshot import Snapshot, compile_policy
from policy.engine.types import ALLOW, EngineError, Request, Task

ERR_NOT_OBJECT = "a line must be a JSON object"
ERR_BAD_JSON = "not valid JSON: {error}"
ERR_TASK = "task must be an object with a string id and a list of capabilities"
ERR_FIELD_TYPE = "{field} must be a string"


def _request(obj: Any, sessions: SessionTracker) -> Request:
    if not isinstance(obj, dict):
        raise EngineError(ERR_NOT_OBJECT)
    for key in ("session_id", "cwd", "mode", "agent_mode", "tool_hash"):
        if obj.get(key) is not None and not isinstance(obj[key], str):
            raise EngineError(ERR_FIELD_TYPE.format(field=key))
    task = None
    t = obj.get("task")
    if t is not None:
        if (not isinstance(t, dict) or not isinstance(t.get("id"), str)
                or not isinstance(t.get("capabilities", []), list)
                or not all(isinstance(c, str) for c in t.get("capabilities", []))):
            raise EngineError(ERR_TASK)
        task = Task(t["id"], tuple(t.get("capabilities", [])))
    session_id = obj.get("session_id") or ""
    args = obj.get("args", {})
    return Request(
        tool=obj.get("tool"),  # type: ignore[arg-type]  (evaluate checks it)
        args=args,
        session_id=session_id,
        cwd=obj.get("cwd"),
        mode=obj.get("mode"),
        agent_mode=obj.get("agent_mode"),
        task=task,
        task_scope=sessions.task_scope(task),
        tool_hash=obj.get("tool_hash"),
        history=sessions.history(session_id),
        project_dir=sessions.project_dir(session_id, obj.get("cwd")),
    )


def run(snapshot: Snapshot, stdin: TextIO, stdout: TextIO) -> int:
    sessions = SessionTracker()
    for n, line in enumerate(stdin, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError as exc:
            out: dict[str, Any] = {"error": ERR_BAD_JSON.format(error=exc), "line": n}
        else:
            try:
                req = _request(obj, sessions)
                d = evaluate(snapshot, req)
            except EngineError as exc:
                out = {"error": str(exc), "line": n}
            else:
                out = d.as_dict()
                if d.decision == ALLOW:
                    sessions.record(req.session_id, req.tool)
        stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        stdout.flush()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m policy.engine", description=__doc__.splitlines()[0])
    parser.add_argument("--policy", help="policy file (YAML, version 1); default: the shipped policy")
    ns = parser.parse_args(argv)
    try:
        if ns.policy:
            with open(ns.policy, encoding="utf-8") as fh:
                doc = parse_policy_text(fh.read())
        else:
            doc = default_policy_doc()
        snapshot = compile_policy(doc)
    except (OSError, EngineError) as exc:
        sys.stderr.write(f"policy: {exc}\n")
        return 2
    return run(snapshot, sys.stdin, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
