r"""Probe round 45, lead (2026-11-28): a wildcard allow rule that names no program.

Claude Code's newer syntax lets `*` stand anywhere, so a rule may name no program at all:
Bash(* --help), Bash(* --version). Its `*` then also spanned a program that runs a command
line it is given, and the words the rule saw were not the command that ran:
`bash -c 'git push origin main' --help` (--help is the shell's $0), `sudo X --help`,
`ssh host 'rm -rf /data; echo' --help` (the remote shell runs `echo --help` after the
delete), `docker exec c sh -c CODE --help`, `python3 -c CODE --help`. Fixed, by class: such a
rule covers the command that runs, as written after the wrappers Claude Code strips
(timeout, nohup, env, xargs...), and never a shell, interpreter, remote shell, privilege or
container runner (evaluate._GIVEN_CODE_RUNNERS): those need a rule that names them
(Bash(bash:*) still allows bash -c, as the operator wrote it).

Also (merging pwsh45): a Windows service installed (sc create/config binPath=, New-Service and
Set-Service -BinaryPathName) runs its program as LocalSystem at boot: root's crontab
(crontab -u root -), asked in bypass too, in the PowerShell tool and from Bash alike; pwsh45
had read sc as a user's crontab (KKADD) where Bash's cmd /c sc create was KKKDD."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_PLAIN = snap()
_WIN = "C:\\Users\\dev\\proj"

_HELP = snap(permissions={"allow": ["Bash(* --help)"]})
_VERSION = snap(permissions={"allow": ["Bash(*--version*)"]})
_NAMED = snap(permissions={"allow": ["Bash(bash:*)", "Bash(sudo ls)"]})

HELP_ROWS = [
    ("bash -c 'git push origin main' --help", "KKADD"),  # was AAAAD
    ("sh -c 'npm publish' --help", "KKADD"),  # was AAAAD
    ("ssh host 'rm -rf /data; echo' --help", "KKADD"),  # was AAAAD
    ("docker exec c sh -c 'rm -rf /data' --help", "KKADD"),  # was AAAAD
    ("kubectl exec p -- sh -c 'rm -rf /data' --help", "KKADD"),  # was AAAAD
    ("sudo ls --help", "KKADD"),  # was AAAAD
    ("env python3 -c 'import os; os.remove(\"x\")' --help", "KKKDD"),
    # held: the command that runs is the one the rule names
    ("timeout 5 rm -rf src --help", "AAAAD"),
    ("nohup ls --help", "AAAAD"),
    ("mytool --help", "AAAAD"),
    ("git push --help", "AAAAA"),
    ("ls --help && git push --help", "AAAAA"),
    ("ssh -V --help", "AAAAD"),
]

VERSION_ROWS = [
    ("bash -c 'git push origin main' --version", "KKADD"),  # was AAAAD
    ("node -e 'require(\"fs\").rmSync(\"src\",{recursive:true})' --version", "KKADD"),  # was AAAAD
    ("docker compose exec web sh -c 'rm -rf /data' --version", "KKADD"),  # was AAAAD
    ("mytool --version", "AAAAD"),
    # held: a runner given only options that print about itself
    ("node --version", "AAAAA"),
    ("docker --version", "AAAAA"),
    ("docker rm --force-rm-web --version", "AAAAD"),
]

NAMED_ROWS = [
    # a rule that names the runner is the operator's own choice
    ("bash -c 'git push origin main'", "AAAAD"),
    ("sudo ls", "AAAAD"),
]


@pytest.mark.parametrize("call,expected", HELP_ROWS)
def test_programless_help_rule(call, expected):
    assert call_letters(_HELP, call) == expected


@pytest.mark.parametrize("call,expected", VERSION_ROWS)
def test_programless_version_rule(call, expected):
    assert call_letters(_VERSION, call) == expected


@pytest.mark.parametrize("call,expected", NAMED_ROWS)
def test_named_runner_rule(call, expected):
    assert call_letters(_NAMED, call) == expected


SERVICE_ROWS = [
    (("PowerShell", {"command": "sc.exe create x binPath= C:\\x.exe start= auto"}), "KKKDD"),  # was KKADD
    (("PowerShell", {"command": "sc.exe config x binPath= C:\\x.exe"}), "KKKDD"),  # was KKADD
    (("PowerShell", {"command": "New-Service -Name x -BinaryPathName C:\\x.exe"}), "KKKDD"),  # was KKADD
    (("PowerShell", {"command": "New-Service -Name x -BinaryPathName 'cmd /c rd /s /q C:\\'"}), "DDDDD"),
    ('cmd /c "sc create x binPath= C:\\\\x.exe start= auto"', "KKKDD"),
    (("PowerShell", {"command": "Get-Service"}), "AAAAA"),
    (("PowerShell", {"command": "schtasks /create /tn x /tr C:\\x.exe /sc onlogon"}), "KKADD"),
]


@pytest.mark.parametrize("call,expected", SERVICE_ROWS)
def test_windows_service_is_roots_table(call, expected):
    assert call_letters(_PLAIN, call, cwd=_WIN) == expected


# (session 36) a deny rule on an MCP server meets its name drawn with other scripts'
# look-alike letters (rules46's Left: a Cyrillic і in mcp__gіthub__)
_MCP_DENY = snap(permissions={"deny": ["mcp__github__*"]})
MCP_LOOKALIKE_ROWS = [
    (("mcp__g\u0456thub__create_issue", {"title": "x"}), "DDDDD"),  # was AAAAD
    (("mcp__\u0261ithub__create_issue", {"title": "x"}), "DDDDD"),  # was AAAAD
    (("mcp__github__create_issue", {"title": "x"}), "DDDDD"),
    (("mcp__gitlab__create_issue", {"title": "x"}), "AAAAD"),
]


@pytest.mark.parametrize("call,expected", MCP_LOOKALIKE_ROWS)
def test_mcp_deny_meets_lookalike_server(call, expected):
    assert call_letters(_MCP_DENY, call) == expected
