"""Fast construction of the engine's frozen result objects (the Bash analysis', and the
Decision every call returns).

``bash_types`` declares its results as frozen, slotted dataclasses (``types.Decision`` too). Their generated
``__init__`` stores every field through ``object.__setattr__``, which costs far more
than a plain attribute store (on CPython 3.12 about as much as the rest of a simple
command's analysis). Here each class gets a mutable twin with the very same slots: the
fields are stored on the twin with plain stores, then the object's class is switched to
the real one. The result *is* an instance of the real class, field for field what its
constructor would have built (``==``, ``hash`` and ``repr`` agree; checked at import).

If a class ever stops being compatible (a ``__post_init__``, a ``__dict__``, a changed
layout), the plain constructor is used instead: slower, never wrong.
"""
from __future__ import annotations

from dataclasses import fields

from policy.engine.bash_types import BashAnalysis, Finding, Redirect, SimpleCommand
from policy.engine.types import Decision


def _twin(cls: type, derived: dict[str, str]) -> type | None:
    slots = getattr(cls, "__slots__", None)
    if (not isinstance(slots, tuple) or (hasattr(cls, "__post_init__") and not derived) or "__dict__" in dir(cls)
            or cls.__bases__ != (object,) or tuple(f.name for f in fields(cls)) != slots):
        return None
    return type("_" + cls.__name__ + "Twin", (), {"__slots__": slots})


def _builder(cls: type, derived: dict[str, str] | None = None):
    """A function taking every field positionally, in declaration order, but those in
    ``derived``: each is the value of its expression over the others (what the class'
    ``__post_init__`` sets it to, the only thing it may do)."""
    derived = derived or {}
    names = tuple(f.name for f in fields(cls) if f.name not in derived)
    twin = _twin(cls, derived)
    args = ", ".join(names)
    if twin is None:
        src = f"def make({args}):\n    return cls({args})\n"
    else:
        body = "".join(f"    o.{n} = {n}\n" for n in names) + "".join(f"    o.{n} = {e}\n" for n, e in derived.items())
        src = f"def make({args}):\n    o = twin()\n{body}    o.__class__ = cls\n    return o\n"
    ns: dict = {"cls": cls, "twin": twin}
    exec(src, ns)  # noqa: S102 - generated from the dataclass' own field names
    make = ns["make"]
    if twin is not None:
        # the twin must build exactly what the constructor builds
        try:
            sample = tuple(f"v{i}" for i in range(len(names)))
            a, b = make(*sample), cls(*sample)
            if type(a) is not cls or a != b or repr(a) != repr(b) or hash(a) != hash(b) \
                    or any(getattr(a, n) != getattr(b, n) for n in derived):
                raise TypeError
        except Exception:  # noqa: BLE001 - fall back to the constructor
            ns = {"cls": cls}
            exec(f"def make({args}):\n    return cls({args})\n", ns)  # noqa: S102
            make = ns["make"]
    return make


new_simple_command = _builder(SimpleCommand, {"name": "argv[0] if argv else \"\""})
new_redirect = _builder(Redirect)
new_finding = _builder(Finding)
new_analysis = _builder(BashAnalysis)
# (decision, reason, check, rule, flags, threat_events, suggestions, llm, bypass_immune,
# mode, details): every field, positionally
new_decision = _builder(Decision)
