r"""Probe round 48, benign52 (2026-11-28): round 47's benign Left items (gitleaks --report-path and
uv export -o FILE inside the project, perl's $]/$^V version one-liners), then ~650 everyday commands
of the families earlier rounds touched less: cloud and cluster reads (aws, gcloud, az, kubectl, helm,
kustomize, k9s), database reads (psql, sqlite3, mysql, redis-cli, duckdb, mongosh), observability
(journalctl, systemctl, docker stats, top, free, df, vmstat, iostat, sar, pidstat, loginctl) and
formatters run on the project's files. 725 distinct calls, each in all five modes.

Fixed, by class:
1. A reader's or a build's output option names its one write (shell._OPTION_OUTPUTS, recorded as
   shuf -o's is): gitleaks -r/--report-path F (commands.OUTPUT_READERS, _READER_OUTPUT_OPTS: the
   same scan without it read-only) KKADD -> KAADD; uv -o/--output-file F (uv export's project form
   takes it): a safe build's output named by its option is the build's output, as its redirection
   is (uv export > F was AAAAD): KKADD -> AAAAD. Outside the project, .env, .git/hooks, .vscode,
   CLAUDE.md, a run-time path, "-" (the report printed, secrets in full): asked as before.
2. Perl's version and system names ($], $^V, $^O) in the literal grammar, bare or in "...", never
   followed by [ { : - (a subscript runs code: "$^V[`id`]"); printf joins print/say; perl -V:NAME
   (a plain name) as perl -V: KKADD -> AAAAA.
3. Formatters of the project's files (SAFE_BUILD_BARE, shell._REWRITERS): yamlfmt, nixfmt,
   cmake-format (-i; not -o), elm-format (not --output/--stdin), csharpier format/check: KKADD ->
   AAAAD; home or / given: DDDDD as prettier --write ~.
4. Reads: systemctl show -p PROP (no Environment/Exec/Credential/secret property) and gcloud info,
   gcloud projects describe P, gcloud services list --enabled, az group show/exists, az account
   list-locations, az ad signed-in-user show, az vm list-ip-addresses, kubectl api-resources
   --namespaced=..., k9s info, sar/pidstat INTERVAL COUNT (not sar -o/-f, pidstat -e: GTFOBins),
   loginctl list-sessions/users/seats (not user-status: its pager), sqlite3 .schema --indent,
   .dbinfo, .mode/.headers: KKADD -> AAAAA (sqlite3 + SELECT AAAAD). pidstat -e CMD is probed as
   the command it runs (PROBED_READERS): pidstat -e rm -rf ~ stays DDDDD.

Held / decided: psql/mysql/redis-cli/mongosh/duckdb queries (rounds 33/36: a server, functions
that read and write files), systemctl cat and show without -p (Environment=), helm env
(HELM_KUBETOKEN), helm get values/all/hooks/manifest, kubectl config view, get secret, --raw,
gcloud/az describe and show of VMs, clusters, functions and apps (start-up scripts, settings),
gcloud logging read, aws dynamodb scan, registry queries (helm search hub, repo update), top/htop/
docker stats without --no-stream (interactive or never ending), dprint and scalafmt (plugins or
their own release fetched from URLs), taplo lint (schemas fetched), journalctl -D/--file.

Older row changed: round 32's (benign34) systemctl show nginx -p ActiveState KKADD -> AAAAA (the
held reason, Environment=, is not printed for a named property).

Left: go build -o .vscode/tasks.json is AAAAD (its -o is not recorded as a write; uv's is),
sqlite3 EXPLAIN QUERY PLAN, docker stats streaming."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_DENY = snap(permissions={"deny": ["Bash(rm:*)", "Bash(gitleaks:*)", "Bash(uv:*)", "Bash(perl:*)", "Bash(yamlfmt:*)",
                                   "Bash(csharpier:*)", "Bash(sar:*)", "Bash(systemctl:*)", "Bash(gcloud:*)",
                                   "Bash(az:*)", "Bash(sqlite3:*)"]})

REPORTS_AND_EXPORTS = [
    ('gitleaks detect --report-path report.json', 'KAADD'),  # was KKADD
    ('gitleaks detect --redact --report-path out/gl.json', 'KAADD'),  # was KKADD
    ('gitleaks detect --report-path report.json --report-format json', 'KAADD'),  # was KKADD
    ('gitleaks detect --report-path /tmp/r.json', 'KKADD'),
    ('gitleaks detect --report-path ~/r.json', 'KKADD'),
    ('gitleaks detect --report-path .git/hooks/pre-commit', 'KKADD'),
    ('gitleaks dir . --report-path r.sarif --report-format sarif', 'KAADD'),  # was KKADD
    ('gitleaks detect --report-path -', 'KKADD'),
    ('uv export -o requirements.txt', 'AAAAD'),  # was KKADD
    ('uv export --format requirements-txt -o requirements.txt', 'AAAAD'),  # was KKADD
    ('uv export --no-hashes -o requirements.txt', 'AAAAD'),  # was KKADD
    ('uv export --output-file requirements.txt', 'AAAAD'),  # was KKADD
    ('uv export -o /etc/x', 'KKADD'),
    ('uv export -o ~/.bashrc', 'KKADD'),
    ('uv export -o .git/hooks/post-checkout', 'KKADD'),
    ('uv export -o .env', 'KKADD'),
    ('gitleaks detect --report-path=report.json', 'KAADD'),  # was KKADD
    ('gitleaks detect -r report.json', 'KAADD'),  # was KKADD
    ('gitleaks detect -rreport.json', 'KKADD'),
    ('gitleaks detect --report-path report.json -v', 'KKADD'),
    ('gitleaks detect --report-path report.json -v --redact', 'KAADD'),  # was KKADD
    ('gitleaks detect --report-path report.json --source /tmp/evil', 'KKADD'),
    ('gitleaks detect --report-path report.json --report-path b.json', 'KKADD'),
    ('gitleaks detect --report-path CLAUDE.md', 'KKADD'),
    ('gitleaks detect --report-path .github/workflows/ci.yml', 'KKADD'),
    ('gitleaks detect --report-path .env', 'KKADD'),
    ('gitleaks detect --report-path "$(cat f)"', 'KKADD'),
    ('gitleaks detect --report-path ../r.json', 'KKADD'),
    ('gitleaks detect --report-path report.json --report-template t.tmpl', 'KKADD'),
    ("gitleaks detect --report-path report.json --log-opts='--output=x'", 'KKADD'),
    ('gitleaks detect --report-path r.json && cat r.json', 'KAADD'),  # was KKADD
    ('gitleaks detect --report-path=/dev/null', 'AAAAA'),  # was KKADD
    ('gitleaks dir src --report-path r.json --report-format sarif', 'KAADD'),  # was KKADD
    ('gitleaks detect --report-path r.json --report-format template', 'KKADD'),
    ('uv export --output-file=requirements.txt', 'AAAAD'),  # was KKADD
    ('uv export -o ../x.txt', 'KKADD'),
    ('uv export -o CLAUDE.md', 'KKADD'),
    ('uv export -o .vscode/tasks.json', 'KKADD'),
    ('uv export -o $HOME/x', 'KKADD'),
    ('uv export -o "$(cat f)"', 'KKADD'),
    ('uv export -o ~/.ssh/authorized_keys', 'KKADD'),
    ('uv export -o .envrc', 'KKADD'),
    ('uv export -o requirements.txt && pytest', 'KKADD'),
    ('uv export -o x.sh && sh x.sh', 'KKADD'),
    ('uv export -o Makefile && make', 'KKADD'),
    ('uv pip compile requirements.in -o /etc/x', 'KKADD'),
    ('uv python list --output-format json', 'AAAAD'),
]

PERL = [
    ("perl -e 'print $]'", 'AAAAA'),  # was KKADD
    ('perl -e \'print "$]\\n"\'', 'AAAAA'),  # was KKADD
    ("perl -le 'print $]'", 'AAAAA'),  # was KKADD
    ("perl -e 'print $^V'", 'AAAAA'),  # was KKADD
    ('perl -e \'print "$^V\\n"\'', 'AAAAA'),  # was KKADD
    ("perl -le 'print $^V'", 'AAAAA'),  # was KKADD
    ('perl -e \'printf "%vd\\n", $^V\'', 'AAAAA'),  # was KKADD
    ("perl -MConfig -e 'print $Config{version}'", 'KKADD'),
    ('perl -V:version', 'AAAAA'),  # was KKADD
    ('perl -v', 'AAAAA'),
    ("perl -e 'print $^X'", 'KKADD'),
    ("perl -e 'print $0'", 'KKADD'),
    ("perl -e 'print $ENV{HOME}'", 'KKADD'),
    ("perl -e 'print `id`'", 'KKADD'),
    ('perl -e \'print $]; system "rm -rf ~"\'', 'DDDDD'),
    ("perl -e 'print $^O'", 'AAAAA'),  # was KKADD
    ("perl -E 'say $^V'", 'AAAAA'),  # was KKADD
    ('perl -e \'print $] . "\\n"\'', 'AAAAA'),  # was KKADD
    ('perl -e \'print "perl $^V on $^O\\n"\'', 'AAAAA'),  # was KKADD
    ('perl -e \'print "$^V[`id`]"\'', 'KKADD'),
    ('perl -e \'print "$]{`id`}"\'', 'KKADD'),
    ('perl -e \'print "$^V->[0]"\'', 'KKADD'),
    ("perl -e 'print $^V[0]'", 'KKADD'),
    ("perl -e 'print $]->x'", 'KKADD'),
    ('perl -e \'print "@{[`id`]}"\'', 'KKADD'),
    ('perl -e \'print "${\\`id`}"\'', 'KKADD'),
    ("perl -e 'print $^V(1)'", 'KKADD'),
    ('perl -e \'printf STDERR "x"\'', 'KKADD'),
    ('perl -e \'printf "%s%s -rf ~", "r", "m"\' | sh', 'DDDDD'),  # was KKKDD
    ('perl -e \'print "$]::x"\'', 'KKADD'),
    ("perl -e 'print $^W'", 'KKADD'),
    ("perl -e 'print $^V' | sh", 'KKKDD'),
    ('perl -V:archname', 'AAAAA'),  # was KKADD
    ("perl -V:'.*'", 'KKADD'),
    ("perl -V:version -e 'system 1'", 'KKADD'),
    ('perl -V:version -V:osname', 'KKADD'),
]

FORMATTERS = [
    ('yamlfmt .', 'AAAAD'),  # was KKADD
    ('yamlfmt -lint .', 'AAAAD'),  # was KKADD
    ('yamlfmt config.yaml', 'AAAAD'),  # was KKADD
    ('yamlfmt -dry .', 'AAAAD'),  # was KKADD
    ('yamlfmt -conf .yamlfmt.yaml .', 'AAAAD'),  # was KKADD
    ('yamlfmt ~', 'DDDDD'),  # was KKADD
    ('yamlfmt /', 'DDDDD'),  # was KKADD
    ('yamlfmt ~/.config', 'KKADD'),
    ('yamlfmt -conf /tmp/x .', 'KKADD'),
    ('yamlfmt .github/workflows/ci.yml', 'AAAAD'),  # was KKADD
    ('prettier --write .github/workflows/ci.yml', 'AAAAD'),
    ('yamlfmt -in', 'KKADD'),
    ('yamlfmt ../other', 'KKADD'),
    ('nixfmt default.nix', 'AAAAD'),  # was KKADD
    ('nixfmt .', 'AAAAD'),  # was KKADD
    ('nixfmt --check flake.nix', 'AAAAD'),  # was KKADD
    ('nixfmt /etc/nixos/configuration.nix', 'KKADD'),
    ('nixfmt ~', 'DDDDD'),  # was KKADD
    ('cmake-format -i CMakeLists.txt', 'AAAAD'),  # was KKADD
    ('cmake-format CMakeLists.txt', 'AAAAD'),  # was KKADD
    ('cmake-format --check CMakeLists.txt', 'AAAAD'),  # was KKADD
    ('cmake-format -i ~/CMakeLists.txt', 'KKADD'),
    ('cmake-format -c /tmp/evil.py -i CMakeLists.txt', 'KKADD'),
    ('cmake-format -o /tmp/x CMakeLists.txt', 'KKADD'),
    ('cmake-format -i /etc/x.cmake', 'KKADD'),
    ('elm-format --yes src/', 'AAAAD'),  # was KKADD
    ('elm-format src/Main.elm --yes', 'AAAAD'),  # was KKADD
    ('elm-format --validate src/', 'AAAAD'),  # was KKADD
    ('elm-format --yes ~', 'DDDDD'),  # was KKADD
    ('elm-format --yes /', 'DDDDD'),  # was KKADD
    ('elm-format src/Main.elm --output /tmp/x', 'KKADD'),
    ('csharpier format .', 'AAAAD'),  # was KKADD
    ('csharpier check .', 'AAAAD'),  # was KKADD
    ('csharpier format ~', 'DDDDD'),  # was KKADD
    ('csharpier format /', 'DDDDD'),  # was KKADD
    ('csharpier format src/Program.cs', 'AAAAD'),  # was KKADD
    ('csharpier format . --config-path /tmp/x', 'KKADD'),
    ('dotnet csharpier .', 'KKADD'),
    ('dprint fmt', 'KKADD'),
    ('scalafmt', 'KKADD'),
    ('taplo lint', 'KKADD'),
    ("find . -name '*.yaml' -exec yamlfmt {} +", 'KKADD'),
    ("yamlfmt $(git ls-files '*.yml')", 'KKADD'),
    ('yamlfmt . && rm -rf ~', 'DDDDD'),
]

OBSERVABILITY = [
    ('systemctl show nginx -p ActiveState', 'AAAAA'),  # was KKADD
    ('systemctl show nginx -p ActiveState,SubState --value', 'AAAAA'),  # was KKADD
    ('systemctl show nginx --property=MainPID', 'AAAAA'),  # was KKADD
    ('systemctl show -p NRestarts nginx', 'AAAAA'),  # was KKADD
    ('systemctl --user show myapp -p ActiveState', 'AAAAA'),  # was KKADD
    ('systemctl show nginx', 'KKADD'),
    ('systemctl show nginx -p Environment', 'KKADD'),
    ('systemctl show nginx -p ExecStart', 'KKADD'),
    ('systemctl show nginx -p ActiveState,Environment', 'KKADD'),
    ('systemctl show nginx -p SetCredential', 'KKADD'),
    ('systemctl show nginx -p ActiveState -H host', 'KKADD'),
    ('systemctl show nginx -p ActiveState --host=evil', 'KKADD'),
    ('systemctl status show', 'KKADD'),  # was AAAAA
    ('systemctl cat nginx', 'KKADD'),
    ('gcloud info', 'AAAAA'),  # was KKADD
    ('gcloud info --run-diagnostics', 'KKADD'),
    ('gcloud info --show-log', 'KKADD'),
    ('gcloud info --format=json', 'AAAAA'),  # was KKADD
    ("gcloud info --format='value(config.properties.proxy.password)'", 'KKADD'),
    ('k9s info', 'AAAAA'),  # was KKADD
    ('k9s', 'KKADD'),
    ('sar -u 1 3', 'AAAAA'),  # was KKADD
    ('sar', 'AAAAA'),  # was KKADD
    ('sar -r', 'AAAAA'),  # was KKADD
    ('sar -n DEV 1 3', 'AAAAA'),  # was KKADD
    ('sar -P ALL 1 1', 'AAAAA'),  # was KKADD
    ('sar -o /tmp/x 1 3', 'KKADD'),
    ('sar -f /var/log/sa/sa01', 'KKADD'),
    ('sar -u 1 3 > out.txt', 'KAADD'),  # was KKADD
    ('pidstat 1 3', 'AAAAA'),  # was KKADD
    ('pidstat -u -p ALL 1 1', 'AAAAA'),  # was KKADD
    ('pidstat -r -C python 2 5', 'AAAAA'),  # was KKADD
    ('pidstat -e /bin/sh', 'KKKDD'),
    ('pidstat -e rm -rf ~', 'DDDDD'),
    ('pidstat -p 123 -e sh', 'KKADD'),
    ('pidstat -d 1', 'AAAAA'),  # was KKADD
    ('loginctl list-sessions', 'AAAAA'),  # was KKADD
    ('loginctl list-users --no-pager', 'AAAAA'),  # was KKADD
    ('loginctl user-status', 'KKADD'),
    ('loginctl terminate-user u', 'KKADD'),
    ('loginctl', 'KKADD'),
]

CLOUD = [
    ('kubectl api-resources --namespaced=true', 'AAAAA'),  # was KKADD
    ('kubectl api-resources --namespaced=false -o name', 'AAAAA'),  # was KKADD
    ('gcloud services list --enabled', 'AAAAA'),  # was KKADD
    ('gcloud services list --available --filter=name:compute', 'AAAAA'),  # was KKADD
    ('gcloud projects describe my-proj', 'AAAAA'),  # was KKADD
    ('gcloud projects describe my-proj --format=json', 'AAAAA'),  # was KKADD
    ('gcloud projects describe', 'KKADD'),
    ('gcloud projects describe a b', 'KKADD'),
    ('gcloud projects describe p --log-http', 'KKADD'),
    ('az group show -n rg', 'AAAAA'),  # was KKADD
    ('az group show --name rg -o table', 'AAAAA'),  # was KKADD
    ('az group exists -n rg', 'AAAAA'),  # was KKADD
    ('az account list-locations -o table', 'AAAAA'),  # was KKADD
    ('az ad signed-in-user show', 'AAAAA'),  # was KKADD
    ('az vm list-ip-addresses -g rg', 'AAAAA'),  # was KKADD
    ('az vm show -g rg -n vm', 'KKADD'),
    ('az group show -n rg --debug', 'KKADD'),
    ('az account show -n sub', 'AAAAA'),  # was KKADD
    ('az group delete -n rg', 'KKADD'),
    ('az group show -n rg --query properties', 'AAAAA'),  # was KKADD
    ('az ad signed-in-user show --query accessToken', 'KKADD'),
]

SQLITE = [
    ("sqlite3 db.sqlite3 '.schema --indent'", 'AAAAA'),  # was KKADD
    ("sqlite3 db.sqlite3 '.schema --indent users'", 'AAAAA'),  # was KKADD
    ("sqlite3 db.sqlite3 '.dbinfo'", 'AAAAA'),  # was KKADD
    ("sqlite3 db.sqlite3 '.mode column' '.headers on' 'select * from t'", 'AAAAD'),  # was KKADD
    ("sqlite3 db.sqlite3 '.mode column' '.tables'", 'AAAAA'),  # was KKADD
    ("sqlite3 db.sqlite3 '.headers on' '.schema'", 'AAAAA'),  # was KKADD
    ("sqlite3 db.sqlite3 '.mode insert t' 'select 1'", 'KKADD'),
    ("sqlite3 db.sqlite3 '.mode column' '.shell id'", 'KKADD'),
    ('sqlite3 db.sqlite3 \'.headers on\' "select writefile(\'/tmp/x\',\'y\')"', 'KKADD'),
    ("sqlite3 ~/.mozilla/firefox/x/cookies.sqlite '.dbinfo'", 'KKADD'),
    ("sqlite3 /tmp/x.db '.mode csv' 'select 1'", 'AAAAA'),  # was KKADD
]

EVERYDAY = [
    ('aws sts get-caller-identity', 'AAAAA'),
    ('aws s3 ls', 'AAAAA'),
    ('aws s3 ls s3://my-bucket/', 'AAAAA'),
    ('aws s3 ls s3://my-bucket --recursive', 'AAAAA'),
    ('aws ec2 describe-instances', 'AAAAA'),
    ('aws ec2 describe-instances --region us-east-1 --output table', 'AAAAA'),
    ('aws ec2 describe-security-groups', 'AAAAA'),
    ('aws ec2 describe-vpcs', 'AAAAA'),
    ('aws lambda list-functions', 'AAAAA'),
    ('aws iam list-users', 'AAAAA'),
    ('aws iam get-user', 'AAAAA'),
    ('aws cloudformation describe-stacks', 'AAAAA'),
    ('aws eks list-clusters', 'AAAAA'),
    ('aws eks describe-cluster --name prod', 'AAAAA'),
    ('aws logs describe-log-groups', 'AAAAA'),
    ('aws logs tail /aws/lambda/fn', 'AAAAA'),
    ('aws configure list', 'AAAAA'),
    ('aws configure get region', 'AAAAA'),
    ('aws configure get aws_secret_access_key', 'KKADD'),
    ('aws secretsmanager get-secret-value --secret-id prod/db', 'KKADD'),
    ('aws ssm get-parameter --name /prod/db --with-decryption', 'KKADD'),
    ('aws ecr get-login-password', 'KKADD'),
    ('aws sts get-session-token', 'KKADD'),
    ('aws --version', 'AAAAA'),
    ('aws s3 cp file s3://b/', 'KKADD'),
    ('aws s3 rm s3://b/x', 'KKADD'),
    ('aws ec2 terminate-instances --instance-ids i-1', 'KKADD'),
    ('gcloud config list', 'AAAAA'),
    ('gcloud config get-value project', 'AAAAA'),
    ('gcloud projects list', 'AAAAA'),
    ('gcloud compute instances list', 'AAAAA'),
    ('gcloud container clusters list', 'AAAAA'),
    ('gcloud container clusters describe prod --zone us-central1-a', 'KKADD'),
    ('gcloud auth list', 'AAAAA'),
    ('gcloud auth print-access-token', 'KKADD'),
    ('gcloud secrets versions access latest --secret=x', 'KKADD'),
    ('gcloud run services list', 'AAAAA'),
    ('gcloud --version', 'AAAAA'),
    ('az account show', 'AAAAA'),
    ('az account list', 'AAAAA'),
    ('az group list', 'AAAAA'),
    ('az vm list -o table', 'AAAAA'),
    ('az aks list', 'AAAAA'),
    ('az aks show -g rg -n aks', 'KKADD'),
    ('az webapp list', 'AAAAA'),
    ('az keyvault secret show --vault-name v --name s', 'KKADD'),
    ('az account get-access-token', 'KKADD'),
    ('az version', 'AAAAA'),
    ('kubectl get pods', 'AAAAA'),
    ('kubectl get pods -A', 'AAAAA'),
    ('kubectl get pods -n kube-system -o wide', 'AAAAA'),
    ('kubectl get deploy,svc', 'AAAAA'),
    ('kubectl get nodes', 'AAAAA'),
    ('kubectl get all', 'AAAAA'),
    ('kubectl get pods -o yaml', 'AAAAA'),
    ('kubectl get secrets', 'KKADD'),
    ('kubectl get secret db -o yaml', 'KKADD'),
    ("kubectl get secret db -o jsonpath='{.data.password}'", 'KKADD'),
    ('kubectl get configmap app -o yaml', 'AAAAA'),
    ('kubectl describe pod web-1', 'AAAAA'),
    ('kubectl describe node n1', 'AAAAA'),
    ('kubectl describe secret db', 'AAAAA'),
    ('kubectl top pods', 'AAAAA'),
    ('kubectl top nodes', 'AAAAA'),
    ('kubectl api-resources', 'AAAAA'),
    ('kubectl api-versions', 'AAAAA'),
    ('kubectl explain pods.spec', 'AAAAA'),
    ('kubectl explain deployment --recursive', 'AAAAA'),
    ('kubectl version --client', 'AAAAA'),
    ('kubectl cluster-info', 'AAAAA'),
    ('kubectl config current-context', 'AAAAA'),
    ('kubectl config get-contexts', 'AAAAA'),
    ('kubectl logs web-1', 'AAAAA'),
    ('kubectl logs -f deploy/web', 'AAAAA'),
    ('kubectl get events --sort-by=.metadata.creationTimestamp', 'AAAAA'),
    ('kubectl auth can-i list pods', 'AAAAA'),
    ('kubectl rollout status deploy/web', 'AAAAA'),
    ('kubectl rollout history deploy/web', 'AAAAA'),
    ('kubectl diff -f k8s/', 'AAAAA'),
    ('kubectl apply -f k8s/', 'KKADD'),
    ('kubectl delete pod web-1', 'KKADD'),
    ('kubectl exec -it web-1 -- sh', 'KKADD'),
    ('kubectl port-forward svc/web 8080:80', 'KKADD'),
    ('kubectl get pods --kubeconfig ~/.kube/other', 'KKADD'),
    ('kubectl get pods --watch', 'AAAAA'),
    ('kubectl get pods -w', 'AAAAA'),
    ('helm list', 'AAAAA'),
    ('helm list -A', 'AAAAA'),
    ('helm status myrel', 'AAAAA'),
    ('helm history myrel', 'AAAAA'),
    ('helm template ./chart', 'AAAAD'),
    ('helm template myrel ./chart -f values.yaml', 'AAAAD'),
    ('helm lint ./chart', 'AAAAD'),
    ('helm show values bitnami/nginx', 'AAAAA'),
    ('helm show chart ./chart', 'AAAAA'),
    ('helm get manifest myrel', 'KKADD'),
    ('helm get values myrel', 'KKADD'),
    ('helm dependency list ./chart', 'AAAAA'),
    ('helm repo list', 'AAAAA'),
    ('helm version', 'AAAAA'),
    ('helm env', 'KKADD'),
    ('helm install myrel ./chart', 'KKADD'),
    ('helm upgrade myrel ./chart', 'KKADD'),
    ('helm template ./chart --post-renderer ./x.sh', 'KKADD'),
    ('kustomize build overlays/prod', 'AAAAD'),
    ('kustomize build .', 'AAAAD'),
    ('kustomize build --enable-exec overlays/prod', 'KKADD'),
    ('kustomize build --enable-alpha-plugins overlays/prod', 'KKADD'),
    ('kustomize version', 'AAAAA'),
    ('kubectl kustomize overlays/prod', 'AAAAD'),
    ('k9s version', 'AAAAA'),
    ("psql -c 'SELECT 1'", 'KKADD'),
    ("psql -c 'SELECT count(*) FROM users'", 'KKADD'),
    ("psql -d test -c 'SELECT * FROM orders LIMIT 10'", 'KKADD'),
    ("psql -h 127.0.0.1 -U postgres -d test -c 'select version()'", 'KKADD'),
    ('psql -l', 'KKADD'),
    ('psql -lqt', 'KKADD'),
    ("psql -c '\\dt'", 'KKADD'),
    ("psql -d test -c '\\d users'", 'KKADD'),
    ("psql -c 'DROP TABLE users'", 'DDDDD'),
    ("psql -c 'DELETE FROM users'", 'DDDDD'),
    ('psql -c "COPY users TO \'/tmp/x\'"', 'KKADD'),
    ("psql -c '\\! rm -rf ~'", 'DDDDD'),
    ("psql -c 'SELECT 1; DROP TABLE users'", 'DDDDD'),
    ('psql -f schema.sql', 'KKADD'),
    ("psql -c 'select pg_read_file($$/etc/passwd$$)'", 'KKADD'),
    ("psql test -tAc 'SELECT 1'", 'KKADD'),
    ("psql postgresql://u:p@host/db -c 'SELECT 1'", 'KKADD'),
    ('pg_isready', 'KKADD'),
    ('pg_dump --schema-only test', 'KKADD'),
    ('pg_dump test > dump.sql', 'KKADD'),
    ("sqlite3 db.sqlite3 '.tables'", 'AAAAA'),
    ('sqlite3 db.sqlite3 .tables', 'AAAAA'),
    ("sqlite3 db.sqlite3 '.schema'", 'AAAAA'),
    ("sqlite3 db.sqlite3 '.schema users'", 'AAAAA'),
    ("sqlite3 db.sqlite3 'select * from users limit 5'", 'AAAAD'),
    ("sqlite3 db.sqlite3 'SELECT count(*) FROM django_migrations;'", 'AAAAD'),
    ("sqlite3 -header -column db.sqlite3 'select * from auth_user'", 'AAAAD'),
    ("sqlite3 db.sqlite3 'PRAGMA table_info(users)'", 'AAAAA'),
    ("sqlite3 db.sqlite3 'delete from users'", 'DDDDD'),
    ("sqlite3 db.sqlite3 '.shell rm -rf ~'", 'DDDDD'),
    ("sqlite3 db.sqlite3 '.system id'", 'KKADD'),
    ('sqlite3 db.sqlite3 ".output /tmp/x" \'select 1\'', 'KKADD'),
    ('sqlite3 db.sqlite3 "select writefile(\'/tmp/x\',\'y\')"', 'KKADD'),
    ('sqlite3 db.sqlite3 "select load_extension(\'x\')"', 'KKADD'),
    ('sqlite3 db.sqlite3 "ATTACH \'/tmp/x.db\' AS x"', 'KKADD'),
    ("sqlite3 db.sqlite3 '.dump'", 'AAAAA'),
    ("sqlite3 db.sqlite3 '.import x.csv t'", 'KKADD'),
    ("sqlite3 ~/.mozilla/firefox/x/cookies.sqlite 'select * from moz_cookies'", 'KKADD'),
    ("sqlite3 -readonly db.sqlite3 'select 1'", 'AAAAA'),  # was AAAAD
    ("sqlite3 db.sqlite3 '.read x.sql'", 'KKADD'),
    ('sqlite3 --version', 'AAAAA'),
    ("mysql -e 'SHOW TABLES' mydb", 'KKADD'),
    ("mysql -u root -e 'SHOW DATABASES'", 'KKADD'),
    ("mysql -e 'SELECT * FROM users LIMIT 5' app", 'KKADD'),
    ("mysql -e 'DROP DATABASE app'", 'DDDDD'),
    ("mysql -e 'system rm -rf ~'", 'DDDDD'),
    ("mysql -e '\\! id'", 'KKADD'),
    ('mysql -e "SELECT 1 INTO OUTFILE \'/tmp/x\'"', 'KKADD'),
    ('mysql --version', 'AAAAA'),
    ('redis-cli GET foo', 'KKADD'),
    ("redis-cli KEYS '*'", 'KKADD'),
    ('redis-cli INFO', 'KKADD'),
    ('redis-cli info memory', 'KKADD'),
    ('redis-cli PING', 'KKADD'),
    ('redis-cli TTL foo', 'KKADD'),
    ("redis-cli --scan --pattern 'sess:*'", 'KKADD'),
    ('redis-cli DBSIZE', 'KKADD'),
    ('redis-cli HGETALL user:1', 'KKADD'),
    ('redis-cli FLUSHALL', 'DDDDD'),
    ('redis-cli SET foo bar', 'KKADD'),
    ('redis-cli DEL foo', 'KKADD'),
    ("redis-cli CONFIG GET '*'", 'KKADD'),
    ('redis-cli CONFIG SET dir /tmp', 'KKADD'),
    ("redis-cli EVAL 'return 1' 0", 'KKADD'),
    ('redis-cli MONITOR', 'KKADD'),
    ('redis-cli -h prod.example.com GET foo', 'KKADD'),
    ('redis-cli --rdb dump.rdb', 'KKADD'),
    ("mongosh --eval 'db.users.find().limit(5)'", 'KKADD'),
    ("mongosh --quiet --eval 'db.stats()'", 'KKADD'),
    ('journalctl --user -u myapp', 'AAAAA'),
    ('journalctl --user -u myapp -n 100 --no-pager', 'AAAAA'),
    ('journalctl -u nginx --since today', 'AAAAA'),
    ('journalctl -u nginx -f', 'AAAAA'),
    ('journalctl -xe', 'AAAAA'),
    ('journalctl -b -p err', 'AAAAA'),
    ('journalctl --disk-usage', 'AAAAA'),
    ('journalctl --vacuum-time=2d', 'KKADD'),
    ('journalctl --rotate', 'KKADD'),
    ('journalctl -o json -n 10', 'AAAAA'),
    ('systemctl status nginx', 'AAAAA'),
    ('systemctl --user status myapp', 'AAAAA'),
    ('systemctl is-active nginx', 'AAAAA'),
    ('systemctl is-enabled nginx', 'AAAAA'),
    ('systemctl list-units --type=service', 'AAAAA'),
    ('systemctl list-units --failed', 'AAAAA'),
    ('systemctl list-timers', 'AAAAA'),
    ('systemctl --failed', 'AAAAA'),
    ('systemctl restart nginx', 'KKADD'),
    ('systemctl --user restart myapp', 'KKADD'),
    ('systemctl edit nginx', 'KKADD'),
    ('systemctl status nginx --no-pager -l', 'AAAAA'),
    ('docker stats --no-stream', 'AAAAA'),
    ("docker stats --no-stream --format '{{.Name}} {{.CPUPerc}}'", 'AAAAA'),
    ('docker stats', 'KKADD'),
    ('docker ps', 'AAAAA'),
    ('docker ps -a', 'AAAAA'),
    ('docker logs web', 'AAAAA'),
    ('docker logs --tail 100 web', 'AAAAA'),
    ('docker top web', 'AAAAA'),
    ('docker images', 'AAAAA'),
    ('docker system df', 'AAAAA'),
    ('docker inspect web', 'AAAAA'),
    ('docker compose ps', 'AAAAA'),
    ('docker compose logs web', 'AAAAA'),
    ('docker info', 'AAAAA'),
    ('docker version', 'AAAAA'),
    ('top -b -n1', 'AAAAA'),
    ('top -b -n 1 | head -20', 'AAAAA'),
    ('top -bn1', 'AAAAA'),
    ('top', 'KKADD'),
    ('htop', 'KKADD'),
    ('free -h', 'AAAAA'),
    ('free -m', 'AAAAA'),
    ('df -h', 'AAAAA'),
    ('df -h .', 'AAAAA'),
    ('df -i', 'AAAAA'),
    ('du -sh .', 'AAAAA'),
    ('du -sh node_modules', 'AAAAA'),
    ('vmstat', 'AAAAA'),
    ('vmstat 1 5', 'AAAAA'),
    ('iostat', 'AAAAA'),
    ('iostat -x 1 3', 'AAAAA'),
    ('mpstat', 'AAAAA'),
    ('uptime', 'AAAAA'),
    ('ps aux', 'AAAAA'),
    ('ps aux --sort=-%mem | head', 'AAAAA'),
    ('lsof -i :8080', 'AAAAA'),
    ('ss -tlnp', 'AAAAA'),
    ('netstat -tlnp', 'AAAAA'),
    ('nproc', 'AAAAA'),
    ('lscpu', 'AAAAA'),
    ('lsblk', 'AAAAA'),
    ('cat /proc/meminfo', 'AAAAA'),
    ('cat /proc/loadavg', 'AAAAA'),
    ('dmesg | tail', 'AAAAA'),
    ('w', 'AAAAA'),
    ('who', 'AAAAA'),
    ('last', 'AAAAA'),
    ('ulimit -a', 'AAAAA'),
    ('sysctl -a', 'AAAAA'),
    ('sysctl vm.swappiness', 'AAAAA'),
    ('sysctl -w vm.swappiness=10', 'KKADD'),
    ('uname -a', 'AAAAA'),
    ('hostnamectl', 'AAAAA'),
    ('timedatectl', 'AAAAA'),
    ('ip addr', 'AAAAA'),
    ('ip route', 'AAAAA'),
    ('clang-format -i src/main.cpp', 'AAAAD'),
    ('clang-format -i src/*.cpp include/*.h', 'AAAAD'),
    ('clang-format --dry-run --Werror src/main.cpp', 'AAAAD'),
    ('clang-format -style=file -i src/a.c', 'AAAAD'),
    ('clang-format src/main.cpp', 'AAAAD'),
    ('clang-format -i /etc/x.c', 'KKADD'),
    ('clang-format -i ~/.bashrc', 'KKADD'),
    ('shfmt -w scripts/build.sh', 'AAAAD'),
    ('shfmt -l -w .', 'AAAAD'),
    ('shfmt -d scripts/', 'AAAAD'),
    ('shfmt -i 2 -w scripts/*.sh', 'AAAAD'),
    ('shfmt -w ~/.bashrc', 'KKADD'),
    ('taplo fmt', 'AAAAD'),
    ('taplo fmt Cargo.toml', 'AAAAD'),
    ('taplo fmt --check', 'AAAAD'),
    ('stylua .', 'AAAAD'),
    ('stylua src/', 'AAAAD'),
    ('stylua --check .', 'AAAAD'),
    ('stylua lua/init.lua', 'AAAAD'),
    ('rustfmt src/main.rs', 'AAAAD'),
    ('rustfmt --check src/main.rs', 'AAAAD'),
    ('rustfmt --edition 2021 src/lib.rs', 'AAAAD'),
    ('cargo fmt', 'AAAAD'),
    ('cargo fmt --check', 'AAAAD'),
    ('cargo fmt --all', 'AAAAD'),
    ('gofumpt -w .', 'AAAAD'),
    ('gofumpt -l .', 'AAAAD'),
    ('gofumpt -d main.go', 'AAAAD'),
    ('gofmt -w .', 'AAAAD'),
    ('gofmt -l .', 'AAAAA'),
    ('goimports -w .', 'AAAAD'),
    ('isort .', 'AAAAD'),
    ('isort src/', 'AAAAD'),
    ('isort --check-only --diff .', 'AAAAD'),
    ('isort app.py', 'AAAAD'),
    ('autopep8 -i app.py', 'AAAAD'),
    ('autopep8 --in-place --aggressive src/*.py', 'AAAAD'),
    ('autopep8 -r -i .', 'AAAAD'),
    ('autopep8 --diff app.py', 'AAAAD'),
    ('prettier --check .', 'AAAAD'),
    ("prettier --check 'src/**/*.ts'", 'AAAAD'),
    ('prettier --write .', 'AAAAD'),
    ('prettier --write src/', 'AAAAD'),
    ('prettier -w README.md', 'AAAAD'),
    ('npx prettier --check .', 'AAAAD'),
    ('npx prettier --write .', 'AAAAD'),
    ('black .', 'AAAAD'),
    ('black --check .', 'AAAAD'),
    ('ruff format .', 'AAAAD'),
    ('ruff check --fix .', 'AAAAD'),
    ('eslint --fix .', 'AAAAD'),
    ('biome format --write .', 'AAAAD'),
    ('dprint check', 'KKADD'),
    ('deno fmt', 'AAAAD'),
    ('deno fmt --check', 'AAAAD'),
    ('swiftformat .', 'AAAAD'),
    ('ktlint -F', 'AAAAD'),
    ('mix format', 'AAAAD'),
    ('dart format .', 'AAAAD'),
    ('terraform fmt', 'AAAAD'),
    ('terraform fmt -recursive', 'AAAAD'),
    ('sqlfluff fix models/', 'AAAAD'),
    ('buf format -w', 'AAAAD'),
    ('xmllint --format a.xml', 'AAAAA'),
    ('jq . package.json', 'AAAAA'),
    ('standardrb --fix', 'AAAAD'),
    ('rubocop -a', 'AAAAD'),
    ('zig fmt src/', 'AAAAD'),
    ('ormolu -i src/Main.hs', 'AAAAD'),
    ('fourmolu -i src/Main.hs', 'AAAAD'),
    ('php-cs-fixer fix src', 'AAAAD'),
    ('dotnet format', 'AAAAD'),
    ('kubectl get pods -l app=web', 'AAAAA'),
    ('kubectl get pods --field-selector=status.phase=Running', 'AAAAA'),
    ("kubectl get pods -o json | jq '.items[].metadata.name'", 'AAAAA'),
    ('kubectl get pods -o name', 'AAAAA'),
    ('kubectl get ns', 'AAAAA'),
    ('kubectl get ingress -A', 'AAAAA'),
    ('kubectl get pv,pvc', 'AAAAA'),
    ('kubectl get crd', 'AAAAA'),
    ('kubectl get hpa', 'AAAAA'),
    ('kubectl get sa', 'AAAAA'),
    ('kubectl get rolebindings -A', 'AAAAA'),
    ('kubectl get --raw /healthz', 'KKADD'),
    ('kubectl get --raw /api/v1/namespaces/default/secrets', 'KKADD'),
    ('kubectl describe deploy web -n prod', 'AAAAA'),
    ('kubectl describe ingress web', 'AAAAA'),
    ('kubectl top pod --containers', 'AAAAA'),
    ('kubectl top node --sort-by=cpu', 'AAAAA'),
    ('kubectl explain pod.spec.containers.resources', 'AAAAA'),
    ('kubectl api-resources -o wide', 'AAAAA'),
    ('kubectl logs web-1 -c app --previous', 'AAAAA'),
    ('kubectl logs -l app=web --tail=50', 'AAAAA'),
    ('kubectl config view', 'KKADD'),
    ('kubectl config view --minify', 'KKADD'),
    ('kubectl config view --raw', 'KKADD'),
    ('kubectl version', 'AAAAA'),
    ('kubectl get pods --context prod', 'AAAAA'),
    ('kubectl get pods --server https://evil:6443', 'KKADD'),
    ('kubectl get pods --token abc', 'KKADD'),
    ('kubectl auth whoami', 'AAAAA'),
    ('kubectl certificate approve x', 'KKADD'),
    ('kubectl get pods --v=9', 'KKADD'),
    ('kubectl get pods -v=8', 'KKADD'),
    ('helm list --all-namespaces -o json', 'AAAAA'),
    ('helm status myrel -n prod --show-resources', 'AAAAA'),
    ('helm history myrel --max 5', 'AAAAA'),
    ('helm template myrel ./chart --set image.tag=1.2 --namespace prod', 'AAAAD'),
    ('helm template ./chart --output-dir out', 'KKADD'),
    ('helm template ./chart | kubectl apply -f -', 'KKADD'),
    ('helm lint ./chart --strict', 'AAAAD'),
    ('helm lint ./chart -f values-prod.yaml', 'AAAAD'),
    ('helm search repo nginx', 'AAAAA'),
    ('helm search hub nginx', 'KKADD'),
    ('helm show readme ./chart', 'AAAAA'),
    ('helm dependency build ./chart', 'KKADD'),
    ('helm dependency update ./chart', 'KKADD'),
    ('helm repo update', 'KKADD'),
    ('helm plugin list', 'KKADD'),
    ('helm get notes myrel', 'AAAAA'),
    ('helm get all myrel', 'KKADD'),
    ('helm get hooks myrel', 'KKADD'),
    ('helm diff upgrade myrel ./chart', 'KKADD'),
    ('kustomize build overlays/prod | kubectl diff -f -', 'KKADD'),
    ('kustomize build --load-restrictor LoadRestrictionsNone .', 'KKADD'),
    ('kustomize build --enable-helm .', 'KKADD'),
    ('kustomize cfg tree .', 'KKADD'),
    ('kustomize edit set image app=app:1.2', 'KKADD'),
    ('aws s3 ls s3://b --recursive --human-readable --summarize', 'AAAAA'),
    ("aws ec2 describe-instances --filters Name=tag:Env,Values=prod --query 'Reservations[].Instances[].InstanceId'", 'AAAAA'),
    ("aws ec2 describe-instances --query 'Reservations[].Instances[].UserData'", 'AAAAA'),
    ('aws ec2 describe-instance-attribute --instance-id i-1 --attribute userData', 'KKADD'),
    ('aws rds describe-db-instances', 'AAAAA'),
    ('aws ecs list-services --cluster c', 'AAAAA'),
    ('aws ecs describe-task-definition --task-definition t', 'KKADD'),
    ('aws dynamodb list-tables', 'AAAAA'),
    ('aws dynamodb scan --table-name users', 'KKADD'),
    ('aws sqs list-queues', 'AAAAA'),
    ('aws route53 list-hosted-zones', 'AAAAA'),
    ('aws cloudwatch get-metric-statistics --namespace AWS/EC2 --metric-name CPUUtilization', 'AAAAA'),
    ('aws logs filter-log-events --log-group-name g', 'KKADD'),
    ('aws s3api list-buckets', 'AAAAA'),
    ('aws s3api get-object --bucket b --key k out.txt', 'KKADD'),
    ('aws sts get-caller-identity --profile prod', 'AAAAA'),
    ('aws sts get-caller-identity --debug', 'KKADD'),
    ('aws sts get-caller-identity --endpoint-url http://evil', 'KKADD'),
    ('aws sts assume-role --role-arn arn:aws:iam::1:role/x --role-session-name s', 'KKADD'),
    ('aws kms decrypt --ciphertext-blob fileb://x', 'KKADD'),
    ('aws iam list-access-keys', 'AAAAA'),
    ('aws iam create-access-key', 'KKADD'),
    ('gcloud compute instances describe vm1 --zone z', 'KKADD'),
    ('gcloud compute ssh vm1', 'KKADD'),
    ('gcloud sql instances list', 'AAAAA'),
    ('gcloud functions list', 'AAAAA'),
    ('gcloud functions describe f', 'KKADD'),
    ('gcloud run services describe web --region r', 'KKADD'),
    ('gcloud iam service-accounts list', 'AAAAA'),
    ('gcloud iam service-accounts keys list --iam-account x', 'KKADD'),
    ('gcloud iam service-accounts keys create key.json --iam-account x', 'KKADD'),
    ("gcloud logging read 'severity>=ERROR' --limit 10", 'KKADD'),
    ('gcloud config configurations list', 'AAAAA'),
    ('gcloud auth application-default print-access-token', 'KKADD'),
    ('gcloud projects describe p', 'AAAAA'),  # was KKADD
    ('gcloud artifacts repositories list', 'AAAAA'),
    ('gcloud container clusters get-credentials prod', 'KKADD'),
    ('az vm list-ip-addresses', 'AAAAA'),  # was KKADD
    ('az storage account list', 'AAAAA'),
    ('az storage account keys list -n sa', 'KKADD'),
    ('az webapp config appsettings list -n app -g rg', 'KKADD'),
    ('az account list-locations', 'AAAAA'),  # was KKADD
    ('az aks get-credentials -g rg -n aks', 'KKADD'),
    ('az monitor activity-log list', 'KKADD'),
    ('az resource list -g rg', 'AAAAA'),
    ('az acr list', 'AAAAA'),
    ('az acr login -n r', 'KKADD'),
    ('az keyvault list', 'AAAAA'),
    ('az keyvault secret list --vault-name v', 'KKADD'),
    ("sqlite3 db.sqlite3 '.indexes'", 'AAAAA'),
    ("sqlite3 -json db.sqlite3 'select * from t'", 'AAAAD'),
    ("sqlite3 -csv db.sqlite3 'select * from t' > out.csv", 'AAAAD'),
    ("sqlite3 db.sqlite3 'EXPLAIN QUERY PLAN select * from t'", 'AAAAA'),  # was KKADD
    ("sqlite3 db.sqlite3 'PRAGMA integrity_check'", 'AAAAA'),
    ("sqlite3 db.sqlite3 'PRAGMA journal_mode=WAL'", 'KKADD'),
    ("sqlite3 db.sqlite3 'VACUUM'", 'KKADD'),
    ("sqlite3 db.sqlite3 'select sqlite_version()'", 'AAAAA'),  # was AAAAD
    ("sqlite3 :memory: 'select 1+1'", 'AAAAA'),
    ("sqlite3 db.sqlite3 '.backup backup.db'", 'KKADD'),
    ("sqlite3 db.sqlite3 '.once out.txt' 'select 1'", 'KKADD'),
    ('sqlite3 db.sqlite3 < queries.sql', 'KKADD'),
    ("duckdb -c 'select 42'", 'KKADD'),
    ("duckdb data.db 'select count(*) from t'", 'KKADD'),
    ('duckdb -c "select * from read_csv(\'data.csv\')"', 'KKADD'),
    ('docker stats --no-stream web', 'AAAAA'),
    ('docker container stats --no-stream --format json', 'AAAAA'),
    ('docker compose top', 'AAAAA'),
    ('docker compose config --services', 'AAAAA'),
    ('docker system info', 'AAAAA'),
    ("docker image ls --format '{{.Repository}}'", 'AAAAA'),
    ("docker inspect --format '{{.State.Status}}' web", 'AAAAA'),
    ("docker inspect web --format '{{.Config.Env}}'", 'KKADD'),
    ('docker network inspect bridge', 'AAAAA'),
    ('docker volume ls', 'AAAAA'),
    ('docker context ls', 'AAAAA'),
    ('docker buildx ls', 'AAAAA'),
    ('docker logs -f web', 'AAAAA'),
    ('docker logs web 2>&1 | grep ERROR', 'AAAAA'),
    ('docker events --since 1h', 'AAAAA'),
    ('docker port web', 'AAAAA'),
    ('docker diff web', 'AAAAA'),
    ('docker history app:latest', 'AAAAA'),
    ("docker version --format '{{.Server.Version}}'", 'AAAAA'),
    ('docker exec web ps aux', 'KKADD'),
    ('docker cp web:/etc/passwd .', 'KKADD'),
    ('podman ps', 'AAAAA'),
    ('podman stats --no-stream', 'AAAAA'),
    ("journalctl --user -u myapp --since '1 hour ago' -o cat", 'AAAAA'),
    ('journalctl -u docker --no-pager -n 50', 'AAAAA'),
    ('journalctl --list-boots', 'AAAAA'),
    ('journalctl -k', 'AAAAA'),
    ('journalctl _PID=1234', 'AAAAA'),
    ('journalctl -D /var/log/journal/x', 'KKADD'),
    ('journalctl --file x.journal', 'KKADD'),
    ('journalctl --output=export', 'AAAAA'),
    ('journalctl -u nginx | grep error', 'AAAAA'),
    ('systemctl --user list-units', 'AAAAA'),
    ('systemctl --user list-timers', 'AAAAA'),
    ('systemctl list-unit-files --state=enabled', 'AAAAA'),
    ('systemctl list-dependencies nginx', 'AAAAA'),
    ('systemctl status', 'AAAAA'),
    ('systemctl status --user', 'AAAAA'),
    ('systemctl is-failed nginx', 'AAAAA'),
    ('systemctl get-default', 'AAAAA'),
    ('systemctl --version', 'AAAAA'),
    ('systemctl daemon-reload', 'KKADD'),
    ('systemctl --user daemon-reload', 'KKADD'),
    ('systemctl --user start myapp', 'KKADD'),
    ('systemctl --user enable myapp', 'KKADD'),
    ('systemctl status -H host nginx', 'KKADD'),
    ('systemctl status --machine=c nginx', 'KKADD'),
    ('free -g', 'AAAAA'),
    ('free -h -s 1 -c 3', 'AAAAA'),
    ('df -hT', 'AAAAA'),
    ('df --output=source,pcent', 'AAAAA'),
    ('vmstat -s', 'AAAAA'),
    ('vmstat -d', 'AAAAA'),
    ('iostat -dx', 'AAAAA'),
    ('mpstat -P ALL 1 1', 'AAAAA'),
    ('uptime -p', 'AAAAA'),
    ('top -b -n 1 -o %MEM', 'AAAAA'),
    ('top -b -n1 -u $USER', 'KKADD'),
    ('top -bn1 -p 1234', 'AAAAA'),
    ('htop -C', 'KKADD'),
    ('atop', 'KKADD'),
    ('glances', 'KKADD'),
    ('nvidia-smi', 'AAAAA'),
    ('nvidia-smi -L', 'AAAAA'),
    ('lsof -p 1234', 'AAAAA'),
    ('ss -s', 'AAAAA'),
    ('ps -ef | grep python', 'AAAAA'),
    ('pgrep -a node', 'AAAAA'),
    ('pstree -p', 'AAAAA'),
    ('watch -n1 free -h', 'KKADD'),
    ('iotop -b -n1', 'KKADD'),
    ('dstat', 'KKADD'),
    ('cat /proc/cpuinfo', 'AAAAA'),
    ('cat /sys/class/thermal/thermal_zone0/temp', 'AAAAA'),
    ('sensors', 'AAAAA'),
]
DENY_RULES = [
    ('pidstat -e rm x', 'DDDDD'),
    ('pidstat -e rm -rf build', 'DDDDD'),
    ('gitleaks detect --report-path r.json', 'DDDDD'),
    ('uv export -o requirements.txt', 'DDDDD'),
    ("perl -e 'print $]'", 'DDDDD'),
    ("perl -le 'print $^V'", 'DDDDD'),
    ('perl -V:version', 'DDDDD'),
    ('yamlfmt .', 'DDDDD'),
    ('csharpier format .', 'DDDDD'),
    ('sar -u 1 3', 'DDDDD'),
    ('systemctl show nginx -p ActiveState', 'DDDDD'),
    ('gcloud projects describe p', 'DDDDD'),
    ('az group show -n rg', 'DDDDD'),
    ("sqlite3 db.sqlite3 '.dbinfo'", 'DDDDD'),
]

@pytest.mark.parametrize("call,expected", REPORTS_AND_EXPORTS, ids=[r[0] for r in REPORTS_AND_EXPORTS])
def test_round48_benign52_reports_and_exports(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", PERL, ids=[r[0] for r in PERL])
def test_round48_benign52_perl(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", FORMATTERS, ids=[r[0] for r in FORMATTERS])
def test_round48_benign52_formatters(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", OBSERVABILITY, ids=[r[0] for r in OBSERVABILITY])
def test_round48_benign52_observability(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", CLOUD, ids=[r[0] for r in CLOUD])
def test_round48_benign52_cloud(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", SQLITE, ids=[r[0] for r in SQLITE])
def test_round48_benign52_sqlite(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", EVERYDAY, ids=[r[0] for r in EVERYDAY])
def test_round48_benign52_everyday(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", DENY_RULES, ids=[r[0] for r in DENY_RULES])
def test_round48_benign52_deny_rules(call, expected):
    assert call_letters(_DENY, call) == expected
