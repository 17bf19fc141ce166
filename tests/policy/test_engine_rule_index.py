"""The index of deny/ask Bash rules by program (BashRuleNames) finds exactly the rules
same_program says a command name may meet, and decisions with many rules are the ones
each rule gives alone."""
from __future__ import annotations

import itertools
import random

from policy.engine.permissions import BashRuleNames, parse_permission_rule, same_program

from .engine_helpers import decide, snap

_NAMES = ["rm", "unlink", "shred", "srm", "git", "gitk", "python", "python3", "python3.11", "python2", "py3",
          "node", "node18", "n", "n1", "r2", "x.", "x", "1", "", "docker", "pip", "pip3", "a1", "ab1", "ab12.3"]


def test_index_finds_the_rules_same_program_matches():
    rng = random.Random(5)
    rules = [parse_permission_rule(f"Bash({name} x:*)") for name in _NAMES if name]
    rules += [parse_permission_rule("Bash"), parse_permission_rule("Read(.env)")]
    index = BashRuleNames(rules)
    indexed = [r for r in rules if id(r) in index.indexed]
    assert {r.tokens[0] for r in indexed} == {n for n in _NAMES if n}
    for size in (0, 1, 2, 3):
        for names in itertools.islice(itertools.combinations(_NAMES, size), 400):
            want = {id(r) for r in indexed if any(same_program(r.tokens[0], n) for n in names)}
            assert index.rules_for(names) == want, names
    for _ in range(200):
        names = ["".join(rng.choice("pyton3.1-x") for _ in range(rng.randint(0, 8)))]
        want = {id(r) for r in indexed if same_program(r.tokens[0], names[0])}
        assert index.rules_for(names) == want, names


def test_many_rules_decide_as_the_first_matching_one():
    deny = ["Bash(git push --force:*)", "Bash(rm -rf:*)", "Bash(python3 -c:*)", "Bash(curl:*)"]
    ask = ["Bash(docker:*)", "Bash(git push:*)", "Bash(npm publish:*)"]
    p = snap(permissions={"deny": deny, "ask": ask})
    for command, verdict in [("git push --force origin x", "deny"), ("git push origin x", "ask"),
                             ("unlink -rf x && ls", "deny"), ("python3.11 -c 'print(1)'", "deny"),
                             ("ls && docker ps", "ask"), ("/usr/bin/curl http://x", "deny"),
                             ("npm publish", "ask")]:
        d = decide(p, "Bash", {"command": command})
        assert d.decision == verdict, (command, d)
        alone = [r for r in deny + ask
                 if decide(snap(permissions={"deny" if r in deny else "ask": [r]}), "Bash",
                           {"command": command}).rule == r]
        assert d.rule == alone[0], (command, d.rule, alone)
