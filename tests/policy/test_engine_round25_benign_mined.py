"""Probe round 25, commands real agents and developers run, mined from public repositories
(2026-11-26): CLAUDE.md / AGENTS.md / GEMINI.md command sections, .claude/settings*.json allow
lists, Makefiles, justfiles, Taskfiles, package.json scripts and CI steps (1,043 distinct
lines). What the seed tables allow (a build/test runner of the project, a read-only query) is
allowed; each new entry keeps its risky neighbours asked (code run from an option, a file
elsewhere, a program named by a setting, a command of another program of the same name)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, assert_never_allowed, bash_in_every_mode

ALLOWED = {m: "allow" for m in MODES}
BUILD_ROW = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
NOT_BYPASS = ("default", "accept_edits", "dont_ask", "explore")


# --- 1. make's peers: just, go-task, rake --------------------------------------------------

@pytest.mark.parametrize("command", [
    "just", "just test", "just lint", "just fmt", "just format", "just lint-fix", "just check", "just build",
    "just -l", "just --list", "just --fmt --unstable", "just test unit", "just VERSION=1.2 build",
    "task", "task build", "task test", "task lint", "task lint:fix", "task fmt:check", "task test:coverage",
    "task check", "task format", "task bench", "task deps:check", "task -l", "task --list", "task build:debug",
    "rake", "rake test", "rake spec", "rake rubocop", "rake -T", "bundle exec rake", "bundle exec rake standard",
    "rake test --trace", "rake spec:models",
])
def test_make_peers_are_builds(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


@pytest.mark.parametrize("command", [
    # just: a command, a shell, another justfile or directory, overrides that name programs
    "just -c 'id'", "just --command id", "just --shell bash --shell-arg -c test", "just --justfile /tmp/j test",
    "just -f /tmp/justfile test", "just --working-directory /tmp test", "just --set x y test",
    "just cli 'x;id'", "just cli '$(id)'", "just CC=/tmp/evil build", "just deploy", "just release",
    "just --dotenv-path /tmp/e test",
    # go-task shares its name with Taskwarrior (task execute CMD runs CMD: GTFOBins)
    "task execute /bin/sh", "task add foo", "task 1 modify x", "task sync", "task install", "task setup",
    "task --taskfile /tmp/t build", "task -t /tmp/Taskfile.yml build", "task --dir /tmp build",
    "task version:current", "task workflow:release:prepare", "task deploy",
    # rake runs Ruby code given with -e/-p/-E (GTFOBins), loads -r/-I/-R, reads -f
    "rake test -e 'system(\"id\")'", "rake -p '`id`' test", "rake test -E 'x'", "rake test -r ./evil",
    "rake -f /tmp/Rakefile test", "rake test -I /tmp", "rake -g test", "rake db:drop", "rake db:seed",
    "bundle exec rake -e 'puts 1' spec", "rake release",
])
def test_make_peer_neighbours_stay_asked(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


# --- 2. scripts by their name alone, the package managers' runners ---------------------------

@pytest.mark.parametrize("command", [
    "pnpm format", "pnpm check", "pnpm type-check", "pnpm e2e", "pnpm coverage", "pnpm --filter web preview",
    "yarn format", "yarn typecheck", "yarn workspace @sourcebot/web build", "yarn workspace web test",
    "composer lint", "composer analyse", "composer format", "composer check", "composer fix:cs",
    "composer run build", "composer run test", "composer test-coverage", "composer lint-fix",
    "bun dev", "bun lint", "bun tsc", "bun tsc --noEmit", "bun --bun tsc --noEmit", "bun biome check --write ./src",
    "bun stylelint --fix src/a.scss", "bun build src/index.ts --target=bun", "bunx @biomejs/biome check .",
    "npx @biomejs/biome check --write .", "npx markdownlint-cli2 docs/a.md",
    "turbo dev --parallel", "turbo check-types build", "turbo build", "turbo lint",
    "deno task test", "npx prisma generate", "npx prisma validate", "pnpm exec prisma generate",
])
def test_scripts_and_runners_are_builds(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


@pytest.mark.parametrize("command", [
    "composer -d /tmp lint", "composer --working-dir=/tmp format", "composer run deploy", "composer require x",
    "composer global require x", "composer exec evil",
    "yarn workspace web add evil", "yarn workspace web exec id", "yarn workspace web npm publish",
    "pnpm publish", "pnpm release:patch", "bun add malware", "bun ./scripts/x.ts", "bun build --outdir /tmp/x a.ts",
    "turbo login", "turbo run deploy", "turbo link", "turbo gen", "deno task deploy",
    "npx prisma migrate dev", "npx prisma db push --force-reset", "npx prisma migrate reset", "pnpx prisma generate",
    "npx --yes prettier --write a.md", "uvx ruff check .", "uv tool run ruff check .",
])
def test_runner_neighbours_stay_asked(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


# --- 3. more stacks' build, test, lint and format commands ----------------------------------

@pytest.mark.parametrize("command", [
    "golint .", "gofumpt -w -l .", "golangci-lint fmt", "go mod vendor", "go build -o /dev/null .",
    "go test -coverprofile=/dev/null ./...", "stylua .", "selene . --config .selene.toml", "bats tests/",
    "bin/brakeman", "vendor/bin/pest", "vendor/bin/pest tests/TestName.php", "vendor/bin/phpcs src",
    "swiftformat .", "swiftformat -lint .", "swift package clean", "tflint", "tflint -f compact --recursive",
    "terraform fmt", "terraform fmt -recursive", "helm lint charts/app", "uv run ty check src/", "uv run ty check",
    "bin/rails test:system", "bin/rails routes", "rails test:models", "mix dialyzer", "mix docs", "mix deps.compile",
    "mix phx.routes", "flutter build web", "flutter build apk",
    "flutter format lib/", "./mvnw -version", "mvn spotless:apply", "dotnet clean src", "dotnet run",
    "dotnet tool restore", "py.test --tb=short test_x.py", "pflake8 src", "node --check src/index.js",
    "bazel test //...", "bazel build //src/app:bin",
    "xcodebuild -scheme App build", "xcodebuild test -scheme App", "xcodebuild clean", "xcodebuild -list",
    "xcodebuild test -only-testing:AppTests/ParserTests",
    "xcodebuild -scheme App -sdk iphonesimulator -destination 'platform=iOS Simulator,name=iPhone 16' test",
    "xcodebuild -scheme A -configuration Release -arch arm64 -arch x86_64 ONLY_ACTIVE_ARCH=NO build",
])
def test_stack_builds_are_builds(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


@pytest.mark.parametrize("command", [
    "go build -o ../../dev/null .", "go build -o /tmp/x .", "go test -coverprofile=/etc/x:/dev/null ./...",
    "tflint --init", "helm lint charts/app --set-file k=.env", "helm lint charts/app --kubeconfig /tmp/k",
    # (helm template charts/app left this list in round 35, benign40: it renders the project's
    # chart as helm lint does, the build's trust, AAAAD; --post-renderer/--set-file stay asked)
    "helm template charts/app --post-renderer ./x", "bin/rails db:migrate", "rails db:drop", "bin/rails test:evil",
    # (flutter/dart pub get left this list in round 45, benign49: a lockfile install, AAAAD;
    # dotnet publish -c Release in round 46, benign50: a build, AAAAD, -o ../x stays asked)
    "mix ecto.migrate", "dotnet run --project ../other", "dotnet publish -o ../publish", "py.test -p evil",
    "py.test --basetemp=/etc x", "node --check -e x", "node --check a.js b.js", "bazel test //../x",
    "bazel build /etc/x", "terraform init", "terraform plan", "terraform apply",
    "xcodebuild archive -scheme A", "xcodebuild -exportArchive -archivePath x", "xcodebuild build CC=/tmp/evil",
    "xcodebuild build OTHER_LDFLAGS=-lx", "xcodebuild build SWIFT_EXEC=/tmp/s", "xcodebuild -derivedDataPath /tmp/d build",
    "xcodebuild -allowProvisioningUpdates build", "xcodebuild -xcconfig /tmp/x.xcconfig build", "xcodebuild install",
    "xcodebuild -resolvePackageDependencies", "go generate ./...", "./gradlew installDebug", "./gradlew run",
])
def test_stack_neighbours_stay_asked(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


# --- 4. read-only queries -------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    "eza -la --icons --git", "exa -l", "lsd -la", "dust -d 2", "sw_vers", "nvidia-smi", "nvidia-smi -L",
    "nvidia-smi --query-gpu=memory.used,memory.total --format=csv", "nvidia-smi -q -d MEMORY", "dotnet --info",
    "dotnet --list-sdks",
])
def test_read_only_queries(command):
    assert bash_in_every_mode(command) == ALLOWED, command


@pytest.mark.parametrize("command", [
    "nvidia-smi -pm 1", "nvidia-smi -f /tmp/x", "nvidia-smi -r", "nvidia-smi -pl 100", "nvidia-smi -l 1",
    "nvidia-smi --gpu-reset", "eza -la ~/.ssh", "dust ~/.aws",
])
def test_read_only_neighbours_are_not_read_only(command):
    assert bash_in_every_mode(command) != ALLOWED, command
