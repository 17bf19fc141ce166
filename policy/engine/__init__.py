"""Guardian's decision engine: pure Python, no Django.

A policy document (plain data, the same shape as the policy file v1) is compiled once
into a :class:`Snapshot`; :func:`evaluate` takes a snapshot and a :class:`Request` and
returns a :class:`Decision`.
"""
from __future__ import annotations

from policy.engine.types import (  # noqa: F401
    ALLOW,
    ASK,
    DENY,
    MODES,
    Decision,
    EngineError,
    Flag,
    PolicyError,
    Request,
    Task,
    ThreatEvent,
)
