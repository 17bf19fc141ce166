"""Probe round 18 (2026-11-26): sensitive paths, globs that may name them, reads that are
harmless where only writes are dangerous, read-only and build lists, accept_edits' edits."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, bash, bash_in_every_mode, decide, snap

SNAP = snap()
# a sensitive path touched by Bash: the bypass-immune ask
SENSITIVE = {"default": "ask", "accept_edits": "ask", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}
READ_ONLY = {m: "allow" for m in MODES}


# --- 1. more credential files are sensitive (as ~/.aws/credentials is) ----------------------

@pytest.mark.parametrize("path", [
    "/etc/wireguard/wg0.conf", "/etc/wireguard/office.conf", "wg0.conf", "deploy/wg1.conf",
    "~/.config/hcloud/cli.toml", "~/.config/linode-cli", "~/.linode-cli",
    "~/.local/share/jupyter/runtime/kernel-4f2a.json", "~/.local/share/jupyter/runtime/jpserver-12.json",
    "~/Library/Jupyter/runtime/kernel-1.json", "~/.ipython/profile_default/security/kernel-1.json",
    "wp-config.php", "public/wp-config.php", "~/.composer/auth.json", "~/.config/composer/auth.json",
    "~/.config/gh/hosts.yml", "~/.terraform.d/credentials.tfrc.json", "~/.vault-token", "~/.pgpass", "~/.my.cnf",
    "~/.netrc", "~/.docker/config.json", "~/.kube/config", ".npmrc", "~/.pypirc", "~/.config/rclone/rclone.conf",
    "~/.s3cfg", "~/.git-credentials", "~/.gnupg/private-keys-v1.d/a.key", "release.keystore", "app.jks",
    "cert.p12", "cert.pfx", "~/.ssh/id_ed25519", "~/.azure/accessTokens.json",
    "~/.config/gcloud/application_default_credentials.json", "~/.oci/config", "~/.config/doctl/config.yaml",
    ".htpasswd", "terraform.tfstate", "terraform.tfstate.backup", "charts/app/secrets.yaml",
    "~/.config/scw/config.yaml", "~/.config/exoscale/exoscale.toml", "~/.ovh.conf", "~/.vultr-cli.yaml",
    "~/.aliyun/config.json", "~/.tccli/default.credential", "~/.talos/config", "~/.config/argocd/config",
    "~/.bluemix/config.json", "/etc/NetworkManager/system-connections/home.nmconnection", "client.ovpn",
    "/etc/ipsec.secrets", "/etc/ppp/chap-secrets", "~/.authinfo", "~/.authinfo.gpg", "~/.msmtprc",
    "~/.fetchmailrc", "~/.wakatime.cfg", "local.settings.json", "sftp-config.json", ".ftpconfig", "~/.dbshell",
    ".vscode/mcp.json",
])
@pytest.mark.parametrize("reader", ["cat", "head -n 5", "grep -i key", "base64"])
def test_credential_files_are_sensitive_to_bash(path, reader):
    assert bash_in_every_mode(f"{reader} {path}", SNAP) == SENSITIVE, (reader, path)


@pytest.mark.parametrize("path", [
    "/etc/wireguard/wg0.conf", "/home/dev/.config/hcloud/cli.toml", "/home/dev/project/wp-config.php",
    "/home/dev/.local/share/jupyter/runtime/kernel-1.json", "/home/dev/project/terraform.tfstate.backup",
])
def test_writing_a_new_credential_file_asks_bypass_immune(path):
    d = decide(snap(permissions={"allow": ["Write"]}), "Write", {"file_path": path, "content": "x"},
               agent_mode="accept_edits")
    assert (d.decision, d.check, d.bypass_immune) == ("ask", "sensitive_path", True)


@pytest.mark.parametrize("command", [
    "grep -r PrivateKey /etc/wireguard", "cat /etc/wireguard/*", "sudo cat /etc/wireguard/wg0.conf",
    "grep -r token ~/.config/hcloud", "cat ~/.local/share/jupyter/runtime/*.json",
])
def test_credential_directories_read_whole_are_sensitive(command):
    assert bash_in_every_mode(command, SNAP)["default"] in ("ask", "deny"), command


@pytest.mark.parametrize("command", [
    "cat wp-config-sample.php", "cat src/auth.json", "ls ~/.local/share/jupyter/runtime/", "cat appsettings.json",
    "cat terraform.tf", "cat docs/wireguard.md",
])
def test_names_beside_them_stay_ordinary(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


# --- 2. a glob (find's name tests included) that may match a sensitive name ------------------

@pytest.mark.parametrize("command", [
    "find . -name '*v' | xargs cat", "find -name '*v' | xargs cat", "find . -name '*nv' -print0 | xargs -0 cat",
    "find . -name '*rc' | xargs cat", "cat $(find . -name '*v')", "find . -iname '*V' | xargs cat",
    "find . -name '?env' | xargs cat", "find . -name '[.]env' | xargs cat", "find . -path '*env' | xargs cat",
    "find . -path '*/.e*' | xargs cat", "find . -not -name '*.py' | xargs cat", "find . ! -name '*.py' | xargs cat",
    "find . -name '*.py' -o -type f | xargs cat", "find . -regex '.*v' | xargs cat",
    "find . ! \\( -name '*.py' -o -name '*.js' \\) | xargs cat", "find . -name '.e*' | xargs cat",
    "ls .e*", "cat .en?", "cat .[e]nv", "cat .e*", "cat .?nv", "head .e*", "grep -r TOKEN .e*", "cat .[a-z]nv",
])
def test_a_glob_that_may_name_a_secret_touches_it(command):
    assert bash_in_every_mode(command, SNAP)["default"] == "ask", command
    assert bash_in_every_mode(command, SNAP)["explore"] == "deny", command


@pytest.mark.parametrize("command", [
    "find . -name '*.py' | xargs cat", "find . -name '*.py' -o -name '*.js' | xargs cat",
    "find . -type f -name '*.ts' | xargs grep foo", "find src -name '*.json' | xargs cat",
    "cat $(find . -name '*.py')", "find . -name '*.go' | xargs wc -l", "find . -name '*.yml' | xargs cat",
    'find . -name "*.py" -not -path "*/node_modules/*" | xargs grep -l TODO', "find . -path '*/src/*.py' | xargs cat",
    "find . -name '*v'", "find . -name .env",
])
def test_find_names_that_name_no_secret_stay_read_only(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


# --- 3. harmless to read, dangerous to write ------------------------------------------------

@pytest.mark.parametrize("command", [
    "cat .vscode/settings.json", "ls .vscode", "ls -la .vscode", "cat .vscode/tasks.json", "cat .vscode/launch.json",
    "cat .husky/pre-commit", "ls .husky", "cat .gitmodules", "git config -f .gitmodules --list", "cat id_rsa.pub",
    "cat ~/.ssh/id_ed25519.pub", "cat keys/deploy_key.pub", "ls models/*.pth", "du -h model.pth",
    "cat .venv/lib/python3.12/site-packages/distutils-precedence.pth",
])
def test_reading_files_that_run_later_is_ordinary(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


@pytest.mark.parametrize("command", [
    "echo x > .vscode/settings.json", "echo x > .vscode/tasks.json", "echo x > .husky/pre-commit",
    "sed -i s/a/b/ .husky/pre-commit", "cp hook .husky/", "echo '[submodule \"x\"]' >> .gitmodules",
    "echo 'import os' > .venv/lib/python3.12/site-packages/evil.pth", "cp evil.pth .venv/lib/python3.12/site-packages/",
    "cp x.py .venv/lib/python3.12/site-packages/sitecustomize.py", "mv a.pth b.pth", "rm -rf .vscode",
    "echo x > ~/.ssh/id_rsa.pub", "tee .husky/pre-push", "touch .vscode/tasks.json",
])
def test_writing_files_that_run_later_asks_in_accept_edits_too(command):
    assert bash_in_every_mode(command, SNAP) == SENSITIVE, command


@pytest.mark.parametrize("path", [".vscode/settings.json", ".husky/pre-commit", ".gitmodules", "x.pth",
                                  ".vscode/tasks.json", "/home/dev/.ssh/id_rsa.pub"])
def test_the_write_tool_on_files_that_run_later_asks(path):
    d = decide(snap(permissions={"allow": ["Write"]}), "Write", {"file_path": path, "content": "x"},
               agent_mode="accept_edits")
    assert (d.decision, d.bypass_immune) == ("ask", True)


@pytest.mark.parametrize("command", [
    "cat ~/.ssh/id_ed25519.pub ~/.ssh/id_ed25519", "cat ~/.ssh/authorized_keys", "cat ~/.ssh/config", "ls ~/.ssh",
    "cat id_rsa", "cat ~/.ssh/id_rsa.pub.bak",
])
def test_private_keys_beside_public_ones_stay_sensitive(command):
    assert bash_in_every_mode(command, SNAP) == SENSITIVE, command


# --- 4. read-only list: readers audited against GTFOBins, only their printing options -------

@pytest.mark.parametrize("command", [
    "bat README.md", "bat -n src/main.py", "bat --paging=never src/main.py", "bat --paging never src/main.py",
    "bat -p src/main.py", "bat -pp -l py x", "batcat -r 1:20 src/main.py", "git clean -n", "git clean -nd",
    "git clean -ndx", "git clean --dry-run -d", "git clean -n -e '*.log'", "tokei", "tokei src", "tokei -o json",
    "cloc .", "cloc --by-file src", "cloc --exclude-dir=node_modules,dist .", "yq . config.yaml",
    "yq -r '.a' config.yaml", "yq e '.a' config.yaml", "yq -o json config.yaml", "lsb_release -a", "lscpu",
    "tree -L 2", "jq -r .name package.json", "hexdump -C f.bin", "xxd f.bin", "file src/main.py", "stat x",
    "du -sh .", "df -h", "wc -l src/*.py", "nproc", "uname -a", "git log --oneline -5", "git blame src/x.py",
])
def test_readers_are_read_only_in_every_mode(command):
    assert bash_in_every_mode(command, SNAP) == READ_ONLY, command


@pytest.mark.parametrize("command", [
    "bat --pager=less src/main.py", "bat --pager 'sh -c id' f", "bat --paging=always f", "bat --config-file x f",
    "git clean -fd", "git clean -n -f", "git clean -nf", "git clean -ni", "git clean", "tokei --input x",
    "cloc --report-file=x .", "cloc --extract-with='sh -c id' a.tgz", "cloc --vcs='sh -c id'",
    "yq -i '.a=1' config.yaml", "yq --inplace '.a=1' c.yaml", "yq 'load(\".env\")' c.yaml", "yq -s '.a' x.yaml",
    "tree -o out.txt", "xxd -r dump.txt out.bin",
    # was "python3 -m json.tool data.json out.json" (round 39 benign44: the write recorded,
    # json.tool IN > OUT's build trust, AAAAD); outside the project it is still asked
    "python3 -m json.tool data.json ../out.json",
])
def test_their_options_that_run_or_write_are_not_read_only(command):
    d = bash_in_every_mode(command, SNAP)
    assert d["default"] == "ask" and d["explore"] == "deny", (command, d)


@pytest.mark.parametrize("command", ["bat .env", "yq .a .env", "tokei ~/.ssh", "cloc ~/.aws"])
def test_readers_of_secrets_ask(command):
    assert bash_in_every_mode(command, SNAP)["default"] == "ask", command


# --- 5. build and test runners (the project's code: as npm test and pytest) -----------------

BUILD = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}


@pytest.mark.parametrize("command", [
    "npx turbo run build", "npx turbo build", "npx nx test", "npx nx run app:test", "npx nx run-many -t test",
    "go tool cover -html=coverage.out -o coverage.html", "go tool cover -func=coverage.out", "flutter test",
    "flutter analyze", "dart test", "dart analyze", "dart format .", "cargo nextest run", "deno test", "bun test",
    "mix test", "gradle test", "./gradlew test", "mvn test", "python3 -m json.tool data.json",
    "python -m json.tool --sort-keys data.json", "cat data.json | python3 -m json.tool",
])
def test_build_and_test_runners_follow_npm_test(command):
    assert bash_in_every_mode(command, SNAP) == BUILD, command


@pytest.mark.parametrize("command", [
    "go tool cover -html=coverage.out", "go tool cover -html=coverage.out -o /tmp/c.html", "go tool compile x.go",
    "go tool pprof x", "flutter pub publish", "dart run x", "npx turbo login",
    # (flutter pub get left this list in round 45, benign49: pubspec.lock's packages into
    # ~/.pub-cache, no package code run, as go mod download and cargo fetch: a build, AAAAD)
])
def test_what_opens_writes_elsewhere_or_publishes_is_not_a_build(command):
    assert bash_in_every_mode(command, SNAP)["default"] == "ask", command


# --- 6. accept_edits: edits inside the project ----------------------------------------------

FILE_CMD = {"default": "ask", "accept_edits": "allow", "bypass": "allow", "dont_ask": "deny", "explore": "deny"}


@pytest.mark.parametrize("command", ["> out.txt", ">> log.txt", "> a > b", ": > out.txt", "sed -i 's/a/b/' src/x.py"])
def test_in_project_edits_are_file_commands(command):
    assert bash_in_every_mode(command, SNAP) == FILE_CMD, command


@pytest.mark.parametrize("command", ["> /tmp/out.txt", "> ~/.bashrc", "> .env", "> .husky/pre-commit"])
def test_edits_outside_or_of_sensitive_files_still_ask(command):
    d = bash_in_every_mode(command, SNAP)
    assert d["accept_edits"] == "ask" and d["default"] == "ask", (command, d)


@pytest.mark.parametrize("command", [
    "find . -name '*.pyc' -delete", "find . -type f -name '*.pyc' -delete", "find . -name '*.orig' -delete",
    "find . -name '*.pyc' -o -name '*.pyo' -delete", "find . -name '.DS_Store' -delete", "sort -o out.txt in.txt",
    "sort -u -o words.txt words.txt", "perl -pi -e 's/a/b/' f", "perl -pi -e 's/a/b/g' src/*.py",
    "perl -i -pe 's/foo/bar/' f.txt", "perl -i.bak -pe 's/a/b/' f", "perl -pi -e 's/a/b/' -- f",
    "truncate -s 0 out.txt",
])
def test_in_project_rewrites_are_file_commands(command):
    assert bash_in_every_mode(command, SNAP) == FILE_CMD, command


@pytest.mark.parametrize("command", [
    "find . -name '*.pem' -delete", "find . -name '*.pack' -delete", "find . -name config -delete",
    "find . -name '*' -delete", "find . -name '*.pyc' -o -type f -delete", "find . -delete",
    "find . ! -name '*.pyc' -delete", "find -L . -name '*.pyc' -delete", "find . -name '*.env' -delete",
    "find /tmp -name '*.pyc' -delete", "sort -o /tmp/out.txt in.txt", "sort -o .env in.txt",
    "sort -o .github/workflows/ci.yml in.txt", "perl -pi -e 's/a/b/' ~/.bashrc", "perl -pi -e 'system(\"id\")' f",
    "perl -pi -e 's/a/`id`/e' f", "perl -pi -e 's/a/@{[`id`]}/' f", "perl -pi -e 's/a/b/' .husky/pre-commit",
    "perl -pi -e 's/x/y/' $(git ls-files)", "perl -pi'bak/*' -e 's/a/b/' f", "perl -pi -e 's/a/b/' .git/config",
])
def test_rewrites_elsewhere_of_secrets_or_with_code_still_ask(command):
    assert bash_in_every_mode(command, SNAP)["accept_edits"] in ("ask", "deny"), command


@pytest.mark.parametrize("command,decision", [
    ("cat ~/.ssh/*.pub", "allow"), ("cat ~/.ssh/id_*.pub", "allow"), ("cat ~/.ssh/*", "ask"),
    ("cat ~/.ssh/*pub", "ask"), ("cat ~/.ssh/id_*", "ask"), ("cat ~/.ss?/*.pub", "ask"), ("cat ~/.ssh/*.pu?", "ask"),
    ("cat ~/.ssh/*.pub/../id_rsa", "ask"), ("cp x ~/.ssh/*.pub", "ask"),
])
def test_a_glob_of_public_keys_only_is_ordinary(command, decision):
    assert bash_in_every_mode(command, SNAP)["default"] == decision, command


# --- perl -0pi is in place too (-0 takes its digits, then -p, then -i) ------------------------

def test_perl_zero_then_in_place_is_an_edit_of_its_files():
    s = snap()
    assert bash(s, "perl -0pi -e 's/a/b/' src/a.py", agent_mode="accept_edits").decision == "allow"
    assert bash(s, "perl -0777i -pe 's/a/b/' src/a.py", agent_mode="accept_edits").decision == "allow"
    assert bash(s, "perl -0pi -e 's/a/b/' ../elsewhere.txt", agent_mode="accept_edits").decision == "ask"
