"""Hypothesis properties of the decision."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from policy.engine.types import MODES

from .engine_helpers import decide, snap

CALLS = [
    ("Bash", {"command": "ls -la"}), ("Bash", {"command": "npm run build && npm test"}),
    ("Bash", {"command": "git push origin main"}), ("Bash", {"command": "rm -rf build"}),
    ("Bash", {"command": "cat .env"}), ("Bash", {"command": "python x.py > /tmp/out"}),
    ("Bash", {"command": "sudo make install"}), ("Bash", {"command": "$(echo rm) x"}),
    ("Bash", {"command": "mkdir a && touch a/b"}), ("Bash", {"command": "rm -rf /"}),
    ("Write", {"file_path": "src/a.py", "content": "x"}), ("Write", {"file_path": "/etc/hosts", "content": ""}),
    ("Edit", {"file_path": ".bashrc", "old_string": "a", "new_string": "b"}), ("Read", {"file_path": ".env"}),
    ("WebFetch", {"url": "https://example.com/a"}), ("mcp__db__query", {"sql": "select 1"}),
    ("mcp__db__query", {"sql": "DROP TABLE x"}),
]
RULE_POOL = ["Bash(npm run:*)", "Bash(git push:*)", "Bash(rm:*)", "Bash(ls -la)", "Bash(python:*)", "Bash",
             "Write(src/**)", "Edit(**)", "Write(/etc/**)", "Read(.env)", "WebFetch(domain:example.com)",
             "mcp__db__query", "Bash(sudo make:*)", "Bash(mkdir:*)"]
PROFILE = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
_SNAPS: dict = {}


def cached(allow=(), ask=(), deny=()):
    key = (tuple(allow), tuple(ask), tuple(deny))
    if key not in _SNAPS:
        _SNAPS[key] = snap(permissions={"allow": list(allow), "ask": list(ask), "deny": list(deny)})
    return _SNAPS[key]


calls = st.sampled_from(CALLS)
modes = st.sampled_from(MODES)
rules = st.lists(st.sampled_from(RULE_POOL), max_size=4, unique=True)


@PROFILE
@given(calls, modes, modes, rules)
def test_a_request_mode_never_widens_the_agent_mode(call, agent, request_mode, allow):
    p = cached(allow)
    tool, args = call
    narrowed = decide(p, tool, args, agent_mode=agent, mode=request_mode)
    alone = decide(p, tool, args, agent_mode=agent)
    assert MODES.index(narrowed.mode) <= MODES.index(agent)
    if narrowed.decision == "allow":
        assert alone.decision == "allow"
    if alone.decision == "deny":
        assert narrowed.decision != "allow"


@PROFILE
@given(calls, modes, rules, rules, st.sampled_from(RULE_POOL))
def test_adding_a_deny_rule_never_turns_a_deny_into_something_else(call, mode, allow, deny, extra):
    tool, args = call
    before = decide(cached(allow, (), deny), tool, args, agent_mode="bypass", mode=mode)
    after = decide(cached(allow, (), tuple(deny) + (extra,)), tool, args, agent_mode="bypass", mode=mode)
    if before.decision == "deny":
        assert after.decision == "deny"


@PROFILE
@given(calls, modes, rules, st.randoms(use_true_random=False))
def test_the_decision_does_not_depend_on_the_order_of_allow_rules(call, mode, allow, rnd):
    tool, args = call
    shuffled = list(allow)
    rnd.shuffle(shuffled)
    a = decide(cached(allow), tool, args, agent_mode="bypass", mode=mode)
    b = decide(cached(shuffled), tool, args, agent_mode="bypass", mode=mode)
    assert (a.decision, a.check) == (b.decision, b.check)


WRAPPERS = ["{}", "sudo {}", "sudo -u root {}", "env {}", "env FOO=1 {}", "command {}", "nohup {}", "timeout 10 {}",
            "nice {}", "time {}", "bash -c '{}'", "sh -c \"{}\"", "( {} )", "{{ {}; }}", "true; {}", "false || {}",
            "true && {}", "echo $({})", "X=1 {}", "exec {}"]


def quote_word(word: str, style: int) -> str:
    if style == 1:
        return f"'{word}'"
    if style == 2:
        return f'"{word}"'
    if style == 3 and word and word[0].isalpha():
        return f"{word[0]}''{word[1:]}"
    if style == 4 and word and word[0].isalpha():
        return "\\" + word
    return word


@PROFILE
@given(st.sampled_from([["rm", "-rf", "/"], ["rm", "-fr", "~"], ["chmod", "-R", "777", "/"],
                        ["dd", "if=/dev/zero", "of=/dev/sda"], ["mkfs.ext4", "/dev/sda1"],
                        ["git", "push", "--force"]]),
       st.lists(st.integers(0, 4), min_size=4, max_size=4),
       st.lists(st.sampled_from(WRAPPERS), min_size=1, max_size=2), modes)
def test_any_quoting_or_wrapping_of_a_denied_command_stays_denied(words, styles, wrappers, mode):
    command = " ".join(quote_word(w, styles[i % 4]) if "'" not in w else w for i, w in enumerate(words))
    for wrapper in wrappers:
        if ("'" in command and "'" in wrapper) or ('"' in command and '"' in wrapper):
            continue
        command = wrapper.format(command)
    p = cached(deny=("Bash(git push --force:*)",))
    d = decide(p, "Bash", {"command": command}, agent_mode="bypass", mode=mode)
    if any(f"{w} {g}" in command for w in ("sudo", "env", "command", "nohup", "10", "nice", "time", "exec", "root",
                                            "X=1", "FOO=1") for g in ("{", "(")) or "$((" in command:
        # "sudo { ...; }" is not valid shell (it runs a command named "{"), and "$({})"
        # around "( {} )" makes "$(( ... ))", arithmetic (rm is no command there): never
        # allowed is enough
        assert d.decision != "allow", (command, d)
    else:
        assert d.decision == "deny", (command, d)
