"""Probe round 31 (2026-11-27), gtfobins31: every command the engine calls read-only (seed
000's read-only and safe lists, seed 002's, and the peers commands.py adds) against
GTFOBins' functions for it (shell, command, file write, upload, download, library load) and
the options its man page lists that write, run or set something, in all five modes
(letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny).

Fixed, by class (validators of the read-only table that parsed options unlike the
program's getopt, or checked a deny-list where an allowlist belongs):
- date: an operand other than +FORMAT sets the clock (date 010100002020, the MMDDhhmm
  form; after -- too), and -I takes its format only in the same word, so date -I -s X is
  -I then -s X (the scan took -s as -I's value).
- hostname: an allowlist of its printing options (-a -A -d -f -i -I -s -y -v -n and their
  long names, any getopt_long prefix that is no prefix of --file or --boot); the deny-list
  missed -F's value in the same word (hostname -Fx sets the name from file x).
- lsof: -D b/PATH writes the device cache at PATH, so a run-time word is judged as written
  (as sort's, date's and file's are): only as the value of -p, -c, -u, -d or an operand
  starting with a literal character or ":" (lsof "$x" may be -Db/PATH; lsof -p "$PID",
  lsof -i :"$PORT" stay read-only; unquoted ones split and ask, as sort -k $K does).
- uniq --group/--all-repeated and du --time take their value only after "=": the next word
  is an operand (uniq --group IN OUT writes OUT), not their value.
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. date: what sets the clock -------------------------------------------------------
DATE_SETS = [
    ('date 010100002020', 'KKADD'),
    ('date -u 0101', 'KKADD'),
    ('date 2020', 'KKADD'),
    ('date -- 0101', 'KKADD'),
    ('date -u 010100002020.30', 'KKADD'),
    ('date -I -s 2020-01-01', 'KKADD'),
    ('date -I --set=2020-01-01', 'KKADD'),
    ('date -I --se 2020-01-01', 'KKADD'),
    ('date -Is -s x', 'KKADD'),
    ('date -s 2020-01-01', 'KKADD'),
    ('date -sx', 'KKADD'),
    ('date --set x', 'KKADD'),
]
DATE_PRINTS = [
    ('date', 'AAAAA'),
    ('date +%F', 'AAAAA'),
    ('date -u +%s', 'AAAAA'),
    ('date -d yesterday +%F', 'AAAAA'),
    ('date --date=yesterday', 'AAAAA'),
    ('date --date yesterday +%s', 'AAAAA'),
    ('date -ud @0', 'AAAAA'),
    ('date -d@0 +%F', 'AAAAA'),
    ('date -r a.txt', 'AAAAA'),
    ('date -R', 'AAAAA'),
    ('date -I', 'AAAAA'),
    ('date -Iseconds', 'AAAAA'),
    ('date -uIs', 'AAAAA'),
    ('date -I -u', 'AAAAA'),
    ('date --rfc-3339=seconds', 'AAAAA'),
    ('date --iso-8601=seconds', 'AAAAA'),
    ('date -- +%F', 'AAAAA'),
    ('date -f dates.txt +%s', 'AAAAA'),
    ('date --utc', 'AAAAA'),
    ('TZ=UTC date', 'AAAAA'),
]

# --- 2. hostname: an allowlist of what prints -------------------------------------------
HOSTNAME_SETS = [
    ('hostname -Fx', 'KKADD'),
    ('hostname -F name.txt', 'KKADD'),
    ('hostname -vF x', 'KKADD'),
    ('hostname -sF x', 'KKADD'),
    ('hostname -vFx', 'KKADD'),
    ('hostname -sFname.txt', 'KKADD'),
    ('hostname --file name.txt', 'KKADD'),
    ('hostname --fi=x', 'KKADD'),
    ('hostname -b x', 'KKADD'),
    ('hostname --bo', 'KKADD'),
    ('hostname evil', 'KKADD'),
    ('hostname --fqdn=x', 'KKADD'),
    ('hostname "$X"', 'KKADD'),
]
HOSTNAME_PRINTS = [
    ('hostname', 'AAAAA'),
    ('hostname -f', 'AAAAA'),
    ('hostname -s', 'AAAAA'),
    ('hostname -I', 'AAAAA'),
    ('hostname -i', 'AAAAA'),
    ('hostname -A', 'AAAAA'),
    ('hostname -d', 'AAAAA'),
    ('hostname -a', 'AAAAA'),
    ('hostname --fqdn', 'AAAAA'),
    ('hostname --fq', 'AAAAA'),
    ('hostname --short', 'AAAAA'),
    ('hostname --all-fqdns', 'AAAAA'),
    ('hostname --all-ip-addresses', 'AAAAA'),
    ('hostname -V', 'AAAAA'),
    ('hostname -fs', 'AAAAA'),
]

# --- 3. lsof: run-time words judged as written --------------------------------------------
LSOF_RUNTIME_HELD = [
    ('lsof "$X"', 'KKADD'),
    ('lsof $X', 'KKADD'),
    ('lsof -i "$X"', 'KKADD'),
    ('lsof -p "$PID" "$X"', 'KKADD'),
    ('lsof -D"$x"', 'KKADD'),
    ('lsof "$FILE"', 'KKADD'),
    ('lsof -p $PID', 'KKADD'),
    ('lsof -i :$PORT', 'KKADD'),
    ('lsof -Db/tmp/x', 'KKADD'),
    ('lsof -nPDb/tmp/x', 'KKADD'),
    ('ls | xargs lsof', 'KKADD'),
    ('lsof -p $$', 'KKADD'),
]
LSOF_RUNTIME_READS = [
    ('lsof -p "$PID"', 'AAAAA'),
    ('lsof -p "$$"', 'AAAAA'),
    ('lsof -i :"$PORT"', 'AAAAA'),
    ('lsof -i tcp:"$PORT"', 'AAAAA'),
    ('lsof -c "$NAME"', 'AAAAA'),
    ('lsof -u "$USER"', 'AAAAA'),
    ('lsof ./"$f"', 'AAAAA'),
    ('lsof -p "$(pgrep -d, node)"', 'AAAAA'),
    ('lsof -i :3000', 'AAAAA'),
    ('lsof -ti :8080', 'AAAAA'),
    ('lsof -nP -iTCP -sTCP:LISTEN', 'AAAAA'),
    ('lsof -p 1', 'AAAAA'),
    ('lsof +D src', 'AAAAA'),
]

# --- 4. optional long values: the next word is an operand ---------------------------------
OPTIONAL_VALUES_HELD = [
    ('uniq --group a.txt out.txt', 'KKADD'),
    ('uniq --all-repeated a.txt out.txt', 'KKADD'),
    ('uniq -c a.txt out.txt', 'KKADD'),
    ('du --time --files0-from=x', 'KKADD'),
]
OPTIONAL_VALUES_READS = [
    ('uniq --group a.txt', 'AAAAA'),
    ('uniq --all-repeated=prepend a.txt', 'AAAAA'),
    ('uniq -D a.txt', 'AAAAA'),
    ('uniq -c a.txt', 'AAAAA'),
    ('du --time .', 'AAAAA'),
    ('du --time=ctime -sh .', 'AAAAA'),
    ('du -sh .', 'AAAAA'),
]

# --- 5. held before this round (GTFOBins' calls for the read-only programs): never A -----
GTFOBINS_HELD = [
    ('env -S sh', 'KKKDD'),
    ('env --split-string=sh', 'KKKDD'),
    ('command -p sh', 'KKKDD'),
    ('tar -tf a.tar --to-command=sh', 'KKKDD'),
    ('tar tf a.tar --checkpoint=1 --checkpoint-action=exec=sh', 'KKKDD'),
    ('tar -tf a.tar --use-comp=sh', 'KKKDD'),
    ('tar -tf host:a.tar', 'KKADD'),
    ('sort --compress-prog=sh a.txt', 'KKKDD'),
    ('sort --out=/tmp/out.txt a.txt', 'KKADD'),
    ('sed -n "1w out" a.txt', 'KKADD'),
    ('awk -l ./evil "{print}" a.txt', 'KKADD'),
    ('xxd -r a.hex out.bin', 'KKADD'),
    ('shuf --outp=out a.txt', 'KKADD'),
    ("sqlite3 '' '.shell id'", 'KKADD'),
    ('nm --plugin ./x.so a.o', 'KKADD'),
    ('ss -D out', 'KKADD'),
    ('ip netns exec foo sh', 'KKKDD'),   # (round 34, residuals36: a shell reading stdin, as bare sh)
    ('mapfile -C "sh -c id" -c 1 arr', 'KKKDD'),
    ('cloc --extract-with="sh -c id" x.tar', 'KKADD'),
    # (probe round 34, published8: a shell run on each file is unseen code, as sort's
    # --compress-prog=sh above; these were KKADD)
    ('rg --pre=sh x', 'KKKDD'),
    ('fd --exec-batch=sh', 'KKKDD'),
    ('find . -fprintf out x', 'KKADD'),
    ('file -C -m magic', 'KKADD'),
    ('dmesg --cl', 'KKADD'),
    ('rpm --eval "%(id)"', 'KKADD'),
    # (probe round 36, residuals38: the option variable's options carry their run-time
    # uncertainty, as tar -tf a.tar --to-command=sh above: KKKDD, was KKADD)
    ('TAR_OPTIONS=--to-command=sh tar -tf a.tar', 'KKKDD'),
    ('GCONV_PATH=. iconv -f x -t y a', 'KKKDD'),
]
GTFOBINS_READS = [
    ('tar -tvf a.tar', 'AAAAA'),
    ('sort -k1,1 a.txt', 'AAAAA'),
    ('xxd -r -p a.hex', 'AAAAA'),
    ('sqlite3 db .tables', 'AAAAA'),
    ('nm -C a.o', 'AAAAA'),
    ('ss -tlnp', 'AAAAA'),
    ('ip addr', 'AAAAA'),
    ('file -m magic a.txt', 'AAAAA'),
    ('dmesg', 'AAAAA'),
]

ROWS = (DATE_SETS + DATE_PRINTS + HOSTNAME_SETS + HOSTNAME_PRINTS + LSOF_RUNTIME_HELD + LSOF_RUNTIME_READS
        + OPTIONAL_VALUES_HELD + OPTIONAL_VALUES_READS + GTFOBINS_HELD + GTFOBINS_READS)


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_each_call_in_every_mode(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", DATE_SETS + HOSTNAME_SETS + LSOF_RUNTIME_HELD + OPTIONAL_VALUES_HELD + GTFOBINS_HELD,
                         ids=_id)
def test_what_writes_runs_or_sets_is_never_allowed_outside_bypass(row) -> None:
    got = call_letters(_SNAP, row[0])
    assert got[0] != "A" and got[1] != "A" and got[3:] == "DD", (row[0], got)


def test_no_read_is_denied_outside_explore_and_dont_ask() -> None:
    for call, expected in DATE_PRINTS + HOSTNAME_PRINTS + LSOF_RUNTIME_READS + OPTIONAL_VALUES_READS + GTFOBINS_READS:
        assert expected == "AAAAA", call
