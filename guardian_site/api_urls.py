"""Agents' API (v1, API keys), the OpenAPI schema and docs, and health."""
from __future__ import annotations

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from approvals.api import approval_status_view
from policy.api import EventResultApi, evaluate_view, health_live, health_ready

urlpatterns = [
    path("api/v1/evaluate", evaluate_view, name="api-evaluate"),
    path("api/v1/approvals/<str:approval_id>", approval_status_view, name="api-approval-status"),
    path("api/v1/events/<int:event_id>/result", EventResultApi.as_view(), name="api-event-result"),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("api/redoc/", SpectacularRedocView.as_view(url_name="api-schema"), name="api-redoc"),
    path("health/live", health_live, name="health-live"),
    path("health/ready", health_ready, name="health-ready"),
]

# Agents' protocols (issue 8): Claude Code's HTTP hook, AuthZEN 1.0, the LLM settings.
from policy.authzen_api import AccessEvaluationApi, AccessEvaluationsApi  # noqa: E402
from policy.hooks_api import claude_code_hook  # noqa: E402
from policy.llm_api import GuardSkillDetailApi, GuardSkillListApi, LlmSettingsGetApi  # noqa: E402

urlpatterns += [
    path("api/v1/hooks/claude-code", claude_code_hook, name="api-hooks-claude-code"),
    path("access/v1/evaluation", AccessEvaluationApi.as_view(), name="authzen-evaluation"),
    path("access/v1/evaluations", AccessEvaluationsApi.as_view(), name="authzen-evaluations"),
    path("api/v1/llm/settings", LlmSettingsGetApi.as_view(), name="api-llm-settings"),
    path("api/v1/llm/skills", GuardSkillListApi.as_view(), name="api-llm-skills"),
    path("api/v1/llm/skills/<int:skill_id>", GuardSkillDetailApi.as_view(), name="api-llm-skill"),
]
