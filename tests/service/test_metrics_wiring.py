"""The evaluate path feeds the Prometheus counters that /metrics serves."""
from __future__ import annotations

import httpx

from tests.service.helpers import call, evaluate


def test_metrics_count_the_decisions_of_the_evaluate_path(start_guardian, agent_with_key):
    server = start_guardian(GUARDIAN_METRICS_TOKEN="m" * 40)
    _, key = agent_with_key
    assert evaluate(server.url, key, call("Bash", {"command": "rm -rf /"})).json()["decision"] == "deny"
    assert evaluate(server.url, key, call("Read", {"file_path": "/home/dev/project/a.py"})).json()["decision"] == "allow"
    r = httpx.get(f"{server.url}/metrics", headers={"Authorization": "Bearer " + "m" * 40}, timeout=10)
    assert r.status_code == 200
    lines = [line for line in r.text.splitlines() if line.startswith("guardian_decisions_total{")]
    assert any('decision="deny"' in line and 'check="destructive_pattern"' in line for line in lines), lines
    assert any('decision="allow"' in line for line in lines), lines
