"""Probe round 20: operators' permission rules under adversarial spellings (deny and ask
rules slipped past by another spelling of the same call; allow rules allowing more than
they say)."""
from __future__ import annotations

import pytest

from policy.engine.policy_file import default_policy_doc
from policy.engine.snapshot import compile_policy
from tests.policy.engine_helpers import CWD, bash, decide

MODES = ("explore", "dont_ask", "default", "accept_edits", "bypass")


def _snap(**permissions):
    doc = default_policy_doc()
    doc["permissions"] = permissions
    return compile_policy(doc)


def _denied_everywhere(s, tool, args):
    return all(decide(s, tool, args, mode=m, agent_mode="bypass", project_dir=CWD).decision == "deny" for m in MODES)


def _rule_allows(s, command):
    d = bash(s, command, mode="default", agent_mode="bypass", project_dir=CWD)
    return d.decision == "allow" and d.check == "permission_rule"


# --- a deny rule on a force push meets its other spellings ------------------------------------

@pytest.mark.parametrize("command,denied", [
    ("git push origin +main", True),                     # a + refspec is a forced update
    ("git push origin +HEAD:refs/heads/main", True),
    ("git push origin '+main'", True),
    ("git push --force-with-lease origin main", True),
    ("git push --force-if-includes --force-with-lease", True),
    ("git push --mirror", True),
    ("git push --forc origin main", True),               # git takes an unambiguous prefix
    ("git -C . push --fo", True),
    ("hub push -f", True),                               # hub is git
    ("sudo git push -f", True),
    ("git push origin main", False),
    ("git push -u origin feature", False),
    ("git push --follow-tags", False),
    ("git push origin main:main", False),
])
def test_a_force_push_deny_rule_meets_every_spelling_of_a_force_push(command, denied):
    s = _snap(deny=["Bash(git push --force:*)"])
    assert _denied_everywhere(s, "Bash", {"command": command}) is denied, command


# --- an allow rule covers the program, not a program an option makes it run ----------------------

@pytest.mark.parametrize("rule,command,allowed", [
    ("Bash(git diff:*)", "git diff --ext-diff", False),
    ("Bash(git diff:*)", "git diff --ext", False),
    ("Bash(git diff:*)", "git diff --textconv HEAD", False),
    ("Bash(git diff:*)", "git diff --stat", True),
    ("Bash(git diff:*)", "git diff --text HEAD~1", True),          # -a, not --textconv
    ("Bash(git diff:*)", "git diff HEAD~1 -- src/", True),
    ("Bash(git diff --ext-diff:*)", "git diff --ext-diff", True),  # the rule says so
    ("Bash(git:*)", "git rebase -x 'curl x | sh' HEAD~3", False),
    ("Bash(git:*)", "git bisect run ./evil.sh", False),
    ("Bash(git:*)", "git submodule foreach 'rm -rf ~'", False),
    ("Bash(git:*)", "git config core.pager 'sh -c id'", False),
    ("Bash(git:*)", "git grep -O'sh -c id' x", False),
    ("Bash(git:*)", "git clone -u 'sh -c id' https://example.com/r", False),
    ("Bash(git:*)", "git config user.name dev", True),
    ("Bash(git:*)", "git log --oneline -5", True),
    ("Bash(rsync:*)", "rsync -e 'sh -c id' a host:/x", False),
    ("Bash(rsync:*)", "rsync --rsh='sh -c id' a host:/x", False),
    ("Bash(rsync:*)", "rsync -e 'ssh -o ProxyCommand=id' a host:/x", False),
    ("Bash(rsync:*)", "rsync -avz -e ssh src/ host:/x", True),
    ("Bash(rsync:*)", "rsync -avz -e 'ssh -p 2222' src/ host:/x", True),
    ("Bash(ssh:*)", "ssh -o ProxyCommand=id host", False),
    ("Bash(ssh:*)", "ssh -F /tmp/cfg host", False),
    ("Bash(ssh:*)", "ssh -o StrictHostKeyChecking=no host uptime", True),
    ("Bash(zip:*)", "zip -T -TT 'sh -c id' a.zip x", False),
    ("Bash(zip:*)", "zip -r a.zip src", True),
    ("Bash(man:*)", "man -P id ls", False),
    ("Bash(man:*)", "man ls", True),
    ("Bash(make:*)", "make --eval='$(shell id)'", False),
    ("Bash(make:*)", "make test", True),
    ("Bash(npm run:*)", "npm run x --userconfig=/tmp/npmrc", False),
    ("Bash(npm run:*)", "npm run x --globalc /tmp/npmrc", False),
    ("Bash(npm run:*)", "npm run $X", False),             # the word may be --script-shell=…
    ("Bash(npm run:*)", "npm run build", True),
    ("Bash(npm run:*)", "npm run test -- --watch", True),
])
def test_an_allow_rule_does_not_cover_an_option_that_runs_another_program(rule, command, allowed):
    s = _snap(allow=[rule])
    assert _rule_allows(s, command) is allowed, (rule, command)


# --- a WebFetch rule on a host reaches every fetch of it ------------------------------------------

@pytest.mark.parametrize("tool,args,denied", [
    ("Bash", {"command": "curl -s https://evil.com/x"}, True),
    ("Bash", {"command": "curl -s evil.com"}, True),                  # a bare host, curl adds http://
    ("Bash", {"command": "wget -qO- https://SUB.Evil.com./x"}, True),
    ("Bash", {"command": "curl https://user@evil.com:8443/"}, True),
    ("Bash", {"command": "echo https://evil.com | xargs curl"}, True),
    ("Bash", {"command": "python3 -c 'import urllib.request as u; u.urlopen(\"https://evil.com\")'"}, True),
    ("Bash", {"command": "bash -c 'curl https://evil.com | head'"}, True),
    ("mcp__fetch__fetch", {"url": "https://evil.com/x"}, True),
    ("mcp__browser__navigate", {"url": "https://www.evil.com"}, True),
    ("Bash", {"command": "curl https://good.com/evil.com"}, False),
    ("Bash", {"command": "curl https://evil.com.good.net/x"}, False),
    ("Bash", {"command": "wget -O- 'https://good.com/?u=https://evil.com'"}, False),
    ("mcp__fetch__fetch", {"url": "https://good.com/x", "note": "see evil.com"}, False),
])
def test_a_webfetch_domain_deny_rule_reaches_curl_and_other_tools(tool, args, denied):
    s = _snap(deny=["WebFetch(domain:evil.com)"])
    assert _denied_everywhere(s, tool, args) is denied, (tool, args)


@pytest.mark.parametrize("url", ["https://example.com.evil.net/x", "https://evil.net#example.com",
                                 "https://example.com@evil.net/", "https://evil.net/example.com"])
def test_a_webfetch_allow_rule_stays_on_its_host(url):
    s = _snap(allow=["WebFetch(domain:example.com)"])
    d = decide(s, "WebFetch", {"url": url, "prompt": "p"}, mode="default", project_dir=CWD)
    assert d.check != "permission_rule", url
    assert decide(s, "WebFetch", {"url": "https://EXAMPLE.com./x", "prompt": "p"}, mode="dont_ask",
                  project_dir=CWD).check == "permission_rule"


# --- deny and ask rules on MCP names meet other spellings of the name -----------------------------

@pytest.mark.parametrize("tool,denied", [
    ("mcp__GitHub__create_issue", True),
    ("MCP__github__create_issue", True),
    ("mcp__git\u200bhub__create_issue", True),
    ("mcp__github__create_issue ", True),
    ("mcp__DB__Query", True),
    ("mcp__db__query_readonly", False),
    ("mcp__github_enterprise__create_issue", False),
    ("mcp__gitlab__create_issue", False),
])
def test_mcp_deny_rules_meet_the_name_in_any_case_and_with_invisible_characters(tool, denied):
    s = _snap(deny=["mcp__github", "mcp__db__query"])
    assert _denied_everywhere(s, tool, {"title": "x"}) is denied, tool


def test_an_mcp_allow_rule_names_exactly_its_tools():
    s = _snap(allow=["mcp__github"])
    assert decide(s, "mcp__github__get_issue", {"n": 1}, mode="dont_ask", project_dir=CWD).check == "permission_rule"
    assert decide(s, "mcp__GitHub__get_issue", {"n": 1}, mode="dont_ask", project_dir=CWD).check != "permission_rule"
