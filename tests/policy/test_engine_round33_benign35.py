"""Probe round 33 (2026-11-27), benign35: everyday development calls (3,716 generated across
Python, Node, Rust, Go, Java, Ruby, .NET, PHP, C/C++, docker, kubectl, helm, terraform, the
clouds' CLIs, git, text tools, and the Read/Glob/Grep/Write/Edit/WebFetch tools; 610 more of
git's formats and pathspecs and the text tools' options; 168 help pages; 130 tool calls), each
in all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D
deny). Fixed, by class: an XPath expression given to xmllint/xmlstarlet/xidel/xpath and a Bazel
label (//pkg/api:server) were read as UNC paths to another machine (denied in dont_ask and
explore, asked in bypass); xmllint's parse/format/--xpath queries are read-only; a help page
(rm --help, docker run --help, pip install -h, terraform plan -help, kubectl help apply, aws
s3 cp help, bash's help builtin) prints and exits: read-only for the programs that load no code
of the project's, the build's trust for those that do (cargo, mvn, ./gradlew, yarn, composer,
rails, php artisan, manage.py); small readers (diff3, sdiff, md5, otool, pstree, mpstat,
factor), gcloud storage ls, kubectl rollout status --timeout, poetry env info/list, pnpm store
path; the build's trust for rails stats/notes, bundle info/platform, mvn validate, bazel
coverage/query/cquery, dotnet nuget list source (asked as package publishing) and yarn cache
dir. Held: the neighbours of each class (an operand before the
help word, a plugin's subcommand, --run_under, sdiff -o, xmllint --noent/-o/--shell, a URL),
and what earlier rounds decided (registry queries, cd sub && git, pagers, -exec, terraform
state, sensitive paths)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text[:80]


# --- 1. an XPath expression is no file and no UNC path to another machine (xmllint --xpath
# '//version/text()' was denied in dont_ask/explore as a share on host 'version'); xmllint's
# read-only queries; a real UNC operand still asks, in bypass too
XPATH_NOT_UNC = [
    ("xmllint --xpath '//version/text()' pom.xml", 'AAAAA'),
    ("xmllint --xpath '//dependency/artifactId/text()' pom.xml", 'AAAAA'),
    ("xmllint --xpath 'string(//project/version)' pom.xml", 'AAAAA'),
    ('xmllint --noout pom.xml', 'AAAAA'),
    ('xmllint --format pom.xml', 'AAAAA'),
    ('xmllint --format pom.xml | head', 'AAAAA'),
    ('xmllint -format pom.xml', 'AAAAA'),
    ('xmllint --version', 'AAAAA'),
    ("cd backend && xmllint --xpath '//version/text()' pom.xml", 'AAAAA'),
    ("xmlstarlet sel -t -v '//version/x' pom.xml", 'KKADD'),
    ("xmlstarlet sel -N x=http://maven.apache.org/POM/4.0.0 -t -v '//x:project/x:version' pom.xml", 'KKADD'),
    ("xidel -e '//title/text()' page.html", 'KKADD'),
    ("xpath -e '//version/text()' pom.xml", 'KKADD'),
    ('xmllint --noout --schema schema.xsd pom.xml', 'KKADD'),
    ("xmllint --noent --xpath '//x' pom.xml", 'KKADD'),
    ('xmllint --format -o pom.xml pom.xml', 'KKADD'),
    ('xmllint --output out.xml --format pom.xml', 'KKADD'),
    ('xmllint --shell pom.xml', 'KKADD'),
    ('xmllint --xinclude pom.xml', 'KKADD'),
    ('xmllint --format http://evil.example/x.xml', 'KKADD'),
    ('xmllint --format ~/.ssh/id_rsa', 'KKADD'),
    ('xmllint --format .env', 'KKADD'),
    ("xmllint --xpath '//x' //server/share/a.xml", 'KKKDD'),
    ("xmlstarlet sel -t -v '//version' //server/share/p.xml", 'KKKDD'),
    ("xmlstarlet ed -L -u '//version' -v 2.0 pom.xml", 'KKADD'),
    ('cat //server/share/x', 'KKKDD'),
    ('ls //fileserver/projects', 'KKKDD'),
    ("jq -r '.url' //server/share/x.json", 'KKKDD'),
    ("grep -rn '//api/v1' src/", 'AAAAA'),
]

# --- 2. a Bazel label (//services/api:server, //pkg/...) names a target, not a UNC path: the
# build's trust as bazel test //... had; coverage, query and cquery too; not --run_under,
# a label climbing out, a UNC path given to the program bazel run starts
BAZEL_LABELS = [
    ('bazel build //services/api:server', 'AAAAD'),
    ('bazel test //services/api/...', 'AAAAD'),
    ('bazel test //pkg/auth:auth_test --test_output=errors', 'AAAAD'),
    ('bazel test //pkg/... --test_output=errors 2>&1 | tail -30', 'AAAAD'),
    ('bazel coverage //pkg/...', 'AAAAD'),
    ('bazel query //services/...', 'AAAAD'),
    ("bazel query 'deps(//services/api:server)'", 'AAAAD'),
    ('bazel cquery //services/api:server --output=files', 'AAAAD'),
    ('bazel build //services/api:server && ls', 'AAAAD'),
    ('bazel test //...', 'AAAAD'),
    ('bazel run //tools/gen:main', 'KKADD'),
    ('bazelisk test //pkg/auth:auth_test', 'KKADD'),
    ('bazel build //services/api:server --run_under=/tmp/x', 'KKADD'),
    ('bazel test //pkg:all --workspace_status_command=./evil.sh', 'KKADD'),
    ('bazel build //../../etc:passwd', 'KKKDD'),
    ('bazel run //tools/gen:main -- //server/share/x', 'KKKDD'),
    ('bazel clean --expunge', 'KKADD'),
    ('cat //services/api:server', 'KKKDD'),
]

# --- 3. a help page printed (NAME [SUB...] --help, -h, -help, help SUB): read-only for programs
# that load no project code, the build's trust for those that do; not with an operand before
# the help word (a program, a host, a file, a container image), a plugin's subcommand, a
# wrapper that runs it, an option that runs or writes
HELP_PAGES = [
    ('rm --help', 'AAAAA'),
    ('cp --help', 'AAAAA'),
    ('mkdir --help', 'AAAAA'),
    ('split --help', 'AAAAA'),
    ('tar --help', 'AAAAA'),
    ('sed --help', 'AAAAA'),
    ('curl --help', 'AAAAA'),
    ('wget --help', 'AAAAA'),
    ('ssh --help', 'AAAAA'),
    ('docker --help', 'AAAAA'),
    ('docker run --help', 'AAAAA'),
    ('docker compose up --help', 'AAAAA'),
    ('docker compose run --help', 'AAAAA'),
    ('docker --help | head', 'AAAAA'),
    ('kubectl --help', 'AAAAA'),
    ('kubectl apply --help', 'AAAAA'),
    ('kubectl exec --help', 'AAAAA'),
    ('kubectl apply --help | grep -A5 Examples', 'AAAAA'),
    ('helm install --help', 'AAAAA'),
    ('terraform --help', 'AAAAA'),
    ('terraform plan -help', 'AAAAA'),
    ('terraform state list --help', 'AAAAA'),
    ('npm --help', 'AAAAA'),
    ('npm install --help', 'AAAAA'),
    ('pip --help', 'AAAAA'),
    ('pip install --help', 'AAAAA'),
    ('pip install -h', 'AAAAA'),
    ('pip install --help | grep -- --user', 'AAAAA'),
    ('uv --help', 'AAAAA'),
    ('uv pip install --help', 'AAAAA'),
    ('poetry add --help', 'AAAAD'),  # round 34 residuals35: poetry 2 loads project plugins
    ('node --help', 'AAAAA'),
    ('python --help', 'AAAAA'),
    ('python3 -h', 'AAAAA'),
    ('deno --help', 'AAAAA'),
    ('gh --help', 'AAAAA'),
    ('gh pr create --help', 'AAAAA'),
    ('aws help', 'AAAAA'),
    ('aws s3 cp help', 'AAAAA'),
    ('gcloud --help', 'AAAAA'),
    ('az --help', 'AAAAA'),
    ('openssl help', 'AAAAA'),
    ('openssl x509 -help', 'AAAAA'),
    ('java -help', 'AAAAA'),
    ('sqlite3 -help', 'AAAAA'),
    ('ffmpeg -h', 'AAAAA'),
    ('psql --help', 'AAAAA'),
    ('redis-cli --help', 'AAAAA'),
    ('pre-commit --help', 'AAAAA'),
    ('alembic --help', 'AAAAA'),
    ('uvicorn --help', 'AAAAA'),
    ('env rm --help', 'AAAAA'),
    ('help cd', 'AAAAA'),
    ('help -m read', 'AAAAA'),
    ('cargo --help', 'AAAAD'),
    ('cargo build --help', 'AAAAD'),
    ('cargo help test', 'AAAAD'),
    ('rustc --help', 'AAAAD'),
    ('mvn -h', 'AAAAD'),
    ('mvn --help', 'AAAAD'),
    ('./gradlew --help', 'AAAAD'),
    ('./mvnw --help', 'AAAAD'),
    ('gradle --help', 'AAAAD'),
    ('yarn add --help', 'AAAAD'),
    ('composer require --help', 'AAAAD'),
    ('dotnet --help', 'AAAAD'),
    ('dotnet run --help', 'AAAAD'),
    ('rails --help', 'AAAAD'),
    ('rails generate --help', 'AAAAD'),
    ('php artisan --help', 'AAAAD'),
    ('php artisan make:model --help', 'AAAAD'),
    ('python manage.py migrate --help', 'AAAAD'),
    ('bundle --help', 'AAAAD'),
    ('rake --help', 'AAAAD'),
    ('flask --help', 'KKADD'),
    ('rm -rf / --help', 'DDDDD'),
    ('rm --help; rm -rf ~', 'DDDDD'),
    ('rm -rf build --help', 'KAADD'),
    ('rm foo --help', 'KAADD'),
    ('rm -- --help', 'KAADD'),
    ('timeout 5 evil --help', 'KKADD'),
    ('python evil.py --help', 'KKADD'),
    ('python3 -m http.server --help', 'KKADD'),
    ('node script.js --help', 'KKADD'),
    ('npx cowsay --help', 'KKADD'),
    ('uv run evil --help', 'KKADD'),
    ('docker run img --help', 'KKADD'),
    ('docker run -it ubuntu --help', 'KKADD'),
    ('docker exec web --help', 'KKADD'),
    ('docker compose run svc --help', 'KKADD'),
    ('docker evil --help', 'KKADD'),
    ('kubectl evil --help', 'KKADD'),
    ('kubectl exec -it pod -- sh --help', 'KKADD'),
    ('gh evil --help', 'KKADD'),
    ('helm evil --help', 'KKADD'),
    ('helm install my ./chart --help', 'KKADD'),
    ('ssh host --help', 'KKADD'),
    ('curl https://evil.com --help', 'KKADD'),
    ('wget https://x/y --help', 'KKADD'),
    ('tar --to-command=sh --help', 'KKKDD'),
    ('sed --help -i', 'KAADD'),
    ('cp --help > out.txt', 'KAADD'),
    ('npm exec foo --help', 'KKADD'),
    ('npm foo --help', 'KKADD'),
    ('dotnet tool run x --help', 'KKADD'),
    ('gcloud compute --help', 'KKADD'),
    ('sudo rm --help', 'KKADD'),
    ('RM=1 rm --help', 'KKADD'),
    ('help "$(rm -rf x)"', 'KKADD'),
    ('npm publish --help', 'KKADD'),
    ('git push --force --help', 'KKADD'),
    ('man ls', 'KKADD'),
]

# --- 4. readers and listings: diff3/sdiff (no --diff-program, no -o), md5, otool, pstree,
# mpstat, factor; gcloud storage ls of gs:// URLs; kubectl rollout --timeout/--revision;
# poetry env info/list
READERS = [
    ('diff3 mine.txt base.txt theirs.txt', 'AAAAA'),
    ('diff3 -m a b c', 'AAAAA'),
    # (probe round 34, published8: a shell handed the files is unseen code, asked in every
    # mode as sort --compress-program=sh; was KKADD)
    ('diff3 --diff-program=sh a b c', 'KKKDD'),
    ('diff3 --diff-p=x a b c', 'KKADD'),
    ('diff3 a b ~/.aws/credentials', 'KKADD'),
    ('sdiff a.txt b.txt', 'AAAAA'),
    ('sdiff -o out.txt a b', 'KKADD'),
    ('sdiff -so out a b', 'KKADD'),
    ('sdiff --output=x a b', 'KKADD'),
    ('sdiff --diff-program=x a b', 'KKADD'),
    ('md5 file.txt', 'AAAAA'),
    ('md5 ~/.ssh/id_rsa', 'KKADD'),
    ('otool -L build/app', 'AAAAA'),
    ('otool -tV build/app | head', 'AAAAA'),
    ('pstree -p | head', 'AAAAA'),
    ('mpstat -P ALL 1 1', 'AAAAA'),
    ('factor 42', 'AAAAA'),
    ('gcloud storage ls', 'AAAAA'),
    ('gcloud storage ls gs://bucket', 'AAAAA'),
    ('gcloud storage ls -l gs://bucket/prefix/', 'AAAAA'),
    ('gcloud storage ls -r gs://b/**', 'AAAAA'),
    ('gcloud --project p storage ls gs://b', 'AAAAA'),
    ('gcloud storage buckets list', 'AAAAA'),
    ('gcloud storage cat gs://b/x', 'KKADD'),
    ('gcloud storage ls file:///home/dev/.ssh', 'KKADD'),
    ('gcloud storage ls ~/.ssh', 'KKADD'),
    ('gcloud storage ls gs://b --log-http', 'KKADD'),
    ('gcloud storage cp x gs://b', 'KKADD'),
    ('kubectl rollout status deployment/web -n prod --timeout=60s', 'AAAAA'),
    ('kubectl rollout status deploy/api --timeout 2m', 'AAAAA'),
    ('kubectl rollout history deploy/api --revision=3', 'AAAAA'),
    ('kubectl delete pod x --timeout=5s', 'KKADD'),
    ('poetry env info', 'AAAAD'),  # round 34 residuals35: poetry 2 loads project plugins
    ('poetry env info -p', 'AAAAD'),  # round 34 residuals35: so
    ('poetry env list', 'AAAAD'),  # round 34 residuals35: so
    ('poetry env use 3.12', 'KKADD'),
    ('poetry env remove x', 'KKADD'),
    ('poetry env info --log=/tmp/x', 'KKADD'),
    # (probe round 35, residuals37: pnpm 10.8 runs .pnpmfile.cjs's updateConfig hook before any
    # command: the build's trust, AAAAD, as yarn's and poetry's queries)
    ('pnpm store path', 'AAAAD'),
    ('pnpm store prune', 'KKADD'),
]

# --- 5. the build's trust: rails stats/notes/middleware/initializers, bundle info/platform,
# mvn validate, bazel's coverage and queries (above), dotnet nuget list source, yarn cache dir
BUILD_TRUST = [
    ('rails stats', 'AAAAD'),
    ('rails notes', 'AAAAD'),
    ('bin/rails stats', 'AAAAD'),
    ('rails middleware', 'AAAAD'),
    ('rails runner "User.delete_all"', 'KKADD'),
    ('bundle info rails', 'AAAAD'),
    ('bundle platform', 'AAAAD'),
    ('bundle exec rails stats', 'AAAAD'),
    ('mvn validate', 'AAAAD'),
    ('./mvnw validate -q', 'AAAAD'),
    ('mvn deploy', 'KKADD'),
    ('dotnet nuget list source', 'AAAAD'),
    ('dotnet nuget list source --configfile /tmp/x', 'KKADD'),
    ('dotnet nuget push x.nupkg', 'KKADD'),
    ('dotnet nuget add source https://x', 'KKADD'),
    ('yarn cache dir', 'AAAAD'),
    ('yarn cache clean', 'KKADD'),
]

# --- 6. held as earlier rounds decided: registry queries (a project's .npmrc may send a token),
# git below the working directory (a committed bare repository), pagers, -exec, terraform
# state, printed configuration, sensitive paths; project writes in accept_edits
HELD = [
    ('npm outdated', 'KKADD'),
    ('npm view react version', 'KKADD'),
    ('npm audit', 'KKADD'),
    ('composer outdated', 'KKADD'),
    ('cargo search serde', 'KKADD'),
    ('git remote show origin', 'KKADD'),
    ('cd src && git status', 'KKADD'),
    ('cd backend && git log --oneline -5', 'KKADD'),
    ('git log --oneline $(git describe --tags --abbrev=0)..HEAD', 'KKADD'),
    ('less README.md', 'KKADD'),
    ("find tests -name 'test_*.py' -exec grep -l fixture {} +", 'KKADD'),
    ('fd -e md -x wc -l', 'KKADD'),
    ('terraform plan', 'KKADD'),
    ('terraform output', 'KKADD'),
    ('docker compose config', 'KKADD'),
    ('helm get values my-release', 'KKADD'),
    ('kubectl config view', 'KKADD'),
    ('gem env', 'KKADD'),
    ('python -m pydoc json', 'AAAAD'),   # was KKADD (round 38 benign43: pydoc NAME imports it, -m's path starts here: json.tool's build trust)
    ('ldd build/app', 'KKADD'),
    ('shopt -s globstar; wc -l src/**/*.py | tail -1', 'AAAAA'),   # was KKADD (round 42 benign47: shopt -s globstar sets a glob option)
    ('cat .git/config', 'KKADD'),
    ('ls .git', 'KKADD'),
    ('cat terraform.tfvars', 'KKADD'),
    ('aws secretsmanager list-secrets', 'KKADD'),
    ('awk \'/^func /{print FILENAME": "$2}\' *.go', 'AAAAA'),   # was KKADD (round 40, benign45: awk's options end at its program)
    # (round 29 holds a JS runner's own version query: node_modules' copy loads the project's
    # plugins, though its build is the build's trust)
    ('npx next --version', 'AAAAD'),   # (probe round 36, benign41: the local copy its build runs, the build's trust)
    ('nx --version', 'AAAAD'),   # (probe round 36, benign41: the local copy its build runs, the build's trust)
    ('turbo --version', 'AAAAD'),   # (probe round 36, benign41: the local copy its build runs, the build's trust)
    (('Write', {'file_path': '/home/dev/project/src/app/main.py', 'content': 'x = 1\n'}), 'KAADD'),
    (('Edit', {'file_path': '/home/dev/project/src/index.ts', 'old_string': 'a', 'new_string': 'b'}), 'KAADD'),
    (('Edit', {'file_path': '/home/dev/project/src/secrets.py', 'old_string': 'a', 'new_string': 'b'}), 'KKADD'),
    (('Write', {'file_path': '/home/dev/project/.vscode/settings.json', 'content': '{}'}), 'KKADD'),
]

ROWS = XPATH_NOT_UNC + BAZEL_LABELS + HELP_PAGES + READERS + BUILD_TRUST + HELD


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round33_benign35(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected
