"""Probe round 29, between the helpers: what an ask is about, and its suggestions checked once."""
from __future__ import annotations

from tests.policy.engine_helpers import bash, decide, snap


def test_websearch_ask_names_its_query_not_the_directory():
    # (the reason is the session cache key: it names the query asked about; before, a
    # WebSearch ask named the working directory, so one approval covered every query)
    s = snap()
    d = decide(s, "WebSearch", {"query": "xoxb-123456789012-1234567890123-abcdefghijklmnopqrstuvwx"})
    assert d.decision == "ask"
    assert "WebSearch: xoxb-123456789012" in d.reason
    assert "/home/dev/project" not in d.reason
    other = decide(s, "WebSearch", {"query": "xoxb-999999999999-1234567890123-abcdefghijklmnopqrstuvwx"})
    assert other.reason != d.reason


def test_suggestions_of_a_compound_each_part_once():
    s = snap(permissions={"allow": ["Bash(npm run:*)"], "deny": ["Bash(git push --force:*)"]})
    d = bash(s, "git add -A && git commit -m 'fix 5' && git push origin feature-5")
    assert d.decision == "ask"
    assert d.suggestions == ("Bash(git add:*)", "Bash(git commit:*)", "Bash(git push:*)")
    # a part the policy allows already gets none; a pointed-elsewhere build gets the exact rule
    d = bash(s, "npm run build && cargo build --manifest-path /elsewhere/Cargo.toml")
    assert d.decision == "ask"
    assert "Bash(npm run:*)" not in d.suggestions
    assert all("manifest-path /elsewhere" in x for x in d.suggestions), d.suggestions


def test_a_risky_part_gets_the_command_as_written_not_a_prefix():
    # approving one force push "always" approves that push, not every git push
    s = snap()
    cases = {
        "git push --force origin main": ("Bash(git push --force origin main)",),
        "git add -A && git push -f origin HEAD": ("Bash(git add:*)", "Bash(git push -f origin HEAD)"),
        "docker run --privileged alpine sh": ("Bash(docker run --privileged alpine sh)",),
        "sudo apt-get install -y jq": ("Bash(sudo apt-get install -y jq)",),
        "git clean -fdx": ("Bash(git clean -fdx)",),
    }
    for command, suggestions in cases.items():
        d = bash(s, command)
        assert d.decision == "ask" and d.suggestions == suggestions, (command, d.suggestions)
        # the rule, stored, allows that call and not its kin
        s2 = snap(permissions={"allow": list(d.suggestions)})
        assert bash(s2, command).decision == "allow", command
    s2 = snap(permissions={"allow": ["Bash(git push --force origin main)"]})
    assert bash(s2, "git push --force origin prod").decision == "ask"
    # a part on no list keeps its prefix (seed 002: Bash(npm run:*))
    assert bash(s, "git push origin feature-5").suggestions == ("Bash(git push:*)",)
    assert bash(s, "kubectl get pods -o yaml > pods.yaml").decision != "deny"
