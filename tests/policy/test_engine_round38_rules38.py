"""Probe round 38 (2026-11-27), rules38: operator permission rules, what a rule meets and what is
refused at load, each call in all five modes (letters: default, accept_edits, bypass, dont_ask,
explore; A allow, K ask, D deny). Fixed, by class: (1) a program-less deny/ask rule's short option
(Bash(*-rf*), Bash(* -rf *), and -f/-r of Bash(*--force*), Bash(*--recursive*)) met the letters r and
f in any program's clusters: they now meet only where they are that program's --recursive and
--force (sort's -r -f, pip's -r req -f URL, tail's, cut's, ps's, jq's, tar's -r/-f, ssh's -f -R,
pkill's -f, pytest's -rf, journalctl's -fr, ln's -r, node's and ruby's -r are not), while the
literal text -rf still meets literally (sort -rf) and an unknown program's letters still count;
programs whose options are words after one dash (terraform destroy -force, go test -race, find
-prune) read -force as --force, never as the letters f, o, r, c, e; an interpreter's words after
-m, -c or -e are the module's or the code's (python -m pytest -rf); --rec/--for (GNU prefixes) are
-r/-f to a rule written -rf. (2) Rules that loaded and met nothing are refused at load, naming the
field and what to write: a built-in tool's name in another case with content (bash(ls), read(x),
Webfetch(domain:x.com)), mcp__ with no server or no tool (mcp__, mcp____x, mcp__github__), a ')'
closing a file or name rule before a second one (Read(x)(y), Read(.env), Read(secrets/**)); a
deny/ask file rule naming a directory (Read(~/.ssh), Read(secrets), Read(./), Read(~/)) covers what
is in it, as gitignore's patterns do (a name with a wildcard or an extension stays a file's). (3)
a command named by a glob (./deploy*.sh, ./[d]eploy.sh, /usr/bin/r?) meets a deny/ask rule on a
program the glob matches; cat FILE | sh meets a rule on FILE as sh < FILE did; git send-pack is git
push; kubectl's resource types meet by their other names (ns, namespaces, namespace/x; po, pods,
pod/x) in the rule and the command, oc and kubecolor are kubectl, podman, nerdctl and finch are
docker to a deny/ask rule; yarn's and bun's first word that is no command of theirs runs the script
(yarn deploy is yarn run deploy). The wrapper, quoting, path, alias and function spellings of a dozen
rule shapes held (npx rimraf dist stayed KKADD under Bash(rm:*), as round 32 decided; round 45
reversed it: DDDDD).
"""
from __future__ import annotations

import pytest

from policy.engine.types import PolicyError
from tests.policy.engine_helpers import call_letters, snap


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else call[0] + " " + str(call[1])


RF_MEANING_SNAP = snap(permissions={'deny': ['Bash(*-rf*)']})
RF_MEANING = [
    ('sort -r -f x', 'AAAAA'),   # was DDDDD
    ('sort -rf x', 'DDDDD'),
    ('sort -fr x', 'AAAAA'),   # was DDDDD
    ('pip install -r req.txt -f ./wheels', 'KKADD'),   # was DDDDD
    ('terraform destroy -force', 'KKADD'),   # was DDDDD
    ('tail -f -r x', 'AAAAA'),   # was DDDDD
    ('cut -f 1 -r', 'AAAAA'),   # was DDDDD
    ('ls -r -f', 'AAAAA'),   # was DDDDD
    ('ls -rF', 'AAAAA'),   # was DDDDD
    ('ls -laRF', 'AAAAA'),   # was DDDDD
    ('ps -ef -r', 'AAAAA'),   # was DDDDD
    ('jq -r -f prog.jq x.json', 'KKADD'),   # was DDDDD
    ('jq -rf prog.jq x.json', 'DDDDD'),
    ('tar -r -f a.tar x', 'KKADD'),   # was DDDDD
    ('tar -rf a.tar x', 'DDDDD'),
    ('ssh -f -R 8080:localhost:80 host', 'KKADD'),   # was DDDDD
    ('ssh -f host rm -r x', 'KKADD'),   # was DDDDD
    ('git commit -F msg -r', 'KKADD'),   # was DDDDD
    ('grep -rF foo src', 'AAAAA'),   # was DDDDD
    ('grep -r -f pats .', 'KKADD'),   # was DDDDD
    ('sed -r -f s.sed x', 'KKADD'),   # was DDDDD
    ('pkill -f -r node', 'KKADD'),   # was DDDDD
    ('touch -r ref -f x', 'KAADD'),   # was DDDDD
    ('uv pip install -r req.txt -f ./wheels', 'KKADD'),   # was DDDDD
    ('journalctl -fr', 'AAAAA'),   # was DDDDD
    ('tree -fr', 'AAAAA'),   # was DDDDD
    ('patch -Rf -p1', 'KKADD'),   # was DDDDD
    ('ln -sfr a b', 'KAADD'),   # was DDDDD
    ('kubectl delete -Rf dir', 'KKADD'),   # was DDDDD
    ('ffmpeg -f mp4 -i a -r 30 out.mp4', 'KKADD'),   # was DDDDD
    ('xargs -r rm -f', 'KKADD'),   # was DDDDD
    ('pytest -ra -f', 'AAAAD'),   # was DDDDD
    ('python -m pytest -x -rf', 'DDDDD'),
    ('go test -race -failfast ./...', 'AAAAD'),
    ('rm -r -f x', 'DDDDD'),
    ('rm -rf x', 'DDDDD'),
    ('rm -fr x', 'DDDDD'),
    ('rm -R -f x', 'DDDDD'),
    ('rm -Rf x', 'DDDDD'),
    ('rm -r x -f', 'DDDDD'),
    ('rm --recursive --force x', 'DDDDD'),
    ('rm --recursive -f x', 'DDDDD'),
    ('rm --rec --for build', 'DDDDD'),   # was KAADD
    ('rm --re --fo build', 'DDDDD'),   # was KAADD
    ('rm -r -- -f', 'KAADD'),
    ('cp -r -f a b', 'DDDDD'),
    ('foo -r -f x', 'DDDDD'),
    ('chmod -Rf 755 d', 'DDDDD'),
    ('gzip -rf d', 'DDDDD'),
    ('git rm -r -f x', 'DDDDD'),
    ('rsync -rf a b', 'DDDDD'),
    ('zip -rf a.zip d', 'DDDDD'),
    ('sudo rm -r -f x', 'DDDDD'),
    ('env FOO=1 rm -r -f x', 'DDDDD'),
    ('command rm -r -f x', 'DDDDD'),
    ('builtin rm -r -f x', 'DDDDD'),
    ('exec rm -r -f x', 'DDDDD'),
    ('\\rm -r -f x', 'DDDDD'),
    ('/bin/rm -r -f x', 'DDDDD'),
    ("r''m -r -f x", 'DDDDD'),
    ('rm "-r" \'-f\' x', 'DDDDD'),
    ("bash -c 'rm -r -f x'", 'DDDDD'),
    ('find . -name x -exec rm -r -f {} +', 'DDDDD'),
    ('xargs rm -r -f < list', 'DDDDD'),
    ('docker exec web rm -r -f /x', 'DDDDD'),
    ('kubectl exec pod -- rm -r -f /x', 'DDDDD'),
    ('ssh host rm -r -f x', 'DDDDD'),
    ("alias r='rm -r -f'; r x", 'DDDDD'),
    ('alias x=rm; x -r -f y', 'DDDDD'),
    ('f() { rm -r -f "$@"; }; f x', 'DDDDD'),
    ('sort -r -f x | rm -r -f y', 'DDDDD'),
    ('grep -r -f p . && rm -R -f y', 'DDDDD'),
    ('terraform destroy -force -recursive', 'DDDDD'),
    ('git clean -fdx', 'DDDDD'),
]


FORCE_MEANING_SNAP = snap(permissions={'deny': ['Bash(*--force*)']})
FORCE_MEANING = [
    ('terraform destroy -force', 'DDDDD'),
    ('terraform destroy -auto-approve', 'KKADD'),
    ('sort -r -f x', 'AAAAA'),
    ('pytest -rf', 'AAAAD'),   # was DDDDD
    ('python -m pytest -x -rf', 'AAAAD'),   # was DDDDD
    ('python3.11 -m pytest -rf', 'AAAAD'),   # was DDDDD
    ('python deploy.py -f', 'DDDDD'),
    ('python -m mymod -f', 'DDDDD'),
    ('poetry export -f requirements.txt', 'KKADD'),   # was DDDDD
    ('pkill -f "node server"', 'KKADD'),   # was DDDDD
    ('pgrep -fl node', 'AAAAA'),   # was DDDDD
    ('mvn -f pom.xml test', 'AAAAD'),   # was DDDDD
    ('eslint -f json src', 'AAAAD'),   # was DDDDD
    ('tree -fr', 'AAAAA'),   # was DDDDD
    ('zip -rf a.zip d', 'KKADD'),   # was DDDDD
    ('unzip -f a.zip', 'KKADD'),   # was DDDDD
    ('ffmpeg -f mp4 -i a out.mp4', 'KKADD'),   # was DDDDD
    ('tail -f app.log', 'AAAAA'),
    ('curl -fsSL https://x.com/a -o a', 'KKADD'),
    ('git commit -F msg.txt', 'KKADD'),
    ('ssh -f host uptime', 'KKADD'),
    ('tar -xf a.tar', 'KKADD'),
    ('jq -rf prog.jq x.json', 'KKADD'),
    ('git push -f', 'DDDDD'),
    ('git push origin +main', 'DDDDD'),
    ('rm -f x', 'DDDDD'),
    ('mv -f a b', 'DDDDD'),
    ('npm install -f', 'DDDDD'),
    ('docker rm -f web', 'DDDDD'),
    ('mysql -f < x.sql', 'DDDDD'),
    ('node -r dotenv/config -f x', 'DDDDD'),
    ('foo -f x', 'DDDDD'),
    ('go run . -force', 'DDDDD'),
]


RECURSIVE_MEANING_SNAP = snap(permissions={'deny': ['Bash(*--recursive*)']})
RECURSIVE_MEANING = [
    ('go test -race ./...', 'AAAAD'),   # was DDDDD
    ('go test -run TestX -failfast ./...', 'AAAAD'),   # was DDDDD
    ('find . -prune -o -type f -print', 'AAAAA'),   # was DDDDD
    ('terraform fmt -recursive', 'AAAAD'),
    ('terraform destroy -force', 'KKADD'),   # was DDDDD
    ('tar -rf a.tar x', 'KKADD'),   # was DDDDD
    ('pkill -f -r node', 'KKADD'),   # was DDDDD
    ('node -r ts-node/register app.ts', 'KKADD'),   # was DDDDD
    ('ruby -rjson -e 1', 'KKADD'),   # was DDDDD
    ('sed -ri s/a/b/ x', 'KAADD'),   # was DDDDD
    ('touch -r a b', 'KAADD'),   # was DDDDD
    ('journalctl -fr', 'AAAAA'),   # was DDDDD
    ('ln -sfr a b', 'KAADD'),   # was DDDDD
    ('patch -Rf -p1', 'KKADD'),   # was DDDDD
    ('git diff -R', 'AAAAA'),   # was DDDDD
    ('ffmpeg -f mp4 -i a -r 30 out.mp4', 'DDDDD'),
    ('sort -r x', 'AAAAA'),
    ('grep -r foo src', 'DDDDD'),
    ('grep -rn foo src', 'DDDDD'),
    ('rm -r x', 'DDDDD'),
    ('rm -R x', 'DDDDD'),
    ('chown -R me d', 'DDDDD'),
    ('scp -r a host:b', 'DDDDD'),
    ('cp -r a b', 'DDDDD'),
    ('wget -r -np https://x.com/docs/', 'DDDDD'),
    ('zip -r a.zip d', 'DDDDD'),
]


SPACED_RF_SNAP = snap(permissions={'deny': ['Bash(* -rf *)']})
SPACED_RF = [
    ('sort -r -f x', 'AAAAA'),   # was DDDDD
    ('tar -r -f a.tar x', 'KKADD'),   # was DDDDD
    ('tail -f -r x', 'AAAAA'),   # was DDDDD
    ('sort -rf x', 'DDDDD'),
    ('rm -r -f x', 'DDDDD'),
    ('rm -fR x', 'DDDDD'),
    ('foo -r -f x', 'DDDDD'),
]


NAMED_RF_SNAP = snap(permissions={'deny': ['Bash(rm -rf:*)', 'Bash(rm * -rf*)']})
NAMED_RF = [
    ('rm --rec --for build', 'DDDDD'),   # was KAADD
    ('rm --f -r build', 'DDDDD'),   # was KAADD
    ('rm -r -f build', 'DDDDD'),
    ('rm -rf build', 'DDDDD'),
    ('rm --recursive=yes build', 'KAADD'),
    ('rm -r build', 'KAADD'),
    ('ls --for=long -r', 'AAAAA'),
    ('sort -r -f x', 'AAAAA'),
]


SORT_RF_SNAP = snap(permissions={'deny': ['Bash(sort*-rf*)']})
SORT_RF = [
    ('sort -r -f x', 'DDDDD'),
    ('sort -rf x', 'DDDDD'),
    ('sort -n x', 'AAAAA'),
]


SAME_JOB_SNAP = snap(permissions={'deny': ['Bash(rm:*)', 'Bash(git push:*)']})
SAME_JOB = [
    ('npx rimraf dist', 'DDDDD'),  # was KKADD (round 45, redteam45: rimraf is rm -r)
    ('git send-pack origin main', 'DDDDD'),   # was KKADD
    ('git send-pack --force origin main', 'DDDDD'),   # was KKADD
    ('npx prettier --write .', 'AAAAD'),
    ('git push origin main', 'DDDDD'),
    ('git -c alias.p=push p', 'DDDDD'),
    ('git config alias.p push && git p', 'DDDDD'),
    ('hub push', 'DDDDD'),
    ('git -C . push origin main', 'DDDDD'),
    ('git p\\ush', 'DDDDD'),
    ("git pu''sh", 'DDDDD'),
    ('GIT_TRACE=1 git push', 'DDDDD'),
    ('git fetch origin', 'KKADD'),
    ('rm -rf build', 'DDDDD'),
    ('sudo rm -rf build', 'DDDDD'),
    ("env -S 'rm -rf build'", 'DDDDD'),
    ('{rm,-rf,build}', 'DDDDD'),
    ('$(echo rm) -rf build', 'DDDDD'),
    ('x=rm; $x -rf build', 'DDDDD'),
    ('a=(rm -rf build); "${a[@]}"', 'DDDDD'),
    ('set -- rm -rf build; "$@"', 'DDDDD'),
    ("bash <<< 'rm -rf build'", 'DDDDD'),
    ('source <(echo rm -rf build)', 'DDDDD'),
    ('perl -e \'system("rm -rf build")\'', 'DDDDD'),
    ('awk \'BEGIN{system("rm -rf build")}\'', 'DDDDD'),
    ('parallel rm -rf ::: build', 'DDDDD'),
    ('hash -p /bin/rm zz; zz -rf build', 'DDDDD'),
    ('/bin/../bin/rm -rf build', 'DDDDD'),
    ('shopt -s expand_aliases; alias del=rm; del -rf build', 'DDDDD'),
    ('function z { rm "$@"; }; z -rf build', 'DDDDD'),
    ("trap 'rm -rf build' EXIT", 'DDDDD'),
    ("git -c core.sshCommand='rm -rf build' fetch", 'DDDDD'),
    ("at now <<< 'rm -rf build'", 'DDDDD'),
    ('systemd-run rm -rf build', 'DDDDD'),
    ('rm${IFS}-rf${IFS}build', 'DDDDD'),
    ('find build -delete', 'DDDDD'),
    ('rsync -a --delete empty/ build/', 'DDDDD'),
    ('ls build', 'AAAAA'),
    ('echo rm -rf build', 'AAAAA'),
]


GLOB_NAMES_SNAP = snap(permissions={'deny': ['Bash(./deploy.sh:*)', 'Bash(rm:*)']})
GLOB_NAMES = [
    ('./deploy*.sh', 'DDDDD'),   # was KKKDD
    ('./deplo?.sh', 'DDDDD'),   # was KKKDD
    ('./[d]eploy.sh', 'DDDDD'),   # was KKKDD
    ('./deploy.sh prod', 'DDDDD'),
    ('/usr/bin/r? -rf x', 'DDDDD'),   # was KKKDD
    ('cat deploy.sh | sh', 'DDDDD'),   # was KKKDD
    ('cat deploy.sh | bash -s prod', 'DDDDD'),   # was KKKDD
    ('sh < deploy.sh', 'DDDDD'),
    ('bash deploy.sh', 'DDDDD'),
    ('cat notes.txt | sh', 'KKKDD'),
    ('./build*.sh', 'KKKDD'),
    ('ls *.sh', 'AAAAA'),
    ('cat deploy.sh', 'AAAAA'),
    ('cat README.md | less', 'KKADD'),
    ('cat deploy.sh | wc -l', 'AAAAA'),
]


DIRECTORY_RULES_SNAP = snap(permissions={'deny': ['Read(~/.ssh)', 'Read(secrets)', 'Edit(config)']})
DIRECTORY_RULES = [
    (('Read', {'file_path': '/home/dev/.ssh/id_rsa'}), 'DDDDD'),   # was AAAAA
    ('cat ~/.ssh/config', 'DDDDD'),   # was KKADD
    ('grep -r pw ~/.ssh', 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/secrets/a.txt'}), 'DDDDD'),   # was AAAAA
    ('cat secrets/db/pw', 'DDDDD'),   # was AAAAA
    (('Read', {'file_path': '/home/dev/project/app/secrets/k'}), 'DDDDD'),   # was AAAAA
    (('Edit', {'file_path': '/home/dev/project/config/app.yml', 'old_string': 'a', 'new_string': 'b'}), 'DDDDD'),   # was KAADD
    (('Write', {'file_path': '/home/dev/project/config/new.yml', 'content': 'x'}), 'DDDDD'),   # was KAADD
    (('Read', {'file_path': '/home/dev/project/config/app.yml'}), 'AAAAA'),
    (('Read', {'file_path': '/home/dev/project/secretsx/a'}), 'AAAAA'),
    (('Read', {'file_path': '/home/dev/project/src/a.py'}), 'AAAAA'),
    ('cat src/a.py', 'AAAAA'),
    (('Grep', {'pattern': 'pw', 'glob': '*.py'}), 'KKKDD'),   # was AAAAA
    (('Grep', {'pattern': 'pw', 'path': '/home/dev/project/src'}), 'KKKDD'),
]


DOT_ROOT_RULES_SNAP = snap(permissions={'deny': ['Read(./)']})
DOT_ROOT_RULES = [
    (('Read', {'file_path': '/home/dev/project/a.txt'}), 'DDDDD'),   # was AAAAA
    (('Read', {'file_path': '/home/dev/project/src/a.py'}), 'DDDDD'),   # was AAAAA
    ('cat a.txt', 'DDDDD'),   # was AAAAA
    (('Read', {'file_path': '/home/dev/other/a.txt'}), 'AAAAA'),
]


HOME_ROOT_RULES_SNAP = snap(permissions={'ask': ['Read(~/)']})
HOME_ROOT_RULES = [
    (('Read', {'file_path': '/home/dev/notes.txt'}), 'KKKDD'),   # was AAAAA
    (('Read', {'file_path': '/home/dev/project/a.txt'}), 'KKKDD'),   # was AAAAA
    (('Read', {'file_path': '/etc/hostname'}), 'AAAAA'),
]


FILE_NAMES_STAY_SNAP = snap(permissions={'deny': ['Read(.npmrc)', 'Read(**/*.pem)', 'Read(.env)', 'Read(notes.txt)']})
FILE_NAMES_STAY = [
    (('Grep', {'pattern': 'pw', 'glob': '*.py'}), 'AAAAA'),
    (('Read', {'file_path': '/home/dev/project/.npmrc'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/.npmrc/x'}), 'DDDDD'),   # was AAAAA
    (('Read', {'file_path': '/home/dev/project/a/b.pem'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/.env'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/notes.txt'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/README.md'}), 'AAAAA'),
    ('cat README.md', 'AAAAA'),
]


KUBE_KINDS_SNAP = snap(permissions={'deny': ['Bash(kubectl delete namespace:*)', 'Bash(kubectl delete po:*)']})
KUBE_KINDS = [
    ('kubectl delete ns x', 'DDDDD'),   # was KKADD
    ('kubectl delete namespaces x', 'DDDDD'),   # was KKADD
    ('kubectl delete namespace/x', 'DDDDD'),   # was KKADD
    ('kubectl delete namespace x', 'DDDDD'),
    ('kubectl --context prod delete ns x', 'DDDDD'),   # was KKADD
    ('oc delete namespace x', 'DDDDD'),   # was KKADD
    ('kubecolor delete ns x', 'DDDDD'),   # was KKADD
    ('kubectl delete pods x', 'DDDDD'),   # was KKADD
    ('kubectl delete pod/web-1', 'DDDDD'),   # was KKADD
    ('kubectl delete -n ns deploy x', 'KKADD'),
    ('kubectl delete -n ns pod x', 'DDDDD'),   # was KKADD
    ('kubectl get ns', 'AAAAA'),
    ('kubectl delete deploy x', 'KKADD'),
    ('kubectl get pods', 'AAAAA'),
    ('kubectl describe namespace x', 'AAAAA'),
]


SCRIPT_RUNNERS_SNAP = snap(permissions={'deny': ['Bash(npm run deploy:*)', 'Bash(docker system prune:*)']})
SCRIPT_RUNNERS = [
    ('yarn deploy', 'DDDDD'),   # was KKADD
    ('yarn deploy --prod', 'DDDDD'),   # was KKADD
    ('bun deploy', 'DDDDD'),   # was KKADD
    ('yarn run deploy', 'DDDDD'),
    ('pnpm run deploy', 'DDDDD'),
    ('pnpm deploy', 'KKADD'),
    ('yarn build', 'AAAAD'),
    ('yarn add x', 'KKADD'),
    ('yarn', 'AAAAD'),
    ('yarn install', 'AAAAD'),
    ('bun install', 'AAAAD'),
    ('npm run build', 'AAAAD'),
    ('podman system prune -f', 'DDDDD'),   # was KKADD
    ('nerdctl system prune', 'DDDDD'),   # was KKADD
    ('docker system prune -af', 'DDDDD'),
    ('podman ps', 'AAAAA'),
    ('docker image prune', 'KKADD'),
]


@pytest.mark.parametrize("row", RF_MEANING, ids=_id)
def test_rf_meaning(row):
    call, expected = row
    assert call_letters(RF_MEANING_SNAP, call) == expected


@pytest.mark.parametrize("row", FORCE_MEANING, ids=_id)
def test_force_meaning(row):
    call, expected = row
    assert call_letters(FORCE_MEANING_SNAP, call) == expected


@pytest.mark.parametrize("row", RECURSIVE_MEANING, ids=_id)
def test_recursive_meaning(row):
    call, expected = row
    assert call_letters(RECURSIVE_MEANING_SNAP, call) == expected


@pytest.mark.parametrize("row", SPACED_RF, ids=_id)
def test_spaced_rf(row):
    call, expected = row
    assert call_letters(SPACED_RF_SNAP, call) == expected


@pytest.mark.parametrize("row", NAMED_RF, ids=_id)
def test_named_rf(row):
    call, expected = row
    assert call_letters(NAMED_RF_SNAP, call) == expected


@pytest.mark.parametrize("row", SORT_RF, ids=_id)
def test_sort_rf(row):
    call, expected = row
    assert call_letters(SORT_RF_SNAP, call) == expected


@pytest.mark.parametrize("row", SAME_JOB, ids=_id)
def test_same_job(row):
    call, expected = row
    assert call_letters(SAME_JOB_SNAP, call) == expected


@pytest.mark.parametrize("row", GLOB_NAMES, ids=_id)
def test_glob_names(row):
    call, expected = row
    assert call_letters(GLOB_NAMES_SNAP, call) == expected


@pytest.mark.parametrize("row", DIRECTORY_RULES, ids=_id)
def test_directory_rules(row):
    call, expected = row
    assert call_letters(DIRECTORY_RULES_SNAP, call) == expected


@pytest.mark.parametrize("row", DOT_ROOT_RULES, ids=_id)
def test_dot_root_rules(row):
    call, expected = row
    assert call_letters(DOT_ROOT_RULES_SNAP, call) == expected


@pytest.mark.parametrize("row", HOME_ROOT_RULES, ids=_id)
def test_home_root_rules(row):
    call, expected = row
    assert call_letters(HOME_ROOT_RULES_SNAP, call) == expected


@pytest.mark.parametrize("row", FILE_NAMES_STAY, ids=_id)
def test_file_names_stay(row):
    call, expected = row
    assert call_letters(FILE_NAMES_STAY_SNAP, call) == expected


@pytest.mark.parametrize("row", KUBE_KINDS, ids=_id)
def test_kube_kinds(row):
    call, expected = row
    assert call_letters(KUBE_KINDS_SNAP, call) == expected


@pytest.mark.parametrize("row", SCRIPT_RUNNERS, ids=_id)
def test_script_runners(row):
    call, expected = row
    assert call_letters(SCRIPT_RUNNERS_SNAP, call) == expected


@pytest.mark.parametrize("text", ["bash(ls)", "BASH(rm:*)", "read(./.env)", "Webfetch(domain:x.com)", "edit(src/**)",
                                  "mcp__", "mcp____", "mcp____x", "mcp__github__", "mcp__github____",
                                  "Read(x)(y)", "Read(.env), Read(secrets/**)", "Edit(a) Write(b)", "Skill(x)(y)",
                                  "Read(a);Edit(b)", "Bash(rm\u00a0-rf:*)", "Bash(rm\u2009-rf)", "Bash(rm \u2013rf:*)",
                                  "Bash(git push \u2014force:*)", "Bash(\u201crm\u201d:*)", "Read(\"~/.ssh\")",
                                  "Read('.env')", "Edit(\"src/**\")"])
@pytest.mark.parametrize("kind", ["deny", "ask", "allow"])
def test_rules_meeting_nothing_are_refused_at_load(text, kind):
    with pytest.raises(PolicyError) as e:
        snap(permissions={kind: ["Bash(git status)", text]})
    assert f"permissions.{kind}[1]" in str(e.value)
    assert "write" in str(e.value)


@pytest.mark.parametrize("text", ["Bash(ls)", "Read(./.env)", "mcp__github", "mcp__github__*", "mcp__github__get_issue",
                                  "mcp__git_hub__x", "Read(app/(auth)/page.tsx)", "Read(src/(group)/**)",
                                  "Edit(docs/a (copy).md)", "Read(x)", "bash", "Read", "Agent(Explore)",
                                  "Skill(plugin:name)", "WebFetch(domain:x.com)", "Bash(echo a\u2013b)",
                                  "Bash(git commit -m \u201cfix\u201d:*)", "Read(a \"b\" c)", "Read($HOME/.ssh/**)",
                                  "Read(${HOME}/.aws)"])
def test_neighbour_rules_still_load(text):
    snap(permissions={"deny": [text], "ask": [text]})


def test_case_refusal_says_what_to_write():
    with pytest.raises(PolicyError) as e:
        snap(permissions={"deny": ["bash(rm -rf:*)"]})
    assert "Bash(rm -rf:*)" in str(e.value)


HOME_VAR_SNAP = snap(permissions={"deny": ["Read($HOME/.ssh/**)", "Edit(${HOME}/.aws)"]})
HOME_VAR = [
    (("Read", {"file_path": "/home/dev/.ssh/id_rsa"}), "DDDDD"),   # was AAAAA
    ("cat ~/.ssh/id_rsa", "DDDDD"),   # was KKADD
    (("Edit", {"file_path": "/home/dev/.aws/credentials", "old_string": "a", "new_string": "b"}), "DDDDD"),   # was KKADD
    (("Read", {"file_path": "/home/dev/project/README.md"}), "AAAAA"),
]


@pytest.mark.parametrize("row", HOME_VAR, ids=_id)
def test_home_var(row):
    call, expected = row
    assert call_letters(HOME_VAR_SNAP, call) == expected
