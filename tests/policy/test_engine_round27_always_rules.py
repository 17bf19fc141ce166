"""Round 27, "always" rules (engine side): every suggestion, accepted as an allow rule,
loads and allows the call it was offered for; it allows no clearly broader call; a part
or path a rule of the policy covers already gets none (so approving a compound command
part by part ends); rules no column can hold are neither offered nor accepted.
The service side (the real approval, the database, the reloaded policy) is in
tests/service/test_round27_always_rules.py."""
from __future__ import annotations

import pytest

from policy.engine.permissions import MAX_RULE_LENGTH, escape_glob, parse_permission_rule, validate_permission_rule
from policy.engine.types import PolicyError
from tests.policy.engine_helpers import CWD, bash, decide, snap

ASK_OTHER_TOOLS = {"mode_defaults": {"other_tools": {"default": "ask"}, "read_tools": {"default": "ask"}}}


def _suggest(s, tool, args):
    d = decide(s, tool, args, agent_mode="default")
    assert d.decision == "ask", d.reason
    return d.suggestions


def _approve_until_allowed(tool, args, rounds=6, **sections):
    """Approve the first suggestion, reload, ask again: as a reviewer does."""
    allow: list[str] = []
    for _ in range(rounds):
        s = snap(permissions={"allow": list(allow)}, **sections)
        d = decide(s, tool, args, agent_mode="default")
        if d.decision == "allow":
            return allow, s
        assert d.decision == "ask" and d.suggestions, (d.decision, d.reason)
        assert d.suggestions[0] not in allow, f"{d.suggestions[0]} offered again"
        allow.append(d.suggestions[0])
    raise AssertionError(f"not allowed after {allow}")


# --- a compound command, approved part by part, ends --------------------------------------

@pytest.mark.parametrize("command, parts", [
    ("npm run build && npm publish", 2),
    ("git add -A && git commit -m 'wip' && git push", 3),
    ("mkdir x && cd x && npm init -y", 2),
    ("set -e; mkdir out; touch out/a", 2),
    ("mkdir a && mkdir b && mkdir c && mkdir d", 4),
])
def test_a_part_a_rule_covers_already_is_not_offered_again(command, parts):
    allow, _ = _approve_until_allowed("Bash", {"command": command})
    assert len(allow) == parts


def test_the_stored_rule_is_not_suggested_again():
    s = snap(permissions={"allow": ["Bash(npm run:*)"]})
    d = bash(s, "npm run build && npm publish", agent_mode="default")
    # (session 25: a risky part, a publish, gets the command as written, not a prefix)
    assert d.decision == "ask" and d.suggestions == ("Bash(npm publish)",)


# --- a program on stdin, a write by redirection: no rule names them ------------------------

@pytest.mark.parametrize("command", [
    "python3 - <<'PY'\nprint('hi')\nPY",
    "python3 <<< 'print(1)'",
    "node < build.js",
    "ruby - < x.rb",
    "python3.12 -u < job.py",
    "echo 'print(1)' | python3",
    "cat <<EOF > config.yml\nkey: value\nEOF",
    "echo hi > out.txt",
    "printf '%s\\n' a b >> list.txt",
])
def test_no_rule_is_offered_that_would_run_any_program_or_write_any_file(command):
    s = snap()
    assert bash(s, command, agent_mode="default").suggestions == ()


@pytest.mark.parametrize("command, rule", [
    ("python3 run.py < input.txt", "Bash(python3 run.py)"),
    # (probe round 31, benign31b: print(1) alone prints a literal, read-only with no rule to offer;
    # probe round 45, interp45: print(len("ab")) computes and prints, read-only too: input() is not)
    ("python3 -c 'print(len(input()))'", "Bash(python3 -c 'print(len(input()))')"),
    # (probe round 31, benign31: python3 -m build is a build now, allowed with no rule to offer)
    ("python3 -m pip wheel .", "Bash(python3 -m pip wheel .)"),
    ("touch notes.txt", "Bash(touch notes.txt)"),
    ("git push origin main > push.log", "Bash(git push:*)"),
])
def test_benign_neighbours_keep_their_suggestion(command, rule):
    assert rule in bash(snap(), command, agent_mode="default").suggestions


# --- file paths a rule's reading would change -------------------------------------------

@pytest.mark.parametrize("name, sibling", [
    (" leading.txt", "leading2.txt"),
    ("trailing.txt ", "trailing.txt2"),
    ("e\u0301.md", "e.md"),
    ("zero\u200bwidth.txt", "zero-width.txt"),
    ("\uff26ull.txt", "Gull.txt"),
    ("a[1] *.txt", "a1 x.txt"),
])
def test_a_file_path_every_spelling_of_which_is_approved_is_allowed(name, sibling):
    args = {"file_path": f"{CWD}/{name}", "content": "x"}
    allow, s = _approve_until_allowed("Write", args)
    assert decide(s, "Write", {"file_path": f"{CWD}/{sibling}", "content": "x"}, agent_mode="default").decision == "ask"


def test_blanks_at_the_ends_of_a_path_survive_the_rule():
    assert escape_glob(" a b ") == "[ ]a b[ ]"
    rule = parse_permission_rule(f"Write({escape_glob(' a.txt')})")
    assert rule.glob == "[ ]a.txt"


def test_two_rules_each_covering_one_path_of_a_call_allow_it():
    s = snap(permissions={"allow": ["Edit(a.py)", "Edit(b.py)"]})
    args = {"file_path": f"{CWD}/a.py", "edits": [{"file_path": f"{CWD}/b.py", "old_string": "x", "new_string": "y"}]}
    assert decide(s, "MultiEdit", args, agent_mode="default").decision == "allow"
    args = {"file_path": f"{CWD}/a.py", "edits": [{"file_path": f"{CWD}/c.py", "old_string": "x", "new_string": "y"}]}
    assert decide(s, "MultiEdit", args, agent_mode="default").decision != "allow"


# --- IPv6 hosts -------------------------------------------------------------------------

@pytest.mark.parametrize("url, same, other", [
    ("https://[2001:db8::1]/", "https://[2001:0db8:0:0:0:0:0:1]:8443/x", "https://[2001:db8::2]/"),
    ("http://[::1]:8080/", "http://[0:0:0:0:0:0:0:1]/", "http://[::2]/"),
])
def test_an_ipv6_host_gets_a_rule_on_that_address_alone(url, same, other):
    allow, s = _approve_until_allowed("WebFetch", {"url": url, "prompt": "x"}, **ASK_OTHER_TOOLS)
    assert allow[0].startswith("WebFetch(domain:[")
    assert decide(s, "WebFetch", {"url": same, "prompt": "x"}, agent_mode="default").decision == "allow"
    assert decide(s, "WebFetch", {"url": other, "prompt": "x"}, agent_mode="default").decision != "allow"
    assert decide(s, "WebFetch", {"url": "https://example.com/", "prompt": "x"},
                  agent_mode="default").reason.find("allow rule") < 0


def test_a_deny_rule_on_an_ipv6_address_meets_every_spelling_of_it():
    s = snap(permissions={"deny": ["WebFetch(domain:[2001:db8::dead])"]})
    for url in ("https://[2001:DB8:0::DEAD]/", "https://[2001:db8:0:0:0:0:0:dead]:1/"):
        assert decide(s, "WebFetch", {"url": url, "prompt": "x"}).decision == "deny"
    with pytest.raises(PolicyError):
        parse_permission_rule("WebFetch(domain:[not-an-address])")


# --- subagents, skills, slash commands --------------------------------------------------

@pytest.mark.parametrize("tool, args, rule, other", [
    ("Task", {"subagent_type": "general-purpose", "prompt": "p", "description": "d"}, "Task(general-purpose)",
     {"subagent_type": "evil", "prompt": "p", "description": "d"}),
    ("Agent", {"subagent_type": "Explore", "prompt": "p", "description": "d"}, "Agent(Explore)",
     {"subagent_type": "Plan", "prompt": "p", "description": "d"}),
    ("Task", {"subagent_type": "my-agent (v2)", "prompt": "p", "description": "d"}, "Task(my-agent (v2))",
     {"subagent_type": "my-agent (v3)", "prompt": "p", "description": "d"}),
    ("Skill", {"skill": "commit"}, "Skill(commit)", {"skill": "deploy"}),
    ("SlashCommand", {"command": "/review-pr 12"}, "SlashCommand(/review-pr 12)", {"command": "/review-pr 13"}),
])
def test_a_named_tool_gets_a_rule_on_its_name(tool, args, rule, other):
    allow, s = _approve_until_allowed(tool, args, **ASK_OTHER_TOOLS)
    assert allow == [rule]
    assert decide(s, tool, other, agent_mode="default").decision != "allow"


def test_a_name_with_a_star_gets_no_rule():
    s = snap(**ASK_OTHER_TOOLS)
    assert _suggest(s, "Task", {"subagent_type": "a*", "prompt": "p", "description": "d"}) == ()


# --- rules no column holds --------------------------------------------------------------

def test_a_rule_longer_than_a_column_is_refused_and_never_offered():
    long = "Bash(echo " + "a" * MAX_RULE_LENGTH + ")"
    with pytest.raises(PolicyError):
        validate_permission_rule(long)
    s = snap()
    assert bash(s, "touch " + " ".join(f"f{i}.txt" for i in range(400)), agent_mode="default").suggestions == ()
    s = snap(**ASK_OTHER_TOOLS)
    assert _suggest(s, "mcp__x__y", {"k": "x" * 3000}) == ()
    assert validate_permission_rule("Bash(echo " + "a" * 100 + ")")
