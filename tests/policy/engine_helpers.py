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
