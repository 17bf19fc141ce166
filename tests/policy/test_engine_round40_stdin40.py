"""Probe round 40 (2026-11-28), stdin40: a script's text reaching a shell or an interpreter by a
route other than its name, and the home named by the user's name; each call in all five modes
(letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny).
Under deny rules on running a script (Bash(./deploy.sh:*), Bash(sh deploy.sh:*), Bash(bash
deploy.sh:*), Bash(python3 deploy.py:*)), fixed by class (KKKDD or KKADD -> DDDDD; no letter
changes without rules):
(1) a WORD holding the script's text, not exactly it (_Word.holds, set by a command substitution
whose stream holds it: bash -c "$(sed 's/a/b/' F)", eval "$(tac F | tac)", sh -c "$(cat F
other.sh)", "echo; $(cat F)", bash <<< "$(sed .. F)"), and a VARIABLE holding it
(Analyzer.text_vars: x=$(tac F | tac); eval "$x"; read l from F in a loop; mapfile -t a < F;
for l in "${a[@]}"), printed by echo/printf into a shell, given to eval, bash -c, a here-string,
a shell in a container (docker exec c sh -c "$(..)") or ssh's remote command;
(2) an ENCODED round trip (_Stream.coded: base64, gzip/bzip2/xz/zstd -c, xxd -p, rev, and their
decoders base64 -d, gunzip, zcat, xxd -r, rev): the decoded stream holds the script again;
(3) an interpreter reading the script on standard input (cat deploy.py | python3, python3 - <
deploy.py, python3 /dev/stdin < deploy.py), as python3 deploy.py;
(4) ln -s $PWD/deploy.sh /tmp/z, cp $PWD/deploy.sh /tmp/x: a resolved absolute source is a copy.
Without rules: the user's own home named by the user's name (/home/$USER, /Users/$LOGNAME,
/home/$(whoami), ~$USER, Analyzer.own_home) is the home, on a guess: its listing fed to xargs rm
-rf, and rm -rf /home/$USER, are DDDDD as ls ~ | xargs rm -rf and rm -rf ~ are (KKKDD before).
Below it (/home/$USER/proj/build) stays unknown, and a cd there leaves the directory unknown
(cd ${X:-~} too: KKADD -> KKKDD). Neighbours that stay: cat F | grep x, base64 F | sh (no decoder),
base64 F | base64 -d > out, sh other.sh, ls ~/build | xargs rm -rf, ls $(whoami) | xargs rm -rf
(a name in the working directory)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_DENY_SNAP = snap(permissions={'deny': ['Bash(./deploy.sh:*)', 'Bash(sh deploy.sh:*)', 'Bash(bash deploy.sh:*)',
                                        'Bash(python3 deploy.py:*)']})
_SNAP = snap()

DENY_ROWS = [
    ('bash -c "$(sed \'s/a/b/\' deploy.sh)"', 'DDDDD'),   # was KKKDD
    ('eval "$(tac deploy.sh | tac)"', 'DDDDD'),   # was KKKDD
    ('sh -c "$(cat deploy.sh other.sh)"', 'DDDDD'),   # was KKKDD
    ('eval "$(tac deploy.sh)"', 'DDDDD'),   # was KKKDD
    ('sh -c "$(grep -v \'^#\' deploy.sh)"', 'DDDDD'),   # was KKKDD
    ('bash -c "$(tail -n 3 deploy.sh)"', 'DDDDD'),   # was KKKDD
    ('sh -c "$(head -n 20 deploy.sh)"', 'DDDDD'),
    ('bash -c "$(awk \'{print}\' deploy.sh other.sh)"', 'DDDDD'),   # was KKKDD
    ('bash -c "echo start; $(cat deploy.sh)"', 'DDDDD'),   # was KKKDD
    ("eval $(sed 's/a/b/' deploy.sh)", 'DDDDD'),   # was KKKDD
    ('eval "$(cat deploy.sh | sed \'s/x/y/\')"', 'DDDDD'),   # was KKKDD
    ('bash <<< "$(sed \'s/a/b/\' deploy.sh)"', 'DDDDD'),   # was KKKDD
    ('sh <<< "$(tac deploy.sh | tac)"', 'DDDDD'),   # was KKKDD
    ('. /dev/stdin <<< "$(tac deploy.sh | tac)"', 'DDDDD'),   # was KKKDD
    ('source /dev/stdin < deploy.sh', 'DDDDD'),
    ('sudo bash -c "$(sed \'s/a/b/\' deploy.sh)"', 'DDDDD'),   # was KKKDD
    ('timeout 60 bash -c "$(tac deploy.sh | tac)"', 'DDDDD'),   # was KKKDD
    ('nohup bash -c "$(tac deploy.sh | tac)" &', 'DDDDD'),   # was KKKDD
    ('bash -c "$(sed \'s/a/b/\' deploy.sh)" arg0 arg1', 'DDDDD'),   # was KKKDD
    ('ssh host "$(sed \'s/a/b/\' deploy.sh)"', 'DDDDD'),   # was KKADD
    ('ssh host "$(cat deploy.sh)"', 'DDDDD'),   # was KKADD
    ('docker exec c sh -c "$(sed \'s/a/b/\' deploy.sh)"', 'DDDDD'),   # was KKADD
    ('kubectl exec pod -- sh -c "$(cat deploy.sh)"', 'DDDDD'),   # was KKADD
    ('docker run --rm alpine sh -c "$(tac deploy.sh)"', 'DDDDD'),   # was KKADD
    ('x="$(sed \'s/a/b/\' deploy.sh)"; bash -c "$x"', 'DDDDD'),   # was KKKDD
    ('x=$(tac deploy.sh | tac); eval "$x"', 'DDDDD'),   # was KKKDD
    ('x=$(cat deploy.sh); eval "$x"', 'DDDDD'),   # was KKKDD
    ('x="$(cat deploy.sh)"; echo "$x" | sh', 'DDDDD'),   # was KKKDD
    ('x="$(cat deploy.sh)"; bash <<< "$x"', 'DDDDD'),   # was KKKDD
    ('x=$(cat deploy.sh); echo "${x//foo/bar}" | sh', 'DDDDD'),   # was KKKDD
    ('echo "$(sed \'s/a/b/\' deploy.sh)" | sh', 'DDDDD'),   # was KKKDD
    ('printf \'%s\' "$(cat deploy.sh)" | bash', 'DDDDD'),   # was KKKDD
    ('while read l; do echo "$l"; done < deploy.sh | sh', 'DDDDD'),   # was KKKDD
    ('while read -r l; do echo "$l"; done < deploy.sh | bash', 'DDDDD'),   # was KKKDD
    ('while IFS= read -r l; do printf \'%s\\n\' "$l"; done < deploy.sh | sh', 'DDDDD'),   # was KKKDD
    ('cat deploy.sh | while read -r l; do echo "$l"; done | sh', 'DDDDD'),   # was KKKDD
    ('while read l; do eval "$l"; done < deploy.sh', 'DDDDD'),   # was KKKDD
    ('while read -r l; do sh -c "$l"; done < deploy.sh', 'DDDDD'),   # was KKKDD
    ('while read -r l; do bash -c "$l"; done < <(cat deploy.sh)', 'DDDDD'),   # was KKKDD
    ('mapfile -t a < deploy.sh; printf \'%s\\n\' "${a[@]}" | sh', 'DDDDD'),   # was KKKDD
    ('readarray -t a < deploy.sh; for l in "${a[@]}"; do eval "$l"; done', 'DDDDD'),   # was KKKDD
    ('for w in $(cat deploy.sh); do echo $w; done | sh', 'DDDDD'),   # was KKKDD
    ('cat deploy.py | python3', 'DDDDD'),   # was KKKDD
    ('cat deploy.py | python3 -', 'DDDDD'),   # was KKKDD
    ('python3 - < deploy.py', 'DDDDD'),   # was KKADD
    ('python3 < deploy.py', 'DDDDD'),
    ('python3 /dev/stdin < deploy.py', 'DDDDD'),   # was KKADD
    ("sed 's/a/b/' deploy.py | python3", 'DDDDD'),   # was KKKDD
    ('sudo -u x python3 - < deploy.py', 'DDDDD'),   # was KKADD
    ('cat deploy.sh | python3', 'DDDDD'),   # was KKKDD
    ('base64 deploy.sh | base64 -d | sh', 'DDDDD'),   # was KKKDD
    ('base64 deploy.sh | base64 --decode | bash', 'DDDDD'),   # was KKKDD
    ('base64 -w0 deploy.sh | base64 -d | sh', 'DDDDD'),   # was KKKDD
    ('base64 < deploy.sh | base64 -d | sh', 'DDDDD'),   # was KKKDD
    ('cat deploy.sh | base64 | base64 -d | sh', 'DDDDD'),   # was KKKDD
    ('base64 deploy.sh | tee /tmp/b | base64 -d | sh', 'DDDDD'),   # was KKKDD
    ('base64 deploy.sh | base64 -d | sudo sh', 'DDDDD'),   # was KKKDD
    ('gzip -c deploy.sh | gunzip | sh', 'DDDDD'),   # was KKKDD
    ('gzip < deploy.sh | zcat | sh', 'DDDDD'),   # was KKKDD
    ('gzip -c deploy.sh | base64 | base64 -d | gunzip | sh', 'DDDDD'),   # was KKKDD
    ('bzip2 -c deploy.sh | bunzip2 | sh', 'DDDDD'),   # was KKKDD
    ('xz -c deploy.sh | xz -d | sh', 'DDDDD'),   # was KKKDD
    ('zstd -c deploy.sh | zstd -d | sh', 'DDDDD'),   # was KKKDD
    ('xxd -p deploy.sh | xxd -r -p | bash', 'DDDDD'),   # was KKKDD
    ('xxd deploy.sh | xxd -r | sh', 'DDDDD'),   # was KKKDD
    ('rev deploy.sh | rev | sh', 'DDDDD'),   # was KKKDD
    ('tac deploy.sh | rev | rev | tac | sh', 'DDDDD'),   # was KKKDD
    ('sh <(base64 deploy.sh | base64 -d)', 'DDDDD'),   # was KKKDD
    ('bash -c "$(base64 deploy.sh | base64 -d)"', 'DDDDD'),   # was KKKDD
    ('eval "$(gzip -c deploy.sh | gunzip)"', 'DDDDD'),   # was KKKDD
    ('ln -s $PWD/deploy.sh /tmp/z && sh /tmp/z', 'DDDDD'),   # was KKADD
    ('ln -s "$(pwd)/deploy.sh" /tmp/z && /tmp/z', 'DDDDD'),   # was KKADD
    ('cp $PWD/deploy.sh /tmp/x && /tmp/x', 'DDDDD'),   # was KKADD
    ('dd if=deploy.sh | sh', 'DDDDD'),
    ('bash <<< "$(cat deploy.sh)"', 'DDDDD'),
    ('exec 3< deploy.sh; sh <&3', 'DDDDD'),
    ('cp deploy.sh /tmp/x; chmod +x /tmp/x; /tmp/x', 'DDDDD'),
    ('cat deploy.sh | grep x', 'AAAAA'),
    ('cat deploy.sh | wc -l', 'AAAAA'),
    ('base64 deploy.sh', 'AAAAA'),
    ('base64 deploy.sh | sh', 'DDDDD'),  # was KKKDD (round 52: evasion52)
    ('rev deploy.sh | sh', 'DDDDD'),  # was KKKDD (round 52: evasion52)
    ('base64 deploy.sh | base64 -d > copy.sh', 'KAADD'),
    ('cat deploy.sh | base64 -d | sh', 'DDDDD'),  # was KKKDD (round 52: evasion52)
    ('gunzip -c deploy.sh.gz | sh', 'KKKDD'),
    ('xxd -p deploy.sh | xxd -r -p', 'AAAAA'),
    ('echo "$(sed \'s/a/b/\' deploy.sh)"', 'AAAAA'),
    ("diff <(sed 's/a/b/' deploy.sh) deploy.sh", 'AAAAA'),
    ('grep -c x "$(cat deploy.sh)"', 'KKADD'),
    ('while read l; do echo "$l"; done < deploy.sh', 'AAAAA'),
    ('while read l; do echo "$l"; done < deploy.sh | grep x', 'AAAAA'),
    ('while read l; do echo "$l"; done < deploy.sh > out.txt', 'KAADD'),
    ('x=$(cat deploy.sh); echo "$x" | wc -l', 'AAAAA'),
    ('x=$(cat deploy.sh); x=hello; eval "$x"', 'DDDDD'),  # was KKKDD (round 52: evasion52)
    ('docker exec c echo "$(cat deploy.sh)"', 'KKADD'),
    ('python3 script.py < deploy.py', 'KKADD'),
    ("cat deploy.py | python3 -c 'import sys; print(sys.stdin.read())'", 'AAAAA'),   # was KKADD (round 45, interp45)
    ('bash -c "$(sed \'s/a/b/\' other.sh)"', 'KKKDD'),
    ('eval "$(tac other.sh | tac)"', 'KKKDD'),
    ('while read l; do echo "$l"; done < other.sh | sh', 'KKKDD'),
    ('base64 other.sh | base64 -d | sh', 'KKKDD'),
    ('ln -s $PWD/other.sh /tmp/z && sh /tmp/z', 'KKADD'),
    ('cat other.py | python3', 'KKKDD'),
    ('python3 < other.py', 'KKADD'),
    ('ssh host "$(cat other.sh)"', 'KKADD'),
    ('docker run --rm alpine sh -c "$(cat other.sh)"', 'KKADD'),
    ('sh other.sh', 'KKADD'),
]

PLAIN_ROWS = [
    ('ls /home/$USER | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls "/home/$USER" | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /home/${USER} | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /Users/$LOGNAME | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ~$USER | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /home/$(whoami) | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /home/`whoami` | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('find /home/$USER -maxdepth 1 | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls -A /home/$USER | xargs -I{} rm -rf /home/$USER/{}', 'DDDDD'),
    ('ls /home/$USER | sort | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('rm -rf /home/$USER', 'DDDDD'),   # was KKKDD
    ('rm -rf "/home/$USER"', 'DDDDD'),   # was KKKDD
    ('rm -rf /home/$(whoami)', 'DDDDD'),   # was KKKDD
    ('rm -rf /home/$USER/', 'DDDDD'),   # was KKKDD
    ('chmod -R 777 /home/$USER', 'DDDDD'),
    ('chown -R $USER:$USER /home/$USER', 'DDDDD'),   # was KKADD (as chown -R $USER:$USER ~)
    ('cp out.txt /home/$USER/', 'KKADD'),
    ('ls -la /home/$USER', 'AAAAA'),
    ('find /home/$USER -name \'*.log\'', 'KKADD'),
    ('ls "$(echo ~)" | xargs rm -rf', 'DDDDD'),
    ('find ~ -maxdepth 1 | xargs rm -rf', 'DDDDD'),
    ('ls ~ | xargs rm -rf', 'DDDDD'),
    ('ls $HOME | xargs rm -rf', 'DDDDD'),
    ('ls $(whoami) | xargs rm -rf', 'KKKDD'),
    ('ls ~/build | xargs rm -rf', 'KKKDD'),
    ('ls /home/$USER/build | xargs rm -rf', 'KKKDD'),
    ('ls /home/$USER', 'AAAAA'),
    ('ls /home/$USER | grep foo', 'AAAAA'),
    ('ls /home/$USER | xargs echo', 'AAAAA'),
    ('du -sh /home/$USER', 'AAAAA'),
    ('echo /home/$USER', 'AAAAA'),
    ('rm -rf /home/$USER/proj/build', 'KKKDD'),
    ('rm -rf /home/$USER/.ssh', 'DDDDD'),
    ('cat /home/$USER/.ssh/id_rsa', 'KKADD'),
    ('cd /home/$USER/proj && rm -rf build', 'KKKDD'),
    ('cd /home/$USER && rm -rf proj/build', 'KKKDD'),
    ('cd /home/$USER && ls', 'AAAAA'),
    ('cd ~ && rm -rf proj/build', 'KKADD'),
    ('cd ${X:-~} && rm -rf proj/build', 'KKKDD'),   # was KKADD
    ('mkdir -p /home/$USER/.config/x', 'KKADD'),
    ('USER=x; ls /home/$USER | xargs rm -rf', 'DDDDD'),
    ('base64 f | base64 -d > out', 'KAADD'),
    ('echo aGVsbG8= | base64 -d', 'AAAAA'),
    ('gzip -c big.log > big.log.gz', 'KAADD'),
    ('zcat logs.gz | grep ERROR', 'AAAAA'),
    ('tar czf out.tgz src', 'KAADD'),
    ('base64 deploy.sh | base64 -d | sh', 'KKKDD'),
    ('cat deploy.py | python3', 'KKKDD'),
    ('python3 - < deploy.py', 'KKADD'),
    ('while read l; do echo "$l"; done < deploy.sh | sh', 'KKKDD'),
    ('x=$(cat deploy.sh); eval "$x"', 'KKKDD'),
    ('v=$(cat VERSION); echo "$v"', 'AAAAA'),
    ('while read -r f; do echo "$f"; done < files.txt', 'AAAAA'),
    ('for f in $(cat list.txt); do echo $f; done', 'AAAAA'),
    ('cat data.json | python3 -m json.tool', 'AAAAD'),
    ('xxd -p deploy.sh | xxd -r -p', 'AAAAA'),
    ('cat deploy.sh | grep x', 'AAAAA'),
    ('sh other.sh', 'KKADD'),
]


@pytest.mark.parametrize("row", DENY_ROWS, ids=lambda r: r[0])
def test_round40_stdin40_under_a_deny_rule(row) -> None:
    call, expected = row
    assert call_letters(_DENY_SNAP, call) == expected


@pytest.mark.parametrize("row", PLAIN_ROWS, ids=lambda r: r[0])
def test_round40_stdin40_without_rules(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


def test_the_rows_are_distinct() -> None:
    for rows in (DENY_ROWS, PLAIN_ROWS):
        assert len({r[0] for r in rows}) == len(rows)
