"""Probe round 36 (2026-11-27), benignnear37: false positives near round 36's new denials and
asks of windows36, rules36 and published10 (~3,300 everyday calls probed against the
session-start code: an operator's rule sets and the calls under them, everyday PowerShell and
cmd.exe work, chat/issue/memory MCP messages in emoji, RTL and CJK, Zed's tools on project
files), each call in all five modes (letters: default, accept_edits, bypass, dont_ask, explore;
A allow, K ask, D deny), under the policy its table names.
Fixed, by class: (1) editors, pagers and a few text tools (vim, nano, emacs, code, less, more,
dos2unix, ctags, locate...) open their operands as files, never exec them: under a deny or ask
rule naming a script by its path (rules36 keeps the rule on its name too) `vim
scripts/release.sh` and `less deploy.sh` were denied as if they ran it; an unknown wrapper
(firejail, chronic) and the editors' code options still meet the rule. (2) after `--` a word is
an operand: `rm -- -weird` was read as rm -w -e -i -r -d and met Bash(rm * --recursive*); a rule
naming the word literally still meets it. (3) -f is not --force for helm (--values), kubectl
and oc (--filename), tail, make, tar, grep, sed, awk, ssh: `helm upgrade --install app ./chart -f
values.yaml` met Bash(helm * --force*) (and the word rule Bash(helm upgrade --force:*)).
(4) an allow rule on a relative program (Bash(./deploy.sh:*)) judges where its own part runs:
`(cd web && npm run build) && ./deploy.sh` and `cd web && ... && cd .. && ./deploy.sh` run the
project's deploy.sh (were asked); after a cd that stays away it is still another program.
NEIGHBOURS records everyday calls of the sweep whose letters did not change."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


def _id(row) -> str:
    call = row[0]
    text = call if isinstance(call, str) else call[0] + " " + str(call[1])
    return text.encode("ascii", "backslashreplace").decode()[:200]


OPENS_SNAP = snap(permissions={'deny': ['Bash(./deploy.sh:*)', 'Bash(scripts/release.sh:*)', 'Bash(rm:*)']})
OPENS = [
    ('vim scripts/release.sh', 'KKADD'),
    ('nvim ./deploy.sh', 'KKADD'),
    ('vi deploy.sh', 'KKADD'),
    ('nano scripts/release.sh', 'KKADD'),
    ('emacs -nw deploy.sh', 'KKADD'),
    ('code deploy.sh', 'KKADD'),
    ('subl scripts/release.sh', 'KKADD'),
    ('hx deploy.sh', 'KKADD'),
    ('less deploy.sh', 'KKADD'),
    ('more scripts/release.sh', 'KKADD'),
    ('dos2unix deploy.sh', 'KAADD'),
    ('unix2dos scripts/release.sh', 'KAADD'),
    ('ctags scripts/release.sh', 'KKADD'),
    ('locate deploy.sh', 'KKADD'),
    ('vim rm', 'KKADD'),
    ('less rm', 'KKADD'),
    ('cat deploy.sh', 'AAAAA'),
    ('shellcheck deploy.sh scripts/release.sh', 'AAAAA'),
    ('git add deploy.sh', 'KAADD'),
    ('./deploy.sh', 'DDDDD'),
    ('deploy.sh prod', 'DDDDD'),
    ('bash deploy.sh', 'DDDDD'),
    ('firejail ./deploy.sh', 'DDDDD'),
    ('chronic scripts/release.sh', 'DDDDD'),
    ('unbuffer ./deploy.sh --prod', 'DDDDD'),
    ('vim -c "!./deploy.sh" README.md', 'DDDDD'),
    ('vim -c "!rm -rf src" README.md', 'DDDDD'),
    ('less +"!rm x" README.md', 'DDDDD'),
    ('vim deploy.sh && ./deploy.sh', 'DDDDD'),
    ('open deploy.sh', 'DDDDD'),
    ('xdg-open scripts/release.sh', 'DDDDD'),
    ('pandoc deploy.sh -o out.html', 'KKADD'),  # was DDDDD (round 37, editors37: pandoc's filters read)
    ('firejail rm x', 'DDDDD'),
    ('rm x', 'DDDDD'),
]

ASK_OPENS_SNAP = snap(permissions={'ask': ['Bash(./deploy.sh:*)', 'Bash(scripts/release.sh:*)']})
ASK_OPENS = [
    ('vim deploy.sh', 'KKADD'),
    ('less scripts/release.sh', 'KKADD'),
    ('dos2unix deploy.sh', 'KAADD'),
    ('./deploy.sh', 'KKKDD'),
    ('bash scripts/release.sh', 'KKKDD'),
    ('firejail ./deploy.sh', 'KKKDD'),
]

OPERANDS_SNAP = snap(permissions={'deny': ['Bash(rm * --recursive*)', 'Bash(git push * --force*)']})
OPERANDS = [
    ('rm -- -weird', 'KAADD'),
    ('rm -- -rf', 'KAADD'),
    ('rm -- -r-notes.txt', 'KAADD'),
    ('rm -f -- -old.log', 'KAADD'),
    ('rm -rf -- build', 'DDDDD'),
    ('rm -r x', 'DDDDD'),
    ('rm -R x', 'DDDDD'),
    ('rm --recursive x', 'DDDDD'),
    ('rm --recur x', 'DDDDD'),
    ('rm -fr x', 'DDDDD'),
    ('git push -f', 'DDDDD'),
    ('git push --force', 'DDDDD'),
    ('git push origin +main', 'DDDDD'),
    ('git push --forc', 'DDDDD'),
    ('git push origin main', 'KKADD'),
    ('git push --tags', 'KKADD'),
]

OPERANDS_WORD_SNAP = snap(permissions={'deny': ['Bash(rm -r:*)']})
OPERANDS_WORD = [
    ('rm -- -weird', 'KAADD'),
    ('rm -- -dir', 'KAADD'),
    ('rm -- -r', 'DDDDD'),
    ('rm -r x', 'DDDDD'),
    ('rm -rf x', 'DDDDD'),
    ('rm -Rf -- x', 'DDDDD'),
    ('rm x', 'KAADD'),
]

F_NOT_FORCE_SNAP = snap(permissions={'deny': ['Bash(helm * --force*)', 'Bash(kubectl * --force*)', 'Bash(docker * --force*)', 'Bash(npm * --force*)', 'Bash(tail * --force*)'], 'ask': ['Bash(helm upgrade --force:*)', 'Bash(kubectl apply --force:*)']})
F_NOT_FORCE = [
    ('helm upgrade --install app ./chart -f values.yaml', 'KKADD'),
    ('helm install app ./chart -f values.yaml -f prod.yaml', 'KKADD'),
    ('helm upgrade app ./chart --force', 'DDDDD'),
    ('helm upgrade app ./chart --forc', 'DDDDD'),
    ('kubectl apply -f k8s/', 'KKADD'),
    ('kubectl delete -f k8s/job.yaml', 'KKADD'),
    ('kubectl apply --force -f k8s/', 'DDDDD'),
    ('kubectl replace --force -f pod.yaml', 'DDDDD'),
    ('tail -f logs/app.log', 'AAAAA'),
    ('docker rm -f web', 'DDDDD'),
    ('docker build -f Dockerfile.dev .', 'KKADD'),   # was DDDDD (round 37, rules37: docker build's -f is --file)
    ('npm install -f', 'DDDDD'),
    ('npm install --force', 'DDDDD'),
]

RUN_DIR_SNAP = snap(permissions={'allow': ['Bash(./deploy.sh:*)', 'Bash(npm run:*)', 'Bash(python scripts/gen.py:*)']})
RUN_DIR = [
    ('./deploy.sh', 'AAAAD'),
    ('cd frontend && npm run build && cd .. && ./deploy.sh', 'AAAAD'),
    ('(cd frontend && npm run build) && ./deploy.sh', 'AAAAD'),
    ('pushd frontend && npm run build && popd && ./deploy.sh', 'AAAAD'),
    ('cd /tmp && cd /home/dev/project && ./deploy.sh', 'AAAAD'),
    ('cd frontend && npm run build && cd .. && python scripts/gen.py', 'AAAAD'),
    ('cd frontend && ./deploy.sh', 'KKADD'),
    ('cd sub && npm run build && ./deploy.sh', 'KKADD'),
    ('cd - && ./deploy.sh', 'KKADD'),
    ('cd .. && ./deploy.sh', 'KKADD'),
    ('(cd sub; ./deploy.sh)', 'KKADD'),
    ('cd sub; cd ..; cd sub; ./deploy.sh', 'KKADD'),
    ('cd $X && ./deploy.sh', 'KKADD'),
    ('cd sub || true; ./deploy.sh', 'KKADD'),
    ('if [ -d sub ]; then cd sub; fi; ./deploy.sh', 'KKADD'),
    ('for d in a b; do cd $d; done; ./deploy.sh', 'KKADD'),
    ('bash -c "cd sub && ./deploy.sh"', 'KKADD'),
    ('cd sub && python scripts/gen.py', 'KKADD'),
]

NEIGHBOURS = [
    (('PowerShell', {'command': 'reg query "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run"'}), 'KKADD'),
    (('PowerShell', {'command': "Get-ItemProperty 'HKCU:\\Software\\Microsoft\\Command Processor'"}), 'AAAAA'),   # was KKADD (round 44: a key's values read)
    (('PowerShell', {'command': 'reg add "HKCU\\Software\\MyApp" /v Theme /t REG_SZ /d dark /f'}), 'KKADD'),
    (('PowerShell', {'command': "Remove-Item -Path 'HKCU:\\Software\\MyApp' -Recurse"}), 'KKADD'),
    (('PowerShell', {'command': 'msiexec /i build\\Release\\app.msi /qn /l*v log.txt'}), 'KKADD'),
    (('PowerShell', {'command': 'msiexec /?'}), 'KKADD'),
    (('PowerShell', {'command': 'iwr https://example.com/data.json -OutFile data.json; start data.json'}), 'KKADD'),
    (('PowerShell', {'command': 'iwr https://example.com/setup.exe -OutFile setup.exe; Get-FileHash setup.exe -Algorithm SHA256'}), 'KKADD'),
    (('PowerShell', {'command': 'Set-Content build.ps1 "npm ci; npm run build"; .\\build.ps1'}), 'KKADD'),
    (('PowerShell', {'command': "Set-Content build.bat 'echo building'; cmd /c build.bat"}), 'KKADD'),
    (('PowerShell', {'command': 'taskkill /f /im node.exe'}), 'KKADD'),
    (('PowerShell', {'command': 'Stop-Process -Name dotnet'}), 'KKADD'),
    (('PowerShell', {'command': 'Get-Process MsMpEng'}), 'AAAAA'),
    ('cmd /c mklink /j out\\link build', 'KKADD'),
    (('PowerShell', {'command': 'Import-Module .\\build\\tools.psm1 -Verbose'}), 'KKADD'),
    (('PowerShell', {'command': 'Invoke-Item .\\docs\\manual.pdf'}), 'KKADD'),
    (('PowerShell', {'command': "Write-Host 'taskkill /im MsMpEng.exe'"}), 'AAAAA'),
    (('PowerShell', {'command': 'Get-ChildItem src\\Microsoft\\Protect'}), 'KKADD'),
    (('mcp__slack__post_message', {'channel': '#x', 'text': '\u845b\U000e0100\u57ce\u5e02 \U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f'}), 'AAAAD'),
    (('mcp__slack__post_message', {'channel': '#x', 'text': '\U0001f3f4 \U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f'}), 'KKADD'),
    (('mcp__memory__add_observations', {'observations': [{'entityName': 'a', 'contents': ['\u6784\u5efa\u6210\u529f \U0001f468\u200d\U0001f469\u200d\U0001f467 \u0645\u0631\u062d\u0628\u0627']}]}), 'AAAAD'),
    (('mcp__github__add_issue_comment', {'owner': 'o', 'repo': 'r', 'issue_number': 1, 'body': 'rm -rf / is dangerous, do not run it \U0001f680'}), 'AAAAD'),
    (('copy_path', {'source_path': 'project/src/a.rs', 'destination_path': 'project/src/a_copy.rs'}), 'KAADD'),
    (('open', {'path_or_url': 'https://zed.dev/docs'}), 'KKADD'),
    (('list_directory', {'path': 'project/src'}), 'AAAAA'),
    (('Write', {'file_path': '.tabnine/agent/README.md', 'content': '{}'}), 'KKADD'),
]


TABLES = [
    (OPENS_SNAP, OPENS), (ASK_OPENS_SNAP, ASK_OPENS), (OPERANDS_SNAP, OPERANDS),
    (OPERANDS_WORD_SNAP, OPERANDS_WORD), (F_NOT_FORCE_SNAP, F_NOT_FORCE), (RUN_DIR_SNAP, RUN_DIR),
    (_SNAP, NEIGHBOURS),
]
ROWS = [(s, call, letters) for s, rows in TABLES for call, letters in rows]


@pytest.mark.parametrize("snapshot,call,expected", ROWS, ids=[_id((c, e)) for _s, c, e in ROWS])
def test_round36_benignnear37(snapshot, call, expected) -> None:
    assert call_letters(snapshot, call) == expected


def test_the_rows_are_distinct() -> None:
    for _s, rows in TABLES:
        seen = [repr(c) for c, _ in rows]
        assert len(seen) == len(set(seen))
