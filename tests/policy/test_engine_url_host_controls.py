"""A URL whose host holds a percent-encoded control character or blank (evil.com%00,
evil.com%09) names no host a fetcher resolves as written: a deny rule on the real name is
not evaded by it (round 28's published bypasses left `%00`)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import MODES, decide, snap

POLICY = {"permissions": {"deny": ["WebFetch(domain:evil.com)"], "allow": ["WebFetch(domain:good.com)"]}}


@pytest.mark.parametrize("url", [
    "https://evil.com%00/x", "https://evil.com%00.good.com/x", "https://evil.com%09/x",
    "https://evil.com%0a/x", "https://evil.com%20/x", "https://EVIL.com%00:443/x",
])
def test_controls_in_the_host_do_not_evade_a_deny_rule(url):
    s = snap(**POLICY)
    for m in MODES:
        d = decide(s, "WebFetch", {"url": url, "prompt": "x"}, agent_mode="bypass", mode=m)
        assert d.decision == "deny", (url, m, d.reason)


@pytest.mark.parametrize("url", ["https://good.com/x%00", "https://good.com/a%20b"])
def test_controls_in_the_path_leave_the_host_alone(url):
    d = decide(snap(**POLICY), "WebFetch", {"url": url, "prompt": "x"})
    assert d.decision == "allow", d.reason
