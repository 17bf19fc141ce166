"""Logged-in clients for the operators' console tests (personas from tests/conftest.py)."""
from __future__ import annotations

import pytest
from django.test import Client


@pytest.fixture
def operator_client(operator) -> Client:
    c = Client()
    c.force_login(operator)
    return c


@pytest.fixture
def reviewer_client(reviewer) -> Client:
    c = Client()
    c.force_login(reviewer)
    return c


@pytest.fixture
def outsider_client(outsider) -> Client:
    c = Client()
    c.force_login(outsider)
    return c
