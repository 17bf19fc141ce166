"""The routes of this area, for the tests until they are appended to api_urls."""
from __future__ import annotations

from django.urls import path

from policy.authzen_api import AccessEvaluationApi, AccessEvaluationsApi
from policy.hooks_api import claude_code_hook
from policy.llm_api import GuardSkillDetailApi, GuardSkillListApi, LlmSettingsGetApi

urlpatterns = [
    path("api/v1/hooks/claude-code", claude_code_hook),
    path("access/v1/evaluation", AccessEvaluationApi.as_view()),
    path("access/v1/evaluations", AccessEvaluationsApi.as_view()),
    path("api/v1/llm/settings", LlmSettingsGetApi.as_view()),
    path("api/v1/llm/skills", GuardSkillListApi.as_view()),
    path("api/v1/llm/skills/<int:skill_id>", GuardSkillDetailApi.as_view()),
]
