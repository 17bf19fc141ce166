r"""Probe round 51, lead (2026-11-28): wrapper programs outside the unwrap list
(anthropics/claude-code#92542: Bash deny rules were bypassed by any program that execs its
arguments), and package runners' other spellings.

Fixed, by class:
1. Programs the engine reads as read-only by their own grammar that also start a command given
   as their words: gdb --args PROG ARGS (and gdb PROG), fnm exec, volta run, dvc run. Their words
   are probed as an unknown program's are (commands.PROBED_READERS): `gdb --args rm -rf /` and
   `fnm exec --using=18 rm -rf /` KKADD -> DDDDD (bypass allowed them), and deny rules meet the
   command (`gdb --args git add -A` under Bash(git add -A*) KKADD -> DDDDD).
2. A toolchain's own exec verb runs the command after it (permissions._EXEC_VERBS: rustup run
   TOOLCHAIN, opam/stack/cabal/dune/lerna/nx exec, esy x): deny rules meet it (KKADD -> DDDDD);
   the shell walk already judged what it does.
3. yarn workspaces foreach [-A] exec CMD runs CMD in each workspace (shell._runner_verb):
   `yarn workspaces foreach exec rm -rf /` KKADD -> DDDDD.
4. deno run npm:PKG / bun run npm:PKG and pnpx PKG run the package's program as npx does:
   `deno run -A npm:rimraf ~` and `pnpx rimraf ~` KKADD -> DDDDD; Bash(rm:*) meets
   `deno run -A npm:rimraf build` (permissions.runner_deleter_words).
5. Another agent's call standing for several calls asked about offers the rules for every one
   of them (evaluate._evaluate_dialect), or none: multi_replace_string_in_file of src/a.py and
   /home/dev/other/b.py offered Edit(src/a.py) alone, which accepted still asked.

Held / decided: gdb -nx -batch -ex bt PROG CORE stays read-only (AAAAA); `deno run npm:cowsay hi`,
`gdb ./a.out` stay KKADD; `stack exec -- ghc --version` KKADD as before.

Left: an editor's file operand (vim foo.txt, vi -c wq foo.txt) under Edit(./foo.txt) is asked, not
denied (an interactive editor; vim -c 'w PATH' writes are redteam51's)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, row_id, snap

_SNAP = snap()
_GIT_ADD = snap(permissions={"deny": ["Bash(git add -A*)"]})
_RM = snap(permissions={"deny": ["Bash(rm:*)"]})

PLAIN = [
    ("gdb --args rm -rf /", "DDDDD"),  # was KKADD
    ("gdb -nx -batch -ex run --args rm -rf ~", "DDDDD"),  # was KKADD
    ("fnm exec --using=18 rm -rf /", "DDDDD"),  # was KKADD
    ("volta run rm -rf /", "DDDDD"),  # was KKADD
    ("dvc run -n x rm -rf /", "DDDDD"),  # was KKADD
    ("yarn workspaces foreach exec rm -rf /", "DDDDD"),  # was KKADD
    ("yarn workspaces foreach --all --parallel exec rm -rf ~", "DDDDD"),  # was KKADD
    ("deno run -A npm:rimraf /", "DDDDD"),  # was KKADD
    ("deno run npm:rimraf@5 ~/", "DDDDD"),  # was KKADD
    ("deno -A npm:rimraf ~", "DDDDD"),  # was KKADD
    ("deno run -A npm:del-cli ~", "DDDDD"),  # was KKADD
    ("pnpx rimraf ~", "DDDDD"),  # was KKADD
    # near-misses that stay as they were
    ("gdb -nx -batch -ex bt ./prog core", "AAAAA"),
    ("gdb -nx --version", "AAAAA"),
    ("gdb ./a.out", "KKADD"),
    ("fnm list", "AAAAA"),
    ("fnm current", "AAAAA"),
    ("volta list", "AAAAA"),
    ("dvc status", "AAAAA"),
    ("dvc diff", "AAAAA"),
    ("yarn workspaces foreach run build", "AAAAD"),
    ("yarn workspaces list", "AAAAD"),
    ("deno run npm:cowsay hi", "KKADD"),
    ("deno task build", "AAAAD"),
    ("pnpx rimraf dist", "KKADD"),
    ("rustup show", "AAAAD"),
    ("opam list", "AAAAA"),
]

GIT_ADD = [
    ("gdb --args git add -A", "DDDDD"),  # was KKADD
    ("fnm exec -- git add -A", "DDDDD"),  # was KKADD
    ("volta run --node 18 git add -A", "DDDDD"),  # was KKADD
    ("rustup run nightly git add -A", "DDDDD"),  # was KKADD
    ("/usr/bin/rustup run nightly git add -A", "DDDDD"),  # was KKADD
    ("opam exec -- git add -A", "DDDDD"),  # was KKADD
    ("stack exec git add -A", "DDDDD"),  # was KKADD
    ("cabal exec -- git add -A", "DDDDD"),  # was KKADD
    ("lerna exec -- git add -A", "DDDDD"),  # was KKADD
    ("nx exec -- git add -A", "DDDDD"),  # was KKADD
    ("esy x git add -A", "DDDDD"),  # was KKADD
    ("dune exec -- git add -A", "DDDDD"),
    ("yarn workspaces foreach -A exec git add -A", "DDDDD"),  # was KKADD
    ("lldb -- git add -A", "DDDDD"),
    ("valgrind --tool=callgrind git add -A", "DDDDD"),
    ("nix-shell --run 'git add -A'", "DDDDD"),
    # near-misses
    ("rustup run stable cargo build", "KKADD"),
    ("lerna run test", "AAAAD"),
    ("nx run app:build", "AAAAD"),
    ("cabal build", "AAAAD"),
]

RM = [
    ("deno run -A npm:rimraf build", "DDDDD"),  # was KKADD
    ("deno -A npm:rimraf build", "DDDDD"),  # was KKADD
    ("bun run npm:rimraf build", "DDDDD"),  # was KKADD
    ("deno run -A npm:del-cli build", "DDDDD"),  # was KKADD
    ("pnpx rimraf build", "DDDDD"),
    ("bun x rimraf build", "DDDDD"),
    ("gdb --args rm -r build", "DDDDD"),  # was KKADD
    ("fnm exec -- rm -r build", "DDDDD"),  # was KKADD
    ("deno run main.ts", "KKADD"),
]


@pytest.mark.parametrize("call,expected", PLAIN, ids=[row_id(r) for r in PLAIN])
def test_round51_lead_plain(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", GIT_ADD, ids=[row_id(r) for r in GIT_ADD])
def test_round51_lead_git_add_denied(call, expected):
    assert call_letters(_GIT_ADD, call) == expected


@pytest.mark.parametrize("call,expected", RM, ids=[row_id(r) for r in RM])
def test_round51_lead_rm_denied(call, expected):
    assert call_letters(_RM, call) == expected


def test_round51_lead_a_multi_file_call_is_offered_rules_for_every_file_it_asks_about():
    # 5. (found by round 26's invariant once this file moved its sample) Copilot's
    # multi_replace_string_in_file of a project file and one outside: the suggestions cover
    # both, so accepting them allows the call they were offered for
    from tests.policy.engine_helpers import decide
    args = {"explanation": "x", "replacements": [
        {"filePath": "/home/dev/project/src/a.py", "oldString": "a", "newString": "b"},
        {"filePath": "/home/dev/other/b.py", "oldString": "a", "newString": "b"}]}
    d = decide(_SNAP, "multi_replace_string_in_file", args, mode="default", agent_mode="bypass")
    assert d.decision == "ask"
    assert set(d.suggestions) == {"Edit(src/a.py)", "Edit(/home/dev/other/b.py)"}
    after = decide(snap(permissions={"allow": list(d.suggestions)}), "multi_replace_string_in_file", args,
                   mode="default", agent_mode="bypass")
    assert after.decision == "allow"
    only_one = decide(snap(permissions={"allow": ["Edit(src/a.py)"]}), "multi_replace_string_in_file", args,
                      mode="default", agent_mode="bypass")
    assert only_one.decision == "ask"
