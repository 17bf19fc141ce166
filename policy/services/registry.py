"""The signed tool registry: keys, registration, re-hashing and re-signing.

The signature is Ed25519 over ``policy.engine.snapshot.registration_payload(name,
required_capability, sha256)``: the whole registration, so a valid signature cannot be
moved to another tool or keep a changed capability. The engine verifies it once per
policy version. The private key is never stored by Guardian: it is read from a file at
signing time only, used, and dropped; it never reaches the database or a log line.

Every write here bumps the policy version in its own transaction.
"""
from __future__ import annotations

import base64
import dataclasses
import hashlib
import logging
import os
import re
import stat
from importlib.machinery import PathFinder
from pathlib import Path
from typing import Any, Callable, Iterable

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from django.db import transaction
from django.utils import timezone

from guardian_site.errors import GuardianError
from policy.engine.snapshot import registration_payload
from policy.models import PolicyState, RevokedTool, ToolRegistration
from policy.services.versions import policy_version_bump

logger = logging.getLogger("guardian.registry")

ERR_KEY_FILE_MISSING = "the signing key file does not exist"
ERR_KEY_FILE_OPEN = "the signing key file can be read by other users (chmod 600 it)"
ERR_KEY_FORMAT = "the signing key must be base64 of the raw 32-byte Ed25519 private key, or a PEM PKCS#8 Ed25519 key"
ERR_PUBLIC_KEY = "the public key must be base64 of the raw 32-byte Ed25519 public key"
ERR_NO_KEY = "no signing key given (--key-file or GUARDIAN_SIGNING_KEY_FILE)"
ERR_NAME = "a tool name is 1-200 printable characters"
ERR_CAPABILITY = "each capability is 1-200 printable characters, at least one"
ERR_SHA256 = "sha256 must be 64 lowercase hex digits"
ERR_CODE_SOURCE = "give exactly one of a code path or a module"
ERR_CODE_UNREADABLE = "the tool's code cannot be read: {why}"
ERR_MODULE = "no importable source file for module {module!r}"
ERR_SIGNATURE = "the signature does not verify against the installed public key"
ERR_KEY_MISMATCH = "the signing key does not belong to the installed public key; sign with it or rotate (tool_resign)"
ERR_NO_INSTALLED_KEY = "no public key is installed, so the current signatures cannot be checked before re-signing"
ERR_OUT_EXISTS = "{path} exists: refusing to overwrite a key file"

REVOKE_REASON = "hash_mismatch: the tool's code changed since it was registered"
THREAT_DETAIL = "{name}: expected sha256 {expected}, the code at {where} now has {actual}"

_PRINTABLE = re.compile(r"^[^\x00-\x1f\x7f]{1,200}$")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")


class RegistryError(GuardianError):
    code = "registry_invalid"
    status = 400


# --- keys ----------------------------------------------------------------------------


def signing_key_generate() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.generate()


def private_key_text(key: Ed25519PrivateKey, *, pem: bool = False) -> str:
    """The private key as base64 of its raw 32 bytes (default) or as PEM PKCS#8."""
    if pem:
        return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                 serialization.NoEncryption()).decode("ascii")
    raw = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                            serialization.NoEncryption())
    return base64.b64encode(raw).decode("ascii") + "\n"


def public_key_b64(key: Ed25519PrivateKey | Ed25519PublicKey) -> str:
    pub = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    return base64.b64encode(pub.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)).decode()


def parse_public_key(text: str) -> Ed25519PublicKey:
    try:
        raw = base64.b64decode(text.strip(), validate=True)
        if len(raw) != 32:
            raise ValueError
        return Ed25519PublicKey.from_public_bytes(raw)
    except ValueError:
        raise RegistryError(ERR_PUBLIC_KEY, field="public_key") from None


def parse_private_key(data: bytes) -> Ed25519PrivateKey:
    text = data.strip()
    if text.startswith(b"-----BEGIN"):
        try:
            key = serialization.load_pem_private_key(text, password=None)
        except (ValueError, TypeError):
            raise RegistryError(ERR_KEY_FORMAT, field="key_file") from None
        if not isinstance(key, Ed25519PrivateKey):
            raise RegistryError(ERR_KEY_FORMAT, field="key_file")
        return key
    try:
        raw = base64.b64decode(text, validate=True)
        if len(raw) != 32:
            raise ValueError
        return Ed25519PrivateKey.from_private_bytes(raw)
    except ValueError:
        raise RegistryError(ERR_KEY_FORMAT, field="key_file") from None


def private_key_load(path: str | os.PathLike[str] | None) -> Ed25519PrivateKey:
    """Read the private key from ``path`` (or ``GUARDIAN_SIGNING_KEY_FILE``).

    Refuses a file that group or others can read, like ssh does. The key bytes are
    kept only in this call's locals and the returned key object."""
    path = path or os.environ.get("GUARDIAN_SIGNING_KEY_FILE") or ""
    if not path:
        raise RegistryError(ERR_NO_KEY, field="key_file")
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise RegistryError(ERR_KEY_FILE_MISSING, field="key_file") from None
    if stat.S_IMODE(st.st_mode) & 0o077:
        raise RegistryError(ERR_KEY_FILE_OPEN, field="key_file")
    with open(path, "rb") as fh:
        return parse_private_key(fh.read())


def private_key_write(key: Ed25519PrivateKey, path: str, *, pem: bool = False) -> None:
    """Create ``path`` with mode 0600 and write the key; never overwrite."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise RegistryError(ERR_OUT_EXISTS.format(path=path), field="out") from None
    with open(fd, "w", encoding="ascii") as fh:
        fh.write(private_key_text(key, pem=pem))


def signing_public_key_install(*, public_key: str, user: Any = None) -> PolicyState:
    """Install the policy's public key (bumps the policy version). Registrations signed
    with another key stop verifying: rotate with ``tool_registrations_resign`` instead
    when tools are registered."""
    parse_public_key(public_key)
    with transaction.atomic():
        PolicyState.objects.get_or_create(pk=1)
        PolicyState.objects.filter(pk=1).update(signing_public_key=public_key.strip())
        policy_version_bump(user=user, summary="signing public key installed")
        return PolicyState.objects.get(pk=1)


# --- code hashing ------------------------------------------------------------------------


def module_source_path(module: str) -> Path:
    """The source file of a dotted module, found on ``sys.path`` *without importing
    anything* (a module name stored in the database must never run code in a worker)."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*", module or ""):
        raise RegistryError(ERR_MODULE.format(module=module), field="module")
    search: list[str] | None = None
    spec = None
    parts = module.split(".")
    for i in range(len(parts)):
        spec = PathFinder.find_spec(".".join(parts[: i + 1]), search)
        if spec is None:
            raise RegistryError(ERR_MODULE.format(module=module), field="module")
        search = list(spec.submodule_search_locations or [])
    if spec is None or not spec.origin or not spec.has_location or not spec.origin.endswith(".py"):
        raise RegistryError(ERR_MODULE.format(module=module), field="module")
    return Path(spec.origin)


def code_location(*, code_path: str = "", module: str = "") -> Path:
    if bool(code_path) == bool(module):
        raise RegistryError(ERR_CODE_SOURCE, field="code")
    return Path(code_path) if code_path else module_source_path(module)


def code_sha256(*, code_path: str = "", module: str = "") -> str:
    """SHA-256 (hex) of the tool's code: the file's bytes, or a module's source file."""
    where = code_location(code_path=code_path, module=module)
    h = hashlib.sha256()
    try:
        with open(where, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 16), b""):
                h.update(block)
    except OSError as exc:
        raise RegistryError(ERR_CODE_UNREADABLE.format(why=exc.strerror or type(exc).__name__),
                            field="code") from None
    return h.hexdigest()


# --- registration ------------------------------------------------------------------------


def _clean_capabilities(capabilities: Iterable[str]) -> list[str]:
    caps = sorted({c.strip() for c in capabilities if isinstance(c, str)})
    if not caps or not all(_PRINTABLE.match(c) for c in caps):
        raise RegistryError(ERR_CAPABILITY, field="capability")
    return caps


def registration_sign(key: Ed25519PrivateKey, *, name: str, required_capability: list[str], sha256: str) -> str:
    return base64.b64encode(key.sign(registration_payload(name, required_capability, sha256))).decode("ascii")


def registration_verifies(public_key: Ed25519PublicKey, reg: ToolRegistration | dict[str, Any]) -> bool:
    spec = reg.to_spec() if isinstance(reg, ToolRegistration) else reg
    sig = spec.get("signature") or ""
    try:
        public_key.verify(base64.b64decode(sig, validate=True),
                          registration_payload(spec["name"], spec["required_capability"], spec["sha256"]))
    except (InvalidSignature, ValueError):
        return False
    return True


def tool_registration_upsert(
    *, name: str, sha256: str, required_capability: Iterable[str], signature: str,
    code_path: str = "", module: str = "", revoke_on_mismatch: bool = True, user: Any = None,
) -> ToolRegistration:
    """Create or replace a signed registration. Rules, in order:

    1. the name, the capabilities and the hash are well formed;
    2. with a public key installed, the signature must verify against it (a
       registration the engine would deny is never saved);
    3. store it (hash state reset: signed now, not yet re-checked) and bump the version.
    """
    name = (name or "").strip()
    if not _PRINTABLE.match(name):
        raise RegistryError(ERR_NAME, field="name")
    caps = _clean_capabilities(required_capability)
    sha256 = (sha256 or "").strip().lower()
    if not _HEX64.match(sha256):
        raise RegistryError(ERR_SHA256, field="sha256")
    with transaction.atomic():
        PolicyState.objects.get_or_create(pk=1)
        # Race: a key rotation committing while this registration is written. The
        # policy state row lock orders the two; this one then checks the key in force.
        state = PolicyState.objects.select_for_update().get(pk=1)
        if state.signing_public_key:
            spec = {"name": name, "required_capability": caps, "sha256": sha256, "signature": signature}
            if not registration_verifies(parse_public_key(state.signing_public_key), spec):
                raise RegistryError(ERR_SIGNATURE, field="signature")
        reg, _created = ToolRegistration.objects.update_or_create(
            name=name,
            defaults={
                "sha256": sha256, "required_capability": caps, "signature": signature,
                "code_path": code_path, "module": module, "revoke_on_mismatch": revoke_on_mismatch,
                "enabled": True, "signed_at": timezone.now(), "hash_checked_at": None, "hash_ok": None,
            },
        )
        policy_version_bump(user=user, summary=f"tool registered: {name}")
    return reg


def tool_register(
    *, name: str, capabilities: Iterable[str], key: Ed25519PrivateKey, code_path: str = "", module: str = "",
    revoke_on_mismatch: bool = True, install_public_key: bool = False, user: Any = None,
) -> ToolRegistration:
    """Hash the tool's code, sign the registration with ``key`` and save it.

    The key must belong to the installed public key (``install_public_key`` installs it
    first when none is installed)."""
    caps = _clean_capabilities(capabilities)
    if code_path:
        code_path = str(Path(code_path).resolve())
    sha = code_sha256(code_path=code_path, module=module)
    state, _ = PolicyState.objects.get_or_create(pk=1)
    pub = public_key_b64(key)
    if not state.signing_public_key and install_public_key:
        signing_public_key_install(public_key=pub, user=user)
    elif state.signing_public_key and state.signing_public_key.strip() != pub:
        raise RegistryError(ERR_KEY_MISMATCH, field="key_file")
    signature = registration_sign(key, name=name.strip(), required_capability=caps, sha256=sha)
    return tool_registration_upsert(name=name, sha256=sha, required_capability=caps, signature=signature,
                                    code_path=code_path, module=module, revoke_on_mismatch=revoke_on_mismatch,
                                    user=user)


# --- re-hashing --------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class RehashResult:
    registration_id: int
    name: str
    checked: bool        # False: no code the server can read is configured
    ok: bool | None
    actual: str = ""
    recorded: bool = False   # this run recorded the mismatch (threat event)
    revoked: bool = False    # this run revoked the tool


def tool_rehash(*, registration_id: int) -> RehashResult:
    """Re-hash one registered tool's code and record what was found. Rules, in order:

    1. no ``code_path`` / ``module`` → nothing to check;
    2. hash the code (unreadable code counts as a mismatch: the code the registration
       promised is not there);
    3. match → ``hash_ok = True``, ``hash_checked_at = now``;
    4. mismatch → ``hash_ok = False`` and, only on the transition into mismatch (so a
       retried or repeated run records nothing twice), a ``TOOL_HASH_MISMATCH`` threat
       event and, when ``revoke_on_mismatch``, a RevokedTool with a policy version bump.
    """
    reg = ToolRegistration.objects.get(pk=registration_id)
    if not (reg.code_path or reg.module):
        return RehashResult(reg.id, reg.name, checked=False, ok=None)
    where = reg.code_path or f"module {reg.module}"
    try:
        actual = code_sha256(code_path=reg.code_path, module="" if reg.code_path else reg.module)
    except RegistryError as exc:
        actual = f"unreadable ({exc.message})"
    now = timezone.now()
    ok = actual == reg.sha256
    with transaction.atomic():
        if ok:
            ToolRegistration.objects.filter(pk=reg.pk, sha256=reg.sha256).update(hash_ok=True, hash_checked_at=now)
            return RehashResult(reg.id, reg.name, checked=True, ok=True, actual=actual)
        # Race: two re-hash runs (beat overlap, a retry) finding the same mismatch. The
        # conditional update from "not yet known bad" lets exactly one record it.
        from django.db.models import Q

        first = ToolRegistration.objects.filter(pk=reg.pk, sha256=reg.sha256).filter(
            Q(hash_ok__isnull=True) | Q(hash_ok=True)
        ).update(hash_ok=False, hash_checked_at=now)
        if not first:
            ToolRegistration.objects.filter(pk=reg.pk).update(hash_checked_at=now)
            return RehashResult(reg.id, reg.name, checked=True, ok=False, actual=actual)
        from audit.models import ThreatEvent

        ThreatEvent.objects.create(
            created_at=now, kind="TOOL_HASH_MISMATCH", rule="registry_rehash", tool=reg.name,
            detail=THREAT_DETAIL.format(name=reg.name, expected=reg.sha256, where=where, actual=actual)[:2000],
        )
        revoked = False
        if reg.revoke_on_mismatch:
            _rt, created = RevokedTool.objects.get_or_create(tool=reg.name, defaults={"reason": REVOKE_REASON})
            if not created and not _rt.enabled:
                RevokedTool.objects.filter(pk=_rt.pk).update(enabled=True, reason=REVOKE_REASON)
            revoked = True
            policy_version_bump(summary=f"tool revoked on hash mismatch: {reg.name}")
    logger.warning("tool hash mismatch: %s (revoked=%s)", reg.name, revoked)
    return RehashResult(reg.id, reg.name, checked=True, ok=False, actual=actual, recorded=True, revoked=revoked)


def rehashable_registration_ids() -> list[int]:
    """Ids of the enabled registrations whose code the server can read."""
    from django.db.models import Q

    return list(ToolRegistration.objects.filter(enabled=True).exclude(Q(code_path="") & Q(module=""))
                .order_by("id").values_list("id", flat=True))


# --- re-signing (key rotation) -----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class ResignResult:
    public_key: str
    resigned: int
    skipped: list[str]       # registrations whose current signature did not verify: left alone
    already_done: bool = False


def tool_registrations_resign(
    *, key: Ed25519PrivateKey, user: Any = None, allow_unverified: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
) -> ResignResult:
    """Re-sign every registration with ``key`` and switch the policy's public key to it,
    all in ONE transaction: a failure (or a killed worker) leaves the old key and the
    old signatures in force. Rules, in order:

    1. lock the policy state row (a concurrent registration or rotation waits);
    2. the new key is already installed and every signature verifies under it → done
       (idempotent: a redelivered task changes nothing);
    3. only registrations whose current signature verifies under the installed key are
       re-signed; the others are left as they are (so a tampered row is never laundered
       by a rotation: it stays invalid). With no installed key, nothing can be checked:
       refused unless ``allow_unverified``;
    4. switch the public key, bump the version.
    """
    new_pub = public_key_b64(key)
    with transaction.atomic():
        PolicyState.objects.get_or_create(pk=1)
        # Race: rotation against a registration or another rotation. The row lock
        # on the policy state serialises them; both commit with the key they checked.
        state = PolicyState.objects.select_for_update().get(pk=1)
        old_pub_text = state.signing_public_key.strip()
        new_key_obj = parse_public_key(new_pub)
        regs = list(ToolRegistration.objects.select_for_update().order_by("id"))
        if old_pub_text == new_pub and all(registration_verifies(new_key_obj, r) for r in regs):
            return ResignResult(public_key=new_pub, resigned=0, skipped=[], already_done=True)
        if not old_pub_text and not allow_unverified:
            raise RegistryError(ERR_NO_INSTALLED_KEY, field="key_file")
        old_pub = parse_public_key(old_pub_text) if old_pub_text else None
        resigned, skipped = 0, []
        total = len(regs)
        for i, reg in enumerate(regs, 1):
            if old_pub is not None and not registration_verifies(old_pub, reg) and not registration_verifies(
                new_key_obj, reg
            ):
                skipped.append(reg.name)
                continue
            reg.signature = registration_sign(key, name=reg.name, required_capability=list(reg.required_capability),
                                              sha256=reg.sha256)
            reg.signed_at = timezone.now()
            reg.save(update_fields=["signature", "signed_at"])
            resigned += 1
            if on_progress is not None:
                on_progress(i, total)
        PolicyState.objects.filter(pk=1).update(signing_public_key=new_pub)
        policy_version_bump(user=user, summary=f"signing key rotated: {resigned} registrations re-signed")
    if skipped:
        logger.warning("key rotation left %d registration(s) with invalid signatures: %s", len(skipped),
                       ", ".join(skipped[:20]))
    return ResignResult(public_key=new_pub, resigned=resigned, skipped=skipped)


# --- reads for the console -----------------------------------------------------------------


def tool_registration_states() -> list[dict[str, Any]]:
    """Each registration's integrity state, for the console: ``signed`` (its signature
    verifies under the installed public key), ``signed_at``, ``hash_checked_at``,
    ``hash_ok`` (None: never re-hashed or no readable code), ``revoked``. Two queries."""
    state = PolicyState.objects.filter(pk=1).first()
    pub = parse_public_key(state.signing_public_key) if state and state.signing_public_key else None
    revoked = set(RevokedTool.objects.filter(enabled=True).values_list("tool", flat=True))
    out = []
    for reg in ToolRegistration.objects.order_by("name"):
        out.append({
            "id": reg.id, "name": reg.name, "enabled": reg.enabled,
            "signed": bool(pub and reg.signature and registration_verifies(pub, reg)),
            "signed_at": reg.signed_at, "hash_checked_at": reg.hash_checked_at, "hash_ok": reg.hash_ok,
            "readable_code": bool(reg.code_path or reg.module), "revoked": reg.name in revoked,
        })
    return out
