"""Shared builders for the engine tests (plain functions; no conftest)."""
from __future__ import annotations

import base64
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from policy.engine.evaluate import evaluate
from policy.engine.snapshot import compile_policy, registration_payload
from policy.engine.types import Decision, Request

CWD = "/home/dev/project"
SHA_A = "a" * 64
SHA_B = "b" * 64


def snap(**sections: Any):
    doc = {"version": 1}
    doc.update(sections)
    return compile_policy(doc)


def decide(snapshot, tool: str, args: dict | None = None, **kw: Any) -> Decision:
    kw.setdefault("cwd", CWD)
    return evaluate(snapshot, Request(tool=tool, args=args or {}, **kw))


def bash(snapshot, command: str, **kw: Any) -> Decision:
    return decide(snapshot, "Bash", {"command": command}, **kw)


def keypair() -> tuple[Ed25519PrivateKey, str]:
    key = Ed25519PrivateKey.generate()
    pub = key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    return key, base64.b64encode(pub).decode()


def sign(key: Ed25519PrivateKey, name: str, caps: list[str], sha: str | None) -> str:
    return base64.b64encode(key.sign(registration_payload(name, caps, sha))).decode()


# the five modes, as the probe-round tests decide a command in each
MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")


def bash_in_every_mode(command: str, snapshot=None) -> dict[str, str]:
    """The decision on a Bash command in each mode (the agent's own mode is the widest,
    so each request's mode is the one used)."""
    s = snapshot if snapshot is not None else snap()
    return {m: bash(s, command, agent_mode="bypass", mode=m).decision for m in MODES}


def assert_denied_everywhere(command: str, snapshot=None) -> None:
    d = bash_in_every_mode(command, snapshot)
    assert set(d.values()) == {"deny"}, (command, d)


def assert_never_allowed(command: str, modes=MODES, snapshot=None) -> None:
    d = bash_in_every_mode(command, snapshot)
    assert all(d[m] != "allow" for m in modes), (command, d)


LETTER = {"allow": "A", "ask": "K", "deny": "D"}


def letters(snapshot, tool: str, args: dict | str, **kw: Any) -> str:
    """The decision in each of MODES as one letter (A allow, K ask, D deny): 'KAADD'.
    ``args`` as a string is a Bash-style tool's command ({"command": args})."""
    if isinstance(args, str):
        args = {"command": args}
    return "".join(LETTER[decide(snapshot, tool, args, agent_mode="bypass", mode=m, **kw).decision] for m in MODES)


def call_letters(snapshot, call: str | tuple[str, dict], **kw: Any) -> str:
    """letters() of a table row's call: a Bash command, or (tool, args)."""
    tool, args = ("Bash", call) if isinstance(call, str) else call
    return letters(snapshot, tool, args, **kw)


def ps_call(command: str) -> tuple[str, dict]:
    """A call of Claude Code's PowerShell tool."""
    return ("PowerShell", {"command": command})


def row_id(row) -> str:
    """A table row's test id: the Bash command, or TOOL:command (the arguments otherwise)."""
    call = row[0]
    return call if isinstance(call, str) else f"{call[0]}:{call[1].get('command', call[1])}"
