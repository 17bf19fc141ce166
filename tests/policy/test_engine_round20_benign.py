"""Probe round 20 (2026-11-26): benign developer commands, second round (the file-command
row and more toolchains). Each class is a build, a file command or read-only by what the
program does, with the options that run, load or write elsewhere left out (and tested as
still not allowed)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import bash, snap

MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")
SNAP = snap()
# seed 000's build/test safe list: allowed where builds are, denied in plan mode
BUILD = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
# the file-command row: accept_edits allows, default asks, explore and dont_ask deny
FILE_ROW = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}


def _decisions(command: str) -> dict[str, str]:
    return {m: bash(SNAP, command, agent_mode="bypass", mode=m).decision for m in MODES}


def _not_allowed(command: str) -> None:
    d = _decisions(command)
    assert d["default"] in ("ask", "deny") and d["accept_edits"] in ("ask", "deny"), (command, d)
    assert d["explore"] == "deny" and d["dont_ask"] == "deny", (command, d)


# --- 1. other stacks' checks, listings and linters: the project's configuration, a build --

@pytest.mark.parametrize("command", [
    "cargo run", "cargo run --release -- --help", "rake -T", "rake -T -A", "rake --tasks",
    "composer validate", "composer validate --strict", "composer dump-autoload -o", "php -l src/Foo.php",
    "php -l src/A.php src/B.php", "mix deps.get", "mix deps.get --only prod", "swift package resolve",
    "swift package show-dependencies --format json", "swift format lint -r Sources", "./mvnw spotless:check",
    "mvn -q checkstyle:check", "cmake -B build -G Ninja", "cmake -S . -B build -G 'Unix Makefiles'",
    "cmake -GNinja -B build", "cmake --preset default", "cmake --preset=release", "clang-tidy src/main.cpp",
    "clang-tidy -p build src/main.cpp", "clang-tidy src/main.cpp -- -Iinclude -std=c++17",
    "hadolint Dockerfile", "hadolint --ignore DL3008 Dockerfile", "actionlint", "actionlint .github/workflows/ci.yml",
    "yamllint .", "yamllint -c .yamllint.yml config/", "markdownlint '**/*.md'", "markdownlint-cli2 '**/*.md'",
    "codespell src/", "typos", "editorconfig-checker", "pre-commit run --all-files", "pre-commit run ruff --all-files",
    "vendor/bin/php-cs-fixer fix --dry-run --diff",
])
def test_other_stacks_checks_are_builds(command):
    assert _decisions(command) == BUILD, command


@pytest.mark.parametrize("command", [
    # a plug-in, a compiler plug-in or a response file loaded; a program named to run
    "clang-tidy -load=/tmp/evil.so src/a.cpp", "clang-tidy src/a.cpp -- -Xclang -load -Xclang /tmp/x.so",
    "clang-tidy src/a.cpp -- -fplugin=/tmp/x.so", "clang-tidy @/tmp/args src/a.cpp",
    "clang-tidy -export-fixes=/tmp/f.yaml src/a.cpp", "actionlint -shellcheck=/tmp/evil",
    "actionlint --shellcheck /tmp/evil",
    # another configuration, project, Rakefile or code
    "pre-commit run -c /tmp/cfg.yaml", "pre-commit run --config other.yaml", "pre-commit install",
    "composer validate /tmp/composer.json", "composer dump-autoload --working-dir=/tmp", "composer dump-autoload -d /tmp",
    "rake -T -f /tmp/Rakefile", "rake -T -e 'system(\"id\")'", "rake -T -r ./evil", "mix deps.get --path /tmp",
    "swift package resolve --package-path /tmp", "swift package plugin evil",
    "php -l -d auto_prepend_file=/tmp/x src/a.php", "php -l", "cargo run --config 'target.x.runner=\"sh\"'",
    "cargo run -Z unstable-options", "mvn spotless:apply exec:exec", "./mvnw checkstyle:check -s /tmp/settings.xml",
    "markdownlint -c /tmp/x.js docs", "php-cs-fixer fix --config=/tmp/x.php", "yamllint -c /tmp/x.yml .",
    # a generator that is not built in, a preset outside, cmake's script and workflow modes
    "cmake -G 'Evil Generator' -S .", "cmake -G Ninja -P evil.cmake", "cmake --preset ../x",
    "cmake --workflow --preset default", "cmake --preset default -P x.cmake",
])
def test_other_stacks_options_that_run_or_load_stay_asked(command):
    _not_allowed(command)
