"""The operators' console: one page per kind of policy data (list with search and
filters, create, edit, enable/disable, delete), the threat rule page (flag trial, then
deny), the backtest, the policy versions, import and export.

Every view is ``role_required(OPERATOR)``; every write goes through one service of
``policy.services`` (shared with the console API), and a service error is shown next to
the field it names.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from django.contrib import messages
from django.core.paginator import Paginator
from django.db.models import Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from audit.selectors import backtest, threat_rule_activity
from policy import forms
from policy.access import OPERATOR, role_required
from policy.engine.types import PolicyError
from policy.models import (
    Agent,
    GuardRule,
    PermissionRule,
    PolicyVersion,
    RevokedTool,
    SequenceContract,
    ThreatRule,
    ToolRegistration,
)
from policy.selectors import policy_state, policy_version
from policy.services import policy_file, rules

PAGE_SIZE = 50


@dataclass(frozen=True)
class Kind:
    """How the console lists and edits one kind of policy data."""

    slug: str
    title: str
    model: type
    form: type
    search: tuple[str, ...]
    columns: tuple[tuple[str, Callable[[Any], Any]], ...]
    filters: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    order: tuple[str, ...] = ("id",)
    create: Callable[..., Any] | None = None
    update: Callable[..., Any] | None = None
    set_enabled: Callable[..., Any] | None = None
    delete: Callable[..., Any] | None = None
    id_arg: str = "rule_id"
    initial: Callable[[Any], dict[str, Any]] = field(default=lambda obj: {})
    update_args: Callable[[dict[str, Any]], dict[str, Any]] = field(default=lambda data: data)
    create_args: Callable[[dict[str, Any]], dict[str, Any]] = field(default=lambda data: data)


_ENABLED = ("enabled", (("1", "enabled"), ("0", "disabled")))


def _caps(obj: ToolRegistration) -> str:
    return ", ".join(obj.required_capability or [])


KINDS: dict[str, Kind] = {k.slug: k for k in (
    Kind("permissions", "Permission rules", PermissionRule, forms.PermissionRuleForm, ("rule",),
         (("Behavior", lambda o: o.behavior), ("Rule", lambda o: o.rule), ("Source", lambda o: o.source)),
         filters=(("behavior", (("allow", "allow"), ("ask", "ask"), ("deny", "deny"))), _ENABLED),
         order=("behavior", "rule"),
         create=rules.permission_rule_create, update=rules.permission_rule_update,
         set_enabled=rules.permission_rule_set_enabled, delete=rules.permission_rule_delete,
         initial=lambda o: {"behavior": o.behavior, "rule": o.rule}),
    Kind("threat-rules", "Threat rules", ThreatRule, forms.ThreatRuleForm, ("name", "pattern", "reason"),
         (("Name", lambda o: o.name), ("Pattern", lambda o: o.pattern), ("Field", lambda o: o.field),
          ("Action", lambda o: o.action)),
         filters=(("action", (("flag", "flag"), ("deny", "deny"))),
                  ("field", (("tool", "tool"), ("args", "args"), ("hash", "hash"), ("any", "any"))), _ENABLED),
         order=("name",),
         create=rules.threat_rule_create, update=rules.threat_rule_update,
         set_enabled=rules.threat_rule_set_enabled, delete=rules.threat_rule_delete,
         initial=lambda o: {"name": o.name, "pattern": o.pattern, "field": o.field, "action": o.action,
                            "reason": o.reason}),
    Kind("contracts", "Sequence contracts", SequenceContract, forms.SequenceContractForm,
         ("name", "requires_prior", "triggers_for"),
         (("Name", lambda o: o.name), ("Requires prior", lambda o: o.requires_prior),
          ("Triggers for", lambda o: o.triggers_for), ("Within steps", lambda o: o.within_steps)),
         filters=(_ENABLED,), order=("name",),
         create=rules.sequence_contract_create, update=rules.sequence_contract_update,
         set_enabled=rules.sequence_contract_set_enabled, delete=rules.sequence_contract_delete,
         id_arg="contract_id",
         initial=lambda o: {"name": o.name, "requires_prior": o.requires_prior, "triggers_for": o.triggers_for,
                            "within_steps": o.within_steps}),
    Kind("revoked", "Revoked tools", RevokedTool, forms.RevokedToolForm, ("tool", "reason"),
         (("Tool", lambda o: o.tool), ("Reason", lambda o: o.reason), ("Since", lambda o: o.revoked_at)),
         filters=(_ENABLED,), order=("tool",),
         create=rules.revoked_tool_create, update=rules.revoked_tool_update,
         set_enabled=rules.revoked_tool_set_enabled, delete=rules.revoked_tool_delete, id_arg="revoked_id",
         initial=lambda o: {"tool": o.tool, "reason": o.reason}),
    Kind("tools", "Tool registry", ToolRegistration, forms.ToolRegistrationForm, ("name", "sha256"),
         (("Name", lambda o: o.name), ("SHA-256", lambda o: o.sha256[:16] + "…"),
          ("Capabilities", _caps), ("Signed", lambda o: "yes" if o.signature else "no"),
          ("Hash check", lambda o: {None: "—", True: "ok", False: "MISMATCH"}[o.hash_ok])),
         filters=(_ENABLED,), order=("name",),
         create=rules.tool_registration_create, update=rules.tool_registration_update,
         set_enabled=rules.tool_registration_set_enabled, delete=None, id_arg="tool_id",
         initial=lambda o: {"name": o.name, "sha256": o.sha256, "required_capability": _caps(o),
                            "code_path": o.code_path, "module": o.module},
         update_args=lambda d: {k: v for k, v in d.items() if k != "name"}),
    Kind("guards", "Guard rules (seed 000 plugins)", GuardRule, forms.GuardRuleForm, ("guard_id", "tool"),
         (("Id", lambda o: o.guard_id), ("Tools", lambda o: o.tool or "all"),
          ("Patterns", lambda o: len(o.patterns or [])), ("Source", lambda o: o.source)),
         filters=(_ENABLED,), order=("guard_id",),
         create=rules.guard_rule_create, update=rules.guard_rule_update,
         set_enabled=rules.guard_rule_set_enabled, delete=rules.guard_rule_delete,
         initial=lambda o: {"guard_id": o.guard_id, "tool": o.tool,
                            "patterns": forms.GuardRuleForm.patterns_text(o.patterns or [])}),
)}


def _kind(slug: str) -> Kind:
    kind = KINDS.get(slug)
    if kind is None:
        raise Http404
    return kind


def _list_queryset(kind: Kind, params) -> tuple[Any, dict[str, str]]:
    qs = kind.model.objects.all().order_by(*kind.order)
    chosen: dict[str, str] = {}
    q = (params.get("q") or "").strip()[:200]
    if q:
        cond = Q()
        for f in kind.search:
            cond |= Q(**{f"{f}__icontains": q})
        qs = qs.filter(cond)
        chosen["q"] = q
    for name, choices in kind.filters:
        value = params.get(name, "")
        if value and value in {c for c, _ in choices}:
            qs = qs.filter(**{name: value == "1"} if name == "enabled" else {name: value})
            chosen[name] = value
    return qs, chosen


# --- overview -------------------------------------------------------------------------------

@require_http_methods(["GET", "POST"])
@role_required(OPERATOR)
def policy_index(request: HttpRequest) -> HttpResponse:
    state = policy_state()
    form = forms.PolicySettingsForm(request.POST or None,
                                    initial={"mode": state.mode, "require_registration": state.require_registration})
    if request.method == "POST" and form.is_valid():
        try:
            rules.policy_settings_update(user=request.user, **form.cleaned_data)
        except rules.PolicyDataError as exc:
            forms.apply_error(form, exc)
        else:
            messages.success(request, "Settings saved.")
            return redirect("policy:index")
    counts = [(k, k.model.objects.count(), k.model.objects.filter(enabled=True).count()) for k in KINDS.values()]
    return render(request, "policy/index.html", {
        "version": policy_version(), "counts": counts, "form": form,
        "agents": Agent.objects.count(),
        "recent": PolicyVersion.objects.select_related("created_by").order_by("-version")[:5],
    })


# --- generic list / create / edit / toggle / delete --------------------------------------------

@require_GET
@role_required(OPERATOR)
def item_list(request: HttpRequest, kind: str) -> HttpResponse:
    k = _kind(kind)
    qs, chosen = _list_queryset(k, request.GET)
    page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("page"))
    rows = [{"obj": o, "cells": [fn(o) for _, fn in k.columns]} for o in page.object_list]
    context = {"kind": k, "rows": rows, "page": page, "chosen": chosen,
               "headers": [label for label, _ in k.columns], "kinds": KINDS.values()}
    template = "policy/list.html#rows" if request.htmx else "policy/list.html"
    return render(request, template, context)


@require_http_methods(["GET", "POST"])
@role_required(OPERATOR)
def item_create(request: HttpRequest, kind: str) -> HttpResponse:
    k = _kind(kind)
    if k.create is None:
        raise Http404
    form = k.form(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            obj = k.create(user=request.user, **k.create_args(form.cleaned_data))
        except rules.PolicyDataError as exc:
            forms.apply_error(form, exc)
        else:
            messages.success(request, f"{k.title}: created (policy version {policy_version()}).")
            if k.slug == "threat-rules":
                return redirect("policy:threat_rule", rule_id=obj.pk)
            return redirect("policy:list", kind=k.slug)
    return render(request, "policy/form.html", {"kind": k, "form": form, "obj": None})


@require_http_methods(["GET", "POST"])
@role_required(OPERATOR)
def item_edit(request: HttpRequest, kind: str, item_id: int) -> HttpResponse:
    k = _kind(kind)
    obj = get_object_or_404(k.model, pk=item_id)
    form = k.form(request.POST or None, initial=k.initial(obj))
    if k.slug == "tools":
        form.fields["name"].disabled = True
    if request.method == "POST" and form.is_valid():
        try:
            k.update(user=request.user, **{k.id_arg: obj.pk}, **k.update_args(form.cleaned_data))
        except rules.PolicyDataError as exc:
            forms.apply_error(form, exc)
        else:
            messages.success(request, f"{k.title}: saved (policy version {policy_version()}).")
            return redirect("policy:list", kind=k.slug)
    return render(request, "policy/form.html", {"kind": k, "form": form, "obj": obj})


@require_POST
@role_required(OPERATOR)
def item_toggle(request: HttpRequest, kind: str, item_id: int) -> HttpResponse:
    k = _kind(kind)
    obj = get_object_or_404(k.model, pk=item_id)
    try:
        k.set_enabled(user=request.user, **{k.id_arg: obj.pk}, enabled=not obj.enabled)
    except rules.PolicyDataError as exc:
        messages.error(request, exc.message)
    return redirect("policy:list", kind=k.slug)


@require_POST
@role_required(OPERATOR)
def item_delete(request: HttpRequest, kind: str, item_id: int) -> HttpResponse:
    k = _kind(kind)
    if k.delete is None:
        raise Http404
    obj = get_object_or_404(k.model, pk=item_id)
    try:
        k.delete(user=request.user, **{k.id_arg: obj.pk})
    except rules.PolicyDataError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"{k.title}: deleted (policy version {policy_version()}).")
    url = reverse("policy:list", kwargs={"kind": k.slug})
    return HttpResponseClientRedirect(url) if request.htmx else redirect(url)


# --- agents and their modes ------------------------------------------------------------------

@require_GET
@role_required(OPERATOR)
def agent_list(request: HttpRequest) -> HttpResponse:
    q = (request.GET.get("q") or "").strip()[:200]
    qs = Agent.objects.order_by("name")
    if q:
        qs = qs.filter(Q(name__icontains=q) | Q(description__icontains=q))
    mode = request.GET.get("mode", "")
    if mode in dict(forms.MODE_CHOICES):
        qs = qs.filter(mode=mode)
    return render(request, "policy/agents.html", {"agents": qs[:500], "q": q, "mode": mode,
                                                  "modes": [m for m, _ in forms.MODE_CHOICES]})


@require_POST
@role_required(OPERATOR)
def agent_mode(request: HttpRequest, agent_id: int) -> HttpResponse:
    agent = get_object_or_404(Agent, pk=agent_id)
    form = forms.AgentModeForm(request.POST)
    if not form.is_valid():
        messages.error(request, "mode: " + "; ".join(form.errors.get("mode", ["invalid"])))
    else:
        try:
            rules.agent_mode_set(user=request.user, agent_id=agent.pk, mode=form.cleaned_data["mode"])
        except rules.PolicyDataError as exc:
            messages.error(request, exc.message)
        else:
            messages.success(request, f"{agent.name}: mode {form.cleaned_data['mode']}.")
    return redirect("policy:agents")


# --- threat rule: trial in flag mode, then deny --------------------------------------------------

@require_GET
@role_required(OPERATOR)
def threat_rule_page(request: HttpRequest, rule_id: int) -> HttpResponse:
    rule = get_object_or_404(ThreatRule.objects.select_related("created_by", "switched_by"), pk=rule_id)
    activity = threat_rule_activity(rule.name)
    return render(request, "policy/threat_rule.html", {
        "rule": rule, "a": activity,
        "chart": {"day": activity["last_day"], "month": activity["last_month"]},
    })


@require_http_methods(["GET", "POST"])
@role_required(OPERATOR)
def threat_rule_promote(request: HttpRequest, rule_id: int) -> HttpResponse:
    """GET: the confirmation, with the figures of the trial. POST: switch to deny."""
    rule = get_object_or_404(ThreatRule, pk=rule_id)
    if request.method == "POST":
        try:
            rules.threat_rule_promote(rule_id=rule.pk, user=request.user)
        except rules.PolicyDataError as exc:
            messages.error(request, exc.message)
        else:
            messages.success(request, f"{rule.name} now denies (policy version {policy_version()}).")
        return redirect("policy:threat_rule", rule_id=rule.pk)
    return render(request, "policy/promote.html", {"rule": rule, "a": threat_rule_activity(rule.name, last=10)})


@require_http_methods(["GET", "POST"])
@role_required(OPERATOR)
def backtest_page(request: HttpRequest) -> HttpResponse:
    initial = {k: request.GET[k] for k in ("pattern", "field", "action") if k in request.GET}
    form = forms.BacktestForm(request.POST or None, initial=initial)
    result = None
    if request.method == "POST" and form.is_valid():
        try:
            result = backtest(**form.cleaned_data).as_dict()
        except PolicyError as exc:
            form.add_error("pattern", exc.message)
    context = {"form": form, "result": result}
    template = "policy/backtest.html#result" if request.htmx and request.method == "POST" else "policy/backtest.html"
    return render(request, template, context)


# --- versions, import, export -------------------------------------------------------------------

@require_GET
@role_required(OPERATOR)
def version_list(request: HttpRequest) -> HttpResponse:
    page = Paginator(PolicyVersion.objects.select_related("created_by").defer("document").order_by("-version"),
                     PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "policy/versions.html", {"page": page, "current": policy_version()})


@require_GET
@role_required(OPERATOR)
def version_detail(request: HttpRequest, version: int) -> HttpResponse:
    v = get_object_or_404(PolicyVersion.objects.select_related("created_by"), version=version)
    return render(request, "policy/version.html", {"v": v, "current": policy_version()})


@require_POST
@role_required(OPERATOR)
def version_rollback(request: HttpRequest, version: int) -> HttpResponse:
    try:
        new = policy_file.policy_rollback(user=request.user, version=version)
    except rules.PolicyDataError as exc:
        messages.error(request, f"{exc.field + ': ' if exc.field else ''}{exc.message}")
        return redirect("policy:version", version=version)
    messages.success(request, f"Rolled back to version {version}: now version {new.version}.")
    return redirect("policy:versions")


@require_http_methods(["GET", "POST"])
@role_required(OPERATOR)
def import_page(request: HttpRequest) -> HttpResponse:
    """Upload or paste → preview (what would change) → confirm (applied in one transaction)."""
    form = forms.ImportForm(request.POST or None, request.FILES or None)
    context: dict[str, Any] = {"form": form}
    if request.method == "POST" and form.is_valid():
        content, filename = form.cleaned_data["content"], form.cleaned_data.get("filename") or ""
        try:
            if request.POST.get("confirm") == "1":
                v = policy_file.policy_import_apply(user=request.user, text=content, filename=filename)
                messages.success(request, f"Imported: policy version {v.version}.")
                return redirect("policy:versions")
            plan = policy_file.policy_import_preview(text=content, filename=filename)
        except rules.PolicyDataError as exc:
            context["error"] = {"path": exc.field or "(file)", "message": exc.message}
        else:
            text = content.decode("utf-8") if isinstance(content, bytes) else content
            context.update(plan=plan.as_dict(), text=text, filename=filename)
    return render(request, "policy/import.html", context)


@require_GET
@role_required(OPERATOR)
def export_download(request: HttpRequest) -> HttpResponse:
    response = HttpResponse(policy_file.policy_export_text(), content_type="application/yaml; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="guardian-policy-v{policy_version()}.yaml"'
    return response
