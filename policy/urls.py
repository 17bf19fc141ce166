from __future__ import annotations

from django.urls import include, path

from policy import views

app_name = "policy"

urlpatterns = [
    path("policy/", views.policy_index, name="index"),
    path("policy/agents/", views.agent_list, name="agents"),
    path("policy/agents/<int:agent_id>/mode/", views.agent_mode, name="agent_mode"),
    path("policy/threat-rules/<int:rule_id>/", views.threat_rule_page, name="threat_rule"),
    path("policy/threat-rules/<int:rule_id>/promote/", views.threat_rule_promote, name="threat_rule_promote"),
    path("policy/backtest/", views.backtest_page, name="backtest"),
    path("policy/versions/", views.version_list, name="versions"),
    path("policy/versions/<int:version>/", views.version_detail, name="version"),
    path("policy/versions/<int:version>/rollback/", views.version_rollback, name="rollback"),
    path("policy/import/", views.import_page, name="import"),
    path("policy/export/", views.export_download, name="export"),
    path("policy/<slug:kind>/", views.item_list, name="list"),
    path("policy/<slug:kind>/new/", views.item_create, name="create"),
    path("policy/<slug:kind>/<int:item_id>/edit/", views.item_edit, name="edit"),
    path("policy/<slug:kind>/<int:item_id>/toggle/", views.item_toggle, name="toggle"),
    path("policy/<slug:kind>/<int:item_id>/delete/", views.item_delete, name="delete"),
    path("api/v1/policy/", include("policy.console_api")),
]
