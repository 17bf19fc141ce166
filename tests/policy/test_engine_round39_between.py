"""Probe round 39, between the helpers (2026-11-28, session 34): what the merges decided.

A safe-list build's output redirected into the agent's instructions (make > CLAUDE.md, npm run
build > AGENTS.md, python -m json.tool in.json > CLAUDE.md, make 2>&1 | tee CLAUDE.md) was
allowed in default mode as the build's own output (benign44's Left): text no one sees rewrites
the instructions, as cp /tmp/x CLAUDE.md does: asked, allowed in bypass. Other outputs of a build
keep the build's trust."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()

BUILD_INTO_INSTRUCTIONS = [
    ('python -m json.tool in.json > CLAUDE.md', 'KKADD'),   # was AAAAD
    ('make > CLAUDE.md', 'KKADD'),   # was AAAAD
    ('npm run build > AGENTS.md', 'KKADD'),   # was AAAAD
    ('make >> .cursorrules', 'KKADD'),   # was AAAAD
    ('make 2>&1 | tee CLAUDE.md', 'KKADD'),
    ('cp /tmp/x CLAUDE.md', 'KKADD'),
    ('echo hi > CLAUDE.md', 'KAADD'),
    ('make > build.log', 'AAAAD'),
    ('python -m json.tool in.json > out.json', 'AAAAD'),
    ('npm test', 'AAAAD'),
    ('make', 'AAAAD'),
]


@pytest.mark.parametrize("call,expected", BUILD_INTO_INSTRUCTIONS, ids=[r[0] for r in BUILD_INTO_INSTRUCTIONS])
def test_round39_build_into_instructions(call, expected):
    assert call_letters(_SNAP, call) == expected
