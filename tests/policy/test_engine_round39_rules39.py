"""Probe round 39 (2026-11-28), rules39: what round 38's rules38 left; each call in all five
modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny).
Fixed, by class: (1) under a program-less deny rule on an option (Bash(*--force*),
Bash(*-rf*)), an option's VALUE was read as an unknown program starting a command of its
own, so the outer program's -f after it counted as --force: `curl -r 0-100 -f URL`, `curl -o
out.html -f URL`, `ssh -p 2222 -f host uptime`, `strace -p 1234 -f`, `nmap -p 80 -f host`,
`ansible all -f 10`, `ansible-playbook -i inv site.yml -f 10`, `http -f POST ...` were DDDDD,
now KKADD: an operand with no letter and no directory names no program; HTTP clients' operands
are never a command they exec; ansible's only command is its -a value; httpie's and xh's -f is
--form. Unknown wrappers keep their reading (`firejail --quiet rm -r -f x`, `runuser -u dev
-- rm -r -f x`, `nsenter -t 1 -m git push -f`, `ionice -c 2 -n 7 rm -f x`, `foo -r -f x`,
`ansible localhost -a reboot` under Bash(reboot:*) stay DDDDD); the literal text `-rf` stays
literal. (2) path rules that loaded and met nothing are refused at load, naming what to
write: a Windows path (`Read(C:\\Users\\x\\**)`: write `Read(//c/Users/x/**)`, as Claude Code
matches a Windows path as /c/...), %USERPROFILE% or $env:USERPROFILE (write ~/...), another
user's ~user (write //home/user/...). (3) a recursive delete under the home whose glob's LAST
component is a literal or selective name deletes only entries so named: `rm -rf
~/*/.DS_Store`, `~/*/node_modules`, `~/**/node_modules`, `~/*.log` were DDDDD, now KKADD like
`rm -rf ~/projects`; `~/*`, `~/.*`, `~/*/*`, `~/*/`, `~/*/.*`, `~/.[!.]*`, `~/[a-z]*`, `~/*/..`
stay DDDDD (a last component needs two letters or digits outside its wildcards)."""
from __future__ import annotations

import pytest

from policy.engine.types import PolicyError
from tests.policy.engine_helpers import call_letters, snap

FORCE_SNAP = snap(permissions={'deny': ['Bash(*--force*)', 'Bash(git push:*)', 'Bash(reboot:*)']})
RF_SNAP = snap(permissions={'deny': ['Bash(*-rf*)']})
_SNAP = snap()

FORCE_ROWS = [
    ('curl -r 0-100 -f https://example.com', 'KKADD'),   # was DDDDD
    ('curl -o out.html -f https://example.com', 'KKADD'),   # was DDDDD
    ('curl -u user -f https://example.com', 'KKADD'),   # was DDDDD
    ('curl -sS -o page.html -r 0-99 -f https://example.com', 'KKADD'),   # was DDDDD
    ('curl -L -o a.tgz -f https://x.com/a.tgz', 'KKADD'),   # was DDDDD
    ('curl -f https://example.com', 'KKADD'),
    ('http -f POST example.com a=b', 'KKADD'),   # was DDDDD
    ('ansible all -f 10', 'KKADD'),   # was DDDDD
    ('ansible all -m ping -f 10', 'KKADD'),   # was DDDDD
    ('ansible web -i hosts.ini -f 20 -m ping', 'KKADD'),   # was DDDDD
    ('ansible-playbook -i inv site.yml -f 10', 'KKADD'),   # was DDDDD
    ('ssh -p 2222 -f host uptime', 'KKADD'),   # was DDDDD
    ('strace -p 1234 -f', 'KKADD'),   # was DDDDD
    ('nmap -p 80 -f host', 'KKADD'),   # was DDDDD
    ('rsync -r -f x a b', 'KKADD'),
    ('make -r -f Makefile', 'AAAAD'),
    ('ssh -f host uptime', 'KKADD'),
    ('docker logs -f web', 'AAAAA'),
    ('wget -O a.tar -r https://x.com/', 'KKADD'),
    # held: real --force, unknown programs and wrappers
    ('git push --force', 'DDDDD'),
    ('git clean -f', 'DDDDD'),
    ('ansible-pull -U repo -f', 'DDDDD'),
    ('foo -r -f x', 'DDDDD'),
    ('foo 0-100 -f x', 'DDDDD'),
    ('firejail --quiet rm -r -f x', 'DDDDD'),
    ('firejail --quiet git push --force', 'DDDDD'),
    ('nsenter -t 1 -m git push -f', 'DDDDD'),
    ('runuser -u dev -- rm -r -f x', 'DDDDD'),
    ('ionice -c 2 -n 7 rm -f x', 'DDDDD'),
    ('strace -o log rm -f x', 'DDDDD'),
    ('ssh host git push -f', 'DDDDD'),
    ("ansible localhost -m shell -a 'git push --force'", 'DDDDD'),
    ('ansible localhost -a reboot', 'DDDDD'),
    ("ansible localhost -a 'git push'", 'DDDDD'),
]

RF_ROWS = [
    ('curl -r 0-100 -f https://example.com', 'KKADD'),
    ('ansible all -f 10', 'KKADD'),
    ('rsync -r -f x a b', 'KKADD'),
    ('make -r -f Makefile', 'AAAAD'),
    ('ssh -f host uptime', 'KKADD'),
    ('docker logs -f web', 'AAAAA'),
    ('curl -sS -o page.html -r 0-99 -f https://example.com', 'KKADD'),   # was DDDDD
    ('rm -rf build', 'DDDDD'),
    ('rm -r -f build', 'DDDDD'),
    ('echo -rf', 'DDDDD'),
    ('foo -r -f x', 'DDDDD'),
    ('firejail --quiet rm -r -f x', 'DDDDD'),
]

HOME_GLOB_ROWS = [
    ('rm -rf ~/*/.DS_Store', 'KKADD'),   # was DDDDD
    ('rm -rf ~/*/node_modules', 'KKADD'),   # was DDDDD
    ('rm -rf ~/**/node_modules', 'KKADD'),   # was DDDDD
    ('rm -rf ~/*/*/node_modules', 'KKADD'),   # was DDDDD
    ('rm -rf ~/*/build', 'KKADD'),   # was DDDDD
    ('rm -r ~/*/__pycache__', 'KKADD'),   # was DDDDD
    ('rm -rf ~/*/*.log', 'KKADD'),   # was DDDDD
    ('rm -rf ~/*.log', 'KKADD'),   # was DDDDD
    ('rm -rf "$HOME"/*/node_modules', 'KKADD'),   # was DDDDD
    ('rm -rf $HOME/*/.DS_Store', 'KKADD'),   # was DDDDD
    ('rm -rf /home/dev/*/node_modules', 'KKADD'),   # was DDDDD
    ('rm -rf ~/*/.venv ~/*/node_modules', 'KKADD'),   # was DDDDD
    ('find ~/*/node_modules -delete', 'KKADD'),   # was DDDDD
    ('rm -rf ~/.cache/*', 'KKADD'),
    ('rm -rf ~/projects', 'KKADD'),
    ('rm -rf ~/projects/*', 'KKADD'),
    ('rm -f ~/*/.DS_Store', 'KKADD'),
    ('find ~ -name .DS_Store -delete', 'KKADD'),
    ("find ~ -name '*.tmp' -exec rm -rf {} +", 'KKADD'),   # was DDDDD
    ("find ~ -name '*' -exec rm -rf {} +", 'DDDDD'),
    ("find ~ -name '.*' -exec rm -rf {} +", 'DDDDD'),
    ('find ~ -exec rm -rf {} +', 'DDDDD'),
    # the home's contents: still the catastrophe
    ('rm -rf ~', 'DDDDD'),
    ('rm -rf ~/*', 'DDDDD'),
    ('rm -rf ~/.*', 'DDDDD'),
    ('rm -rf ~/*/*', 'DDDDD'),
    ('rm -rf ~/*/', 'DDDDD'),
    ('rm -rf ~/*/*/', 'DDDDD'),
    ('rm -rf ~/*/*/*', 'DDDDD'),
    ('rm -rf ~/*/.*', 'DDDDD'),
    ('rm -rf ~/*/.??*', 'DDDDD'),
    ('rm -rf ~/.[!.]*', 'DDDDD'),
    ('rm -rf ~/[a-z]*', 'DDDDD'),
    ('rm -rf ~/*/.', 'DDDDD'),
    ('rm -rf ~/*/..', 'DDDDD'),
    ('rm -rf ~/*/../*', 'DDDDD'),
    ('rm -rf ~/*/.DS_Store ~/*', 'DDDDD'),
    ('find ~/* -delete', 'DDDDD'),
    ('chmod -R 777 ~/*', 'DDDDD'),
    ('rm -rf /*/node_modules', 'DDDDD'),
]


def _check(snapshot, row):
    call, expected = row
    assert call_letters(snapshot, call) == expected


@pytest.mark.parametrize("row", FORCE_ROWS, ids=[r[0] for r in FORCE_ROWS])
def test_option_values_are_no_commands_force(row):
    _check(FORCE_SNAP, row)


@pytest.mark.parametrize("row", RF_ROWS, ids=[r[0] for r in RF_ROWS])
def test_option_values_are_no_commands_rf(row):
    _check(RF_SNAP, row)


@pytest.mark.parametrize("row", HOME_GLOB_ROWS, ids=[r[0] for r in HOME_GLOB_ROWS])
def test_selective_home_globs(row):
    _check(_SNAP, row)


@pytest.mark.parametrize("text,fixed", [
    ("Read(C:\\Users\\x\\**)", "Read(//c/Users/x/**)"),
    ("Read(C:/Users/x/.ssh/**)", "Read(//c/Users/x/.ssh/**)"),
    ("Edit(D:\\work\\secrets\\*)", "Edit(//d/work/secrets/*)"),
    ("Read(%USERPROFILE%\\.ssh\\**)", "Read(~/.ssh/**)"),
    ("Read(%HOMEPATH%/.aws/**)", "Read(~/.aws/**)"),
    ("Read($env:USERPROFILE\\.ssh\\**)", "Read(~/.ssh/**)"),
    ("Read(%APPDATA%\\x\\**)", "%APPDATA%"),
    ("Read(~root/.ssh/**)", "Read(//root/.ssh/**)"),
    ("Edit(~bob/.bashrc)", "Edit(//home/bob/.bashrc)"),
])
@pytest.mark.parametrize("kind", ["deny", "ask", "allow"])
def test_foreign_paths_are_refused_at_load(text, fixed, kind):
    with pytest.raises(PolicyError) as e:
        snap(permissions={kind: ["Bash(git status)", text]})
    assert f"permissions.{kind}[1]" in str(e.value)
    assert "write" in str(e.value) and fixed in str(e.value)


@pytest.mark.parametrize("text", ["Read(~/.ssh/**)", "Read(~)", "Read(~/)", "Read($HOME/.ssh/**)",
                                  "Read(//c/Users/x/**)", "Read(a:b)", "Read(%foo)", "Read(./~bob/x)",
                                  "Read(secrets/**)", "Read(~+/x)", "Read(notes:2024.md)"])
def test_neighbour_path_rules_still_load(text):
    snap(permissions={"deny": [text], "ask": [text]})
