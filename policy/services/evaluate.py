"""The evaluate path: decide a tool call and commit its audit record.

How it is served (see docs/service.md for the measurements): the async view parses
the request on the event loop and hands an ``EvaluationJob`` to this process's
``EvaluationWriter``, one thread that owns a database connection. The writer takes
every job queued (up to ``MAX_BATCH``) and, in ONE transaction:

1. reads the committed policy key and the batch's API keys with their agents in one
   indexed query (no cache: a revoked key or a disabled agent is refused from the next
   batch on), gets the snapshot (``policy.loader``) and judges each key;
2. fixes each task's capability scope at first sight (``AgentTask``, never widens);
3. reads the session history (last allowed tool names) when the policy has sequence
   contracts, and the session approvals when the engine answered ask;
4. runs the engine (``policy.engine.evaluate.evaluate``);
5. records every audit event, chained, the chain head locked once for the batch, and
   the approval request of each ask that is not a dry run;

then commits and only then resolves each job's future (on PostgreSQL once the commit is
flushed to disk, by a second thread: ``wal_flush``). No answer leaves before its event is
committed; any failure answers 503 deny (``Unavailable``).
"""
from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import logging
import queue
import threading
import time
from typing import Any

from django.conf import settings
from django.db import DatabaseError, IntegrityError, InterfaceError, OperationalError, connection, transaction
from django.db.models import Q

from audit import metrics
from audit.chain import canonical_json
from guardian_site.errors import GuardianError, InvalidInput, Unavailable

logger = logging.getLogger("guardian.evaluate")

MAX_BATCH = 64
ERR_TIMEOUT = "Guardian could not decide in time; the call is denied."
ERR_INTERNAL = "Guardian could not decide (internal error); the call is denied."
ERR_DATABASE = "Guardian could not record the decision (database unavailable); the call is denied."


@dataclasses.dataclass(frozen=True, slots=True)
class EvaluateInput:
    """A parsed, validated evaluate request (the view builds it)."""

    raw_key: str
    tool: str
    args: dict[str, Any]
    session_id: str = ""
    cwd: str | None = None
    mode: str | None = None
    task_id: str | None = None
    task_capabilities: tuple[str, ...] = ()
    tool_hash: str | None = None
    dry_run: bool = False
    tool_use_id: str = ""          # Claude Code's id, so PostToolUse finds this event


@dataclasses.dataclass(slots=True)
class EvaluationJob:
    data: EvaluateInput
    started: float
    deadline: float
    loop: asyncio.AbstractEventLoop | None = None
    future: Any = None            # asyncio.Future (async callers) or None
    result: Any = None            # set when there is no loop (sync callers)
    done: threading.Event | None = None
    cancelled: bool = False
    # The LLM validator's answer for this call, once consulted outside the writer:
    # (Decision, audit record). None: not consulted yet.
    llm: tuple[Any, Any] | None = None


class NeedsLlm:
    """The engine sent the call to the LLM validator and one is configured: the caller
    consults it off the writer thread (a model call must never hold the batch's
    transaction) and submits the job again with the answer. Nothing is written yet."""

    __slots__ = ("decision", "request", "policy_version")

    def __init__(self, decision: Any, request: Any, policy_version: int) -> None:
        self.decision = decision
        self.request = request
        self.policy_version = policy_version


@dataclasses.dataclass(slots=True)
class _Planned:
    job: EvaluationJob
    agent: Any
    decision: Any
    policy_version: int
    input_sha256: str
    latency_us: int
    llm_record: dict[str, Any] | None = None


def input_digest(tool: str, args: Any, cwd: str | None) -> str:
    """SHA-256 of the canonical tool input an approval is bound to."""
    return hashlib.sha256(canonical_json({"tool": tool, "args": args, "cwd": cwd or ""})).hexdigest()


def _threat_specs(decision: Any) -> list[dict[str, Any]]:
    return [{"kind": t.kind, "rule": t.rule, "detail": t.detail} for t in decision.threat_events]


def _history_length(snapshot: Any) -> int:
    contracts = getattr(snapshot, "contracts", None) or {}
    steps = [c.within_steps for group in contracts.values() for c in group]
    return max(steps) if steps else 0


class _Batch:
    """What one batch has seen so far, so jobs later in the batch see the writes of
    earlier ones (task scopes, session history) before they are committed."""

    def __init__(self) -> None:
        self.keys: dict[str, Any] = {}
        self.tasks: dict[tuple[int, str], tuple[str, ...]] = {}
        self.history: dict[tuple[int, str], list[str]] = {}


def _batch_context(raw_keys: list[str], batch: _Batch) -> Any:
    """The committed policy key and the batch's agents, in ONE query (a round trip saved
    per batch on PostgreSQL, and no ORM compilation): the policy state row, left-joined
    to the key rows of the batch's distinct key prefixes and their agents. Each raw key
    is then judged by ``policy.auth.key_check``, the rules ``agent_for_key`` applies.
    Fills ``batch.keys``; returns the policy key."""
    from audit.inserts import fetch_rows
    from policy.auth import key_check, key_prefix
    from policy.loader import committed_policy_key, policy_key_of
    from policy.models import Agent

    prefixes = sorted({p for p in map(key_prefix, raw_keys) if p})
    rows = fetch_rows(connection, _context_sql(connection, len(prefixes)), prefixes)
    if not rows:   # no policy state row yet: the plain path creates it
        from policy.auth import agent_for_key

        key = committed_policy_key()
        for raw in raw_keys:
            try:
                batch.keys[raw] = agent_for_key(raw)
            except GuardianError as exc:
                batch.keys[raw] = exc
        return key
    found = {}
    for row in rows:
        if row[2] is not None:
            values = list(row[5:5 + len(_AGENT_FIELDS)])
            values[_AGENT_FIELDS.index("enabled")] = bool(values[_AGENT_FIELDS.index("enabled")])
            values[_AGENT_FIELDS.index("hold_asks")] = bool(values[_AGENT_FIELDS.index("hold_asks")])
            # created_at is left deferred (loaded on access, by the ORM's own conversion)
            found[row[2]] = (row[3], row[4] is not None, Agent.from_db(connection.alias, list(_AGENT_FIELDS), values))
    for raw in raw_keys:
        hashed, revoked, agent = found.get(key_prefix(raw) or "", (None, False, None))
        try:
            key_check(raw, hashed, revoked, bool(agent and agent.enabled))
            batch.keys[raw] = agent
        except GuardianError as exc:
            batch.keys[raw] = exc
    return policy_key_of(rows[0][0], rows[0][1])


_AGENT_FIELDS = ("id", "name", "description", "mode", "enabled", "hold_asks")
_context_sql_cache: dict[tuple[str, int], str] = {}


def _context_sql(connection: Any, n_prefixes: int) -> str:
    """The query of ``_batch_context`` for ``n_prefixes`` key prefixes (built once per
    shape: the same text each time, so PostgreSQL runs it as a prepared statement)."""
    key = (connection.vendor, n_prefixes)
    sql = _context_sql_cache.get(key)
    if sql is not None:
        return sql
    from policy.loader import policy_state_sql, qn_id
    from policy.models import Agent, AgentKey

    qn = connection.ops.quote_name
    table, version, updated_at = policy_state_sql(connection)
    kt, at = qn(AgentKey._meta.db_table), qn(Agent._meta.db_table)
    agent_cols = [f.column for f in (Agent._meta.get_field(n) for n in _AGENT_FIELDS)]
    if n_prefixes:
        key_cols = ["k.prefix", "k.hashed_key", "k.revoked_at"] + [f"a.{qn(c)}" for c in agent_cols]
        joins = (f" LEFT JOIN {kt} k ON k.prefix IN ({', '.join(['%s'] * n_prefixes)})"
                 f" LEFT JOIN {at} a ON a.{qn(Agent._meta.pk.column)} = k.agent_id")
    else:
        key_cols, joins = ["NULL"] * (3 + len(agent_cols)), ""
    # PostgreSQL: this transaction's COMMIT does not wait for the WAL flush, so the chain
    # head's row lock is released as soon as the commit is recorded; the batch's answers
    # wait for the flush afterwards (``wal_flush``), outside the lock. Set here, in the
    # batch's first statement, to cost no round trip of its own.
    fast = ", set_config('synchronous_commit', 'off', true)" if connection.vendor == "postgresql" else ""
    sql = (f"SELECT ps.{version}, ps.{updated_at}, {', '.join(key_cols)}{fast} FROM {table} ps{joins}"
           f" WHERE ps.{qn_id(connection)} = 1")
    if len(_context_sql_cache) < 128:
        _context_sql_cache[key] = sql
    return sql


def _authenticate(raw_key: str, batch: _Batch) -> Any:
    from policy.auth import agent_for_key

    if raw_key not in batch.keys:
        try:
            batch.keys[raw_key] = agent_for_key(raw_key)
        except GuardianError as exc:
            batch.keys[raw_key] = exc
    found = batch.keys[raw_key]
    if isinstance(found, GuardianError):
        raise found
    return found


def _task_scope(agent: Any, data: EvaluateInput, batch: _Batch) -> tuple[str, ...] | None:
    from policy.models import AgentTask

    if data.task_id is None:
        return None
    key = (agent.pk, data.task_id)
    if key not in batch.tasks:
        row = AgentTask.objects.filter(agent=agent, task_id=data.task_id).values_list("capabilities", flat=True).first()
        if row is None:
            # First sight: the scope is fixed now and never widens. Race: two processes
            # seeing a new task at once; the unique (agent, task_id) constraint lets one
            # insert win, the other batch is retried job by job and reads the winner.
            scope = tuple(sorted(set(data.task_capabilities)))
            AgentTask.objects.create(agent=agent, task_id=data.task_id, capabilities=list(scope))
        else:
            scope = tuple(row or ())
        batch.tasks[key] = scope
    return batch.tasks[key]


# (agent id, key prefix, session id) -> the session's working directory as first seen. It never
# changes once known, so a process keeps it; bounded.
_PROJECT_DIRS: dict[tuple[int, str, str], str] = {}
_PROJECT_DIRS_MAX = 20_000


def _project_dir(agent: Any, data: EvaluateInput) -> str | None:
    """The session's first working directory: relative rules and the working-directory
    check are anchored there, so a later call cannot move them by reporting another
    cwd (an agent that says it works in ~/.config/systemd/user does not make that its
    project). The first evaluation event of the session with a cwd holds it; a session
    with none yet starts at this call's cwd. Without a session id: this call's cwd."""
    if not data.session_id or not data.cwd:
        return data.cwd
    from policy.auth import key_prefix

    # (the key's prefix too: an agent id alone may come back in another database)
    key = (agent.pk, key_prefix(data.raw_key) or "", data.session_id)
    found = _PROJECT_DIRS.get(key)
    if found is None:
        from audit.models import AuditEvent

        found = (AuditEvent.objects.filter(agent=agent, session_id=data.session_id,
                                           kind=AuditEvent.KIND_EVALUATION)
                 .exclude(cwd="").order_by("id").values_list("cwd", flat=True).first()) or data.cwd
        if len(_PROJECT_DIRS) >= _PROJECT_DIRS_MAX:
            _PROJECT_DIRS.clear()
        _PROJECT_DIRS[key] = found
    return found


def _history(agent: Any, data: EvaluateInput, n: int, batch: _Batch) -> tuple[str, ...]:
    """The last ``n`` tools this agent's session invoked, oldest first: the allowed
    evaluations (not dry runs) and the asks a reviewer approved."""
    from audit.models import AuditEvent

    if n <= 0:
        return ()
    key = (agent.pk, data.session_id)
    if key not in batch.history:
        rows = list(
            AuditEvent.objects.filter(agent=agent, session_id=data.session_id, kind=AuditEvent.KIND_EVALUATION,
                                      dry_run=False)
            .filter(Q(decision="allow") | Q(decision="ask", approval__status="approved"))
            .order_by("-id").values_list("tool", flat=True)[:n]
        )
        rows.reverse()
        batch.history[key] = rows
    return tuple(batch.history[key][-n:])


def _session_approvals(agent: Any, session_id: str) -> frozenset[tuple[str, str]]:
    from approvals.models import SessionApproval

    return frozenset(SessionApproval.objects.filter(agent=agent, session_id=session_id).values_list("tool", "reason"))


def _plan(job: EvaluationJob, snapshot: Any, version: int, batch: _Batch) -> _Planned:
    from policy.engine.evaluate import evaluate
    from policy.engine.types import EngineError, Request, Task

    data = job.data
    agent = _authenticate(data.raw_key, batch)
    scope = _task_scope(agent, data, batch)
    history = _history(agent, data, _history_length(snapshot), batch)
    task = Task(id=data.task_id, capabilities=data.task_capabilities) if data.task_id is not None else None
    request = Request(tool=data.tool, args=data.args, session_id=data.session_id, cwd=data.cwd, mode=data.mode,
                      agent_mode=agent.mode, task=task, task_scope=scope, tool_hash=data.tool_hash,
                      history=history, project_dir=_project_dir(agent, data))
    try:
        decision = evaluate(snapshot, request)
    except EngineError as exc:  # a request shape the view let through: 400, nothing written
        raise InvalidInput(str(exc), field=getattr(exc, "path", None) or "request") from None
    if decision.decision == "ask":
        cached = _session_approvals(agent, data.session_id)
        if cached:
            decision = evaluate(snapshot, dataclasses.replace(request, session_approvals=cached))
    llm_record = None
    if decision.llm and decision.decision == "ask":
        if job.llm is None:
            if _llm_enabled():
                return NeedsLlm(decision, request, version)
        else:
            # The answer was obtained for this very call under the engine's llm verdict;
            # it only ever settles that ask (never a stage-1 or rule denial).
            decision, llm_record = job.llm
    if decision.decision == "allow" and not data.dry_run and _history_length(snapshot):
        batch.history.setdefault((agent.pk, data.session_id), []).append(data.tool)
    latency_us = int((time.perf_counter() - job.started) * 1_000_000)
    return _Planned(job, agent, decision, version, input_digest(data.tool, data.args, data.cwd), latency_us,
                    dict(llm_record) if llm_record else None)


def _llm_enabled() -> bool:
    from policy.models import LlmSettings

    return LlmSettings.objects.filter(pk=1).exclude(mode="off").exclude(base_url="").exists()


def _event_fields(p: _Planned) -> dict[str, Any]:
    d, data = p.decision, p.job.data
    llm = p.llm_record or {}
    return {
        "kind": "evaluation", "agent": p.agent, "agent_name": p.agent.name, "session_id": data.session_id,
        "task_id": data.task_id or "", "tool": data.tool, "args": data.args, "input_sha256": p.input_sha256,
        "cwd": data.cwd or "", "mode": d.mode or "", "decision": d.decision, "reason": d.reason or "",
        "check_name": d.check or "", "rule": d.rule or "", "flags": [f.as_dict() for f in d.flags],
        "policy_version": p.policy_version, "latency_us": min(p.latency_us, 2**31 - 1), "dry_run": data.dry_run,
        "tool_use_id": data.tool_use_id,
        "llm_model": str(llm.get("llm_model") or "")[:200],
        "llm_latency_ms": llm.get("llm_latency_ms"),
        "llm_answer": str(llm.get("llm_answer") or ""),
    }


def _answer(p: _Planned, event: Any, approval: Any) -> dict[str, Any]:
    d = p.decision
    body: dict[str, Any] = {
        "decision": d.decision, "reason": d.reason, "check": d.check, "rule": d.rule,
        "flags": [f.as_dict() for f in d.flags], "mode": d.mode, "event_id": event.pk,
        "policy_version": p.policy_version, "seq": event.seq, "link": event.link,
        "dry_run": p.job.data.dry_run,
    }
    if d.suggestions:
        body["suggestions"] = list(d.suggestions)
    if approval is not None:
        body["approval"] = {"id": str(approval.pk), "status": approval.status,
                            "expires_at": approval.expires_at.isoformat(),
                            "url": f"/api/v1/approvals/{approval.pk}"}
    return body


def decide_batch(jobs: list[EvaluationJob]) -> list[Any]:
    """Decide and record ``jobs`` in one transaction. Returns, per job, the answer body
    (dict) or a GuardianError (auth errors: nothing was written for that job). Raises
    on database errors: nothing of the batch was committed then."""
    from approvals.services import approval_create
    from audit.services import audit_events_record
    from policy.loader import snapshot_for

    results: list[Any] = [None] * len(jobs)
    with transaction.atomic():
        batch = _Batch()
        key = _batch_context([job.data.raw_key for job in jobs], batch)
        snapshot = snapshot_for(key)
        planned: list[tuple[int, _Planned]] = []
        for i, job in enumerate(jobs):
            try:
                plan = _plan(job, snapshot, key[0], batch)
            except GuardianError as exc:
                results[i] = exc
                continue
            if isinstance(plan, NeedsLlm):
                results[i] = plan
            else:
                planned.append((i, plan))
        events = audit_events_record([(_event_fields(p), _threat_specs(p.decision)) for _, p in planned])
        for (i, p), event in zip(planned, events):
            approval = None
            if p.decision.decision == "ask" and not p.job.data.dry_run:
                data = p.job.data
                approval = approval_create(
                    event=event, agent=p.agent, session_id=data.session_id, task_id=data.task_id or "",
                    tool=data.tool, args=data.args, input_sha256=p.input_sha256, cwd=data.cwd or "",
                    reason=p.decision.reason or "", check_name=p.decision.check or "", rule=p.decision.rule or "",
                    suggestions=list(p.decision.suggestions), details=_json_safe(p.decision.details),
                )
            results[i] = _answer(p, event, approval)
    # Committed: count them (cheap, never raises).
    for _, p in planned:
        d = p.decision
        metrics.observe_decision(d.decision, d.check or "", d.rule, p.latency_us / 1e6,
                                 [t.kind for t in d.threat_events])
    return results


def wal_flush() -> None:
    """PostgreSQL: return once everything this process has committed so far is on disk.

    The writer's transactions commit with ``synchronous_commit`` off (set in the batch's
    first statement, ``_context_sql``), so the chain head's row lock, which serialises
    every writer of every process, is not held through the WAL flush. This statement
    runs in a transaction of its own that writes a WAL record (a transactional logical
    message, ignored by every decoder that does not ask for messages) and so commits
    with a flush of the WAL up to its own commit record, which comes after those
    commits. Only then are their answers released: no answer without its record, on
    disk. One flush serves every batch committed before it started."""
    from audit.inserts import fetch_rows

    fetch_rows(connection, "SELECT pg_logical_emit_message(true, 'guardian', '')")


def _json_safe(value: Any) -> dict[str, Any]:
    import json

    try:
        return json.loads(json.dumps(dict(value or {}), default=str))
    except Exception:
        return {}


class EvaluationWriter:
    """One thread per process that owns a database connection and group-commits
    evaluations (see the module docstring)."""

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue[EvaluationJob] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        # PostgreSQL: committed batches waiting for their WAL flush (see ``wal_flush``),
        # answered by a second thread with a connection of its own, so that the writer
        # starts the next batch while the disk catches up.
        self._flushing: queue.SimpleQueue[tuple[list[EvaluationJob], list[Any]]] = queue.SimpleQueue()
        self._flusher: threading.Thread | None = None
        self.batches = 0
        self.jobs = 0
        self.flushes = 0

    def _ensure_started(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        with self._start_lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="guardian-evaluation-writer", daemon=True)
                self._thread.start()

    def submit(self, job: EvaluationJob) -> None:
        self._ensure_started()
        self._queue.put(job)

    # -- the writer thread ---------------------------------------------------------------
    def _run(self) -> None:
        while True:
            first = self._queue.get()
            jobs = [first]
            while len(jobs) < MAX_BATCH:
                try:
                    jobs.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            now = time.perf_counter()
            live = []
            for job in jobs:
                if job.cancelled or now > job.deadline:
                    self._resolve(job, Unavailable(ERR_TIMEOUT, code="timeout"))
                else:
                    live.append(job)
            if live:
                self._process(live)

    def _process(self, jobs: list[EvaluationJob]) -> None:
        self.batches += 1
        self.jobs += len(jobs)
        try:
            results = decide_batch(jobs)
        except (OperationalError, InterfaceError) as exc:
            # The database is down, locked or timed out: every job of the batch is denied
            # now (a retry would only take longer than the caller's bound).
            logger.warning("evaluate: database unavailable (%s); %d call(s) denied", type(exc).__name__, len(jobs))
            self._reset_connection()
            # The calls queued meanwhile would meet the same fault: deny them now too
            # rather than let each wait out its own bound.
            while True:
                try:
                    jobs.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            for job in jobs:
                self._resolve(job, Unavailable(ERR_DATABASE, code="database_unavailable"))
            metrics.audit_write_failed()
            return
        except GuardianError as exc:  # e.g. the policy cannot be built
            self._reset_connection()
            for job in jobs:
                self._resolve(job, exc)
            return
        except Exception as exc:
            self._reset_connection()
            if len(jobs) > 1 and isinstance(exc, (IntegrityError, DatabaseError, ValueError, TypeError)):
                # One job spoiled the batch (a task first seen by two processes at once,
                # a value the database refuses): decide each on its own.
                for job in jobs:
                    if time.perf_counter() > job.deadline:
                        self._resolve(job, Unavailable(ERR_TIMEOUT, code="timeout"))
                    else:
                        self._process([job])
                return
            logger.error("evaluate: cannot decide (%s)", type(exc).__name__, exc_info=settings.DEBUG)
            for job in jobs:
                self._resolve(job, Unavailable(ERR_INTERNAL, code="internal_error"))
            return
        if connection.vendor == "postgresql":
            self._flush_then_resolve(jobs, results)
            return
        for job, result in zip(jobs, results):
            self._resolve(job, result)

    # -- the flusher thread (PostgreSQL) ---------------------------------------------------
    def _flush_then_resolve(self, jobs: list[EvaluationJob], results: list[Any]) -> None:
        if self._flusher is None or not self._flusher.is_alive():
            with self._start_lock:
                if self._flusher is None or not self._flusher.is_alive():
                    self._flusher = threading.Thread(target=self._flush_run, name="guardian-evaluation-flusher",
                                                     daemon=True)
                    self._flusher.start()
        self._flushing.put((jobs, results))

    def _flush_run(self) -> None:
        while True:
            pending = [self._flushing.get()]
            while True:
                try:
                    pending.append(self._flushing.get_nowait())
                except queue.Empty:
                    break
            self.flushes += 1
            try:
                wal_flush()
            except Exception as exc:
                # The commits may or may not be on disk: deny them all (an event for a
                # denied call, never an answer without its event).
                logger.warning("evaluate: WAL flush failed (%s); %d call(s) denied", type(exc).__name__,
                               sum(len(jobs) for jobs, _ in pending))
                self._reset_connection()
                metrics.audit_write_failed()
                for jobs, _results in pending:
                    for job in jobs:
                        self._resolve(job, Unavailable(ERR_DATABASE, code="database_unavailable"))
                continue
            for jobs, results in pending:
                for job, result in zip(jobs, results):
                    self._resolve(job, result)

    @staticmethod
    def _reset_connection() -> None:
        try:
            if connection.in_atomic_block:
                return
            connection.close()
        except Exception:
            pass

    @staticmethod
    def _resolve(job: EvaluationJob, result: Any) -> None:
        if job.loop is not None and job.future is not None:
            def set_result() -> None:
                if not job.future.done():
                    job.future.set_result(result)

            try:
                job.loop.call_soon_threadsafe(set_result)
            except RuntimeError:  # the loop is gone
                pass
        else:
            job.result = result
            if job.done is not None:
                job.done.set()


_writer = EvaluationWriter()


def writer() -> EvaluationWriter:
    return _writer


def decide_timeout() -> float:
    return float(getattr(settings, "GUARDIAN_DECIDE_TIMEOUT_SECONDS", 1.8))


async def evaluation_decide(data: EvaluateInput) -> dict[str, Any]:
    """Decide ``data`` and return the answer body once its audit event is committed.

    Raises GuardianError: 401/403 for the key, 503 (deny) for anything that keeps
    Guardian from deciding and recording within ``GUARDIAN_DECIDE_TIMEOUT_SECONDS``.
    """
    loop = asyncio.get_running_loop()
    started = time.perf_counter()
    timeout = decide_timeout()
    job = EvaluationJob(data=data, started=started, deadline=started + timeout, loop=loop,
                        future=loop.create_future())
    _writer.submit(job)
    try:
        result = await asyncio.wait_for(asyncio.shield(job.future), timeout)
    except TimeoutError:
        job.cancelled = True
        logger.warning("evaluate: no decision within %.1f s; denied", timeout)
        raise Unavailable(ERR_TIMEOUT, code="timeout") from None
    if isinstance(result, NeedsLlm):
        from policy.services.llm import allm_consult

        answer = await allm_consult(decision=result.decision, request=result.request,
                                    policy_version=result.policy_version)
        return await _resubmit(data, answer, loop)
    if isinstance(result, GuardianError):
        raise result
    return result


async def _resubmit(data: EvaluateInput, answer: tuple[Any, Any], loop: asyncio.AbstractEventLoop) -> dict[str, Any]:
    """Record the call with the LLM's answer (a job of its own, same bound)."""
    started = time.perf_counter()
    timeout = decide_timeout()
    job = EvaluationJob(data=data, started=started, deadline=started + timeout, loop=loop,
                        future=loop.create_future(), llm=answer)
    _writer.submit(job)
    try:
        result = await asyncio.wait_for(asyncio.shield(job.future), timeout)
    except TimeoutError:
        job.cancelled = True
        raise Unavailable(ERR_TIMEOUT, code="timeout") from None
    if isinstance(result, GuardianError):
        raise result
    return result


def evaluation_decide_sync(data: EvaluateInput) -> dict[str, Any]:
    """The same, for sync callers (management commands, the Claude Code hook view)."""
    started = time.perf_counter()
    timeout = decide_timeout()
    job = EvaluationJob(data=data, started=started, deadline=started + timeout, done=threading.Event())
    _writer.submit(job)
    if not job.done.wait(timeout):
        job.cancelled = True
        raise Unavailable(ERR_TIMEOUT, code="timeout")
    if isinstance(job.result, NeedsLlm):
        from policy.services.llm import llm_consult

        answer = llm_consult(decision=job.result.decision, request=job.result.request,
                             policy_version=job.result.policy_version)
        started = time.perf_counter()
        job = EvaluationJob(data=data, started=started, deadline=started + timeout, done=threading.Event(),
                            llm=answer)
        _writer.submit(job)
        if not job.done.wait(timeout):
            job.cancelled = True
            raise Unavailable(ERR_TIMEOUT, code="timeout")
    if isinstance(job.result, GuardianError):
        raise job.result
    return job.result
