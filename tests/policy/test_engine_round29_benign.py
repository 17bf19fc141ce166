"""Probe round 29 (2026-11-26), benign: ordinary agent sessions in many ecosystems (Python,
Node, Go, Rust, Java, Ruby, PHP, .NET, C/C++, Docker compose, terraform, kubectl, git and gh),
each call in all five modes. Fixed, by class: the Windows registry hives and kubeadm's admin
kubeconfig named by trailing paths whose first directory is a common project directory
(`grep -rn x config/`, `grep -r image kubernetes/` asked); pytest's warning filters with a
built-in category; composer's bin scripts run by php; the file-creation mask printed; the
compressors and line-ending converters that rewrite the project's files in place. Each class
is tested with the neighbours that must keep their decisions."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import CWD, bash_in_every_mode, decide, snap

SNAP = snap()
MODES = ("default", "accept_edits", "bypass", "dont_ask", "explore")
READ_ONLY = {m: "allow" for m in MODES}
BUILD = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
FILE_ROW = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
OTHER = {"default": "ask", "accept_edits": "ask", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
SENSITIVE = OTHER   # (the bypass-immune ask: BYPASS skips it)
DENIED = {m: "deny" for m in MODES}


def _tool_in_every_mode(tool, args):
    return {m: decide(SNAP, tool, args, agent_mode="bypass", mode=m).decision for m in MODES}


# --- 1. trailing paths whose first directory is a project's everyday directory ------------
# config/SAM (Windows' password hashes) made every recursive read of a project's config/
# ask; kubernetes/admin.conf every recursive read of its kubernetes/ manifests. The hives
# are named with System32 (Sysnative, Windows/repair) and kubeadm's file with /etc.

@pytest.mark.parametrize("command, expected", [
    ("grep -rn database config/", READ_ONLY),
    ("grep -rn 'image:' kubernetes/", READ_ONLY),
    ("rg -n port config", READ_ONLY),
    ("grep -rn TODO src/config", READ_ONLY),
    ("cat config/SAM", READ_ONLY),                      # a project's file of that name
    ("cp -r config build/", FILE_ROW),
    ("cp -a config/. build/config/", FILE_ROW),
    ("cp -r kubernetes dist/", FILE_ROW),
    ("tar czf conf.tgz config", FILE_ROW),
])
def test_a_projects_config_and_kubernetes_directories_are_no_secrets(command, expected):
    assert bash_in_every_mode(command, SNAP) == expected, command


@pytest.mark.parametrize("command", [
    "cat /mnt/c/Windows/System32/config/SAM",
    "cat /cygdrive/c/Windows/System32/config/SAM",
    "cat /c/Windows/System32/config/SECURITY",
    "cp /c/Windows/System32/config/RegBack/SAM x",
    "cat /c/Windows/repair/SAM",
    "cat /c/Windows/Sysnative/config/SAM",
    "cd /c/Windows/System32 && cat config/SAM",
    "cd /c/Windows/System32/config && cat SAM",
    "cat /c/WINDOWS/SYSTEM32/CONFIG/sam",
    "cat /c/Windows/System3?/config/SA?",
    "cat /c/Windows/*/config/SAM",
    "cat /c/Windows/SYSTEM~1/config/SAM",
    "cat /etc/kubernetes/admin.conf",
    "cd /etc && cat kubernetes/admin.conf",
    "grep -r token /etc/kubernetes",
    "cat /etc/kubernetes/*",
    "grep -rn x ~/.kube",
    "grep -rn x .aws/",
])
def test_the_hives_and_the_admin_kubeconfig_stay_sensitive(command):
    assert bash_in_every_mode(command, SNAP) == SENSITIVE, command


@pytest.mark.parametrize("command", [
    "Get-Content C:\\Windows\\System32\\config\\SAM",
    "Copy-Item C:\\Windows\\System32\\config\\SAM C:\\temp\\s",
    "type C:\\Windows\\System32\\config\\RegBack\\SAM",
])
def test_powershell_reads_of_the_hives_stay_sensitive(command):
    assert _tool_in_every_mode("PowerShell", {"command": command}) == SENSITIVE, command


# --- 2. pytest's warning filters -----------------------------------------------------------
# -W ACTION:MESSAGE:CATEGORY:MODULE:LINENO imports the module of a dotted category
# (-W ignore::antigravity.X runs antigravity's import); a plain category is a built-in

@pytest.mark.parametrize("command", [
    "pytest -W error::DeprecationWarning",
    "pytest -W ignore::UserWarning tests/",
    "pytest -Werror::DeprecationWarning -q",
    "pytest --pythonwarnings=error::DeprecationWarning",
    "pytest --pythonwarnings error -q",
    "pytest -W 'ignore:.*deprecated.*:DeprecationWarning'",
    "pytest -W 'ignore:x:UserWarning:mymod:12'",
    "pytest -q -W ignore::DeprecationWarning 2>&1 | tail -20",
    "python -m pytest -W error::DeprecationWarning",
    "uv run pytest -W ignore::DeprecationWarning",
    f"cd {CWD} && pytest -x -W error",
])
def test_pytest_with_a_builtin_warning_filter_is_a_build(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


@pytest.mark.parametrize("command", [
    "pytest -W ignore::antigravity.X",
    "pytest -W error::os.system",
    "pytest -W 'error::pytest.PytestUnraisableExceptionWarning'",
    "pytest -W 'ignore:x:UserWarning:mymod:12:extra'",
    "pytest -W bogus::UserWarning",
    "pytest -W",
    "pytest -W error -p evil",
    "pytest -W --basetemp=/etc",
    "pytest -W error::DeprecationWarning --basetemp=/etc",
    "pytest --pythonwarnings=ignore::evil.Mod",
])
def test_pytest_with_an_importing_warning_filter_is_not(command):
    assert bash_in_every_mode(command, SNAP) == OTHER, command


# --- 3. composer's bin scripts run by php --------------------------------------------------

@pytest.mark.parametrize("command", [
    "php vendor/bin/phpunit",
    "php vendor/bin/phpunit --filter UserTest",
    "php ./vendor/bin/phpstan analyse",
    "php vendor/bin/pest --parallel",
    "php -d memory_limit=-1 vendor/bin/phpstan analyse",
    "php -dmemory_limit=2G vendor/bin/phpunit",
    f"cd {CWD} && php vendor/bin/phpunit 2>&1 | tail -30",
])
def test_php_running_a_projects_vendor_bin_tool_is_that_tools_build(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


@pytest.mark.parametrize("command", [
    "php vendor/bin/../../x.php",
    "php vendor/bin/evil",
    "php /tmp/vendor/bin/phpunit",
    "php ../vendor/bin/phpunit",
    "php src/vendor/bin/phpunit",
    "php vendor/bin/phpunit --bootstrap /tmp/x.php",
    "php vendor/bin/phpcs --config-set installed_paths /tmp",
    "php -d auto_prepend_file=/tmp/x.php vendor/bin/phpunit",
    "php -d memory_limit=-1 -d auto_prepend_file=x vendor/bin/phpunit",
    "php -d memory_limit=-1 -r 'system(\"id\");' vendor/bin/phpunit",
    "php -c /tmp/php.ini vendor/bin/phpunit",
])
def test_php_with_more_than_a_vendor_bin_tool_is_not_a_build(command):
    assert bash_in_every_mode(command, SNAP) == OTHER, command


def test_php_vendor_bin_keeps_a_catastrophe_denied():
    assert bash_in_every_mode("php vendor/bin/phpunit; rm -rf ~", SNAP) == DENIED


# --- 4. the file-creation mask printed -----------------------------------------------------

@pytest.mark.parametrize("command", ["umask", "umask -S", "umask -p", "umask && ls"])
def test_umask_printed_is_read_only(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


@pytest.mark.parametrize("command", ["umask 077", "umask 022 && touch x", "umask $M", "umask -S u=rwx"])
def test_umask_set_is_not_read_only(command):
    assert bash_in_every_mode(command, SNAP) == OTHER, command


# --- 5. compressors and converters that rewrite the project's files in place ---------------

@pytest.mark.parametrize("command", [
    "gzip -k data.csv", "gzip data/*.csv", "gunzip -k data.json.gz", "gunzip fixtures/dump.sql.gz",
    "gzip -d fixtures/dump.sql.gz", "xz -k logs/big.log", "unxz x.tar.xz", "bzip2 -k a.txt", "zstd -q build/out.bin",
    "gunzip x.tgz", "dos2unix scripts/*.sh", "dos2unix -q scripts/run.sh", "unix2dos README.txt",
    "gzip -k data.csv && rm data.csv", f"gzip {CWD}/data.csv", f"cd {CWD} && gzip -9 -k dist/app.js",
])
def test_a_compressor_in_place_in_the_project_is_a_file_command(command):
    assert bash_in_every_mode(command, SNAP) == FILE_ROW, command


@pytest.mark.parametrize("command", [
    "gzip -dc /var/log/syslog.2.gz | grep x",
    "zcat x.gz | head",
    "gzip -l data.csv.gz",
])
def test_a_compressor_to_standard_output_stays_read_only(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


@pytest.mark.parametrize("command, expected", [
    ("gzip /etc/passwd", DENIED),                        # a critical file removed
    ("dos2unix /etc/hosts", DENIED),
    ("gzip ~/.bash_history", SENSITIVE),
    ("gzip .env", SENSITIVE),
    ("gunzip .github/workflows/ci.yml.gz", SENSITIVE),   # (becomes a CI pipeline)
    ("gunzip .git/hooks/pre-commit.gz", SENSITIVE),
    ("gunzip ../x.gz", OTHER),                           # outside the project
    ("cd /tmp && gzip x", OTHER),
    ("gzip -r src", OTHER),                              # a tree's hidden files too
    ("gzip -S .evil a.txt", OTHER),
    ("gzip -N -d x.gz", OTHER),                          # a name the archive holds
    ("gunzip -", OTHER),
    ("gzip $F", OTHER),
    ("dos2unix -n in.txt /tmp/out.txt", OTHER),
    ("zstd -o /tmp/x a.txt", OTHER),
    ("zstd --rm a", OTHER),
    ("gzip Makefile && make", OTHER),                    # a build definition rewritten, then run
    ("gunzip build.gradle.gz && ./gradlew test", OTHER),
    ("sudo gzip data.csv", OTHER),
])
def test_a_compressor_elsewhere_or_with_other_options_keeps_its_decision(command, expected):
    assert bash_in_every_mode(command, SNAP) == expected, command


# --- held: the everyday calls of the round, never denied where the mode table asks -----------

@pytest.mark.parametrize("command, expected", [
    ("git status && git diff --stat", READ_ONLY),
    ("git log --oneline -20 | cat", READ_ONLY),
    ("rg -n 'fn main' src", READ_ONLY),
    ("jq -r '.dependencies | keys[]' package.json", READ_ONLY),
    ("find . -type f -name '*.ts' -not -path './node_modules/*' | wc -l", READ_ONLY),
    ("kubectl logs -f deploy/api -n staging --tail=100", READ_ONLY),
    ("gh pr checks 42", READ_ONLY),
    ("CI=1 npm test", BUILD),
    ("PYTHONPATH=src pytest -q", BUILD),
    ("timeout 120 cargo test 2>&1 | tail -50", BUILD),
    ("cd backend && uv run pytest -x", BUILD),
    ("./gradlew :app:test --tests '*UserTest'", BUILD),
    ("bundle exec rspec spec/models/user_spec.rb", BUILD),
    ("rm -rf node_modules dist build .pytest_cache", FILE_ROW),
    ("mkdir -p src/{api,lib,utils}", FILE_ROW),
    ("cat > tests/test_hello.py <<'EOF'\ndef test_hello():\n    assert True\nEOF", FILE_ROW),
    ("git push -u origin feature/login", OTHER),
    ("docker compose up -d db redis", OTHER),
    ("terraform plan", OTHER),
    ("curl -s http://localhost:3000/api/health", OTHER),
])
def test_everyday_calls_keep_their_rows(command, expected):
    assert bash_in_every_mode(command, SNAP) == expected, command
