"""Probe round 40, winpaths40 (2026-11-28): Windows paths in tool calls.

Agents on Windows (Claude Code, Codex, Cursor) send C:\\Users\\dev\\.ssh\\id_rsa, C:/Users/dev,
\\\\?\\C:\\..., \\\\localhost\\c$\\..., %USERPROFILE%\\..., ~\\.bashrc, and a Windows working directory
(cwd C:\\Users\\dev\\proj). Found: the engine refused a Windows cwd (EngineError "cwd must be an
absolute path", so the API answered 400 to every call of such an agent, the hook's own check
letting it through); a tool's Windows path lost its drive (C:\\Users\\dev was /Users/dev), so
Claude Code's rule for it, Read(//c/Users/dev/.ssh/**) (what rules39 tells an operator to write),
met nothing; beside Git Bash's own cwd (/c/Users/dev/proj) a drive path (C:/Users/dev,
"C:\\Users\\dev") in a Bash command was a name inside the project (rm -rf C:/Users/dev KAADD, cd D:/ && rm
-rf * KAADD, echo x > C:/Users/dev/notes.txt allowed in accept_edits), a tool's C:\\Users\\dev\\proj\\x
was outside it, /c/Users/dev was no home (a project, rm -rf of it asked), and rm -rf "$USERPROFILE"
was KKKDD.

Fixed, by class: one canonical form, Claude Code's and Git Bash's (paths.posix_spelling): a
drive is /c (lower case) under every spelling (C:\\, C:/, \\\\?\\C:\\, \\\\.\\C:\\, \\??\\C:\\, /C:/, file:///C:/,
\\\\localhost\\c$\\, \\\\127.0.0.1\\C$\\, \\\\?\\UNC\\localhost\\c$\\), \\\\wsl$\\Distro\\x is that Linux's /x, and beside
a Windows cwd \\x is on the cwd's drive and C:x relative to it. The engine, the API and the
command line's sessions take a Windows cwd (windows_absolute) as that form; beside a cwd on a
drive (windows_drive: /c/...), a path or Bash word written the Windows way is read so
(normalize_path, the shell's abs_path), names compare in any case (is_inside: NTFS), /c/Users/NAME
is a home (HOME_DIR, home_of), Git Bash's Windows variables are the places they name
($USERPROFILE, $APPDATA, $SYSTEMROOT...), and the drive, C:\\Users, a home, its dot-directories and
AppData, C:\\Windows, Program Files and ProgramData are no project. A patch's file names are tool
paths (..\\other\\a.txt leaves the project); a delete tool's C:\\, C:\\Windows and C:\\Program Files
stay denied in the new form. Linux paths are unchanged: a drive letter, a device prefix, a UNC
name or a cwd on a drive says a path is Windows'.

The Windows-cwd tables hold in both spellings of the cwd (C:\\Users\\dev\\proj and Git Bash's
/c/Users/dev/proj); their "# was" letters are main's under /c/Users/dev/proj (main refused the
other). The POSIX tables use the helpers' cwd /home/dev/project.
"""
from __future__ import annotations

import pytest

from policy.engine.evaluate import evaluate
from policy.engine.paths import is_inside, posix_spelling, windows_absolute, windows_drive
from policy.engine.types import EngineError, Request
from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_RULES = snap(permissions={"deny": ["Read(//c/Users/dev/.ssh/**)", "Read(~/.aws/**)", "Read(.env)"],
                           "allow": ["Edit(src/**)"]})
_POSIX_RULES = snap(permissions={"deny": ["Read(//c/Users/dev/.ssh/**)"]})
WCWD = "C:\\Users\\dev\\proj"
CWDS = (WCWD, "/c/Users/dev/proj")

WINDOWS_CWD_TOOLS = [
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\src\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "src\\a.py", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "src/a.py", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "C:/Users/dev/proj/src/a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "c:\\users\\DEV\\Proj\\src\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "/c/Users/dev/proj/a.py", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "/C:/Users/dev/proj/a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "\\\\?\\C:\\Users\\dev\\proj\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "\\\\.\\C:\\Users\\dev\\proj\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "\\??\\C:\\Users\\dev\\proj\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "\\\\localhost\\C$\\Users\\dev\\proj\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "\\Users\\dev\\proj\\a.py", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "C:a.py", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": ".\\docs\\guide.md", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "README.md", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\README.md", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\PROGRA~1.TXT", "content": "x"}), 'KAADD'),   # was KKADD
    (('Edit', {"file_path": "C:\\Users\\dev\\proj\\src\\a.py", "old_string": "a", "new_string": "b"}), 'KAADD'),   # was KKADD
    (('Edit', {"file_path": "src\\main.py", "old_string": "a", "new_string": "b"}), 'KAADD'),
    (('NotebookEdit', {"notebook_path": "C:\\Users\\dev\\proj\\a.ipynb", "new_source": "x"}), 'KAADD'),   # was KKADD
    (('MultiEdit', {"file_path": "C:\\Users\\dev\\proj\\a.py", "edits": [{"old_string": "a", "new_string": "b"}]}), 'KAADD'),   # was KKADD
    (('edit_file', {"target_file": "C:\\Users\\dev\\proj\\src\\a.ts", "code_edit": "x"}), 'KAADD'),   # was KKADD
    (('edit_file', {"target_file": "src\\a.ts", "code_edit": "x"}), 'KAADD'),
    (('write_file', {"file_path": "C:\\Users\\dev\\proj\\a.ts", "content": "x"}), 'KAADD'),   # was KKADD
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: C:\\Users\\dev\\proj\\a.txt\n+x\n*** End Patch"}), 'KAADD'),
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch"}), 'KAADD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users\\dev\\proj\\build"}), 'KAADD'),   # was KKADD
    (('mcp__fs__delete_file', {"path": "build"}), 'KAADD'),
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\src\\main.py"}), 'AAAAA'),
    (('Read', {"file_path": "src\\main.py"}), 'AAAAA'),
    (('Read', {"file_path": "C:\\Users\\dev\\.ssh\\id_rsa"}), 'AAAAA'),
    (('Glob', {"pattern": "**\\*.py", "path": "C:\\Users\\dev\\proj"}), 'AAAAA'),
    (('Grep', {"pattern": "TODO", "path": "C:\\Users\\dev\\proj\\src"}), 'AAAAA'),
    (('LS', {"path": "C:\\Users\\dev\\proj"}), 'AAAAA'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\..\\other\\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj2\\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj.. \\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\src\\..\\..\\x.txt", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "D:\\Users\\dev\\proj\\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "D:a.py", "content": "x"}), 'KKADD'),   # was KAADD
    (('Write', {"file_path": "/mnt/c/Users/dev/proj/a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\PROGRA~1\\x\\a.dll", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "..\\..\\Windows\\System32\\x.dll", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "\\\\evil.com\\share\\x", "content": "x"}), 'KKKDD'),
    (('Read', {"file_path": "\\\\evil.com\\share\\x"}), 'KKKDD'),
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: ..\\other\\a.txt\n+x\n*** End Patch"}), 'KKADD'),   # was KAADD
    (('Write', {"file_path": "C:\\Users\\dev\\.ssh\\authorized_keys", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\.ssh\\id_rsa", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\.SSH\\ID_RSA", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:/Users/dev/.aws/credentials", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "%USERPROFILE%\\.ssh\\authorized_keys", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "~\\.bashrc", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "\\\\?\\C:\\Users\\dev\\.ssh\\id_rsa", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "\\\\localhost\\c$\\Users\\dev\\.ssh\\id_rsa", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "\\\\127.0.0.1\\c$\\Users\\dev\\.bashrc", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "\\\\?\\UNC\\localhost\\c$\\Users\\dev\\.bashrc", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "\\\\wsl$\\Ubuntu\\home\\u\\.bashrc", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "/c:/Users/dev/.ssh/id_rsa", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "file:///C:/Users/dev/.ssh/id_rsa", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.env.", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.env ", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\.ssh\\id_rsa ", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.env::$DATA", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.env:secret", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:/Users/dev/proj/../.bashrc", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.. \\.bashrc", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\Documents\\PowerShell\\Microsoft.PowerShell_profile.ps1", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\Documents\\WindowsPowerShell\\Microsoft.PowerShell_profile.ps1", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "%USERPROFILE%\\Documents\\PowerShell\\profile.ps1", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.git\\hooks\\pre-commit", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": ".git\\hooks\\pre-commit", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\GIT~1\\hooks\\pre-commit", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.git.\\hooks\\pre-commit", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.GIT\\hooks\\pre-commit", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": ".claude\\settings.json", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.claude\\settings.json", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\.Claude\\Settings.json", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\.claude\\settings.json", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "CLAUDE.md", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\CLAUDE.md", "content": "x"}), 'KAADD'),   # was KKADD
    (('Write', {"file_path": "C:\\Users\\dev\\.gitconfig", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\AppData\\Roaming\\Code\\User\\settings.json", "content": "x"}), 'KKADD'),
    (('Edit', {"file_path": "C:\\Users\\dev\\.bashrc", "old_string": "a", "new_string": "b"}), 'KKADD'),
    (('write_file', {"path": "C:\\Users\\dev\\.ssh\\authorized_keys", "content": "x"}), 'KKADD'),
    (('edit_file', {"target_file": "C:\\Users\\dev\\.cursor\\mcp.json", "code_edit": "x"}), 'KKADD'),
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: C:\\Users\\dev\\.bashrc\n+x\n*** End Patch"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Windows\\System32\\drivers\\etc\\hosts", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "\\Windows\\System32\\x.dll", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "C:\\Users\\dev\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\x.bat", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\x.bat", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "C:\\ProgramData\\Microsoft\\Windows\\Start Menu\\Programs\\StartUp\\x.bat", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "C:\\Users\\dev\\AppData\\Roaming\\MICROS~1\\Windows\\STARTM~1\\Programs\\Startup\\x.bat", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\profile.ps1", "content": "x"}), 'DDDDD'),
    (('Write', {"file_path": "\\\\wsl.localhost\\Ubuntu\\etc\\passwd", "content": "x"}), 'DDDDD'),   # was KKADD
    (('mcp__fs__delete_file', {"path": "C:\\Windows"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Program Files"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users\\dev"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users"}), 'DDDDD'),
    (('mcp__fs__move_file', {"source": "C:\\Users\\dev", "destination": "C:\\tmp\\x"}), 'DDDDD'),
]

WINDOWS_CWD_BASH = [
    ('rm -rf C:/Users/dev/proj/build', 'KAADD'),
    ('rm -rf build', 'KAADD'),
    ('rm -rf "C:\\Users\\dev\\proj\\build"', 'KAADD'),
    ('rm -rf /c/Users/dev/proj/*', 'KAADD'),
    ('echo x > C:/Users/dev/proj/notes.txt', 'KAADD'),
    ('echo x > notes.txt', 'KAADD'),
    ('touch "src\\a.py"', 'KAADD'),
    ('mkdir -p C:/Users/dev/proj/out', 'KAADD'),
    ('mv C:/Users/dev/proj/a.txt C:/Users/dev/proj/b.txt', 'KAADD'),
    ('cat src/main.py', 'AAAAA'),
    ('ls C:/Users/dev/proj', 'AAAAA'),
    ('ls "C:\\Users\\dev"', 'AAAAA'),
    ('cat C:/Users/dev/proj/README.md', 'AAAAA'),
    ('grep -r TODO C:/Users/dev/proj/src', 'AAAAA'),
    ('git status', 'AAAAA'),
    ('npm test', 'AAAAD'),
    ('cd C:/Users/dev/proj && npm test', 'AAAAD'),
    ('echo $APPDATA', 'AAAAA'),
    ('ls "$LOCALAPPDATA"', 'AAAAA'),
    ('cd "$USERPROFILE/proj" && rm -rf build', 'KAADD'),   # was KKKDD
    ('echo x > C:/Users/dev/notes.txt', 'KKADD'),   # was KAADD
    ('echo x > "C:\\Users\\dev\\notes.txt"', 'KKADD'),   # was KAADD
    ('echo x > "..\\notes.txt"', 'KKADD'),   # was KAADD
    ('cp a C:/tmp/x', 'KKADD'),   # was KAADD
    ('cp -r . D:/backup', 'KKADD'),   # was KAADD
    ('mv a.txt "C:\\Users\\dev\\b.txt"', 'KKADD'),   # was KAADD
    ('tar xf x.tar -C "C:\\Users\\dev"', 'KKADD'),   # was KAADD
    ('cd .. && rm -rf proj', 'KKADD'),
    ('git -C C:/Users/dev/other status', 'KKADD'),
    ('rm -rf "$TEMP/build-cache"', 'KKADD'),   # was KKKDD
    ("cat '\\\\evil.com\\share\\x'", 'KKKDD'),
    ('cat //evil.com/share/x', 'KKKDD'),
    ('echo x >> C:/Users/dev/.bashrc', 'KKADD'),
    ('echo x >> ~/.bashrc', 'KKADD'),
    ('cp a "C:\\Users\\dev\\.ssh\\authorized_keys"', 'KKADD'),
    ('cat C:/Users/dev/.ssh/id_rsa', 'KKADD'),
    ('cat "C:\\Users\\dev\\.aws\\credentials"', 'KKADD'),
    ('cat /c/Users/dev/.aws/credentials', 'KKADD'),
    ("echo x > '\\\\localhost\\c$\\Users\\dev\\.bashrc'", 'KKADD'),
    ('echo x >> "$USERPROFILE/.bashrc"', 'KKADD'),
    ('echo x > "C:\\Users\\dev\\proj\\..\\..\\dev\\.profile"', 'KKADD'),
    ("echo x > 'C:\\Users\\dev\\Documents\\PowerShell\\Microsoft.PowerShell_profile.ps1'", 'KKADD'),
    ('rm -rf C:/Users/dev', 'DDDDD'),   # was KAADD
    ('rm -rf "C:\\Users\\dev"', 'DDDDD'),   # was KAADD
    ('rm -rf /c/Users/dev', 'DDDDD'),   # was KKADD
    ('rm -rf ~', 'DDDDD'),
    ('rm -rf C:/', 'DDDDD'),
    ('rm -rf /c', 'DDDDD'),
    ('rm -rf C:/Windows', 'DDDDD'),   # was KAADD
    ('rm -rf "C:\\Program Files"', 'DDDDD'),   # was KAADD
    ('rm -rf D:/', 'DDDDD'),
    ('cd D:/ && rm -rf *', 'DDDDD'),   # was KAADD
    ('rm -rf C:/*', 'DDDDD'),
    ('rm -rf C:/Users/*', 'DDDDD'),   # was KAADD
    ('rm -rf C:/Users/dev/*', 'DDDDD'),   # was KAADD
    ('rm -rf "C:\\Users\\dev\\proj\\..\\.."', 'DDDDD'),   # was KAADD
    ('rm -rf ..\\\\..', 'DDDDD'),   # was KAADD
    ('rm -rf "$USERPROFILE"', 'DDDDD'),   # was KKKDD
    ('rm -rf $USERPROFILE/*', 'DDDDD'),
    ('rm -rf "$SYSTEMROOT"', 'DDDDD'),   # was KKKDD
    ('rm -rf "$SystemRoot"', 'DDDDD'),   # was KKKDD
    ('rm -rf "$PROGRAMFILES"', 'DDDDD'),   # was KKKDD
    ('rm -rf "$HOMEDRIVE/"', 'DDDDD'),
    ('echo x > "C:\\Users\\dev\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\x.bat"', 'DDDDD'),
    ('cp x.bat "$APPDATA/Microsoft/Windows/Start Menu/Programs/Startup/"', 'DDDDD'),   # was KKADD
    ('cp evil.bat "C:\\ProgramData\\Microsoft\\Windows\\Start Menu\\Programs\\StartUp\\x.bat"', 'DDDDD'),
    ('echo x > /c/Windows/System32/drivers/etc/hosts', 'DDDDD'),
]

WINDOWS_CWD_RULES = [
    (('Read', {"file_path": "C:\\Users\\dev\\.ssh\\id_rsa"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "c:/users/dev/.SSH/id_rsa"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "\\\\?\\C:\\Users\\dev\\.ssh\\config"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "\\\\localhost\\c$\\Users\\dev\\.ssh\\known_hosts"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "~\\.ssh\\id_ed25519"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "%USERPROFILE%\\.ssh\\id_ed25519"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "/c/Users/dev/.ssh/id_rsa"}), 'DDDDD'),
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\..\\.ssh\\id_rsa"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "..\\.ssh\\id_rsa"}), 'DDDDD'),
    (('Read', {"file_path": "C:\\Users\\dev\\.ssh.\\id_rsa"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "C:\\Users\\dev\\SSH~1\\id_rsa"}), 'KKKDD'),   # was AAAAA
    (('Read', {"file_path": "C:\\Users\\dev\\.aws\\credentials"}), 'DDDDD'),
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\.env"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\.ENV"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\.env::$DATA"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\.env."}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "c:\\users\\dev\\PROJ\\.env"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "src\\.env"}), 'DDDDD'),
    (('Read', {"file_path": "C:\\Users\\dev\\proj\\src\\main.py"}), 'AAAAA'),
    (('Read', {"file_path": "C:\\Users\\dev\\.ssh.pub.txt"}), 'AAAAA'),
    (('Edit', {"file_path": "C:\\Users\\dev\\proj\\src\\main.py", "old_string": "a", "new_string": "b"}), 'AAAAD'),   # was KKADD
    (('Edit', {"file_path": "src\\main.py", "old_string": "a", "new_string": "b"}), 'AAAAD'),
    (('Edit', {"file_path": "c:\\users\\dev\\proj\\src\\main.py", "old_string": "a", "new_string": "b"}), 'AAAAD'),   # was KKADD
    (('Edit', {"file_path": "C:\\Users\\dev\\proj\\lib\\main.py", "old_string": "a", "new_string": "b"}), 'KAADD'),   # was KKADD
    ('cat C:/Users/dev/.ssh/id_rsa', 'DDDDD'),   # was KKADD
    ('cat /c/Users/dev/.ssh/id_rsa', 'DDDDD'),
    ('cat ~/.ssh/id_rsa', 'DDDDD'),   # was KKADD
    ('cat .env', 'DDDDD'),
    ("cat 'C:\\Users\\dev\\proj\\.env'", 'DDDDD'),   # was KKADD
    ('cat README.md', 'AAAAA'),
]

POSIX_CWD = [
    (('Read', {"file_path": "C:\\Users\\dev\\.ssh\\id_rsa"}), 'AAAAA'),
    (('Read', {"file_path": "c:/users/dev/.SSH/id_rsa"}), 'AAAAA'),
    (('Read', {"file_path": "\\\\?\\C:\\Users\\dev\\.ssh\\config"}), 'AAAAA'),
    (('Read', {"file_path": "\\\\localhost\\c$\\Users\\dev\\.ssh\\known_hosts"}), 'AAAAA'),
    (('Read', {"file_path": "/c/Users/dev/.ssh/id_rsa"}), 'AAAAA'),
    (('Read', {"file_path": "/Users/dev/.ssh/id_rsa"}), 'AAAAA'),
    (('Write', {"file_path": "C:\\Users\\dev\\.ssh\\authorized_keys", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "src\\a.py", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "..\\other\\a.txt", "content": "x"}), 'KKADD'),
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: ..\\other\\a.txt\n+x\n*** End Patch"}), 'KKADD'),   # was KAADD
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: src\\a.txt\n+x\n*** End Patch"}), 'KAADD'),
    (('mcp__fs__delete_file', {"path": "C:\\Windows"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Program Files"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users\\dev"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users\\dev\\proj\\build"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Windows\\System32\\drivers\\etc\\hosts", "content": "x"}), 'DDDDD'),
    ('rm -rf C:/Users/dev', 'KAADD'),
    ('echo x > C:/Users/dev/notes.txt', 'KAADD'),
    ('rm -rf "$USERPROFILE"', 'KKKDD'),
    ('touch "src\\a.py"', 'KAADD'),
    ('rm -rf /c/Users/dev', 'DDDDD'),   # was KKADD
    ('cat C:/Users/dev/.ssh/id_rsa', 'KKADD'),
]

POSIX_CWD_RULES = [
    (('Read', {"file_path": "C:\\Users\\dev\\.ssh\\id_rsa"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "c:/users/dev/.SSH/id_rsa"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "\\\\?\\C:\\Users\\dev\\.ssh\\config"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "\\\\localhost\\c$\\Users\\dev\\.ssh\\known_hosts"}), 'DDDDD'),   # was AAAAA
    (('Read', {"file_path": "/c/Users/dev/.ssh/id_rsa"}), 'DDDDD'),
    (('Read', {"file_path": "/Users/dev/.ssh/id_rsa"}), 'AAAAA'),
    (('Write', {"file_path": "C:\\Users\\dev\\.ssh\\authorized_keys", "content": "x"}), 'DDDDD'),   # was KKADD
    (('Write', {"file_path": "C:\\Users\\dev\\proj\\a.py", "content": "x"}), 'KKADD'),
    (('Write', {"file_path": "src\\a.py", "content": "x"}), 'KAADD'),
    (('Write', {"file_path": "..\\other\\a.txt", "content": "x"}), 'KKADD'),
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: ..\\other\\a.txt\n+x\n*** End Patch"}), 'KKADD'),   # was KAADD
    (('apply_patch', {"input": "*** Begin Patch\n*** Add File: src\\a.txt\n+x\n*** End Patch"}), 'KAADD'),
    (('mcp__fs__delete_file', {"path": "C:\\Windows"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Program Files"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users\\dev"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users"}), 'DDDDD'),
    (('mcp__fs__delete_file', {"path": "C:\\Users\\dev\\proj\\build"}), 'KKADD'),
    (('Write', {"file_path": "C:\\Windows\\System32\\drivers\\etc\\hosts", "content": "x"}), 'DDDDD'),
    ('rm -rf C:/Users/dev', 'KAADD'),
    ('echo x > C:/Users/dev/notes.txt', 'KAADD'),
    ('rm -rf "$USERPROFILE"', 'KKKDD'),
    ('touch "src\\a.py"', 'KAADD'),
    ('rm -rf /c/Users/dev', 'DDDDD'),   # was KKADD
    ('cat C:/Users/dev/.ssh/id_rsa', 'KKADD'),
]

NOT_A_PROJECT = [
    ('C:\\', 'KKADD'),
    ('C:\\Users', 'KKADD'),
    ('C:\\Users\\dev', 'KKADD'),
    ('C:\\Users\\dev\\.config', 'KKADD'),
    ('C:\\Users\\dev\\AppData\\Roaming', 'KKADD'),
    ('C:\\Windows', 'KKADD'),
    ('C:\\Program Files\\App', 'KKADD'),
    ('C:\\ProgramData\\x', 'KKADD'),
    ('/c', 'KKADD'),   # was KAADD
    ('/c/Users/dev', 'KKADD'),   # was KAADD
    ('/mnt/c', 'KKADD'),   # was KAADD
    ('/mnt/c/Users/dev', 'KKADD'),   # was KAADD
    ('C:\\Users\\Public', 'KKADD'),
    ('C:\\Users\\dev\\proj', 'KAADD'),
    ('/c/Users/dev/proj', 'KAADD'),
    ('C:/Users/dev/proj', 'KAADD'),
    ('\\\\?\\C:\\Users\\dev\\proj', 'KAADD'),
    ('D:\\work\\proj', 'KAADD'),
    ('C:\\temp', 'KAADD'),
    ('C:\\Users\\dev\\Documents\\proj', 'KAADD'),
    ('C:\\Users\\dev\\source\\repos\\app', 'KAADD'),
    ('/mnt/c/Users/dev/proj', 'KAADD'),
    ('/home/dev/project', 'KAADD'),
]

SPELLINGS = [   # (raw, the cwd's drive, canonical)
    ("C:\\Users\\dev\\.ssh\\id_rsa", None, "/c/Users/dev/.ssh/id_rsa"),
    ("C:/Users/dev/.aws/credentials", None, "/c/Users/dev/.aws/credentials"),
    ("c:\\users\\dev", None, "/c/users/dev"),
    ("C:\\", None, "/c"),
    ("\\\\?\\C:\\Users\\dev\\x", None, "/c/Users/dev/x"),
    ("\\\\.\\C:\\x", None, "/c/x"),
    ("\\??\\C:\\x", None, "/c/x"),
    ("//?/C:/x", None, "/c/x"),
    ("/C:/Users/dev/x", None, "/c/Users/dev/x"),
    ("/c:/x", None, "/c/x"),
    ("\\\\localhost\\c$\\Users\\dev", None, "/c/Users/dev"),
    ("\\\\127.0.0.1\\C$\\x", None, "/c/x"),
    ("\\\\?\\UNC\\localhost\\d$\\x", None, "/d/x"),
    ("\\\\wsl$\\Ubuntu\\home\\u\\.bashrc", None, "/home/u/.bashrc"),
    ("\\\\wsl.localhost\\Debian\\etc\\passwd", None, "/etc/passwd"),
    ("\\\\server\\share\\x", None, "/server/share/x"),   # (another machine: remote_share asks)
    ("\\\\.\\PhysicalDrive0", None, "/dev/sda"),
    ("..\\..\\x", None, "../../x"),
    ("~\\.bashrc", None, "~/.bashrc"),
    ("\\Windows\\x", None, "/Windows/x"),
    ("\\Windows\\x", "c", "/c/Windows/x"),
    ("C:src\\a.py", "c", "src/a.py"),
    ("D:src\\a.py", "c", "/d/src/a.py"),
    ("C:src", None, "C:src"),   # (a Linux name beside a Linux cwd)
    ("a:b.csv", None, "a:b.csv"),
    ("/c/Users/dev", None, "/c/Users/dev"),
    ("src/a.py", None, "src/a.py"),
    ("//usr/lib", None, "//usr/lib"),
]


@pytest.mark.parametrize("raw,drive,expected", SPELLINGS, ids=[r[0] + "|" + str(r[1]) for r in SPELLINGS])
def test_canonical_spelling(raw, drive, expected):
    assert posix_spelling(raw, drive) == expected


@pytest.mark.parametrize("cwd,drive", [("/c/Users/dev/proj", "c"), ("/c", "c"), ("/C/x", "c"), ("/", None),
                                       ("/home/u", None), ("/cc/x", None), ("/mnt/c/x", None), (None, None)])
def test_windows_drive(cwd, drive):
    assert windows_drive(cwd) == drive


@pytest.mark.parametrize("cwd,absolute", [("C:\\x", True), ("C:/", True), ("\\\\?\\C:\\x", True), ("C:", False),
                                          ("C:x", False), ("\\\\server\\share", False), ("x", False)])
def test_windows_absolute(cwd, absolute):
    assert windows_absolute(cwd) is absolute


def test_drive_names_compare_in_any_case():
    assert is_inside("/c/users/DEV/proj/x", "/c/Users/dev/proj")
    assert not is_inside("/c/Users/dev/proj2/x", "/c/Users/dev/proj")
    assert not is_inside("/home/U/proj/x", "/home/u/proj")   # (Linux: as it was)


@pytest.mark.parametrize("cwd", ["relative\\dir", "\\\\server\\share\\proj", "C:", "C:proj"])
def test_other_cwds_still_refused(cwd):
    with pytest.raises(EngineError):
        evaluate(_SNAP, Request(tool="Read", args={"file_path": "x"}, session_id="s", cwd=cwd))


@pytest.mark.parametrize("cwd", CWDS)
@pytest.mark.parametrize("call,expected", WINDOWS_CWD_TOOLS, ids=[repr(r[0]) for r in WINDOWS_CWD_TOOLS])
def test_windows_cwd_tools(call, expected, cwd):
    assert call_letters(_SNAP, call, cwd=cwd) == expected


@pytest.mark.parametrize("cwd", CWDS)
@pytest.mark.parametrize("call,expected", WINDOWS_CWD_BASH, ids=[r[0] for r in WINDOWS_CWD_BASH])
def test_windows_cwd_bash(call, expected, cwd):
    assert call_letters(_SNAP, call, cwd=cwd) == expected


@pytest.mark.parametrize("cwd", CWDS)
@pytest.mark.parametrize("call,expected", WINDOWS_CWD_RULES, ids=[repr(r[0]) for r in WINDOWS_CWD_RULES])
def test_windows_cwd_rules(call, expected, cwd):
    assert call_letters(_RULES, call, cwd=cwd) == expected


@pytest.mark.parametrize("call,expected", POSIX_CWD, ids=[repr(r[0]) for r in POSIX_CWD])
def test_posix_cwd(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", POSIX_CWD_RULES, ids=[repr(r[0]) for r in POSIX_CWD_RULES])
def test_posix_cwd_rules(call, expected):
    assert call_letters(_POSIX_RULES, call) == expected


@pytest.mark.parametrize("cwd,expected", NOT_A_PROJECT, ids=[r[0] for r in NOT_A_PROJECT])
def test_not_a_project(cwd, expected):
    assert call_letters(_SNAP, ("Write", {"file_path": "x.txt", "content": "x"}), cwd=cwd) == expected


@pytest.mark.parametrize("cwd,ok", [(WCWD, True), ("C:/Users/dev/proj", True), ("\\\\?\\C:\\Users\\dev\\proj", True),
                                    ("/home/dev/project", True), ("relative\\dir", False), ("C:proj", False)])
def test_the_api_takes_a_windows_cwd(cwd, ok):
    import json

    from guardian_site.errors import InvalidInput
    from policy import api

    body = json.dumps({"tool": "Read", "args": {"file_path": "x"}, "cwd": cwd}).encode()
    if ok:
        assert api.evaluate_input_parse(body, "k").cwd == cwd
    else:
        with pytest.raises(InvalidInput):
            api.evaluate_input_parse(body, "k")


# a Windows variable's place in a tool's path is on the system drive (/c/Windows), where a rule
# on it meets it (the helpers' Linux cwd)
_PLACE_RULES = snap(permissions={"deny": ["Edit(//c/Program Files/**)", "Read(//c/Windows/**)"]})
PLACES = [
    (("Write", {"file_path": "%ProgramFiles%\\App\\x.dll", "content": "x"}), 'DDDDD'),   # was KKADD
    (("Read", {"file_path": "%SystemRoot%\\System32\\config\\SAM"}), 'DDDDD'),   # was AAAAA
    (("Read", {"file_path": "C:\\Windows\\win.ini"}), 'DDDDD'),   # was AAAAA
    (("Write", {"file_path": "%SystemRoot%\\System32\\x.dll", "content": "x"}), 'DDDDD'),
    (("Write", {"file_path": "%ProgramData%\\Microsoft\\Windows\\Start Menu\\Programs\\StartUp\\x.bat",
                "content": "x"}), 'DDDDD'),
    (("Write", {"file_path": "%SystemDrive%\\x.txt", "content": "x"}), 'KKADD'),
    (("mcp__fs__delete_file", {"path": "%SystemDrive%\\"}), 'DDDDD'),
    (("mcp__fs__delete_file", {"path": "%windir%"}), 'DDDDD'),
    (("Read", {"file_path": "%USERPROFILE%\\notes.txt"}), 'AAAAA'),
]


@pytest.mark.parametrize("call,expected", PLACES, ids=[repr(r[0]) for r in PLACES])
def test_windows_places_on_the_system_drive(call, expected):
    assert call_letters(_PLACE_RULES, call) == expected
