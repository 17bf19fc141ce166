"""Probe round 32 (2026-11-27), rules32: operators' permission rules (seed 002's syntax,
Claude Code's own) and their bypasses, each call in all five modes (letters: default,
accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny). A deny rule on a program
(Bash(curl:*), Bash(git push:*), Bash(rm:*)) holds against every way to run it; a Read/Edit
deny rule against every spelling of its path and every Bash command that reads or writes it;
an allow rule grants no more than it names; guards (seed 000 plugin rules) and threat rules
(seed 004) meet the same canonical words, and a flag never changes the decision.

Fixed, by class: a program run by a package runner (npx, bunx, bun x), in a container
(docker/podman exec and run, kubectl exec), by a git alias set on the command line (git -c
alias.p=push p), by a shell alias, under another case (CURL, RM: a case-insensitive file
system runs curl, rm), by a makefile read from standard input or written in the same command,
by sg and runuser -c and script -c after its file, a shell's or interpreter's code under a
wrapper the analysis does not unwrap (firejail sh -c, nsenter bash -c), and shell code a
program runs that the analysis only probed (less +'!CMD', ssh -o ProxyCommand, rsync -e); for
a rule on rm, git clean -f, trash, gio trash and rmdir do its job; a leading tilde bash
expands (F=~/.ssh/id_rsa; cat $F, cat $(echo ~/.ssh/id_rsa)), ~user in a file tool's path,
a Glob pattern starting with ~ or $HOME; an editor's files (vim -c wq, ed, nano), gawk -i
inplace, an archive unpacked into a directory, a write to the very directory whose inside a rule
covers (rsync -a src/ secrets/, git restore secrets) and a write whose target is known only at
run time (asked in every mode), against Edit/Write rules; the files probed code reads or writes
(a container's command on a bound host path, less +'!cat .env') against Read/Edit rules.
Rows marked "# was LETTERS" were decided so on main before this round."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

POLICIES = {
    'curl': {'permissions': {'deny': ['Bash(curl:*)']}},
    'push': {'permissions': {'deny': ['Bash(git push:*)']}},
    'rm': {'permissions': {'deny': ['Bash(rm:*)']}},
    'ssh': {'permissions': {'deny': ['Read(~/.ssh/**)']}},
    'env': {'permissions': {'deny': ['Read(./.env)']}},
    'etc': {'permissions': {'deny': ['Edit(/etc/**)']}},
    'secrets': {'permissions': {'deny': ['Edit(./secrets/**)']}},
    'npmtest': {'permissions': {'allow': ['Bash(npm test:*)']}},
    'gitdiff': {'permissions': {'allow': ['Bash(git diff:*)']}},
    'askpush': {'permissions': {'ask': ['Bash(git push:*)']}},
    'guard': {'guards': [{'id': 'no-network', 'tool': 'Bash', 'patterns': [{'match': '\\b(curl|wget)\\b', 'verdict': 'deny', 'reason': 'no network'}]}]},
    'guard_start': {'guards': [{'id': 'no-curl', 'tool': 'Bash', 'patterns': [{'match': '^curl\\b', 'verdict': 'deny', 'reason': 'no curl'}]}]},
    'threat': {'threat_rules': [{'name': 'no-curl', 'pattern': '\\bcurl\\b', 'field': 'args', 'action': 'deny', 'reason': 'no curl'}]},
    'flag': {'threat_rules': [{'name': 'no-curl', 'pattern': '\\bcurl\\b', 'field': 'args', 'action': 'flag', 'reason': 'no curl'}]},
    'publish': {'permissions': {'deny': ['Bash(npm publish:*)']}},
    'pip': {'permissions': {'deny': ['Bash(pip install:*)']}},
    'none': {},
}
_SNAPS = {k: snap(**v) for k, v in POLICIES.items()}

# --- curl: {"permissions": {"deny": ["Bash(curl:*)"]}} ---
DENY_CURL = [
    ('curl x', 'DDDDD'),
    ('/usr/bin/curl x', 'DDDDD'),
    ('command curl x', 'DDDDD'),
    ('builtin curl x', 'DDDDD'),
    ('exec curl x', 'DDDDD'),
    ('env -i curl x', 'DDDDD'),
    ('sudo -u x curl x', 'DDDDD'),
    ('nice -n 5 curl x', 'DDDDD'),
    ('timeout 5 curl x', 'DDDDD'),
    ('echo x | xargs -n1 curl', 'DDDDD'),
    ('find . -exec curl {} \\;', 'DDDDD'),
    ("bash -c 'curl x'", 'DDDDD'),
    ('sh -c "curl x"', 'DDDDD'),
    ('eval curl x', 'DDDDD'),
    ('$(echo curl) x', 'DDDDD'),
    ('c\\url x', 'DDDDD'),
    ("'cu'rl x", 'DDDDD'),
    ("$'curl' x", 'DDDDD'),
    ('c""url x', 'DDDDD'),
    ('ls && curl x', 'DDDDD'),
    ('(curl x)', 'DDDDD'),
    ('ls | curl x', 'DDDDD'),
    ('curl x &', 'DDDDD'),
    ("sh <<'EOF'\ncurl x\nEOF", 'DDDDD'),
    ('f(){ curl x; }; f', 'DDDDD'),
    ('watch curl x', 'DDDDD'),
    ('parallel curl ::: x', 'DDDDD'),
    ('nohup curl x', 'DDDDD'),
    ('stdbuf -o0 curl x', 'DDDDD'),
    ('chroot / curl x', 'DDDDD'),
    ('unshare -r curl x', 'DDDDD'),
    ('flock f curl x', 'DDDDD'),
    ("script -qc 'curl x' /dev/null", 'DDDDD'),
    ('busybox wget x', 'DDDDD'),
    ('npx curl x', 'DDDDD'),  # was KKADD
    ('npx -y curl x', 'DDDDD'),  # was KKADD
    ('npx --package=foo curl x', 'DDDDD'),  # was KKADD
    ('npx -- curl x', 'DDDDD'),  # was KKADD
    ('bunx curl x', 'DDDDD'),  # was KKADD
    ('bun x curl x', 'DDDDD'),  # was KKADD
    ('npx curl@latest x', 'DDDDD'),  # was KKADD
    ('docker exec web curl x', 'DDDDD'),  # was KKADD
    ('docker exec -it -u root web curl x', 'DDDDD'),  # was KKADD
    ('kubectl exec pod -- curl x', 'DDDDD'),  # was KKADD
    ('podman run --rm alpine curl x', 'DDDDD'),  # was KKADD
    ('docker compose exec web curl x', 'DDDDD'),  # was KKADD
    ('CURL x', 'DDDDD'),  # was KKADD
    ('Curl x', 'DDDDD'),  # was KKADD
    ('/usr/bin/CURL x', 'DDDDD'),  # was KKADD
    ("make -f /dev/stdin <<< $'a:\\n\\tcurl x'", 'DDDDD'),  # was KKADD
    ("make -f - <<'EOF'\nall:\n\tcurl x\nEOF", 'DDDDD'),  # was KKADD
    ("printf 'a:\\n\\tcurl x\\n' | make -f -", 'DDDDD'),  # was KKADD
    ("cat > Makefile <<'EOF'\nall:\n\tcurl x\nEOF\nmake", 'DDDDD'),  # was KKADD
    ("printf 'all:\\n\\tcurl x\\n' > Makefile && make", 'DDDDD'),  # was KKADD
    ("sg grp -c 'curl x'", 'DDDDD'),  # was KKKDD
    ("sg grp 'curl x'", 'DDDDD'),  # was KKKDD
    ("runuser -l dev -c 'curl x'", 'DDDDD'),  # was KKADD
    ("runuser -u x -- sh -c 'curl x'", 'DDDDD'),  # was KKADD
    ("script -q /dev/null -c 'curl x'", 'DDDDD'),  # was KKKDD
    ("script out.log -qc 'curl x'", 'DDDDD'),  # was KKKDD
    ("firejail sh -c 'curl x'", 'DDDDD'),  # was KKADD
    ("nsenter -t 1 -m bash -c 'curl x'", 'DDDDD'),  # was KKADD
    ("eatmydata bash -lc 'curl x'", 'DDDDD'),  # was KKADD
    ('firejail python3 -c \'import os; os.system("curl x")\'', 'DDDDD'),  # was KKADD
    ("less +'!curl x' file", 'DDDDD'),  # was KKADD
    ("ssh -o ProxyCommand='curl x' host", 'DDDDD'),  # was KKADD
    ("rsync -e 'curl x' a b:", 'DDDDD'),  # was KKADD
    ("sed -n '1e curl x' f", 'DDDDD'),
    ('alias c=curl\nc x', 'DDDDD'),  # was KKKDD
    ("shopt -s expand_aliases\nalias c='curl x'\nc", 'DDDDD'),  # was KKKDD
    ('type curl', 'AAAAA'),
    ('less file', 'KKADD'),
    ('rsync -a src/ dst/', 'KAADD'),
    ('which curl', 'AAAAA'),
    ('echo curl', 'AAAAA'),
    ('grep curl file', 'AAAAA'),
    ('git log --grep curl', 'AAAAA'),
    ('ls curl', 'AAAAA'),
    ('npx eslint .', 'AAAAD'),
    ('npx tsc --noEmit', 'AAAAD'),
    ('docker ps', 'AAAAA'),
    ('docker exec web ls', 'KKADD'),
    ('make', 'AAAAD'),
    ('make test', 'AAAAD'),
    ('make -f build.mk all', 'AAAAD'),
    ("firejail sh -c 'ls'", 'KKADD'),
    ("alias ll='ls -la'", 'KKKDD'),
    ("sg grp 'ls -la'", 'KKADD'),  # was KKKDD
    ('Rscript x.R', 'KKADD'),
    ('script -q /dev/null', 'KKKDD'),
]

# --- push: {"permissions": {"deny": ["Bash(git push:*)"]}} ---
DENY_PUSH = [
    ('git push', 'DDDDD'),
    ("git 'push' origin", 'DDDDD'),
    ('git  push', 'DDDDD'),
    ('git -C dir push', 'DDDDD'),
    ('git --git-dir=x push', 'DDDDD'),
    ('git -c k=v push', 'DDDDD'),
    ('git --no-pager push', 'DDDDD'),
    ('git p\\ush', 'DDDDD'),
    ('git $(echo push)', 'DDDDD'),
    ('GIT_TRACE=1 git push', 'DDDDD'),
    ('hub push', 'DDDDD'),
    ('/usr/bin/git push', 'DDDDD'),
    ("with-contenv sh -c 'git push'", 'DDDDD'),  # was KKADD
    ('git -c alias.p=push p', 'DDDDD'),  # was KKKDD
    ("git -c alias.p='push --force' p", 'DDDDD'),  # was KKKDD
    ('git -c alias.P=push P', 'DDDDD'),  # was KKKDD
    ('npx git push', 'DDDDD'),  # was KKADD
    ('docker exec web git push', 'DDDDD'),  # was KKADD
    ('GIT push', 'DDDDD'),  # was KKADD
    ('Git push origin main', 'DDDDD'),  # was KKADD
    ("git config alias.p 'push origin'", 'DDDDD'),  # was KKADD
    ("git config --global alias.p 'push --force'", 'DDDDD'),  # was KKADD
    ("git config alias.lg 'log --oneline'", 'KKADD'),
    ('git status', 'AAAAA'),
    ('git log', 'AAAAA'),
    ('git -c alias.st=status st', 'KKKDD'),
    ('git pull', 'KKADD'),
]

# --- rm: {"permissions": {"deny": ["Bash(rm:*)"]}} ---
DENY_RM = [
    ('rm -r build', 'DDDDD'),
    ('/bin/rm x', 'DDDDD'),
    ('RM x', 'DDDDD'),  # was KKADD
    ('Rm -f x', 'DDDDD'),  # was KKADD
    ('npx rm -rf dist', 'DDDDD'),  # was KKADD
    ('docker exec web rm -rf /tmp/cache', 'DDDDD'),  # was KKADD
    ("firejail bash -c 'rm x'", 'DDDDD'),  # was KKADD
    ('find . -delete', 'DDDDD'),
    ('unlink x', 'DDDDD'),
    ('alias del=rm; del x', 'DDDDD'),
    ('ls', 'AAAAA'),
    ('git clean -fdx', 'DDDDD'),  # was KKADD
    ('trash x', 'DDDDD'),  # was KKADD
    ('gio trash x', 'DDDDD'),  # was KKADD
    ('rmdir build', 'DDDDD'),  # was KAADD
    ('npx rimraf dist', 'DDDDD'),  # was KKADD (round 45, redteam45: rimraf is rm -r)
    ('git clean -n', 'AAAAA'),
    ('git status', 'AAAAA'),
]

# --- ssh: {"permissions": {"deny": ["Read(~/.ssh/**)"]}} ---
DENY_READ_SSH = [
    (('Read', {'file_path': '~/.ssh/id_rsa'}), 'DDDDD'),
    (('Read', {'file_path': '$HOME/.ssh/id_rsa'}), 'DDDDD'),
    (('Read', {'file_path': '../.ssh/id_rsa'}), 'DDDDD'),
    (('Read', {'file_path': '/proc/self/cwd/../.ssh/id_rsa'}), 'DDDDD'),
    (('Read', {'file_path': '~/.SSH/id_rsa'}), 'DDDDD'),
    (('Read', {'file_path': '~dev/.ssh/id_rsa'}), 'DDDDD'),  # was AAAAA
    (('Read', {'file_path': '~root/.ssh/id_rsa'}), 'DDDDD'),  # was AAAAA
    (('Read', {'file_path': '/root/.ssh/id_rsa'}), 'DDDDD'),
    (('Glob', {'pattern': '~/.ssh/*'}), 'DDDDD'),  # was AAAAA
    (('Glob', {'pattern': '$HOME/.ssh/*'}), 'DDDDD'),  # was AAAAA
    (('Glob', {'pattern': '${HOME}/.ssh/id_*'}), 'DDDDD'),  # was AAAAA
    (('Glob', {'pattern': '*', 'path': '~/.ssh'}), 'DDDDD'),
    (('Glob', {'pattern': '**/*.py'}), 'AAAAA'),
    (('Read', {'file_path': '~/notes.txt'}), 'AAAAA'),
    (('Read', {'file_path': '~dev/project/README.md'}), 'AAAAA'),
    ('cat ~/.ssh/id_rsa', 'DDDDD'),
    ('F=~/.ssh/id_rsa; cat $F', 'DDDDD'),  # was KKADD
    ('F=~/.ssh/id_rsa; cat "$F"', 'DDDDD'),  # was KKADD
    ('H=~/.ssh; cat $H/id_rsa', 'DDDDD'),  # was KKADD
    ('export K=~/.ssh/id_rsa; cat $K', 'DDDDD'),  # was KKADD
    ('cat $(echo ~/.ssh/id_rsa)', 'DDDDD'),  # was KKADD
    ('cat `echo ~/.ssh/id_rsa`', 'DDDDD'),  # was KKADD
    ('cat $(printf %s ~/.ssh/id_rsa)', 'DDDDD'),  # was KKADD
    ('cat "$(echo ~/.ssh/id_rsa)"', 'DDDDD'),  # was KKADD
    ('cat ~dev/.ssh/id_rsa', 'DDDDD'),
    ('cd ~/.ssh && cat id_rsa', 'DDDDD'),
    ('ls ~/.ssh', 'DDDDD'),
    ('F=\'~/.ssh/id_rsa\'; cat "$F"', 'KKADD'),
    ('echo ~/.ssh/id_rsa', 'AAAAA'),
    ('F=~/notes.txt; cat $F', 'KKADD'),
    ('ls ~', 'AAAAA'),
    ('cat README.md', 'AAAAA'),
    ('H=~; rm -rf $H', 'DDDDD'),
    ('rm -rf $(echo ~)', 'DDDDD'),
]

# --- env: {"permissions": {"deny": ["Read(./.env)"]}} ---
DENY_READ_ENV = [
    (('Read', {'file_path': '.env'}), 'DDDDD'),
    (('Read', {'file_path': './.env'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/.env'}), 'DDDDD'),
    (('Read', {'file_path': '../project/.env'}), 'DDDDD'),
    (('Read', {'file_path': '/proc/self/cwd/.env'}), 'DDDDD'),
    (('Read', {'file_path': '.ENV'}), 'DDDDD'),
    (('Read', {'file_path': '~/project/.env'}), 'DDDDD'),
    (('Read', {'file_path': '~dev/project/.env'}), 'DDDDD'),  # was AAAAA
    (('Glob', {'pattern': '~/project/.env'}), 'DDDDD'),  # was AAAAA
    ('cat .env', 'DDDDD'),
    ("cat '.env'", 'DDDDD'),
    ('< .env cat', 'DDDDD'),
    ('source .env', 'DDDDD'),
    ('git show HEAD:.env', 'DDDDD'),
    ('cat .ENV', 'DDDDD'),
    ('docker run -v $PWD:/w alpine cat /w/.env', 'DDDDD'),  # was KKADD
    ("less +'!cat .env' README.md", 'DDDDD'),  # was KKADD
    ('docker run -v $PWD:/w alpine ls /w', 'KKADD'),
    ('E=~/project/.env; cat $E', 'DDDDD'),  # was KKADD
    (('Read', {'file_path': 'sub/.env'}), 'AAAAA'),
    (('Read', {'file_path': '.env.example'}), 'AAAAA'),
    ('cat README.md', 'AAAAA'),
    ('env', 'AAAAA'),
    ('printenv', 'AAAAA'),
]

# --- etc: {"permissions": {"deny": ["Edit(/etc/**)"]}} ---
DENY_EDIT_ETC = [
    ('vim /etc/hosts', 'DDDDD'),  # was KKADD
    ('vi -c wq /etc/hosts', 'DDDDD'),  # was KKADD
    ("vim -c ':%s/a/b/|wq' /etc/hosts", 'DDDDD'),  # was KKADD
    ("ex -sc '%s/a/b/|x' /etc/hosts", 'DDDDD'),  # was KKADD
    ("ed -s /etc/hosts <<< $'1d\\nw\\nq'", 'DDDDD'),  # was KKADD
    ('nano /etc/hosts', 'DDDDD'),  # was KKADD
    ("emacs -batch /etc/hosts --eval '(save-buffer)'", 'DDDDD'),  # was KKADD
    ('code /etc/hosts', 'DDDDD'),  # was KKADD
    ('view /etc/hosts', 'DDDDD'),  # was KKADD
    ('awk -i inplace 1 /etc/hosts', 'DDDDD'),  # was KKADD
    ("gawk -i inplace '{print}' /etc/hosts", 'DDDDD'),  # was KKADD
    ('tar xf x.tar -C /etc', 'DDDDD'),  # was KKADD
    ('unzip x.zip -d /etc', 'DDDDD'),  # was KKADD
    ('cd /etc && tar xf /tmp/x.tar', 'DDDDD'),  # was KKADD
    (('Edit', {'file_path': '/etc/hosts', 'old_string': 'a', 'new_string': 'b'}), 'DDDDD'),
    (('Write', {'file_path': '//etc/hosts', 'content': 'x'}), 'DDDDD'),
    (('Write', {'file_path': '/tmp/../etc/hosts', 'content': 'x'}), 'DDDDD'),
    (('Write', {'file_path': '/ETC/hosts', 'content': 'x'}), 'DDDDD'),
    (('Write', {'file_path': '~root/../etc/hosts', 'content': 'x'}), 'DDDDD'),  # was KKADD
    ('echo x > /etc/hosts', 'DDDDD'),
    ('cd /etc && echo x > hosts', 'DDDDD'),
    ('sed -i s/a/b/ /etc/hosts', 'DDDDD'),
    ('F=/etc/hosts; echo x > $F', 'DDDDD'),
    ('less /etc/hosts', 'KKADD'),
    ('awk 1 /etc/hosts', 'AAAAA'),
    ('cat /etc/hosts', 'AAAAA'),
    ('vim notes.txt', 'KKADD'),
    ('tar xf x.tar -C /tmp', 'KKADD'),
    (('Write', {'file_path': 'notes.txt', 'content': 'x'}), 'KAADD'),
]

# --- secrets: {"permissions": {"deny": ["Edit(./secrets/**)"]}} ---
DENY_EDIT_SECRETS = [
    ('vim -c wq secrets/a', 'DDDDD'),  # was KKADD
    ('nano secrets/key', 'DDDDD'),  # was KKADD
    ('awk -i inplace 1 secrets/a', 'DDDDD'),  # was KKADD
    ('tar xf x.tar', 'KKKDD'),  # was KKADD
    ('unzip x.zip', 'KKKDD'),  # was KKADD
    ('tar xzf x.tgz -C build', 'KAADD'),
    ('vim src/app.py', 'KKADD'),
    ('cat secrets/a', 'AAAAA'),
    ('git checkout HEAD secrets/', 'DDDDD'),  # was KKADD
    ('git restore secrets', 'DDDDD'),  # was KKADD
    ('rsync -a src/ secrets/', 'DDDDD'),  # was KKADD
    ('mkdir secrets', 'DDDDD'),  # was KKADD
    ('echo x > "$F"', 'KKKDD'),  # was KKADD
    ('echo x > out.txt', 'KAADD'),
    ('curl -O https://x.com/f.tgz', 'KKADD'),
    ('git checkout main', 'KKKDD'),  # was KAADD (round 49, rules49: a branch's files rewrite the tree)
    ('rsync -a src/ dst/', 'KAADD'),
]

# --- npmtest: {"permissions": {"allow": ["Bash(npm test:*)"]}} ---
ALLOW_NPM_TEST = [
    ('npm test', 'AAAAD'),
    ('npm test -- --watch', 'AAAAD'),
    ('npm  test', 'AAAAD'),
    ('npm test; rm -rf ~', 'DDDDD'),
    ('npm test && curl x | sh', 'DDDDD'),
    ('npm test && curl x', 'KKADD'),
    ('npm test $(curl x)', 'KKADD'),
    ('npm testx', 'KKADD'),
    ('npm test > ~/.bashrc', 'KKADD'),
    ('npm test & curl x', 'KKADD'),
    ('npm test || curl x', 'KKADD'),
    ('npm test\ncurl x', 'KKADD'),
    ('npm test --script-shell=/tmp/evil', 'KKKDD'),
    ("NODE_OPTIONS='--require /tmp/x' npm test", 'KKKDD'),
    ('NPM test && curl x', 'KKADD'),
]

# --- gitdiff: {"permissions": {"allow": ["Bash(git diff:*)"]}} ---
ALLOW_GIT_DIFF = [
    ('git diff', 'AAAAA'),
    ('git diff --stat', 'AAAAA'),
    ('git diff --output=~/.bashrc', 'KKADD'),
    ('git diff --ext-diff', 'KKADD'),
    ('git -c diff.external=/tmp/evil diff', 'KKKDD'),
    ("git -c core.pager='curl x' diff", 'KKKDD'),
    ('git diff | sh', 'KKKDD'),
    ('git diffx', 'KKADD'),
    ("git difftool -x 'curl x'", 'KKADD'),
]

# --- askpush: {"permissions": {"ask": ["Bash(git push:*)"]}} ---
ASK_PUSH = [
    ('git push origin main', 'KKKDD'),
    ('npx git push', 'KKKDD'),  # was KKADD
    ('Git push', 'KKKDD'),  # was KKADD
    ('git -c alias.p=push p', 'KKKDD'),
    ("firejail sh -c 'git push'", 'KKKDD'),  # was KKADD
    ('git status', 'AAAAA'),
]

# --- guard: {"guards": [{"id": "no-network", "tool": "Bash", "patterns": [{"match": "\\b(curl|wget)\\b", "verdict": "deny", "reason": "no network"}]}]} ---
GUARD_WORD = [
    ('curl x', 'DDDDD'),
    ('CURL x', 'DDDDD'),  # was KKADD
    ('npx curl x', 'DDDDD'),
    ("bash -c 'curl x'", 'DDDDD'),
    ('c\\url x', 'DDDDD'),
    ('ls', 'AAAAA'),
    ('git status', 'AAAAA'),
]

# --- guard_start: {"guards": [{"id": "no-curl", "tool": "Bash", "patterns": [{"match": "^curl\\b", "verdict": "deny", "reason": "no curl"}]}]} ---
GUARD_START = [
    ('curl x', 'DDDDD'),
    ('npx curl x', 'DDDDD'),  # was KKADD
    ("firejail sh -c 'curl x'", 'DDDDD'),  # was KKADD
    ('docker exec web curl x', 'DDDDD'),  # was KKADD
    ('CURL x', 'DDDDD'),  # was KKADD
    ('ls', 'AAAAA'),
]

# --- threat: {"threat_rules": [{"name": "no-curl", "pattern": "\\bcurl\\b", "field": "args", "action": "deny", "reason": "no curl"}]} ---
THREAT_DENY = [
    ('curl x', 'DDDDD'),
    ('CURL x', 'DDDDD'),  # was KKADD
    ('npx curl x', 'DDDDD'),
    ('Curl x', 'DDDDD'),  # was KKADD
    ('ls', 'AAAAA'),
    ('echo hello', 'AAAAA'),
]

# --- flag: {"threat_rules": [{"name": "no-curl", "pattern": "\\bcurl\\b", "field": "args", "action": "flag", "reason": "no curl"}]} ---
THREAT_FLAG = [
    ('curl x', 'KKADD'),
    ('CURL x', 'KKADD'),
    ('ls', 'AAAAA'),
]

# --- none: {} ---
NO_RULES = [
    ('RM -rf ~', 'DDDDD'),  # was KKADD
    ('Rm -rf /', 'DDDDD'),  # was KKADD
    ('/bin/RM -rf ~', 'DDDDD'),  # was KKADD
    ('CHMOD -R 777 /', 'DDDDD'),  # was KKADD
    ('CURL x | SH', 'DDDDD'),  # was KKADD
    ('curl x | SH', 'DDDDD'),  # was KKADD
    ('ls && RM -rf ~', 'DDDDD'),  # was KKADD
    ('F=~; rm -rf $F', 'DDDDD'),
    ('rm -rf $(echo ~)', 'DDDDD'),
    ("make -f - <<'EOF'\nall:\n\trm -rf ~\nEOF", 'DDDDD'),
    ("sg grp -c 'rm -rf ~'", 'DDDDD'),
    ("runuser -l dev -c 'rm -rf ~'", 'DDDDD'),
    ("script -q /dev/null -c 'rm -rf ~'", 'DDDDD'),
    ("firejail sh -c 'rm -rf ~'", 'DDDDD'),
    ('npx rm -rf ~', 'DDDDD'),
    ('HEAD x', 'KKADD'),
    ('GET http://x', 'KKADD'),
    ('Rscript x.R', 'KKADD'),
    ('MAKE', 'KKADD'),
    ('echo RM -rf ~', 'AAAAA'),
    ('ls -la', 'AAAAA'),
    ('make', 'AAAAD'),
    ('npx eslint .', 'AAAAD'),
    ("sg grp 'ls -la'", 'KKADD'),  # was KKKDD
    ('D=~/project/build; rm -rf $D', 'KKADD'),
    ('X=~/.bashrc; echo hi >> $X', 'KKADD'),
    ("printf 'all:\\n\\techo hi\\n' > Makefile && make", 'KKADD'),
    ('echo ~', 'AAAAA'),
    ('H=~; echo $H', 'KKADD'),
    ('vim x.py', 'KKADD'),
    ('tar xf x.tar', 'KKADD'),
    ('awk -i inplace 1 x.txt', 'KKADD'),
    ('script -q /dev/null', 'KKKDD'),
    ('docker exec web rm -rf /', 'DDDDD'),  # round 34 residuals35: the container's command as run here
]

# --- publish, pip: a subcommand by npm's unique prefix, another client of the same registry,
# a module run as a program (python -m pip), uv's pip ---
DENY_NPM_PUBLISH = [
    ('npm publish', 'DDDDD'),
    ('npm publ', 'DDDDD'),  # was KKADD
    ('pnpm publish', 'DDDDD'),  # was KKADD
    ('yarn npm publish', 'DDDDD'),  # was KKADD
    ('bun publish', 'DDDDD'),  # was KKADD
    ('npm pack', 'KKADD'),
    ('npm test', 'AAAAD'),
    ('yarn install', 'AAAAD'),
]

DENY_PIP_INSTALL = [
    ('pip install x', 'DDDDD'),
    ('pip3 install x', 'DDDDD'),
    ('python -m pip install x', 'DDDDD'),  # was KKADD
    ('python3 -m pip install x', 'DDDDD'),  # was KKADD
    ('uv pip install x', 'DDDDD'),  # was KKADD
    ('python3 -m pytest', 'AAAAD'),
    ('pip list', 'AAAAA'),
    ('uv add x', 'KKADD'),
]

ROWS = [(k, call, letters) for k, table in (
    ('curl', DENY_CURL),
    ('push', DENY_PUSH),
    ('rm', DENY_RM),
    ('ssh', DENY_READ_SSH),
    ('env', DENY_READ_ENV),
    ('etc', DENY_EDIT_ETC),
    ('secrets', DENY_EDIT_SECRETS),
    ('npmtest', ALLOW_NPM_TEST),
    ('gitdiff', ALLOW_GIT_DIFF),
    ('askpush', ASK_PUSH),
    ('guard', GUARD_WORD),
    ('guard_start', GUARD_START),
    ('threat', THREAT_DENY),
    ('flag', THREAT_FLAG),
    ('publish', DENY_NPM_PUBLISH),
    ('pip', DENY_PIP_INSTALL),
    ('none', NO_RULES),
) for call, letters in table]


def _id(row) -> str:
    key, call, _ = row
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return (key + ": " + text)[:90]


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round32_rules32(row) -> None:
    key, call, expected = row
    assert call_letters(_SNAPS[key], call) == expected


# a deny rule on a program leaves a command that does not run it as it was without the rule
# (type curl, git log --grep curl, npx eslint, docker exec web ls, npx rimraf)
@pytest.mark.parametrize("row", [("curl", c) for c, x in DENY_CURL if x != "DDDDD"]
                         + [("push", c) for c, x in DENY_PUSH if x != "DDDDD"]
                         + [("rm", c) for c, x in DENY_RM if x != "DDDDD"], ids=lambda r: r[0] + ": " + r[1][:70])
def test_a_deny_rule_leaves_its_neighbours_as_they_were(row) -> None:
    key, call = row
    assert call_letters(_SNAPS[key], call) == call_letters(_SNAPS["none"], call)


# an ask rule is honoured in every mode: never allowed, bypass included
@pytest.mark.parametrize("call", [c for c, _ in ASK_PUSH[:-1]])
def test_ask_rules_are_never_allowed(call) -> None:
    assert "A" not in call_letters(_SNAPS["askpush"], call)


# a threat rule in flag mode never changes the decision
@pytest.mark.parametrize("call", [c for c, _ in THREAT_FLAG])
def test_a_flag_never_changes_the_decision(call) -> None:
    assert call_letters(_SNAPS["flag"], call) == call_letters(_SNAPS["none"], call)
