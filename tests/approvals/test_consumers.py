"""The live queue's websocket, through the whole ASGI application (origin check and
session authentication included), with ``WebsocketCommunicator``."""
from __future__ import annotations

import pytest
from channels.layers import get_channel_layer
from channels.testing.websocket import WebsocketCommunicator
from django.test import Client

from approvals.consumers import CLOSE_FORBIDDEN, GROUP

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

ORIGIN = (b"origin", b"http://127.0.0.1")


def _cookie_for(user) -> bytes:
    client = Client()
    client.force_login(user)
    return f"sessionid={client.cookies['sessionid'].value}".encode()


@pytest.fixture
def application():
    from guardian_site.asgi import application

    return application


@pytest.fixture
def cookies(reviewer, second_reviewer, operator, admin_user, outsider) -> dict[str, bytes]:
    """Session cookies per persona, made before the test's event loop runs (the ORM is sync)."""
    people = {"reviewer": reviewer, "second_reviewer": second_reviewer, "operator": operator,
              "admin_user": admin_user, "outsider": outsider}
    return {name: _cookie_for(user) for name, user in people.items()}


@pytest.fixture
def reviewer_cookie(cookies) -> bytes:
    return cookies["reviewer"]


def _socket(application, *headers: tuple[bytes, bytes]) -> WebsocketCommunicator:
    return WebsocketCommunicator(application, "/ws/approvals/", headers=list(headers))


async def test_an_unauthenticated_socket_is_refused(application):
    connected, _ = await _socket(application, ORIGIN).connect()
    assert not connected


@pytest.mark.parametrize("persona", ["operator", "outsider"])
async def test_a_socket_of_a_person_without_the_reviewer_role_is_refused(application, persona, cookies):
    cookie = cookies[persona]
    connected, code = await _socket(application, ORIGIN, (b"cookie", cookie)).connect()
    assert not connected
    assert code == CLOSE_FORBIDDEN


async def test_a_reviewers_socket_from_a_foreign_origin_is_refused(application, reviewer_cookie):
    socket = _socket(application, (b"origin", b"http://evil.example"), (b"cookie", reviewer_cookie))
    connected, _ = await socket.connect()
    assert not connected


async def test_a_reviewers_socket_without_an_origin_is_refused(application, reviewer_cookie):
    connected, _ = await _socket(application, (b"cookie", reviewer_cookie)).connect()
    assert not connected


@pytest.mark.parametrize("persona", ["reviewer", "admin_user"])
async def test_reviewers_and_admins_are_connected(application, persona, cookies):
    cookie = cookies[persona]
    socket = _socket(application, ORIGIN, (b"cookie", cookie))
    connected, _ = await socket.connect()
    assert connected
    await socket.disconnect()


async def test_events_arrive_in_order_on_every_open_page(application, cookies):
    pages = [
        _socket(application, ORIGIN, (b"cookie", cookies["reviewer"])),
        _socket(application, ORIGIN, (b"cookie", cookies["second_reviewer"])),
    ]
    for page in pages:
        assert (await page.connect())[0]
    layer = get_channel_layer()
    sent = []
    for i in range(20):
        kind = "approval.created" if i % 2 == 0 else "approval.changed"
        message = {"type": kind, "id": f"00000000-0000-0000-0000-{i:012d}", "status": "pending" if i % 2 == 0 else "approved"}
        sent.append(message)
        await layer.group_send(GROUP, message)
    for page in pages:
        received = [await page.receive_json_from(timeout=2) for _ in sent]
        assert received == sent
        assert await page.receive_nothing(timeout=0.1)
        await page.disconnect()


async def test_a_page_that_left_gets_nothing_more(application, reviewer_cookie):
    page = _socket(application, ORIGIN, (b"cookie", reviewer_cookie))
    assert (await page.connect())[0]
    await page.disconnect()
    layer = get_channel_layer()
    await layer.group_send(GROUP, {"type": "approval.created", "id": "x", "status": "pending"})
    assert GROUP not in getattr(layer, "groups", {}) or not layer.groups.get(GROUP)


async def test_a_ping_gets_a_pong(application, reviewer_cookie):
    page = _socket(application, ORIGIN, (b"cookie", reviewer_cookie))
    assert (await page.connect())[0]
    await page.send_json_to({"type": "ping"})
    assert await page.receive_json_from(timeout=2) == {"type": "pong"}
    await page.disconnect()
