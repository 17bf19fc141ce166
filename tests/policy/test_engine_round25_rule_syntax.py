"""Probe round 25, rule syntax: Claude Code permission rules as operators paste them from
.claude/settings.json load as written and mean what Claude Code says they mean (deny and
ask rules failing closed, allow rules no wider than written)."""
from __future__ import annotations

import pytest

from policy.engine.permissions import (domain_matches, file_suggestion, glob_matches, name_rule_matches,
                                       parse_permission_rule, powershell_rule_level, validate_permission_rule)
from policy.engine.types import PolicyError
from tests.policy.engine_helpers import CWD, MODES, bash, decide, snap

HOME = "/home/dev"


def every_mode(s, tool, args):
    return {m: decide(s, tool, args, agent_mode="bypass", mode=m).decision for m in MODES}


def bash_modes(s, command):
    return {m: bash(s, command, agent_mode="bypass", mode=m).decision for m in MODES}


# --- every documented form, and forms mined from public settings files, loads ---------

LOADS = [
    ("deny", "Agent(Explore)"), ("deny", "Agent(my-custom-agent)"), ("deny", "Task(Plan)"),
    ("allow", "Agent(*)"), ("allow", "Task(*)"), ("deny", "Agent(my-plugin:reviewer)"),
    ("deny", "Agent(model:opus)"), ("ask", "Agent(isolation:*)"),
    ("allow", "Skill(pdf)"), ("allow", "Skill(plugin:docx)"), ("allow", "Skill(my-bundle:*)"),
    ("allow", "SlashCommand(/commit)"), ("allow", "SlashCommand(/review-pr:*)"), ("allow", "SlashCommand(**)"),
    ("allow", "WebFetch(domain:*)"), ("deny", "WebFetch(domain:*)"), ("allow", "WebFetch(domain:example.*)"),
    ("deny", "WebFetch(domain:*.internal.corp)"), ("allow", "WebFetch(*)"), ("allow", "WebSearch(*)"),
    ("deny", r"Read(\[2024\] Reports/**)"), ("allow", "Edit(**/src/**)"), ("allow", "Read(~/.zshrc)"),
    ("allow", "Read(//tmp/**)"), ("deny", "Read(//**/.env)"), ("allow", "Edit(/src/**/*.ts)"),
    ("deny", "Read(**/*.[pP][eE][mM])"), ("allow", "mcp__puppeteer"), ("allow", "mcp__puppeteer__*"),
    ("allow", "mcp__puppeteer__puppeteer_navigate"), ("allow", "Bash(* --version)"), ("allow", "Bash(git * main)"),
    ("allow", "PowerShell(Get-ChildItem *)"), ("deny", "PowerShell(Remove-Item:*)"), ("allow", "PowerShell(*)"),
    ("deny", "Cd"), ("deny", "Cd(~/code/*)"), ("allow", "Cd(**/node_modules)"),
    ("deny", "Bash(find :* -delete:*)"), ("deny", "Bash(psql:* DROP:*)"), ("deny", "Bash(*DROP TABLE:*)"),
]


@pytest.mark.parametrize("behavior,text", LOADS)
def test_claude_code_rule_forms_load(behavior, text):
    assert validate_permission_rule(text, behavior=behavior) == text
    snap(permissions={behavior: [text]})


@pytest.mark.parametrize("text,hint", [
    ("WebFetch(https://github.com/*)", "WebFetch(domain:github.com)"),
    ("WebFetch(domain:github.com/*)", "domain:github.com"),
    ("Workflow(deep-research)", "bare tool name"),
])
def test_rules_guardian_cannot_read_are_refused_with_what_to_write(text, hint):
    with pytest.raises(PolicyError) as e:
        validate_permission_rule(text, behavior="deny")
    assert hint in str(e.value)


def test_param_rules_stay_deny_and_ask_only():
    with pytest.raises(PolicyError):
        validate_permission_rule("Agent(model:opus)", behavior="allow")


# --- subagents: Agent(Name) / Task(Name) -----------------------------------------------

@pytest.mark.parametrize("rule,tool,args", [
    ("Agent(Explore)", "Agent", {"subagent_type": "Explore", "prompt": "x"}),
    ("Agent(Explore)", "Task", {"subagent_type": "Explore", "prompt": "x"}),      # Task is Agent's old name
    ("Task(Explore)", "Agent", {"subagent_type": "explore", "prompt": "x"}),      # any case
    ("Agent(Explore)", "Agent", {"subagent_type": "Ex\u200bplore", "prompt": "x"}),
    ("Agent(general-purpose)", "Agent", {"prompt": "x"}),                          # the default subagent
    ("Agent(my-plugin:reviewer)", "Agent", {"subagent_type": "my-plugin:reviewer", "prompt": "x"}),
    ("Agent(my-plugin:*)", "Agent", {"subagent_type": "my-plugin:fixer", "prompt": "x"}),
    ("Agent(Explore)", "Agent", {"subagent_type": ["Explore"], "prompt": "x"}),    # not a plain name
    ("Task", "Agent", {"subagent_type": "Plan", "prompt": "x"}),
    ("Agent(model:opus)", "Task", {"subagent_type": "Plan", "model": "opus", "prompt": "x"}),
])
def test_subagent_deny_rules(rule, tool, args):
    assert set(every_mode(snap(permissions={"deny": [rule]}), tool, args).values()) == {"deny"}


@pytest.mark.parametrize("rule,args", [
    ("Agent(Explore)", {"subagent_type": "Plan", "prompt": "x"}),
    ("Agent(my-plugin:*)", {"subagent_type": "other", "prompt": "x"}),
    ("Agent(general-purpose)", {"subagent_type": "Explore", "prompt": "x"}),
])
def test_subagent_deny_rules_leave_other_subagents(rule, args):
    assert every_mode(snap(permissions={"deny": [rule]}), "Agent", args)["default"] == "allow"


# --- skills and slash commands ---------------------------------------------------------

@pytest.mark.parametrize("rule,tool,args", [
    ("Skill(commit)", "Skill", {"skill": "commit"}),
    ("Skill(commit)", "Skill", {"skill": "Commit", "args": "-m x"}),
    ("Skill(plugin:*)", "Skill", {"skill": "plugin:docx"}),
    ("Skill(commit)", "Skill", {"skill": 3}),
    ("SlashCommand(/commit)", "SlashCommand", {"command": "/commit -m x"}),
    ("SlashCommand(/commit)", "SlashCommand", {"command": "/COMMIT"}),
    ("SlashCommand(/deploy:*)", "SlashCommand", {"command": "/deploy prod"}),
])
def test_named_command_deny_rules(rule, tool, args):
    assert set(every_mode(snap(permissions={"deny": [rule]}), tool, args).values()) == {"deny"}


@pytest.mark.parametrize("rule,tool,args,allowed", [
    ("SlashCommand(/commit)", "SlashCommand", {"command": "/commit"}, True),
    ("SlashCommand(/commit)", "SlashCommand", {"command": "/commit -m x"}, False),   # exact: no arguments
    ("SlashCommand(/commit:*)", "SlashCommand", {"command": "/commit -m x"}, True),
    ("SlashCommand(/commit:*)", "SlashCommand", {"command": "/commitall"}, False),
    ("Skill(pdf)", "Skill", {"skill": "pdf"}, True),
    ("Skill(pdf)", "Skill", {"skill": "pdf2"}, False),
    ("Skill(my-bundle:*)", "Skill", {"skill": "my-bundle:make"}, True),
    ("Skill(my-bundle:*)", "Skill", {"skill": "other:make"}, False),
])
def test_named_command_allow_rules_are_exact(rule, tool, args, allowed):
    snap(permissions={"allow": [rule]})
    assert name_rule_matches(parse_permission_rule(rule), tool, args, loose=False) is allowed


def test_other_skills_stay_where_they_were():
    assert every_mode(snap(permissions={"deny": ["Skill(commit)"]}), "Skill", {"skill": "review"})["default"] == "allow"


# --- tool names in another case --------------------------------------------------------

@pytest.mark.parametrize("rule,tool", [
    ("run_shell_command", "Run_Shell_Command"), ("run_shell_command", "RUN_SHELL_COMMAND"),
    ("WebSearch", "websearch"), ("mcp__github", "mcp__GitHub__create_issue"), ("Agent", "task"),
    ("write_file", "Write_File"),
])
def test_deny_rule_on_a_tool_meets_its_name_in_any_case(rule, tool):
    args = {"command": "ls"} if "shell" in tool.lower() else {"query": "x", "path": "a.txt", "content": "x"}
    assert set(every_mode(snap(permissions={"deny": [rule]}), tool, args).values()) == {"deny"}


def test_allow_rule_names_its_tool_exactly():
    rule = parse_permission_rule("mcp__github__create_issue")
    assert rule.covers_tool("mcp__github__create_issue")
    assert not rule.covers_tool("mcp__GitHub__create_issue")
    assert rule.covers_tool("mcp__GitHub__create_issue", loose=True)
    assert parse_permission_rule("Task").covers_tool("Agent")


# --- WebFetch domains ------------------------------------------------------------------

@pytest.mark.parametrize("rule,url", [
    ("WebFetch(domain:example.*)", "https://example.org/x"),
    ("WebFetch(domain:example.*)", "https://a.example.org/x"),     # deny: subdomains too
    ("WebFetch(domain:example.*)", "https://EXAMPLE.org./x"),
    ("WebFetch(domain:*)", "https://anything.test/"),
    ("WebFetch(domain:api.*.example.com)", "https://api.eu.example.com/"),
    ("WebFetch(domain:*.internal.corp)", "https://a.b.internal.corp/"),
])
def test_domain_pattern_deny_rules(rule, url):
    s = snap(permissions={"deny": [rule]})
    assert set(every_mode(s, "WebFetch", {"url": url, "prompt": "p"}).values()) == {"deny"}


def test_domain_pattern_deny_rule_meets_curl():
    s = snap(permissions={"deny": ["WebFetch(domain:example.*)"]})
    assert set(bash_modes(s, "curl -s https://example.org/x").values()) == {"deny"}


@pytest.mark.parametrize("url,allowed", [
    ("https://example.org/x", True), ("https://example.com/", True),
    ("https://example.evil.com/x", False),    # * never crosses a dot
    ("https://a.example.org/", False), ("https://notexample.org/", False),
])
def test_domain_pattern_allow_rule_stays_in_its_label(url, allowed):
    from policy.engine.permissions import url_host
    assert domain_matches(parse_permission_rule("WebFetch(domain:example.*)"), url_host(url)) is allowed


# --- file rules: gitignore escapes and character classes --------------------------------

@pytest.mark.parametrize("rule,tool,args", [
    (r"Read(\[2024\] Reports/**)", "Read", {"file_path": f"{CWD}/[2024] Reports/a.txt"}),
    ("Read(**/*.[pP][eE][mM])", "Read", {"file_path": f"{CWD}/keys/k.PEM"}),
    ("Read(**/*.[pP][eE][mM])", "Write", {"file_path": f"{CWD}/keys/k.pem", "content": "x"}),
    ("Read(x y/**)", "Read", {"file_path": f"{CWD}/x y/a.txt"}),
])
def test_escaped_and_class_file_deny_rules(rule, tool, args):
    assert set(every_mode(snap(permissions={"deny": [rule]}), tool, args).values()) == {"deny"}


@pytest.mark.parametrize("rule,command", [
    (r"Read(\[2024\] Reports/**)", "cat '[2024] Reports/a.txt'"),
    ("Read(**/*.[pP][eE][mM])", "cat keys/k.pem"),
    ("Read(x y/**)", 'cat "x y/a.txt"'),                 # a reader's operand with a blank is a path
    ("Read(x y/**)", "head -n1 x\\ y/a.txt"),
    ("Read(my notes.txt)", 'tail -n 5 "my notes.txt"'),
])
def test_file_deny_rules_meet_bash_reads(rule, command):
    assert set(bash_modes(snap(permissions={"deny": [rule]}), command).values()) == {"deny"}


@pytest.mark.parametrize("rule,path", [
    (r"Read(\[2024\] Reports/**)", f"{CWD}/2 Reports/a.txt"),       # the brackets are literal
    (r"Read(\[2024\] Reports/**)", f"{CWD}/0 Reports/a.txt"),
    ("Read(**/*.[pP][eE][mM])", f"{CWD}/k.pam"),
])
def test_escaped_rules_cover_only_their_path(rule, path):
    assert every_mode(snap(permissions={"deny": [rule]}), "Read", {"file_path": path})["default"] == "allow"


@pytest.mark.parametrize("command", ['grep "x y" a.txt', 'echo "x y/a.txt"', 'git commit -m "x y/a.txt"'])
def test_blank_words_that_are_not_read_stay_data(command):
    s = snap(permissions={"deny": ["Read(x y/**)"]})
    assert bash_modes(s, command)["bypass"] == "allow"


def test_edit_any_depth_allow_rule():
    s = snap(permissions={"allow": ["Edit(**/src/**)"]})
    assert every_mode(s, "Write", {"file_path": f"{CWD}/lib/src/a.py", "content": "x"})["default"] == "allow"
    assert every_mode(s, "Write", {"file_path": f"{CWD}/lib/a.py", "content": "x"})["default"] == "ask"


@pytest.mark.parametrize("path", [
    f"{CWD}/[2024] Reports/a*.md", f"{CWD}/app/(auth)/page.tsx", "/tmp/x?.txt", f"{CWD}/[ab].txt",
    f"{CWD}/~draft.md", f"{CWD}/a\\b.txt",
])
def test_suggestion_for_a_path_with_pattern_characters_matches_only_it(path):
    text = file_suggestion("Write", path, cwd=CWD)
    assert text is not None
    rule = parse_permission_rule(text)
    assert glob_matches(rule, path, cwd=CWD, home=HOME, fold=False)
    for other in (path.replace("[2024]", "2").replace("a*", "ab"), path.replace("x?", "xy"),
                  path.replace("[ab]", "a"), f"{CWD}/other.md"):
        if other != path:
            assert not glob_matches(rule, other, cwd=CWD, home=HOME, fold=False), (text, other)


# --- PowerShell rules ------------------------------------------------------------------

@pytest.mark.parametrize("rule,command", [
    ("PowerShell(Remove-Item *)", "Remove-Item -Recurse build"),
    ("PowerShell(Remove-Item *)", "ri build"),                                  # an alias
    ("PowerShell(Remove-Item:*)", "REMOVE-ITEM build"),
    ("PowerShell(Remove-Item *)", "Get-ChildItem *.tmp | ForEach-Object { del $_ }"),
    ("PowerShell(git push *)", "git status; git push origin main"),
])
def test_powershell_deny_rules(rule, command):
    s = snap(permissions={"deny": [rule]})
    assert set(every_mode(s, "PowerShell", {"command": command}).values()) == {"deny"}


def test_powershell_deny_rule_never_allows_code_it_cannot_read():
    s = snap(permissions={"deny": ["PowerShell(Remove-Item *)"]})
    d = every_mode(s, "PowerShell", {"command": "iex 'ri build'"})
    assert "allow" not in d.values()


@pytest.mark.parametrize("command,allowed", [
    ("gci src", True), ("Get-ChildItem -Path src", True),
    ("gci src; ri x", False), ("gci $env:HOME", False), ("gci (Get-Location)", False),
])
def test_powershell_allow_rule_takes_one_plain_statement(command, allowed):
    rule = parse_permission_rule("PowerShell(Get-ChildItem *)")
    assert (powershell_rule_level(rule, command, loose=False) == 2) is allowed


def test_powershell_rule_leaves_other_commands():
    s = snap(permissions={"deny": ["PowerShell(Remove-Item *)"]})
    assert every_mode(s, "PowerShell", {"command": "Get-ChildItem"})["default"] == "allow"


# --- Cd rules: loaded, meet no tool call ------------------------------------------------

def test_cd_rules_load_and_meet_no_call():
    s = snap(permissions={"deny": ["Cd", "Cd(~/code/*)"]})
    assert bash_modes(s, "cd src && ls")["default"] == "allow"


# --- Bash rules as people write them ---------------------------------------------------

@pytest.mark.parametrize("rule,command", [
    ("Bash(find :* -delete:*)", "find . -name '*.tmp' -delete"),   # a ":*" word: any words there
    ("Bash(npm install:*)", "npm i -D lodash"),                     # npm's other names for install
    ("Bash(npm install*)", "npm add lodash"),
    ("Bash(npm publish:*)", "npm pub"),
    ("Bash(npm uninstall:*)", "npm rm lodash"),
    ("Bash(pnpm add:*)", "pnpm add x"),
    ("Bash(*DROP TABLE:*)", 'psql -c "DROP TABLE users"'),
    ("Bash(rm *:*)", "sudo /bin/rm build/x"),
    ("Bash(sudo :*)", "sudo ls"),
])
def test_mined_bash_deny_rules(rule, command):
    assert set(bash_modes(snap(permissions={"deny": [rule]}), command).values()) == {"deny"}


@pytest.mark.parametrize("rule,command", [
    ("Bash(npm install:*)", "npm run install-docs"), ("Bash(npm install:*)", "npm test"),
    ("Bash(find :* -delete:*)", "find . -name x"),
])
def test_mined_bash_deny_rules_leave_neighbours(rule, command):
    assert bash_modes(snap(permissions={"deny": [rule]}), command)["bypass"] == "allow"
