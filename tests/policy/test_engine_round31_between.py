"""Probe round 31 (2026-11-27), between the helpers: what the engineer fixed while the
round's helpers ran, each call in all five modes (letters: default, accept_edits, bypass,
dont_ask, explore; A allow, K ask, D deny). Fixed, by class: a deleter given the files an
unfiltered find prints in a substitution (rm -f $(find / -type f), shred -u $(find ~ -type
f), truncate -s 0 $(find / -type f)) deletes or empties every file under its start, as
find / -type f | xargs rm -f does (it was a write to a path only known at run time, allowed
in bypass); a find that filters by name stays a file command."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()

EVERY_FILE_LISTED = [
    ('rm -f $(find / -type f)', 'DDDDD'),
    ('rm -f $(find ~ -type f)', 'DDDDD'),
    ('rm $(find / -maxdepth 3 -type f)', 'DDDDD'),
    ('rm -f `find ~ -type f`', 'DDDDD'),
    ('sudo rm -f $(find / -xdev -type f)', 'DDDDD'),
    ('shred -u $(find ~ -type f)', 'DDDDD'),
    ('truncate -s 0 $(find / -type f)', 'DDDDD'),
    ('cd / && rm -f $(find . -type f)', 'DDDDD'),
    ('rm -f $(find /etc -type f)', 'DDDDD'),
    # neighbours: a find that filters, the project's own tree, a listing of one directory
    ('rm -f $(find ~ -name "*.tmp")', 'KKADD'),
    ('rm -f $(find . -name "*.pyc")', 'KKADD'),
    ('rm -f $(find . -type f -name "*.orig")', 'KKADD'),
    ('find . -type f | xargs rm -f', 'KKADD'),
    ('ls $(find . -type f)', 'AAAAA'),
    ('wc -l $(find src -type f)', 'AAAAA'),
]


@pytest.mark.parametrize("call,expected", EVERY_FILE_LISTED, ids=[r[0][:80] for r in EVERY_FILE_LISTED])
def test_each_call(call, expected):
    assert call_letters(_SNAP, call) == expected
