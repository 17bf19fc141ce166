"""AuthZEN 1.0 access evaluation endpoints for gateways and platforms that speak it:
``POST /access/v1/evaluation`` and ``POST /access/v1/evaluations`` (batch).

The subject must be the agent whose key authenticated the call: the body can never make
Guardian decide (or record) as another agent."""
from __future__ import annotations

from typing import Any

from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from guardian_site.errors import Forbidden, InvalidInput
from policy import authzen
from policy.auth import AgentKeyAuthentication, IsAgent


def _raise(exc: authzen.AuthzenError) -> None:
    if exc.status == 403:
        raise Forbidden(exc.message, field=exc.field)
    raise InvalidInput(exc.message, field=exc.field)


def _evaluate(request: Request, access: authzen.AccessRequest) -> dict[str, Any]:
    """The evaluate service, the same one as ``POST /api/v1/evaluate`` (it authenticates
    the key again and records the audit event before answering)."""
    from policy.auth import key_from_header
    from policy.services.evaluate import EvaluateInput, evaluation_decide_sync

    task = access.task or {}
    return evaluation_decide_sync(EvaluateInput(
        raw_key=key_from_header(request.META.get("HTTP_AUTHORIZATION")), tool=access.tool, args=dict(access.args),
        session_id=access.session_id, cwd=access.cwd, mode=access.mode,
        task_id=task.get("id") if access.task else None,
        task_capabilities=tuple(task.get("capabilities", ())) if access.task else (),
        tool_hash=access.tool_hash, dry_run=access.dry_run))


class AccessEvaluationApi(APIView):
    authentication_classes = [AgentKeyAuthentication]
    permission_classes = [IsAgent]

    def post(self, request: Request) -> Response:
        agent = request.user
        try:
            access = authzen.parse_evaluation(request.data, agent_name=agent.name, agent_id=agent.pk)
        except authzen.AuthzenError as exc:
            _raise(exc)
        return Response(authzen.evaluation_response(_evaluate(request, access)))


class AccessEvaluationsApi(APIView):
    authentication_classes = [AgentKeyAuthentication]
    permission_classes = [IsAgent]

    def post(self, request: Request) -> Response:
        """Rules, in order: every entry is validated first (one entry speaking for another
        agent refuses the whole batch); then entries are evaluated in order, stopping
        per ``options.evaluations_semantic``."""
        agent = request.user
        body = request.data
        try:
            if not isinstance(body, dict):
                raise authzen.AuthzenError("body", authzen.ERR_OBJECT)
            semantic = authzen.batch_semantic(body)
            items = body.get("evaluations")
            if not isinstance(items, list) or not items or len(items) > authzen.MAX_BATCH:
                raise authzen.AuthzenError("evaluations", authzen.ERR_EVALUATIONS)
            accesses = [
                authzen.parse_evaluation(authzen.merge_batch_item(body, item, i), agent_name=agent.name,
                                         agent_id=agent.pk, prefix=f"evaluations[{i}].")
                for i, item in enumerate(items)
            ]
        except authzen.AuthzenError as exc:
            _raise(exc)
        answers = []
        for access in accesses:
            answer = authzen.evaluation_response(_evaluate(request, access))
            answers.append(answer)
            if semantic == "deny_on_first_deny" and not answer["decision"]:
                break
            if semantic == "permit_on_first_permit" and answer["decision"]:
                break
        return Response({"evaluations": answers})
