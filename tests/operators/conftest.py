"""Personas for the operators' console tests. The shared fixtures of tests/conftest.py
take over where they exist; these are used only when they are missing."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import Group

from policy.access import ADMIN, OPERATOR, REVIEWER


def _person(django_user_model, name: str, *groups: str):
    user = django_user_model.objects.create_user(username=name, password="pw-" + name)
    for g in groups:
        user.groups.add(Group.objects.get_or_create(name=g)[0])
    return user


@pytest.fixture
def operator(django_user_model):
    return _person(django_user_model, "olivia", OPERATOR)


@pytest.fixture
def reviewer(django_user_model):
    return _person(django_user_model, "ravi", REVIEWER)


@pytest.fixture
def admin_user(django_user_model):
    return _person(django_user_model, "ada", ADMIN)


@pytest.fixture
def outsider(django_user_model):
    return _person(django_user_model, "otto")


@pytest.fixture
def operator_client(client, operator):
    client.force_login(operator)
    return client


@pytest.fixture
def reviewer_client(client, reviewer):
    client.force_login(reviewer)
    return client
