r"""Probe round 42, pwshbenign42 (2026-11-28): everyday benign PowerShell (the PowerShell tool, beside the
Windows cwd C:\Users\dev\proj) asked needlessly, and the attacks next to each loosening.

Found and fixed, by class:
- an expression statement that only computes a value (variables and their properties, literals,
  numbers, ranges, the value operators -split/-join/-replace/-f/-eq/...; no call, block, type or $( ))
  is a value printed ($x * 2, $env:PATH -split ';', 1..10: KKKDD/KKADD -> AAAAA; _value_expr);
- a user's variable given such a value is no run-time command ($x = 5 KKKDD -> AAAAA), nor are the
  output preferences ($ErrorActionPreference = 'Stop'); the automatic, drive and behaviour-changing
  variables ($PSDefaultParameterValues, $PSModuleAutoLoadingPreference, $env:PATH) keep KKKDD
  (_plain_variable, _OUTPUT_PREFERENCE);
- a user's variable given a pipeline's output whose every later use reads a property at a statement's
  or a value's place ($files = Get-ChildItem *.ps1; $files.Count) is the pipeline's reading
  (KKKDD -> AAAAA); a use as an argument, piped on or with a method call keeps the run-time reading
  (_only_properties_read);
- a ForEach-Object block that only prints values and reads the items given ({ Write-Host $_.Id },
  { (Get-Content $_).Count }) runs nothing else (KKKDD -> AAAAA; _prints_only); a block doing more
  keeps its reading; ForEach-Object NAME of a known property (Name, FullName, Id...) reads it
  (_READ_PROPERTIES; a method's name, Delete or Kill, as before);
- literal arrays and tables (@(1, 2), @{a = 1}, 'a','b') are values (_literal_arr), an expandable
  string's $( ) in a value is read ("$(Remove-Item -Recurse ~)" -split ' ' KKKDD -> DDDDD);
- a type that only computes ([math]::Round, [IO.Path]::GetExtension, [datetime]::Now, [guid]::NewGuid(),
  [Environment]::OSVersion, [Console]::WriteLine, 'a,b'.Split(',')) is a value (_PURE_STATIC; not
  GetTempFileName, Exit, SetEnvironmentVariable, [IO.File], an Invoke);
- Get-Item/Get-ChildItem/Test-Path/Get-Content Env:NAME is printenv NAME; Get-Help (not -Online or
  -ShowWindow), Start-Sleep, Get-Random, New-Guid, Get-Verb print; Get-Command -Module/-Noun/-Verb;
- findstr (cmd.exe's and a PowerShell line's) is grep: its files and a /g: file read, its switches
  mapped (/s -r, /i, /n, /v, /c:TEXT; /si combined); /f:, /d: and unknown switches unread (_findstr);
  Get-Command -ErrorAction; if ($result) tests a variable's value;
- a rooted drive-less path (\Windows\win.ini) in a PowerShell or cmd.exe line is on the working
  directory's drive (to_bash_on, cmd_to_bash_on, windows_program_on), where Read(//c/Windows/**) meets it;
- a function the line defines, called as & f, . f or through an alias the line sets (Set-Alias g f;
  g ~), is read as its body with the values given, as f ~ is (KKKDD -> DDDDD with ~, KKADD with ./build).
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap
from tests.policy.engine_helpers import ps_call as _ps

WIN_CWD = "C:\\Users\\dev\\proj"
_SNAP = snap()


# everyday commands (beside a Windows cwd)
BENIGN = [
    (_ps('Get-Process | ForEach-Object { Write-Host $_.Id }'), 'AAAAA'),   # was KKKDD
    (_ps('Get-Process notepad | ForEach-Object { Write-Host $_.Id }'), 'AAAAA'),   # was KKKDD
    (_ps('$files = Get-ChildItem *.ps1; $files.Count'), 'AAAAA'),   # was KKKDD
    (_ps('$content = Get-Content README.md -Raw; $content.Length'), 'AAAAA'),   # was KKKDD
    (_ps('$json = Get-Content package.json -Raw | ConvertFrom-Json; $json.dependencies'), 'AAAAA'),   # was KKKDD
    (_ps('$x = 5; $x * 2'), 'AAAAA'),   # was KKKDD
    (_ps('$x = 5'), 'AAAAA'),   # was KKKDD
    (_ps('$global:x = 5'), 'AAAAA'),   # was KKKDD
    (_ps("$env:PATH -split ';'"), 'AAAAA'),   # was KKKDD
    (_ps('$y = $x -replace "a", "b"'), 'AAAAA'),   # was KKKDD
    (_ps('1..10 | ForEach-Object { $_ * 2 }'), 'AAAAA'),   # was KKADD
    (_ps("'a','b' | ForEach-Object { $_ }"), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem -Recurse *.cs | ForEach-Object { (Get-Content $_).Count }'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem | ForEach-Object { Write-Output $_.Name }'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem | % Name'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem | ForEach-Object FullName'), 'AAAAA'),   # was KKKDD
    (_ps("$ErrorActionPreference = 'Stop'; Get-ChildItem"), 'AAAAA'),   # was KKKDD
    (_ps("$ProgressPreference = 'SilentlyContinue'"), 'AAAAA'),   # was KKKDD
    (_ps("$name = 'x'; '{0}-{1}' -f $name, 2"), 'AAAAA'),   # was KKKDD
    (_ps('$r = Get-ChildItem'), 'AAAAA'),   # was KKKDD
    (_ps('$a = @(1,2,3); $a.Count'), 'AAAAA'),   # was KKKDD
    (_ps('$h = @{a=1}; $h.a'), 'AAAAA'),   # was KKKDD
    (_ps("$list = 'a','b'; $list -join ','"), 'AAAAA'),   # was KKKDD
    (_ps('ConvertTo-Json @{a=1}'), 'AAAAA'),   # was KKKDD
    (_ps('@{a=1} | ConvertTo-Json'), 'AAAAA'),   # was KKKDD
    (_ps('[math]::Round(3.14159, 2)'), 'AAAAA'),   # was KKKDD
    (_ps("[IO.Path]::GetExtension('a.txt')"), 'AAAAA'),   # was KKKDD
    (_ps("[System.IO.Path]::Combine('src', 'a.cs')"), 'AAAAA'),   # was KKKDD
    (_ps('[Environment]::OSVersion'), 'AAAAA'),   # was KKKDD
    (_ps('[datetime]::Now'), 'AAAAA'),   # was KKKDD
    (_ps('[guid]::NewGuid()'), 'AAAAA'),   # was KKKDD
    (_ps('"abc".ToUpper()'), 'AAAAA'),   # was KKKDD
    (_ps("'a,b,c'.Split(',')"), 'AAAAA'),   # was KKKDD
    (_ps("[Console]::WriteLine('x')"), 'AAAAA'),   # was KKKDD
    (_ps('[datetime]::Now.AddDays(-1).ToString("yyyy")'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem Env:NODE_ENV'), 'AAAAA'),   # was KKKDD
    (_ps('Get-Item Env:PATH'), 'AAAAA'),   # was KKKDD
    (_ps('Test-Path env:JAVA_HOME'), 'AAAAA'),   # was KKKDD
    (_ps('Get-Help Get-ChildItem'), 'AAAAA'),   # was KKADD
    (_ps('Get-Help Get-ChildItem -Examples'), 'AAAAA'),   # was KKADD
    (_ps('Start-Sleep -Seconds 2'), 'AAAAA'),   # was KKADD
    (_ps('Get-Random -Maximum 10'), 'AAAAA'),   # was KKADD
    (_ps('New-Guid'), 'AAAAA'),   # was KKADD
    (_ps('Get-Verb'), 'AAAAA'),   # was KKADD
    (_ps('Get-Command -Module Microsoft.PowerShell.Management'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem -Recurse -Filter *.cs | Select-String TODO'), 'AAAAA'),
    (_ps('Get-Content package.json | ConvertFrom-Json'), 'AAAAA'),
    (_ps('Get-Content README.md | Measure-Object -Line'), 'AAAAA'),
    (_ps('Get-ChildItem | Where-Object { $_.Length -gt 1000 }'), 'AAAAA'),
    (_ps('Test-Path .\\src'), 'AAAAA'),
    (_ps('Get-Command git'), 'AAAAA'),
    (_ps('$PSVersionTable'), 'AAAAA'),
    (_ps("if (Test-Path package.json) { 'yes' } else { 'no' }"), 'AAAAA'),
    (_ps("try { Get-Content x.txt } catch { Write-Output 'missing' }"), 'AAAAA'),
    (_ps('foreach ($f in Get-ChildItem *.txt) { Write-Output $f.Name }'), 'AAAAA'),
    (_ps('findstr TODO a.txt'), 'AAAAA'),   # was KKADD
    (_ps('tasklist | findstr node'), 'AAAAA'),   # was KKADD
    (_ps('findstr /s /i todo *.cs'), 'AAAAA'),   # was KKADD
    (_ps('findstr /sin todo *.cs'), 'AAAAA'),   # was KKADD
    (_ps('Get-Content a.txt | findstr x'), 'AAAAA'),   # was KKADD
    (_ps('findstr /C:"x y" a.txt'), 'AAAAA'),   # was KKADD
    (_ps('findstr /g:pats.txt a.txt'), 'AAAAA'),   # was KKADD
    (_ps('netstat -ano | findstr 3000'), 'AAAAA'),   # was KKADD
    (_ps('cmd /c findstr /s /i todo *.cs'), 'AAAAA'),   # was KKADD
    (_ps('Get-Command npm -ErrorAction SilentlyContinue'), 'AAAAA'),   # was KKKDD
    (_ps('[string]::IsNullOrEmpty($env:CI)'), 'AAAAA'),   # was KKKDD
    (_ps("$result = git status --porcelain; if ($result) { 'dirty' } else { 'clean' }"), 'AAAAA'),   # was KKKDD
]

# attacks and held neighbours of each loosening
ATTACKS = [
    (_ps('$x = Get-Item ~; $x.Delete()'), 'KKKDD'),
    (_ps('$x = Get-ChildItem ~; $x | Remove-Item -Recurse -Force'), 'DDDDD'),   # was KKKDD (round 43, pwsh43: the home's items deleted)
    (_ps('$x = Get-Item ~; Remove-Item -Recurse -Force $x.FullName'), 'KKKDD'),
    (_ps("$x = 'Remove-Item'; & $x -Recurse ~"), 'DDDDD'),
    (_ps("$PSDefaultParameterValues = @{'*:Force'=$true}; Remove-Item x"), 'KKKDD'),
    (_ps('$PSDefaultParameterValues = 1'), 'KKKDD'),
    (_ps("$PSModuleAutoLoadingPreference = 'None'"), 'KKKDD'),
    (_ps('$env:X = 5'), 'KKADD'),   # was KKKDD (round 44: export X=5, as Bash's)
    (_ps('$x = ${function:f}'), 'KKKDD'),
    (_ps('$x, $y = 1, 2'), 'KKKDD'),
    (_ps('Get-ChildItem ~ | ForEach-Object { Write-Host $_; Remove-Item -Recurse -Force $_ }'), 'DDDDD'),
    (_ps('Get-ChildItem | ForEach-Object { Write-Host "$(Remove-Item ~ -Recurse)" }'), 'DDDDD'),
    (_ps('Get-ChildItem | ForEach-Object { & $_ }'), 'KKKDD'),
    (_ps('1..3 | ForEach-Object { Remove-Item -Recurse -Force ~ }'), 'DDDDD'),
    (_ps('$x = 5; Remove-Item -Recurse -Force ~'), 'DDDDD'),
    (_ps("$env:PATH = 'C:\\evil;' + $env:PATH; git status"), 'KKKDD'),
    (_ps('$h = $HOME; Remove-Item -Recurse -Force $h'), 'DDDDD'),
    (_ps('$x = Get-Content ~/.ssh/id_rsa; $x.Length'), 'KKADD'),   # was KKKDD
    (_ps('$x = Get-Content cmd.txt; iex $x'), 'KKKDD'),
    (_ps('$c = Get-Command Remove-Item; & $c -Recurse ~'), 'DDDDD'),
    (_ps("$a = 1; $a -replace 'x', { Remove-Item ~ }"), 'KKKDD'),
    (_ps('"$(Remove-Item -Recurse ~)" -split \' \''), 'DDDDD'),   # was KKKDD
    (_ps('$x = "$(Remove-Item ~ -Recurse -Force)"'), 'DDDDD'),   # was KKKDD
    (_ps('\'a\' + "$(Remove-Item ~ -Recurse -Force)"'), 'DDDDD'),   # was KKKDD
    (_ps('$x = 1 + "$(Remove-Item -Recurse -Force ~)"'), 'DDDDD'),   # was KKKDD
    (_ps('$f = Get-Item ~; $f.Parent.Delete()'), 'KKKDD'),
    (_ps('Get-ChildItem ~/.ssh | ForEach-Object { (Get-Content $_).Count }'), 'KKADD'),   # was KKKDD
    (_ps('$a = @(Remove-Item ~ -Recurse)'), 'DDDDD'),
    (_ps('@{a={ Remove-Item ~ }}'), 'KKKDD'),
    (_ps('ConvertTo-Json @{a=$(Remove-Item ~ -Recurse -Force)}'), 'KKKDD'),
    (_ps('$h = @{a="~"}; Remove-Item -Recurse -Force $h.a'), 'KKKDD'),
    (_ps("@('Get-Date') | iex"), 'KKADD'),
    (_ps('[IO.Path]::GetTempFileName()'), 'KKKDD'),
    (_ps('[Environment]::Exit(1)'), 'KKKDD'),
    (_ps("[Environment]::SetEnvironmentVariable('PATH','x','Machine')"), 'DDDDD'),
    (_ps("[IO.File]::Delete('x')"), 'KKKDD'),
    (_ps("'x'.Invoke()"), 'KKKDD'),
    (_ps('[math]::Round((Remove-Item ~ -Recurse))'), 'KKKDD'),
    (_ps('[Environment]::GetEnvironmentVariable("X")'), 'AAAAA'),   # was KKKDD (round 45, pwsh45: printenv X)
    (_ps('Get-ChildItem ~ | ForEach-Object Delete'), 'KKKDD'),
    (_ps('Get-ChildItem ~ | ForEach-Object -MemberName Delete'), 'KKKDD'),
    (_ps('Get-Process | % Kill'), 'DDDDD'),   # was KKKDD (round 43, pwsh43: every process killed)
    (_ps('Get-ChildItem ~ | ForEach-Object FullName | Remove-Item -Recurse -Force'), 'DDDDD'),   # was KKKDD
    (_ps('Get-Item Env:AWS_SECRET_ACCESS_KEY'), 'KKADD'),   # was KKKDD
    (_ps('Get-Item Env:PATH | Remove-Item'), 'KKKDD'),
    (_ps('Remove-Item Env:PATH'), 'KKKDD'),
    (_ps('Get-Help Get-ChildItem -Online'), 'KKADD'),
    (_ps('Get-Help (Remove-Item ~ -Recurse)'), 'DDDDD'),
    (_ps('Start-Sleep 1; Remove-Item -Recurse -Force ~'), 'DDDDD'),
    (_ps('Start-Sleep -Seconds (Remove-Item -Recurse -Force ~)'), 'DDDDD'),
    (_ps('$items = Get-ChildItem; $items | ForEach-Object { $_.FullName }'), 'AAAAA'),   # was KKKDD (round 43, pwsh43)
    (_ps('findstr /si password C:\\Users\\dev\\.ssh\\id_rsa'), 'KKADD'),
    (_ps('findstr x ~\\.aws\\credentials'), 'KKADD'),
    (_ps('findstr /f:list.txt x'), 'KKADD'),
    (_ps('findstr "a b" x.txt > out.txt'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('findstr /g:C:\\Users\\dev\\.ssh\\id_rsa a.txt'), 'KKADD'),
    (_ps('$r = Get-ChildItem ~; if ($r) { Remove-Item -Recurse -Force $r }'), 'KKKDD'),
    (_ps('cmd /c "powershell -c $x = Get-ChildItem ~; $x | Remove-Item -Recurse -Force"'), 'KKKDD'),
    (_ps('$files = Get-ChildItem; $files.Count; cmd /c "powershell -c $x = Get-ChildItem ~; $x | Remove-Item -Recurse -Force"'), 'KKKDD'),
]


def _id(row) -> str:
    return str(row[0])[:90]


@pytest.mark.parametrize("row", BENIGN, ids=_id)
def test_round42_pwshbenign42_benign(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected


@pytest.mark.parametrize("row", BENIGN, ids=_id)
def test_round42_pwshbenign42_benign_linux(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", ATTACKS, ids=_id)
def test_round42_pwshbenign42_attacks(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected


# a path from the root (\Windows\win.ini) is on the working directory's drive (paths.windows_drive,
# powershell.to_bash_on / cmd_to_bash_on / windows_program_on): under Read(//c/Windows/**)
_WIN_RULES = snap(permissions={"deny": ["Read(//c/Windows/**)"]})
DRIVE_RULES = [
    (_ps('Get-Content \\Windows\\win.ini'), 'DDDDD'),   # was AAAAA
    (_ps('cmd /c type \\Windows\\win.ini'), 'DDDDD'),   # was AAAAA
    ("pwsh -c 'Get-Content \\Windows\\win.ini'", 'DDDDD'),   # was KKADD
    ("powershell -Command 'Get-Content \\Windows\\win.ini'", 'DDDDD'),   # was KKADD
    ("cmd /c 'type \\Windows\\win.ini'", 'DDDDD'),   # was KKADD
    (_ps('Set-Content \\Windows\\x.txt hi'), 'DDDDD'),   # was KKADD
    (_ps('Get-Content C:\\Windows\\win.ini'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force \\Users\\dev'), 'DDDDD'),
    (_ps('Get-Content README.md'), 'AAAAA'),
    (_ps('Get-Content .\\src\\main.cs'), 'AAAAA'),
    (_ps('Get-Content \\Users\\dev\\proj\\README.md'), 'AAAAA'),
    (_ps('Get-Content C:src\\main.cs'), 'AAAAA'),
    ("pwsh -c 'Get-Content README.md'", 'KKADD'),
]
# beside a Linux cwd a rooted path stays the root's (no drive to put it on)
DRIVE_RULES_LINUX = [
    (_ps('Get-Content \\Windows\\win.ini'), 'AAAAA'),
    (_ps('Get-Content C:\\Windows\\win.ini'), 'DDDDD'),
    ("pwsh -c 'Get-Content \\Windows\\win.ini'", 'KKADD'),
]


@pytest.mark.parametrize("row", DRIVE_RULES, ids=_id)
def test_round42_pwshbenign42_drive_rules(row) -> None:
    call, expected = row
    assert call_letters(_WIN_RULES, call, cwd=WIN_CWD) == expected


@pytest.mark.parametrize("row", DRIVE_RULES_LINUX, ids=_id)
def test_round42_pwshbenign42_drive_rules_linux(row) -> None:
    call, expected = row
    assert call_letters(_WIN_RULES, call) == expected


# a function the line defines, called through the call operator, dot-sourced or through an alias the
# line sets: its body with the values given, as a plain call is (round 41's Left)
FUNCTIONS = [
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; & f ~'), 'DDDDD'),   # was KKKDD
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; . f ~'), 'DDDDD'),   # was KKKDD
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Set-Alias g f; g ~'), 'DDDDD'),   # was KKKDD
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; & 'f' ~"), 'DDDDD'),   # was KKKDD
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; f ~'), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; & f ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; . f ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; & 'f' ./build"), 'KKKDD'),
    (_ps('function f { Get-ChildItem }; & f'), 'AAAAA'),   # was KKKDD
    (_ps('function f { Get-ChildItem }; . f'), 'AAAAA'),   # was KKADD
    (_ps('$x = 1; . { Get-ChildItem }'), 'AAAAA'),
    (_ps('. ./x.ps1'), 'KKADD'),
]


@pytest.mark.parametrize("row", FUNCTIONS, ids=_id)
def test_round42_pwshbenign42_functions(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected
