r"""Probe round 43, pwsh43 (2026-11-28): round 42's pwshbenign42 Left items, in the PowerShell tool
beside the Windows cwd C:\Users\dev\proj.

Found and fixed, by class:
- ForEach-Object Kill (% Kill, -MemberName Kill): the Kill method called on each process piped in, as
  { $_.Kill() } calls it (_member_kill): every process (Get-Process | ForEach-Object Kill) KKKDD ->
  DDDDD as Get-Process | Stop-Process -Force is; the named ones (Get-Process notepad | ForEach-Object
  Kill) KKKDD -> KKADD as Get-Process notepad | Stop-Process is.
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

WIN_CWD = "C:\\Users\\dev\\proj"
_SNAP = snap()


def _ps(command: str) -> tuple[str, dict]:
    return ("PowerShell", {"command": command})


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else f"{call[0]}:{call[1].get('command', call[1])}"


# a process list piped to ForEach-Object Kill: the processes killed
KILLS = [
    (_ps('Get-Process | ForEach-Object Kill'), 'DDDDD'),   # was KKKDD
    (_ps('Get-Process | ForEach-Object -MemberName Kill'), 'DDDDD'),   # was KKKDD
    (_ps('gps | % Kill'), 'DDDDD'),   # was KKKDD
    (_ps('gps | % -m Kill'), 'DDDDD'),   # was KKKDD
    (_ps("Get-Process | Where-Object { $_.Name -ne 'explorer' } | ForEach-Object Kill"), 'DDDDD'),   # was KKKDD
    (_ps('Get-Process MsMpEng | ForEach-Object Kill'), 'DDDDD'),   # was KKKDD
    (_ps('Get-Process notepad | ForEach-Object Kill'), 'KKADD'),   # was KKKDD
    (_ps('Get-Process | ForEach-Object { $_.Kill() }'), 'DDDDD'),
    (_ps('Get-Process | Stop-Process -Force'), 'DDDDD'),
    (_ps('Get-Process notepad | ForEach-Object { $_.Kill() }'), 'KKADD'),
    (_ps('Get-Process -Id 1234 | ForEach-Object Kill'), 'KKKDD'),
    (_ps('Get-ChildItem | ForEach-Object Delete'), 'KKKDD'),
    (_ps('Get-Process | ForEach-Object Name'), 'AAAAA'),
    (_ps('Get-Process notepad | ForEach-Object Id'), 'AAAAA'),
]


@pytest.mark.parametrize("row", KILLS, ids=_id)
def test_round43_pwsh43_kills(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected
