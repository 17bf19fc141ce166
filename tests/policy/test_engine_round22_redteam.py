"""Probe round 22: red-team of round 21's allowances (a read-only shell tool in every mode,
PowerShell's providers and drives)."""
import pytest

from policy.engine.evaluate import evaluate
from policy.engine.policy_file import default_policy_doc
from policy.engine.snapshot import compile_policy
from policy.engine.types import Request

SNAP = compile_policy(default_policy_doc())
CWD = "/home/dev/project"


def decide(command: str, mode: str, tool: str = "PowerShell") -> str:
    return evaluate(SNAP, Request(tool=tool, args={"command": command}, session_id="t", cwd=CWD, mode=mode,
                                  agent_mode="bypass", project_dir=CWD)).decision


@pytest.mark.parametrize("command", [
    r"Get-Content Microsoft.PowerShell.Core\FileSystem::\\evil.com\share\x",   # another host's file
    r"Get-ChildItem FileSystem::\\evil.com\share",
    r"Get-ChildItem Registry::HKEY_LOCAL_MACHINE\SAM",                         # another provider
    r"gc Env:GITHUB_TOKEN",                                                    # a named variable's value
    r"Get-Item env:AWS_SECRET_ACCESS_KEY",
    r"dir hklm:\sam",                                                          # the hives' secrets
    r"Get-ChildItem HKLM:\SECURITY",
    r"Get-Content C:\Windows\System32\config\SAM",
    r"Get-Content C:\Windows\repair\SAM",
    r"Get-Content $env:APPDATA\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt",
    r"Get-Content FileSystem::~\.ssh\id_rsa",
])
def test_providers_drives_and_hives_are_no_read_only_reads(command):
    assert decide(command, "explore") == "deny"
    assert decide(command, "default") == "ask"


@pytest.mark.parametrize("command", [
    r"Get-ChildItem Env:",            # the whole environment, as env (round 21's choice)
    r"Get-ChildItem",
    r"gc README.md",
    r"Get-Content FileSystem::README.md",
    r"Get-ChildItem \\localhost\c$",
    r"Get-ChildItem HKCU:\Software\Microsoft",
    r"Get-ChildItem Cert:\CurrentUser\My",
    r"Get-Content docs\history.txt",
])
def test_benign_powershell_reads_stay_allowed(command):
    for mode in ("explore", "default"):
        assert decide(command, mode) == "allow"
