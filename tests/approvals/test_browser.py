"""The reviewers' console in a real browser (Debian's chromium through Playwright)
against the real ASGI server: websocket push, deciding, the agent's long-poll."""
from __future__ import annotations

import os
import re
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from policy.models import PermissionRule
from tests.conftest import PASSWORD

pytestmark = pytest.mark.django_db(transaction=True)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
CWD = "/home/dev/project"
DOCKER = {"session_id": "sess-browser", "tool": "Bash", "args": {"command": "docker run --rm alpine echo hi"},
          "cwd": CWD}


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop in this thread; Django's ORM would take
    # it for an async context. The ORM calls here are plain sync test code.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)


def _reviewer_page(browser: Any, base: str, username: str) -> Any:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{base}/accounts/login/?next=/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{base}/")
    page.wait_for_selector('#live-status[data-state="live"]', timeout=10_000)
    return page


def _evaluate(base: str, key: str, body: dict) -> dict:
    response = httpx.post(f"{base}/api/v1/evaluate", json=body, headers={"Authorization": f"Api-Key {key}"},
                          timeout=10)
    assert response.status_code == 200, response.text
    return response.json()


def test_an_ask_reaches_two_reviewers_live_and_approving_always_allows_the_agent_and_the_next_call(
    browser, live_guardian, agent_with_key, reviewer, second_reviewer
):
    _, key = agent_with_key
    page_a = _reviewer_page(browser, live_guardian, reviewer.username)
    page_b = _reviewer_page(browser, live_guardian, second_reviewer.username)
    assert page_a.title() == "Queue · Guardian"

    answer = _evaluate(live_guardian, key, DOCKER)
    assert answer["decision"] == "ask", answer
    approval_id = answer["approval"]["id"]
    card = f"#approval-{approval_id}"

    # Both pages show the card without a reload.
    for page in (page_a, page_b):
        page.wait_for_selector(card, timeout=5_000)
        assert page.title() == "(1) Queue · Guardian"
    text = page_a.inner_text(card)
    for expected in ("Bash", "docker run --rm alpine echo hi", "sess-browser", "risky_command"):
        assert expected.lower() in text.lower(), expected
    suggested = page_a.input_value(f"{card} input[name=rule]")
    assert suggested.startswith("Bash(docker"), suggested
    ARTIFACTS.mkdir(exist_ok=True)
    page_a.screenshot(path=str(ARTIFACTS / "queue-one-ask.png"), full_page=True)

    # The agent waits on the long-poll while the reviewer decides.
    polled: dict[str, Any] = {}

    def long_poll() -> None:
        started = time.monotonic()
        r = httpx.get(f"{live_guardian}/api/v1/approvals/{approval_id}", params={"wait": 20},
                      headers={"Authorization": f"Api-Key {key}"}, timeout=30)
        polled.update(r.json(), elapsed=time.monotonic() - started, status_code=r.status_code)

    waiter = threading.Thread(target=long_poll)
    waiter.start()
    time.sleep(0.3)
    # Reviewer A: focus the card and press "a" (approve always, the suggested rule).
    page_a.focus(card)
    page_a.keyboard.press("a")
    waiter.join(timeout=15)
    assert polled.get("status_code") == 200 and polled["decision"] == "allow", polled
    assert polled["scope"] == "always"

    # The other page drops the card; the count in the title follows.
    page_b.wait_for_selector(card, state="detached", timeout=5_000)
    page_b.wait_for_function("document.title === 'Queue · Guardian'", timeout=5_000)
    page_a.wait_for_selector(card, state="detached", timeout=10_000)

    # The rule is stored with its source and the reviewer; the next identical call is allowed.
    rule = PermissionRule.objects.get(rule=suggested)
    assert (rule.behavior, rule.source, rule.created_by_id) == ("allow", "approval", reviewer.pk)
    again = _evaluate(live_guardian, key, DOCKER)
    assert again["decision"] == "allow" and "approval" not in again, again
    page_b.context.close()
    page_a.context.close()


def test_an_invalid_rule_is_shown_next_to_the_field_and_the_typed_rule_kept(
    browser, live_guardian, agent_with_key, reviewer
):
    _, key = agent_with_key
    page = _reviewer_page(browser, live_guardian, reviewer.username)
    ask = _evaluate(live_guardian, key, {**DOCKER, "args": {"command": "docker run --rm busybox true"}})
    card = f"#approval-{ask['approval']['id']}"
    page.wait_for_selector(card, timeout=5_000)
    page.fill(f"{card} input[name=rule]", "Bash(docker run:*")
    page.click(f"{card} button[value=always]")
    page.wait_for_selector(f"{card} .field-error", timeout=5_000)
    assert page.input_value(f"{card} input[name=rule]") == "Bash(docker run:*"
    assert page.get_attribute(f"{card}", "data-status") == "pending"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "queue-invalid-rule.png"), full_page=True)
    assert not PermissionRule.objects.exists()
    page.context.close()


def test_the_reviewer_who_loses_a_race_is_told_who_decided_what(
    browser, live_guardian, agent_with_key, reviewer, second_reviewer
):
    """The page misses the "changed" push (dropped on the way), so the card is still
    there when the reviewer clicks: the answer names the winner."""
    from approvals.services import approval_decide

    _, key = agent_with_key

    def drop_changes(ws: Any) -> None:
        server = ws.connect_to_server()
        server.on_message(lambda message: None if "approval.changed" in str(message) else ws.send(message))

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.route_web_socket(re.compile(r".*/ws/approvals/$"), drop_changes)
    page = context.new_page()
    page.goto(f"{live_guardian}/accounts/login/?next=/")
    page.fill("input[name=username]", reviewer.username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector('#live-status[data-state="live"]', timeout=10_000)

    ask = _evaluate(live_guardian, key, {**DOCKER, "args": {"command": "docker run --rm busybox false"}})
    card = f"#approval-{ask['approval']['id']}"
    page.wait_for_selector(card, timeout=5_000)
    approval_decide(approval_id=ask["approval"]["id"], reviewer=second_reviewer, outcome="deny", scope="once",
                    note="not now")
    page.click(f"{card} button[value=once]")
    page.wait_for_selector(f"{card} .card-error", timeout=5_000)
    text = page.inner_text(card)
    assert f"already denied by {second_reviewer.username}" in text, text
    page.screenshot(path=str(ARTIFACTS / "queue-lost-race.png"), full_page=True)
    context.close()


def test_a_page_that_reconnects_catches_up_on_asks_made_while_it_was_away(
    browser, live_guardian, agent_with_key, reviewer
):
    _, key = agent_with_key
    cut = {"on": False}

    def cuttable(ws: Any) -> None:
        if cut["on"]:
            ws.close()
            return
        server = ws.connect_to_server()
        server.on_message(lambda message: ws.send(message))
        holder.append(ws)

    holder: list[Any] = []
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.route_web_socket(re.compile(r".*/ws/approvals/$"), cuttable)
    page = context.new_page()
    page.goto(f"{live_guardian}/accounts/login/?next=/")
    page.fill("input[name=username]", reviewer.username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector('#live-status[data-state="live"]', timeout=10_000)

    cut["on"] = True
    holder[-1].close()
    page.wait_for_selector('#live-status[data-state="off"]', timeout=5_000)
    ask = _evaluate(live_guardian, key, {**DOCKER, "args": {"command": "docker run --rm busybox sleep 1"}})
    card = f"#approval-{ask['approval']['id']}"
    time.sleep(0.5)
    assert page.query_selector(card) is None  # missed while away
    cut["on"] = False
    page.wait_for_selector(card, timeout=15_000)  # back: caught up from the database
    context.close()


def test_a_compound_ask_shows_a_rule_per_part_and_one_always_allows_it(
    browser, live_guardian, agent_with_key, reviewer
):
    """DESIGN, stage 3: "always" stores one rule per part of a compound command, so one
    approval settles it; the reviewer clears a part's input to leave that rule out."""
    _, key = agent_with_key
    page = _reviewer_page(browser, live_guardian, reviewer.username)
    call = {**DOCKER, "args": {"command": "docker build -t app . && docker run --rm app && git push origin feature-9"}}
    ask = _evaluate(live_guardian, key, call)
    assert ask["decision"] == "ask" and len(ask["suggestions"]) == 3, ask
    card = f"#approval-{ask['approval']['id']}"
    page.wait_for_selector(card, timeout=5_000)
    inputs = page.locator(f"{card} input[name=rule]")
    assert inputs.count() == 3
    assert [inputs.nth(i).input_value() for i in range(3)] == ask["suggestions"]
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "queue-compound-ask.png"), full_page=True)
    page.click(f"{card} button[value=always]")
    page.wait_for_selector(f"{card}", state="detached", timeout=10_000)
    stored = list(PermissionRule.objects.filter(source="approval").order_by("pk").values_list("rule", flat=True))
    assert stored == ask["suggestions"]
    again = _evaluate(live_guardian, key, call)
    assert again["decision"] == "allow", again
    page.context.close()
