r"""Probe round 49, benign54 (2026-11-28): false positives in the stacks earlier benign rounds covered
least. ~620 distinct calls, each in all five modes: data science (jupyter nbconvert/kernelspec,
conda/mamba/micromamba lists, pip-audit, python -m json.tool, csvkit, duckdb, dvc, dbt, mlflow,
papermill), infrastructure read-outs (terraform/tofu fmt -check/validate/plan/show, terragrunt,
ansible-playbook --check/--syntax-check, ansible-lint/-inventory, packer, helm template/lint,
kustomize, kubectl diff/get/explain/api-resources, kubeconform, conftest, checkov, tfsec, trivy,
hadolint, docker build/images/ps, docker compose config/ps), mobile and other languages (flutter,
dart, swift, xcodebuild, gradle, pod, mix, rebar3, zig, stack/cabal, sbt, lein/clojure, deno,
bun), documentation (sphinx-build, mkdocs, typedoc, jsdoc, doxygen, pdoc, mdbook, hugo, jekyll,
asciidoctor, vale), and the shell's niceties around builds (time, make -j4 2>&1 | tail, set -o
pipefail; cmd | tee, > out.txt 2>&1, cd sub &&, for d in */; do (cd "$d" && ...); done), then each
allowance under deny rules naming the program.

Fixed, by class:
1. API documentation generators (commands.SAFE_BUILD_BARE, RUNNER_TOOLS): typedoc, jsdoc, doxygen and
   pdoc writing HTML render the project's sources with its configuration (typedoc.json's plugins,
   jsdoc.json's, the Doxyfile's INPUT_FILTER, the modules pdoc imports) into the project, as
   sphinx-build does: KKADD -> AAAAD, npx/yarn/pnpm/bunx typedoc|jsdoc too. typedoc --watch,
   pdoc3 --http (BUILD_FORBIDDEN), pdoc without -o/--output-dir/--html (it serves the pages:
   _pdoc_writes), doxygen - (its configuration from stdin), typedoc --out . (cleanOutputDir empties
   the project: "out" in _EMPTIED_DIR_LONG), paths outside, .git: asked. typedoc --json F is the
   build's output (shell._OPTION_OUTPUTS), also through a package runner (shell._OUTPUT_RUNNERS:
   npx typedoc --json .vscode/tasks.json asked, as go build -o is).
2. yarn/pnpm/bun [run] WORD (and yarn workspace W WORD) runs the program WORD from node_modules/.bin
   when package.json has no script of that name: a deny rule on the program meets it
   (permissions._rule_alias_words), as it met npx/pnpm exec: AAAAD -> DDDDD under Bash(jest:*)
   (pnpm jest, yarn jest, bun run jest; pnpm --filter web jest KKADD -> DDDDD). The managers' own
   commands (yarn add, pnpm rm, yarn test) are not read as programs; npm run runs scripts only.
3. rebar3 as PROFILE[,PROFILE] TASK (commands.safe_build): the task's own trust (rebar3 as test
   eunit KKADD -> AAAAD); a comma list of tasks (a deny rule meets words as written), a nested as,
   a task off the list: asked.
4. jupyter kernelspec list --json, as jupyter kernelspec list: KKADD -> AAAAA.

Held / decided: network fetches and registry or telemetry queries (pip-audit, dbt (its version
check and usage statistics, the warehouse), kubeconform's schemas, checkov's and trivy's and grype's
databases, tfsec's remote modules, ansible-lint's collection installs, syft's update check,
terraform init/plan/show/output, terragrunt), clusters (ansible-playbook --check, kubectl get
secret, helm get values), docker build and compose config (the .env interpolated), executed
notebooks (nbconvert --execute, papermill), --output-dir, duckdb/csvsql SQL, servers (mkdocs serve,
sphinx-autobuild, jupyter lab, mlflow ui), jupyter server/notebook list (tokens), git run below the
project (cd sub && git status: round 37), xargs of names into builds and sh -c, find -execdir,
assignments (TIMEFORMAT=%R;), writes to /tmp: KKADD as before. python -m json.tool stays AAAAD (a
json/ in the working directory would run).

Left: doxygen -g FILE's written file is not recorded (its content is Doxygen's template); clojure
-X:test / -M:test and bb TASK (project aliases and tasks, like lein test) stay KKADD; dvc dag --md,
dvc exp show --no-pager, vale, lychee --offline, nbstripout --verify stay asked (read-only, not
tabled); rebar3 do TASK,TASK."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, row_id, snap

_SNAP = snap()
_DENY = snap(permissions={"deny": ["Bash(jest:*)", "Bash(typedoc:*)", "Bash(jsdoc:*)", "Bash(doxygen:*)",
                                   "Bash(pdoc:*)", "Bash(rebar3 eunit:*)", "Bash(build:*)", "Bash(vitest:*)"]})

# 1. API documentation generators rendering the project's sources with its configuration into the
# project (typedoc, jsdoc, doxygen, pdoc -o/--html; npx/yarn/pnpm/bunx typedoc|jsdoc): the build's
# trust, as sphinx-build and mkdocs build have it; typedoc --json F recorded as the build's output
DOC_GENERATORS = [
    ('typedoc', 'AAAAD'),  # was KKADD
    ('typedoc --out docs src/index.ts', 'AAAAD'),  # was KKADD
    ('typedoc --out docs/api --plugin typedoc-plugin-markdown src', 'AAAAD'),  # was KKADD
    ('typedoc --options typedoc.json', 'AAAAD'),  # was KKADD
    ('typedoc --json docs.json', 'AAAAD'),  # was KKADD
    ('typedoc --json docs/api.json --out docs', 'AAAAD'),  # was KKADD
    ('typedoc --emit none', 'AAAAD'),  # was KKADD
    ('npx typedoc', 'AAAAD'),  # was KKADD
    ('npx typedoc --out docs/api src', 'AAAAD'),  # was KKADD
    ('pnpm typedoc', 'AAAAD'),  # was KKADD
    ('yarn typedoc', 'AAAAD'),  # was KKADD
    ('bunx typedoc', 'AAAAD'),  # was KKADD
    ('npx typedoc --json docs.json', 'AAAAD'),  # was KKADD
    ('pnpm typedoc --json=docs/a.json', 'AAAAD'),  # was KKADD
    ('typedoc && git status', 'AAAAD'),  # was KKADD
    ('typedoc 2>&1 | tail -20', 'AAAAD'),  # was KKADD
    ('time typedoc', 'AAAAD'),  # was KKADD
    ('jsdoc -c jsdoc.json', 'AAAAD'),  # was KKADD
    ('jsdoc src -r -d docs', 'AAAAD'),  # was KKADD
    ('jsdoc -X src/index.js', 'AAAAD'),  # was KKADD
    ('npx jsdoc -c jsdoc.json', 'AAAAD'),  # was KKADD
    ('doxygen', 'AAAAD'),  # was KKADD
    ('doxygen Doxyfile', 'AAAAD'),  # was KKADD
    ('doxygen -g', 'KAADD'),  # was AAAAD
    ('doxygen -g Doxyfile.new', 'KAADD'),  # was AAAAD
    ('doxygen -u Doxyfile', 'KAADD'),  # was AAAAD
    ('doxygen -w html header.html footer.html style.css', 'KAADD'),  # was AAAAD
    ('cd docs && doxygen', 'AAAAD'),  # was KKADD
    ('pdoc mypkg -o docs', 'AAAAD'),  # was KKADD
    ('pdoc ./src/mypkg -o docs/api', 'AAAAD'),  # was KKADD
    ('pdoc --html mypkg', 'AAAAD'),  # was KKADD
    ('pdoc --html --output-dir docs mypkg', 'AAAAD'),  # was KKADD
    ('sphinx-build -b html docs docs/_build/html', 'AAAAD'),
    ('mkdocs build --strict', 'AAAAD'),
]

# 1. (near misses) watch mode, pdoc's server, the project's own directory as TypeDoc's emptied
# --out, an output or plugin outside, .git/hooks, a runs-later or instructions file named by --json
# (also through npx/yarn), doxygen's configuration from stdin or outside the project
DOC_GENERATORS_ASKED = [
    ('typedoc --watch', 'KKADD'),
    ('typedoc -w', 'KKADD'),
    ('typedoc --out .', 'KKADD'),
    ('typedoc --out ./', 'KKADD'),
    ('typedoc --out=.', 'KKADD'),
    ('typedoc --out=src/..', 'KKADD'),
    ('typedoc --out ~/docs', 'KKADD'),
    ('typedoc --out /tmp/docs', 'KKADD'),
    ('typedoc --out ../docs', 'KKADD'),
    ('typedoc --out $HOME', 'KKADD'),
    ('typedoc $OUT', 'KKADD'),
    ('typedoc --plugin /tmp/evil.js', 'KKADD'),
    ('typedoc --out .git/hooks', 'KKADD'),
    ('typedoc --out .git', 'KKADD'),
    ('typedoc --json .git/hooks/pre-commit', 'KKADD'),
    ('typedoc --json .vscode/tasks.json', 'KKADD'),
    ('typedoc --json=.vscode/tasks.json', 'KKADD'),
    ('typedoc --json CLAUDE.md', 'KKADD'),
    ('typedoc --json .env', 'KKADD'),
    ('typedoc --json /tmp/x.json', 'KKADD'),
    ('typedoc --json ~/.bashrc', 'KKADD'),
    ('npx typedoc --json .vscode/tasks.json', 'KKADD'),
    ('yarn typedoc --json .vscode/tasks.json', 'KKADD'),
    ('bunx typedoc --json /tmp/x', 'KKADD'),
    ('npx typedoc --out /etc/x', 'KKADD'),
    ('npx -y typedoc', 'KKADD'),
    ('jsdoc src -r -d /tmp/out', 'KKADD'),
    ('jsdoc src -t ~/templates', 'KKADD'),
    ('jsdoc -d .git/hooks src', 'KKADD'),
    ('doxygen -', 'KKADD'),
    ("echo 'INPUT_FILTER=sh' | doxygen -", 'KKADD'),
    ('doxygen /tmp/Doxyfile', 'KKADD'),
    ('doxygen ~/Doxyfile', 'KKADD'),
    ('doxygen $(cat cfg)', 'KKADD'),
    ('doxygen -g .git/hooks/pre-commit', 'KKADD'),
    ('doxygen -g ~/.bashrc', 'KKADD'),
    ('doxygen -g /etc/cron.d/x', 'DDDDD'),  # was KKADD
    ('pdoc mypkg', 'KKADD'),
    ('pdoc -n mypkg', 'KKADD'),
    ('pdoc mypkg -h 0.0.0.0 -p 8080', 'KKADD'),
    ('pdoc --http : mypkg', 'KKADD'),
    ('pdoc --http localhost:8080 mypkg', 'KKADD'),
    ('pdoc mypkg -o /tmp/docs', 'KKADD'),
    ('pdoc mypkg -o ~/public_html', 'KKADD'),
    ('pdoc -o"$HOME" x', 'KKADD'),
    ('pdoc -o docs -', 'KKADD'),
    ('pdoc mypkg -o .git/hooks', 'KKADD'),
    ('mkdocs serve', 'KKADD'),
    ('sphinx-autobuild docs docs/_build', 'KKADD'),
]

# 2. yarn/pnpm/bun [run] WORD runs the program WORD when no script has its name: a deny rule on the
# program meets it (Bash(jest:*) vs pnpm jest), as it met npx jest; yarn workspace W WORD too
RUNNER_DENY = [
    ('pnpm jest', 'DDDDD'),  # was AAAAD
    ('pnpm jest --ci', 'DDDDD'),  # was AAAAD
    ('yarn jest --ci', 'DDDDD'),  # was AAAAD
    ('yarn run jest', 'DDDDD'),  # was AAAAD
    ('bun jest', 'DDDDD'),  # was AAAAD
    ('bun run jest', 'DDDDD'),  # was AAAAD
    ('pnpm --filter web jest', 'DDDDD'),  # was KKADD
    ('yarn workspace web jest', 'DDDDD'),  # was AAAAD
    ('yarn workspace web run jest', 'DDDDD'),  # was AAAAD
    ('yarn exec jest', 'DDDDD'),
    ('pnpm exec jest', 'DDDDD'),
    ('npx jest', 'DDDDD'),
    ('pnpm typedoc', 'DDDDD'),  # was KKADD
    ('yarn typedoc', 'DDDDD'),  # was KKADD
    ('bun run typedoc', 'DDDDD'),  # was AAAAD
    ('bun x typedoc', 'DDDDD'),
    ('npx typedoc', 'DDDDD'),
    ('typedoc', 'DDDDD'),
    ('jsdoc -c jsdoc.json', 'DDDDD'),
    ('doxygen', 'DDDDD'),
    ('pdoc -o docs mypkg', 'DDDDD'),
    ('yarn build', 'DDDDD'),  # was AAAAD
    ('rebar3 as test eunit', 'DDDDD'),
    ('rebar3 as test,cover eunit', 'DDDDD'),
    ('pnpm run jest', 'DDDDD'),  # was AAAAD
    ('pnpm run typedoc', 'DDDDD'),  # was AAAAD
]

# 2. (near misses) the package managers' own commands, npm run (scripts only), other programs
RUNNER_DENY_NEAR = [
    ('yarn test', 'AAAAD'),
    ('pnpm test', 'AAAAD'),
    ('bun test', 'AAAAD'),
    ('yarn install', 'AAAAD'),
    ('pnpm install', 'AAAAD'),
    ('yarn add jest', 'KKADD'),
    ('pnpm rm jest', 'KKADD'),
    ('yarn workspace web add jest', 'KKADD'),
    ('npm run jest', 'AAAAD'),
    ('yarn run lint', 'AAAAD'),
    ('npx eslint .', 'AAAAD'),
    ('make test', 'AAAAD'),
    ('rebar3 compile', 'AAAAD'),
    ('rebar3 as test,cover eunit,cover', 'KKADD'),
    ('yarn run build:css', 'AAAAD'),
]

# 3. rebar3 as PROFILE TASK: the safe task under the project's profiles; a comma list of tasks, a
# task off the list, a nested as, an outside path: asked
REBAR3_PROFILES = [
    ('rebar3 as test eunit', 'AAAAD'),  # was KKADD
    ('rebar3 as test ct --suite foo_SUITE', 'AAAAD'),  # was KKADD
    ('rebar3 as test,cover eunit', 'AAAAD'),  # was KKADD
    ('rebar3 as test dialyzer', 'AAAAD'),  # was KKADD
    ('rebar3 eunit', 'AAAAD'),
    ('rebar3 ct', 'AAAAD'),
    ('rebar3 as prod release', 'KKADD'),
    ('rebar3 as test shell', 'KKADD'),
    ('rebar3 as test as prod eunit', 'KKADD'),
    ('rebar3 as test', 'KKADD'),
    ('rebar3 as test,cover eunit,cover', 'KKADD'),
    ('rebar3 as test compile,release', 'KKADD'),
    ('rebar3 as /tmp eunit', 'KKADD'),
    ('rebar3 as test eunit --dir /tmp', 'KKADD'),
]

# read-only read-outs of the data, infrastructure and mobile stacks (4: jupyter kernelspec list --json)
READ_ONLY = [
    ('jupyter kernelspec list', 'AAAAA'),
    ('jupyter kernelspec list --json', 'AAAAA'),  # was KKADD
    ("jupyter kernelspec list --json | jq '.kernelspecs | keys'", 'AAAAA'),  # was KKADD
    ('jupyter --version', 'AAAAA'),
    ('conda list', 'AAAAA'),
    ('conda env list', 'AAAAA'),
    ('conda info', 'AAAAA'),
    ('conda info --envs', 'AAAAA'),
    ('conda list -n myenv', 'AAAAA'),
    ('conda env export', 'AAAAA'),
    ('conda env export --from-history', 'AAAAA'),
    ('conda list --explicit', 'AAAAA'),
    ('conda list --json', 'AAAAA'),
    ('mamba list', 'AAAAA'),
    ('mamba env list', 'AAAAA'),
    ('mamba info', 'AAAAA'),
    ('micromamba list', 'AAAAA'),
    ('pip list', 'AAAAA'),
    ('pip show requests', 'AAAAA'),
    ('pip freeze', 'AAAAA'),
    ('pipdeptree', 'AAAAA'),
    ('csvstat data.csv', 'AAAAA'),
    ('csvlook data.csv | head -20', 'AAAAA'),
    ('csvcut -n data.csv', 'AAAAA'),
    ('csvgrep -c name -m foo data.csv', 'AAAAA'),
    ('csvsort -c age data.csv', 'AAAAA'),
    ('csvjson data.csv', 'AAAAA'),
    ('in2csv data.xlsx', 'AAAAA'),
    ('head -5 data.csv | csvlook', 'AAAAA'),
    ('xsv stats data.csv', 'AAAAA'),
    ("jq -r '.[] | .name' data.json", 'AAAAA'),
    ("yq '.services' docker-compose.yml", 'AAAAA'),
    ('dvc status', 'AAAAA'),
    ('dvc diff', 'AAAAA'),
    ('dvc params diff', 'AAAAA'),
    ('dvc metrics show', 'AAAAA'),
    ('dvc metrics diff', 'AAAAA'),
    ('dvc stage list', 'AAAAA'),
    ('dvc data status', 'AAAAA'),
    ('dvc remote list', 'AAAAA'),
    ('dvc doctor', 'AAAAA'),
    ('terraform fmt -check', 'AAAAA'),
    ('terraform fmt -check -recursive -diff', 'AAAAA'),
    ('terraform version', 'AAAAA'),
    ('terraform workspace show', 'AAAAA'),
    ('tofu fmt -check -recursive', 'AAAAA'),
    ('helm show values ./chart', 'AAAAA'),
    ('helm list', 'AAAAA'),
    ('helm status myrelease', 'AAAAA'),
    ('kubectl diff -f deploy.yaml', 'AAAAA'),
    ('kubectl get pods -A', 'AAAAA'),
    ('kubectl get deploy -n prod -o yaml', 'AAAAA'),
    ('kubectl explain deployment.spec', 'AAAAA'),
    ('kubectl api-resources', 'AAAAA'),
    ('kubectl api-versions', 'AAAAA'),
    ('kubectl describe pod web-1', 'AAAAA'),
    ('kubectl apply --dry-run=client -f deploy.yaml', 'AAAAA'),
    ('kubectl config current-context', 'AAAAA'),
    ('kubectl auth can-i list pods', 'AAAAA'),
    ('kubectl rollout history deploy/web', 'AAAAA'),
    ('docker images', 'AAAAA'),
    ('docker ps -a', 'AAAAA'),
    ('docker compose ps', 'AAAAA'),
    ('docker compose logs web', 'AAAAA'),
    ('docker compose config --services', 'AAAAA'),
    ('docker compose config --quiet', 'AAAAA'),
    ('docker compose images', 'AAAAA'),
    ("docker image inspect myapp --format '{{.Config.Cmd}}'", 'AAAAA'),
    ('docker system df', 'AAAAA'),
    ('docker history myapp', 'AAAAA'),
    ('docker network ls', 'AAAAA'),
    ('docker stats --no-stream', 'AAAAA'),
    ('xcrun simctl list devices', 'AAAAA'),
    ('flutter --version', 'AAAAA'),
    ('dart --version', 'AAAAA'),
    ('swift --version', 'AAAAA'),
    ('elixir --version', 'AAAAA'),
    ('zig version', 'AAAAA'),
    ('cabal --version', 'AAAAA'),
    ('deno --version', 'AAAAA'),
    ('bun --version', 'AAAAA'),
    ('mlflow --version', 'AAAAA'),
    ('ansible --version', 'AAAAA'),
    ('for d in */; do (cd "$d" && ls); done', 'AAAAA'),
]

# builds and tests running the project's code (seed 000's safe list: AAAAD), and the shell's
# niceties around them (time, tee, 2>&1 | tail, set -o pipefail, cd sub &&, for d in */)
BUILDS = [
    ('jupyter nbconvert --to script analysis.ipynb --stdout', 'AAAAD'),
    ('python -m json.tool data.json', 'AAAAD'),
    ('cat data.json | python -m json.tool', 'AAAAD'),
    ('python -m pytest tests/', 'AAAAD'),
    ('terraform fmt', 'AAAAD'),
    ('terraform validate', 'AAAAD'),
    ('terraform -chdir=infra validate', 'AAAAD'),
    ('terraform providers', 'AAAAD'),
    ('terraform state list', 'AAAAD'),
    ('tofu validate', 'AAAAD'),
    ('packer validate .', 'AAAAD'),
    ('packer fmt -check .', 'AAAAD'),
    ('helm template myrelease ./chart', 'AAAAD'),
    ('helm lint ./chart', 'AAAAD'),
    ('helm template x ./chart > rendered.yaml', 'AAAAD'),
    ('kustomize build overlays/prod', 'AAAAD'),
    ('kubectl kustomize overlays/dev', 'AAAAD'),
    ('kubectl diff -k overlays/prod', 'AAAAD'),
    ('conftest test deploy.yaml', 'AAAAD'),
    ('conftest verify', 'AAAAD'),
    ('tflint', 'AAAAD'),
    ('hadolint Dockerfile', 'AAAAD'),
    ('hadolint Dockerfile | tee hadolint.log', 'AAAAD'),
    ('flutter analyze', 'AAAAD'),
    ('flutter test', 'AAAAD'),
    ('flutter test --coverage', 'AAAAD'),
    ('dart analyze --fatal-infos', 'AAAAD'),
    ('dart format --output=none --set-exit-if-changed .', 'AAAAD'),
    ('swift build', 'AAAAD'),
    ('swift test --filter MyTests', 'AAAAD'),
    ('swift package describe', 'AAAAD'),
    ('xcodebuild -list', 'AAAAD'),
    ('xcodebuild -list -project App.xcodeproj', 'AAAAD'),
    ('xcodebuild -scheme App build', 'AAAAD'),
    ('swiftlint lint --strict', 'AAAAD'),
    ('gradle lint', 'AAAAD'),
    ('./gradlew lint', 'AAAAD'),
    ('./gradlew assembleDebug', 'AAAAD'),
    ('./gradlew :app:assembleDebug', 'AAAAD'),
    ("./gradlew test --tests 'com.example.*' 2>&1 | tail -40", 'AAAAD'),
    ('pod install', 'AAAAD'),
    ('mix test', 'AAAAD'),
    ('mix format --check-formatted', 'AAAAD'),
    ('mix format --check-formatted && mix test', 'AAAAD'),
    ('MIX_ENV=test mix test', 'AAAAD'),
    ('mix credo', 'AAAAD'),
    ('rebar3 compile', 'AAAAD'),
    ('rebar3 eunit', 'AAAAD'),
    ('zig build test', 'AAAAD'),
    ('zig fmt --check src/', 'AAAAD'),
    ('stack test', 'AAAAD'),
    ('cabal build', 'AAAAD'),
    ('cabal test all', 'AAAAD'),
    ('sbt test', 'AAAAD'),
    ('sbt "testOnly *MySpec"', 'AAAAD'),
    ('lein test', 'AAAAD'),
    ('deno test', 'AAAAD'),
    ('deno lint', 'AAAAD'),
    ('deno fmt --check', 'AAAAD'),
    ('deno test -A', 'AAAAD'),
    ('deno task test', 'AAAAD'),
    ('bun test', 'AAAAD'),
    ('bun run lint', 'AAAAD'),
    ('bunx tsc --noEmit', 'AAAAD'),
    ('sphinx-build -W -b html docs/ _build', 'AAAAD'),
    ('make -C docs html', 'AAAAD'),
    ('cd docs && make html', 'AAAAD'),
    ('mkdocs build', 'AAAAD'),
    ('mdbook build', 'AAAAD'),
    ('hugo --minify', 'AAAAD'),
    ('bundle exec jekyll build', 'AAAAD'),
    ("markdownlint '**/*.md'", 'AAAAD'),
    ('codespell docs/', 'AAAAD'),
    ('sphinx-apidoc -o docs/api src/mypkg', 'AAAAD'),
    ('time make test', 'AAAAD'),
    ('make -j4 test 2>&1 | tail -50', 'AAAAD'),
    ('make test 2>&1 | tee build.log', 'AAAAD'),
    ('set -o pipefail; make test | tee build.log', 'AAAAD'),
    ('set -euo pipefail; go test ./... | tee test.log', 'AAAAD'),
    ('npm test > out.txt 2>&1', 'AAAAD'),
    ('make test > out.txt 2>&1; tail -50 out.txt', 'AAAAD'),
    ('make test &> build.log', 'AAAAD'),
    ('make test |& tee build.log', 'AAAAD'),
    ('{ make test; } 2>&1 | tail -50', 'AAAAD'),
    ('make -j$(nproc) test', 'AAAAD'),
    ('/usr/bin/time -v make test', 'AAAAD'),
    ('if make test; then echo ok; else echo fail; fi', 'AAAAD'),
    ('ret=0; make test || ret=$?; echo $ret', 'AAAAD'),
    ('cd sub && npm test', 'AAAAD'),
    ('cd backend && go test ./... && cd ../frontend && npm test', 'AAAAD'),
    ('pushd api && pytest; popd', 'AAAAD'),
    ('for d in */; do (cd "$d" && go test ./...); done', 'AAAAD'),
    ('for d in packages/*; do (cd "$d" && npm test); done', 'AAAAD'),
    ('for d in services/*/; do echo "== $d"; (cd "$d" && go build ./...); done', 'AAAAD'),
    ('(cd frontend && npm test) && (cd backend && pytest)', 'AAAAD'),
    ('go test -coverprofile=coverage.out ./... && go tool cover -func=coverage.out', 'AAAAD'),
]

# project writes (KAADD)
PROJECT_WRITES = [
    ('jupyter nbconvert --to markdown analysis.ipynb', 'KAADD'),
    ('jupyter nbconvert --to html notebooks/eda.ipynb', 'KAADD'),
    ('conda env export > environment.yml', 'KAADD'),
    ('pip freeze > requirements.txt', 'KAADD'),
    ('pandoc README.md -o README.html', 'KAADD'),
]

# held (decided by earlier rounds): networks, registries, clusters and clouds, executed notebooks,
# databases, servers, git below the project, writes outside, -execdir, xargs into sh -c, assignments
HELD = [
    ('jupyter nbconvert --to notebook --execute analysis.ipynb', 'KKADD'),
    ('jupyter nbconvert --to markdown analysis.ipynb --output-dir docs', 'KKADD'),
    ('jupyter nbconvert --clear-output --inplace analysis.ipynb', 'KKADD'),
    ('jupyter kernelspec list --json --debug', 'KKADD'),
    ('jupyter kernelspec install ./k', 'KKADD'),
    ('jupyter server list', 'KKADD'),
    ('jupyter notebook list', 'KKADD'),
    ('jupyter lab --no-browser', 'KKADD'),
    ('conda config --show', 'KKADD'),
    ('conda search numpy', 'KKADD'),
    ('conda create -n test python=3.11', 'KKADD'),
    ('conda install numpy', 'KKADD'),
    ('conda run -n myenv pytest', 'KKADD'),
    ('pip-audit', 'KKADD'),
    ('pip-audit -r requirements.txt', 'KKADD'),
    ('csvsql --query "select * from data" data.csv', 'KKADD'),
    ('duckdb -c \'select count(*) from read_csv_auto("data.csv")\'', 'KKADD'),
    ("duckdb analytics.duckdb -c 'select * from users limit 5'", 'KKADD'),
    ('dvc dag', 'KKADD'),
    ('dvc repro', 'KKADD'),
    ('dvc pull', 'KKADD'),
    ('dvc push', 'KKADD'),
    ('dvc exp show', 'KKADD'),
    ('dvc config -l', 'KKADD'),
    ('dbt compile', 'KKADD'),
    ('dbt ls', 'KKADD'),
    ('dbt parse', 'KKADD'),
    ('dbt run', 'KKADD'),
    ('dbt test', 'KKADD'),
    ('dbt deps', 'KKADD'),
    ('dbt --version', 'KKADD'),
    ('mlflow ui', 'KKADD'),
    ('mlflow runs list --experiment-id 0', 'KKADD'),
    ('mlflow run .', 'KKADD'),
    ('papermill in.ipynb out.ipynb', 'KKADD'),
    ('terraform plan -out=tfplan', 'KKADD'),
    ('terraform show -json tfplan', 'KKADD'),
    ('terraform init', 'KKADD'),
    ('terraform output', 'KKADD'),
    ('terraform state show aws_instance.web', 'KKADD'),
    ('terraform apply', 'KKADD'),
    ('tofu plan -out=tfplan', 'KKADD'),
    ('terragrunt plan', 'KKADD'),
    ('terragrunt run-all plan', 'KKADD'),
    ('ansible-playbook site.yml --check --diff', 'KKADD'),
    ('ansible-playbook site.yml --syntax-check', 'KKADD'),
    ('ansible-lint', 'KKADD'),
    ('ansible-lint --offline', 'KKADD'),
    ('ansible-inventory --list', 'KKADD'),
    ('ansible-galaxy install -r requirements.yml', 'KKADD'),
    ('packer build .', 'KKADD'),
    ('packer init .', 'KKADD'),
    ('helm dependency update ./chart', 'KKADD'),
    ('helm get values myrelease', 'KKADD'),
    ('kubectl get secrets', 'KKADD'),
    ('kubectl get secret db -o yaml', 'KKADD'),
    ('kubeconform -strict manifests/', 'KKADD'),
    ('helm template . | kubeconform -strict -', 'KKADD'),
    ('checkov -d .', 'KKADD'),
    ('tfsec .', 'KKADD'),
    ('tflint --init', 'KKADD'),
    ('trivy fs .', 'KKADD'),
    ('trivy config .', 'KKADD'),
    ('grype .', 'KKADD'),
    ('syft .', 'KKADD'),
    ('docker build -t myapp .', 'KKADD'),
    ('docker buildx build -t x .', 'KKADD'),
    ('docker compose config', 'KKADD'),
    ('docker-compose config', 'KKADD'),
    ('docker compose -f docker-compose.prod.yml config', 'KKADD'),
    ('docker compose up -d', 'KKADD'),
    ('docker run --rm myapp pytest', 'KKADD'),
    ('dart run build_runner build', 'KKADD'),
    ('pod outdated', 'KKADD'),
    ('iex -S mix', 'KKADD'),
    ('mix hex.outdated', 'KKADD'),
    ('cabal update', 'KKADD'),
    ('lein version', 'KKADD'),
    ('clojure -X:test', 'AAAAD'),  # was KKADD
    ('clj -X:test', 'AAAAD'),  # was KKADD
    ('bb test', 'AAAAD'),  # was KKADD
    ('go test ./... > /tmp/test.log 2>&1', 'KKADD'),
    ('cargo test 2>&1 | tee /tmp/cargo.log', 'KKADD'),
    ('cd sub && git status', 'KKADD'),
    ('for d in */; do echo "$d"; (cd "$d" && git status --short); done', 'KKADD'),
    ('for p in $(ls packages); do (cd packages/$p && npm test); done', 'KKADD'),
    ('find . -name go.mod -execdir go test ./... \\;', 'KKADD'),
    ("ls */go.mod | xargs -n1 dirname | xargs -I{} sh -c 'cd {} && go test ./...'", 'KKKDD'),
    ("git ls-files '*.go' | xargs gofmt -l", 'KKADD'),
    ('watch -n 5 make test', 'KKADD'),
    ('TIMEFORMAT=%R; time make', 'KKADD'),
    ('asciidoctor README.adoc', 'KKADD'),
    ('vale docs/', 'AAAAD'),  # was KKADD
    ('lychee --offline docs/', 'AAAAD'),  # was KKADD
]


@pytest.mark.parametrize("call,expected", DOC_GENERATORS, ids=[row_id(r) for r in DOC_GENERATORS])
def test_round49_benign54_doc_generators(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", DOC_GENERATORS_ASKED, ids=[row_id(r) for r in DOC_GENERATORS_ASKED])
def test_round49_benign54_doc_generators_asked(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", RUNNER_DENY, ids=[row_id(r) for r in RUNNER_DENY])
def test_round49_benign54_runner_deny(call, expected):
    assert call_letters(_DENY, call) == expected


@pytest.mark.parametrize("call,expected", RUNNER_DENY_NEAR, ids=[row_id(r) for r in RUNNER_DENY_NEAR])
def test_round49_benign54_runner_deny_near(call, expected):
    assert call_letters(_DENY, call) == expected


@pytest.mark.parametrize("call,expected", REBAR3_PROFILES, ids=[row_id(r) for r in REBAR3_PROFILES])
def test_round49_benign54_rebar3_profiles(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", READ_ONLY, ids=[row_id(r) for r in READ_ONLY])
def test_round49_benign54_read_only(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", BUILDS, ids=[row_id(r) for r in BUILDS])
def test_round49_benign54_builds(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", PROJECT_WRITES, ids=[row_id(r) for r in PROJECT_WRITES])
def test_round49_benign54_project_writes(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", HELD, ids=[row_id(r) for r in HELD])
def test_round49_benign54_held(call, expected):
    assert call_letters(_SNAP, call) == expected
