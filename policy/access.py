"""Who may do what. Roles are Django groups created by a data migration:
``reviewer`` (decides asks), ``operator`` (manages policy), ``admin`` (users, roles,
agent keys; implies the other two). Superusers hold every role.

An agent's API key never opens the console, and a person's session never opens the
agents' API: the two use different authentication classes on disjoint URL sets.
"""
from __future__ import annotations

from functools import wraps
from typing import Any, Callable

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from rest_framework.permissions import BasePermission

REVIEWER = "reviewer"
OPERATOR = "operator"
ADMIN = "admin"


def has_role(user: Any, *roles: str) -> bool:
    """True when ``user`` is a logged-in person holding one of ``roles`` (admin holds all)."""
    if user is None or not getattr(user, "is_authenticated", False) or not getattr(user, "is_active", False):
        return False
    if getattr(user, "is_superuser", False):
        return True
    names = {g.name for g in user.groups.all()} if not hasattr(user, "_guardian_roles") else user._guardian_roles
    user._guardian_roles = names
    return ADMIN in names or any(r in names for r in roles)


def role_required(*roles: str) -> Callable:
    """View decorator: anonymous → login page; logged in without the role → 403."""

    def decorator(view: Callable) -> Callable:
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            if not request.user.is_authenticated:
                return redirect_to_login(request.get_full_path())
            if not has_role(request.user, *roles):
                raise PermissionDenied
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


class _RolePermission(BasePermission):
    roles: tuple[str, ...] = ()

    def has_permission(self, request, view) -> bool:
        return has_role(request.user, *self.roles)


class IsReviewer(_RolePermission):
    roles = (REVIEWER,)


class IsOperator(_RolePermission):
    roles = (OPERATOR,)


class IsAdmin(_RolePermission):
    roles = (ADMIN,)
