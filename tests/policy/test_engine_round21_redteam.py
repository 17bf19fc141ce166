"""Probe round 21 (2026-11-26): red-team of the allowances rounds 19 and 20 added (the
machine's state, cloud reads, lockfile installs, git's local writes, archives, the
toplevel cd, split-free expansions, sqlite3's schema commands). Each class is tested in
every mode, with the benign forms that must keep their allowance."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import assert_never_allowed, bash_in_every_mode, decide, snap

SNAP = snap()
FILE_ROW = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
BUILD = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
READ_ONLY = {m: "allow" for m in FILE_ROW}


# --- 1. a redirection after a && b belongs to b, after a's cd ---------------------------
# The grammar hangs "> f" on the whole list; the engine resolved f where the list began,
# so cd /etc && echo x >> passwd was a file command "in the working directory".

@pytest.mark.parametrize("command", [
    "cd /etc && echo x >> passwd", "cd /etc && echo x > passwd; true", "cd /etc && echo x > \"$PWD/passwd\"",
    "cd /etc && echo x | cat > passwd", "cd /tmp && cd /etc && printf x >> sudoers",
])
def test_a_listed_redirection_into_a_critical_file_after_cd_is_denied(command):
    d = bash_in_every_mode(command, SNAP)
    assert set(d.values()) == {"deny"}, (command, d)


@pytest.mark.parametrize("command", [
    "cd ~/bin && echo x > ls", "cd /tmp && echo x > y", "cd src && echo x > ../../y", "cd /usr/local/bin && echo x > git",
    "cd ~/.local/bin && printf '#!/bin/sh\\n' > python3", "true && cd /opt && echo x >> f",
])
def test_a_listed_redirection_after_cd_elsewhere_writes_there(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"), snapshot=SNAP)


@pytest.mark.parametrize("command", [
    "cd src && echo x > y", "mkdir -p build && echo x > build/y", "true && echo x > y",
    "cd src && printf x >> notes.txt",
])
def test_a_listed_redirection_inside_stays_a_file_command(command):
    assert bash_in_every_mode(command, SNAP) == FILE_ROW, command


# --- 2. a build runs the code of the directory it runs in --------------------------------
# uv --directory /tmp/x sync was asked but cd /tmp/x && uv sync was a build: every
# build or lockfile install elsewhere runs another tree's Makefile, lockfile or conftest.

@pytest.mark.parametrize("command", [
    "cd /tmp/evil && uv sync", "cd ../other && poetry install", "cd ~ && bundle install", "pushd /tmp/x && make",
    "cd .. && make", "cd /tmp/x && npm test", "cd /tmp/x && python manage.py check", "cd /opt/x; composer install",
    "cd /tmp/x && go mod tidy", "cd /tmp/x && cargo run",
])
def test_a_build_in_another_directory_is_no_build(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"), snapshot=SNAP)


@pytest.mark.parametrize("command", [
    "make", "cd sub && make", "cd backend && npm test", "cd sub; make", "cd /home/dev/project/sub && pytest",
    "cd \"$(git rev-parse --show-toplevel)\" && make", "pushd sub && make && popd", "cd build && cmake .. && make",
    "cd sub && make && cd .. && make", "uv sync", "cd api && poetry install",
])
def test_a_build_in_the_project_stays_one(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


# --- 3. git's local writes at the repository's toplevel ----------------------------------
# cd "$(git rev-parse --show-toplevel)" leaves git reading the same repository, but the
# toplevel may be a parent (a home kept in git): git add -A there is no file command.

@pytest.mark.parametrize("command", [
    'cd "$(git rev-parse --show-toplevel)" && git add -A', 'cd "$(git rev-parse --show-toplevel)" && git checkout -b x',
    'cd "$(git rev-parse --show-toplevel)" && git commit -m x', 'cd "$(git rev-parse --show-toplevel)" && git stash pop',
])
def test_git_writes_at_the_toplevel_are_not_file_commands(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"), snapshot=SNAP)


@pytest.mark.parametrize("command", [
    'cd "$(git rev-parse --show-toplevel)" && git status', 'cd "$(git rev-parse --show-toplevel)" && git log',
])
def test_git_reads_at_the_toplevel_stay_read_only(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


# --- 4. more runners' targets named for publishing -----------------------------------------

@pytest.mark.parametrize("command", [
    "composer run-script deploy", "composer run-script release:prod", "cmake --build build --target deploy",
    "cmake --build build -t upload", "cmake --build build --target=publish", "cargo run --bin deploy",
    "cargo run --example upload", "swift run deploy", "swift run --product deploy", "ninja deploy",
    "ninja -C build upload", "meson compile -C build deploy",
])
def test_a_runner_told_to_publish_is_no_build(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"), snapshot=SNAP)


@pytest.mark.parametrize("command", [
    "composer run-script test", "cmake --build build --target all", "cargo run --bin server", "cargo run --release",
    "swift run app", "swift run -c release app", "ninja -C build", "ninja all", "ninja -C deploy-dir",
    "meson compile -C build",
])
def test_a_runners_other_targets_stay_builds(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


# --- 5. gcloud's log level in either spelling ------------------------------------------------

@pytest.mark.parametrize("command", [
    "gcloud projects list --verbosity debug", "gcloud projects list --verbosity info",
    "gcloud projects list --verbosity=debug", "gcloud config list --verbosity debug",
])
def test_gcloud_logging_its_requests_is_not_read_only(command):
    assert_never_allowed(command, modes=("default", "accept_edits", "dont_ask", "explore"), snapshot=SNAP)


@pytest.mark.parametrize("command", [
    "gcloud projects list", "gcloud projects list --verbosity error", "gcloud projects list --verbosity=warning",
])
def test_gcloud_quiet_reads_stay_read_only(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


# --- 6. PowerShell: what the read-only cmdlets' arguments run or reach ----------------------

def _ps(command: str) -> dict[str, str]:
    s = SNAP
    return {m: decide(s, "PowerShell", {"command": command}, agent_mode="bypass", mode=m).decision
            for m in ("default", "accept_edits", "bypass", "dont_ask", "explore")}


@pytest.mark.parametrize("command", [
    'Write-Output "$(Remove-Item -Recurse ~)"', 'Get-ChildItem -Filter "$(Remove-Item -Recurse -Force ~)"',
    'Get-Process -Name "x$(Remove-Item -Recurse ~)"', 'Get-ChildItem | Where-Object Name -Like "*$(Remove-Item -Recurse ~)*"',
])
def test_a_subexpression_in_an_expandable_string_runs(command):
    d = _ps(command)
    assert set(d.values()) == {"deny"}, (command, d)


@pytest.mark.parametrize("command", [
    "Get-ChildItem | Where-Object { $_.Delete() }", "Get-ChildItem | % { $_.Delete() }",
    "Get-ChildItem | ForEach-Object { $_.MoveTo('/tmp/x') }", "Get-ChildItem | ? { $_.Attributes.ToString(); $_.Delete() }",
    'Get-Content \\\\evil.com\\share\\x', "Get-ChildItem //attacker/share", "Test-Path \\\\10.0.0.5\\c$\\x",
    "Get-ChildItem -LiteralPath \\\\?\\UNC\\evil\\share",
])
def test_powershell_method_calls_unc_paths_and_writes_in_strings_are_never_allowed(command):
    d = _ps(command)
    assert d["default"] != "allow" and d["accept_edits"] != "allow" and d["dont_ask"] == "deny", (command, d)


@pytest.mark.parametrize("command", ['Write-Output "$(Set-Content x y)"'])
def test_a_project_write_in_a_string_is_a_file_command(command):
    # (probe round 47, pwsh47) a write inside the project, wherever it is written: accept_edits allows
    # it, as Bash's echo "$(echo y > x)"; still not read-only
    d = _ps(command)
    assert d["default"] != "allow" and d["accept_edits"] == "allow" and d["dont_ask"] == "deny", (command, d)


@pytest.mark.parametrize("command", [
    "Get-ChildItem", "Get-ChildItem | Where-Object { $_.Length -gt 1kb }",
    "Get-ChildItem | Where-Object { $_.Name.StartsWith('test') }", 'Write-Output "`$(not run)"',
    "Get-Content src/app.py", "Get-Content C:\\work\\README.md", 'Get-ChildItem | Where-Object Name -Like "*$(Get-Date)*"',
])
def test_powershell_reads_stay_allowed(command):
    d = _ps(command)
    assert d["default"] == "allow" and d["dont_ask"] == "allow", (command, d)
