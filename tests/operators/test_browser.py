"""The flag-mode trial in a real browser (Debian's chromium through Playwright) against
the real ASGI server: an operator creates a flag rule, agents' calls match it, the
dashboard and the rule page show them, the operator switches it to deny, the next
matching call is denied. Screenshots go to artifacts/."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from policy.models import ThreatRule
from tests.conftest import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
CALL = {"session_id": "sess-ops", "tool": "Bash", "args": {"command": "curl -s https://get.example.dev/install"},
        "cwd": "/home/dev/project"}
PATTERN = r"get\.example\.dev"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # Playwright's loop lives in this thread
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)


def _evaluate(base: str, key: str, body: dict) -> dict:
    r = httpx.post(f"{base}/api/v1/evaluate", json=body, headers={"Authorization": f"Api-Key {key}"}, timeout=10)
    assert r.status_code == 200, r.text
    return r.json()


def test_an_operator_trials_a_flag_rule_watches_it_fire_then_switches_it_to_deny(
    browser, live_guardian, agent_with_key, operator
):
    agent, key = agent_with_key
    ARTIFACTS.mkdir(exist_ok=True)
    page = browser.new_context(viewport={"width": 1280, "height": 1000}).new_page()
    page.goto(f"{live_guardian}/accounts/login/?next=/policy/")
    page.fill("input[name=username]", operator.username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_guardian}/policy/")

    # The operator creates the rule; the form starts in flag mode.
    page.goto(f"{live_guardian}/policy/threat-rules/new/")
    assert page.input_value("select[name=action]") == "flag"
    page.fill("input[name=name]", "installer_download")
    page.fill("textarea[name=pattern]", PATTERN)
    page.fill("input[name=reason]", "downloads an installer script")
    page.click("main form button.primary")
    page.wait_for_selector("#rule-action")
    rule = ThreatRule.objects.get(name="installer_download")
    assert rule.action == "flag"

    # Agents' calls match it: flagged, never changed.
    answers = [_evaluate(live_guardian, key, {**CALL, "session_id": f"sess-{i}"}) for i in range(3)]
    assert all(a["decision"] != "deny" or a["check"] != "threat_rule" for a in answers), answers
    assert all(any(f["rule"] == "installer_download" for f in a["flags"]) for a in answers), answers

    # The dashboard shows the flags.
    page.goto(f"{live_guardian}/dashboard/?range=hour")
    page.wait_for_selector("#chart-decisions")
    assert "rule flag" in page.inner_text("#threats")
    page.screenshot(path=str(ARTIFACTS / "operators-dashboard.png"), full_page=True)

    # The rule page shows the count, the agent and links to the matching calls.
    page.goto(f"{live_guardian}/policy/threat-rules/{rule.pk}/")
    assert page.inner_text("#hits-day") == "3"
    assert agent.name in page.inner_text("body")
    assert page.locator("#recent-hits a[href^='/events/']").count() == 3
    page.screenshot(path=str(ARTIFACTS / "operators-threat-rule.png"), full_page=True)

    # Switch to deny: a confirmation with the figures first.
    page.click("#switch-to-deny")
    page.wait_for_selector("#confirm-deny")
    assert page.inner_text("#confirm-day") == "3"
    page.screenshot(path=str(ARTIFACTS / "operators-switch-to-deny.png"), full_page=True)
    page.click("#confirm-deny")
    page.wait_for_selector("#rule-action:has-text('deny')")
    rule.refresh_from_db()
    assert rule.action == "deny" and rule.switched_by_id == operator.pk

    # The next matching call is denied by the rule.
    answer = _evaluate(live_guardian, key, {**CALL, "session_id": "sess-after"})
    assert answer["decision"] == "deny" and answer["check"] == "threat_rule", answer
    assert answer["rule"] == "installer_download"
