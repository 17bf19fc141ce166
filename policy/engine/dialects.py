"""Other agents' tools as Claude Code's (probe round 24, dialects).

Codex CLI, Gemini CLI, Cursor, Cline/Roo, Windsurf, Copilot agent mode, OpenHands, Goose and
Amazon Q send the same calls Claude Code makes under their own names and argument shapes:
``run_shell_command {"command": ...}`` is Bash, Codex's ``shell {"command": ["bash", "-lc",
...], "workdir": ...}`` is Bash, Gemini's ``read_file {"absolute_path": ...}`` is Read,
OpenHands' ``str_replace_editor {"command": "create", ...}`` is Write. Such a call is decided
as the Claude Code call it stands for (the same rows, the same rules, the same checks): the
other-tools row would allow a Write outside the project and deny a file read in explore.

A call is translated only when its shape is known exactly: the tool's name (however
spelled: case, ``_``/``-``, invisible characters) and every argument name are in the
table below, each value of the type expected. Anything else (an argument the table does
not know, an environment, a list where a string belongs, text typed into a running
process) is left to the other-tools path, which judges it as it always did. What
the translation drops are words for the person (``description``, ``explanation``) and
settings that change neither what runs nor where (timeouts, paging, line ranges); a
working directory other than the call's becomes ``cd DIR &&`` in front of the command.

``translate`` returns the Claude Code calls (several when one call reads or fetches
several things: the strictest decision stands) or None.
"""

from __future__ import annotations

import json
import re
import shlex
from functools import lru_cache
from typing import Any, Mapping

from policy.engine import powershell, spelling
from policy.engine.commands import dangerous_env
from policy.engine.paths import windows_drive

# a tool's name as compared: case, separators and invisible characters dropped
_NAME_NOISE = re.compile(r"[\s_\-.\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]+")


def canon(name: str) -> str:
    return _NAME_NOISE.sub("", name).casefold()


# ---- argument roles --------------------------------------------------------------------
# each dialect tool: its kind and {argument name as compared: role}. Roles:
#   cmd      the shell command (a string; for Codex an argv list too)
#   cwd      the directory it runs in
#   bg       runs in the background (Claude Code's run_in_background)
#   sandbox  runs outside the agent's sandbox (Claude Code's dangerouslyDisableSandbox)
#   input    "true" when the text is typed into a running process (OpenHands): not translated
#   path / paths / content / old / new / diff / chunks / pattern / glob / globs / url /
#   urls / prompt / query / plan / todos / editor (str_replace_editor's sub-command)
#   drop     words for the person and settings that change nothing that runs or is read
#   num      a limit, a line or a range, a timeout: a number (or a list of them); another
#            value (a path in "limit") leaves the call untranslated
_DROP_SHELL = {"description": "drop", "explanation": "drop", "timeout": "num", "timeoutms": "num",
               "timeoutseconds": "num", "summary": "drop", "justification": "drop", "requiresapproval": "drop",
               "safetoautorun": "drop", "blocking": "drop", "waitmsbeforeasync": "num", "yieldtimems": "num",
               "maxoutputtokens": "num", "toolsummary": "drop", "requireuserapproval": "drop",
               # (probe round 49, tools49) OpenHands' own guess at the call's risk: words
               "securityrisk": "drop"}
_SHELL = {**_DROP_SHELL, "command": "cmd", "cmd": "cmd", "commandline": "cmd", "workdir": "cwd", "cwd": "cwd",
          "dirpath": "cwd",
          "directory": "cwd", "workingdirectory": "cwd", "isbackground": "bg", "runinbackground": "bg",
          "withescalatedpermissions": "sandbox", "sandboxpermissions": "sandbox", "isinput": "input",
          "shell": "shell", "login": "drop"}
_READ = {"path": "path", "filepath": "path", "absolutepath": "path", "targetfile": "path", "file": "path",
         "offset": "num", "limit": "num", "shouldreadentirefile": "drop", "startlineoneindexed": "num",
         "endlineoneindexedinclusive": "num", "startline": "num", "endline": "num", "explanation": "drop",
         "includesummaryofotherlines": "drop", "viewrange": "num", "mode": "drop", "toolsummary": "drop",
         # (probe round 49, tools50) Roo's list of files ({"args": {"file": [{"path", "line_range"}]}},
         # {"files": [{"path", "line_ranges"}]}): each file a Read
         "args": "roo_args", "files": "files"}
_WRITE = {"path": "path", "filepath": "path", "targetfile": "path", "content": "content", "filetext": "content",
          "codecontent": "content", "codeedit": "content", "code": "content", "explanation": "drop",
          "instructions": "drop", "instruction": "drop", "emptyfile": "drop", "linecount": "num",
          "codemarkdownlanguage": "drop", "blocking": "drop", "toolsummary": "drop", "line": "num",
          "insertline": "num"}
_EDIT = {"path": "path", "filepath": "path", "targetfile": "path", "oldstring": "old", "newstring": "new",
         "oldstr": "old", "newstr": "new", "search": "old", "replace": "new", "expectedreplacements": "num",
         "replaceall": "drop", "useregex": "drop", "ignorecase": "drop", "startline": "num", "endline": "num",
         "explanation": "drop", "instruction": "drop", "toolsummary": "drop", "diff": "diff",
         "replacementchunks": "chunks", "codemarkdownlanguage": "drop", "targetlinterrorids": "drop"}
_EDITOR = {"command": "editor", "path": "path", "filetext": "content", "oldstr": "old", "newstr": "new",
           "insertline": "num", "viewrange": "num", "explanation": "drop", "summary": "drop", "securityrisk": "drop"}
_LIST = {"path": "path", "relativeworkspacepath": "path", "directorypath": "path", "dirpath": "path",
         "recursive": "drop", "ignore": "drop", "respectgitignore": "drop", "explanation": "drop",
         "toolsummary": "drop", "filefilteringoptions": "drop"}
_GREP = {"pattern": "pattern", "query": "pattern", "regex": "pattern", "path": "path", "searchpath": "path",
         "include": "glob", "includepattern": "glob", "filepattern": "glob", "includes": "globs",
         "excludepattern": "drop", "casesensitive": "drop", "isregexp": "drop", "isregex": "drop",
         "matchperline": "drop", "caseinsensitive": "drop", "maxresults": "num", "explanation": "drop",
         "toolsummary": "drop", "targetdirectories": "paths", "dirpath": "path"}
_GLOB = {"pattern": "pattern", "query": "pattern", "path": "path", "searchdirectory": "path", "dirpath": "path",
         "casesensitive": "drop", "respectgitignore": "drop", "explanation": "drop", "maxresults": "num",
         "excludes": "drop", "type": "drop", "maxdepth": "num", "extensions": "drop", "fullpath": "drop",
         "toolsummary": "drop"}
_FETCH = {"url": "url", "urls": "urls", "prompt": "prompt", "query": "drop", "toolsummary": "drop",
          "explanation": "drop"}
_SEARCH = {"query": "query", "searchterm": "query", "explanation": "drop", "toolsummary": "drop",
           "domain": "drop"}
_PLAN = {"plan": "plan", "explanation": "drop", "merge": "drop", "todos": "todos"}
_READ_MANY = {"paths": "paths", "include": "globs", "exclude": "drop", "recursive": "drop",
              "usedefaultexcludes": "drop", "respectgitignore": "drop", "filefilteringoptions": "drop"}
_PATCH = {"input": "patch", "patch": "patch", "command": "patch", "explanation": "drop"}

# the dialects' tool names (as compared) -> (kind, roles)
_TOOLS: dict[str, tuple[str, Mapping[str, str]]] = {}
for _names, _kind, _roles in (
    # Codex CLI (shell, container.exec, local_shell's action, the unified exec_command), Gemini
    # CLI, Cursor, Cline/Roo, OpenHands, Goose, Copilot, Windsurf, Amazon Q
    (("shell", "container.exec", "exec_command", "run_shell_command", "run_terminal_cmd", "execute_command",
      "execute_bash", "developer__shell", "run_in_terminal", "run_command", "executeBash", "execute_bash"),
     "shell", _SHELL),
    (("read_file", "view_file", "view_image"), "read", _READ),
    (("fs_read", "fsRead"), "fs_read", {**_READ, "operations": "ops", "summary": "drop"}),
    (("local_shell",), "local_shell", {"action": "action"}),
    (("delete_file",), "delete", {"targetfile": "path", "path": "path", "filepath": "path", "explanation": "drop"}),
    # (probe round 36, published10) Zed's agent tools that delete, move and copy a file or a
    # tree, by a path that starts with the project's root directory's name ("project/src",
    # "project" the whole project): were "a call of this tool", allowed in default mode
    (("delete_path",), "zed_delete", {"path": "path"}),
    (("move_path",), "zed_move", {"sourcepath": "src", "destinationpath": "dst"}),
    (("copy_path",), "zed_copy", {"sourcepath": "src", "destinationpath": "dst"}),
    # ... and its open, which hands a file or an address to the system's default program
    # (an .exe, a .bat, a .desktop or a macOS .command file is run): as xdg-open of it
    (("open",), "zed_open", {"pathorurl": "target"}),
    (("create_directory",), "mkdir", {"dirpath": "path", "path": "path"}),
    (("access_mcp_resource",), "resource", {"servername": "server", "uri": "uri"}),
    (("get_terminal_output",), "output", {"id": "id"}),
    (("get_errors",), "errors", {"filepaths": "paths"}),
    # words for the person or the model: a question, a plan, a thought, the end of a task
    (("ask_followup_question", "plan_mode_respond", "think", "finish", "attempt_completion"), "words",
     {"question": "drop", "options": "drop", "response": "drop", "needsmoreexploration": "drop", "thought": "drop",
      "message": "drop", "taskcompleted": "drop", "result": "drop", "followup": "drop"}),
    (("read_many_files",), "read_many", _READ_MANY),
    (("write_file", "write_to_file", "create_file", "edit_file", "insert_edit_into_file", "insert_content"),
     "write", _WRITE),
    (("replace", "replace_in_file", "replace_string_in_file", "search_replace", "replace_file_content",
      "apply_diff", "search_and_replace"), "edit", _EDIT),
    (("str_replace_editor", "str_replace_based_edit_tool", "developer__text_editor", "text_editor", "fs_write",
      "fsWrite"), "editor", _EDITOR),
    (("list_directory", "list_dir", "list_files", "listDirectory"), "list", _LIST),
    (("search_file_content", "grep_search", "search_files", "codebase_search", "semantic_search",
      "list_code_definition_names"), "grep", _GREP),
    (("glob", "file_search", "find_by_name"), "glob", _GLOB),
    (("web_fetch", "fetch_webpage", "read_url_content", "view_web_document_content_chunk", "fetch"), "fetch",
     {**_FETCH, "maxlength": "num", "startindex": "num", "raw": "drop", "position": "num"}),
    (("web_search", "google_web_search", "search_web"), "search", _SEARCH),
    (("update_plan", "todo_write", "manage_todo_list"), "plan", _PLAN),
    (("apply_patch",), "patch", _PATCH),
    # (probe round 25) Gemini's memory (a line appended to ~/.gemini/GEMINI.md, which every
    # later session reads as instructions), Codex's text typed into a running exec session,
    # Roo's and Cline's sub-task and mode switch, Amazon Q's AWS call (the aws CLI it is)
    (("save_memory",), "memory", {"fact": "content"}),
    (("write_stdin",), "stdin", {"sessionid": "id", "chars": "content", "yieldtimems": "drop",
                                  "maxoutputtokens": "drop"}),
    (("new_task",), "subtask", {"mode": "mode", "message": "prompt", "todos": "drop"}),
    (("switch_mode",), "switch", {"modeslug": "mode", "reason": "drop"}),
    (("use_aws",), "aws", {"servicename": "service", "operationname": "operation", "parameters": "params",
                           "region": "region", "profilename": "profile", "label": "drop"}),
    # (probe round 33, tools33) Continue's built-in tools, under their names with and without
    # the builtin_ prefix of older releases: a file written outside the project was "a call
    # of this tool", allowed in default mode
    (("run_terminal_command", "builtin_run_terminal_command"), "shell", {**_SHELL, "waitforcompletion": "drop"}),
    (("builtin_read_file",), "read", _READ),
    (("create_new_file", "builtin_create_new_file"), "write", {**_WRITE, "contents": "content"}),
    (("edit_existing_file", "builtin_edit_existing_file"), "write", {**_WRITE, "changes": "content"}),
    (("single_find_and_replace", "builtin_single_find_and_replace"), "edit", _EDIT),
    (("builtin_ls", "view_subdirectory", "builtin_view_subdirectory"), "list", {**_LIST, "directorypath": "path"}),
    (("builtin_grep_search",), "grep", _GREP),
    (("file_glob_search", "builtin_file_glob_search"), "glob", _GLOB),
    (("fetch_url_content", "builtin_fetch_url_content"), "fetch", _FETCH),
    (("builtin_search_web",), "search", _SEARCH),
    # (probe round 48, tools48) Augment's, Kiro's, Kimi CLI's and Crush's built-in tools: a
    # file written, appended to, edited or deleted by one was "a call of this tool" (save-file
    # and remove-files of src/a.py allowed in default mode, of ~/proj2/x too), its shell's
    # `git status` no read-only command (launch-process with wait: "npm test" asked)
    (("launch-process",), "shell", {**_SHELL, "wait": "drop", "maxwaitseconds": "num"}),
    (("save-file",), "write", {**_WRITE, "filecontent": "content", "addlastlinenewline": "drop",
                               "instructionsreminder": "drop"}),
    (("remove-files",), "delete", {"filepaths": "paths"}),
    (("view",), "read", {**_READ, "type": "drop", "searchqueryregex": "drop", "casesensitive": "drop",
                         "contextlinesbefore": "num", "contextlinesafter": "num"}),
    (("fsAppend",), "write", {**_WRITE, "text": "content"}),
    (("strReplace",), "edit", _EDIT),
    (("readMultipleFiles",), "read_many", _READ_MANY),
    (("StrReplaceFile",), "edit", {**_EDIT, "edit": "edits"}),
    (("download",), "download", {"url": "url", "filepath": "path", "timeout": "num"}),
    # ... and the editors' own file tools under names no table had: Copilot's many-file
    # replace, notebook edit and extension install, Gemini's smart_edit, Cursor's notebook
    # edit, Roo's image written to a path (a file in or out of the project was "a call of
    # this tool": allowed in default mode, wherever it wrote)
    (("multi_replace_string_in_file",), "multi_replace", {"replacements": "edits", "explanation": "drop"}),
    (("smart_edit",), "edit", _EDIT),
    (("edit_notebook",), "notebook", {"targetnotebook": "path", "cellidx": "num", "isnewcell": "newcell",
                                      "celllanguage": "lang", "oldstring": "old", "newstring": "new",
                                      "explanation": "drop"}),
    (("edit_notebook_file",), "notebook", {"filepath": "path", "edittype": "mode", "cellid": "drop",
                                           "language": "lang", "newcode": "new", "explanation": "drop"}),
    (("generate_image",), "image", {"prompt": "drop", "path": "path", "image": "drop"}),
    (("install_extension",), "extension", {"id": "id", "name": "drop"}),
    # (probe round 49, tools49) Copilot's runners: a notebook cell run (its code is the
    # notebook's, not in the call: jupyter execute of it), a workspace task by its id (npm's
    # and tsc's detected tasks are those commands; a tasks.json label runs what the call does
    # not say), a task made and run (its shell command, or its program and arguments), a VS
    # Code command by its id (a terminal's sendSequence types its text into the shell); and
    # Codex's unified_exec (an argv array, or with a session id characters typed into it):
    # each was "a call of this tool", allowed in default mode whatever it ran
    (("run_notebook_cell",), "nb_run", {"filepath": "path", "cellid": "drop", "continueonerror": "drop",
                                         "reason": "drop", "explanation": "drop"}),
    (("run_task", "run_vs_code_task", "run_vscode_task"), "vscode_task",
     {"workspacefolder": "cwd", "id": "task", "explanation": "drop"}),
    (("create_and_run_task",), "vscode_newtask", {"workspacefolder": "cwd", "task": "task", "explanation": "drop"}),
    (("run_vscode_command",), "vscode_cmd", {"commandid": "id", "name": "drop", "args": "args",
                                              "skipcheck": "drop", "explanation": "drop"}),
    # ... Amp's undo_edit and format_file (each rewrites the file at its path), Cline's new_rule
    # (a rule file written), and Cursor's and Windsurf's memories (kept outside the project and
    # read by every later session as instructions, as Gemini's save_memory is): "a call of
    # this tool", allowed in default mode
    (("undo_edit", "format_file"), "rewrite", {"path": "path"}),
    (("new_rule",), "write", {"path": "path", "content": "content"}),
    (("update_memory",), "agent_memory", {"title": "drop", "knowledgetostore": "content", "action": "drop",
                                          "existingknowledgeid": "drop"}),
    (("create_memory",), "agent_memory", {"id": "drop", "title": "drop", "content": "content", "corpusnames": "drop",
                                          "tags": "drop", "action": "drop", "usertriggered": "drop"}),
    (("unified_exec",), "unified_exec", {"input": "cmd", "sessionid": "id", "timeoutms": "num", "workdir": "cwd"}),
    # (probe round 49, tools50) Goose's extension switch: enabling a built-in or installed
    # extension gives the agent what it does (developer's shell, computercontroller's GUI and
    # scripts): "a call of this tool", allowed in default mode
    (("platform__manage_extensions", "manage_extensions"), "goose_ext",
     {"action": "action", "extensionname": "name", "name": "name"}),
):
    for _n in _names:
        _TOOLS[canon(_n)] = (_kind, _roles)

# Codex runs these argv[0] as a patch, not as a program (codex-rs apply_patch)
_PATCH_PROGRAMS = frozenset({"apply_patch", "applypatch"})
# a shell Codex's argv names with the script it runs (bash -lc SCRIPT)
_SHELLS = frozenset({"bash", "sh", "zsh", "dash"})
# a shell by its name or in the system's bin directories: the shell itself (another path,
# /tmp/bash or ./bash, is a program of that name, which the translation keeps)
_SYSTEM_SHELL = re.compile(r"(?:/(?:usr/(?:local/)?)?bin/|/opt/homebrew/bin/|/run/current-system/sw/bin/)?"
                           r"(?:bash|sh|zsh|dash)")
_SCRIPT_FLAGS = frozenset({"-c", "-lc", "-cl"})
# Codex's heredoc form: [cd DIR &&] apply_patch <<'EOF' ... EOF
_PATCH_HEREDOC = re.compile(r"\A\s*(?:cd\s+(?P<dir>[^\s;&|<>`$'\"\\]+)\s*&&\s*)?(?:apply_patch|applypatch)\s*"
                            r"<<-?\s*(?P<q>['\"]?)(?P<tag>[A-Za-z_][A-Za-z0-9_]*)(?P=q)[ \t]*\n"
                            r"(?P<body>.*?)\n(?P=tag)[ \t]*\n?\s*\Z", re.S)
_URL = re.compile(r"(?i)\b[a-z][a-z0-9+.\-]{1,15}://[^\s\"'<>`]+")
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_GLOB_CHARS = re.compile(r"[*?\[{]")
_GLOB_SPLIT = re.compile(r"[\s,]+(?![^{]*})")
_MAX_ITEMS = 64
# a value that reads as a path: absolute, the home, a variable's, or relative with ./ or ../
_PATHLIKE = re.compile(r"(?:[/~$]|\.\.?(?:/|$))")

Call = tuple[str, dict]


def known(tool: Any) -> bool:
    """Is ``tool`` one of the dialects' tool names (remembered: names repeat)?"""
    return isinstance(tool, str) and len(tool) <= 128 and _known(tool)


@lru_cache(maxsize=4096)
def _known(tool: str) -> bool:
    return (len(tool) <= 64 and canon(tool) in _TOOLS) or _cli_program(tool) is not None or _git_named(tool) is not None \
        or agent_server(tool) is not None


# the kinds whose tools write, make or delete files (a call of one whose shape is not
# known exactly is still a file tool's: probe round 25)
_WRITER_KINDS = frozenset({"write", "edit", "editor", "delete", "mkdir", "patch", "zed_delete", "zed_move", "zed_copy",
                           "download", "multi_replace", "notebook", "image", "rewrite", "agent_memory"})


def writer(tool: Any) -> bool:
    """Is ``tool`` a dialect's tool that writes, makes or deletes files (write_file,
    replace, str_replace_editor, delete_file, apply_patch...)?"""
    entry = _TOOLS.get(canon(tool)) if known(tool) else None   # (a CLI-named MCP tool is known, not listed)
    return entry is not None and entry[0] in _WRITER_KINDS


# (probe round 49, tools49) the kinds whose tools run what their call names only in part
# (a task's id, a command's id, a notebook's cell): a call of one whose shape is not known
# exactly runs what nothing read
_RUNNER_KINDS = frozenset({"nb_run", "vscode_task", "vscode_newtask", "vscode_cmd", "goose_ext"})


def runner(tool: Any) -> bool:
    """Is ``tool`` a dialect's tool that runs a task, a command id or a cell (run_task,
    create_and_run_task, run_vscode_command, run_notebook_cell)?"""
    entry = _TOOLS.get(canon(tool)) if known(tool) else None
    return entry is not None and entry[0] in _RUNNER_KINDS or git_named(tool) is not None


def patcher(tool: Any) -> bool:
    """Is ``tool`` Codex's apply_patch (the files it writes are its patch's headers)?"""
    entry = _TOOLS.get(canon(tool)) if known(tool) else None
    return entry is not None and entry[0] == "patch"


def translate(tool: str, args: Mapping[str, Any], cwd: str | None) -> list[Call] | None:
    """The Claude Code calls a dialect tool's call stands for, or None (not a dialect tool,
    or a shape not known exactly)."""
    if not known(tool) or not isinstance(args, Mapping):
        return None
    if canon(tool) not in _TOOLS:
        if _git_named(tool) is not None:
            try:
                return _git_call(_git_named(tool), args, cwd)
            except _Unknown:
                return None
        if agent_server(tool) is not None:
            try:
                return _agent_call(agent_server(tool), args, cwd, tool.rsplit("__", 1)[-1]) \
                    if canon(tool.rsplit("__", 1)[-1]) not in _AGENT_OWN_TOOLS else None
            except _Unknown:
                return None
        return _cli_call(tool, args)
    kind, roles = _TOOLS[canon(tool)]
    got: dict[str, Any] = {}
    for k, v in args.items():
        if not isinstance(k, str):
            return None
        role = roles.get(canon(k))
        if role is None and kind == "shell" and _PATHLIKE.match(v if isinstance(v, str) else "") \
                and "\n" not in v and len(v) < 4096 and len(got.setdefault("extra", {})) < 4:
            # (probe round 32) a path under a name the table does not know ({"path":
            # "/home/dev/project"}): kept for the Bash call, which also judges the command
            # as run there (evaluate._bash_in_its_dir); no stricter than without it when it
            # is the project or inside it, / or the home stay where it may run
            got["extra"][k] = v
            continue
        if role is None or role in got:
            return None   # an argument the table does not know, or one given twice
        if role == "num":
            if not _number(v):
                return None   # (a limit or a line that is no number: not the shape known)
        elif role != "drop":
            got[role] = v
        elif v is not None and not isinstance(v, (str, int, float, bool, list)):
            return None   # (a dropped setting is a plain value: an object may hide anything)
    try:
        return _KINDS[kind](got, cwd)
    except _Unknown:
        return None


_NUMBER_TEXT = re.compile(r"\s*[-+]?\d{1,12}(?:\.\d{1,6})?\s*")


def _number(v: Any, depth: int = 0) -> bool:
    """A number as agents send one: an int or float, its text, null or a flag; a short
    list of them (a line range)."""
    if v is None or isinstance(v, (bool, int, float)):
        return True
    if isinstance(v, str):
        return not v or _NUMBER_TEXT.fullmatch(v) is not None or v.strip().casefold() in ("true", "false")
    return isinstance(v, list) and depth == 0 and len(v) <= 4 and all(_number(x, 1) for x in v)
# (probe round 25) an MCP server's tool named for a command-line program that takes its
# argument words as a list (mcp__gcp__gcloud {"args": ["projects", "delete", "p"]}): that
# program's command line, judged as Bash
_CLI_PROGRAMS = frozenset({"aws", "gcloud", "gsutil", "bq", "az", "kubectl", "helm", "terraform", "tofu", "pulumi",
                           "docker", "podman", "doctl", "flyctl", "heroku", "vercel", "netlify", "wrangler",
                           "firebase", "supabase", "eksctl", "oc", "kustomize", "argocd", "gh", "glab", "git"})
_ARGV_KEYS = frozenset({"args", "argv", "arguments", "command", "cmd", "cliargs", "commandargs"})
CLI_ARGV_KEYS = _ARGV_KEYS
_CWD_KEYS = frozenset({"cwd", "workdir", "workingdir", "workingdirectory", "directory"})


def cli_program(tool: Any) -> str | None:
    """The command-line program an MCP tool is named for (mcp__gcp__gcloud, run_gcloud_command),
    or that a tool named only for running a command runs on a server named for the program
    (mcp__kubectl__execute_command, mcp__docker__cli: probe round 32, mcp32; a bare run or
    exec of a container's or a pod's server runs in it: not here), or None."""
    return _cli_named(tool) if isinstance(tool, str) and len(tool) <= 128 else None


@lru_cache(maxsize=4096)
def _cli_named(tool: str) -> str | None:
    program = _cli_program(tool)
    if program is not None or not tool.startswith("mcp__") or tool.count("__") < 2:
        return program
    if canon(tool.rsplit("__", 1)[-1]) not in _GENERIC_RUN:
        return None
    server = canon(tool.split("__")[1])
    if server in GATEWAYS:
        return None   # (MCP_DOCKER is Docker's gateway, its run_command another server's: no docker CLI)
    for noise in ("mcpserver", "server", "mcp"):
        if server.endswith(noise) and server[:-len(noise)] in _CLI_PROGRAMS:
            server = server[:-len(noise)]
        elif server.startswith(noise) and server[len(noise):] in _CLI_PROGRAMS:
            server = server[len(noise):]
    return server if server in _CLI_PROGRAMS else None


# (probe round 51, tools52) MCP gateways and proxies: one server that serves other servers'
# tools under their own names (the Docker MCP gateway's MCP_DOCKER, metamcp, mcp-proxy, 1mcp,
# toolhive's vmcp...) and calls one by name (mcp-exec, call_tool): the name as compared
GATEWAYS = frozenset({"mcpdocker", "dockermcp", "dockermcpgateway", "dockergateway", "mcpgateway", "gateway",
                      "metamcp", "mcpproxy", "proxy", "1mcp", "onemcp", "toolhive", "vmcp", "mcphub", "magg",
                      "pluggedin", "pluggedinmcp", "mcpx", "mcpjungle", "airis", "airisgateway", "mcprouter",
                      "aggregator", "mcpaggregator", "mcpm", "hub", "mcprouter", "router", "mcpmux"})
# a tool's own name that says only that it runs a command (its server names the program)
_GENERIC_RUN = frozenset({"cli", "command", "cmd", "runcommand", "executecommand", "execcommand", "runcli",
                          "clicommand", "runclicommand"})


def _cli_program(tool: str) -> str | None:
    if not tool.startswith("mcp__") or tool.count("__") < 2 or len(tool) > 128:
        return None
    program = canon(tool.rsplit("__", 1)[-1])
    # (probe round 29: run_gcloud_command, kubectl_cli, execute_az_command name the CLI too)
    for suffix in ("command", "cli", "cmd"):
        if program.endswith(suffix) and len(program) > len(suffix):
            program = program[:-len(suffix)]
            break
    for prefix in ("run", "exec", "execute", "call"):
        if program.startswith(prefix) and program[len(prefix):] in _CLI_PROGRAMS:
            program = program[len(prefix):]
    return program if program in _CLI_PROGRAMS else None


def _cli_call(tool: str, args: Mapping[str, Any]) -> list[Call] | None:
    """The command line of a CLI-named MCP tool given its words as a list (nothing else
    but a working directory and words for the person); another shape: None."""
    program = _cli_program(tool)
    if program is None:
        return None
    argv: list[str] | None = None
    cwd: str | None = None
    env: Mapping | None = None
    for k, v in args.items():
        if not isinstance(k, str):
            return None
        key = canon(k)
        if key in _ARGV_KEYS and argv is None and isinstance(v, list) and len(v) <= 4096 \
                and all(isinstance(w, str) for w in v):
            argv = list(v)
        elif key in _CWD_KEYS and cwd is None and isinstance(v, str):
            cwd = v
        elif key in ("env", "environment") and env is None and isinstance(v, Mapping) and len(v) <= _MAX_ITEMS \
                and all(isinstance(n, str) and _ENV_NAME.fullmatch(n) and isinstance(x, str) for n, x in v.items()):
            env = v   # (probe round 28: AWS_CONFIG_FILE, LD_PRELOAD... the command runs with them)
        elif key in ("timeout", "timeoutms", "description", "explanation"):
            continue
        else:
            return None
    if argv is None:
        return None
    if env and not any(dangerous_env(n) or _ENV_LOADS.search(n) for n in env):
        return None   # (a region, a profile, a project: the other-tools row, as before)
    if argv[:1] and argv[0].rsplit("/", 1)[-1] == program:
        argv = argv[1:]
    line = shlex.join([program, *argv])
    if env:
        line = "".join(f"export {n}={shlex.quote(x)}; " for n, x in env.items()) + line
    if cwd is not None and cwd.strip():
        line = f"cd {sh_path(cwd)} && {line}"
    return [("Bash", {"command": line})]


# a variable naming a file, a directory, a program, options, a proxy or an endpoint the
# CLI then reads or runs (AWS_CONFIG_FILE with credential_process, KUBECONFIG with an exec
# plugin, LD_PRELOAD): the command line is judged with it exported (probe round 28)
_ENV_LOADS = re.compile(r"(?i)^(?:LD_|DYLD_)|_FILE$|CONFIG|_PATH$|_HOME$|_DIR$|_OPTIONS$|_OPTS$|_COMMAND$|_CMD$|PROXY|"
                        r"ENDPOINT|_URL$|_HOST$|CA_BUNDLE|PROGRAM|_EXEC|PLUGIN|WRAPPER")


class _Unknown(Exception):
    """A value of a type the translation does not expect."""


def _text(got: Mapping[str, Any], role: str, required: bool = True, empty: bool = False) -> str | None:
    v = got.get(role)
    if v is None and not required:
        return None
    if not isinstance(v, str) or (not empty and not v.strip()):
        raise _Unknown(role)
    return v


def _texts(got: Mapping[str, Any], role: str) -> list[str]:
    v = got.get(role)
    if v is None:
        return []
    if isinstance(v, str):
        return [v] if v.strip() else []
    if not isinstance(v, list) or len(v) > _MAX_ITEMS or not all(isinstance(x, str) for x in v):
        raise _Unknown(role)
    return [x for x in v if x.strip()]


def _flag(v: Any) -> bool:
    """A boolean as agents send it (true, "true", "require_escalated"); anything else
    is no flag only when it is plainly off."""
    if v is None or v is False or v == 0:
        return False
    if isinstance(v, str) and v.strip().casefold() in ("", "false", "no", "0", "use_default", "default"):
        return False
    return True


def sh_path(p: str) -> str:
    """A path as a shell word: quoted, but a leading ~ left to mean the home (taken for
    the worst: the home is where the sensitive files are)."""
    if p == "~":
        return "~"
    if p.startswith("~/"):
        return "~/" + shlex.quote(p[2:]) if p[2:] else "~/"
    return shlex.quote(p)


_GLOB_PARTS = re.compile(r"([*?\[\]{},]+)")


def _sh_glob(g: str) -> str:
    """A glob as a shell word: its glob characters bare, the rest quoted."""
    return "".join(m if i % 2 else (shlex.quote(m) if m else "") for i, m in enumerate(_GLOB_PARTS.split(g)))


_BRACE = re.compile(r"\{([^{}]*,[^{}]*)\}")


# the kinds whose translation holds a Grep call (_grep; _read_many's _glob_read; _fs_read's
# search, through grep_search)
_GREP_KINDS = frozenset({"grep", "read_many", "fs_read"})


def searched_paths(tool: str, args: Mapping[str, Any], cwd: str | None) -> list[str]:
    """The paths and globs (braces expanded, a leading ``*`` also as no character) whose
    files a dialect tool's search reads, as written: what the sensitive paths meet when
    the policy names the tool and it is judged as itself (see searched_words)."""
    if not known(tool) or _TOOLS.get(canon(tool), ("",))[0] not in _GREP_KINDS:
        # (round 36, coldtools36: cost) only these kinds translate to a Grep (a CLI-named
        # tool's call is Bash): WebFetch, web_search and the rest search no file
        return []
    calls = translate(tool, args, cwd)
    out: list[str] = []
    for name, a in calls or ():
        if name != "Grep":
            continue
        path = a.get("path")
        path = path if isinstance(path, str) and path.strip() else "."
        glob = a.get("glob")
        if not (isinstance(glob, str) and glob.strip()):
            out.append(path)
            continue
        for part in _GLOB_SPLIT.split(glob.strip()):
            part = part.lstrip("/")
            if not part:
                continue
            for q in _braces(part):
                last = q.rsplit("/", 1)[-1]
                out.append(path.rstrip("/") + "/" + q)
                if last.startswith("*") and len(last) > 1:
                    out.append(path.rstrip("/") + "/" + q[:len(q) - len(last)] + last.lstrip("*"))
    return [_b for p in out for _b in _braces(p)]


def _braces(text: str, limit: int = 16) -> list[str]:
    """``text`` with its brace alternatives expanded (a{b,c} is ab and ac), up to a few."""
    out, todo = [], [text]
    while todo and len(out) < limit:
        t = todo.pop()
        m = _BRACE.search(t)
        if m is None:
            out.append(t)
        else:
            todo.extend(t[:m.start()] + alt + t[m.end():] for alt in m.group(1).split(","))
    return out + todo


def searched_words(grep_args: Mapping[str, Any]) -> list[str]:
    """The files a translated Grep call reads, as shell words for ``cat --`` (the sensitive
    paths meet them): its path, and the path joined with its glob (a leading ``*`` also
    as no character: ripgrep's ``*.env`` picks ``.env``, bash's does not)."""
    path = grep_args.get("path")
    path = path if isinstance(path, str) and path.strip() else "."
    base = sh_path(path)
    out = [base]
    glob = grep_args.get("glob")
    if isinstance(glob, str) and glob.strip():
        for part in _GLOB_SPLIT.split(glob.strip()):
            part = part.lstrip("/")
            if not part:
                continue
            head = base.rstrip("/") + "/" if base not in ("~", "~/") else "~/"
            out.append(head + _sh_glob(part))
            last = part.rsplit("/", 1)[-1]
            if last.startswith("*") and len(last) > 1:
                out.append(head + _sh_glob(part[:len(part) - len(last)] + last.lstrip("*")))
    return out


_WIN_DIR = re.compile(r"^(?:[A-Za-z]:[\\/]|[A-Za-z]:$|\\\\)")
# a PowerShell cmdlet's name (Verb-Noun, an approved verb) as a command's first word
_CMDLET = re.compile(r"(?i)^\s*(?:get|set|new|remove|add|clear|copy|move|rename|invoke|start|stop|restart|out|"
                     r"select|format|test|write|read|import|export|convertto|convertfrom|resolve|expand|compress|"
                     r"enable|disable|install|uninstall|update|register|unregister|push|pop|join|split|measure|"
                     r"sort|where|foreach|group|wait|receive|send|mount|dismount|initialize)-[a-z]+\b")
# (probe round 44, tools44) cmd.exe's own deletes with their switches (rd /s /q DIR, del /f /s /q F):
# only Windows' shells run them so
_CMD_DELETE = re.compile(r"(?i)^\s*(?:rd|rmdir|del|erase)(?:\s+/[a-z])+\s")


def windows_typed(line: str) -> bool:
    """Is ``line`` typed for Windows' shells: a cmdlet's Verb-Noun name first, or cmd.exe's
    delete with its switches (a shell tool on Windows runs it; Bash would not find it)?"""
    return _CMDLET.match(line) is not None or _CMD_DELETE.match(line) is not None


# the first words of a Windows shell's line that Bash reads otherwise or does not have (type, dir, del...)
_WINDOWS_FIRST = frozenset({"type", "dir", "del", "erase", "copy", "move", "ren", "rd", "md", "findstr", "where",
                            "cls", "xcopy"})


def _win_drive(workdir: str | None, cwd: str | None) -> str | None:
    """(probe round 43, pwsh43) The drive letter (lower case) a Windows line runs on: the call's
    own directory's (C:\\src), else the working directory's (C:\\Users\\dev or /c/Users/dev);
    None for a share (\\\\server\\x) or a directory on no drive."""
    for d in (workdir, cwd):
        if isinstance(d, str) and _WIN_DIR.match(d):
            return d[0].lower() if d[:1].isascii() and d[:1].isalpha() else None
    return windows_drive(cwd) if (workdir is None or workdir.startswith("/")) else None


def _same_win_dir(d: str, cwd: str | None) -> bool:
    """A Windows working directory the call's own: the same text, or (the call's cwd
    sent in POSIX form) the same directory's name."""
    if not cwd:
        return False
    a = d.replace("\\", "/").rstrip("/").casefold()
    b = cwd.replace("\\", "/").rstrip("/").casefold()
    if a == b:
        return True
    return not _WIN_DIR.match(cwd) and a.count("/") >= 3 and a.rsplit("/", 1)[-1] == b.rsplit("/", 1)[-1]


def _same_dir(d: str, cwd: str | None) -> bool:
    if not cwd:
        return d in (".", "./")
    d = d.rstrip("/") or "/"
    return d in (".", "./", cwd.rstrip("/") or "/")


def _shell(got: dict, cwd: str | None) -> list[Call] | None:
    workdir = _text(got, "cwd", required=False)
    calls = _shell_in(got, cwd, workdir)
    alt = spelling.tool_path_spelling(workdir) if workdir is not None else None
    if alt and alt.strip() and calls is not None:
        # (probe round 44, tools44) a working directory as a tool's path is read
        # (spelling.tool_path_spelling): "$HOME", "${HOME}", "%USERPROFILE%", a file: URI, a
        # fullwidth or space-padded spelling of the home may be the home itself; rm -rf . run
        # there was KAADD where "~" is denied. Both readings; the strictest decision stands.
        more = _shell_in(got, cwd, alt)
        if more is not None:
            calls = calls + [c for c in more if c not in calls]
    return calls


def _shell_in(got: dict, cwd: str | None, workdir: str | None) -> list[Call] | None:
    if _flag(got.get("input")):
        raise _Unknown("input")   # text typed into a running process: no command line
    shell = _text(got, "shell", required=False)
    if shell is not None and shell.strip().rsplit("/", 1)[-1] not in _SHELLS:
        raise _Unknown("shell")   # (another program reads the command: not a shell's line)
    cmd = got.get("cmd")
    if isinstance(cmd, list):
        if not cmd or len(cmd) > 4096 or not all(isinstance(w, str) for w in cmd):
            raise _Unknown("cmd")
        if cmd[0] in _PATCH_PROGRAMS and len(cmd) == 2:
            return _patch({"patch": cmd[1]}, cwd, workdir)
        if len(cmd) == 3 and _SYSTEM_SHELL.fullmatch(cmd[0]) and cmd[1] in _SCRIPT_FLAGS:
            script = cmd[2]   # the text Codex hands to the shell
        else:
            # (["/tmp/bash", "-c", "ls"] runs /tmp/bash: the program as named, never ls)
            script = shlex.join(cmd)
    elif isinstance(cmd, str):
        script = cmd
    else:
        raise _Unknown("cmd")
    if not script.strip():
        raise _Unknown("cmd")
    m = _PATCH_HEREDOC.match(script)
    if m is not None:
        inner = m.group("dir")
        if inner is not None:
            if inner.startswith("-"):
                raise _Unknown("cd")   # (cd - is the previous directory: where, unknown)
            base = workdir if workdir is not None else (cwd or ".")
            # (cd ~ and cd ~user go home, as the shell takes them: never the project's ./~)
            workdir = inner if inner.startswith(("/", "~")) else base.rstrip("/") + "/" + inner
        return _patch({"patch": m.group("body")}, cwd, workdir)
    first_word = workdir is None and isinstance(cwd, str) and _WIN_DIR.match(cwd) is not None \
        and (script.split(None, 1) or [""])[0].casefold() in _WINDOWS_FIRST
    if isinstance(cmd, str) and ((workdir is not None and _WIN_DIR.match(workdir)) or windows_typed(script)
                                 # ((probe round 44, pwsh44) no directory of its own, beside a Windows
                                 # working directory, a line that starts with a word of Windows' shells
                                 # that Bash reads otherwise: type \Windows\win.ini is Get-Content, not
                                 # Bash's type)
                                 or first_word
                                 or powershell.windows_shell_line(script)):
        # Windsurf's run_command (Codex, Cline...) on Windows runs PowerShell: a Windows
        # working directory, or a cmdlet's Verb-Noun name first, says so; read as the Bash
        # it stands for (powershell.py), a directory other than the call's a Set-Location
        if workdir is not None and not _same_win_dir(workdir, cwd):
            script = f"Set-Location -LiteralPath '{workdir.replace(chr(39), chr(39) * 2)}'; {script}"
        if _flag(got.get("bg")) or _flag(got.get("sandbox")):
            raise _Unknown("bg")
        # ((probe round 43, pwsh43) a rooted drive-less path, \Windows\win.ini, is on the working
        # directory's drive, as the PowerShell tool's is: round 42's to_bash_on)
        drive = _win_drive(workdir, cwd)
        if first_word and not _CMDLET.match(script) and not powershell.windows_shell_line(script):
            # (the shell not known: PowerShell's reading and cmd's, the stricter: rd /s /q %USERPROFILE%)
            return [("Bash", {"command": powershell.windows_line_to_bash_on(script, drive)}),
                    ("Bash", {"command": powershell.cmd_to_bash_on(script, drive)})]
        return [("Bash", {"command": powershell.windows_line_to_bash_on(script, drive)})]
    if shell is not None and not _SYSTEM_SHELL.fullmatch(shell.strip()):
        # (probe round 28) a shell at another path ("shell": "/tmp/zsh", "./bash") is that
        # program, given the line: judged as running it, not as the line alone
        script = shlex.join([shell.strip(), "-c", script])
    if workdir is not None and workdir.strip()[:1] in ("$", "%"):
        # (probe round 47, benign51) a directory given as a variable ({"Cwd": "$XDG_CONFIG_HOME"})
        # is where the harness that expands it runs the line, as the Bash tool's own cwd argument
        # is read (spelling.tool_path_spelling: the place the variable names, or somewhere
        # outside every project): never a folder of that literal name in the project
        workdir = spelling.tool_path_spelling(workdir.strip()) or workdir
    if workdir is not None and not _same_dir(workdir, cwd):
        script = f"cd {sh_path(workdir)} && {script}"
    args: dict[str, Any] = {"command": script}
    for k, v in (got.get("extra") or {}).items():
        if not v.startswith(("/", "~", "$")):   # (relative: below the directory it runs in)
            base = workdir if workdir is not None and workdir.startswith(("/", "~")) else (cwd or "/")
            v = base.rstrip("/") + "/" + v
        args[k] = v
    if _flag(got.get("bg")):
        args["run_in_background"] = True
    if _flag(got.get("sandbox")):
        args["dangerouslyDisableSandbox"] = True
    return [("Bash", args)]


def _patch(got: dict, cwd: str | None, workdir: str | None = None) -> list[Call] | None:
    text = _text(got, "patch")
    args: dict[str, Any] = {"input": text}
    if workdir is not None and not _same_dir(workdir, cwd):
        args["workdir"] = workdir
    return [("apply_patch", args)]


def _read(got: dict, cwd: str | None) -> list[Call]:
    if "roo_args" in got or "files" in got:
        return _read_list(got)
    return [("Read", {"file_path": _text(got, "path")})]


# the keys of one file in Roo's list (its path, the lines read: nothing else is known)
_ROO_FILE_KEYS = frozenset({"path", "linerange", "lineranges", "startline", "endline"})


def _read_list(got: dict) -> list[Call]:
    """(probe round 49, tools50) Roo's read_file of several files: {"args": {"file": [...]}}
    (its XML's shape as JSON; one file a mapping, not a list) or {"files": [...]}, each
    {"path", "line_range(s)"}: a Read of each path; another shape is not known."""
    if "path" in got or ("roo_args" in got) == ("files" in got):
        raise _Unknown("files")
    items = got.get("files")
    if "roo_args" in got:
        inner = got["roo_args"]
        if not isinstance(inner, Mapping) or len(inner) != 1 or canon(next(iter(inner), "") or "") not in ("file", "files"):
            raise _Unknown("args")
        items = next(iter(inner.values()))
    if isinstance(items, Mapping):
        items = [items]
    if not isinstance(items, list) or not items or len(items) > _MAX_ITEMS:
        raise _Unknown("files")
    out: list[Call] = []
    for item in items:
        if not isinstance(item, Mapping) or not all(isinstance(k, str) and canon(k) in _ROO_FILE_KEYS for k in item):
            raise _Unknown("files")
        path = item.get("path")
        if not isinstance(path, str) or not path.strip():
            raise _Unknown("path")
        out.append(("Read", {"file_path": path}))
    return out


def _fs_read(got: dict, cwd: str | None) -> list[Call]:
    if "ops" not in got:
        return _read(got, cwd)   # (fsRead {"path": ...})
    if "path" in got:
        raise _Unknown("ops")
    ops = got.get("ops")
    if not isinstance(ops, list) or not ops or len(ops) > _MAX_ITEMS:
        raise _Unknown("ops")
    out: list[Call] = []
    for op in ops:
        if not isinstance(op, Mapping):
            raise _Unknown("ops")
        if op.get("mode") == "Search" and set(op) <= {"mode", "path", "pattern", "context_lines"}:
            # (probe round 28: a search of a path's files, as Grep; it took the other-tools row)
            inner = translate("grep_search", {"path": op.get("path"), "query": op.get("pattern")}, cwd)
            if inner is None:
                raise _Unknown("ops")
            out.extend(inner)
            continue
        inner = translate("read_file" if op.get("mode") != "Directory" else "list_dir",
                          {k: v for k, v in op.items() if k not in ("mode", "depth", "start_line", "end_line",
                                                                      "pattern", "context_lines", "image_paths")},
                          cwd)
        if inner is None or "pattern" in op or "image_paths" in op:
            raise _Unknown("ops")   # (a search or images: not read here)
        out.extend(inner)
    return out


def _read_many(got: dict, cwd: str | None) -> list[Call]:
    out: list[Call] = []
    for p in _texts(got, "paths"):
        out.append(_glob_read(p))
    for g in _texts(got, "globs"):
        out.append(_glob_read(g))
    if not out:
        raise _Unknown("paths")
    return out


def _glob_read(p: str) -> Call:
    """A path or a glob whose files are read: Read of a path, Grep over a glob's files."""
    m = _GLOB_CHARS.search(p)
    if m is None:
        # (a file, or a directory whose files it reads: Grep over it says both)
        return ("Grep", {"pattern": ".", "path": p})
    head = p[:m.start()]
    base = head[:head.rfind("/")] if "/" in head else ""
    rest = p[len(base) + 1:] if base else p
    args = {"pattern": ".", "glob": rest}
    if base:
        args["path"] = base
    return ("Grep", args)


def _write(got: dict, cwd: str | None) -> list[Call]:
    return [("Write", {"file_path": _text(got, "path"), "content": _text(got, "content", empty=True)})]


_SEARCH_REPLACE = re.compile(r"<{5,}\s*SEARCH[^\n]*\n(.*?)\n?={5,}[ \t]*\n(.*?)\n?>{5,}\s*REPLACE", re.S)
_ROO_HEADER = re.compile(r"\A(?::start_line:\s*\d+\s*\n|:end_line:\s*\d+\s*\n)*(?:-{3,}[ \t]*\n)?")


def _edit(got: dict, cwd: str | None) -> list[Call]:
    path = _text(got, "path")
    if "diff" in got:
        diff = _text(got, "diff", empty=True)
        if "old" in got or "new" in got or "chunks" in got:
            raise _Unknown("diff")
        blocks = _SEARCH_REPLACE.findall(diff)
        if not blocks:
            # (not the SEARCH/REPLACE form: all of it is taken as written)
            return [("Edit", {"file_path": path, "old_string": "", "new_string": diff})]
        edits = [{"old_string": _ROO_HEADER.sub("", old), "new_string": new} for old, new in blocks]
        return [("MultiEdit", {"file_path": path, "edits": edits})]
    if "chunks" in got:
        chunks = got["chunks"]
        if not isinstance(chunks, list) or not chunks or len(chunks) > _MAX_ITEMS:
            raise _Unknown("chunks")
        edits = []
        for c in chunks:
            if not isinstance(c, Mapping) or set(c) - {"TargetContent", "ReplacementContent", "AllowMultiple"}:
                raise _Unknown("chunks")
            old, new = c.get("TargetContent", ""), c.get("ReplacementContent")
            if not isinstance(old, str) or not isinstance(new, str):
                raise _Unknown("chunks")
            edits.append({"old_string": old, "new_string": new})
        return [("MultiEdit", {"file_path": path, "edits": edits})]
    if "edits" in got:
        # (Kimi CLI's StrReplaceFile: {"old", "new"[, "replace_all"]}, or a list of them)
        items = got["edits"]
        items = [items] if isinstance(items, Mapping) else items
        if "old" in got or "new" in got or not isinstance(items, list) or not items or len(items) > _MAX_ITEMS:
            raise _Unknown("edits")
        edits = []
        for e in items:
            if not isinstance(e, Mapping) or set(e) - {"old", "new", "replace_all"} \
                    or not isinstance(e.get("old", ""), str) or not isinstance(e.get("new"), str):
                raise _Unknown("edits")
            edits.append({"old_string": e.get("old", ""), "new_string": e["new"]})
        return [("MultiEdit", {"file_path": path, "edits": edits})]
    old = _text(got, "old", required=False, empty=True) or ""
    new = _text(got, "new", empty=True)
    return [("Edit", {"file_path": path, "old_string": old, "new_string": new})]


def _multi_replace(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 48, tools48) Copilot's multi_replace_string_in_file: an Edit of each file
    its replacements name (the stricter decision stands: one outside the project asks)."""
    items = got.get("edits")
    if not isinstance(items, list) or not items or len(items) > _MAX_ITEMS:
        raise _Unknown("edits")
    out: list[Call] = []
    for e in items:
        if not isinstance(e, Mapping) or set(e) - {"filePath", "oldString", "newString", "explanation"}:
            raise _Unknown("edits")
        path, old, new = e.get("filePath"), e.get("oldString", ""), e.get("newString")
        if not isinstance(path, str) or not path.strip() or not isinstance(old, str) or not isinstance(new, str):
            raise _Unknown("edits")
        out.append(("Edit", {"file_path": path, "old_string": old, "new_string": new}))
    return out


_NOTEBOOK_MODES = {"insert": "insert", "edit": "replace", "replace": "replace", "delete": "delete"}


def _notebook(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 48, tools48) Cursor's edit_notebook and Copilot's edit_notebook_file: a
    NotebookEdit of the cell (code unless it is a new cell whose language says markdown)."""
    path = _text(got, "path")
    new = _text(got, "new", required=False, empty=True) or ""
    lang = got.get("lang", "python")
    mode = got.get("mode", "insert" if got.get("newcell") is True else "replace")
    if not isinstance(lang, str) or not isinstance(mode, str) or mode.strip().casefold() not in _NOTEBOOK_MODES \
            or not isinstance(got.get("newcell", False), bool):
        raise _Unknown("notebook")
    mode = _NOTEBOOK_MODES[mode.strip().casefold()]
    # (a new cell's language is its type; an existing cell's is the notebook's, not known
    # here: taken for code, whatever the call says)
    cell = "markdown" if mode == "insert" and lang.strip().casefold() in ("markdown", "md") else "code"
    return [("NotebookEdit", {"notebook_path": path, "new_source": new, "cell_type": cell, "edit_mode": mode})]


def _image(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 48, tools48) Roo's generate_image: a file written at its path."""
    return [("Write", {"file_path": _text(got, "path"), "content": ""})]


def _extension(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 48, tools48) Copilot's install_extension: VS Code's own install, whose
    extension runs in the editor (code --install-extension ID)."""
    return [("Bash", {"command": "code --install-extension " + shlex.quote(_text(got, "id"))})]


def _download(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 48, tools48) Crush's download: the address fetched and the file written
    with what it gives (the stricter of WebFetch's and Write's decisions stands)."""
    return [("WebFetch", {"url": _text(got, "url"), "prompt": ""}),
            ("Write", {"file_path": _text(got, "path"), "content": ""})]


def _editor(got: dict, cwd: str | None) -> list[Call]:
    """OpenHands' str_replace_editor, Anthropic's text editor, Goose's developer__text_editor,
    Amazon Q's fs_write: what the sub-command does."""
    sub = _text(got, "editor").strip().casefold().replace("_", "")
    path = _text(got, "path")
    extra = set(got) - {"editor", "path"}
    if sub == "view":
        if extra:
            raise _Unknown("view")
        # (a file's text, or a directory's listing: both, the stricter stands)
        return [("Read", {"file_path": path}), ("LS", {"path": path})]
    if sub in ("create", "write"):
        if extra - {"content"}:
            raise _Unknown(sub)
        return [("Write", {"file_path": path, "content": _text(got, "content", empty=True)})]
    if sub in ("strreplace", "insert", "append"):
        if extra - {"old", "new"} or (sub != "strreplace" and "old" in got):
            raise _Unknown(sub)
        old = _text(got, "old", required=False, empty=True) or ""
        return [("Edit", {"file_path": path, "old_string": old, "new_string": _text(got, "new", empty=True)})]
    if sub == "undoedit":
        if extra:
            raise _Unknown(sub)
        return [("Edit", {"file_path": path, "old_string": "", "new_string": ""})]
    raise _Unknown(sub)


def _list(got: dict, cwd: str | None) -> list[Call]:
    path = _text(got, "path", required=False)
    return [("LS", {"path": path} if path is not None else {})]


def _grep(got: dict, cwd: str | None) -> list[Call]:
    pattern = _text(got, "pattern", required=False) or "."
    paths = [_text(got, "path")] if "path" in got else []
    paths += _texts(got, "paths")
    globs = ([_text(got, "glob")] if got.get("glob") not in (None, "") else []) + _texts(got, "globs")
    out: list[Call] = []
    for p in paths or [None]:
        for g in globs or [None]:
            args: dict[str, Any] = {"pattern": pattern}
            if p is not None:
                args["path"] = p
            if g is not None:
                args["glob"] = g
            out.append(("Grep", args))
    return out


def _glob(got: dict, cwd: str | None) -> list[Call]:
    args: dict[str, Any] = {"pattern": _text(got, "pattern")}
    path = _text(got, "path", required=False)
    if path is not None:
        args["path"] = path
    return [("Glob", args)]


def _fetch(got: dict, cwd: str | None) -> list[Call]:
    urls = ([_text(got, "url")] if "url" in got else []) + _texts(got, "urls")
    prompt = _text(got, "prompt", required=False, empty=True)
    if prompt:
        # (Gemini's web_fetch fetches the addresses its prompt holds)
        found = _URL.findall(prompt[:100_000])
        if len(found) > _MAX_ITEMS:
            raise _Unknown("prompt")
        urls += found
    if not urls:
        raise _Unknown("url")
    return [("WebFetch", {"url": u, "prompt": prompt or ""}) for u in urls]


def _search(got: dict, cwd: str | None) -> list[Call]:
    return [("WebSearch", {"query": _text(got, "query")})]


def _plan(got: dict, cwd: str | None) -> list[Call]:
    items = got.get("plan", got.get("todos"))
    if not isinstance(items, list) or len(items) > 256:
        raise _Unknown("plan")
    todos = []
    for it in items:
        if not isinstance(it, Mapping):
            raise _Unknown("plan")
        text = it.get("step", it.get("content", it.get("title", "")))
        status = it.get("status", "pending")
        if not isinstance(text, str) or not isinstance(status, str):
            raise _Unknown("plan")
        todos.append({"content": text, "status": status, "activeForm": text})
    return [("TodoWrite", {"todos": todos})]


def _local_shell(got: dict, cwd: str | None) -> list[Call] | None:
    """Codex's local_shell call: {"action": {"type": "exec", "command": [...],
    "working_directory": ..., "timeout_ms": ...}} (no environment, no other user)."""
    action = got.get("action")
    if not isinstance(action, Mapping) or action.get("type") != "exec" or \
            set(action) - {"type", "command", "working_directory", "timeout_ms", "env", "user"} or \
            action.get("user"):
        raise _Unknown("action")
    inner = {"cmd": action.get("command")}
    if action.get("working_directory") is not None:
        inner["cwd"] = action["working_directory"]
    calls = _shell(inner, cwd)
    env = action.get("env")
    if env:
        # (the environment the command runs with: exported in front of it, as Bash judges it)
        if not isinstance(env, Mapping) or len(env) > _MAX_ITEMS or calls is None or calls[0][0] != "Bash":
            raise _Unknown("env")
        exports = []
        for k, v in env.items():
            if not isinstance(k, str) or not _ENV_NAME.fullmatch(k) or not isinstance(v, str):
                raise _Unknown("env")
            exports.append(f"export {k}={shlex.quote(v)}; ")
        calls = [("Bash", {**calls[0][1], "command": "".join(exports) + calls[0][1]["command"]})]
    return calls


# Gemini CLI's memory file (its save_memory tool appends the fact there)
_GEMINI_MEMORY = "~/.gemini/GEMINI.md"
# the characters that interrupt or end what runs in a terminal (Ctrl-C, Ctrl-D, Ctrl-Z, Ctrl-\)
_INTERRUPTS = frozenset("\x03\x04\x1a\x1c")


def _memory(got: dict, cwd: str | None) -> list[Call]:
    """save_memory {"fact"}: written outside the project, into a file agents read as
    instructions at every start: the Write of that file."""
    return [("Write", {"file_path": _GEMINI_MEMORY, "content": _text(got, "content")})]


def _stdin(got: dict, cwd: str | None) -> list[Call]:
    """Codex's write_stdin {"session_id", "chars"}: no characters polls the session's
    output (BashOutput); an interrupt stops it (KillShell); anything else is a line typed
    into whatever the session runs, most often a shell: judged as that shell's command."""
    v = got.get("id")
    if not isinstance(v, (str, int)) or isinstance(v, bool):
        raise _Unknown("id")
    chars = _text(got, "content", required=False, empty=True) or ""
    if not chars:
        return [("BashOutput", {"bash_id": str(v)})]
    if set(chars) <= _INTERRUPTS:
        return [("KillShell", {"shell_id": str(v)})]
    return [("Bash", {"command": chars})]


def _subtask(got: dict, cwd: str | None) -> list[Call]:
    """new_task {"mode", "message"}: a sub-agent's prompt, as Task's (its calls are judged
    when it makes them)."""
    mode = _text(got, "mode", required=False) or "general-purpose"
    return [("Task", {"description": mode, "prompt": _text(got, "prompt", empty=True), "subagent_type": mode})]


def _switch(got: dict, cwd: str | None) -> list[Call]:
    """switch_mode {"mode_slug"}: the agent's own mode, not Guardian's (which the request
    carries): bookkeeping, as ExitPlanMode."""
    return [("ExitPlanMode", {"plan": _text(got, "mode")})]


_AWS_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9.\-]{0,62}")
_AWS_PARAM = re.compile(r"[A-Za-z][A-Za-z0-9_\-]{0,62}")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _aws(got: dict, cwd: str | None) -> list[Call]:
    """Amazon Q's use_aws {"service_name", "operation_name", "parameters", "region",
    "profile_name"}: the aws CLI call it makes, judged as that command (``aws s3api
    delete-bucket --bucket x``). A parameter's value that is a list gives its words, an
    object its JSON, true a bare flag, false the --no- form."""
    service, op = _text(got, "service"), _text(got, "operation")
    if not _AWS_WORD.fullmatch(service) or not _AWS_WORD.fullmatch(op):
        raise _Unknown("operation")
    words = ["aws", service.casefold(), _CAMEL.sub("-", op).casefold()]
    params = got.get("params") or {}
    if not isinstance(params, Mapping) or len(params) > _MAX_ITEMS:
        raise _Unknown("params")
    for k, v in params.items():
        if not isinstance(k, str) or not _AWS_PARAM.fullmatch(k.lstrip("-")):
            raise _Unknown("params")
        flag = "--" + _CAMEL.sub("-", k.lstrip("-")).replace("_", "-").casefold()
        if v is True:
            words.append(flag)
        elif v is False:
            words.append("--no-" + flag[2:])
        elif v is None:
            continue
        elif isinstance(v, (str, int, float)):
            words += [flag, str(v)]
        elif isinstance(v, list) and len(v) <= _MAX_ITEMS and all(isinstance(x, (str, int, float)) for x in v):
            words += [flag, *(str(x) for x in v)]
        else:
            words += [flag, json.dumps(v, sort_keys=True)]
    for role, flag in (("region", "--region"), ("profile", "--profile")):
        val = _text(got, role, required=False)
        if val:
            words += [flag, val]
    return [("Bash", {"command": shlex.join(words)})]


def _delete(got: dict, cwd: str | None) -> list[Call]:
    # (probe round 31, mcp31) whether another agent's delete_file takes a directory's tree
    # with it is not known: read as the worst, recursive, as an MCP delete tool is
    # (Cursor's delete_file of / was asked, so bypass allowed it)
    # (Augment's remove-files: a list of them)
    paths = _texts(got, "paths") if "paths" in got else [_text(got, "path")]
    if not paths:
        raise _Unknown("paths")
    return [("Bash", {"command": "rm -rf -- " + " ".join(sh_path(p) for p in paths)})]


# (Zed's own tool names: edit_file, read_file and the rest are other agents' too)
ZED_PATH_TOOLS = frozenset({"delete_path", "move_path", "copy_path"})


def zed_path(p: str, cwd: str | None) -> str:
    """A Zed agent tool's path: relative ones start with a project root directory's name
    (the working directory's: "project/src/a.py", "project" the root itself)."""
    base = (cwd or "").rstrip("/").rsplit("/", 1)[-1]
    if not base or p.startswith(("/", "~")):
        return p
    head, _, rest = p.strip().partition("/")
    return (cwd.rstrip("/") + ("/" + rest if rest.strip("/") else "")) if head == base else p


def _zed_delete(got: dict, cwd: str | None) -> list[Call]:
    return _delete({"path": zed_path(_text(got, "path"), cwd)}, cwd)


def _zed_move(got: dict, cwd: str | None, program: str = "mv") -> list[Call]:
    src, dst = (sh_path(zed_path(_text(got, r), cwd)) for r in ("src", "dst"))
    return [("Bash", {"command": f"{program} -- {src} {dst}"})]


def _zed_copy(got: dict, cwd: str | None) -> list[Call]:
    return _zed_move(got, cwd, "cp -r")


def _zed_open(got: dict, cwd: str | None) -> list[Call]:
    target = _text(got, "target")
    if _URL.match(target.strip()) is None:
        target = sh_path(zed_path(target, cwd))
    else:
        target = shlex.quote(target.strip())
    return [("Bash", {"command": "xdg-open " + target})]


def _mkdir(got: dict, cwd: str | None) -> list[Call]:
    return [("Bash", {"command": "mkdir -p -- " + sh_path(_text(got, "path"))})]


def _resource(got: dict, cwd: str | None) -> list[Call]:
    return [("ReadMcpResourceTool", {"server": _text(got, "server"), "uri": _text(got, "uri")})]


def _output(got: dict, cwd: str | None) -> list[Call]:
    v = got.get("id")
    if not isinstance(v, (str, int)) or isinstance(v, bool):
        raise _Unknown("id")
    return [("BashOutput", {"bash_id": str(v)})]


def _errors(got: dict, cwd: str | None) -> list[Call]:
    paths = _texts(got, "paths")
    return [("Read", {"file_path": p}) for p in paths] or [("LS", {})]


def _words(got: dict, cwd: str | None) -> list[Call]:
    return [("AskUserQuestion", {})]


def _rewrite(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools49) Amp's undo_edit and format_file: the file rewritten."""
    return [("Edit", {"file_path": _text(got, "path"), "old_string": "", "new_string": ""})]


# where an agent's memories are kept (outside every project): the Write they stand for
_AGENT_MEMORY = "~/.agent-memories/memory.md"


def _agent_memory(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools49) Cursor's update_memory and Windsurf's create_memory: a note
    every later session reads as instructions, kept outside the project (save_memory's row)."""
    return [("Write", {"file_path": _AGENT_MEMORY,
                       "content": _text(got, "content", required=False, empty=True) or ""})]


def _nb_run(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools49) Copilot's run_notebook_cell: the notebook's code run (the
    cell's text is the file's, not in the call): as ``jupyter execute`` of the notebook."""
    return [("Bash", {"command": "jupyter execute -- " + sh_path(_text(got, "path"))})]


def _in_dir(line: str, got: dict, cwd: str | None) -> str:
    workdir = _text(got, "cwd", required=False)
    if workdir is not None and workdir.strip() and not _same_dir(workdir, cwd):
        return f"cd {sh_path(workdir)} && {line}"
    return line


# VS Code's detected tasks whose id says the command ("npm: test", "tsc: build - tsconfig.json")
_TASK_ID = re.compile(r"\A\s*(npm|tsc)\s*:\s*(.+?)\s*\Z", re.S)
_TSC_TASK = re.compile(r"\A(build|watch)\s+-\s+(.+)\Z", re.S)
# the command a task's id does not say: VS Code runs the workspace's task of that label
_RUN_TASK = "code --command workbench.action.tasks.runTask "


def _vscode_task(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools49) Copilot's run_task {"id", "workspaceFolder"}: an npm script's
    detected task is ``npm run SCRIPT``, tsc's ``tsc [-w] -p CONFIG``; another label runs what
    the workspace's tasks.json says, not known here (an unknown program's run: asked)."""
    task = _text(got, "task")
    m = _TASK_ID.match(task)
    line = None
    if m is not None and m.group(1) == "npm":
        line = "npm run " + shlex.quote(m.group(2))
    elif m is not None and (t := _TSC_TASK.match(m.group(2))) is not None:
        line = ("tsc -w -p " if t.group(1) == "watch" else "tsc -p ") + shlex.quote(t.group(2))
    if line is None:
        line = _RUN_TASK + shlex.quote(task)
    return [("Bash", {"command": _in_dir(line, got, cwd)})]


_NEW_TASK_KEYS = frozenset({"label", "type", "command", "args", "isBackground", "problemMatcher", "group", "detail",
                            "presentation", "dependsOn", "runOptions"})


def _vscode_newtask(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools49) Copilot's create_and_run_task {"workspaceFolder", "task":
    {"label", "type", "command", "args"...}}: a shell task's command line (its args after
    it), a process task's program and arguments; another type or key (options' env or cwd,
    an npm task) is not the shape known."""
    task = got.get("task")
    if not isinstance(task, Mapping) or set(task) - _NEW_TASK_KEYS:
        raise _Unknown("task")
    kind, command, args = task.get("type", "shell"), task.get("command"), task.get("args", [])
    if kind not in ("shell", "process") or not isinstance(command, str) or not command.strip() \
            or not isinstance(args, list) or len(args) > _MAX_ITEMS or not all(isinstance(a, str) for a in args) \
            or task.get("dependsOn"):
        raise _Unknown("task")
    line = (command + "".join(" " + shlex.quote(a) for a in args)) if kind == "shell" \
        else shlex.join([command, *args])
    return [("Bash", {"command": _in_dir(line, got, cwd)})]


# VS Code's commands that type text into the active terminal (its shell runs it)
_SEND_SEQUENCE = frozenset({"workbench.action.terminal.sendsequence"})


def _vscode_cmd(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools49) Copilot's run_vscode_command {"commandId", "name", "args"}:
    a terminal's sendSequence types its text into the shell (that shell's line); any other
    command id may do what its extension does (an unknown program's run: asked)."""
    cid = _text(got, "id").strip()
    args = got.get("args")
    if cid.casefold() in _SEND_SEQUENCE:
        items = args if isinstance(args, list) else [args]
        texts = [x if isinstance(x, str) else x.get("text") if isinstance(x, Mapping) else None for x in items]
        if not texts or len(texts) > _MAX_ITEMS or not all(isinstance(t, str) for t in texts):
            raise _Unknown("args")
        return [("Bash", {"command": t}) for t in texts if t.strip()] or [("BashOutput", {"bash_id": "terminal"})]
    words = [_RUN_TASK.split()[0], "--command", cid]
    if args not in (None, [], {}):
        words.append(json.dumps(args, sort_keys=True)[:4096])
    return [("Bash", {"command": shlex.join(words)})]


def _unified_exec(got: dict, cwd: str | None) -> list[Call] | None:
    """(probe round 49, tools49) Codex's unified_exec {"input": [...], "session_id",
    "timeout_ms"}: a new session runs its argv (as shell's command array); given a session
    id, the words are characters typed into that session (write_stdin's reading)."""
    if got.get("id") is None:
        return _shell({k: v for k, v in got.items() if k in ("cmd", "cwd")}, cwd)
    if "cwd" in got:
        raise _Unknown("cwd")   # (a running session's directory is its own)
    cmd = got.get("cmd")
    if isinstance(cmd, list) and len(cmd) <= 4096 and all(isinstance(w, str) for w in cmd):
        cmd = "".join(cmd)
    return _stdin({"id": got.get("id"), "content": cmd}, cwd)


def _goose_ext(got: dict, cwd: str | None) -> list[Call]:
    """(probe round 49, tools50) Goose's platform__manage_extensions {"action", "extension_name"}:
    an extension enabled runs as the agent's own server from then on (goose mcp NAME: an
    unknown program's run, asked); one disabled takes a power away (words)."""
    action = _text(got, "action").strip().casefold()
    name = _text(got, "name").strip()
    if action in ("disable", "remove", "off"):
        return [("AskUserQuestion", {})]
    if action not in ("enable", "add", "on", "install"):
        raise _Unknown("action")
    return [("Bash", {"command": "goose mcp " + shlex.quote(name)})]


# (probe round 49, tools50) a git server's stash and init tools (cyanheads' git_stash {path,
# mode, stashRef, message}, others' {repo_path, action, index}, git_stash_drop, git_init
# {repo_path | path, initialBranch, bare}): the git command line they stand for, run in the
# repository named (Bash's letter: stash drop of the project KAADD, clear KKADD, init KKADD);
# were "a call of this tool", allowed in default mode, git init of the home too
_GIT_NAMED_SUBS = {"stash": "", "stashlist": "list", "stashshow": "show", "stashpush": "push", "stashsave": "push",
                   "stashapply": "apply", "stashpop": "pop", "stashdrop": "drop", "stashclear": "clear",
                   "init": "init"}
_GIT_STASH_SUBS = {"list": "list", "show": "show", "push": "push", "save": "push", "create": "push", "apply": "apply",
                   "pop": "pop", "drop": "drop", "clear": "clear", "delete": "drop", "remove": "drop"}
_GIT_NAMED_ROLES = {
    **{k: "cwd" for k in ("repopath", "path", "repo", "repository", "repositorypath", "directory", "dir", "cwd",
                          "workdir", "workingdir", "workingdirectory", "projectpath", "repodir", "gitdir")},
    **{k: "sub" for k in ("action", "mode", "operation", "subcommand", "command", "op")},
    **{k: "ref" for k in ("stashref", "ref", "index", "stashindex", "stash", "stashid", "stashname")},
    "message": "msg", "msg": "msg", "includeuntracked": "-u", "untracked": "-u", "keepindex": "--keep-index",
    "all": "-a", "initialbranch": "branch", "branch": "branch", "defaultbranch": "branch", "bare": "--bare",
    "quiet": "drop", "description": "drop", "explanation": "drop", "timeout": "num"}
_STASH_REF = re.compile(r"(?:stash@\{)?(\d{1,6})\}?")


@lru_cache(maxsize=1024)
def _git_named(tool: str) -> str | None:
    """The git sub-command of a git server's stash or init tool ("" a stash of any kind),
    or None: mcp__git__git_stash, mcp__git-mcp__git_stash_drop, mcp__git__init."""
    if not tool.startswith("mcp__") or tool.count("__") < 2 or len(tool) > 128:
        return None
    last = canon(tool.rsplit("__", 1)[-1])
    if last.startswith("git"):
        last = last[3:]
    elif canon(tool.split("__")[1]).replace("mcp", "").replace("server", "") != "git":
        return None   # (a bare init or stash on a git server only: not GitLab's or a project tool's)
    if last in _GIT_TOOLS:
        # (only on a git server: GitHub's or GitLab's git_log reads a remote, no git line;
        # (probe round 51, tools52) or a git_ tool on a gateway that serves other servers'
        # tools under their own names: the Docker MCP gateway's git_push is mcp/git's)
        full = canon(tool.split("__")[1])
        server = full.replace("mcp", "").replace("server", "")
        return "=" + last if ("git" in server and not _GIT_HOSTS.search(server)) or (
            full in GATEWAYS and canon(tool.rsplit("__", 1)[-1]).startswith("git")) else None   # (a tool of the table below: "=show" is git show, "show" stash show)
    return _GIT_NAMED_SUBS.get(last)


def git_named(tool: Any) -> str | None:
    return _git_named(tool) if isinstance(tool, str) else None


def _git_call(sub: str, args: Mapping[str, Any], cwd: str | None) -> list[Call] | None:
    if sub[:1] == "=":
        return _git_tool(sub[1:], args, cwd)
    got: dict[str, Any] = {}
    for k, v in args.items():
        role = _GIT_NAMED_ROLES.get(canon(k)) if isinstance(k, str) else None
        if role is None or role in got:
            raise _Unknown(str(k)[:40])
        if role == "num":
            if not _number(v):
                raise _Unknown(k)
        elif role != "drop":
            got[role] = v
    words = ["git"]
    if sub == "init":
        words.append("init")
        if "sub" in got or "ref" in got or "msg" in got or {"-u", "--keep-index", "-a"} & set(got):
            raise _Unknown("init")
        if _flag(got.get("--bare")):
            words.append("--bare")
        branch = _text(got, "branch", required=False)
        if branch is not None:
            words += ["-b", branch.strip()]
    else:
        given = got.get("sub")
        if given is not None:
            if not isinstance(given, str) or given.strip().casefold() not in _GIT_STASH_SUBS:
                raise _Unknown("sub")
            given = _GIT_STASH_SUBS[given.strip().casefold()]
            if sub and given != sub:
                raise _Unknown("sub")
        sub = sub or given or "push"
        words += ["stash", sub]
        for flag in ("-u", "--keep-index", "-a"):
            if _flag(got.get(flag)):
                if sub != "push":
                    raise _Unknown(flag)
                words.append(flag)
        if got.get("--bare") is not None or got.get("branch") is not None:
            raise _Unknown("stash")
        msg = got.get("msg")
        if msg is not None:
            if not isinstance(msg, str) or sub != "push":
                raise _Unknown("msg")
            words += ["-m", msg]
        ref = got.get("ref")
        if ref is not None and ref != "":
            if sub not in ("show", "apply", "pop", "drop") or isinstance(ref, bool):
                raise _Unknown("ref")
            m = _STASH_REF.fullmatch(str(ref).strip()) if isinstance(ref, (int, str)) else None
            if m is None:
                raise _Unknown("ref")
            words.append(f"stash@{{{m.group(1)}}}")
    return _shell({"cmd": shlex.join(words), "cwd": got.get("cwd")} if got.get("cwd") is not None
                  else {"cmd": shlex.join(words)}, cwd)



# (probe round 50, tools51) a git server's other tools (mcp-server-git's git_commit, git_add,
# git_log, git_diff, git_show, git_branch, git_create_branch, git_checkout, git_reset; push,
# pull, fetch, merge; a bare commit or log on a server named git) judged as the git line they
# stand for, as stash and init are: git_reset KAADD, reset --hard KKADD, git_log AAAAA, a Bash(git commit:*)
# deny rule meets git_commit. Per tool: its words, and {argument: (how, word)}: "pos"
# operands in the order given by the word (a list of them too), "path" after --, "opt" an
# option and its value, "eq" --option=value, "flag" when on, or a choice's words. An
# argument outside the table, or of another type: not the shape known, asked. A value
# that starts with - stays an option of the line (the server's own argument injection).
_GIT_CTX = {"contextlines": ("eq", "--unified"), "context": ("eq", "--unified"), "unified": ("eq", "--unified")}
_GIT_REV = {k: ("pos", "0") for k in ("revision", "ref", "commit", "rev", "commithash", "hash", "sha", "target",
                                      "object")}
_GIT_TOOLS: dict[str, tuple[tuple[str, ...], dict[str, tuple[str, Any]]]] = {
    "status": (("status",), {"short": ("flag", "--short"), "porcelain": ("flag", "--porcelain")}),
    "diffunstaged": (("diff",), {**_GIT_CTX}),
    "diffstaged": (("diff", "--cached"), {**_GIT_CTX}),
    "diff": (("diff",), {**_GIT_CTX, **_GIT_REV, "commit1": ("pos", "0"), "commit2": ("pos", "1"),
                         "from": ("pos", "0"), "to": ("pos", "1"), "staged": ("flag", "--cached"),
                         "cached": ("flag", "--cached"), "stat": ("flag", "--stat"), "nameonly": ("flag", "--name-only"),
                         "file": ("path", ""), "files": ("path", ""), "paths": ("path", ""), "filepath": ("path", "")}),
    "commit": (("commit",), {"message": ("opt", "-m"), "msg": ("opt", "-m"), "amend": ("flag", "--amend"),
                             "all": ("flag", "--all"), "allowempty": ("flag", "--allow-empty"),
                             "author": ("eq", "--author"), "noverify": ("flag", "--no-verify"),
                             "signoff": ("flag", "--signoff")}),
    "add": (("add",), {"files": ("pos", "0"), "paths": ("pos", "0"), "file": ("pos", "0"), "pathspec": ("pos", "0"),
                       "all": ("flag", "--all"), "update": ("flag", "--update"), "force": ("flag", "--force")}),
    "reset": (("reset",), {**_GIT_REV, "mode": ({"soft": "--soft", "mixed": "--mixed", "hard": "--hard",
                                                 "merge": "--merge", "keep": "--keep"}, ""),
                           "hard": ("flag", "--hard"), "soft": ("flag", "--soft"), "files": ("path", ""),
                           "paths": ("path", ""), "file": ("path", "")}),
    "log": (("log",), {"maxcount": ("eq", "--max-count"), "limit": ("eq", "--max-count"), "n": ("eq", "--max-count"),
                       "count": ("eq", "--max-count"), "starttimestamp": ("eq", "--since"), "since": ("eq", "--since"),
                       "endtimestamp": ("eq", "--until"), "until": ("eq", "--until"), "author": ("eq", "--author"),
                       "grep": ("eq", "--grep"), "oneline": ("flag", "--oneline"), "branch": ("pos", "0"),
                       "branchorref": ("pos", "0"), **_GIT_REV, "file": ("path", ""), "filepath": ("path", ""),
                       "paths": ("path", "")}),
    "show": (("show",), {**_GIT_REV, "stat": ("flag", "--stat"), "nameonly": ("flag", "--name-only")}),
    "branch": (("branch",), {"branchtype": ({"local": "", "remote": "-r", "remotes": "-r", "all": "-a"}, ""),
                             "contains": ("opt", "--contains"), "notcontains": ("opt", "--no-contains"),
                             "all": ("flag", "-a"), "remote": ("flag", "-r"), "remotes": ("flag", "-r")}),
    "createbranch": (("branch",), {"branchname": ("pos", "0"), "name": ("pos", "0"), "branch": ("pos", "0"),
                                   "newbranch": ("pos", "0"), "basebranch": ("pos", "1"), "startpoint": ("pos", "1"),
                                   "base": ("pos", "1"), "from": ("pos", "1")}),
    "checkout": (("checkout",), {"branchname": ("pos", "0"), "branch": ("pos", "0"), "branchorpath": ("pos", "0"),
                                 **_GIT_REV, "create": ("flag", "-b"), "createbranch": ("flag", "-b"),
                                 "newbranch": ("flag", "-b"), "force": ("flag", "--force"), "files": ("path", ""),
                                 "paths": ("path", "")}),
    "push": (("push",), {"remote": ("pos", "0"), "branch": ("pos", "1"), "refspec": ("pos", "1"),
                         "force": ("flag", "--force"), "forcewithlease": ("flag", "--force-with-lease"),
                         "setupstream": ("flag", "--set-upstream"), "tags": ("flag", "--tags"),
                         "delete": ("flag", "--delete")}),
    "pull": (("pull",), {"remote": ("pos", "0"), "branch": ("pos", "1"), "rebase": ("flag", "--rebase"),
                         "ffonly": ("flag", "--ff-only")}),
    "fetch": (("fetch",), {"remote": ("pos", "0"), "branch": ("pos", "1"), "all": ("flag", "--all"),
                           "prune": ("flag", "--prune"), "tags": ("flag", "--tags")}),
    "merge": (("merge",), {"branch": ("pos", "0"), "source": ("pos", "0"), "sourcebranch": ("pos", "0"),
                           "message": ("opt", "-m"), "noff": ("flag", "--no-ff"), "ffonly": ("flag", "--ff-only"),
                           "squash": ("flag", "--squash"), "abort": ("flag", "--abort")}),
    # (probe round 51, tools52) cyanheads' tools that manage tags, remotes, worktrees, a
    # rebase, a cherry-pick, a clean, by a mode naming the sub-command ("sub": its words
    # follow the tool's, the choice None is the server's default mode); blame and reflog
    "tag": (("tag",), {"mode": ({"list": ("-l",), "create": (), "delete": ("-d",), None: ("-l",), "*": ()}, "sub"),
                       "tagname": ("pos", "0"), "name": ("pos", "0"), "tag": ("pos", "0"), "commit": ("pos", "1"),
                       "ref": ("pos", "1"), "target": ("pos", "1"), "message": ("opt", "-m"),
                       "annotated": ("flag", "-a"), "annotate": ("flag", "-a"), "sign": ("flag", "-s"),
                       "force": ("flag", "-f"), "forceunsignedonfailure": ("drop", "")}),
    "remote": (("remote",), {"mode": ({"list": ("-v",), "add": ("add",), "remove": ("remove",), "rename": ("rename",),
                                       "get-url": ("get-url",), "geturl": ("get-url",), "set-url": ("set-url",),
                                       "seturl": ("set-url",), "show": ("show",), "prune": ("prune",),
                                       None: ("-v",)}, "sub"),
                             "name": ("pos", "0"), "remote": ("pos", "0"), "url": ("pos", "1"),
                             "newname": ("pos", "1"), "push": ("flag", "--push")}),
    "worktree": (("worktree",), {"mode": ({"list": ("list",), "add": ("add",), "remove": ("remove",), "move": ("move",),
                                           "prune": ("prune",), "lock": ("lock",), "unlock": ("unlock",),
                                           None: ("list",)}, "sub"),
                                 "worktreepath": ("pos", "0"), "commitish": ("pos", "1"), "newpath": ("pos", "1"),
                                 "branch": ("opt", "-b"), "force": ("flag", "--force"), "detach": ("flag", "--detach"),
                                 "verbose": ("flag", "--verbose"), "dryrun": ("flag", "--dry-run")}),
    "cherrypick": (("cherry-pick",), {"commits": ("pos", "0"), "commit": ("pos", "0"), "commitref": ("pos", "0"),
                                      "commithash": ("pos", "0"), "nocommit": ("flag", "--no-commit"),
                                      "continueoperation": ("flag", "--continue"), "continue": ("flag", "--continue"),
                                      "abort": ("flag", "--abort"), "mainline": ("opt", "-m"),
                                      "strategy": ("eq", "--strategy"), "signoff": ("flag", "--signoff")}),
    "rebase": (("rebase",), {"mode": ({"start": (), "continue": ("--continue",), "abort": ("--abort",),
                                       "skip": ("--skip",), None: ()}, "sub"),
                             "upstream": ("pos", "0"), "branch": ("pos", "1"), "interactive": ("flag", "-i"),
                             "onto": ("opt", "--onto"), "preserve": ("flag", "--rebase-merges")}),
    "clean": (("clean",), {"force": ("flag", "-f"), "dryrun": ("flag", "-n"), "directories": ("flag", "-d"),
                           "ignored": ("flag", "-x")}),
    "blame": (("blame",), {"filepath": ("path", ""), "file": ("path", ""), "startline": ("drop", ""),
                           "endline": ("drop", ""), "ignorewhitespace": ("flag", "-w")}),
    "reflog": (("reflog",), {"ref": ("pos", "0"), "maxcount": ("eq", "--max-count"), "limit": ("eq", "--max-count")}),
}
_GIT_HOSTS = re.compile("github|gitlab|gitea|gitee|gitbucket|gitkraken|gitness|gitguardian|gitbook|digit|legit")
_GIT_TOOL_COMMON = {k: "cwd" for k, v in _GIT_NAMED_ROLES.items() if v == "cwd"} | {
    "description": "drop", "explanation": "drop", "timeout": "num", "quiet": "drop"}


def _git_words(v: Any) -> list[str]:
    """A git tool's operand as words: a text, a number, or a list of texts."""
    if isinstance(v, bool):
        raise _Unknown("word")
    if isinstance(v, (str, int)):
        return [str(v)]
    if isinstance(v, list) and len(v) <= _MAX_ITEMS and all(isinstance(w, str) for w in v):
        return list(v)
    raise _Unknown("word")


def _git_tool(sub: str, args: Mapping[str, Any], cwd: str | None) -> list[Call] | None:
    subwords, table = _GIT_TOOLS[sub]
    opts: list[str] = []
    ops: dict[str, list[str]] = {}
    paths: list[str] = []
    workdir: Any = None
    chosen: tuple[str, ...] | None = None
    for k, v in args.items():
        key = canon(k) if isinstance(k, str) else ""
        spec = table.get(key)
        if spec is None:
            common = _GIT_TOOL_COMMON.get(key)
            if common is None or (common == "cwd" and workdir is not None):
                raise _Unknown(str(k)[:40])
            if common == "cwd":
                workdir = v
            elif common == "num" and not _number(v):
                raise _Unknown(key)
            continue
        how, word = spec
        if v is None or v == "" or v == []:
            continue
        if isinstance(how, dict):
            if not isinstance(v, str) or v.strip().casefold() not in how:
                raise _Unknown(key)
            if word == "sub":
                chosen = how[v.strip().casefold()]   # (the sub-command's words: after the tool's)
            elif how[v.strip().casefold()]:
                opts.append(how[v.strip().casefold()])
        elif how == "drop":
            if not isinstance(v, (bool, int, float, str)):
                raise _Unknown(key)
        elif how == "flag":
            if _flag(v):
                opts.append(word)
        elif how == "pos":
            ops.setdefault(word, []).extend(_git_words(v))
        elif how == "path":
            paths += _git_words(v)
        else:
            w = _git_words(v)
            if len(w) != 1:
                raise _Unknown(key)
            opts += [word, w[0]] if how == "opt" else [f"{word}={w[0]}"]
    if chosen is None:
        # (no mode given: the server's default; a tag named with no mode ("*") is made, as
        # a git_tag {"name", "message"} without modes does)
        chosen = next((h["*"] if ops and "*" in h else h[None] for h, w in table.values()
                       if w == "sub" and isinstance(h, dict)), ())
    words = ["git", *subwords, *chosen, *opts, *(w for i in sorted(ops) for w in ops[i])]
    if paths:
        words += ["--", *paths]
    got = {"cmd": shlex.join(words)}
    if workdir is not None:
        got["cwd"] = workdir
    return _shell(got, cwd)


# (probe round 50, tools51) an AI agent's MCP server (codex mcp-server's codex, claude mcp
# serve, gemini-mcp-tool's ask-gemini, cursor-agent's, aider's): a call with a prompt is
# that agent acting on it, judged as its command line given the prompt is (`codex exec
# PROMPT` KKADD; a Bash(codex:*) deny rule meets it); one with its approvals off is left to
# evaluate (KKKDD), one with no prompt (ping, help, list) stays another tool's call
AGENT_SERVERS = {"claude": "claude", "claudecode": "claude", "codex": "codex", "gemini": "gemini",
                 "geminicli": "gemini", "qwen": "qwen", "qwencode": "qwen", "opencode": "opencode",
                 "cursoragent": "cursor-agent", "amp": "amp", "copilot": "copilot", "copilotcli": "copilot",
                 "crush": "crush", "droid": "droid", "cline": "cline", "kimi": "kimi", "amazonq": "q", "qchat": "qchat",
                 "kiro": "kiro-cli", "kirocli": "kiro-cli", "cursor": "cursor-agent", "aider": "aider",
                 "codexcli": "codex", "claudecli": "claude", "qwencli": "qwen"}
# (a prompt given as an operand follows --: its words are no options, `codex exec -- 'explain
# danger-full-access'` is no sandbox named)
_AGENT_LINE = {"claude": ("-p",), "gemini": ("-p",), "qwen": ("-p",), "codex": ("exec", "--"), "q": ("chat", "--"),
               "qchat": ("chat", "--"), "kiro-cli": ("chat", "--"), "cursor-agent": ("-p",), "aider": ("--message",),
               "copilot": ("-p",), "opencode": ("run", "--"), "crush": ("run", "--"), "droid": ("exec", "--"),
               "amp": ("-x",)}
# a model's sampling settings: a call shaped as a model API's request (max_tokens,
# temperature) is text from the model, no agent sent off to act
_MODEL_API_KEYS = frozenset({"maxtokens", "temperature", "topp", "topk", "stopsequences", "maxoutputtokens"})
_AGENT_PROMPT = frozenset({"prompt", "message", "query", "instructions", "task", "question", "aicodingprompt",
                           "request", "userprompt", "goal", "changedescription"})
# the agent's own tools as `claude mcp serve` offers them: a call of one is that tool's
# call, no prompt for the agent (Task's and Agent's are: a subagent sent off on it)
_AGENT_OWN_TOOLS = frozenset({"bash", "read", "write", "edit", "multiedit", "glob", "grep", "ls", "webfetch",
                              "websearch", "todowrite", "todoread", "notebookedit", "notebookread", "bashoutput",
                              "killshell", "exitplanmode"})
_AGENT_DIR = frozenset({"cwd", "workfolder", "workdir", "workingdir", "workingdirectory", "directory", "projectpath",
                        "projectdir", "repopath", "basepath"})


# (probe round 51, tools52) a conversation's messages as the prompt (OpenAI's and Anthropic's
# shape), and the words of a tool's own name that send the agent off with no prompt given
# (codex {}, claude_code {}, ask-gemini {}); a name with one of _AGENT_QUERY_WORDS only asks
# the server about itself (ping, Help, list_sessions, fetch-chunk, list_models)
_AGENT_MESSAGES = frozenset({"messages", "contents", "conversation", "history", "input", "inputs", "prompts", "parts"})
_AGENT_RUN_WORDS = frozenset({"codex", "claude", "gemini", "qwen", "cursor", "aider", "opencode", "crush", "droid",
                              "amp", "copilot", "kimi", "kiro", "cline", "q", "ask", "chat", "run", "exec", "execute",
                              "task", "prompt", "reply", "continue", "resume", "brainstorm", "agent", "code", "query",
                              "send", "message", "delegate", "start", "do", "implement", "fix", "edit",
                              "refactor", "review", "plan", "analyze", "analyse", "explain"})
_AGENT_QUERY_WORDS = frozenset({"list", "ping", "help", "get", "status", "version", "fetch", "models", "model",
                                "sessions", "search", "cancel", "stop", "kill", "health", "info", "timeout", "test",
                                "chunk", "history", "logs", "log", "config", "settings", "usage", "whoami"})


@lru_cache(maxsize=1024)
def _runs_agent(own: str) -> bool:
    words = set(re.findall(r"[a-z]+", re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", own).casefold()))
    return bool(words & _AGENT_RUN_WORDS) and not words & _AGENT_QUERY_WORDS


def _prompt_texts(v: Any, out: list[str], depth: int) -> None:
    """The texts a prompt given as no text holds (a message's content, a part's text), or
    the value itself as text (a number)."""
    if len(out) >= _MAX_ITEMS or depth > 6:
        return
    if isinstance(v, str):
        if v.strip():
            out.append(v)
    elif isinstance(v, Mapping):
        for x in list(v.values())[:_MAX_ITEMS]:
            _prompt_texts(x, out, depth + 1)
    elif isinstance(v, (list, tuple)):
        for x in v[:_MAX_ITEMS]:
            _prompt_texts(x, out, depth + 1)
    elif v is not None and not isinstance(v, bool):
        out.append(str(v))


@lru_cache(maxsize=1024)
def agent_server(tool: str) -> str | None:
    """The agent program whose MCP server ``tool`` is on (mcp__codex__codex: codex), or None."""
    if not tool.startswith("mcp__") or tool.count("__") < 2 or len(tool) > 256:
        return None
    server = canon(tool.split("__")[1])
    for noise in ("mcpserver", "server", "mcp"):
        if server.endswith(noise) and server[:-len(noise)] in AGENT_SERVERS:
            server = server[:-len(noise)]
        elif server.startswith(noise) and server[len(noise):] in AGENT_SERVERS:
            server = server[len(noise):]
    if server in GATEWAYS:
        # (probe round 52, tools53) a gateway serves other servers' tools under their own
        # names (MCP_DOCKER's codex, a hub's claude_code, ask-gemini, cursor_agent): a tool
        # named for running an agent is that agent's server's (KKADD, approvals off KKKDD)
        own = tool.rsplit("__", 1)[-1]
        if not _runs_agent(own):
            return None
        joined = canon(own)
        if joined in AGENT_SERVERS:
            return AGENT_SERVERS[joined]
        return next((AGENT_SERVERS[w] for w in re.findall(r"[a-z]+", own.casefold())
                     if w in AGENT_SERVERS and w not in ("q", "amp", "crush", "cline")), None)
    return AGENT_SERVERS.get(server)


def _agent_call(program: str, args: Mapping[str, Any], cwd: str | None, own: str = "") -> list[Call] | None:
    prompt: list[str] = []
    workdir: Any = None
    unread = False
    for k, v in args.items():
        key = canon(k) if isinstance(k, str) else ""
        if key in _MODEL_API_KEYS:
            return None
        if key in _AGENT_PROMPT and isinstance(v, str) and v.strip():
            prompt.append(v)
        elif key in _AGENT_PROMPT and isinstance(v, list) and all(isinstance(w, str) for w in v[:_MAX_ITEMS]):
            prompt += [w for w in v[:_MAX_ITEMS] if w.strip()]
        elif (key in _AGENT_PROMPT or key in _AGENT_MESSAGES) and v is not None and v != "" and v != [] and v != {}:
            # (probe round 51, tools52) a prompt that is no text ({"prompt": 42}, {"prompt":
            # {"text": ...}}, {"messages": [{"role": "user", "content": ...}]}): the server
            # hands the agent what it makes of it; its texts are the prompt read
            unread = True
            _prompt_texts(v, prompt, 0)
        elif key in _AGENT_DIR and isinstance(v, str) and v.strip() and workdir is None:
            workdir = v
    if not prompt and not unread:
        if not own or not _runs_agent(own):
            return None   # (ping, help, list_models, fetch-chunk: no agent sent off)
        unread = True   # (codex {}, claude_code {}: the agent run on what the server makes of nothing)
    got = {"cmd": shlex.join([program, *_AGENT_LINE.get(program, ("--",)), "\n".join(prompt)[:100_000]])}
    if workdir is not None:
        got["cwd"] = workdir
    return _shell(got, cwd)

_KINDS = {"local_shell": _local_shell, "delete": _delete, "zed_delete": _zed_delete, "zed_move": _zed_move,
          "zed_copy": _zed_copy, "zed_open": _zed_open, "mkdir": _mkdir, "resource": _resource, "output": _output,
          "errors": _errors, "words": _words, "shell": _shell, "read": _read, "fs_read": _fs_read, "read_many": _read_many, "write": _write,
          "edit": _edit, "editor": _editor, "list": _list, "grep": _grep, "glob": _glob, "fetch": _fetch,
          "search": _search, "plan": _plan, "patch": lambda got, cwd: _patch(got, cwd), "memory": _memory,
          "stdin": _stdin, "subtask": _subtask, "switch": _switch, "aws": _aws,
          "download": _download, "multi_replace": _multi_replace, "notebook": _notebook, "image": _image,
          "extension": _extension, "nb_run": _nb_run, "vscode_task": _vscode_task, "vscode_newtask": _vscode_newtask,
          "vscode_cmd": _vscode_cmd, "unified_exec": _unified_exec, "rewrite": _rewrite, "agent_memory": _agent_memory,
          "goose_ext": _goose_ext}
