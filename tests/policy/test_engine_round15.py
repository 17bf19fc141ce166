"""Probe round 15 (2026-11-26, session 18): findings of the session's helper rounds, fixed."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import bash, snap

MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")


@pytest.mark.parametrize("command", [
    "gunzip -c logs/app.log.gz | head -50", "gzip -dc a.gz", "gzip -l dist/bundle.js.gz", "gzip -t a.gz",
    "xz -dc a.tar.xz | tar t", "zstd -dc a.zst", "zstdcat a.zst", "bzip2 -dc a.bz2", "zcat a.gz",
    "base64 logo.png", "base64 -w0 logo.png", "base64 -d payload.b64 | head -c 200", "pip check", "pip3 check -q",
])
def test_decompressing_to_standard_output_and_base64_are_read_only(command):
    for mode in MODES:
        assert bash(snap(), command, agent_mode=mode).decision == "allow", (mode, command)


@pytest.mark.parametrize("command", [
    "gzip build.log", "gunzip a.gz", "gzip -d a.gz", "xz a", "zstd -o out a", "zstdcat -o out a",
    "gzip -cS .x a", "gzip --suffix=.x -c a", "zstd --filelist=names -c", "base64 -i a -o b",
    "base64 --output=b a",
])
def test_compressing_in_place_or_to_a_named_file_is_not(command):
    assert bash(snap(), command).decision == "ask", command


@pytest.mark.parametrize("command", [
    "base64 .env", "gzip -c ~/.ssh/id_rsa", "zcat ~/.aws/credentials", "xz -c .env.production",
])
def test_their_file_operands_are_still_read_for_secrets(command):
    d = bash(snap(), command)
    assert d.decision == "ask" and d.check == "sensitive_path", d


@pytest.mark.parametrize("command", [
    "echo cm0gLXJmIC8= | base64 -d | sh", "base64 -d <<< cm0gLXJmIH4= | bash",
])
def test_decoded_text_run_by_a_shell_is_still_judged(command):
    assert bash(snap(), command, agent_mode="bypass").decision == "deny"


@pytest.mark.parametrize("command,accept_edits", [
    ("time (ls) > timing.txt", "allow"), ("time (git diff | head) > p.diff 2>&1", "allow"),
    ("time (ls) > /etc/motd", "ask"), ("time (cat .env) > f", "ask"), ("time (ls) < .env", "ask"),
])
def test_a_timed_subshell_with_redirections_is_parsed(command, accept_edits):
    d = bash(snap(), command, agent_mode="accept_edits")
    assert d.decision == accept_edits and d.check != "unparseable", d
    # the keyword changes nothing: as the subshell alone
    assert bash(snap(), command[len("time "):], agent_mode="accept_edits").decision == d.decision


def test_a_timed_subshell_still_shows_what_it_runs():
    assert bash(snap(), "time (rm -rf /) > f", agent_mode="bypass").decision == "deny"


@pytest.mark.parametrize("command", [
    "SKIP_SLOW=1 pytest", "RUN_E2E=true npm test", "ENABLE_FEATURE_X=0 cargo test", "USE_SQLITE=yes pytest -q",
])
def test_a_test_suites_yes_or_no_switch_leaves_a_safe_command_safe(command):
    assert bash(snap(), command).decision == "allow", command


@pytest.mark.parametrize("command", [
    "SKIP_SLOW=/tmp/x pytest", "RUN_E2E='$(id)' npm test", "SKIP_SLOW=\"$X\" pytest", "SKIPSLOW=1 pytest",
])
def test_a_switch_holding_anything_but_yes_or_no_is_not(command):
    assert bash(snap(), command).decision == "ask", command
