r"""Probe round 44, benign48 (2026-11-28): a benign sweep, ~800 everyday developer commands (read-only
inspection and project builds, tests, formatters) in all five modes; a benign command asked or denied
is a defect too.

Fixed, by class (letters before -> after in the rows marked # was):
1. Data tools' reading verbs: gron (no URL: it fetches one), jless (one file; no shell escape),
   dasel (the selection only: not put/delete, even after flags, -o/--out, a URL): KKADD -> AAAAA.
   qsv (xsv's fork: its reading verbs; never -o/--output, stats (its cache file), index/schema/
   split/template/to/luau/py/fetch/sqlp/apply, --dupes-output, a URL) and Miller's mlr (main flags
   and verb chains; not -I, --prepipe/--prepipex, --load/--mload, a leading -s FILE, --files, the
   tee/split verbs, put/filter -f FILE, a DSL that calls system/exec or redirects tee/emit/print/
   dump to a file or a pipe, a URL) read the project's configuration (qsv loads ./.env into its
   QSV_* settings; mlr reads ./.mlrrc, where Miller refuses --prepipe/--load/--mload but -I would
   rewrite the files named): project queries, the build's trust, KKADD -> AAAAD.
2. terraform's names-only listings (workspace list, state list, providers; -no-color): they reach
   the backend the project configures, with the developer's credentials: the build's trust, KKADD
   -> AAAAD (commands.terraform_listing). output and show stay asked (secrets printed: rounds 29
   and 36). OpenTofu (tofu) is read, built, formatted and helped as terraform is, and a rule on
   terraform meets it (permissions._SAME_JOB).
3. A reader's output option naming /dev/null writes nothing (msgfmt -c -o /dev/null F.po, shuf -o
   /dev/null): KAADD -> AAAAA; msgfmt F.po without -o writes ./messages.mo (fx_msgfmt): KKADD ->
   KAADD.
4. Help and version pages: hyperfine/just/task --version and --help, fzf/delta --version (and the
   --help of dasel, gron, jless): KKADD -> AAAAA.
5. More readers: pipdeptree (not --python, --graph-output), npm query, openssl dgst/sha256/md5 of
   files (not -out, -sign, -hmac, -engine, standard input), ffprobe of one local media file (not
   -report, -o, -f, -show_data, a URL or protocol, a playlist), duf, findmnt (not -F/--tab-file),
   sensors (not -c, -s), kill -0 PID and kill -l, pre-commit validate-config/validate-manifest,
   glab's listings and views
   (mr, issue, ci list/status, release, label, repo view; not --web, -R, api, auth status): KKADD
   -> AAAAA; go mod tidy -diff and mvn help:describe with their build peers: KKADD -> AAAAD.

Older rows changed (the old letters were the gaps fixed here): round 36 benign41's terraform
providers/state list/workspace list, mlr, pipdeptree; round 38's and 41's mlr and terraform state
list; round 42's qsv headers, terraform workspace list, mlr, msgfmt x.po / --check x.po / -c -o
/dev/null; round 36 exfil36's ffprobe video.mp4; test_engine_rule_reach's kill -0 1 (ask -> allow).

Held: the build/test class (npm test, make, cargo build: AAAAD), terraform output/show (secrets),
registry queries (npm view/outdated, dotnet list package --outdated, pip index: KKADD, decided
earlier), network reads (curl -sI, dig), pagers (less), ldd (GTFOBins: may run the binary),
identify (ImageMagick's delegates), ack (its .ackrc may name a pager), and every write, exec or
network option of the tools above."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_DENY_SNAP = snap(permissions={"deny": ["Bash(terraform apply:*)"]})

DATA_TOOLS = [
    ('qsv headers data.csv', 'AAAAD'),  # was KKADD
    ('qsv count data.csv', 'AAAAD'),  # was KKADD
    ('qsv select a,b data.csv', 'AAAAD'),  # was KKADD
    ('qsv frequency -s col data.csv', 'AAAAD'),  # was KKADD
    ('qsv sort -s col data.csv', 'AAAAD'),  # was KKADD
    ('qsv slice -l 10 data.csv', 'AAAAD'),  # was KKADD
    ('qsv table data.csv', 'AAAAD'),  # was KKADD
    ('qsv select 1-3 data.csv | qsv table', 'AAAAD'),  # was KKADD
    ('qsv search -s name foo data.csv', 'AAAAD'),  # was KKADD
    ('qsv dedup data.csv', 'AAAAD'),  # was KKADD
    ('qsv --version', 'AAAAD'),  # was KKADD
    ('mlr --icsv --opprint cat data.csv', 'AAAAD'),  # was KKADD
    ('mlr --icsv --ojson head -n 5 data.csv', 'AAAAD'),  # was KKADD
    ('mlr --c2p sort -f name data.csv', 'AAAAD'),  # was KKADD
    ("mlr -n put 'end{print 1}'", 'AAAAD'),  # was KKADD
    ('mlr --icsv stats1 -a mean -f x data.csv', 'AAAAD'),  # was KKADD
    ("mlr --icsv --opprint filter '$x > 5' data.csv", 'AAAAD'),  # was KKADD
    ("mlr --icsv --ojson put '$z = $x . $y' data.csv", 'AAAAD'),  # was KKADD
    ("mlr --icsv put -s x=1 '$y = @x' x.csv", 'AAAAD'),  # was KKADD
    ('mlr --icsv --opprint sort -nr count then head -n 10 data.csv', 'AAAAD'),  # was KKADD
    ('mlr --prepipe-gunzip --icsv cat x.csv.gz', 'AAAAD'),  # was KKADD
    ('mlr --version', 'AAAAD'),  # was KKADD
    ('gron data.json', 'AAAAA'),  # was KKADD
    ('gron data.json | grep foo', 'AAAAA'),  # was KKADD
    ('gron -u x.gron', 'AAAAA'),  # was KKADD
    ('jless data.json', 'AAAAA'),  # was KKADD
    ('jless --yaml config.yml', 'AAAAA'),  # was KKADD
    ("dasel -f config.toml '.package.name'", 'AAAAA'),  # was KKADD
    ("dasel -r json -f package.json '.name'", 'AAAAA'),  # was KKADD
    ('dasel select -f x.json .a', 'AAAAA'),  # was KKADD
    ('mlr --icsv cat x.csv > out.csv', 'AAAAD'),  # was KKADD
    ('qsv sniff d.csv', 'AAAAD'),  # was KKADD
    ("jq '.name' package.json", 'AAAAA'),
    ('xsv stats data.csv', 'AAAAA'),
    ('datamash -t, sum 2 < data.csv', 'AAAAA'),
    ('csvlook data.csv', 'AAAAA'),
    ('csvstat data.csv', 'AAAAA'),
    ("yq '.spec' deploy.yaml", 'AAAAA'),
    ('tokei', 'AAAAA'),
    ('cloc .', 'AAAAA'),
    ('scc', 'AAAAA'),
    ('qsv stats data.csv', 'KKADD'),
    ('qsv stats --everything data.csv', 'KKADD'),
    ('qsv index data.csv', 'KKADD'),
    ('qsv select a -o out.csv data.csv', 'KKADD'),
    ("qsv luau map y 'x+1' d.csv", 'KKADD'),
    ("qsv py map y 'x+1' d.csv", 'KKADD'),
    ("qsv fetch --url-template 'https://x/{a}' d.csv", 'KKADD'),
    ('qsv to sqlite db.sqlite d.csv', 'KKADD'),
    ('qsv split outdir d.csv', 'KKADD'),
    ('qsv schema d.csv', 'KKADD'),
    ("qsv sqlp data.csv 'select * from data'", 'KKADD'),
    ('qsv dedup --dupes-output d.csv x.csv', 'KKADD'),
    ('qsv cat rows https://x/a.csv', 'KKADD'),
    ('qsv headers .env', 'KKADD'),
    ('mlr --icsv --opprint put -q \'tee > $a.".csv", $*\' x.csv', 'KKADD'),
    ('mlr --icsv put \'$z = system("id")\' x.csv', 'KKADD'),
    ('mlr --icsv put \'$h = exec("id")\' x.csv', 'KKADD'),
    ('mlr --icsv put \'print | "sh", $a\' x.csv', 'KKKDD'),
    ('mlr --icsv put \'emit > "out.txt", @sum\' x.csv', 'KKADD'),
    ('mlr --icsv put -f x.mlr x.csv', 'KKADD'),
    ('mlr -I --csv sort -f a x.csv', 'KKADD'),
    ("mlr --prepipe 'sh -c id' --icsv cat x.csv", 'KKADD'),
    ('mlr --prepipex cat --icsv cat x.csv', 'KKADD'),
    ('mlr --load x.mlr --icsv cat x.csv', 'KKADD'),
    ('mlr --icsv tee out.csv x.csv', 'KKADD'),
    ('mlr --icsv split -n 10 x.csv', 'KKADD'),
    ('mlr --icsv cat https://x.example/a.csv', 'KKADD'),
    ('mlr -s argsfile', 'KKADD'),
    ('mlr --icsv join -j id -f ~/.ssh/id_rsa x.csv', 'KKADD'),
    ('mlr --icsv cat ~/.ssh/id_rsa', 'KKADD'),
    ('gron https://api.github.com/repos/x/y', 'KKADD'),
    ('gron --insecure https://x', 'KKADD'),
    ("dasel put -f x.json -t string -v 1 '.a'", 'KKADD'),
    ("dasel delete -f x.json '.a'", 'KKADD'),
    ("dasel -f x.json -o out.json '.a'", 'KKADD'),
    ("dasel -f https://x/a.json '.a'", 'KKADD'),
    ('dasel -f .env .a', 'KKADD'),
    ('jless x.json y.json', 'KKADD'),
    ('jless ~/.aws/credentials', 'KKADD'),
    ("jq --slurp 'map(.a) | add' *.json", 'KKADD'),
    ('dasel -f x.json delete -s .a', 'KKADD'),
    ('dasel -f x.json put -s .a', 'KKADD'),
    ('qsv template --template-file t.j2 d.csv out', 'KKADD'),
]

TERRAFORM = [
    ('terraform workspace list', 'AAAAD'),  # was KKADD
    ('terraform state list', 'AAAAD'),  # was KKADD
    ('terraform state list aws_instance.web', 'AAAAD'),  # was KKADD
    ('terraform output', 'KKADD'),
    ('terraform providers', 'AAAAD'),  # was KKADD
    ('terraform show', 'KKADD'),
    ('terraform show -json plan.out', 'KKADD'),
    ('tofu validate', 'AAAAD'),  # was KKADD
    ('tofu fmt -check', 'AAAAA'),  # was KKADD
    ('tofu fmt -recursive', 'AAAAD'),  # was KKADD
    ('tofu version', 'AAAAA'),  # was KKADD
    ('tofu plan -help', 'AAAAA'),  # was KKADD
    ('tofu state list', 'AAAAD'),  # was KKADD
    ('tofu workspace list', 'AAAAD'),  # was KKADD
    ('tofu show', 'KKADD'),
    ('terraform providers -no-color', 'AAAAD'),  # was KKADD
    ('terraform workspace list -no-color', 'AAAAD'),  # was KKADD
    ('terraform state list -no-color', 'AAAAD'),  # was KKADD
    ('terraform validate', 'AAAAD'),
    ('terraform fmt -check', 'AAAAA'),
    ('terraform version', 'AAAAA'),
    ('terraform workspace show', 'AAAAA'),
    ('terraform output -json', 'KKADD'),
    ('terraform output -raw db_password', 'KKADD'),
    ('terraform output db_password', 'KKADD'),
    ('terraform -chdir=/tmp workspace list', 'KKADD'),
    ('terraform workspace select prod', 'KKADD'),
    ('terraform workspace new x', 'KKADD'),
    ('terraform state rm aws_instance.x', 'KKADD'),
    ('terraform state pull', 'KKADD'),
    ('terraform state show aws_instance.web', 'KKADD'),
    ('terraform providers lock', 'KKADD'),
    ('terraform providers schema -json', 'KKADD'),
    ('terraform apply', 'KKADD'),
    ('tofu apply -auto-approve', 'KKADD'),
    ('tofu init', 'KKADD'),
    ('terraform output -no-color -json', 'KKADD'),
    ('terraform state list -state=other.tfstate', 'KKADD'),
]

GITS = [
    ('glab mr list', 'AAAAA'),  # was KKADD
    ('glab mr view 12', 'AAAAA'),  # was KKADD
    ('glab mr diff 12', 'AAAAA'),  # was KKADD
    ('glab issue list --label bug', 'AAAAA'),  # was KKADD
    ('glab ci status', 'AAAAA'),  # was KKADD
    ('glab mr view -c 12', 'AAAAA'),  # was KKADD
    ('git log --oneline -20', 'AAAAA'),
    ('git show HEAD', 'AAAAA'),
    ('git blame src/app.py', 'AAAAA'),
    ('git describe --tags', 'AAAAA'),
    ('git reflog', 'AAAAA'),
    ('git shortlog -sn', 'AAAAA'),
    ('git range-diff main...feature', 'AAAAA'),
    ('git worktree list', 'AAAAA'),
    ('gh pr view 12', 'AAAAA'),
    ('gh pr list', 'AAAAA'),
    ('gh pr diff 12', 'AAAAA'),
    ('gh pr checks 12', 'AAAAA'),
    ('git diff | less', 'KKADD'),
    ('glab mr view 12 --web', 'KKADD'),
    ('glab mr list -w', 'KKADD'),
    ('glab mr list -R other/proj', 'KKADD'),
    ('glab api projects', 'KKADD'),
    ('glab mr merge 12', 'KKADD'),
    ('glab auth status', 'KKADD'),
    ('glab --version', 'AAAAA'),
    ('git verify-commit HEAD', 'KKADD'),
]

OTHERS = [
    ('msgfmt --check -o /dev/null po/de.po', 'AAAAA'),  # was KAADD
    ('msgfmt -c --statistics po/de.po -o /dev/null', 'AAAAA'),  # was KAADD
    ('msgfmt --check po/de.po', 'KAADD'),  # was KKADD
    ('msgfmt de.po', 'KAADD'),  # was KKADD
    ('shuf -o /dev/null x', 'AAAAA'),  # was KAADD
    ('hyperfine --help', 'AAAAA'),  # was KKADD
    ('hyperfine --version', 'AAAAA'),  # was KKADD
    ('just --version', 'AAAAA'),  # was KKADD
    ('task --version', 'AAAAA'),  # was KKADD
    ('just --help', 'AAAAA'),  # was KKADD
    ('task --help', 'AAAAA'),  # was KKADD
    ('pipdeptree', 'AAAAA'),  # was KKADD
    ('pipdeptree -r -p six', 'AAAAA'),  # was KKADD
    ("npm query ':root'", 'AAAAA'),  # was KKADD
    ('openssl dgst -sha256 file.tar.gz', 'AAAAA'),  # was KKADD
    ('openssl sha256 file.tar.gz', 'AAAAA'),  # was KKADD
    ('ffprobe video.mp4', 'AAAAA'),  # was KKADD
    ('ffprobe -v error -show_entries format=duration -of csv=p=0 video.mp4', 'AAAAA'),  # was KKADD
    ('duf', 'AAAAA'),  # was KKADD
    ('findmnt', 'AAAAA'),  # was KKADD
    ('findmnt -lo TARGET,SOURCE', 'AAAAA'),  # was KKADD
    ('sensors', 'AAAAA'),  # was KKADD
    ('sensors -j', 'AAAAA'),  # was KKADD
    ('fzf --version', 'AAAAA'),  # was KKADD
    ('delta --version', 'AAAAA'),  # was KKADD
    ('pre-commit validate-config', 'AAAAA'),  # was KKADD
    ('pre-commit validate-manifest .pre-commit-hooks.yaml', 'AAAAA'),  # was KKADD
    ('mvn help:describe -Dplugin=compiler', 'AAAAD'),  # was KKADD
    ('go mod tidy -diff', 'AAAAD'),  # was KKADD
    ('kill -l', 'AAAAA'),  # was KKADD
    ('kill -0 1234', 'AAAAA'),  # was KKADD
    ('kill -0 1234 || echo dead', 'AAAAA'),  # was KKADD
    ('npm test', 'AAAAD'),
    ('make', 'AAAAD'),
    ('cargo build', 'AAAAD'),
    ('go test ./...', 'AAAAD'),
    ('pytest', 'AAAAD'),
    ('just --list', 'AAAAD'),
    ('make -n', 'AAAAD'),
    ('cmake --build build', 'AAAAD'),
    ('ninja -t targets', 'AAAAD'),
    ('bazel query //...', 'AAAAD'),
    ('go vet ./...', 'AAAAD'),
    ('go list ./...', 'AAAAD'),
    ('go env', 'AAAAA'),
    ('cargo metadata', 'AAAAD'),
    ('cargo tree', 'AAAAD'),
    ('rustc --print cfg', 'AAAAD'),
    ('pip list', 'AAAAA'),
    ('pip show requests', 'AAAAA'),
    ('pip freeze', 'AAAAA'),
    ('uv pip list', 'AAAAD'),
    ('poetry show', 'AAAAD'),
    ('npm ls', 'AAAAA'),
    ('npm explain lodash', 'AAAAA'),
    ('pnpm why lodash', 'AAAAD'),
    ('yarn why lodash', 'AAAAD'),
    ('gem list', 'AAAAA'),
    ('bundle list', 'AAAAD'),
    ('composer show', 'AAAAD'),
    ('mvn -q dependency:tree', 'AAAAD'),
    ('gradle dependencies', 'AAAAD'),
    ('dotnet list package', 'AAAAD'),
    ('helm template ./chart', 'AAAAD'),
    ('helm lint ./chart', 'AAAAD'),
    ('kubectl get pods', 'AAAAA'),
    ('kubectl describe pod foo', 'AAAAA'),
    ('kubectl explain deployment', 'AAAAA'),
    ('docker ps', 'AAAAA'),
    ('docker images', 'AAAAA'),
    ('docker inspect foo', 'AAAAA'),
    ("awk '{print $1}' file.txt", 'AAAAA'),
    ("sed -n '1,20p' src/app.py", 'AAAAA'),
    ('openssl x509 -noout -text -in cert.pem', 'AAAAA'),
    ('file src/app.py', 'AAAAA'),
    ('stat src/app.py', 'AAAAA'),
    ('du -sh .', 'AAAAA'),
    ('df -h', 'AAAAA'),
    ('wc -l src/*.py', 'AAAAA'),
    ('tree -L 2', 'AAAAA'),
    ('ls -la', 'AAAAA'),
    ('date', 'AAAAA'),
    ('uname -a', 'AAAAA'),
    ('whoami', 'AAAAA'),
    ('id', 'AAAAA'),
    ('hostname', 'AAAAA'),
    ("python -c 'print(1+1)'", 'AAAAA'),
    ('npm view react version', 'KKADD'),
    ('npm outdated', 'KKADD'),
    ('dotnet list package --outdated', 'KKADD'),
    ('less README.md', 'KKADD'),
    ('msgfmt -o de.mo de.po', 'KAADD'),
    ('msgfmt -o /tmp/x.mo de.po', 'KKADD'),
    ('msgfmt -c -o ~/.bashrc de.po', 'KKADD'),
    ('msgfmt --java -d . de.po', 'KKADD'),
    ('msgfmt -D /tmp de.po', 'KKADD'),
    ('cd /tmp && msgfmt de.po', 'KKADD'),
    ("hyperfine 'npm test'", 'KKADD'),
    ('hyperfine -V', 'KKADD'),
    ("hyperfine --export-json x.json 'ls'", 'KKADD'),
    ("hyperfine --help 'rm -rf /'", 'DDDDD'),
    ('just --version extra', 'KKADD'),
    ('just build', 'AAAAD'),
    ('pipdeptree --python /usr/bin/python3', 'KKADD'),
    ('pipdeptree --graph-output png', 'KKADD'),
    ('npm query ~/.npmrc', 'KKADD'),
    ('openssl dgst -sha256 -out sig.bin file', 'KKADD'),
    ('openssl dgst -sha256 -sign key.pem file', 'KKADD'),
    ('openssl dgst -sha256 -engine /tmp/x.so file', 'KKADD'),
    ('openssl dgst -sha256 -hmac secret file', 'KKADD'),
    ('openssl dgst -sha256', 'KKADD'),
    ('openssl dgst -sha256 /dev/stdin', 'KKADD'),
    ('openssl dgst -sha256 ~/.ssh/id_rsa', 'KKADD'),
    ('ffprobe -i x.mp4 -report', 'KKADD'),
    ('ffprobe http://x/a.mp4', 'KKADD'),
    ("ffprobe 'concat:a.mp4|b.mp4'", 'KKADD'),
    ('ffprobe list.m3u8', 'KKADD'),
    ('ffprobe -f concat x', 'KKADD'),
    ('ffprobe -o out x.mp4', 'KKADD'),
    ('ffprobe ~/.ssh/id_rsa', 'KKADD'),
    ('findmnt -F /etc/shadow', 'KKADD'),
    ('findmnt --tab-file /etc/shadow', 'KKADD'),
    ('sensors -s', 'KKADD'),
    ('sensors -c /etc/x.conf', 'KKADD'),
    ('identify img.png', 'KKADD'),
    ('ldd bin/app', 'KKADD'),
    ('blkid', 'KKADD'),
    ('fzf', 'KKADD'),
    ('pre-commit install', 'KKADD'),
    ('pre-commit run --all-files', 'AAAAD'),
    ('go mod tidy', 'AAAAD'),
    ('ack foo', 'KKADD'),
    ('curl -sI https://example.com', 'KKADD'),
    ('dig example.com', 'KKADD'),
    ('docker manifest inspect alpine', 'KKADD'),
    ('trivy fs .', 'KKADD'),
    ('npm pack --dry-run', 'KKADD'),
    ('uv lock --dry-run', 'KKADD'),
    ('ffprobe -show_packets -show_data x.mp4', 'KKADD'),
    ('ffprobe -show_entries packet=data x.mp4', 'KKADD'),
    ('cd /tmp && terraform state list', 'KKADD'),
    ('cd /tmp && mlr --icsv cat x.csv', 'KKADD'),
    ('kill -0 -1', 'DDDDD'),
    ('kill -0 $(cat app.pid)', 'KKADD'),
    ('kill 1234', 'KKADD'),
    ('kill -9 1234', 'KKADD'),
    ('kill -s 0 1234', 'KKADD'),
]

TOFU_DENY = [
    ('tofu apply', 'DDDDD'),  # was KKADD
    ('terraform apply', 'DDDDD'),
    ('tofu plan', 'KKADD'),
    ('tofu state list', 'AAAAD'),  # was KKADD
]


@pytest.mark.parametrize("call,expected", DATA_TOOLS, ids=[r[0] for r in DATA_TOOLS])
def test_round44_benign48_data_tools(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", TERRAFORM, ids=[r[0] for r in TERRAFORM])
def test_round44_benign48_terraform(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", GITS, ids=[r[0] for r in GITS])
def test_round44_benign48_gits(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", OTHERS, ids=[r[0] for r in OTHERS])
def test_round44_benign48_others(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", TOFU_DENY, ids=[r[0] for r in TOFU_DENY])
def test_round44_benign48_tofu_deny(call, expected):
    assert call_letters(_DENY_SNAP, call) == expected
