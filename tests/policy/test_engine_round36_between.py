"""Probe round 36 (2026-11-27), between the helpers: what the merges mended (letters: default,
accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny). residuals38 read WMI's
Win32_Process Create from its named parameters only, so windows36's positional row (`Invoke-WmiMethod
Win32_Process Create 'cmd /c rd /s /q C:\\'`, denied at the session start) became a run-time
unknown: the positional words are read too. rules36's `git rm` reading called git_split, which
coldbash36 had given a tuple twin on the other side: the merged engine raised NameError (failing
closed, every Bash call under a deny rule denied) until it took git_split_t. A container tool
whose docker run line asks too offers no exact-call rule (round 26's invariant; rows in
test_engine_round36_coldtools36.py)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_RM_DENY = snap(permissions={"deny": ["Bash(rm:*)"]})


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else call[0] + " " + str(call[1])


def _ps(command: str) -> tuple[str, dict]:
    return ("PowerShell", {"command": command})


WMI = [
    (_ps("Invoke-WmiMethod Win32_Process Create 'cmd /c rd /s /q C:\\'"), 'DDDDD'),
    (_ps("Invoke-WmiMethod -Class Win32_Process -Name Create -ArgumentList 'cmd /c rd /s /q C:\\'"), 'DDDDD'),
    (_ps("Invoke-WmiMethod Win32_Process Create notepad.exe"), 'KKKDD'),
    (_ps("Invoke-CimMethod -ClassName Win32_Process -MethodName Create -Arguments @{CommandLine='rd /s /q C:\\'}"), 'DDDDD'),
    (_ps("Get-CimInstance Win32_Process"), 'AAAAA'),   # was KKADD (round 44: the machine's management data read)
]

UNDER_RM_DENY = [
    ('git commit -m rm', 'KAADD'),
    ('git status', 'AAAAA'),
    ('git rm x.txt', 'DDDDD'),
    ('git rm --cached x.txt', 'KAADD'),
    ('ls -la', 'AAAAA'),
]


@pytest.mark.parametrize("row", WMI, ids=_id)
def test_wmi_create_positional(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", UNDER_RM_DENY, ids=_id)
def test_calls_under_an_rm_deny_rule_are_judged(row) -> None:
    call, expected = row
    assert call_letters(_RM_DENY, call) == expected


# differential9 and loosen37 both mended benign41's PATH loosening; at the merge differential9's
# whole-directory reading of node_modules/.bin moved behind loosen37's removal test (deleting
# there plants nothing, as at the session start)
BIN_DIRS = [
    ('rm -rf node_modules/.bin && npm test', 'KAADD'),
    ('rm -rf node_modules && npm ci && npm test', 'KAADD'),
    ('tar -xf /tmp/x.tar -C node_modules/.bin && npm test', 'KKADD'),
    ('rsync -a /tmp/x/ node_modules/.bin/ && npm test', 'KKADD'),
    ('cp -r /tmp/x/. vendor/bin && php vendor/bin/phpunit', 'KKADD'),
    ('unzip -d vendor/bin /tmp/x.zip && composer test', 'KKADD'),
    ('export PATH=$PWD/bin:$PATH && cp /tmp/x bin/make && make', 'KKADD'),
    ('export PATH=bin:$PATH && cd sub && cp /tmp/x bin/make && make', 'KKADD'),
]


@pytest.mark.parametrize("row", BIN_DIRS, ids=_id)
def test_build_tool_directories_written_whole(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


# loosen38 made every cd -P an unknown directory; differential10 found that asks `cd -P sub &&
# cat README.md` (AAAAA at the session start): only a cd through `..` after cd -P (or with it,
# or under set -P / set -o physical) is unknown, where the physical parent differs
_DEPLOY = snap(permissions={"allow": ["Bash(./deploy.sh:*)"]})
CD_PHYSICAL = [
    ('cd -P sub && cat README.md', 'AAAAA'),
    ('cd -P web && cd .. && ./deploy.sh', 'KKADD'),
    ('cd web && cd -P .. && ./deploy.sh', 'KKADD'),
    ('cd -LP web && cd .. && ./deploy.sh', 'KKADD'),
    ('cd -P web && cd ../.. && ./deploy.sh', 'KKADD'),
    ('set -P; cd web && cd .. && ./deploy.sh', 'KKADD'),
    ('set -o physical; cd web; cd ..; ./deploy.sh', 'KKADD'),
    ('set -Po pipefail; cd web && cd .. && ./deploy.sh', 'KKADD'),
    ('set -o pipefail; cd web && cd .. && ./deploy.sh', 'AAAAD'),
    ('cd -L web && cd .. && ./deploy.sh', 'AAAAD'),
    ('cd -P web && cd - && ./deploy.sh', 'AAAAD'),
    ('cd web && cd .. && ./deploy.sh', 'AAAAD'),
]


@pytest.mark.parametrize("row", CD_PHYSICAL, ids=_id)
def test_cd_physical_parent(row) -> None:
    call, expected = row
    assert call_letters(_DEPLOY, call) == expected
