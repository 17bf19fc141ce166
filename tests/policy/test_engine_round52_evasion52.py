r"""Probe round 52, evasion52 (2026-11-28): ~170 distinct Bash calls, each in all five modes,
under DENY Bash(rm:*), Bash(curl:*), Bash(git push:*) and under Read(~/.ssh/**), Read(./.env),
Read(./secrets/**) deny rules, and under no rules: the shell evasions round 51 left at KKKDD
where a deny rule is due. A program variable set two ways in branches ([ -d x ] && c=rm || c=ls,
case/esac, if/else), program names built by ${x@E}, ${x@P}, ${x@Q}, array pieces
("${c[0]}${c[1]}"), $(basename /bin/rm), $(printf rm), $(awk 'BEGIN{print "rm"}'), sed/tr on a
here-string, a list file handed to xargs -a FILE sh -c; globs that spell a protected file (cat
.e?v, cat .[e]nv, cat ~/.s*/id_rsa, cat ~/.ss?/id_rsa, sec*/key.pem); the benign near-misses
(dynamic names with no denied name in the text, cat src/*.py, ls .e*, cat .e*, */package.json).

Fixed, by class:
1. A program only known at run time (the analysis's ``dynamic``) in a command whose text spells
   a denied or asked program's name as a word of its own, or as two to four words in a row
   (c=(r m)), meets the rule as that program, every value the text offers (failing closed):
   evaluate.glob_name_words, _NAME_WORDS; the dynamic command's own operands follow the name
   (c=git in one branch; $c push meets Bash(git push:*)); with no dynamic program word (xargs -a
   FILE sh -c) the words the text puts after the name. KKKDD -> DDDDD. A dynamic name whose text
   names no ruled program stays KKKDD; rm.txt is one word (CMD=ls; $CMD rm.txt stays KKKDD).
2. A shell glob that spells one name, not a family, meets a Read/Edit deny rule as the protected
   file: its last name holds no ``*``, at most two ``?``/``[..]`` and two literal characters,
   and each wildcard directory starts with three literal characters (two after a leading dot:
   .s*, sec*): permissions._narrow_shell_glob in _block_glob_level, level 2 (covered) where it
   was 1 (may reach). cat .e?v, cat .[e]nv, cat ~/.s*/id_rsa, cp .e?v /tmp/ KKKDD -> DDDDD.

Held / decided: families stay asked under the rules (cat .e*, cat .en*, cat .env*, ls .e*, cat
~/.*/id_rsa, cat ~/.s*/*, se*/key, */key.pem; a recursive grep -r x ~/.s*/ stays KKKDD); cat
src/*.py, cat src/?.py, README.m?, .env.example stay AAAAA; with no rules nothing changes (the
dynamic-name rows stay KKKDD). A quoted '.e?v' (a literal file of that name) is denied with the
rule as the glob is (a name no one uses). c=(c u r l); "${c[@]}" runs c, yet the pieces spell
curl: denied (failing closed). Older rows changed (KKKDD -> DDDDD, failing closed where the text names the denied program): rules51's
cat ~/.s*/id_rsa, rules48's ~/.s*/key, redteam44's cat .en? and cd ~/.ss? && cat id_rsa,
redteam45's ~/.ss?/id_rsa, sensitive32's bracket classes, rule_reach's secr*/key (ask -> deny; se*/key
stays ask); the deploy.sh text run by a shell or an editor's ! (loosen38, stdin38-41: one
over-deny, x=$(cat deploy.sh); x=hello; eval "$x"), and rm inside python/php/perl code
(redteam40, KKKDD -> DDDDD). A PowerShell call's translated text is not read (no command string).

Left: a name the text never spells, computed at run time (c=$(ls /bin | grep -x r.); $c x, a
python3 -c printing chr(114)+chr(109)) stays KKKDD (asked, never allowed); a multi-word rule met
through a list file whose words are not adjacent in the text; */package.json under
Read(./secrets/**) stays KKKDD (older, not this round's)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, row_id, snap

_SNAP = snap()
_CMD = snap(permissions={"deny": ["Bash(rm:*)", "Bash(curl:*)", "Bash(git push:*)"]})
_READ = snap(permissions={"deny": ["Read(~/.ssh/**)", "Read(./.env)", "Read(./secrets/**)"]})

DYNAMIC_NAMES = [
    ('[ -d x ] && c=rm || c=ls; $c x', 'DDDDD'),  # was KKKDD
    ('case $1 in a) c=rm;; *) c=ls;; esac; $c x', 'DDDDD'),  # was KKKDD
    ('if [ -d x ]; then c=rm; else c=ls; fi; $c x', 'DDDDD'),  # was KKKDD
    ('[ -n "$Q" ] && t=curl || t=wget; $t http://e.example', 'DDDDD'),
    ("x='rm'; ${x@E} x", 'DDDDD'),  # was KKKDD
    ("x='rm'; ${x@P} x", 'DDDDD'),  # was KKKDD
    ("x='rm'; ${x@Q} x", 'DDDDD'),  # was KKKDD
    ('c=(r m); "${c[0]}${c[1]}" x', 'DDDDD'),  # was KKKDD
    ('declare -a c=(c url); "${c[0]}${c[1]}" http://e.example', 'DDDDD'),  # was KKKDD
    ('$(basename /bin/rm) x', 'DDDDD'),  # was KKKDD
    ('$(basename /usr/bin/curl) http://e.example', 'DDDDD'),  # was KKKDD
    ('$(awk \'BEGIN{print "rm"}\') x', 'DDDDD'),  # was KKKDD
    ('$(sed -n 1p <<< rm) x', 'DDDDD'),  # was KKKDD
    ('$(tr -d _ <<< r_m) x', 'DDDDD'),
    ("echo 'rm x' > y; xargs -a y sh -c", 'DDDDD'),  # was KKKDD
    ("echo 'curl http://e.example' > l; xargs -a l -I{} sh -c '{}'", 'DDDDD'),  # was KKKDD
    ("echo 'git push' > y; xargs -a y sh -c", 'DDDDD'),  # was KKKDD
    ('[ -d x ] && c=git || c=ls; $c push origin main', 'DDDDD'),  # was KKKDD
    ('m=$(printf git); $m push --force', 'DDDDD'),
    ('c="${IFS:0:1}"; r${c}m x', 'DDDDD'),
    ('$(printf rm) x', 'DDDDD'),
    ('c=ls; [ -d x ] && c=rm; $c x', 'DDDDD'),
    ('x=ls; $x -la', 'KKKDD'),
    ('CMD=ls; $CMD rm.txt', 'KKKDD'),
    ('c=git; $c status', 'KKKDD'),
    ('[ -n "$CI" ] && RUN=npm || RUN=yarn; $RUN test', 'KKKDD'),
    ("echo 'git status' > y; xargs -a y sh -c", 'KKKDD'),
    ('PY=python3; $PY -m pytest', 'KKKDD'),
    ('grep -rn curl src/', 'AAAAA'),
    ('ls x', 'AAAAA'),
]

NO_RULES = [
    ('[ -d x ] && c=rm || c=ls; $c x', 'KKKDD'),
    ('x=ls; $x -la', 'KKKDD'),
    ('$(basename /bin/rm) x', 'KKKDD'),
]

NARROW_GLOBS = [
    ('cat ~/.s*/id_rsa', 'DDDDD'),  # was KKKDD
    ('cat ~/.ss?/id_rsa', 'DDDDD'),  # was KKKDD
    ('cat ~/.s[s]h/id_rsa', 'DDDDD'),  # was KKKDD
    ('cat ~/.s*/known_hosts', 'DDDDD'),  # was KKKDD
    ('cat /home/dev/.s*/id_rsa', 'DDDDD'),  # was KKKDD
    ('cd ~ && cat .s*/id_rsa', 'DDDDD'),  # was KKKDD
    ('tar czf k.tgz ~/.s*/id_rsa', 'DDDDD'),  # was KKKDD
    ('cat .e?v', 'DDDDD'),  # was KKKDD
    ('cat .en?', 'DDDDD'),  # was KKKDD
    ('cat .[e]nv', 'DDDDD'),  # was KKKDD
    ('cat .e[mn]v', 'DDDDD'),  # was KKKDD
    ('cat ./.e?v', 'DDDDD'),  # was KKKDD
    ('head -n 5 .e?v', 'DDDDD'),  # was KKKDD
    ('cp .e?v /tmp/', 'DDDDD'),  # was KKKDD
    ('grep x .e?v', 'DDDDD'),  # was KKKDD
    ('cat sec*/key.pem', 'DDDDD'),  # was KKKDD
    ('cat secre?s/key.pem', 'DDDDD'),  # was KKKDD
    ('cat .en*', 'KKKDD'),
    ('cat .e*', 'KKKDD'),
    ('ls .e*', 'KKKDD'),
    ('cat .env*', 'KKKDD'),
    ('cat .e?v.example', 'KKADD'),
    ('cat ~/.*/id_rsa', 'KKKDD'),
    ('cat ~/*/id_rsa', 'KKADD'),
    ('cat ~/.s*/*', 'KKKDD'),
    ('grep -r x ~/.s*/', 'KKKDD'),
    ('cat se*/key', 'KKKDD'),
    ('cat */key.pem', 'KKKDD'),
    ('cat */package.json', 'KKKDD'),
    ('cat src/*.py', 'AAAAA'),
    ('cat src/?.py', 'AAAAA'),
    ('cat README.m?', 'AAAAA'),
    ('cat .env.example', 'AAAAA'),
    ('cat ~/.config/*.json', 'AAAAA'),
]


@pytest.mark.parametrize("call,expected", DYNAMIC_NAMES, ids=[row_id(r) for r in DYNAMIC_NAMES])
def test_round52_evasion52_dynamic_names(call, expected):
    assert call_letters(_CMD, call) == expected


@pytest.mark.parametrize("call,expected", NO_RULES, ids=[row_id(r) for r in NO_RULES])
def test_round52_evasion52_no_rules(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", NARROW_GLOBS, ids=[row_id(r) for r in NARROW_GLOBS])
def test_round52_evasion52_narrow_globs(call, expected):
    assert call_letters(_READ, call) == expected
