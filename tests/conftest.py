"""Shared fixtures.

- ``reviewer``, ``operator``, ``admin_user``, ``outsider``: one user per persona
  (password ``PASSWORD``); groups are created if a flush removed them.
- ``agent_with_key``: ``(agent, raw_key)`` for a new agent in mode ``default``;
  ``agent_factory(name=..., mode=...)`` makes more.
- ``live_guardian``: the real ASGI server (uvicorn, a subprocess) on a free 127.0.0.1
  port against the test database; yields its base URL. The server is started once per
  test session; tests using it get ``transactional_db`` (data must be committed for the
  server to see it). ``live_guardian_server`` gives the handle (``.url``, ``.env``,
  ``.log()``) and ``start_guardian(**env)`` starts an extra server (stopped at the end
  of the test), e.g. a second web process for scale-out tests.
- ``scale_out``: skips the test unless PostgreSQL and Redis are configured.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

REPO = Path(__file__).resolve().parents[1]
PASSWORD = "correct-horse-battery-staple-42"
SERVER_START_TIMEOUT = 30.0


# --- people --------------------------------------------------------------------------

def _user(django_user_model: Any, username: str, *groups: str, **extra: Any) -> Any:
    from django.contrib.auth.models import Group

    user = django_user_model.objects.create_user(username=username, password=PASSWORD, **extra)
    for name in groups:
        group, _ = Group.objects.get_or_create(name=name)
        user.groups.add(group)
    return user


@pytest.fixture
def reviewer(db: Any, django_user_model: Any) -> Any:
    return _user(django_user_model, "rita-reviewer", "reviewer")


@pytest.fixture
def operator(db: Any, django_user_model: Any) -> Any:
    return _user(django_user_model, "otto-operator", "operator")


@pytest.fixture
def admin_user(db: Any, django_user_model: Any) -> Any:  # overrides pytest-django's
    return _user(django_user_model, "ada-admin", "admin", is_staff=True)


@pytest.fixture
def outsider(db: Any, django_user_model: Any) -> Any:
    return _user(django_user_model, "oscar-outsider")


# --- agents --------------------------------------------------------------------------

@pytest.fixture
def agent_factory(db: Any) -> Callable[..., tuple[Any, str]]:
    from policy.services.agents import agent_create

    counter = {"n": 0}

    def make(name: str | None = None, mode: str = "default") -> tuple[Any, str]:
        counter["n"] += 1
        return agent_create(name=name or f"agent-{counter['n']}-{os.getpid()}", mode=mode)

    return make


@pytest.fixture
def agent_with_key(agent_factory: Callable[..., tuple[Any, str]]) -> tuple[Any, str]:
    return agent_factory(name="test-agent")


# --- set-ups -------------------------------------------------------------------------

def postgres_configured() -> bool:
    return bool(os.environ.get("GUARDIAN_DATABASE_URL"))


def redis_configured() -> bool:
    return bool(os.environ.get("GUARDIAN_REDIS_URL"))


@pytest.fixture
def scale_out() -> None:
    if not (postgres_configured() and redis_configured()):
        pytest.skip("needs the scale-out set-up (GUARDIAN_DATABASE_URL and GUARDIAN_REDIS_URL)")


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: Any, django_db_blocker: Any) -> Iterator[None]:
    """pytest-django's, plus: close PostgreSQL connection pools before the test
    database is dropped (pooled connections would keep it busy)."""
    yield
    from django.db import connections

    with django_db_blocker.unblock():
        for conn in connections.all(initialized_only=True):
            if conn.vendor == "postgresql":
                # The evaluation writer's threads keep their pooled connections for the
                # life of the process: end them, or the test database cannot be dropped.
                try:
                    with conn.cursor() as cursor:
                        cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                       " WHERE datname = current_database() AND pid <> pg_backend_pid()")
                except Exception:
                    pass
                # DROP DATABASE waits for a checkpoint, which on a busy machine takes
                # longer than the service's statement timeout.
                conn.settings_dict.setdefault("OPTIONS", {})["options"] = "-c statement_timeout=0 -c lock_timeout=0"
            close_pool = getattr(conn, "close_pool", None)
            if close_pool is not None:
                try:
                    close_pool()
                except Exception:
                    pass


# --- the live server -------------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class GuardianServer:
    url: str
    port: int
    env: dict[str, str]
    process: subprocess.Popen
    log_path: Path
    extra: dict[str, Any] = field(default_factory=dict)

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)


def server_env(**overrides: str) -> dict[str, str]:
    """Environment for a server process against the test database of this run."""
    from django.conf import settings
    from django.db import connection

    env = dict(os.environ)
    env.setdefault("DJANGO_SETTINGS_MODULE", "guardian_site.settings")
    name = str(connection.settings_dict["NAME"])
    if connection.vendor == "sqlite":
        env["GUARDIAN_SQLITE_PATH"] = name
    else:
        sd = connection.settings_dict
        user = sd.get("USER") or "postgres"
        auth = f"{user}:{sd['PASSWORD']}" if sd.get("PASSWORD") else user
        env["GUARDIAN_DATABASE_URL"] = f"postgres://{auth}@{sd.get('HOST') or '127.0.0.1'}:{sd.get('PORT') or 5432}/{name}"
    env["GUARDIAN_DATA_DIR"] = str(settings.DATA_DIR)
    env.setdefault("GUARDIAN_LOG_LEVEL", "WARNING")
    env.update(overrides)
    return env


def start_server(env: dict[str, str], *, port: int | None = None) -> GuardianServer:
    port = port or free_port()
    log = Path(tempfile.mkstemp(prefix="guardian-live-", suffix=".log")[1])
    handle = open(log, "wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "guardian_site.asgi:application", "--host", "127.0.0.1",
         "--port", str(port), "--lifespan", "off", "--no-access-log", "--log-level", "warning"],
        cwd=str(REPO), env=env, stdout=handle, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
    )
    handle.close()
    server = GuardianServer(url=f"http://127.0.0.1:{port}", port=port, env=env, process=process, log_path=log)
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the Guardian server exited ({process.returncode}):\n{server.log()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            time.sleep(0.1)
    else:
        server.stop()
        raise RuntimeError(f"the Guardian server did not start in {SERVER_START_TIMEOUT} s:\n{server.log()}")
    # Warm it up: the first request loads the URL map and every view module.
    import urllib.request

    try:
        urllib.request.urlopen(f"{server.url}/health/live", timeout=SERVER_START_TIMEOUT).read()
    except OSError:
        pass
    return server


@pytest.fixture(scope="session")
def live_guardian_server(django_db_setup: Any, django_db_blocker: Any) -> Iterator[GuardianServer]:
    with django_db_blocker.unblock():
        env = server_env()
    server = start_server(env)
    try:
        yield server
    finally:
        server.stop()
        try:
            server.log_path.unlink()
        except OSError:
            pass


@pytest.fixture
def live_guardian(transactional_db: Any, live_guardian_server: GuardianServer) -> str:
    if live_guardian_server.process.poll() is not None:
        pytest.fail(f"the live Guardian server died:\n{live_guardian_server.log()}")
    return live_guardian_server.url


@pytest.fixture
def start_guardian(transactional_db: Any) -> Iterator[Callable[..., GuardianServer]]:
    started: list[GuardianServer] = []

    def start(port: int | None = None, **env_overrides: str) -> GuardianServer:
        server = start_server(server_env(**env_overrides), port=port)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
