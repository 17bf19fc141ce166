r"""Probe round 41, pwsh41 (2026-11-28): round 40's Left lists of pwsh40 and winpaths40, in the
PowerShell tool, through `pwsh -c` and `cmd /c` from Bash, beside a Windows cwd (C:\Users\dev\proj)
and a Linux one, with and without deny rules (`Read(//c/Windows/**)`, `Edit(//c/Users/dev/**)`,
`Edit(//c/Program Files/**)`; `PowerShell(./x.psm1)`, `PowerShell(./x.ps1)`).

Found and fixed, by class:
- Windows' variables in PowerShell and cmd.exe lines ($env:SystemRoot, $env:windir, $env:ProgramFiles,
  $env:SystemDrive, %SystemRoot%, %ProgramFiles%, [Environment]::GetFolderPath('Windows'), the hives
  and the all-users profiles) named drive-less folders (/Windows): they are the system drive's
  (/c/Windows, spelling.WINDOWS_PLACES, powershell._DIR_VARS/_SPECIAL_FOLDERS), the one form
  posix_spelling gives C:\Windows, where a rule //c/Windows/** meets them (no letter changes without
  rules: the critical and system-directory tests read both forms);
- a folder lookup or a place expression given to a cmdlet is that place (Remove-Item -Recurse -Force
  ([Environment]::GetFolderPath('UserProfile')), Get-Content ([Environment]::GetFolderPath('UserProfile')
  + '\.ssh\id_rsa'), Get-Content (Join-Path $PWD 'package.json'): _folder_token, _place_token);
- $PWD\x is ./x; $PSScriptRoot\x is taken for ./x where a script or module is run (Import-Module,
  . and &), still known only at run time, so that a rule on ./x.psm1 meets it (fail closed);
- Get-Process NAME | ForEach-Object { taskkill /F /PID $_.Id } (or { $_.Kill() }, { Stop-Process -Id
  $_.Id }) kills the named processes, as Get-Process NAME | Stop-Process does (_KILLS_ITEM);
- a process filter on an older StartTime ({ $_.StartTime -lt (Get-Date).AddHours(-1) }) passes nearly
  every process (the system's run since boot): kill -9 -1 (_OLDER);
- a block filter comparing with computed values ({ $_.LastWriteTime -lt (Get-Date).AddDays(-7) }, also
  grouped and $(...)) is a pure filter, the values computed first (_filter_values);
- a function only ever called by its name (at a command's place) is read at its calls with the values
  given, not again at its definition with unknown values, and its call is no command known only at
  run time besides its body (function f($p) { Remove-Item -Recurse $p }; f ./build KKKDD -> KKADD;
  function f { Get-ChildItem }; f KKKDD -> AAAAA; $function:f, gcm f, strings, @args keep the old
  reading: _only_called).
"""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap
from tests.policy.engine_helpers import ps_call as _ps

WIN_CWD = "C:\\Users\\dev\\proj"
_SNAP = snap()
_PLACE_RULES = snap(permissions={"deny": ["Read(//c/Windows/**)", "Edit(//c/Users/dev/**)", "Edit(//c/Program Files/**)"]})
_HERE_RULES = snap(permissions={"deny": ["PowerShell(./x.psm1)", "PowerShell(./x.ps1)"]})


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else call[0] + " " + str(call[1].get("command", call[1]))


PLACES_WIN = [
    (_ps('Remove-Item -Recurse -Force $env:SystemRoot'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:USERPROFILE'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:APPDATA'), 'KKADD'),
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile'))"), 'DDDDD'),   # was KKKDD
    (_ps('Get-Content $env:SystemRoot\\win.ini'), 'AAAAA'),
    (_ps('Get-Content $env:USERPROFILE\\.ssh\\id_rsa'), 'KKADD'),
    (_ps('Get-Content $env:USERPROFILE\\notes.txt'), 'AAAAA'),
    (_ps('Set-Content $env:USERPROFILE\\notes.txt x'), 'KKADD'),
    (_ps('Set-Content $env:APPDATA\\x.txt x'), 'KKADD'),
    (_ps("Get-Content ([Environment]::GetFolderPath('UserProfile') + '\\.ssh\\id_rsa')"), 'KKADD'),   # was KKKDD
    ('cmd /c type %SystemRoot%\\win.ini', 'KKADD'),
    ('cmd /c type %USERPROFILE%\\.ssh\\id_rsa', 'KKADD'),
    ('cmd /c type %USERPROFILE%\\notes.txt', 'KKADD'),
    ('cmd /c "echo x > %USERPROFILE%\\notes.txt"', 'KKADD'),
    ('cmd /c rd /s /q %USERPROFILE%', 'DDDDD'),
    ('cmd /c rd /s /q %SystemRoot%', 'DDDDD'),
    ("pwsh -c 'Get-Content $env:SystemRoot\\win.ini'", 'KKADD'),
    ("pwsh -c 'Get-Content $env:USERPROFILE\\notes.txt'", 'KKADD'),
    ("pwsh -c 'Set-Content $env:USERPROFILE\\notes.txt x'", 'KKADD'),
    (_ps('Remove-Item -Recurse -Force $env:SystemDrive\\'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:SystemDrive'), 'DDDDD'),
    (_ps('Get-ChildItem $env:SystemDrive\\'), 'AAAAA'),
    (_ps("Get-Content ([Environment]::GetFolderPath('Windows'))\\win.ini"), 'AAAAA'),   # was KKKDD
    (_ps("[IO.Directory]::Delete([Environment]::GetFolderPath('Windows'), $true)"), 'DDDDD'),
    (_ps('Set-Content $env:ProgramFiles\\App\\x.dll x'), 'KKADD'),
    (_ps('Get-ChildItem $env:ProgramFiles'), 'AAAAA'),
    (_ps('Get-Content $env:windir\\System32\\drivers\\etc\\hosts'), 'AAAAA'),
    (_ps("Add-Content $env:windir\\System32\\drivers\\etc\\hosts '1.2.3.4 x'"), 'DDDDD'),
    (_ps('reg save HKLM\\SAM sam.hiv'), 'DDDDD'),
    (_ps('Get-ItemProperty HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion'), 'AAAAA'),   # was KKADD (round 44)
    (_ps("Add-Content $PROFILE.AllUsersAllHosts 'iex x'"), 'KKADD'),
    ('cmd /c dir %SystemRoot%', 'KKADD'),
    ('cmd /c del /q %SystemRoot%\\System32\\x.dll', 'KKADD'),
    ('cmd /c copy x.bat "%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\Startup"', 'DDDDD'),
    ('cmd /c dir %ProgramFiles%', 'KKADD'),
    ("cmd /c 'type %SystemRoot%\\win.ini'", 'KKADD'),
    ('cmd.exe /c "type %SystemRoot%\\win.ini"', 'KKADD'),
    ("cmd /c 'type %USERPROFILE%\\.ssh\\id_rsa'", 'KKADD'),
    ("cmd /c 'rd /s /q %SystemDrive%\\'", 'DDDDD'),
    ("cmd /c 'del /q %SystemRoot%\\System32\\x.dll'", 'DDDDD'),
    ("cmd /c 'echo x > %ProgramFiles%\\App\\x.dll'", 'KKADD'),
    (_ps('cmd /c type %SystemRoot%\\win.ini'), 'AAAAA'),
    (_ps('cmd /c rd /s /q %SystemDrive%\\'), 'DDDDD'),
]

PLACES_WIN_RULES = [
    (_ps('Remove-Item -Recurse -Force $env:SystemRoot'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:USERPROFILE'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:APPDATA'), 'DDDDD'),
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile'))"), 'DDDDD'),   # was KKKDD
    (_ps('Get-Content $env:SystemRoot\\win.ini'), 'DDDDD'),   # was AAAAA
    (_ps('Get-Content $env:USERPROFILE\\.ssh\\id_rsa'), 'KKADD'),
    (_ps('Get-Content $env:USERPROFILE\\notes.txt'), 'AAAAA'),
    (_ps('Set-Content $env:USERPROFILE\\notes.txt x'), 'DDDDD'),
    (_ps('Set-Content $env:APPDATA\\x.txt x'), 'DDDDD'),
    (_ps("Get-Content ([Environment]::GetFolderPath('UserProfile') + '\\.ssh\\id_rsa')"), 'KKADD'),   # was KKKDD
    ('cmd /c type %SystemRoot%\\win.ini', 'KKADD'),
    ('cmd /c type %USERPROFILE%\\.ssh\\id_rsa', 'KKADD'),
    ('cmd /c type %USERPROFILE%\\notes.txt', 'KKADD'),
    ('cmd /c "echo x > %USERPROFILE%\\notes.txt"', 'DDDDD'),
    ('cmd /c rd /s /q %USERPROFILE%', 'DDDDD'),
    ('cmd /c rd /s /q %SystemRoot%', 'DDDDD'),
    ("pwsh -c 'Get-Content $env:SystemRoot\\win.ini'", 'DDDDD'),   # was KKADD
    ("pwsh -c 'Get-Content $env:USERPROFILE\\notes.txt'", 'KKADD'),
    ("pwsh -c 'Set-Content $env:USERPROFILE\\notes.txt x'", 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:SystemDrive\\'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:SystemDrive'), 'DDDDD'),
    (_ps('Get-ChildItem $env:SystemDrive\\'), 'AAAAA'),
    (_ps("Get-Content ([Environment]::GetFolderPath('Windows'))\\win.ini"), 'AAAAA'),   # was KKKDD
    (_ps("[IO.Directory]::Delete([Environment]::GetFolderPath('Windows'), $true)"), 'DDDDD'),
    (_ps('Set-Content $env:ProgramFiles\\App\\x.dll x'), 'DDDDD'),   # was KKADD
    (_ps('Get-ChildItem $env:ProgramFiles'), 'AAAAA'),
    (_ps('Get-Content $env:windir\\System32\\drivers\\etc\\hosts'), 'DDDDD'),   # was AAAAA
    (_ps("Add-Content $env:windir\\System32\\drivers\\etc\\hosts '1.2.3.4 x'"), 'DDDDD'),
    (_ps('reg save HKLM\\SAM sam.hiv'), 'DDDDD'),
    (_ps('Get-ItemProperty HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion'), 'DDDDD'),   # was KKADD
    (_ps("Add-Content $PROFILE.AllUsersAllHosts 'iex x'"), 'DDDDD'),   # was KKADD
    ('cmd /c dir %SystemRoot%', 'DDDDD'),   # was KKADD
    ('cmd /c del /q %SystemRoot%\\System32\\x.dll', 'KKADD'),
    ('cmd /c copy x.bat "%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\Startup"', 'DDDDD'),
    ('cmd /c dir %ProgramFiles%', 'KKADD'),
    ("cmd /c 'type %SystemRoot%\\win.ini'", 'DDDDD'),   # was KKADD
    ('cmd.exe /c "type %SystemRoot%\\win.ini"', 'DDDDD'),   # was KKADD
    ("cmd /c 'type %USERPROFILE%\\.ssh\\id_rsa'", 'KKADD'),
    ("cmd /c 'rd /s /q %SystemDrive%\\'", 'DDDDD'),
    ("cmd /c 'del /q %SystemRoot%\\System32\\x.dll'", 'DDDDD'),
    ("cmd /c 'echo x > %ProgramFiles%\\App\\x.dll'", 'DDDDD'),   # was KKADD
    (_ps('cmd /c type %SystemRoot%\\win.ini'), 'DDDDD'),   # was AAAAA
    (_ps('cmd /c rd /s /q %SystemDrive%\\'), 'DDDDD'),
]

PLACES_LINUX = [
    (_ps('Remove-Item -Recurse -Force $env:SystemRoot'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:USERPROFILE'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:APPDATA'), 'KKADD'),
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile'))"), 'DDDDD'),   # was KKKDD
    (_ps('Get-Content $env:SystemRoot\\win.ini'), 'AAAAA'),
    (_ps('Get-Content $env:USERPROFILE\\.ssh\\id_rsa'), 'KKADD'),
    (_ps('Get-Content $env:USERPROFILE\\notes.txt'), 'AAAAA'),
    (_ps('Set-Content $env:USERPROFILE\\notes.txt x'), 'KKADD'),
    (_ps('Set-Content $env:APPDATA\\x.txt x'), 'KKADD'),
    (_ps("Get-Content ([Environment]::GetFolderPath('UserProfile') + '\\.ssh\\id_rsa')"), 'KKADD'),   # was KKKDD
    ('cmd /c type %SystemRoot%\\win.ini', 'KKADD'),
    ('cmd /c type %USERPROFILE%\\.ssh\\id_rsa', 'KKADD'),
    ('cmd /c type %USERPROFILE%\\notes.txt', 'KKADD'),
    ('cmd /c "echo x > %USERPROFILE%\\notes.txt"', 'KKADD'),
    ('cmd /c rd /s /q %USERPROFILE%', 'DDDDD'),
    ('cmd /c rd /s /q %SystemRoot%', 'DDDDD'),
    ("pwsh -c 'Get-Content $env:SystemRoot\\win.ini'", 'KKADD'),
    ("pwsh -c 'Get-Content $env:USERPROFILE\\notes.txt'", 'KKADD'),
    ("pwsh -c 'Set-Content $env:USERPROFILE\\notes.txt x'", 'KKADD'),
    (_ps('Remove-Item -Recurse -Force $env:SystemDrive\\'), 'DDDDD'),
    (_ps('Remove-Item -Recurse -Force $env:SystemDrive'), 'DDDDD'),
    (_ps('Get-ChildItem $env:SystemDrive\\'), 'AAAAA'),
    (_ps("Get-Content ([Environment]::GetFolderPath('Windows'))\\win.ini"), 'AAAAA'),   # was KKKDD
    (_ps("[IO.Directory]::Delete([Environment]::GetFolderPath('Windows'), $true)"), 'DDDDD'),
    (_ps('Set-Content $env:ProgramFiles\\App\\x.dll x'), 'KKADD'),
    (_ps('Get-ChildItem $env:ProgramFiles'), 'AAAAA'),
    (_ps('Get-Content $env:windir\\System32\\drivers\\etc\\hosts'), 'AAAAA'),
    (_ps("Add-Content $env:windir\\System32\\drivers\\etc\\hosts '1.2.3.4 x'"), 'DDDDD'),
    (_ps('reg save HKLM\\SAM sam.hiv'), 'DDDDD'),
    (_ps('Get-ItemProperty HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion'), 'AAAAA'),   # was KKADD (round 44)
    (_ps("Add-Content $PROFILE.AllUsersAllHosts 'iex x'"), 'KKADD'),
    ('cmd /c dir %SystemRoot%', 'KKADD'),
    ('cmd /c del /q %SystemRoot%\\System32\\x.dll', 'KKADD'),
    ('cmd /c copy x.bat "%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\Startup"', 'DDDDD'),
    ('cmd /c dir %ProgramFiles%', 'KKADD'),
    ("cmd /c 'type %SystemRoot%\\win.ini'", 'KKADD'),
    ('cmd.exe /c "type %SystemRoot%\\win.ini"', 'KKADD'),
    ("cmd /c 'type %USERPROFILE%\\.ssh\\id_rsa'", 'KKADD'),
    ("cmd /c 'rd /s /q %SystemDrive%\\'", 'DDDDD'),
    ("cmd /c 'del /q %SystemRoot%\\System32\\x.dll'", 'DDDDD'),
    ("cmd /c 'echo x > %ProgramFiles%\\App\\x.dll'", 'KKADD'),
    (_ps('cmd /c type %SystemRoot%\\win.ini'), 'AAAAA'),
    (_ps('cmd /c rd /s /q %SystemDrive%\\'), 'DDDDD'),
]

FOLDERS = [
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile'))"), 'DDDDD'),   # was KKKDD
    (_ps('Remove-Item -Recurse -Force ([Environment]::GetFolderPath([Environment+SpecialFolder]::UserProfile))'), 'DDDDD'),   # was KKKDD
    (_ps('Remove-Item -Recurse -Force ([System.Environment]::GetFolderPath("Windows"))'), 'DDDDD'),   # was KKKDD
    (_ps("Get-Content ([Environment]::GetFolderPath('UserProfile') + '\\.ssh\\id_rsa')"), 'KKADD'),   # was KKKDD
    (_ps("Get-Content ([Environment]::GetFolderPath('Windows') + '\\win.ini')"), 'AAAAA'),   # was KKKDD
    (_ps("Get-ChildItem ([Environment]::GetFolderPath('Desktop'))"), 'AAAAA'),   # was KKKDD
    (_ps("Set-Content ([Environment]::GetFolderPath('Desktop') + '\\note.txt') x"), 'KKADD'),   # was KKKDD
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetEnvironmentVariable('USERPROFILE'))"), 'DDDDD'),   # was KKKDD
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetEnvironmentVariable('X'))"), 'KKKDD'),
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile') + 'x')"), 'KKKDD'),
]

FOLDERS_RULES = [
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile'))"), 'DDDDD'),   # was KKKDD
    (_ps('Remove-Item -Recurse -Force ([Environment]::GetFolderPath([Environment+SpecialFolder]::UserProfile))'), 'DDDDD'),   # was KKKDD
    (_ps('Remove-Item -Recurse -Force ([System.Environment]::GetFolderPath("Windows"))'), 'DDDDD'),   # was KKKDD
    (_ps("Get-Content ([Environment]::GetFolderPath('UserProfile') + '\\.ssh\\id_rsa')"), 'KKADD'),   # was KKKDD
    (_ps("Get-Content ([Environment]::GetFolderPath('Windows') + '\\win.ini')"), 'DDDDD'),   # was KKKDD
    (_ps("Get-ChildItem ([Environment]::GetFolderPath('Desktop'))"), 'AAAAA'),   # was KKKDD
    (_ps("Set-Content ([Environment]::GetFolderPath('Desktop') + '\\note.txt') x"), 'DDDDD'),   # was KKKDD
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetEnvironmentVariable('USERPROFILE'))"), 'DDDDD'),   # was KKKDD
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetEnvironmentVariable('X'))"), 'KKKDD'),
    (_ps("Remove-Item -Recurse -Force ([Environment]::GetFolderPath('UserProfile') + 'x')"), 'KKKDD'),
]

HERE = [
    (_ps('Import-Module $PSScriptRoot/x.psm1'), 'KKKDD'),
    (_ps('Import-Module "$PWD/x.psm1"'), 'KKADD'),   # was KKKDD
    (_ps('Import-Module $PWD\\x.psm1'), 'KKADD'),   # was KKKDD
    (_ps('Import-Module ${PWD}/x.psm1 -Force'), 'KKADD'),   # was KKKDD
    (_ps('Import-Module "$PSScriptRoot\\x.psm1"'), 'KKKDD'),
    (_ps('Import-Module ./x.psm1'), 'KKADD'),
    (_ps('. $PSScriptRoot/x.ps1'), 'KKKDD'),
    (_ps('. "$PWD\\x.ps1"'), 'KKADD'),   # was KKKDD
    (_ps('& "$PSScriptRoot\\x.ps1"'), 'KKKDD'),
    (_ps('& "$PWD/x.ps1" -Verbose'), 'KKADD'),   # was KKKDD
    (_ps('& $PWD/y.ps1'), 'KKADD'),   # was KKKDD
    (_ps('Import-Module $PSScriptRoot/other.psm1'), 'KKKDD'),
    (_ps('Get-Content $PWD\\README.md'), 'AAAAA'),   # was KKADD
    (_ps('Get-ChildItem "$PWD/src"'), 'AAAAA'),
    (_ps('Set-Content $PWD\\out.txt x'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Remove-Item -Recurse -Force $PWD\\build'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Remove-Item -Recurse -Force $PWD'), 'KKADD'),
    (_ps('Remove-Item -Recurse -Force "$PWD\\..\\.."'), 'DDDDD'),   # was KKKDD
    (_ps('Set-Content $PSScriptRoot\\out.txt x'), 'KKADD'),
    (_ps('Get-Content $PSScriptRoot\\data.json'), 'KKADD'),
]

HERE_RULES = [
    (_ps('Import-Module $PSScriptRoot/x.psm1'), 'DDDDD'),   # was KKKDD
    (_ps('Import-Module "$PWD/x.psm1"'), 'DDDDD'),   # was KKKDD
    (_ps('Import-Module $PWD\\x.psm1'), 'DDDDD'),   # was KKKDD
    (_ps('Import-Module ${PWD}/x.psm1 -Force'), 'DDDDD'),
    (_ps('Import-Module "$PSScriptRoot\\x.psm1"'), 'DDDDD'),   # was KKKDD
    (_ps('Import-Module ./x.psm1'), 'DDDDD'),
    (_ps('. $PSScriptRoot/x.ps1'), 'DDDDD'),   # was KKKDD
    (_ps('. "$PWD\\x.ps1"'), 'DDDDD'),   # was KKKDD
    (_ps('& "$PSScriptRoot\\x.ps1"'), 'DDDDD'),
    (_ps('& "$PWD/x.ps1" -Verbose'), 'DDDDD'),
    (_ps('& $PWD/y.ps1'), 'KKKDD'),
    (_ps('Import-Module $PSScriptRoot/other.psm1'), 'KKKDD'),
    (_ps('Get-Content $PWD\\README.md'), 'AAAAA'),   # was KKADD
    (_ps('Get-ChildItem "$PWD/src"'), 'AAAAA'),
    (_ps('Set-Content $PWD\\out.txt x'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Remove-Item -Recurse -Force $PWD\\build'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Remove-Item -Recurse -Force $PWD'), 'KKADD'),
    (_ps('Remove-Item -Recurse -Force "$PWD\\..\\.."'), 'DDDDD'),   # was KKKDD
    (_ps('Set-Content $PSScriptRoot\\out.txt x'), 'KKADD'),
    (_ps('Get-Content $PSScriptRoot\\data.json'), 'KKADD'),
]

KILLS = [
    (_ps('Get-Process notepad | ForEach-Object { taskkill /PID $_.Id }'), 'KKADD'),   # was KKKDD
    (_ps('Get-Process notepad | ForEach-Object { taskkill /F /PID $_.Id }'), 'KKADD'),   # was KKKDD
    (_ps('Get-Process -Name node | ForEach-Object { Stop-Process -Id $_.Id -Force }'), 'KKADD'),   # was KKKDD
    (_ps('gps node | % { $_.Kill() }'), 'KKADD'),   # was KKKDD
    (_ps('Get-Process notepad | ForEach-Object { taskkill /F /PID $_.Id; Remove-Item -Recurse -Force ~ }'), 'DDDDD'),
    (_ps('Get-Process notepad | ForEach-Object { taskkill /F /PID $_.Id /T }'), 'KKADD'),   # was KKKDD
    (_ps('Get-Process notepad | Stop-Process'), 'KKADD'),
    (_ps('Get-Process | ForEach-Object { taskkill /F /PID $_.Id }'), 'DDDDD'),
    (_ps('Get-Process -Name * | ForEach-Object { taskkill /F /PID $_.Id }'), 'DDDDD'),
    (_ps('Get-Process csrss | ForEach-Object { taskkill /F /PID $_.Id }'), 'DDDDD'),   # was KKKDD, then KKADD (round 52: csrss is a process Windows cannot run without)
    (_ps('Get-Process MsMpEng | ForEach-Object { $_.Kill() }'), 'DDDDD'),
    (_ps('Get-Process notepad | ForEach-Object { Write-Host $_.Id }'), 'AAAAA'),   # was KKKDD (round 42, pwshbenign42)
    (_ps('Get-Process | Where-Object StartTime -lt (Get-Date).AddHours(-1) | Stop-Process'), 'DDDDD'),   # was KKADD
    (_ps('Get-Process | Where-Object { $_.StartTime -lt (Get-Date).AddHours(-1) } | Stop-Process -Force'), 'DDDDD'),   # was KKKDD
    (_ps('Get-Process | Where-Object { $_.StartTime -le (Get-Date).AddMinutes(-5) } | ForEach-Object { $_.Kill() }'), 'DDDDD'),   # was KKKDD
    (_ps('Get-Process | Where-Object StartTime -gt (Get-Date).AddMinutes(-5) | Stop-Process'), 'KKADD'),
    (_ps("Get-Process | Where-Object { $_.Name -eq 'node' -and $_.StartTime -lt (Get-Date).AddHours(-1) } | Stop-Process"), 'KKADD'),   # was KKKDD
    (_ps('Get-Process | Where-Object CPU -gt 100 | Stop-Process'), 'KKADD'),
    (_ps('Get-Process node | Where-Object StartTime -lt (Get-Date).AddHours(-1) | Stop-Process'), 'KKADD'),
    (_ps('Get-Process | Where-Object StartTime -lt (Get-Date).AddHours(-1) | Select-Object Name'), 'AAAAA'),
]

FILTERS = [
    (_ps('Get-ChildItem ./logs | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) } | Remove-Item'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Get-ChildItem | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) }'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem -Recurse | Where-Object { $_.LastWriteTime -gt (Get-Date).AddHours(-1) } | Select-Object FullName'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem ~ | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) } | Remove-Item -Recurse -Force'), 'DDDDD'),
    (_ps('Get-ChildItem | Where-Object { ($_.Length -gt 1kb) -and ($_.LastWriteTime -lt (Get-Date).AddDays(-7)) }'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem | Where-Object { $_.LastWriteTime -lt (Remove-Item -Recurse -Force ~) }'), 'DDDDD'),
    (_ps('Get-ChildItem | Where-Object { $_.LastWriteTime -lt (iex $x) }'), 'KKKDD'),
    (_ps('Get-ChildItem | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7); Remove-Item ~ -Recurse -Force }'), 'DDDDD'),
    (_ps('Get-ChildItem | Where-Object { $_.Delete(); $_.LastWriteTime -lt (Get-Date) }'), 'KKKDD'),
    (_ps("Get-ChildItem | Where-Object { $_.Name -like '(x' -and $_.LastWriteTime -lt (Get-Date) }"), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) } | ForEach-Object { $_.Delete() }'), 'KKADD'),   # was KKKDD (round 45, pwsh45: the cwd's items deleted, as rm -rf .)
    (_ps('Get-Process | Where-Object { $_.StartTime -lt (Get-Date).AddHours(-1) } | Stop-Process -Force'), 'DDDDD'),   # was KKKDD
    (_ps('Get-Process | Where-Object { $_.StartTime -lt (Get-Date).AddHours(-1) }'), 'AAAAA'),   # was KKKDD
    (_ps('Get-ChildItem ./logs -Filter *.log | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-30) } | Remove-Item -Force'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Get-ChildItem | Where-Object { $_.LastWriteTime -lt $(Get-Date).AddDays(-7) }'), 'AAAAA'),   # was KKKDD
]

FUNCTIONS = [
    (_ps('function f($p) { Remove-Item -Recurse $p }; f ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; f ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; f ~'), 'DDDDD'),
    (_ps('function f { param($p) Remove-Item -Recurse -Force $p }; f ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function f { param($p) Remove-Item -Recurse -Force $p }; f ~'), 'DDDDD'),
    (_ps('function f($p) { Get-ChildItem $p }; f ./src'), 'AAAAA'),   # was KKKDD
    (_ps('function f { Get-ChildItem }; f'), 'AAAAA'),   # was KKKDD
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }'), 'AAAAA'),   # was KKKDD
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; f $x'), 'KKKDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; iex 'f ~'"), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; & $function:f ~'), 'KKKDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; $g = 'f'; & $g ~"), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Invoke-Command ${function:f} -ArgumentList ~'), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; $r = f ~'), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; (f ~)'), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; if ($true) { f ~ }'), 'DDDDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; 'x' | ForEach-Object { f ~ }"), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Get-ChildItem ~ | ForEach-Object { f $_ }'), 'DDDDD'),
    (_ps('function f { Remove-Item -Recurse -Force $args[0] }; f ~'), 'DDDDD'),
    (_ps('function f { Remove-Item -Recurse -Force @args }; f ~'), 'DDDDD'),  # was KKKDD (round 47: @args given plain words)
    (_ps('function f { process { Remove-Item -Recurse -Force $_ } }; Get-ChildItem ~ | f'), 'KKKDD'),
    (_ps('function f { Remove-Item -Recurse -Force $input }; Get-ChildItem ~ | f'), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; f -p ~'), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; f -p ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function Get-ChildItem { Remove-Item -Recurse -Force ~ }; Get-ChildItem'), 'DDDDD'),
    (_ps('function f { f }; f'), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Start-Job { f ~ }'), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Start-Job -ScriptBlock ${function:f} -ArgumentList ~'), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Register-EngineEvent PowerShell.Exiting -Action { f ~ }'), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }\nf ./build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function Build { dotnet build }; Build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function f($p) { ./deploy.ps1 $p }; f x'), 'KKADD'),   # was KKKDD
    (_ps('function f($p) { ./deploy.ps1 $p }'), 'AAAAA'),   # was KKADD
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; iex "echo 1; f ~"'), 'DDDDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; iex 'echo 1; f ~'"), 'DDDDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; $c = 'echo 1; f ~'; iex $c"), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Set-Alias g f; g ~'), 'DDDDD'),   # was KKKDD (round 42, pwshbenign42)
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; . f ~'), 'DDDDD'),   # was KKKDD (round 42, pwshbenign42)
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; & f ~'), 'DDDDD'),   # was KKKDD (round 42, pwshbenign42)
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; & 'f' ~"), 'DDDDD'),   # was KKKDD (round 42, pwshbenign42)
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; [scriptblock]::Create('f ~').Invoke()"), 'DDDDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; pwsh -c 'f ~'"), 'DDDDD'),
    (_ps('if ($true) { function f($p) { Remove-Item -Recurse -Force $p } }; f ~'), 'DDDDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Invoke-Command -ScriptBlock { f ~ }'), 'DDDDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; $ExecutionContext.InvokeCommand.InvokeScript('f ~')"), 'DDDDD'),
    (_ps('function global:f($p) { Remove-Item -Recurse -Force $p }; f ~'), 'DDDDD'),
    (_ps("function f($p) { Remove-Item -Recurse -Force $p }; (Get-Item function:f).ScriptBlock.Invoke('~')"), 'KKKDD'),
    (_ps('function f($p) { Remove-Item -Recurse -Force $p }; Get-ChildItem function: | ForEach-Object { & $_ ~ }'), 'KKKDD'),
]

BENIGN = [
    (_ps('Get-ChildItem -Recurse -Filter *.ps1'), 'AAAAA'),
    (_ps('Get-Content ./README.md | Select-Object -First 20'), 'AAAAA'),
    (_ps("Select-String -Path ./src/*.cs -Pattern 'TODO'"), 'AAAAA'),
    (_ps('Test-Path ./build'), 'AAAAA'),
    (_ps('Get-Date'), 'AAAAA'),
    (_ps('Get-Location'), 'AAAAA'),
    (_ps('$PWD'), 'AAAAA'),
    (_ps('Write-Host $env:PATH'), 'AAAAA'),
    (_ps('Get-ChildItem $env:TEMP'), 'AAAAA'),
    (_ps('Get-ChildItem $env:USERPROFILE\\Documents'), 'AAAAA'),
    (_ps('Get-Content $env:APPDATA\\Code\\User\\settings.json'), 'AAAAA'),
    (_ps('New-Item -ItemType Directory -Force ./build'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Remove-Item -Recurse -Force ./build'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Copy-Item ./a.txt ./b.txt'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Invoke-Pester ./tests'), 'KKADD'),
    (_ps('dotnet test'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('npm run build'), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('git status'), 'AAAAA'),
    (_ps('Get-Process | Sort-Object CPU -Descending | Select-Object -First 10'), 'AAAAA'),
    (_ps('Get-Process node'), 'AAAAA'),
    (_ps('Stop-Process -Name node'), 'KKADD'),
    (_ps('Get-ChildItem ./logs | Where-Object { $_.Length -gt 1mb } | Select-Object Name, Length'), 'AAAAA'),
    (_ps("Get-ChildItem ./logs | Where-Object { $_.Extension -eq '.log' } | Remove-Item"), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('Get-ChildItem -Recurse | Where-Object { -not $_.PSIsContainer } | Measure-Object'), 'AAAAA'),
    (_ps('$files = Get-ChildItem ./src -Filter *.ts; $files.Count'), 'AAAAA'),   # was KKKDD (round 42, pwshbenign42)
    (_ps('function Invoke-Build { dotnet build }; Invoke-Build'), 'KAADD'),   # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps('function Get-Size($p) { (Get-ChildItem $p -Recurse | Measure-Object Length -Sum).Sum }; Get-Size ./src'), 'AAAAA'),   # was KKKDD
    (_ps('Import-Module Pester'), 'KKADD'),
    (_ps('Import-Module ./tools/build.psm1'), 'KKADD'),
    (_ps("[Environment]::GetFolderPath('Desktop')"), 'KKKDD'),
    (_ps("Join-Path $env:USERPROFILE '.gitconfig'"), 'KKADD'),
    (_ps("Get-Content (Join-Path $PWD 'package.json')"), 'AAAAA'),   # was KKKDD
    ("cmd /c 'dir %USERPROFILE%'", 'KKADD'),
    ("cmd /c 'echo %SystemRoot%'", 'KKADD'),
    ("pwsh -c 'Get-Date'", 'KKADD'),
    ("pwsh -c 'Get-ChildItem $env:SystemRoot'", 'KKADD'),
]

PLACE_EXPRS = [
    (_ps("Get-Content (Join-Path $PWD 'package.json')"), 'AAAAA'),   # was KKKDD
    (_ps("Get-Content (Join-Path $HOME '.ssh\\id_rsa')"), 'KKADD'),   # was KKKDD
    (_ps('Get-ChildItem (Resolve-Path ./src)'), 'AAAAA'),   # was KKKDD
    (_ps("Set-Content (Join-Path $PWD 'out.txt') x"), 'KAADD'),  # was KKADD (round 47: accept_edits takes Bash's row)
    (_ps("Set-Content (Join-Path $HOME '.bashrc') x"), 'KKADD'),
    (_ps("Remove-Item -Recurse -Force (Join-Path $HOME '')"), 'DDDDD'),
    (_ps("Copy-Item ./x.bat (Join-Path $env:APPDATA 'Microsoft\\Windows\\Start Menu\\Programs\\Startup')"), 'DDDDD'),
    (_ps('Get-Content (Get-Item ./a.txt).FullName'), 'KKKDD'),
]


@pytest.mark.parametrize("row", PLACES_WIN, ids=_id)
def test_round41_pwsh41_places_win(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected

@pytest.mark.parametrize("row", PLACES_WIN_RULES, ids=_id)
def test_round41_pwsh41_places_win_rules(row) -> None:
    call, expected = row
    assert call_letters(_PLACE_RULES, call, cwd=WIN_CWD) == expected

@pytest.mark.parametrize("row", PLACES_LINUX, ids=_id)
def test_round41_pwsh41_places_linux(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("row", FOLDERS, ids=_id)
def test_round41_pwsh41_folders(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, cwd=WIN_CWD) == expected

@pytest.mark.parametrize("row", FOLDERS_RULES, ids=_id)
def test_round41_pwsh41_folders_rules(row) -> None:
    call, expected = row
    assert call_letters(_PLACE_RULES, call, cwd=WIN_CWD) == expected

@pytest.mark.parametrize("row", HERE, ids=_id)
def test_round41_pwsh41_here(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("row", HERE_RULES, ids=_id)
def test_round41_pwsh41_here_rules(row) -> None:
    call, expected = row
    assert call_letters(_HERE_RULES, call) == expected

@pytest.mark.parametrize("row", KILLS, ids=_id)
def test_round41_pwsh41_kills(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("row", FILTERS, ids=_id)
def test_round41_pwsh41_filters(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("row", FUNCTIONS, ids=_id)
def test_round41_pwsh41_functions(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("row", PLACE_EXPRS, ids=_id)
def test_round41_pwsh41_place_exprs(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected

@pytest.mark.parametrize("row", BENIGN, ids=_id)
@pytest.mark.parametrize("win", (False, True), ids=("linux", "win"))
def test_round41_pwsh41_benign(row, win) -> None:
    call, expected = row
    assert call_letters(_SNAP, call, **({"cwd": WIN_CWD} if win else {})) == expected
