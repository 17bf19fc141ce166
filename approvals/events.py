"""Pushes about approval requests, sent after the transaction that changed them commits.

Two audiences:
- reviewers' browsers: a Channels group message to ``approvals.reviewers``
  (``{"type": "approval.created" | "approval.changed", "id", "status"}``);
- agents long-polling ``GET /api/v1/approvals/{id}?wait=N``: a per-process asyncio
  registry of waiters, woken directly in this process and, for the other processes, by
  a message to the ``approvals.wakeup`` group, which one listener task per web process
  reads (channels-redis in the scale-out set-up; the in-memory layer has one process).
"""
from __future__ import annotations

import asyncio
import logging
import os
import threading
import uuid
from typing import Any, Callable, Coroutine

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

logger = logging.getLogger("guardian.approvals.events")

REVIEWERS_GROUP = "approvals.reviewers"
WAKEUP_GROUP = "approvals.wakeup"
CREATED = "approval.created"
CHANGED = "approval.changed"
WAKEUP = "approval.wakeup"

PROCESS_ID = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"

# The web process's event loop, remembered by the async views, so that plain threads
# (the evaluate path's database thread) can hand coroutines to it.
_main_loop: asyncio.AbstractEventLoop | None = None
_waiters: dict[str, set[asyncio.Event]] = {}
_listener: asyncio.Task | None = None
_listener_lock = threading.Lock()


def bind_loop(loop: asyncio.AbstractEventLoop) -> None:
    global _main_loop
    _main_loop = loop


def _run(coro_factory: Callable[[], Coroutine[Any, Any, Any]]) -> None:
    """Run a coroutine from whatever context we are in, without blocking on it long."""
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    if running is not None:
        running.create_task(coro_factory())
        return
    loop = _main_loop
    if loop is not None and loop.is_running() and not _in_sync_to_async_thread():
        asyncio.run_coroutine_threadsafe(coro_factory(), loop)
        return
    try:
        async_to_sync(_await)(coro_factory)
    except Exception:  # a push that fails never undoes the committed change
        logger.exception("approval push failed")


async def _await(coro_factory: Callable[[], Coroutine[Any, Any, Any]]) -> None:
    await coro_factory()


def _in_sync_to_async_thread() -> bool:
    # asgiref routes async_to_sync from a SyncToAsync thread back to the outer loop,
    # which is what we want there; plain threads have no such route.
    try:
        from asgiref.sync import SyncToAsync

        return bool(getattr(SyncToAsync.threadlocal, "main_event_loop", None))
    except Exception:
        return False


async def _send(kind: str, approval_id: str, status: str) -> None:
    _wake_local(approval_id)
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        await layer.group_send(REVIEWERS_GROUP, {"type": kind, "id": approval_id, "status": status})
        await layer.group_send(WAKEUP_GROUP, {"type": WAKEUP, "id": approval_id, "status": status,
                                              "origin": PROCESS_ID})
    except Exception:
        logger.exception("approval push to the channel layer failed")


def _notify(kind: str, approval: Any) -> None:
    approval_id, status = str(approval.pk), str(approval.status)

    def push() -> None:
        _run(lambda: _send(kind, approval_id, status))

    transaction.on_commit(push)


def approval_created(approval: Any) -> None:
    """After commit: tell reviewers a new ask is queued."""
    _notify(CREATED, approval)


def approval_changed(approval: Any) -> None:
    """After commit: tell reviewers and the waiting agent (every process) it changed."""
    _notify(CHANGED, approval)


# --- the long-poll side (runs on the web process's event loop) -------------------------

def _wake_local(approval_id: str) -> None:
    loop = _main_loop
    if loop is None:
        return

    def wake() -> None:
        for event in list(_waiters.get(approval_id, ())):
            event.set()

    try:
        if asyncio.get_running_loop() is loop:
            wake()
            return
    except RuntimeError:
        pass
    if loop.is_running():
        loop.call_soon_threadsafe(wake)


async def _listen() -> None:
    layer = get_channel_layer()
    channel = await layer.new_channel("approvals-wakeup.")
    await layer.group_add(WAKEUP_GROUP, channel)
    try:
        while True:
            try:
                message = await layer.receive(channel)
            except asyncio.CancelledError:
                raise
            except Exception:
                logger.warning("approval wake-up listener: channel layer error; retrying")
                await asyncio.sleep(0.5)
                try:
                    await layer.group_add(WAKEUP_GROUP, channel)
                except Exception:
                    pass
                continue
            approval_id = str(message.get("id", ""))
            for event in list(_waiters.get(approval_id, ())):
                event.set()
    finally:
        try:
            await layer.group_discard(WAKEUP_GROUP, channel)
        except Exception:
            pass


def _ensure_listener() -> None:
    global _listener
    if _listener is not None and not _listener.done():
        return
    if get_channel_layer() is None:
        return
    _listener = asyncio.get_running_loop().create_task(_listen())


def waiter_add(approval_id: str) -> asyncio.Event:
    """Register a waiter for ``approval_id`` on this process (call from the event loop)."""
    bind_loop(asyncio.get_running_loop())
    _ensure_listener()
    event = asyncio.Event()
    _waiters.setdefault(approval_id, set()).add(event)
    return event


def waiter_remove(approval_id: str, event: asyncio.Event) -> None:
    group = _waiters.get(approval_id)
    if group is not None:
        group.discard(event)
        if not group:
            _waiters.pop(approval_id, None)


def waiter_count() -> int:
    return sum(len(v) for v in _waiters.values())
