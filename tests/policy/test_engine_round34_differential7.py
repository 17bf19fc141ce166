"""Probe round 34 (2026-11-27), differential7: every call of the policy tests' rows, the round's
helpers' probe files and about 2,300 calls of our own, judged in all five modes at the round's
branch point (b769c97) and after its six merged helpers (letters: default, accept_edits,
bypass, dont_ask, explore; A allow, K ask, D deny). Fixed, by class: (1) nft joins its words
into one text of commands that ';' and newlines separate: `nft list ruleset \\; flush ruleset`
was read-only (allowed in explore; residuals35's nft list entry), the flush it holds is now
denied as `nft flush ruleset` is, and so is a flush on the input of `nft -f -` or `nft -i`.
(2) a container started with --network host or --privileged shares the host's firewall or
kernel but not its processes: its kill 1, kill -9 -1, shutdown and crontab -r are the
container's own (an ask, as in a container without them), the host's only with --pid host or
a pod's hostPID; its iptables -F and setenforce 0 stay denied. (3) deno eval's code is read
past -p, -q and --ext (deno eval -p "await Deno.remove('/', ...)" was read at -p: asked,
allowed in bypass). (4) a shell or interpreter handed each file behind a wrapper that runs
the rest as it is (fd -x env sh, git bisect run busybox sh, fd -x nice -n 5 bash) is the
bare shell's unseen code, asked in every mode as fd -x sh is."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. nft's commands separated by ';' or a newline, and nft's input
NFT = [
    ("nft list ruleset \\; flush ruleset", 'DDDDD'),
    ("nft list ruleset ';' flush ruleset", 'DDDDD'),
    ("nft 'list ruleset; flush ruleset'", 'DDDDD'),
    ("nft list ruleset\\; flush ruleset", 'DDDDD'),
    ("nft 'list ruleset\nflush ruleset'", 'DDDDD'),
    ("nft -a list ruleset \\; -n flush ruleset", 'DDDDD'),
    ("sudo nft list ruleset \\; flush ruleset", 'DDDDD'),
    ("echo 'flush ruleset' | nft -f -", 'DDDDD'),
    ("printf 'list ruleset\\nflush ruleset\\n' | nft -f -", 'DDDDD'),
    ("nft -f - <<< 'flush ruleset'", 'DDDDD'),
    ("nft -i <<< 'flush ruleset'", 'DDDDD'),
    # neighbours: a listing stays read-only, two listings or another change are asked
    ("nft list ruleset", 'AAAAA'),
    ("nft -a list table inet filter", 'AAAAA'),
    ("sudo nft list ruleset", 'KKADD'),
    ("nft list tables \\; list ruleset", 'KKADD'),
    ("nft list ruleset \\; delete table inet filter", 'KKADD'),
    ("echo 'list ruleset' | nft -f -", 'KKADD'),
    ("nft -f rules.nft", 'KKADD'),
    ("nft flush ruleset", 'DDDDD'),
]

# --- 2. a container's own processes, power and crontab unless it shares the host's pid namespace
GUEST = [
    ("docker run --network host alpine kill 1", 'KKADD'),
    ("docker run --network host alpine kill -9 -1", 'KKADD'),
    ("docker run --network host alpine shutdown -h now", 'KKADD'),
    ("docker run --network host alpine crontab -r", 'KKADD'),
    ("docker run --network host alpine sh -c 'kill 1'", 'KKADD'),
    ("docker run --ipc host alpine kill 1", 'KKADD'),
    ("docker run --network host alpine cat /etc/shadow", 'KKADD'),
    ("kubectl run x --image=alpine --privileged -- kill 1", 'KKADD'),
    ("docker run --privileged alpine kill 1", 'KKKDD'),
    ("docker run --privileged alpine crontab -r", 'KKKDD'),
    # neighbours: the host's processes with its pid namespace, its firewall with its network
    ("docker run --pid host alpine kill 1", 'DDDDD'),
    ("docker run --pid=host alpine kill 1", 'DDDDD'),
    ("docker run --pid=host --privileged alpine kill -9 -1", 'DDDDD'),
    ("kubectl run x --image=alpine --overrides='{\"spec\":{\"hostPID\":true}}' --privileged -- kill 1", 'DDDDD'),
    ("docker run --network host alpine iptables -F", 'DDDDD'),
    ("docker run --network host alpine sh -c 'iptables -F'", 'DDDDD'),
    ("docker run --privileged alpine setenforce 0", 'DDDDD'),
    ("kubectl run x --image=alpine --privileged -- iptables -F", 'DDDDD'),
    ("docker run --network host alpine rm -rf /", 'DDDDD'),
    ("docker run --rm alpine kill 1", 'KKADD'),
    ("docker exec web kill 1", 'KKADD'),
    ("sudo kill 1", 'DDDDD'),
]

# --- 3. deno eval's code past its -p, -q and --ext options
DENO = [
    ("deno eval -p \"await Deno.remove('/', {recursive:true})\"", 'DDDDD'),
    ("deno eval -q \"await Deno.remove('/', {recursive:true})\"", 'DDDDD'),
    ("deno eval --ext=ts \"await Deno.remove(Deno.env.get('HOME'), {recursive:true})\"", 'DDDDD'),
    ("deno eval --ext ts \"await Deno.remove(Deno.env.get('HOME'), {recursive:true})\"", 'DDDDD'),
    ("deno eval \"await Deno.remove(Deno.env.get('HOME'), {recursive:true})\"", 'DDDDD'),
    # neighbours
    ("deno eval -p '1+2'", 'KKADD'),
    ("deno eval -q 'console.log(Deno.version)'", 'KKADD'),
    ("deno eval --ext=ts 'const x: number = 1; console.log(x)'", 'KKADD'),
    ("deno eval -p \"Deno.removeSync('./dist', {recursive: true})\"", 'KKADD'),
]

# --- 4. a shell handed the files through a wrapper that runs the rest as it is
WRAPPED = [
    ("fd -x env sh", 'KKKDD'),
    ("fd -x busybox sh", 'KKKDD'),
    ("fd -x nice -n 5 bash", 'KKKDD'),
    ("fd -e sh -x timeout 10 sh", 'KKKDD'),
    ("git bisect run env sh", 'KKKDD'),
    ("git bisect run env FOO=1 bash", 'KKKDD'),
    ("fd -x env python3 {}", 'KKKDD'),
    # neighbours: a program or a script of its own stays the ask it was
    ("fd -x env FOO=1 python3 tool.py {}", 'KKADD'),
    ("fd -x env wc -l", 'KKADD'),
    ("fd -e py -x env black", 'KKADD'),
    ("git bisect run env make test", 'KKADD'),
    ("git bisect run timeout 60 ./test.sh", 'KKADD'),
    ("fd -x timeout 5 shellcheck", 'KKADD'),
    ("fd -x wc -l", 'KKADD'),
]

ROWS = NFT + GUEST + DENO + WRAPPED


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round34_differential7(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


def test_the_rows_are_distinct() -> None:
    seen = [repr(c) for c, _ in ROWS]
    assert len(seen) == len(set(seen))
