"""The policy file, version 1: load (``yaml.safe_load``), validate, normalise, dump.

Every error is a :class:`PolicyError` whose ``path`` names the field at fault
(``threat_rules[2].pattern``). The normalised document is plain data with every section
present, so ``dump_policy_text(parse_policy_text(t))`` is stable: export, import and
export again give the same text.
"""
from __future__ import annotations

import base64
import binascii
import copy
import fnmatch
import posixpath
import re
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

from policy.engine.permissions import validate_permission_rule
from policy.engine.regexes import compile_pattern
from policy.engine.types import MODES, PolicyError

ERR_YAML = "is not valid YAML"
ERR_NOT_MAPPING = "must be a mapping"
ERR_NOT_LIST = "must be a list"
ERR_UNKNOWN_KEY = "unknown key"
ERR_REQUIRED = "is required"
ERR_VERSION = "only version 1 is supported"
ERR_MODE = f"must be one of {', '.join(MODES)}"
ERR_BOOL = "must be true or false"
ERR_STRING = "must be a non-empty string"
ERR_INT_POSITIVE = "must be a positive integer"
ERR_SHA256 = "must be 64 hexadecimal characters"
ERR_BASE64 = "must be base64"
ERR_PUBLIC_KEY = "must be the base64 of a raw 32-byte Ed25519 public key"
ERR_DUPLICATE = "is a duplicate"
ERR_FIELD = "must be one of tool, args, hash, any"
ERR_ACTION = "must be deny or flag"
ERR_VERDICT = "must be one of allow, deny, ask"
ERR_DEFAULT_VERDICT = "must be one of allow, deny, ask, llm"
ERR_GUARD_PATTERN = "needs match or file_match"
ERR_FRONT_MATTER = "a markdown guard plugin must start with a '---' front matter block"
ERR_TOOL_NAME = "must be a tool name (letters, digits, _ . : -)"

THREAT_FIELDS = ("tool", "args", "hash", "any")
THREAT_ACTIONS = ("deny", "flag")
GUARD_VERDICTS = ("allow", "deny", "ask")
DEFAULT_VERDICTS = ("allow", "deny", "ask", "llm")
MODE_DEFAULT_ROWS = (
    "read_tools", "edit_inside_cwd", "bash_file_commands", "bash_safe_build", "bash_other", "other_tools",
)
MAX_NAME = 200
_TOOL_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.:\-]*$")
_HEX64 = re.compile(r"^[0-9a-fA-F]{64}$")

# runs_later: files another program runs later (a CI pipeline, a commit hook): a write
# asks as a sensitive path does, a read does not
# ordinary: file names the basenames do not make sensitive (templates, tests, documents)
SENSITIVE_KEYS = ("basenames", "suffixes", "directories", "ordinary", "runs_later")
TOP_KEYS = (
    "version", "mode", "require_registration", "signing_public_key", "permissions",
    "revoked_tools", "tools", "sequence_contracts", "threat_rules", "guards",
    "tool_classes", "sensitive_paths", "mode_defaults",
)


def _mapping(value: Any, path: str) -> dict:
    if not isinstance(value, dict):
        raise PolicyError(path, ERR_NOT_MAPPING)
    for k in value:
        if not isinstance(k, str):
            raise PolicyError(f"{path}.{k}" if path else str(k), ERR_UNKNOWN_KEY)
    return value


def _list(value: Any, path: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise PolicyError(path, ERR_NOT_LIST)
    return value


def _keys(d: dict, allowed: tuple[str, ...], path: str) -> None:
    for k in d:
        if k not in allowed:
            raise PolicyError(f"{path}.{k}" if path else k, ERR_UNKNOWN_KEY)


def _string(value: Any, path: str, *, max_len: int = 10_000) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > max_len:
        raise PolicyError(path, ERR_STRING)
    return value.strip()


def _opt_string(value: Any, path: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise PolicyError(path, ERR_STRING)
    return value


def _tool_name(value: Any, path: str) -> str:
    name = _string(value, path, max_len=MAX_NAME)
    if not _TOOL_NAME.match(name):
        raise PolicyError(path, ERR_TOOL_NAME)
    return name


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise PolicyError(path, ERR_BOOL)
    return value


# --- single items (also used by the Django forms) ---------------------------------------

def validate_threat_rule(rule: Any, *, path: str = "threat_rule") -> dict:
    d = _mapping(rule, path)
    _keys(d, ("name", "pattern", "field", "action", "reason", "enabled"), path)
    for req in ("name", "pattern"):
        if req not in d:
            raise PolicyError(f"{path}.{req}", ERR_REQUIRED)
    name = _string(d["name"], f"{path}.name", max_len=MAX_NAME)
    try:
        compile_pattern(d["pattern"], path=f"{path}.pattern")
    except PolicyError as exc:
        raise PolicyError(exc.path, f"rule {name!r}: pattern {exc.message}") from None
    field = d.get("field", "args")
    if field not in THREAT_FIELDS:
        raise PolicyError(f"{path}.field", ERR_FIELD)
    action = d.get("action", "deny")
    if action not in THREAT_ACTIONS:
        raise PolicyError(f"{path}.action", ERR_ACTION)
    enabled = _bool(d.get("enabled", True), f"{path}.enabled")
    return {"name": name, "pattern": d["pattern"], "field": field, "action": action,
            "reason": _opt_string(d.get("reason"), f"{path}.reason"), "enabled": enabled}


def _glob_ok(value: Any, path: str) -> str:
    g = _string(value, path, max_len=1000)
    try:
        fnmatch.translate(g)
    except Exception:  # pragma: no cover - translate accepts everything
        raise PolicyError(path, "is not a glob") from None
    return g


def validate_guard(guard: Any, *, path: str = "guard") -> dict:
    """A seed 000 guard plugin: id, tool (comma-separated or a list; empty = all tools),
    patterns of {match (regex on the Bash command), file_match (glob on the basename),
    verdict, reason}."""
    d = _mapping(guard, path)
    _keys(d, ("id", "tool", "patterns", "description", "name"), path)
    if "id" not in d:
        raise PolicyError(f"{path}.id", ERR_REQUIRED)
    gid = _string(d["id"], f"{path}.id", max_len=MAX_NAME)
    tool = d.get("tool") or []
    if isinstance(tool, str):
        tools = [t.strip() for t in tool.split(",") if t.strip()]
    else:
        tools = [str(t) for t in _list(tool, f"{path}.tool")]
    for i, t in enumerate(tools):
        _tool_name(t, f"{path}.tool[{i}]")
    if "patterns" not in d:
        raise PolicyError(f"{path}.patterns", ERR_REQUIRED)
    pats = _list(d["patterns"], f"{path}.patterns")
    if not pats:
        raise PolicyError(f"{path}.patterns", ERR_REQUIRED)
    out_pats = []
    for i, p in enumerate(pats):
        pp = f"{path}.patterns[{i}]"
        pd = _mapping(p, pp)
        _keys(pd, ("match", "file_match", "verdict", "reason"), pp)
        if "match" not in pd and "file_match" not in pd:
            raise PolicyError(pp, ERR_GUARD_PATTERN)
        item: dict[str, Any] = {}
        if "match" in pd:
            compile_pattern(pd["match"], path=f"{pp}.match")
            item["match"] = pd["match"]
        if "file_match" in pd:
            item["file_match"] = _glob_ok(pd["file_match"], f"{pp}.file_match")
        verdict = pd.get("verdict")
        if verdict not in GUARD_VERDICTS:
            raise PolicyError(f"{pp}.verdict", ERR_VERDICT)
        item["verdict"] = verdict
        item["reason"] = _opt_string(pd.get("reason"), f"{pp}.reason")
        out_pats.append(item)
    return {"id": gid, "tool": tools, "patterns": out_pats}


def _public_key(value: Any, path: str) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise PolicyError(path, ERR_PUBLIC_KEY)
    try:
        raw = base64.b64decode(value.strip(), validate=True)
    except (binascii.Error, ValueError):
        raise PolicyError(path, ERR_PUBLIC_KEY) from None
    if len(raw) != 32:
        raise PolicyError(path, ERR_PUBLIC_KEY)
    return value.strip()


def _tool_entry(t: Any, path: str) -> dict:
    d = _mapping(t, path)
    _keys(d, ("name", "sha256", "required_capability", "signature"), path)
    if "name" not in d:
        raise PolicyError(f"{path}.name", ERR_REQUIRED)
    name = _tool_name(d["name"], f"{path}.name")
    sha = d.get("sha256")
    if sha is not None:
        if not isinstance(sha, str) or not _HEX64.match(sha):
            raise PolicyError(f"{path}.sha256", ERR_SHA256)
        sha = sha.lower()
    caps = d.get("required_capability") or []
    if isinstance(caps, str):
        caps = [caps]
    caps = [_string(c, f"{path}.required_capability[{i}]", max_len=MAX_NAME)
            for i, c in enumerate(_list(caps, f"{path}.required_capability"))]
    sig = d.get("signature")
    if sig is not None and sig != "":
        if not isinstance(sig, str):
            raise PolicyError(f"{path}.signature", ERR_BASE64)
        try:
            base64.b64decode(sig.strip(), validate=True)
        except (binascii.Error, ValueError):
            raise PolicyError(f"{path}.signature", ERR_BASE64) from None
        sig = sig.strip()
    else:
        sig = None
    return {"name": name, "sha256": sha, "required_capability": sorted(set(caps)), "signature": sig}


def _defaults_doc() -> dict:
    return copy.deepcopy(_default_raw())


@lru_cache(maxsize=1)
def _default_raw() -> dict:
    text = resources.files("policy.engine").joinpath("default_policy.yaml").read_text("utf-8")
    return yaml.safe_load(text)


def validate_policy(doc: Any) -> dict:
    """Validate a policy document (plain data) and return its normalised form."""
    if doc is None:
        doc = {}
    d = _mapping(doc, "")
    _keys(d, TOP_KEYS, "")
    if "version" not in d:
        raise PolicyError("version", ERR_REQUIRED)
    if d["version"] != 1 or isinstance(d["version"], bool):
        raise PolicyError("version", ERR_VERSION)
    base = _default_raw()
    out: dict[str, Any] = {"version": 1}
    mode = d.get("mode", "default")
    if mode not in MODES:
        raise PolicyError("mode", ERR_MODE)
    out["mode"] = mode
    out["require_registration"] = _bool(d.get("require_registration", False), "require_registration")
    out["signing_public_key"] = _public_key(d.get("signing_public_key"), "signing_public_key")

    perms = _mapping(d.get("permissions") or {}, "permissions")
    _keys(perms, ("allow", "ask", "deny"), "permissions")
    out["permissions"] = {}
    for kind in ("allow", "ask", "deny"):
        rules = _list(perms.get(kind), f"permissions.{kind}")
        out["permissions"][kind] = [
            validate_permission_rule(r, path=f"permissions.{kind}[{i}]", behavior=kind) for i, r in enumerate(rules)
        ]

    revoked = []
    for i, r in enumerate(_list(d.get("revoked_tools"), "revoked_tools")):
        p = f"revoked_tools[{i}]"
        if isinstance(r, str):
            r = {"tool": r}
        rd = _mapping(r, p)
        _keys(rd, ("tool", "reason"), p)
        if "tool" not in rd:
            raise PolicyError(f"{p}.tool", ERR_REQUIRED)
        revoked.append({"tool": _tool_name(rd["tool"], f"{p}.tool"),
                        "reason": _opt_string(rd.get("reason"), f"{p}.reason")})
    out["revoked_tools"] = revoked

    tools, seen = [], set()
    for i, t in enumerate(_list(d.get("tools"), "tools")):
        entry = _tool_entry(t, f"tools[{i}]")
        if entry["name"] in seen:
            raise PolicyError(f"tools[{i}].name", ERR_DUPLICATE)
        seen.add(entry["name"])
        tools.append(entry)
    out["tools"] = tools

    contracts, seen = [], set()
    for i, c in enumerate(_list(d.get("sequence_contracts"), "sequence_contracts")):
        p = f"sequence_contracts[{i}]"
        cd = _mapping(c, p)
        _keys(cd, ("name", "requires_prior", "triggers_for", "within_steps"), p)
        for req in ("name", "requires_prior", "triggers_for"):
            if req not in cd:
                raise PolicyError(f"{p}.{req}", ERR_REQUIRED)
        steps = cd.get("within_steps", 5)
        if not isinstance(steps, int) or isinstance(steps, bool) or steps < 1 or steps > 10_000:
            raise PolicyError(f"{p}.within_steps", ERR_INT_POSITIVE)
        name = _string(cd["name"], f"{p}.name", max_len=MAX_NAME)
        if name in seen:
            raise PolicyError(f"{p}.name", ERR_DUPLICATE)
        seen.add(name)
        contracts.append({"name": name,
                          "requires_prior": _tool_name(cd["requires_prior"], f"{p}.requires_prior"),
                          "triggers_for": _tool_name(cd["triggers_for"], f"{p}.triggers_for"),
                          "within_steps": steps})
    out["sequence_contracts"] = contracts

    rules, seen = [], set()
    for i, r in enumerate(_list(d.get("threat_rules"), "threat_rules")):
        rule = validate_threat_rule(r, path=f"threat_rules[{i}]")
        if rule["name"] in seen:
            raise PolicyError(f"threat_rules[{i}].name", ERR_DUPLICATE)
        seen.add(rule["name"])
        rules.append(rule)
    out["threat_rules"] = rules

    guards, seen = [], set()
    for i, g in enumerate(_list(d.get("guards"), "guards")):
        guard = validate_guard(g, path=f"guards[{i}]")
        if guard["id"] in seen:
            raise PolicyError(f"guards[{i}].id", ERR_DUPLICATE)
        seen.add(guard["id"])
        guards.append(guard)
    out["guards"] = guards

    tc = _mapping(d.get("tool_classes") or base["tool_classes"], "tool_classes")
    _keys(tc, ("read", "edit", "bash"), "tool_classes")
    out["tool_classes"] = {}
    for k in ("read", "edit", "bash"):
        names = _list(tc.get(k, base["tool_classes"][k]), f"tool_classes.{k}")
        out["tool_classes"][k] = [_tool_name(n, f"tool_classes.{k}[{j}]") for j, n in enumerate(names)]

    sp = _mapping(d.get("sensitive_paths") or base["sensitive_paths"], "sensitive_paths")
    _keys(sp, SENSITIVE_KEYS, "sensitive_paths")
    out["sensitive_paths"] = {}
    for k in SENSITIVE_KEYS:
        items = _list(sp.get(k, base["sensitive_paths"][k]), f"sensitive_paths.{k}")
        out["sensitive_paths"][k] = [_glob_ok(x, f"sensitive_paths.{k}[{j}]") for j, x in enumerate(items)]

    md = _mapping(d.get("mode_defaults") or base["mode_defaults"], "mode_defaults")
    _keys(md, MODE_DEFAULT_ROWS, "mode_defaults")
    out["mode_defaults"] = {}
    for row in MODE_DEFAULT_ROWS:
        rd = _mapping(md.get(row, base["mode_defaults"][row]), f"mode_defaults.{row}")
        _keys(rd, MODES, f"mode_defaults.{row}")
        out["mode_defaults"][row] = {}
        for m in MODES:
            v = rd.get(m, base["mode_defaults"][row][m])
            if v not in DEFAULT_VERDICTS:
                raise PolicyError(f"mode_defaults.{row}.{m}", ERR_DEFAULT_VERDICT)
            out["mode_defaults"][row][m] = v
    return out


def parse_policy_text(text: str) -> dict:
    """YAML text (``yaml.safe_load``) to a validated, normalised policy document."""
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        raise PolicyError("", f"{ERR_YAML}{where}") from None
    return validate_policy(doc)


class _Dumper(yaml.SafeDumper):
    pass


def _str_presenter(dumper, data):
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(str, _str_presenter)


def dump_policy_text(doc: dict) -> str:
    """Stable YAML for a policy document (validated first; sections in a fixed order)."""
    norm = validate_policy(doc)
    ordered = {k: norm[k] for k in TOP_KEYS}
    return yaml.dump(ordered, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=False, width=120)


def default_policy_text() -> str:
    return resources.files("policy.engine").joinpath("default_policy.yaml").read_text("utf-8")


def default_policy_doc() -> dict:
    return validate_policy(_defaults_doc())


def parse_guard_plugin(text: str, *, filename: str) -> dict:
    """A seed 000 guard plugin file (YAML, or markdown with YAML front matter) to a guard.
    The id comes from the file name when the file has none."""
    name = posixpath.basename(filename.replace("\\", "/"))
    stem = name.rsplit(".", 1)[0] if "." in name else name
    is_markdown = name.lower().endswith((".md", ".markdown"))
    body = text
    if is_markdown:
        lines = text.lstrip("\ufeff").splitlines()
        if not lines or lines[0].strip() != "---":
            raise PolicyError(filename, ERR_FRONT_MATTER)
        try:
            end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
        except StopIteration:
            raise PolicyError(filename, ERR_FRONT_MATTER) from None
        body = "\n".join(lines[1:end])
    try:
        data = yaml.safe_load(body)
    except yaml.YAMLError:
        raise PolicyError(filename, ERR_YAML) from None
    data = _mapping(data, filename)
    if not data.get("id"):
        data = {**data, "id": stem}
    return validate_guard(data, path=filename)
