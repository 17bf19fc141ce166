"""Probe round 38 (2026-11-27), loops38: names produced at run time by LISTING a catastrophic
root and fed to a destroyer, each call in all five modes (letters: default, accept_edits, bypass,
dont_ask, explore; A allow, K ask, D deny). rm -rf ~/*, for f in ~/*; do rm -rf "$f"; done and
find ~ -mindepth 1 -delete were DDDDD, but the same deletion spelled through a listing was asked
("not sure": KKKDD, even KKADD for shred/chmod -R/chown -R/mv/truncate, xargs sudo rm -rf and
parallel). Fixed, by class: (1) a WHOLE listing (ls DIR, ls -A DIR, ls $HOME, find DIR -maxdepth
1 [-mindepth/-type], compgen -f DIR/, reordered by sort/uniq; a marked lister, _Whole) of /, the
home or a system directory (/etc, /usr...) handed to a destroyer (rm -r, shred, chmod -R, chown
-R, mv, truncate, find -delete; through sudo/env or sh -c 'rm -rf "$@"') is that directory's glob
(rm -rf ~/*): DDDDD, whether xargs reads the names (plain, -n1, -r, -0, -P, -I{} with {} alone
or DIR/{}), a for loop walks $(ls ...) or backticks, while read gets them from a pipe, < <(...)
or <<< "$(ls ~)", mapfile/readarray -t fills an array ("${a[@]}"), or parallel runs on them; the
names alone (ls ~ | xargs rm -rf from the project) are taken as the entries they name. (2) a
filter that selects (ls ~ | grep log, head -3) is no longer the whole listing: cd ~ && ls | grep
log | xargs rm -rf and the like were DDDDD (round 37's check read any listing of the home), now
KKKDD as ls ~ | grep log | xargs rm -rf is. (3) every entry of the working directory deleted
through a listing (ls | xargs rm -rf, for f in $(ls); do rm -rf "$f"; done) is the project
itself, as rm -rf . is: KKADD (was KKKDD). Benign neighbours (reads, echo, du, cp, chmod 644 of
the listed names, other directories' listings, ~/.ssh's) keep their letters."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()

XARGS = [
    ('ls ~ | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls -A ~ | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs -n1 rm -rf', 'DDDDD'),   # was KKKDD
    ('xargs -a <(ls ~) rm -rf', 'DDDDD'),   # was KKKDD
    ('ls -1 ~ | xargs -P4 -n1 rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs -r rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs --null rm -rf', 'DDDDD'),   # was KKKDD
    ('ls $HOME | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ${HOME} | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /home/dev | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls / | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls -A / | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /etc | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls /usr | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs -I{} rm -rf {}', 'DDDDD'),   # was KKKDD
    ('ls -A ~ | xargs -I{} rm -rf {}', 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs -I % rm -rf ~/%', 'DDDDD'),
    ('ls ~ | xargs sudo rm -rf', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs env rm -rf', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs timeout 10 rm -rf', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs nice -n 5 rm -rf', 'DDDDD'),   # was KKADD
    ('find / -type f | xargs timeout 10 rm -f', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs timeout 10 du -sh', 'AAAAA'),
    ("ls ~ | xargs -I{} sh -c 'rm -rf ~/{}'", 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs -I{} bash -c \'rm -rf "{}"\'', 'DDDDD'),   # was KKKDD
    ("ls ~ | grep x | xargs -I{} sh -c 'rm -rf ~/{}'", 'KKKDD'),
    ("ls build | xargs -I{} sh -c 'rm -rf build/{}'", 'KKKDD'),
    ("ls ~ | xargs -I{} sh -c 'echo ~/{}'", 'KKKDD'),
    ('ls ~ | xargs sh -c \'rm -rf "$@"\' sh', 'DDDDD'),   # was KKKDD
    ('ls ~ | xargs shred -u', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs chmod -R 000', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs chown -R nobody', 'DDDDD'),   # was KKADD
    ('ls -A ~ | xargs -I{} shred -u ~/{}', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs -I{} chmod -R 000 ~/{}', 'DDDDD'),   # was KKADD
    ('ls ~ | xargs -I{} mv ~/{} /dev/null', 'DDDDD'),   # was KKADD
    ('ls /etc | xargs -I{} rm -rf /etc/{}', 'DDDDD'),   # was KKKDD
    ('ls ~ | sort | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('compgen -f ~/ | xargs rm -rf', 'DDDDD'),   # was KKKDD
    ('ls ~ | parallel rm -rf', 'DDDDD'),   # was KKADD
    ('ls ~ | parallel rm -rf {}', 'DDDDD'),   # was KKADD
    ('ls /etc | parallel rm -rf /etc/{}', 'DDDDD'),
    ('find ~ -maxdepth 1 | xargs rm -rf', 'DDDDD'),
    ('find / -mindepth 1 -maxdepth 1 -print0 | xargs -0 rm -rf', 'DDDDD'),
    ('cd ~ && ls | xargs rm -rf', 'DDDDD'),
    ('cd ~ && ls | xargs rm -f', 'DDDDD'),   # was KKADD
    ("printf '%s\\n' ~/* | xargs rm -rf", 'DDDDD'),
    ('echo ~/* | xargs rm -rf', 'DDDDD'),
]

LOOPS = [
    ('for f in $(ls ~); do rm -rf ~/$f; done', 'DDDDD'),   # was KKKDD
    ('for f in $(ls -A ~); do rm -rf ~/$f; done', 'DDDDD'),   # was KKKDD
    ('for f in $(ls -A ~); do rm -rf "$HOME/$f"; done', 'DDDDD'),   # was KKKDD
    ('for f in `ls ~`; do rm -rf ~/$f; done', 'DDDDD'),   # was KKKDD
    ('for f in $(ls ~ | sort); do rm -rf ~/$f; done', 'DDDDD'),   # was KKKDD
    ('for f in $(ls /); do rm -rf /$f; done', 'DDDDD'),
    ('for f in $(ls /etc); do rm -rf /etc/$f; done', 'DDDDD'),   # was KKKDD
    ('for f in $(ls ~); do rm -rf "$f"; done', 'DDDDD'),   # was KKKDD
    ('for f in $(find ~ -maxdepth 1); do rm -rf "$f"; done', 'DDDDD'),
    ('for f in $(find ~ -maxdepth 1); do chmod -R 000 "$f"; done', 'DDDDD'),   # was KKADD
    ('for f in $(find / -type f); do unlink $f; done', 'DDDDD'),
    ('for f in $(ls ~); do shred -u ~/$f; done', 'DDDDD'),   # was KKADD
    ('for f in $(ls ~); do chmod -R 000 ~/$f; done', 'DDDDD'),   # was KKADD
    ('for f in $(ls ~); do chown -R nobody ~/$f; done', 'DDDDD'),   # was KKADD
    ('for f in $(ls ~); do mv ~/$f /dev/null; done', 'DDDDD'),   # was KKADD
    ('for f in $(ls ~); do truncate -s0 ~/$f; done', 'DDDDD'),   # was KKADD
    ('for f in $(ls ~); do find ~/$f -delete; done', 'DDDDD'),   # was KKADD
    ('for f in ~/*; do rm -rf "$f"; done', 'DDDDD'),
    ('rm -rf ~/*', 'DDDDD'),
    ('find ~ -mindepth 1 -delete', 'DDDDD'),
    ('a=(~/*); rm -rf "${a[@]}"', 'DDDDD'),
]

READ_LOOPS = [
    ('while read f; do rm -rf "$HOME/$f"; done < <(ls ~)', 'DDDDD'),   # was KKKDD
    ('ls ~ | while read f; do rm -rf ~/"$f"; done', 'DDDDD'),   # was KKKDD
    ('ls -A ~ | while read -r f; do rm -rf "$HOME/$f"; done', 'DDDDD'),   # was KKKDD
    ('while read f; do rm -rf ~/"$f"; done <<< "$(ls ~)"', 'DDDDD'),   # was KKKDD
    ('while read -r f; do rm -rf "$f"; done <<< "$(ls -A /)"', 'DDDDD'),   # was KKKDD
    ('mapfile -t a < <(ls ~); rm -rf "${a[@]}"', 'DDDDD'),   # was KKKDD
    ('readarray -t a < <(ls -A ~); for f in "${a[@]}"; do rm -rf ~/"$f"; done', 'DDDDD'),   # was KKKDD
    ('mapfile -t a < <(ls ~); cd ~ && rm -rf "${a[@]}"', 'DDDDD'),   # was KKKDD
]

SELECTED = [
    ("ls ~ | grep '\\.log$' | xargs rm", 'KKADD'),
    ('ls ~ | grep log | xargs rm -rf', 'KKKDD'),
    ('cd ~ && ls | grep log | xargs rm -rf', 'KKKDD'),   # was DDDDD
    ('cd ~ && ls -A | head -3 | xargs rm -rf', 'KKKDD'),   # was DDDDD
    ('ls -A ~ | grep log | xargs -I{} rm -rf ~/{}', 'KKKDD'),   # was DDDDD
    ('cd ~ && for f in $(ls | grep log); do rm -rf "$f"; done', 'KKKDD'),   # was DDDDD
    ('mapfile -t a < <(ls ~ | grep log); rm -rf "${a[@]}"', 'KKKDD'),
    ('for f in $(find ~ -maxdepth 1 -name \'*.log\'); do rm -rf "$f"; done', 'KKKDD'),
    ('for f in ~/tmp/*; do rm "$f"; done', 'KKADD'),
    ("find ~/tmp -name '*.tmp' -delete", 'KKADD'),
    ('ls ~/Downloads | xargs -I{} rm -rf ~/Downloads/{}', 'KKKDD'),
    ('for f in $(ls ~/.ssh); do rm -rf ~/.ssh/$f; done', 'KKKDD'),
    ('ls build | xargs rm -rf', 'KKKDD'),
    ('cd build && ls | xargs rm -rf', 'KKKDD'),
    ('for f in $(ls src); do rm -rf "src/$f"; done', 'KKKDD'),
]

WORKING_DIR = [
    ('ls | xargs rm -rf', 'KKADD'),   # was KKKDD
    ('ls -A | xargs rm -rf', 'KKADD'),   # was KKKDD
    ('ls | xargs -I{} rm -rf {}', 'KKADD'),   # was KKKDD
    ('for f in $(ls); do rm -rf "$f"; done', 'KKADD'),   # was KKKDD
    ('for f in *; do rm -rf "$f"; done', 'KKADD'),
    ('compgen -f | xargs rm -rf', 'KKADD'),   # was KKKDD
    ('ls | xargs rm -f', 'KKADD'),
    ('for f in $(ls); do mv "$f" archive/; done', 'KKADD'),
    ('cd /tmp && ls | xargs rm -rf', 'KKKDD'),
]

BENIGN = [
    ('ls ~', 'AAAAA'),
    ('ls ~ | wc -l', 'AAAAA'),
    ('ls ~ | sort', 'AAAAA'),
    ('for f in ~/*; do echo "$f"; done', 'AAAAA'),
    ('ls ~ | xargs du -sh', 'AAAAA'),
    ('ls ~ | xargs -I{} echo ~/{}', 'AAAAA'),
    ('ls ~/*.log | xargs rm -f', 'KKADD'),
    ('for f in $(ls ~/*.log); do rm -f "$f"; done', 'KKADD'),
    ('ls /etc/*.conf | xargs rm -f', 'KKADD'),
    ('rm -rf $(ls -d ~)', 'KKKDD'),
    ('ls ~ | xargs -I{} ls -ld ~/{}', 'AAAAA'),
    ('ls ~ | parallel echo', 'KKADD'),
    ('for f in $(ls ~); do echo ~/$f; done', 'AAAAA'),
    ('for f in $(ls ~); do du -sh ~/$f; done', 'AAAAA'),
    ('for f in $(ls ~); do cp -r ~/$f /tmp/bak/; done', 'KKADD'),
    ('for f in $(ls ~); do chmod 644 ~/$f; done', 'KKADD'),
    ('mapfile -t a < <(ls ~); echo "${a[@]}"', 'AAAAA'),
    ('while read f; do echo "$f"; done <<< "$(ls ~)"', 'AAAAA'),
    ('ls ~ | xargs truncate -s +1', 'KKADD'),
    ('compgen -f ~/', 'KKADD'),
    ('find . -maxdepth 1 | xargs rm -rf', 'KKADD'),
    ("find . -name '*.pyc' | xargs rm -f", 'KKADD'),
    ('git ls-files | xargs rm -f', 'KKADD'),
    ('ls -A ~ | xargs cat', 'KKADD'),
]

ROWS = XARGS + LOOPS + READ_LOOPS + SELECTED + WORKING_DIR + BENIGN


def _id(row) -> str:
    return row[0]


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round38_loops38(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


def test_the_rows_are_distinct() -> None:
    seen = [c for c, _ in ROWS]
    assert len(seen) == len(set(seen))
