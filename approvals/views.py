"""The reviewers' console: the live queue, deciding an ask, the decision history, one
audit event. Views parse, call one selector or service, and render a page or, for
htmx, the page's region (``page.html#region``).
"""
from __future__ import annotations

from typing import Any
from uuid import UUID

from django import forms
from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from approvals import selectors
from guardian_site.errors import GuardianError, InvalidInput
from policy.access import OPERATOR, REVIEWER, role_required

# Form actions of a card and what they mean for the service.
ACTIONS: dict[str, tuple[str, str]] = {
    "once": ("approve", "once"),
    "session": ("approve", "session"),
    "always": ("approve", "always"),
    "deny": ("deny", "once"),
}
ERR_UNKNOWN_ACTION = "Choose approve once, for the session, always, or deny."
ERR_NOT_PENDING = "This ask is no longer pending."
MAX_RULE_LENGTH = 2000
ERR_RULE_LENGTH = f"A rule is at most {MAX_RULE_LENGTH} characters."
HISTORY_PAGE_SIZE = 50


class DecideForm(forms.Form):
    action = forms.ChoiceField(choices=[(k, k) for k in ACTIONS], error_messages={"invalid_choice": ERR_UNKNOWN_ACTION,
                                                                               "required": ERR_UNKNOWN_ACTION})
    rule = forms.CharField(required=False, max_length=MAX_RULE_LENGTH, strip=True)
    note = forms.CharField(required=False, max_length=2000, strip=True)


class HistoryFilterForm(forms.Form):
    agent = forms.CharField(required=False, max_length=100)
    reviewer = forms.CharField(required=False, max_length=150)
    outcome = forms.ChoiceField(required=False, choices=selectors.OUTCOME_CHOICES)
    date_from = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    date_to = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))


def _card_or_404(approval_id: UUID):
    approval = selectors.approval_card(approval_id)
    if approval is None:
        raise Http404
    return approval


@require_GET
@role_required(REVIEWER)
def queue_page(request: HttpRequest) -> HttpResponse:
    """``/``: the pending asks. htmx (a page catching up after a reconnect) gets the
    ``queue`` region only."""
    context = {"approvals": selectors.approval_queue()}
    template = "approvals/queue.html#queue" if request.htmx else "approvals/queue.html"
    return render(request, template, context)


@require_GET
@role_required(REVIEWER)
def card_partial(request: HttpRequest, approval_id: UUID) -> HttpResponse:
    """One card, fetched by the page when the socket announces a new ask."""
    approval = _card_or_404(approval_id)
    if not selectors.approval_is_pending(approval):
        # Decided or expired before the page fetched it: nothing to show.
        return HttpResponse(status=204)
    return render(request, "approvals/queue.html#card", {"approval": approval})


@require_POST
@role_required(REVIEWER)
def decide(request: HttpRequest, approval_id: UUID) -> HttpResponse:
    """Approve once / for the session / always (the edited rule), or deny, with a note.

    The service settles races: the loser gets 409 and the card says who decided what.
    An invalid rule gets 400 and the engine's message next to the rule field."""
    from approvals.services import approval_decide

    form = DecideForm(request.POST)
    status = 200
    error: GuardianError | None = None
    decided = None
    if not form.is_valid():
        field, msgs = next(iter(form.errors.items()))
        error = GuardianError(msgs[0], field=field if field != "__all__" else None)
    else:
        outcome, scope = ACTIONS[form.cleaned_data["action"]]
        # one input per suggested rule ("always" stores each one left filled in)
        rules = [r.strip() for r in request.POST.getlist("rule")] if scope == "always" else []
        try:
            if any(len(r) > MAX_RULE_LENGTH for r in rules):
                raise InvalidInput(ERR_RULE_LENGTH, field="rule")
            decided = approval_decide(
                approval_id=approval_id,
                reviewer=request.user,
                outcome=outcome,
                scope=scope,
                rules=[r for r in rules if r] or None,
                note=form.cleaned_data["note"],
            )
        except GuardianError as exc:
            error = exc
    if error is not None:
        status = error.status if 400 <= error.status < 500 else 400
    if not request.htmx:
        if error is not None:
            messages.error(request, error.message)
        else:
            messages.success(request, f"Decided: {decided.status} ({decided.scope}).")
        return redirect("approvals:queue")
    approval = _card_or_404(approval_id)
    context: dict[str, Any] = {
        "approval": approval,
        "error": error,
        "form_values": form.data,
        "rule_values": request.POST.getlist("rule") if error is not None else None,
        "just_decided": decided is not None,
    }
    return render(request, "approvals/queue.html#card", context, status=status)


@require_GET
@role_required(REVIEWER)
def history_page(request: HttpRequest) -> HttpResponse:
    """``/history/``: decided and expired asks, filtered by agent, reviewer, outcome, date."""
    form = HistoryFilterForm(request.GET or None)
    filters: dict[str, Any] = {}
    if form.is_bound and form.is_valid():
        filters = {k: v for k, v in form.cleaned_data.items() if v}
    paginator = Paginator(selectors.approval_history(**filters), HISTORY_PAGE_SIZE)
    page = paginator.get_page(request.GET.get("page"))
    page.object_list = selectors.decorate_history_page(page.object_list)
    query = request.GET.copy()
    query.pop("page", None)
    context = {
        "form": form,
        "page": page,
        "query": query.urlencode(),
        "choices": selectors.history_filter_choices(),
    }
    template = "approvals/history.html#results" if request.htmx else "approvals/history.html"
    return render(request, template, context)


@require_GET
@role_required(REVIEWER, OPERATOR)
def event_page(request: HttpRequest, event_id: int) -> HttpResponse:
    """``/events/<id>/``: one audit event (what was asked, the decision, who decided)."""
    event = selectors.audit_event_detail(event_id)
    if event is None:
        raise Http404
    return render(request, "approvals/event.html", {"event": event})
