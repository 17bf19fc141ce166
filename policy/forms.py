"""Forms of the operators' console. They only parse what the browser sends; validation is
the engine's, reached through the services (``policy.services.rules``), whose error is put
back on the field it names (``apply_error``)."""
from __future__ import annotations

import json
from typing import Any

import yaml
from django import forms

from policy.engine.types import MODES
from policy.models import PermissionRule, ThreatRule

ERR_PATTERNS_LIST = "must be a YAML or JSON list of {match | file_match, verdict, reason}"
ERR_PATTERNS_YAML = "is not valid YAML"

MODE_CHOICES = [(m, m) for m in MODES]


def apply_error(form: forms.Form, exc: Any) -> None:
    """Put a service's PolicyDataError on the form field it names (else on the form)."""
    field = getattr(exc, "field", None)
    form.add_error(field if field in form.fields else None, getattr(exc, "message", str(exc)))


class PermissionRuleForm(forms.Form):
    behavior = forms.ChoiceField(choices=PermissionRule.BEHAVIOR_CHOICES)
    rule = forms.CharField(max_length=2000, help_text="Seed 002 / Claude Code syntax: Bash(npm run:*) or "
                                                      "Bash(npm run *), Bash(git * main), Read(src/**), "
                                                      "WebFetch(domain:example.com), Tool({\"exact\": \"json\"}); "
                                                      "deny and ask only: Agent(model:opus), mcp__*")


class ThreatRuleForm(forms.Form):
    name = forms.CharField(max_length=200)
    pattern = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}), max_length=2000,
                              help_text="A regular expression (RE2; lookarounds allowed, nested unbounded "
                                        "quantifiers refused).")
    field = forms.ChoiceField(choices=ThreatRule.FIELD_CHOICES, initial="args")
    action = forms.ChoiceField(choices=ThreatRule.ACTION_CHOICES, initial="flag",
                               help_text="Start with flag: it records what it would have done and never "
                                         "changes a decision.")
    reason = forms.CharField(max_length=500, required=False)


class SequenceContractForm(forms.Form):
    name = forms.CharField(max_length=200)
    requires_prior = forms.CharField(max_length=200)
    triggers_for = forms.CharField(max_length=200)
    within_steps = forms.IntegerField(min_value=1, max_value=10_000, initial=5)


class RevokedToolForm(forms.Form):
    tool = forms.CharField(max_length=200)
    reason = forms.CharField(max_length=500, required=False)


class ToolRegistrationForm(forms.Form):
    name = forms.CharField(max_length=200)
    sha256 = forms.CharField(max_length=64, help_text="SHA-256 of the tool's code (64 hex characters).")
    required_capability = forms.CharField(max_length=1000, required=False,
                                          help_text="Comma-separated alternatives: any one is enough.")
    code_path = forms.CharField(max_length=1000, required=False,
                                help_text="Where the server can read the code to re-hash it (optional).")
    module = forms.CharField(max_length=300, required=False)


class GuardRuleForm(forms.Form):
    guard_id = forms.CharField(max_length=200, label="Id")
    tool = forms.CharField(max_length=500, required=False, help_text="Comma-separated tool names; empty: all.")
    patterns = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 6}),
        help_text="YAML list, e.g. - {match: '\\b(curl|wget)\\b', verdict: ask, reason: network}",
    )

    def clean_patterns(self) -> list[Any]:
        text = self.cleaned_data["patterns"]
        try:
            value = yaml.safe_load(text)
        except yaml.YAMLError:
            raise forms.ValidationError(ERR_PATTERNS_YAML) from None
        if not isinstance(value, list):
            raise forms.ValidationError(ERR_PATTERNS_LIST)
        return value

    @staticmethod
    def patterns_text(patterns: list[Any]) -> str:
        return yaml.safe_dump(patterns, sort_keys=False, allow_unicode=True, default_flow_style=None)


class AgentModeForm(forms.Form):
    mode = forms.ChoiceField(choices=MODE_CHOICES)


class PolicySettingsForm(forms.Form):
    mode = forms.ChoiceField(choices=MODE_CHOICES, help_text="The mode of agents that have none of their own.")
    require_registration = forms.BooleanField(required=False,
                                              help_text="Deny every tool that is not in the registry.")


class BacktestForm(forms.Form):
    pattern = forms.CharField(max_length=2000, widget=forms.Textarea(attrs={"rows": 2}))
    field = forms.ChoiceField(choices=ThreatRule.FIELD_CHOICES, initial="args")
    action = forms.ChoiceField(choices=ThreatRule.ACTION_CHOICES, initial="flag")
    days = forms.IntegerField(min_value=1, max_value=90, initial=7)


class ImportForm(forms.Form):
    file = forms.FileField(required=False, help_text="A policy file (v1) or a seed 000 guard plugin (.yaml / .md).")
    text = forms.CharField(widget=forms.Textarea(attrs={"rows": 10}), required=False,
                           help_text="…or paste the file here.")
    filename = forms.CharField(max_length=200, required=False, widget=forms.HiddenInput)

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        upload = data.get("file")
        if upload:
            data["content"] = upload.read(5 * 1024 * 1024 + 1)
            data["filename"] = upload.name
        elif data.get("text", "").strip():
            data["content"] = data["text"]
        else:
            raise forms.ValidationError("choose a file or paste one")
        return data


def json_pretty(value: Any) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)
