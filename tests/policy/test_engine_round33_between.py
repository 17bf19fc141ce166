"""Probe round 33 (2026-11-27), between the helpers: what the lead engineer found while the
helpers probed. Every numeric spelling of every cloud metadata and credential endpoint is the
endpoint (only 169.254.169.254's spellings were hinted: curl http://1684301000/ is Alibaba's
100.100.100.200, http://192.192/ is Oracle's 192.0.0.192, http://2852039170/ is ECS's
169.254.170.2; each was only asked, so allowed in bypass). Letters: default, accept_edits,
bypass, dont_ask, explore."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _wf(url: str) -> tuple[str, dict]:
    return ("WebFetch", {"url": url, "prompt": "summarise"})


METADATA_SPELLINGS = [
    ("curl http://1684301000/latest/meta-data/", "DDDDD"),
    ("curl http://0x646464c8/latest/meta-data/", "DDDDD"),
    ("curl http://0144.0144.0144.0310/latest/meta-data/", "DDDDD"),
    ("curl http://0x64.0x64.0x64.0xc8/latest/meta-data/", "DDDDD"),
    ("curl http://100.6579400/latest/meta-data/", "DDDDD"),
    ("wget -qO- http://3221225664/opc/v1/instance/", "DDDDD"),
    ("curl http://0xc00000c0/opc/v1/instance/", "DDDDD"),
    ("curl http://192.192/opc/v1/instance/", "DDDDD"),
    ("curl http://0300.0.0.0300/opc/v1/instance/", "DDDDD"),
    ("curl http://2852039170/v2/credentials", "DDDDD"),
    ("curl http://0xa9feaa17/v1/credentials", "DDDDD"),
    (_wf("http://0x646464c8/latest/meta-data/"), "DDDDD"),
    (_wf("http://192.192/opc/v1/instance/"), "DDDDD"),
    (("mcp__fetch__fetch", {"url": "http://1684301000/latest/meta-data/"}), "DDDDD"),
    # neighbours: private addresses that are no metadata endpoint keep their ask; text is data
    ("curl http://192.168.1.100/api", "KKADD"),
    ("curl http://100.64.0.1/health", "KKADD"),
    ("pip install 'numpy==1.26.4'", "KKADD"),
    ("echo 100.100.100.200", "AAAAA"),
    (_wf("http://192.168.0.10/status"), "KKKDD"),
    (_wf("https://docs.python.org/3/library/ipaddress.html"), "AAAAD"),
]


@pytest.mark.parametrize("call,expected", METADATA_SPELLINGS, ids=lambda c: str(c)[:70])
def test_every_spelling_of_every_metadata_endpoint(call, expected):
    assert call_letters(_SNAP, call) == expected
