"""What the Bash analysis hands the rest of the engine.

``policy.engine.shell.analyze_bash(command, cwd=..., home=...)`` parses a Bash command
with a real grammar (tree-sitter-bash) and returns a :class:`BashAnalysis`. The
evaluator never looks at the raw command text again except for operator regexes.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Redirect:
    op: str                   # ">", ">>", ">|", "&>", "&>>", "<", "<<", "<<<", "<>", ...
    target: str | None        # the canonical target word; None when only known at run time
    fd: int | None = None
    writes: bool = False      # True for every output redirection (and "<>")


@dataclass(frozen=True, slots=True)
class SimpleCommand:
    """One simple command, after looking through wrappers.

    ``argv`` is the command as it runs: quotes removed, escapes resolved, the name
    reduced to its basename (``/bin/rm`` -> ``rm``), wrappers (``sudo``, ``env``,
    ``timeout 5``, ``bash -c '...'`` ...) looked through. ``written`` is the argv as it
    was written (quotes removed, leading assignments dropped, wrappers kept), used for
    allow rules. ``dynamic_name`` is True when the command name is known only at run
    time (``$(echo rm)``, ``$RM``, ``eval``, ``source``...): such a command is never
    allowed by a list or a rule. ``dynamic_args`` lists the indexes of argv words that
    contain an expansion (``$X``, ``$(...)``, globs are *not* expansions here).
    """

    argv: tuple[str, ...]
    written: tuple[str, ...]
    text: str                                  # the source text of the command
    env: tuple[tuple[str, str], ...] = ()      # leading assignments (NAME, value)
    redirects: tuple[Redirect, ...] = ()
    wrappers: tuple[str, ...] = ()             # wrapper names looked through, outermost first
    dynamic_name: bool = False
    dynamic_args: tuple[int, ...] = ()
    in_substitution: bool = False              # inside $(...), `...` or <(...)
    # argv[0] ("" for none): set once here (shell_fast's builder sets it too), not a
    # property computed at each of the many reads
    name: str = field(default="", compare=False, repr=False)
    # (probe round 40, editors40) the text a here-document or here-string gives its standard
    # input (python3 - <<< 'import evil': the code an interpreter reads there)
    stdin_text: str | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", self.argv[0] if self.argv else "")


@dataclass(frozen=True, slots=True)
class Finding:
    """A reason a command is dangerous or risky, naming the part that made it so."""

    code: str          # e.g. "rm_recursive_root", "pipe_to_shell", "sudo", "force_push"
    reason: str        # human readable, e.g. "recursive forced delete of /"
    part: str          # the canonical text of the part (" ".join(argv)) or pipeline


@dataclass(frozen=True, slots=True)
class BashAnalysis:
    command: str
    parsed: bool                              # False: the parser could not analyse it
    parse_error: str = ""                     # why, when parsed is False
    commands: tuple[SimpleCommand, ...] = ()  # every simple command, substitutions included
    catastrophic: tuple[Finding, ...] = ()    # stage 1 destructive patterns (deny in every mode)
    dangerous: tuple[Finding, ...] = ()       # seed 000 deny list beyond stage 1 (deny)
    risky: tuple[Finding, ...] = ()           # seed 000 ask list (ask)
    dynamic: bool = False                     # some command name is only known at run time
    read_only: bool = False                   # every part read-only, no write redirection
    read_paths: tuple[str, ...] = ()          # absolute paths read (for sensitive paths)
    write_paths: tuple[str, ...] = ()         # absolute paths written, redirections included
    unknown_writes: bool = False              # a write whose target is only known at run time
    file_command: bool = False                # every part a file command (mkdir touch rm cp mv sed ...)
    safe_build: bool = False                  # every part on the build/test safe list or read-only
    language: str = "bash"                    # python | go | js | bash (guard agent skills)
    tree_reads: tuple[str, ...] = ()          # directories read recursively (grep -r, tar, rg)
    tree_writes: tuple[str, ...] = ()         # directories deleted recursively (rm -r, find -delete)
    visible_trees: tuple[str, ...] = ()       # tree_reads whose reader skips hidden files (rg, ag)
    changes_env: bool = False                 # sets a variable bash or a program reads (PATH=...; export GIT_DIR=...)
    made_dirs: tuple[str, ...] = ()           # write_paths only mkdir wrote (empty directories)
    run_dirs: tuple[str | None, ...] = ()     # directories a command ran in after a cd moved away (None: unknown)
    probed: tuple[str, ...] = ()              # shell code a program runs that only probe_code read
                                              # (less +!CMD, ssh -o ProxyCommand, rsync -e): rules meet it
    # (probe round 36, benignnear37) the commands that ran after a cd moved away, each
    # itself: an allow rule on a relative program asks where that part runs, not whether
    # any part ran elsewhere ((cd web && npm run build) && ./deploy.sh)
    moved: tuple[SimpleCommand, ...] = ()
    # (probe round 40, editors40) where each of ``moved`` ran, by position: the directory
    # and its alternatives (None: not known), for the files a command there names
    moved_dirs: tuple[tuple[str | None, ...], ...] = ()
    # (probe round 40, editors40) module search paths a harmless export set for the later
    # commands (export PYTHONPATH=lib; python3 -c 'import evil' imports lib/evil.py)
    exported: tuple[tuple[str, str], ...] = ()
    # (probe round 49, rules49) a tree read that follows the symbolic links below it (cp -rL,
    # rsync -L, tar -h, grep -R, zip -r): what they point at, anywhere, is read too
    follows_links: bool = False
