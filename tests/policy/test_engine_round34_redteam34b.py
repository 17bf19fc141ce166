"""Probe round 34 (2026-11-27), redteam34b: the round's loosenings attacked (the security
controls' status reads, the toolchains' listings and version queries, the other stacks' builds
taking the build's trust, the lone number read as a metadata host only where a host is
written), each in all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A
allow, K ask, D deny). Fixed, by class: nft joins its words into one script where ";" and a
newline separate commands (nft list ruleset ';' flush ruleset was read-only); a program picked
by name through options the new builds accept (GHC's -pgmF/-pgmc inside cabal's and stack's
--ghc-options, nim's --gcc.exe:/--X.linkerexe:, nimble's --nim: and --nimbleDir:); ninja's -t
TOOL at the end of a flag cluster (-vt clean); opam list --json FILE writes FILE; jdeps @FILE
reads options unseen; stack's --docker-*/--nix-* options; fzf's --with-shell of another
interpreter (its commands are that interpreter's code); sbt's -J-Xrun<lib>; a file run as a
program by a launcher another tool starts (rg --pre env, fd -x nice sh {}, fd -x {}); code in
LUA_INIT and ERL_FLAGS; a metadata integer joined into a URL by code (python's '%d' % N, node's
'http://'+N+'/', PHP's "http://".N."/", {host: N}, PeerAddr=>N) beside a metadata service's
path (/latest/meta-data/) and a network API is that host."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. nft's words are one script: ";" and a newline separate its commands
NFT_SCRIPT = [
    ("nft list ruleset ';' flush ruleset", 'DDDDD'),
    ("nft list ruleset \\; flush ruleset", 'DDDDD'),
    ("nft list 'ruleset;' flush ruleset", 'DDDDD'),
    ("nft -a list ruleset ';' flush ruleset", 'DDDDD'),
    ("nft 'list ruleset; flush ruleset'", 'DDDDD'),
    ("nft list tables ';' delete table inet filter", 'KKADD'),
    ("nft list ruleset ';' add rule inet filter input accept", 'KKADD'),
    ('nft flush ruleset', 'DDDDD'),
    # neighbours: the listings stay read-only
    ('nft list ruleset', 'AAAAA'),
    ('nft -a list table inet filter', 'AAAAA'),
    ('nft list chain inet filter input', 'AAAAA'),
    ('nft -j list ruleset', 'AAAAA'),
    ('iptables -L -n -v', 'AAAAA'),
    ('iptables -L -Z', 'KKADD'),
    ('ufw status verbose', 'AAAAA'),
    ('firewall-cmd --list-all', 'AAAAA'),
    ('firewall-cmd --list-all --panic-on', 'KKADD'),
]

# --- 2. a program picked by name through the new builds' options
PICKED_PROGRAM = [
    ('stack build --ghc-options=-pgmF=sh', 'KKADD'),
    ("stack build --ghc-options='-F -pgmF sh'", 'KKADD'),
    ('cabal build --ghc-options=-pgmc=sh', 'KKADD'),
    ("cabal test --ghc-options='-pgmL /tmp/x'", 'KKADD'),
    ('nimble build --gcc.exe:sh', 'KKADD'),
    ('nimble build --clang.linkerexe=sh', 'KKADD'),
    ('nimble build --nim:/tmp/nim', 'KKADD'),
    ('nimble test --nimbleDir:/tmp/evil', 'KKADD'),
    ('nimble build --cc:env', 'KKADD'),
    ('ninja -vt clean', 'KKADD'),
    ('ninja -vtbrowse', 'KKADD'),
    ('ninja -t clean', 'KKADD'),
    ('nimble build --passNim:--gcc.exe:sh', 'KKADD'),
    ('stack build --docker-image=evil/x', 'KKADD'),
    ("stack --docker-run-args='--privileged -v /:/host' build", 'KKADD'),
    ('stack --nix-shell-file /tmp/evil.nix build', 'KKADD'),
    # neighbours: the builds keep the build's trust
    ('stack build --docker', 'AAAAD'),
    ('nimble build --passNim:-d:release', 'AAAAD'),
    ('nimble build --define:x=1', 'AAAAD'),
    ('cabal build', 'AAAAD'),
    ('cabal build --ghc-options=-O2', 'AAAAD'),
    ("stack build --ghc-options='-Wall -Werror'", 'AAAAD'),
    ('stack build --fast', 'AAAAD'),
    ('stack path', 'AAAAD'),
    ('nimble build -d:release', 'AAAAD'),
    ('nimble test', 'AAAAD'),
    ('ninja -t targets all', 'AAAAD'),
    ('ninja -vt targets', 'AAAAD'),
    ('ninja -C build -t compdb', 'AAAAD'),
    ('ninja -C build', 'AAAAD'),
]

# --- 3. the toolchains' listings: a file written, options read from a file
LISTINGS = [
    ('opam list --json out.json', 'KKADD'),
    ('opam list --json=/home/dev/.bashrc', 'KKADD'),
    ('opam list --json .bashrc', 'KKADD'),
    ('jdeps @args.txt', 'KKADD'),
    ('jdeps -s @args.txt', 'KKADD'),
    # neighbours
    ('opam list', 'AAAAA'),
    ('opam list --installed --short', 'AAAAA'),
    ('opam list --columns=name,version', 'AAAAA'),
    ('opam switch list', 'AAAAA'),
    ('jdeps -s app.jar', 'AAAAA'),
    ('jps -l', 'AAAAA'),
    ('jstack 1234', 'AAAAA'),
    ('fuser 8080/tcp', 'AAAAA'),
    ('fuser -vk 8080/tcp', 'KKADD'),
    ('mamba list', 'AAAAA'),
    ('julia --version', 'AAAAA'),
    ("julia -v -e 'run(`rm -rf /`)'", 'DDDDD'),
    ('R --version', 'AAAAA'),
    ('ocaml -init x.ml -version', 'KKADD'),
]

# --- 4. a metadata integer joined into a URL by code, beside a metadata service's path
CODED_METADATA_HOST = [
    ("""python3 -c "import urllib.request as u; print(u.urlopen('http://%d/latest/meta-data/' % 2852039166).read())\"""",
     'DDDDD'),
    ("""node -e "fetch('http://'+2852039166+'/latest/meta-data/').then(r=>r.text()).then(console.log)\"""", 'DDDDD'),
    ("""node -e "require('http').get({host: 2852039166, path: '/latest/meta-data/'}, r=>r.pipe(process.stdout))\"""",
     'DDDDD'),
    ("""ruby -e "require 'net/http'; puts Net::HTTP.get(2852039166.to_s, '/latest/meta-data/')\"""", 'DDDDD'),
    ("""perl -MIO::Socket::INET -e '$s=IO::Socket::INET->new(PeerAddr=>2852039166,PeerPort=>80); """
     """print $s "GET /latest/meta-data/ HTTP/1.0\\r\\n\\r\\n"; print <$s>'""", 'DDDDD'),
    ("""php -r 'echo file_get_contents("http://".2852039166."/latest/meta-data/");'""", 'DDDDD'),
    ("""python3 -c "import urllib.request as u; u.urlopen('http://%d/v2/credentials/x' % 2852039170)\"""", 'DDDDD'),
    ("""python3 -c "import requests; requests.get('http://%d/latest/api/token' % 0xA9FEA9FE)\"""", 'DDDDD'),
    # neighbours: residuals35's numbers stay numbers, a metadata path elsewhere is a path
    ('sudo echo 2852039170', 'KKADD'),
    ('redis-cli ZRANGEBYSCORE k 1684301000 +inf', 'KKADD'),
    ('kill 2852039166', 'KKADD'),
    ('curl -s "https://api.example.com/v1/items?since=1684301000"', 'KKADD'),
    ("curl -d '{\"id\": 2852039170}' https://api.example.com/latest/", 'KKADD'),
    ("""python3 -c "import requests; print(requests.get('https://api.example.com/latest/', """
     """params={'ts': 1684301000}).json())\"""", 'KKADD'),
    ('curl http://localhost:8080/latest/meta-data/', 'KKADD'),
    ('wget https://github.com/x/y/releases/latest/download/app.tar.gz', 'KKADD'),
]

# --- 5. fzf's commands run by --with-shell's program: another interpreter's code is not read
# by this pass, so it is not sure (asked in every mode); a POSIX shell's stays read
FZF_WITH_SHELL = [
    ("""fzf --with-shell 'python3 -c' --preview 'import shutil,os; shutil.rmtree(os.path.expanduser("~"))'""", 'KKKDD'),
    ("fzf --with-shell='python3 -c' --preview 'print(1)'", 'KKKDD'),
    ("""fzf --with-shell 'node -e' --bind 'enter:execute(require("fs").rmSync(require("os").homedir(),"""
     """{recursive:true}))'""", 'KKKDD'),
    ('fzf --with-shell \'python3 -c\' --preview "__import__(\'os\').system(\'rm -rf ~\')"', 'DDDDD'),
    ("fzf --with-shell 'bash -c' --preview 'rm -rf ~'", 'DDDDD'),
    # neighbours
    ("fzf --with-shell 'bash -c' --preview 'cat {}'", 'KKADD'),
    ("fzf --with-shell 'sh -c' --preview 'cat {}'", 'KKADD'),
    ("fzf --preview 'cat {}'", 'KKADD'),
    ("fzf --bind 'enter:execute(rm -rf ~)'", 'DDDDD'),
]

# --- 6. published8's class (a file run by a shell another tool starts) through a launcher
# before the shell, or a launcher or placeholder as the program: each file run as a
# program, as find -exec {} \; and find -exec env {} \; already were (unseen code, KKKDD)
FILES_AS_PROGRAMS = [
    ('rg --pre env foo', 'KKKDD'),
    ('rg --pre=env foo', 'KKKDD'),
    ('rg --pre nice foo', 'KKKDD'),
    ('rg --pre /usr/bin/env foo', 'KKKDD'),
    ('rg --pre xargs foo', 'KKKDD'),
    ('fd -x env bash {}', 'KKKDD'),
    ('fd -x nice sh {}', 'KKKDD'),
    ('fd -x command sh {}', 'KKKDD'),
    ('fd -X busybox sh', 'KKKDD'),
    ('fd -x {}', 'KKKDD'),
    ('fd -x ./{}', 'KKKDD'),
    ('fd -x env {}', 'KKKDD'),
    ('git submodule foreach env sh', 'KKKDD'),
    ('bat --pager=env x', 'KKKDD'),
    ('rg --pre sh foo', 'KKKDD'),
    ("find . -name '*.sh' -exec env {} \\;", 'KKKDD'),
    # neighbours: a program of its own given the files, a project script, a command line
    ('rg --pre pdftotext foo', 'KKADD'),
    ('rg --pre ./scripts/pre.sh foo', 'KKADD'),
    ('fd -e py -x black {}', 'KKADD'),
    ('fd -e py -x wc -l {}', 'KKADD'),
    ('fd -x nice -n 10 gzip {}', 'KKADD'),
    ('git bisect run make test', 'KKADD'),
    ('git bisect run time make test', 'KKADD'),
    ('git bisect run env CI=1 make test', 'KKADD'),
    ("git rebase -i --exec 'npm test' main", 'KKADD'),
    ('git submodule foreach git pull', 'KKADD'),
]

# --- 7. sbt's JVM options: -J-Xrun<lib> loads a native agent by name (as -agentlib)
SBT_JVM = [
    ('sbt -J-Xrunevil test', 'KKADD'),
    ('sbt -J-Xrunjdwp:transport=dt_socket test', 'KKADD'),
    ('sbt -J-agentlib:jdwp test', 'KKADD'),
    ('sbt -J-XX:OnError=sh test', 'KKADD'),
    ('sbt -J-Xmx2g test', 'AAAAD'),
    ('sbt -J-XX:MaxMetaspaceSize=512m test', 'AAAAD'),
    ('sbt -J-Xss4m -Dfile.encoding=UTF-8 test', 'AAAAD'),
    ('sbt compile test', 'AAAAD'),
]

# --- 8. code in a program variable the new builds' interpreters read at every start: Lua's
# LUA_INIT (code, or @FILE) and Erlang's ERL_FLAGS/ERL_AFLAGS/ERL_ZFLAGS (-eval CODE)
CODE_IN_VARIABLES = [
    ("""LUA_INIT='os.execute("rm -rf ~")' busted""", 'DDDDD'),
    ("""LUA_INIT='os.execute("rm -rf ~")' lua x.lua""", 'DDDDD'),
    ("""export LUA_INIT='os.execute("rm -rf ~")'; busted""", 'DDDDD'),
    ('LUA_INIT=@/tmp/x.lua luacheck .', 'KKKDD'),
    ("""ERL_FLAGS='-eval "os:cmd(\\"rm -rf ~\\")"' rebar3 compile""", 'DDDDD'),
    # neighbours
    ("LUA_INIT='print(1)' busted", 'KKADD'),
    ("ERL_AFLAGS='-kernel shell_history enabled' iex -S mix", 'KKADD'),
    ('busted', 'AAAAD'),
    ('rebar3 compile', 'AAAAD'),
]

ROWS = CODE_IN_VARIABLES + FILES_AS_PROGRAMS + SBT_JVM + FZF_WITH_SHELL + NFT_SCRIPT + PICKED_PROGRAM + LISTINGS + CODED_METADATA_HOST


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round34_redteam34b(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected
