"""Probe round 37 (2026-11-27), rules37: the permission-rule residuals round 36 left, each call in
all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny).
Fixed, by class: (1) a wildcard deny/ask rule naming no program but an option (Bash(*--force*),
Bash(* --force*), Bash(*-rf*), Bash(* push --force*), Bash(*push*--force*), Bash(git*--force*)) met only the option as written: it now meets
the option's other spellings in any command, as a rule naming the program does (-f where it is that
program's --force, --forc, -r -f / -fr / --recursive --force, git push +main / --mirror, git branch
-D, checkout -B, switch -C); an allow rule never widens by it. (2) -f is read per program and
subcommand: docker's (podman's, compose's) is --force after rm/rmi/prune and --file/--filter/
--follow/--format after build, compose, logs, ps, inspect; git's is --file under config and grep;
-F is another option; an unknown program's operand naming tail keeps tail's -f (docker exec web
tail -f log). (3) Bash rules that load and meet nothing (Bash(rm: *), Bash(rm::*), Bash(git: push),
Bash(ls)(x)) are refused at load, naming the field and what to write; a ':' in a later word
(Bash(ssh host:*)) and the null command (Bash(: *)) still load. (4) MCP tool names spelled with
other separators or in camelCase (mcp__git-hub__create_issue, mcp__github__createIssue) meet deny
and ask rules on the other spelling (tool-name patterns in snake case: delete_* does not meet
deleted_items); allow rules stay exact. (5) pushd through `..` after cd -P or under set -P is an
unknown directory, as cd's is (cd -P web && pushd .. && ./deploy.sh was allowed by
Bash(./deploy.sh:*))."""
from __future__ import annotations

import pytest

from policy.engine.types import PolicyError
from tests.policy.engine_helpers import call_letters, snap


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else call[0] + " " + str(call[1])


FORCE_SNAP = snap(permissions={'deny': ['Bash(*--force*)']})
FORCE = [
    ('git push --force', 'DDDDD'),
    ('git push -f', 'DDDDD'),   # was KKADD
    ('git push -f origin main', 'DDDDD'),   # was KKADD
    ('git push --force=true', 'DDDDD'),
    ('git push --for', 'DDDDD'),   # was KKADD
    ('git push --forc origin', 'DDDDD'),   # was KKADD
    ('git push "--force"', 'DDDDD'),
    ('git push --\\force', 'DDDDD'),
    ("git push '-f' origin", 'DDDDD'),   # was KKADD
    ('git push origin +main', 'DDDDD'),   # was KKADD
    ('git push --mirror', 'DDDDD'),   # was KKADD
    ('git branch -D old', 'DDDDD'),   # was KAADD
    ('git branch -M main', 'DDDDD'),   # was KKADD
    ('git checkout -B x', 'DDDDD'),   # was KAADD
    ('git switch -C x', 'DDDDD'),   # was KAADD
    ('git add -f build/x', 'DDDDD'),   # was KKADD
    ('git fetch -f origin', 'DDDDD'),   # was KKADD
    ('git clean -f', 'DDDDD'),   # was KKADD
    ('rm -f x', 'DDDDD'),   # was KAADD
    ('rm -rf x', 'DDDDD'),   # was KAADD
    ('rm -r -f x', 'DDDDD'),   # was KAADD
    ('cp -f a b', 'DDDDD'),   # was KAADD
    ('ln -sf a b', 'DDDDD'),   # was KAADD
    ('npm install -f', 'DDDDD'),   # was AAAAD
    ('npm cache clean -f', 'DDDDD'),   # was KKADD
    ('docker rm -f web', 'DDDDD'),   # was KKADD
    ('docker rmi -f img', 'DDDDD'),   # was KKADD
    ('docker system prune -f', 'DDDDD'),   # was KKADD
    ('docker volume prune -f', 'DDDDD'),   # was KKADD
    ('docker image prune -f', 'DDDDD'),   # was KKADD
    ('docker container rm -f x', 'DDDDD'),   # was KKADD
    ('docker compose -f a.yml rm -f', 'DDDDD'),   # was KKADD
    ('docker-compose rm -f', 'DDDDD'),   # was KKADD
    ('podman rm -f x', 'DDDDD'),   # was KKADD
    ('docker run img rm -f x', 'DDDDD'),   # was KKADD
    ('kubectl delete pod x --force', 'DDDDD'),
    ('terraform destroy -force', 'DDDDD'),   # was KKADD
    ('git push origin main', 'KKADD'),
    ('git branch -d old', 'KAADD'),
    ('git switch -c x', 'KAADD'),
    ('git checkout -b x', 'KAADD'),
    ('git commit -F msg.txt', 'KKADD'),
    ('git config -f .gitmodules --get x', 'AAAAA'),
    ('git grep -f pats.txt', 'AAAAA'),
    ('docker build -f Dockerfile .', 'KKADD'),
    ('docker buildx build -f Dockerfile .', 'KKADD'),
    ('podman build -f Containerfile .', 'KKADD'),
    ('docker compose -f a.yml up -d', 'KKADD'),
    ('docker-compose -f a.yml up', 'KKADD'),
    ('docker logs -f web', 'AAAAA'),
    ('docker ps -f name=x', 'AAAAA'),
    ("docker inspect -f '{{.Id}}' x", 'AAAAA'),
    ('docker exec web tail -f log', 'KKADD'),
    ('kubectl apply -f x.yaml', 'KKADD'),
    ('helm upgrade --install app ./chart -f values.yaml', 'KKADD'),
    ('tail -f log', 'AAAAA'),
    ('sort -f x', 'AAAAA'),
    ('curl -f https://example.com', 'KKADD'),
    ('ls -la', 'AAAAA'),
    ('grep -r force .', 'AAAAA'),
]

FORCE_SPACED_SNAP = snap(permissions={'deny': ['Bash(* --force*)'], 'ask': ['Bash(* push --force*)']})
FORCE_SPACED = [
    ('git push -f', 'DDDDD'),   # was KKADD
    ('git push --forc', 'DDDDD'),   # was KKADD
    ('rm -f x', 'DDDDD'),   # was KAADD
    ('docker rm -f web', 'DDDDD'),   # was KKADD
    ('npm i -f', 'DDDDD'),   # was AAAAD
    ('git push origin +main', 'DDDDD'),   # was KKADD
    ('docker build -f Dockerfile .', 'KKADD'),
    ('tail -f log', 'AAAAA'),
    ('git push origin main', 'KKADD'),
    ('git pull -f', 'DDDDD'),   # was KKADD
    ('echo --force', 'DDDDD'),
]

RF_SNAP = snap(permissions={'deny': ['Bash(*-rf*)'], 'ask': ['Bash(* --recursive*)']})
RF = [
    ('rm -rf x', 'DDDDD'),
    ('rm -fr x', 'DDDDD'),   # was KAADD
    ('rm -r -f x', 'DDDDD'),   # was KAADD
    ('rm -R -f x', 'DDDDD'),   # was KAADD
    ('rm -Rf x', 'DDDDD'),   # was KAADD
    ('rm -rfv x', 'DDDDD'),
    ('rm --recursive --force x', 'DDDDD'),   # was KKKDD
    ('rm -r --force x', 'DDDDD'),   # was KAADD
    ('cp -r -f a b', 'DDDDD'),   # was KAADD
    ('rm -r x', 'KKKDD'),   # was KAADD
    ('rm -f x', 'KAADD'),
    ('rm x', 'KAADD'),
    ('grep -r TODO .', 'KKKDD'),   # was AAAAA
    ('sort -r x', 'AAAAA'),
    ('ls -r', 'AAAAA'),
    ('pip install -r requirements.txt', 'AAAAD'),
    ('git branch -r', 'AAAAA'),
    ('cp -R a b', 'KKKDD'),   # was KAADD
    ('scp -r a host:b', 'KKKDD'),   # was KKADD
    ('git rm -r -f old', 'DDDDD'),   # was KAADD
]

DOCKER_WORD_SNAP = snap(permissions={'deny': ['Bash(docker * --force*)', 'Bash(git * --force*)'], 'ask': ['Bash(docker rm --force:*)']})
DOCKER_WORD = [
    ('docker rm -f web', 'DDDDD'),
    ('docker rm --force web', 'DDDDD'),
    ('docker rmi -f img', 'DDDDD'),
    ('docker system prune -f', 'DDDDD'),
    ('docker volume prune -f', 'DDDDD'),
    ('docker build -f Dockerfile .', 'KKADD'),   # was DDDDD
    ('docker compose -f a.yml up', 'KKADD'),   # was DDDDD
    ('docker compose -f a.yml rm -f', 'DDDDD'),
    ('docker logs -f web', 'AAAAA'),   # was DDDDD
    ('docker container rm -f web', 'DDDDD'),
    ('git push -f', 'DDDDD'),
    ('git branch -D x', 'DDDDD'),   # was KAADD
    ('git config -f x.cfg --list', 'AAAAA'),   # was DDDDD
    ('git commit -F m.txt', 'KKADD'),   # was DDDDD
    ('git grep -f pats', 'AAAAA'),   # was DDDDD
    ('git clean -f', 'DDDDD'),
    ('git rm -f x', 'DDDDD'),
]

ALLOW_NOT_WIDER_SNAP = snap(permissions={'allow': ['Bash(git push --force:*)', 'Bash(* --force)', 'Bash(docker rm --force:*)', 'Bash(rm -rf:*)', 'mcp__github__create_issue', 'mcp__github__delete_*']})
ALLOW_NOT_WIDER = [
    ('git push --force', 'AAAAD'),
    ('git push -f', 'KKADD'),
    ('git push --forc', 'KKADD'),
    ('git push origin +main', 'KKADD'),
    ('docker rm --force web', 'AAAAD'),
    ('docker rm -f web', 'KKADD'),
    ('rm -rf build', 'AAAAD'),
    ('rm -r -f build', 'KAADD'),
    ('rm -fr build', 'KAADD'),
    ('npm install --force', 'AAAAD'),
    ('npm install -f', 'AAAAD'),
    (('mcp__github__create_issue', {'title': 'x'}), 'AAAAD'),
    (('mcp__github__createIssue', {'title': 'x'}), 'AAAAD'),
    (('mcp__git-hub__create_issue', {'title': 'x'}), 'AAAAD'),
    (('mcp__github__delete_repo', {'name': 'x'}), 'AAAAD'),
    (('mcp__github__deleteRepo', {'name': 'x'}), 'KKADD'),
    (('mcp__github__delete-repo', {'name': 'x'}), 'KKADD'),
]

MCP_DENY_SNAP = snap(permissions={'deny': ['mcp__github__create_issue', 'mcp__*__delete_*', 'mcp__git-hub__merge_pull_request'], 'ask': ['mcp__slackBot']})
MCP_DENY = [
    (('mcp__github__create_issue', {'title': 'x'}), 'DDDDD'),
    (('mcp__github__createIssue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__git-hub__create_issue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__git_hub__create-issue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__GitHub__CreateIssue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__github__createissue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__github__create_issue_comment', {'title': 'x'}), 'AAAAD'),
    (('mcp__github__deleteRepo', {'name': 'x'}), 'DDDDD'),   # was KKADD
    (('mcp__github__delete-repo', {'name': 'x'}), 'DDDDD'),   # was KKADD
    (('mcp__gitlab__DeleteProject', {'name': 'x'}), 'DDDDD'),   # was KKADD
    (('mcp__github__mergePullRequest', {'n': 1}), 'DDDDD'),   # was KKADD
    (('mcp__github__merge_pull_request', {'n': 1}), 'DDDDD'),   # was KKADD
    (('mcp__slack_bot__post_message', {'text': 'x'}), 'KKKDD'),   # was AAAAD
    (('mcp__slack-bot__postMessage', {'text': 'x'}), 'KKKDD'),   # was AAAAD
    (('mcp__slack__post_message', {'text': 'x'}), 'AAAAD'),
    (('mcp__github__deleted_items', {'name': 'x'}), 'AAAAD'),
    (('mcp__github__list_issues', {'q': 'x'}), 'AAAAD'),
    (('mcp__gitlab__create_issue', {'title': 'x'}), 'AAAAD'),
    (('mcp__github__get_issue', {'n': 1}), 'AAAAD'),
    (('mcp__plugin_github_github__createIssue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__github__create‐issue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__claude_ai_GitHub__CreateIssue', {'title': 'x'}), 'DDDDD'),   # was AAAAD
    (('mcp__github__create_issue_v2', {'title': 'x'}), 'AAAAD'),
]

PUSHD_SNAP = snap(permissions={'allow': ['Bash(./deploy.sh:*)']})
PUSHD = [
    ('cd -P web && pushd .. && ./deploy.sh', 'KKADD'),   # was AAAAD
    ('cd -P web; pushd ../.. >/dev/null; ./deploy.sh', 'KKADD'),
    ('cd web && cd -P .. && pushd .. && ./deploy.sh', 'KKADD'),
    ('cd -P web && pushd -n .. && popd && ./deploy.sh', 'KKADD'),   # was AAAAD
    ('cd -P sub && pushd .. && cat README.md', 'KKADD'),   # was AAAAA
    ('cd -P web && cd .. && ./deploy.sh', 'KKADD'),
    ('cd -P web && pushd /home/dev/project && ./deploy.sh', 'AAAAD'),
    ('pushd web && pushd .. && ./deploy.sh', 'AAAAD'),
    ('pushd web && popd && ./deploy.sh', 'AAAAD'),
    ('cd -P web && cd - && ./deploy.sh', 'AAAAD'),
    ('cd -P sub && pushd lib && cat a.txt', 'AAAAA'),
    ('pushd web && cd .. && ./deploy.sh', 'AAAAD'),
    ('cd -P web && pushd -n web2 && ./deploy.sh', 'KKADD'),
]

PUSHD_SET_SNAP = snap(permissions={'allow': ['Bash(./deploy.sh:*)', 'Bash(set -P)', 'Bash(set -o physical)']})
PUSHD_SET = [
    ('set -P; pushd web; pushd ..; ./deploy.sh', 'KKADD'),
    ('set -o physical; pushd web >/dev/null; pushd ..; ./deploy.sh', 'KKADD'),
    ('set -P; pushd web && cd .. && ./deploy.sh', 'KKADD'),   # was AAAAD
    ('set -P; cd web && pushd .. && ./deploy.sh', 'KKADD'),   # was AAAAD
    ('set -P; cd web; cd ..; ./deploy.sh', 'KKADD'),
    ('set -P; pushd -n ..; popd; ./deploy.sh', 'KKADD'),
    ('set -P; ./deploy.sh', 'AAAAD'),
    ('set -P; pushd web && popd && ./deploy.sh', 'AAAAD'),
    ('set -P; cd web; cd -; ./deploy.sh', 'AAAAD'),
]

GLUED_OPTION_SNAP = snap(permissions={'deny': ['Bash(*push*--force*)'], 'ask': ['Bash(git*--force*)', 'Bash(*rm -rf*)']})
GLUED_OPTION = [
    ('git push -f', 'DDDDD'),   # was KKADD
    ('git -C repo push -uf origin main', 'DDDDD'),   # was KKADD
    ('env GIT_X=1 git push -f', 'DDDDD'),   # was KKADD
    ('bash -c "git push -f"', 'DDDDD'),   # was KKADD
    ('git fetch -f origin', 'KKKDD'),   # was KKADD
    ('git push --forc origin', 'DDDDD'),   # was KKADD
    ('rm -r -f build', 'KKKDD'),   # was KAADD
    ('sudo rm -fr /tmp/x', 'KKKDD'),   # was KKADD
    ('/bin/rm -R -f x', 'KKKDD'),   # was KAADD
    ('git push origin main', 'KKADD'),
    ('git push --no-force', 'KKADD'),
    ('git push -- -f', 'KKADD'),
    ('rm -- -f', 'KAADD'),
    ('rm -r build', 'KAADD'),
    ('docker rm -f web', 'KKADD'),
    ('git config -f x.cfg --list', 'AAAAA'),
]

ALLOW_PROGRAMLESS_SNAP = snap(permissions={'allow': ['Bash(*--force*)', 'Bash(git*--force*)', 'Bash(*-rf*)']})
ALLOW_PROGRAMLESS = [
    ('git push --force', 'AAAAD'),
    ('git push -f', 'KKADD'),
    ('git push --forc', 'KKADD'),
    ('git push origin +main', 'KKADD'),
    ('rm -rf build', 'AAAAD'),
    ('rm -r -f build', 'KAADD'),
    ('docker rm -f web', 'KKADD'),
    ('docker rm --force web', 'AAAAD'),
]


@pytest.mark.parametrize("row", FORCE, ids=_id)
def test_force(row):
    call, expected = row
    assert call_letters(FORCE_SNAP, call) == expected

@pytest.mark.parametrize("row", FORCE_SPACED, ids=_id)
def test_force_spaced(row):
    call, expected = row
    assert call_letters(FORCE_SPACED_SNAP, call) == expected

@pytest.mark.parametrize("row", RF, ids=_id)
def test_rf(row):
    call, expected = row
    assert call_letters(RF_SNAP, call) == expected

@pytest.mark.parametrize("row", DOCKER_WORD, ids=_id)
def test_docker_word(row):
    call, expected = row
    assert call_letters(DOCKER_WORD_SNAP, call) == expected

@pytest.mark.parametrize("row", ALLOW_NOT_WIDER, ids=_id)
def test_allow_not_wider(row):
    call, expected = row
    assert call_letters(ALLOW_NOT_WIDER_SNAP, call) == expected

@pytest.mark.parametrize("row", MCP_DENY, ids=_id)
def test_mcp_deny(row):
    call, expected = row
    assert call_letters(MCP_DENY_SNAP, call) == expected

@pytest.mark.parametrize("row", PUSHD, ids=_id)
def test_pushd(row):
    call, expected = row
    assert call_letters(PUSHD_SNAP, call) == expected

@pytest.mark.parametrize("row", PUSHD_SET, ids=_id)
def test_pushd_set(row):
    call, expected = row
    assert call_letters(PUSHD_SET_SNAP, call) == expected

@pytest.mark.parametrize("row", GLUED_OPTION, ids=_id)
def test_glued_option(row):
    call, expected = row
    assert call_letters(GLUED_OPTION_SNAP, call) == expected

@pytest.mark.parametrize("row", ALLOW_PROGRAMLESS, ids=_id)
def test_allow_programless(row):
    call, expected = row
    assert call_letters(ALLOW_PROGRAMLESS_SNAP, call) == expected


@pytest.mark.parametrize("text", ["Bash(rm: *)", "Bash(rm::*)", "Bash(git: push)", "Bash(rm:)", "Bash(ls)(x)",
                                  "Bash(rm)(-rf)", "Bash(ls) (x)"])
@pytest.mark.parametrize("kind", ["deny", "ask", "allow"])
def test_rules_meeting_nothing_are_refused_at_load(text, kind):
    with pytest.raises(PolicyError) as e:
        snap(permissions={kind: ["Bash(git status)", text]})
    assert f"permissions.{kind}[1]" in str(e.value)
    assert "write" in str(e.value)


@pytest.mark.parametrize("text", ["Bash(ssh host:*)", "Bash(scp a host:)", "Bash(: *)", "Bash(:)", "Bash(echo $(date))",
                                  "Bash((cd x && make))", "Bash(case x in a) echo;; esac)", "Bash(echo ')(')",
                                  "Bash(echo \\))", "Bash(std::cout:*)", "Bash(docker run -v /a:/b:*)",
                                  "Bash(rm:* -rf)", "Bash(rm:**)", "Bash(psql:* DROP:*)", "Bash(npm run test:*)"])
def test_neighbour_rules_still_load(text):
    snap(permissions={"deny": [text], "allow": [text]})
