"""Differential test against a real bash: a command in which some context hides a
payload that creates a file. Wherever the engine answers "allow", the command is run
by bash in a scratch directory, and the payload must not have run. (Found by a fuzzer:
pattern operands of ${x#...}, single quotes inside "${x:-'...'}", <(...) in operands
and [[ =~ ]], indented here-document bodies, arithmetic evaluation of output.)"""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tests.policy.engine_helpers import bash, snap

SNAP = snap()

CONTEXTS = ['echo X', 'echo "X"', 'echo ${PWD#X}', 'echo "${PWD%X}"', 'echo ${PWD:-X}', 'echo "${x:-\'X\'}"', "echo ${x:-'X'}",
 'echo ${PWD/X/y}', 'echo ${PWD//y/X}', 'echo "${PWD//y/X}"', 'echo ${PWD^X}', 'echo ${PWD,,X}', 'echo ${PWD:X}', 'echo ${PWD:0:X}',
 'echo ${x[X]}', 'echo $((X))', 'echo $((a[X]))', '[[ X ]]', '[[ a == X ]]', '[[ a =~ X ]]', '[[ -n X ]]', '[[ ${PWD#X} ]]',
 'case X in a) ;; esac', 'case a in X) ;; esac', 'case a in a) echo X;; esac', 'for i in X; do :; done', 'cat <<< X', 'cat <<< "X"',
 'cat <<E\nX\nE', 'cat <<E\n\tX\nE', 'cat <<E\n  X\nE', 'cat <<-E\n\tX\n\tE', 'cat <<E\nfoo ${PWD#X}\nE', 'cat <<E\n${PWD,,X}\nE',
 'cat <<E\n  ${PWD#X}\nE', 'cat <<E\n${x:-\'X\'}\nE', 'cat <<E\n\t${x:-X}\nE', 'cat <<E\n\t$((X))\nE', 'cat <<E\n\t$((a[X]))\nE',
 'x=X', 'x=X ls', 'x=X; echo $x', 'echo $"X"', "echo $'a' X", 'echo {a,X}', 'echo a{,X}', 'ls -- X', 'echo X#', ': X', 'true X',
 'test X', '[ X ]', 'echo ${!X}', 'echo $[X]', '(( X ))', 'echo ${PWD/#X}', 'echo ${PWD/%X}', 'echo "${PWD/"X"/y}"', 'a=(X)',
 'a=([0]=X)', 'echo ${a[@]/X}', 'echo "$(( ${PWD#X} ))"', 'echo ${PWD#"X"}', "echo \"${PWD#'X'}\"", 'echo ${PWD#${x:-X}}',
 'echo ${PWD:+X}', 'echo "${PWD:+\'X\'}"', 'echo "${x=\'X\'}"', 'echo ${x:=X}', 'echo ${x?X}', 'echo "${x-"X"}"', 'echo ${PWD@Q}X',
 'ls X 2>/dev/null', 'ls >/dev/null X', 'echo ${PWD%%*X}', 'echo ${PWD##[X]}', 'echo \\\nX', 'echo a\\\n X', '{ echo X; }',
 '(echo X)', 'echo X &', 'echo X | cat', 'echo X || :', 'if true; then echo X; fi', 'while false; do :; done; echo X',
 'f() { :; }; echo X', 'echo "${PWD^^X}"', 'echo "${PWD,X}"', 'echo "${PWD:X}"', 'echo "${a[X]}"', 'echo "${#a[X]}"',
 'cat <<"E"\nX\nE', "cat <<'E'\n\tX\nE", 'cat <<E ; echo hi\n\tX\nE', 'cat <<E | cat\n\tX\nE', 'cat <<E && ls\n\tX\nE',
 '[[ ${x:-X} ]]', '[[ a < X ]]', '[[ -f X ]]', 'echo ${PWD:${x:-X}}', 'printf %s X', 'printf X', 'printf -- "%s" "X"',
]
PAYLOADS = ["$(touch {pw})", "`touch {pw}`", "<(touch {pw})", "$(< {x}; touch {pw})"]


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize("payload", PAYLOADS)
def test_an_allowed_command_never_runs_a_hidden_payload(payload, tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    pw = tmp_path / "pw"
    (tmp_path / "x").write_text("1")
    p = payload.format(pw=pw, x=tmp_path / "x")
    ran = []
    for context in CONTEXTS:
        command = context.replace("X", p)
        d = bash(SNAP, command, cwd=str(work))
        if d.decision != "allow":
            continue
        subprocess.run(["bash", "-c", command], cwd=work, capture_output=True, timeout=10,
                       env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(work)})
        if pw.exists():
            ran.append(command)
            pw.unlink()
    assert not ran, ran


@pytest.mark.parametrize("command", [
    'echo ${PWD#$(rm -rf /)}', 'echo ${PWD%%$(rm -rf /)}', 'echo ${PWD^^`rm -rf /`}', 'echo ${PWD,,$(rm -rf /)}',
    'echo "${x:-\'$(rm -rf /)\'}"', 'echo ${PWD:+<(rm -rf /)}', '[[ a =~ <(rm -rf /) ]]', 'echo ${x:=<(rm -rf /)}',
    'cat <<EOF\n\t$(rm -rf /)\nEOF', 'cat <<-EOF\n\t$(rm -rf /)\n\tEOF', 'cat <<E\n${x:-\'$(rm -rf /)\'}\nE',
    'echo "$(( ${PWD#$(rm -rf /)} ))"', '[[ ${PWD#$(rm -rf /)} ]]',
])
def test_hidden_catastrophes_are_denied(command):
    assert bash(SNAP, command).decision == "deny", command


@pytest.mark.parametrize("command", [
    "echo $(( $(cat VERSION) + 1 ))", "[[ $(cat f) -gt 0 ]]", "[[ -v $(cat f) ]]", "echo ${PWD:$(cat f)}",
    "echo ${a[$(cat f)]}", "(( $(cat f) ))", "echo $[ $(cat f) ]", "x=$(cat f); echo $((x+1))", "read n < f; echo $((n))",
])
def test_arithmetic_on_output_we_cannot_see_is_not_allowed(command):
    assert bash(SNAP, command).decision != "allow", command


@pytest.mark.parametrize("command", [
    "echo $(( $(wc -l < f) + 1 ))", "echo $(( $(nproc) * 2 ))", "[[ -z $(git status -s) ]] && echo clean",
    '[ -n "$(git status --porcelain)" ] && echo dirty', "x=$(git rev-parse HEAD); echo $x", "x=5; echo $((x*2))",
    "echo ${PWD##*/}", "echo ${f%.py}", "cat <<EOF\nhello $HOME\nEOF", "cat <<'EOF'\n$(not run)\nEOF",
    "GIT_PAGER=cat git log -3", "NO_COLOR=1 git diff", "LANG=C sort f", "set -euo pipefail; git status",
    'while IFS= read -r line; do echo "$line"; done < f',
])
def test_ordinary_forms_stay_read_only(command):
    assert bash(SNAP, command).decision == "allow", command


@pytest.mark.parametrize("command", ["PAGER=less git log", "PATH=/tmp ls", "LD_PRELOAD=x cat f", "IFS=x; ls",
                                     "set -a; ls", "FOO=1; echo $FOO"])
def test_assignments_that_change_what_runs_are_not_read_only(command):
    assert bash(SNAP, command).decision != "allow", command


# --- ordinary development commands a benign probe found asked or denied -----------------

@pytest.mark.parametrize("command", [
    "grep -rn secret src/", "rg SECRET_KEY", "grep '.env' .gitignore", "echo secret", "jq .secret f.json",
    "find . -name '*.pem'", "grep -rn foo --exclude-dir=.git .", "find . -not -path './.git/*' -name '*.py'",
    "find . -path ./.git -prune -o -print", "tree -I .git", "test -d .git", "git config user.email",
    "git tag --contains HEAD", "git worktree list", "git check-ignore -v build", "git for-each-ref refs/heads",
    "git -c core.quotepath=off status", "docker compose ps", "gh run list", "gh release list",
    "java -version", "docker --version", "make --version",
])
def test_benign_reads_are_read_only(command):
    for mode in ("default", "accept_edits", "explore", "dont_ask"):
        assert bash(SNAP, command, agent_mode=mode).decision == "allow", (mode, command)


@pytest.mark.parametrize("command", [
    "pytest --cov=src", "pytest --co -q", "pytest -p no:cacheprovider", "go build -o bin/app ./...",
    "go test -coverprofile=coverage.out ./...", "make -C frontend", "npm start", "mvn -pl core test",
    "pnpm --filter web build", "npm --prefix frontend run build", "cmake -S . -B build", "cargo test -p core",
    "source .venv/bin/activate && pytest -x", "pytest > out.txt", "npm run build > build.log 2>&1",
])
def test_builds_with_ordinary_options_stay_on_the_safe_list(command):
    assert bash(SNAP, command, agent_mode="dont_ask").decision == "allow", command


@pytest.mark.parametrize("command", [
    "pytest -p evil", "pytest --basetemp=src", "go build -o /usr/bin/x", "make -C /etc", "echo x > Makefile && make",
    "source scripts/setup.sh && pytest", "source /tmp/x/bin/activate && pytest", "git -c core.pager=evil log",
    "git config user.email x@y", "rg -g '*.env' TODO", "grep -r --include='*.env' TODO .", "grep -e x .env",
])
def test_their_dangerous_neighbours_are_not(command):
    assert bash(SNAP, command, agent_mode="dont_ask").decision == "deny", command


def test_mode_default_reasons_are_plain_words():
    d = bash(SNAP, "pytest", agent_mode="explore")
    assert d.reason == "explore mode denies a build or test command on the safe list"


@pytest.mark.parametrize("tool", ["TodoWrite", "ExitPlanMode", "BashOutput"])
def test_the_agents_own_bookkeeping_is_allowed_even_in_explore(tool):
    from tests.policy.engine_helpers import decide
    assert decide(SNAP, tool, {"todos": []}, agent_mode="explore").decision == "allow"


# --- probe round 5 ------------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    # /dev/fd is /proc/self/fd: /dev/fd/.. is no device
    '{ echo "touch x"; } >> /dev/fd/../../../home/dev/.bashrc', '(printf x) >> /dev/fd/../cwd/.git/config',
    "{ echo; } > /dev/fd/../../../etc/passwd", "echo x | cat > /dev/fd/../cwd/w", "{ :; } 2>/dev/fd/../cwd/x",
    # globs that expand to option words
    "sed -n 1p *", "git log *", "sort *", "uniq *", "uniq src/*.txt", "find * -name x",
    # special variables set without NAME=value
    "time -p PATH=.:$PATH; ls", "time -- PATH=.; ls", "read PATH <<< evil; ls", "for PATH in evil; do git status; done",
    "IFS=: read x PATH <<< x:evil; cat x", "read PS4 <<< '$(touch p)'; set -x; :",
    # arithmetic on names whose text is code, or unseen input
    "x='a[$(touch p)]'; echo ${PWD:x}", "x='a[$(touch p)]'; [[ x -eq 1 ]]", "x='a[$(touch p)]'; echo ${!x}",
    "read -r v < D; echo ${PWD:v}", 'v=$(head -1 D); echo "${v:0:v}"', "read v < D; [[ v -eq 1 ]]",
    "v=$(cat D); b=([$v]=1)", "for n in $(cat D); do (( total += n )); done; echo $total", "read v < D; echo \"${@:v}\"",
    # secrets through spellings
    "cat server.pe?", "cat ~/.bash_histor?", "grep -r X /proc/self/cwd/..", "git -C .. grep --no-index X",
    "git grep -r --no-index X -- ..", "git diff --no-index /tmp/empty ~",
])
def test_round_five_findings_are_not_allowed(command):
    assert bash(SNAP, command).decision != "allow", command


@pytest.mark.parametrize("command", [
    "cat *", "ls *", "grep foo *", "sort -- *", "sed -n 1p ./*", "head -5 *.md", "cat test_*.py", "echo ${PWD:0:5}",
    "n=3; echo ${PWD:n}", "for ((i=0;i<3;i++)); do echo $i; done", "[[ $# -eq 0 ]] && echo none", "time ls",
    "git grep X", "git diff --no-index a.txt b.txt", "echo hi > /dev/fd/2",
])
def test_round_five_neighbours_stay_read_only(command):
    assert bash(SNAP, command).decision == "allow", command


@pytest.mark.parametrize("command", [
    "read v < D; test -v \"$v\"", "read \"$v\" <<< x", "unset \"$v\"", "cat {`pwd`/../.netrc,/dev/null}",
    "read d <<< ~/.docker; cd $d; cat config.json", "cd ~/$(date +.kube) && cat config", "cd ~/.config/gh; grep -r . .",
])
def test_round_five_last_findings_are_not_allowed(command):
    assert bash(SNAP, command).decision != "allow", command


@pytest.mark.parametrize("command", ["cd /dev/shm; rm -rf *", "cd /dev; rm -rf shm/*", "echo x > /dev/shm/x"])
def test_dev_shm_is_a_place_like_tmp_not_a_device(command):
    d = bash(SNAP, command, agent_mode="accept_edits")
    assert d.decision == "ask" and d.check == "working_dir", d


@pytest.mark.parametrize("command", [
    "git ls-files | xargs cat | wc -l", 'find . -name "*.py" | xargs grep -l TODO', "ls *.md | xargs -I{} head -3 {}",
    "git diff --name-only | xargs -r cat", "git ls-files | grep test | xargs cat", "diff <(sort a) <(sort b)",
])
def test_xargs_over_listed_file_names_stays_read_only(command):
    assert bash(SNAP, command).decision == "allow", command


@pytest.mark.parametrize("command", ["cat list.txt | xargs cat", "git ls-files | sed s/x/y/ | xargs cat",
                                     "cd ~/.docker && ls | xargs cat"])
def test_xargs_over_names_from_content_or_secret_dirs_is_not(command):
    assert bash(SNAP, command).decision != "allow", command


# --- benign round after the hardening (helper report 7) ----------------------------------

@pytest.mark.parametrize("command", [
    "head -n $(nproc) f", 'tail -n "$n" f', 'cut -f "$col" f', "seq 1 $(wc -l < f)",
    'for FILE in *.py; do wc -l "$FILE"; done', 'while read -r LINE; do echo "$LINE"; done < f',
    'find . -name "*.py" -not -path "*/node_modules/*" | xargs grep -l TODO',
    "ls logs/*.log | sort -r | head -1 | xargs tail", "git ls-files --others --exclude-standard | xargs wc -l",
    'cat "$(git rev-parse --show-toplevel)/README.md"', 'cat "$(ls -t logs/*.log | head -1)"',
])
def test_ordinary_run_time_names_stay_read_only(command):
    for mode in ("default", "explore"):
        assert bash(SNAP, command, agent_mode=mode).decision == "allow", (mode, command)


def test_run_time_names_with_a_secret_tail_are_still_sensitive():
    assert bash(SNAP, 'cat "$(git rev-parse --show-toplevel)/.env"').decision == "ask"
    assert bash(SNAP, "X=1; ls").decision != "allow"
    assert bash(SNAP, "for PATH in a; do ls; done").decision != "allow"


def test_operator_rules_and_files_named_by_grep_or_wrappers():
    from tests.policy.engine_helpers import decide
    s = snap(permissions={"allow": ["Bash(./scripts/test.sh:*)", "Bash(bin/check:*)"],
                          "deny": ["Read(.env)", "Read(secrets/**)"]})
    for command in ("timeout 60 ./scripts/test.sh", "nice ./scripts/test.sh", "timeout 60 bin/check --all", "cat src/*"):
        assert bash(s, command).decision == "allow", command
    assert decide(s, "Grep", {"pattern": "x", "path": "README.md"}).decision == "allow"
    assert decide(s, "Grep", {"pattern": "x", "path": "src/app.py"}).decision == "allow"
    assert decide(s, "Grep", {"pattern": "x", "path": ".env"}).decision == "deny"
    assert bash(s, "cat */.env").decision == "deny"



# --- attacks on the listed-names mechanism (helper report 8) -----------------------------

@pytest.mark.parametrize("command", [
    "cat $(ls; head -1 notes.txt)", "cat $(ls | uniq notes.txt)", "cat $(ls | sort -m notes.txt -)",
    "cat $(git log -1 --format=%s)", "cat $(grep -hvel notes.txt)", "cat $(find . -maxdepth 0 -printf ../x)",
    "cat $(find -L . -type f)", "cat $(ls -f)", "cat $(ls --alm)", 'cat "/$(git ls-files | grep environ)"',
    "cat /$(git ls-files | grep aws)", "git ls-files | xargs -I{} cat /{}", "git ls-files | xargs -a notes.txt cat",
    'ls | while read f; do cat "$f"; done < notes.txt', 'f=$(git ls-files | head -1); cat "/$f"',
    'git show HEAD:notes.txt | while read f; do cat "$f"; done', "rg x ''*", "sed -n 1p $''*", "find -- *",
    'git ls-files | while read f; do cat "$f"; done <<< /home/dev/.ssh/id_rsa',
])
def test_listed_names_cannot_be_shaped_into_any_path(command):
    assert bash(SNAP, command).decision != "allow", command


def test_a_home_or_a_shared_directory_is_no_project():
    for cwd in ("/home/dev", "/tmp", "/root"):
        d = bash(SNAP, "cp x .local/bin/git", cwd=cwd, agent_mode="accept_edits")
        assert d.decision == "ask" and d.check == "working_dir", (cwd, d)


def test_allow_rules_do_not_cover_find_exec():
    s = snap(permissions={"allow": ["Bash(find:*)", "Bash(cat:*)"]})
    assert bash(s, "find . -name .env -exec cat {} \\;").decision != "allow"
