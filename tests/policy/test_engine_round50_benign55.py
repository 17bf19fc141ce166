"""Probe round 50, benign55 (2026-11-28): false positives round 49 left (~230 distinct calls, each in
all five modes): benign54's Left (doxygen -g, Clojure's and babashka's test aliases and tasks, rebar3
do, dvc dag / exp show, vale, lychee --offline, nbstripout --verify), interp49's benign Left (deno's
for..of over Deno.readDirSync, node's destructured require("fs"), PHP's foreach) and pwsh49's
over-strict Left (a literal array as a path, Export-Csv -InputObject $d), then the near-misses of
each and every allowance under deny rules naming it.

Fixed, by class:
1. doxygen -g/-u/-l [F], -w html|latex|rtf F... (commands.doxygen_file_args, shell.fx_doxygen): its
   own files (Doxyfile, DoxygenLayout.xml when none is named) written, a file command: AAAAD ->
   KAADD, and an Edit deny rule on the file meets it (was AAAAD); outside or sensitive places stay
   asked; `doxygen -g Makefile` is a project write, no longer a build.
2. the project's own test/build entry points (commands._clojure_task): clojure/clj -X:A, -M:A, -A:A
   with aliases from a closed list of words (test, runner, kaocha, lint, build...), clojure
   -T:build TASK, bb TASK / bb run TASK, bb tasks: KKADD -> AAAAD. Nothing after the alias (-e CODE,
   a function's name, key-values), not :deps, not -T:TOOL, not deploy/release. A deny rule on
   clojure -M:test meets -M:test:runner (permissions' alias words).
3. rebar3 do T1, T2 (commands.rebar3_do_tasks): each task a safe one: KKADD -> AAAAD; a deny rule on
   rebar3 TASK meets each task of the list and rebar3 as P TASK (permissions._rule_alias_words).
4. dvc dag --md/--dot/--mermaid and dvc exp show --no-pager/--json/--csv/--md (commands._dvc):
   KKADD -> AAAAA; plain dvc dag and exp show (the pager), --pcp/--open/-o stay asked.
5. nbstripout's checks (--verify, --dry-run, -t/--textconv, --status, --is-installed;
   commands._nbstripout_checks): KKADD -> AAAAA; rewriting, --install/--uninstall, -f, --attributes
   stay asked.
6. vale FILE... and lychee --offline FILE... (commands._plain_lint): the options of a closed list,
   operands the project's files: KKADD -> AAAAD (the project's .vale.ini / lychee.toml: a build's
   trust). vale sync/ls-*/host-install, --output=TEMPLATE, --filter, an outside --config; lychee
   without --offline, URLs, -o/--output, --cache, tokens and headers stay asked.
7. node's const {readFileSync, readdirSync} = require("fs") / {join} = require("path") (jsrbcode
   _Reader.destructure): each name the core function, called as its member; for (const|let|var X
   of EXPR) BODY (_Reader.for_of), X a listing's name or data; deno's Deno.readDirSync(P) a
   listing: KKADD -> AAAAA. PHP's foreach (EXPR as [$k =>] $v) BODY and literal arrays
   (_CallReader.foreach): $v a listing's name (never read), a path value when the array is of path
   values: KKADD -> AAAAA.
8. PowerShell: an argument ('a.txt','b.txt') or @('a.txt','b.txt') of plain strings is its strings,
   as the comma list is (powershell._strings_spread): Get-Content KKKDD -> AAAAA, Remove-Item/Copy-
   Item KKADD -> KAADD; a variable given a reading and passed as -InputObject of Export-Csv,
   ConvertTo-Json, Format-Table... (powershell._INPUT_OBJECT_SINK) is the value piped to it:
   KKKDD -> KAADD / AAAAA.

Held / decided: `doxygen -g -` (printed) stays asked; PHP's if, JS's for without a declaration,
for await, renamed destructuring ({readFileSync: r}) stay asked; a listing's names are never read;
Start-Process with an array (an error in PowerShell) is read as its spread words.

Left: nbstripout FILE (rewrites notebooks in place) is KKADD, not KAADD; PHP's if inside foreach;
bb/clojure aliases outside the closed list of words."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, ps_call, row_id, snap

_SNAP = snap()

# --- 1. doxygen's own files: a project write, recorded (outside and sensitive places asked)
DOXYGEN_FILES = [
    ('doxygen -g Doxyfile', 'KAADD'),  # was AAAAD
    ('doxygen -g', 'KAADD'),  # was AAAAD
    ('doxygen -s -g', 'KAADD'),  # was AAAAD
    ('doxygen -u Doxyfile', 'KAADD'),  # was AAAAD
    ('doxygen -u', 'KAADD'),  # was AAAAD
    ('doxygen -l', 'KAADD'),  # was AAAAD
    ('doxygen -w html header.html footer.html style.css', 'KAADD'),  # was AAAAD
    ('cd docs && doxygen -g', 'KAADD'),  # was AAAAD
    ('doxygen -g Makefile', 'KAADD'),  # was AAAAD
    ('doxygen -g Doxyfile && doxygen', 'KAADD'),  # was AAAAD
    ('doxygen -g /etc/Doxyfile', 'KKADD'),
    ('doxygen -g ../Doxyfile', 'KKADD'),
    ('doxygen -g ~/.bashrc', 'KKADD'),
    ('doxygen -g .git/hooks/pre-commit', 'KKADD'),
    ('doxygen -g .claude/settings.json', 'KKADD'),
    ('doxygen -w html h.html /tmp/f.html', 'KKADD'),
    ('doxygen -g "$F"', 'KKADD'),
    ('doxygen -g *.cfg', 'KKADD'),  # was AAAAD
    ('doxygen -g -', 'AAAAA'),  # was KKADD (round 51, benign56: the template printed)
    ('doxygen', 'AAAAD'),
    ('doxygen Doxyfile', 'AAAAD'),
    ('doxygen -', 'KKADD'),
]

# --- 2, 3. Clojure's aliases, babashka's tasks, rebar3 do: the project's test/build entry points
PROJECT_TASKS = [
    ('clojure -X:test', 'AAAAD'),  # was KKADD
    ('clojure -M:test', 'AAAAD'),  # was KKADD
    ('clj -X:test', 'AAAAD'),  # was KKADD
    ('clojure -A:test', 'AAAAD'),  # was KKADD
    ('clojure -M:test:runner', 'AAAAD'),  # was KKADD
    ('clojure -X:test:kaocha', 'AAAAD'),  # was KKADD
    ('clojure -T:build jar', 'AAAAD'),  # was KKADD
    ('clojure -T:build ci', 'AAAAD'),  # was KKADD
    ('bb test', 'AAAAD'),  # was KKADD
    ('bb run test', 'AAAAD'),  # was KKADD
    ('bb lint', 'AAAAD'),  # was KKADD
    ('bb tasks', 'AAAAD'),  # was KKADD
    ('rebar3 do compile, eunit', 'AAAAD'),  # was KKADD
    ('rebar3 do compile,eunit', 'AAAAD'),  # was KKADD
    ('rebar3 do compile , eunit', 'AAAAD'),  # was KKADD
    ('rebar3 do eunit, ct, dialyzer', 'AAAAD'),  # was KKADD
    ('rebar3 as test do compile, eunit', 'AAAAD'),  # was KKADD
    ('clojure -X:deps tree', 'KKADD'),
    ('clojure -X:deps mvn-install', 'KKADD'),
    ('clojure -X:test my.ns/fn', 'KKADD'),
    ('clojure -X:test :dirs \'["test"]\'', 'KKADD'),
    ("clojure -M:test -e '(System/exit 0)'", 'KKADD'),
    ('clojure -X:deploy', 'KKADD'),
    ('clojure -M:release', 'KKADD'),
    ('clojure -T:build deploy', 'KKADD'),
    ('clojure -Ttools install', 'KKADD'),
    ("clojure -M -e '(+ 1 2)'", 'KKADD'),
    ('clojure -M:test:nrepl', 'KKADD'),
    ('bb deploy', 'KKADD'),
    ("bb -e '(println 1)'", 'KKADD'),
    ('bb script.clj', 'KKADD'),
    ('bb test --focus x', 'KKADD'),
    ('bb run tasks', 'KKADD'),
    ('bb nrepl-server', 'KKADD'),
    ('rebar3 do compile, release', 'KKADD'),
    ('rebar3 do compile, shell', 'KKADD'),
    ('rebar3 do compile, hex publish', 'KKADD'),
    ('rebar3 do as test eunit', 'KKADD'),
    ('rebar3 do', 'KKADD'),
    ('rebar3 do ,', 'KKADD'),
    ('rebar3 do compile, eunit --module=foo', 'KKADD'),
]

# --- 4, 5. dvc's graph and experiments printed; nbstripout's checks
READ_OUTS = [
    ('dvc dag --md', 'AAAAA'),  # was KKADD
    ('dvc dag --dot', 'AAAAA'),  # was KKADD
    ('dvc dag --mermaid --full', 'AAAAA'),  # was KKADD
    ('dvc dag --dot train', 'AAAAA'),  # was KKADD
    ('dvc dag --md -o', 'AAAAA'),  # was KKADD
    ('dvc exp show --no-pager', 'AAAAA'),  # was KKADD
    ('dvc exp show --json', 'AAAAA'),  # was KKADD
    ('dvc exp show --md -A', 'AAAAA'),  # was KKADD
    ('dvc exp show --csv --only-changed', 'AAAAA'),  # was KKADD
    ('dvc exp show --no-pager --sort-by metrics.json:acc', 'AAAAA'),  # was KKADD
    ('dvc exp show --no-pager -n 3', 'AAAAA'),  # was KKADD
    ('dvc dag', 'KKADD'),
    ('dvc exp show', 'KKADD'),
    ('dvc exp show --pcp --open', 'KKADD'),
    ('dvc exp show --no-pager -o out', 'KKADD'),
    ('dvc exp run', 'KKADD'),
    ('dvc exp', 'KKADD'),
    ('dvc dag --md > dag.md', 'KAADD'),  # was KKADD
    ('nbstripout --verify notebook.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout --verify notebooks/*.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout --dry-run notebook.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout -t notebook.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout --textconv notebook.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout --status', 'AAAAA'),  # was KKADD
    ('nbstripout --is-installed', 'AAAAA'),  # was KKADD
    ('nbstripout --verify --keep-output notebook.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout --verify --extra-keys metadata.kernelspec a.ipynb', 'AAAAA'),  # was KKADD
    ('nbstripout notebook.ipynb', 'KAADD'),  # was KKADD (round 51, benign56: the notebook rewritten, a project write)
    ('nbstripout --install', 'KKADD'),
    ('nbstripout --uninstall', 'KKADD'),
    ('nbstripout --verify --install', 'KKADD'),
    ('nbstripout --verify ~/.ssh/id_rsa', 'KKADD'),
    ('nbstripout --verify --attributes .gitattributes a.ipynb', 'KKADD'),
    ('nbstripout -f a.ipynb', 'KKADD'),
]

# --- 6. vale and lychee --offline over the project's files
PLAIN_LINTERS = [
    ('vale README.md', 'AAAAD'),  # was KKADD
    ('vale docs/', 'AAAAD'),  # was KKADD
    ('vale .', 'AAAAD'),  # was KKADD
    ('vale --config .vale.ini README.md', 'AAAAD'),  # was KKADD
    ('vale --output=JSON README.md', 'AAAAD'),  # was KKADD
    ('vale --output line docs/*.md', 'AAAAD'),  # was KKADD
    ('vale --minAlertLevel error docs/*.md', 'AAAAD'),  # was KKADD
    ('vale --no-exit --glob "*.md" .', 'AAAAD'),  # was KKADD
    ('vale docs', 'KKADD'),
    ('vale sync', 'KKADD'),
    ('vale ls-config', 'KKADD'),
    ('vale ls-dirs', 'KKADD'),
    ('vale --config=/etc/vale.ini README.md', 'KKADD'),
    ('vale --config ../x/.vale.ini README.md', 'KKADD'),
    ('vale --output=/home/u/.ssh/id_rsa README.md', 'KKADD'),
    ('vale --output=tpl.tmpl README.md', 'KKADD'),
    ('vale --filter \'.Level in ["error"]\' README.md', 'KKADD'),
    ('vale https://example.com', 'KKADD'),
    ('vale host-install', 'KKADD'),
    ('lychee --offline README.md', 'AAAAD'),  # was KKADD
    ('lychee --offline .', 'AAAAD'),  # was KKADD
    ('lychee --offline --no-progress "docs/**/*.md"', 'AAAAD'),  # was KKADD
    ('lychee --offline --include-fragments --format json README.md', 'AAAAD'),  # was KKADD
    ('lychee --offline --config lychee.toml README.md', 'AAAAD'),  # was KKADD
    ('lychee --offline --exclude-path node_modules .', 'AAAAD'),  # was KKADD
    ('lychee README.md', 'KKADD'),
    ('lychee .', 'KKADD'),
    ('lychee --offline https://example.com', 'KKADD'),
    ('lychee --offline www.example.com', 'KKADD'),
    ('lychee --offline -o out.md README.md', 'KKADD'),
    ('lychee --offline --output out.md README.md', 'KKADD'),
    ('lychee --offline --cache README.md', 'KKADD'),
    ('lychee --offline --config /tmp/l.toml README.md', 'KKADD'),
    ('lychee --offline --github-token x README.md', 'KKADD'),
    ('lychee --offline --header "Authorization: x" README.md', 'KKADD'),
    ('lychee --offline -', 'KKADD'),
]

# --- 7. node's destructured fs, for..of; deno's readDirSync; PHP's foreach (near-misses asked)
ONE_LINERS = [
    ('deno eval \'for (const e of Deno.readDirSync(".")) console.log(e.name)\'', 'AAAAA'),  # was KKADD
    ('deno eval \'for (const e of Deno.readDirSync("src")) { console.log(e.name); }\'', 'AAAAA'),  # was KKADD
    ('deno eval \'for (const e of Deno.readDirSync(".")) console.log(e.name); console.log("done")\'', 'AAAAA'),  # was KKADD
    ('deno eval \'console.log(Deno.readTextFileSync("deno.json"))\'', 'AAAAA'),
    ('node -e \'const {readFileSync} = require("fs"); console.log(readFileSync("package.json","utf8"))\'', 'AAAAA'),  # was KKADD
    ('node -e \'const { readFileSync } = require("node:fs"); console.log(JSON.parse(readFileSync("package.json", "utf8")).version)\'', 'AAAAA'),  # was KKADD
    ('node -e \'const {readFileSync, readdirSync} = require("node:fs"); for (const f of readdirSync(".")) console.log(f)\'', 'AAAAA'),  # was KKADD
    ('node -e \'const {join} = require("path"); console.log(require("fs").readFileSync(join("src","a.js"),"utf8"))\'', 'AAAAA'),  # was KKADD
    ('node -e \'for (const f of require("fs").readdirSync(".")) console.log(f)\'', 'AAAAA'),  # was KKADD
    ('node -e \'const fs = require("fs"); for (const f of fs.readdirSync(".")) { console.log(f, fs.statSync(f).size); }\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (["a","b"] as $x) echo $x, "\\n";\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (scandir(".") as $f) echo $f . PHP_EOL;\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (scandir(".") as $f) { echo $f, "\\n"; }\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (scandir(".") as $i => $f) { echo $i, ": ", $f, "\\n"; }\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (glob("*.php") as $f) { echo $f, PHP_EOL; } echo "done";\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (["composer.json", "package.json"] as $f) echo file_get_contents($f);\'', 'AAAAA'),  # was KKADD
    ('php -r \'foreach (scandir("src") as $f) { if (is_dir($f)) { echo $f, PHP_EOL; } }\'', 'AAAAA'),  # was KKADD (round 51, benign56: PHP's if)
    ('deno eval \'for (const e of Deno.readDirSync(".")) console.log(Deno.readTextFileSync(e.name))\'', 'KKADD'),
    ('deno eval \'for (const e of Deno.readDirSync("/etc")) console.log(e.name)\'', 'KKADD'),
    ('deno eval \'for await (const e of Deno.readDir(".")) console.log(e.name)\'', 'KKADD'),
    ('node -e \'const {readFileSync} = require("fs"); console.log(readFileSync(".env","utf8"))\'', 'KKADD'),
    ('node -e \'const {readFileSync} = require("fs"); console.log(readFileSync("/etc/shadow","utf8"))\'', 'KKADD'),
    ('node -e \'const {writeFileSync} = require("fs"); writeFileSync("x","y")\'', 'KKADD'),
    ('node -e \'const {execSync} = require("child_process"); console.log(execSync("id").toString())\'', 'KKADD'),
    ('node -e \'const {readdirSync} = require("fs"); for (const f of readdirSync(".")) console.log(require("fs").readFileSync(f, "utf8"))\'', 'KKADD'),
    ('node -e \'const {readFileSync: r} = require("fs"); console.log(r("package.json","utf8"))\'', 'KKADD'),
    ('node -e \'const {readFileSync} = require("fs"); readFileSync = eval; console.log(1)\'', 'KKKDD'),
    ('node -e \'const {readFileSync} = require("fs"); console.log(readFileSync)\'', 'KKADD'),
    ('node -e \'const {constructor} = require("fs"); console.log(1)\'', 'KKADD'),
    ('node -e \'for (const f of require("fs").readdirSync("/home")) console.log(f)\'', 'KKADD'),
    ('node -e \'for (const f of require("fs").readdirSync(".")) require("fs").unlinkSync(f)\'', 'KKADD'),
    ('node -e \'for (f of require("fs").readdirSync(".")) console.log(f)\'', 'KKADD'),
    ('php -r \'foreach (["composer.json", "/etc/passwd"] as $f) echo file_get_contents($f);\'', 'KKADD'),
    ('php -r \'foreach (["composer.json", ".env"] as $f) echo file_get_contents($f);\'', 'KKADD'),
    ('php -r \'foreach (scandir(".") as $f) echo file_get_contents($f);\'', 'KKADD'),
    ('php -r \'foreach (scandir("/root") as $f) echo $f;\'', 'KKADD'),
    ('php -r \'foreach (["a"] as $f) { system($f); }\'', 'KKKDD'),
    ('php -r \'foreach (["ls"] as $f) $f();\'', 'KKADD'),
    ('php -r \'foreach (scandir(".") as $_GET) echo 1;\'', 'KKADD'),
    ('php -r \'foreach (["id"] as $f) echo shell_exec($f);\'', 'KKKDD'),
    ('php -r \'foreach (scandir(".") as $f) { unlink($f); }\'', 'KKADD'),
]

# --- 8. PowerShell: literal arrays as arguments, -InputObject of a data sink
PWSH_ARRAYS = [
    (ps_call("Get-Content -Path ('a.txt','b.txt')"), 'AAAAA'),  # was KKKDD
    (ps_call("Get-Content -Path @('a.txt','b.txt')"), 'AAAAA'),  # was KKKDD
    (ps_call("Get-Content ('a.txt','b.txt')"), 'AAAAA'),  # was KKKDD
    (ps_call('Get-Content -Path (\'a.txt\', "b.txt")'), 'AAAAA'),  # was KKKDD
    (ps_call("Select-String -Path ('a.txt','b.txt') -Pattern foo"), 'AAAAA'),  # was KKKDD
    (ps_call("Get-Content -Path 'a.txt','b.txt'"), 'AAAAA'),
    (ps_call("Remove-Item -Path ('a.txt','b.txt')"), 'KAADD'),  # was KKADD
    (ps_call("Copy-Item -Path ('a.txt','b.txt') -Destination out"), 'KAADD'),  # was KKADD
    (ps_call("Set-Content -Path ('a.txt','b.txt') -Value x"), 'KAADD'),  # was KKADD
    (ps_call('$d = Get-Process; Export-Csv -InputObject $d -Path out.csv'), 'KAADD'),  # was KKKDD
    (ps_call('$d = Import-Csv in.csv; Export-Csv -InputObject $d -Path out.csv -NoTypeInformation'), 'KAADD'),  # was KKKDD
    (ps_call('$d = Get-ChildItem; ConvertTo-Json -InputObject $d'), 'AAAAA'),  # was KKKDD
    (ps_call('Export-Csv -InputObject $d -Path out.csv'), 'KAADD'),
    (ps_call('$d = Get-Process; $d | Export-Csv -Path out.csv'), 'KAADD'),
    (ps_call("Get-Content -Path ('a.txt','.env')"), 'KKADD'),  # was KKKDD
    (ps_call("Get-Content -Path ('a.txt','~/.aws/credentials')"), 'KKADD'),  # was KKKDD
    (ps_call("Get-Content -Path ('a.txt',$env:USERPROFILE)"), 'KKKDD'),
    (ps_call("Get-Content -Path ('a.txt',(Invoke-Expression 'x'))"), 'KKKDD'),
    (ps_call('Get-Content -Path (\'a.txt\',"$HOME/.ssh/id_rsa")'), 'KKKDD'),
    (ps_call("Remove-Item -Path ('a.txt','C:\\Windows\\System32') -Recurse -Force"), 'DDDDD'),  # was KKKDD
    (ps_call("Copy-Item -Path ('a.txt','b.txt') -Destination C:\\Windows"), 'KKADD'),
    (ps_call("& ('Remove-Item','x')"), 'KKKDD'),
    (ps_call("Invoke-Expression ('a','b')"), 'KKKDD'),
    (ps_call('Export-Csv -InputObject (Get-ChildItem) -Path out.csv'), 'KKKDD'),
    (ps_call('$d = Get-Process; Export-Csv -InputObject $d -Path C:\\Windows\\x.csv'), 'KKADD'),  # was KKKDD
    (ps_call('$d = Get-Content ~/.ssh/id_rsa; Export-Csv -InputObject $d -Path out.csv'), 'KKADD'),  # was KKKDD
    (ps_call('$d = Get-Process; $d.Kill(); Export-Csv -InputObject $d -Path out.csv'), 'KKKDD'),
]

_DENY_SNAP = snap(permissions={'deny': ['Bash(rebar3 eunit:*)', 'Bash(clojure -M:test:*)', 'Bash(bb test:*)', 'Edit(./Doxyfile)', 'Read(./secret.txt)', 'Edit(./out.csv)', 'Bash(vale:*)', 'Bash(lychee:*)', 'Bash(nbstripout:*)', 'Bash(dvc exp:*)']})

# --- every allowance under deny rules naming it
DENY_RULES = [
    ('rebar3 do compile, eunit', 'DDDDD'),
    ('rebar3 do compile,eunit', 'DDDDD'),  # was KKADD
    ('rebar3 as test eunit', 'DDDDD'),
    ('rebar3 as test do compile, eunit', 'DDDDD'),
    ('rebar3 do compile, ct', 'AAAAD'),  # was KKADD
    ('clojure -M:test', 'DDDDD'),
    ('clojure -M:test:runner', 'DDDDD'),  # was KKADD
    ('clojure -M:runner:test', 'DDDDD'),  # was KKADD
    ('clojure -X:test', 'AAAAD'),  # was KKADD
    ('bb test', 'DDDDD'),
    ('bb run test', 'DDDDD'),
    ('bb lint', 'AAAAD'),  # was KKADD
    ('doxygen -g', 'DDDDD'),  # was AAAAD
    ('doxygen -g Doxyfile', 'DDDDD'),  # was AAAAD
    ('doxygen -u', 'DDDDD'),  # was AAAAD
    ('doxygen -g docs/Doxyfile', 'KAADD'),  # was AAAAD
    ('vale README.md', 'DDDDD'),
    ('lychee --offline README.md', 'DDDDD'),
    ('nbstripout --verify a.ipynb', 'DDDDD'),
    ('dvc exp show --no-pager', 'DDDDD'),
    ('dvc dag --md', 'AAAAA'),  # was KKADD
    ('node -e \'const {readFileSync} = require("fs"); console.log(readFileSync("secret.txt","utf8"))\'', 'DDDDD'),
    ('php -r \'foreach (["a.txt", "secret.txt"] as $f) echo file_get_contents($f);\'', 'DDDDD'),
    ('deno eval \'for (const e of Deno.readDirSync(".")) console.log(e.name)\'', 'AAAAA'),  # was KKADD
    (ps_call("Get-Content -Path ('a.txt','secret.txt')"), 'DDDDD'),  # was KKKDD
    (ps_call('$d = Get-Process; Export-Csv -InputObject $d -Path out.csv'), 'DDDDD'),
]

@pytest.mark.parametrize("call,expected", DOXYGEN_FILES, ids=[row_id(r) for r in DOXYGEN_FILES])
def test_round50_benign55_doxygen_files(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", PROJECT_TASKS, ids=[row_id(r) for r in PROJECT_TASKS])
def test_round50_benign55_project_tasks(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", READ_OUTS, ids=[row_id(r) for r in READ_OUTS])
def test_round50_benign55_read_outs(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", PLAIN_LINTERS, ids=[row_id(r) for r in PLAIN_LINTERS])
def test_round50_benign55_plain_linters(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", ONE_LINERS, ids=[row_id(r) for r in ONE_LINERS])
def test_round50_benign55_one_liners(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", PWSH_ARRAYS, ids=[row_id(r) for r in PWSH_ARRAYS])
def test_round50_benign55_pwsh_arrays(call, expected):
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("call,expected", DENY_RULES, ids=[row_id(r) for r in DENY_RULES])
def test_round50_benign55_deny_rules(call, expected):
    assert call_letters(_DENY_SNAP, call) == expected
