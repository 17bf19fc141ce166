"""In-memory session state for the command line (the service keeps its own in the
database and passes ``history`` and ``task_scope`` in the Request)."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from policy.engine.paths import windows_absolute
from policy.engine.types import Task

HISTORY_LIMIT = 10_000


@dataclass
class SessionTracker:
    """Per-session tool history and first-seen task scopes.

    A task's capability scope is fixed the first time the task id is seen and never
    widens: a later request that claims more capabilities gets the first scope (a later
    request that claims fewer is narrowed to the intersection).
    """

    history_limit: int = HISTORY_LIMIT
    _history: dict[str, deque[str]] = field(default_factory=dict)
    _scopes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    _projects: dict[str, str] = field(default_factory=dict)

    def project_dir(self, session_id: str, cwd: str | None) -> str | None:
        """The session's working directory as first seen (fixed from then on)."""
        if not session_id:
            return cwd
        if session_id not in self._projects and isinstance(cwd, str) and (cwd.startswith("/") or windows_absolute(cwd)):
            self._projects[session_id] = cwd
        return self._projects.get(session_id, cwd)

    def history(self, session_id: str) -> tuple[str, ...]:
        return tuple(self._history.get(session_id, ()))

    def record(self, session_id: str, tool: str) -> None:
        self._history.setdefault(session_id, deque(maxlen=self.history_limit)).append(tool)

    def task_scope(self, task: Task | None) -> tuple[str, ...] | None:
        if task is None:
            return None
        first = self._scopes.get(task.id)
        if first is None:
            first = tuple(sorted(set(task.capabilities)))
            self._scopes[task.id] = first
            return first
        return tuple(c for c in first if c in set(task.capabilities))
