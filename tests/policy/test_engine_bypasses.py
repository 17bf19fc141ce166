"""Bypasses found by probing. Abbreviated long options: GNU getopt_long (and git's option parser) take any
unambiguous prefix of a long option, down to one letter, so ``sort --o=FILE`` is
``sort --output=FILE`` and ``env --sp='rm -rf /'`` runs ``rm -rf /``. Every check of a
long option must count its prefixes."""
from __future__ import annotations

import pytest

from .engine_helpers import bash, snap

DEFAULT = snap()

# Writes, code execution or system changes hidden behind an abbreviation: never allowed.
NOT_ALLOWED = [
    "sort --ou=/tmp/x f", "sort --o=/tmp/x f", "sort --ou /tmp/x f", "sort --comp=sh f", "sort --compress-p=sh f",
    "sed --in=x s/a/b/ f", "sed --i s/a/b/ f", "sed --fi=evil.sed p file", "sed --f x p f",
    "sed --exp='1e id' p file", "sed --e='w /tmp/x' f",
    "date --se x", "date --s=2020-01-01",
    "git log --ou=/tmp/x", "git log --outp=/tmp/x", "git diff --ext", "git diff --ex",
    "hostname --fi x", "hostname --b",
    "tree --o /tmp/x", "rg --pr id foo", "fd --ex rm", "file --comp x",
    "env --sp='touch /etc/x'", "env --split-s='touch /etc/x'", "env -iS 'touch /etc/x'", "env -vS'touch /etc/x'",
    "flock --comm='sh -c id' /tmp/l", "script --comm='id' /dev/null", "watch --exe ls", "time --out=/etc/x ls",
]

# The same commands carrying a catastrophic command: denied.
DENIED = [
    "env --sp='rm -rf /'", "env --split-string 'rm -rf /'", "env -iS 'rm -rf /'", "env -iu X rm -rf /",
    "env -uX rm -rf /", "env --u=X rm -rf /", "env --unset X rm -rf /",
    "flock --comm='rm -rf /' /tmp/l", "timeout --sig KILL 5 rm -rf /", "chown --rec root /", "chmod --rec 777 /etc",
    "IFS=,;c=rm,-rf,/;$c", "IFS=_;cmd=rm_-rf_/;$cmd", "IFS=:; x=rm:-rf:/; $x", "env - rm -rf /",
]

# Ordinary read-only spellings stay allowed.
ALLOWED = [
    "sort -n f", "sort -T /tmp f", "sed -n p file", "sed --expression=p file", "sed --quiet p f",
    "sed --line-length 5 p f", "git diff --no-ext-diff", "git log -p", "date", "date --utc", "hostname",
    "env", "env -i ls", "env --i ls", "env -C /tmp ls", "env --ch=/ ls", "env -S 'ls'", "env --sp='ls -la'",
    "timeout 5 ls", "timeout --signal=KILL 5 ls", "nice -n 5 ls", "nice --adj 5 ls", "time ls", "head --lines=5 f",
]


@pytest.mark.parametrize("command", NOT_ALLOWED)
def test_an_abbreviated_dangerous_option_is_not_allowed(command):
    d = bash(DEFAULT, command)
    assert d.decision != "allow", (command, d)


@pytest.mark.parametrize("command", DENIED)
def test_a_catastrophic_command_behind_an_abbreviation_is_denied(command):
    d = bash(DEFAULT, command)
    assert d.decision == "deny", (command, d)


@pytest.mark.parametrize("command", ALLOWED)
def test_ordinary_spellings_stay_read_only(command):
    d = bash(DEFAULT, command)
    assert d.decision == "allow", (command, d)


# Globs the shell expands to a sensitive file: a glob never crosses "/", a leading
# wildcard never matches a leading dot; a component starting with "*" names any file.
GLOBS_TO_SENSITIVE = [
    "cat /et?/shado?", "cat /etc/sha*", "cat /etc/s*", "cat .en?", "cat .e*", "cat ~/.ss?/id_rsa",
    "cat ~/.ssh/i*", "cat .g?t/config", "cat */.env", "cat .*", "cat /proc/*/environ", "cat id_rsa.p?b",
    "head -c 100 /etc/[s]hadow", "grep -r key ~/.a?s", "cat ~/.aws/cred*",
]
ORDINARY_GLOBS = ["cat src/*.py", "ls *.md", "cat *", "grep -rn TODO src/*.ts", "cat test_*.py",
                  "head -n 5 *.txt", "wc -l src/**/*.py", "ls -la src/[a-c]*.py"]


@pytest.mark.parametrize("command", GLOBS_TO_SENSITIVE)
def test_a_glob_that_expands_to_a_sensitive_file_asks(command):
    d = bash(DEFAULT, command)
    assert (d.decision, d.check) == ("ask", "sensitive_path"), (command, d)


@pytest.mark.parametrize("command", ORDINARY_GLOBS)
def test_ordinary_globs_stay_read_only(command):
    d = bash(DEFAULT, command)
    assert d.decision == "allow", (command, d)


# accept_edits allows file commands inside the working directory only: a target
# directory given by an abbreviated or clustered option is still the target.
TARGET_OUTSIDE = ["cp --target=/etc x", "mv --t=/etc x", "install --target-dir=/etc x", "ln -s x --target=/etc",
                  "cp -vt /etc x", "cp -vt/etc x", "mv --ta /etc x", "cp -t /etc x", "cp --target-directory /etc x"]


@pytest.mark.parametrize("command", TARGET_OUTSIDE)
def test_a_target_directory_outside_the_working_directory_asks_in_accept_edits(command):
    d = bash(DEFAULT, command, agent_mode="accept_edits")
    assert (d.decision, d.check) == ("ask", "working_dir"), (command, d)


@pytest.mark.parametrize("command", ["cp x y", "mv a b", "cp -t src x", "cp --target=src x", "mkdir -p src/x"])
def test_file_commands_inside_the_working_directory_stay_allowed_in_accept_edits(command):
    assert bash(DEFAULT, command, agent_mode="accept_edits").decision == "allow"


def test_a_very_long_glob_component_is_decided_quickly_and_not_allowed():
    import time

    started = time.perf_counter()
    d = bash(DEFAULT, "cat /etc/" + "?" * 2000)
    assert d.decision != "allow"
    assert bash(DEFAULT, "cat src/" + "[a-z]" * 50).decision == "allow"
    assert time.perf_counter() - started < 1.0


def test_a_flag_that_prefixes_a_value_option_does_not_hide_the_target():
    # cp --backup is a flag; --backup-dir (rsync's) takes a value: the target stays the target
    d = bash(DEFAULT, "cp --backup x /etc/hosts", agent_mode="accept_edits")
    assert d.decision != "allow", d
