"""Probe round 37 (2026-11-27), editors37: editors and document tools that run programs, each call in
all five modes (letters: default, accept_edits, bypass, dont_ask, explore; A allow, K ask, D deny),
without rules and under a deny rule on a script (Bash(./deploy.sh:*), Bash(sh deploy.sh:*)).
Fixed, by class: (1) vim/vi/ex/view/nvim's :w !CMD and filters (:%!CMD, :1,$!CMD, :'<,'>w !CMD,
in -c, +CMD and ex scripts on standard input, through silent!/keepalt/execute "...") pipe the
buffer to CMD: read as CMD < FILE for each file the buffer may hold (the file operands and what
:e/:r/:sp/:argadd... load), so a deny rule on sh deploy.sh meets vim -c 'w !sh' deploy.sh as it
meets sh < deploy.sh; a buffer not known (a file named at run time, -) is not sure. A command's
own bang (silent! !CMD, sil! w !CMD) no longer hides the shell's. vim's system('CMD', input)
feeds its input; system([...]), jobstart([...]), job_start, termopen and Lua tables ({...})
are argvs; :source/:runtime/:luafile/:pyfile read a script as -S does. (2) ed's w !CMD on its
standard input, likewise (ed opens its operand: `ed deploy.sh` is no run of it). (3) Emacs
Lisp's process runners by argv (start-process, start-file-process, process-lines, make-process
:command, call-process's words) and the region runners fed the buffer (shell-command-on-region,
call-process-region: the visited files, find-file's and insert-file-contents' too). (4) subl
--command 'exec {"cmd": [...]}' / {"shell_cmd": "..."}: the program run; another command or
JSON that does not read is not sure. (5) pandoc --filter/-F PROG and enscript -I/--filter CMD
(every spelling) and pandoc --pdf-engine PROG as the program they run; pandoc and enscript open their operands. (6) a
database client's output piped to a command (psql \\o |CMD, \\g |CMD, sqlite3 .once/.output
|CMD, mysql pager CMD / --pager=CMD) gives CMD text not known here: a shell there is not sure.
(7) vim's :sh[ell] and a bare :terminal start a shell (as bare sh is read); set shell=V / let
&shell = "V" makes V what :! and :shell run; :!! (the last command again) is not known. Emacs's
term, ansi-term, make-term and make-comint run the program they name."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()
_DENY_SNAP = snap(permissions={'deny': ['Bash(./deploy.sh:*)', 'Bash(sh deploy.sh:*)']})


def _id(row) -> str:
    call = row[0]
    return call if isinstance(call, str) else call[0] + " " + str(call[1])

VIM = [
    ("vim -c 'w !sh' deploy.sh", 'KKKDD'),
    ("vim -c '%!sh' deploy.sh", 'KKKDD'),
    ("vim -c 'w !sh' deploy.sh README.md", 'KKKDD'),
    ("vim -c 'silent! !rm -rf ~' x", 'DDDDD'),
    ("vim -c 'sil! !rm -rf /' x", 'DDDDD'),
    ("vim -c 'keepalt silent! !rm -rf ~' x", 'DDDDD'),
    ('vim -c \'call system("sh", "rm -rf ~")\' x', 'DDDDD'),
    ('vim -c "exe \'!rm -rf ~\'" x', 'DDDDD'),
    ("vim -c 'w !rm -rf ~' x", 'DDDDD'),
    ("vim -c '%!rm -rf ~' x", 'DDDDD'),
    ('nvim --headless -c \'lua vim.fn.system({"rm","-rf","/"})\' -c q', 'DDDDD'),
    ('nvim --headless -c \'lua vim.system({"rm", "-rf", "~"})\' -c q', 'DDDDD'),
    ('nvim -c \'call jobstart(["rm","-rf","/"])\' x', 'DDDDD'),
    ('vim -c \'call job_start(["rm", "-rf", "~"])\' x', 'DDDDD'),
    ('vim -c \'call system(["rm", "-rf", "/"])\' x', 'DDDDD'),
    ('nvim -c \'call jobstart(["ls"])\' x', 'KKADD'),
    ("vim -c 'so deploy.vim' x", 'KKKDD'),
    ("vim -c 'source %' deploy.vim", 'KKKDD'),
    ("vim -c 'luafile x.lua' x", 'KKKDD'),
    ("vim -c 'runtime! plugin/*.vim' x", 'KKKDD'),
    ('vim -S script.vim', 'KKKDD'),
    ("vim -c 'w !sort' x", 'KKADD'),
    ("vim -c '%!sort' x", 'KKADD'),
    ("vim -c '%!sort | uniq' x", 'KKADD'),
    ("vim -c '%!xxd' x.bin", 'KKADD'),
    ("vim -c 'r !ls' x", 'KKADD'),
    ("vim -c 'silent !ls' x", 'KKADD'),
    ("vim -c ':!ls'", 'KKADD'),
    ("vim -c 'q!' x", 'KKADD'),
    ("vim -c 'wq!' x", 'KKADD'),
    ("vim -c '%s/a/b/g' -c 'wq' x", 'KKADD'),
    ("vim -c 'set nu!' x", 'KKADD'),
    ("vim -c 'normal! gg' -c wq x", 'KKADD'),
    ('vim README.md', 'KKADD'),
    ('vim +PlugInstall +qall', 'KKADD'),
    ("nvim --headless '+Lazy! sync' +qa", 'KKADD'),
]

VIM_DENY = [
    ("vim -c 'w !sh' deploy.sh", 'DDDDD'),
    ("vim -c '%!sh' deploy.sh", 'DDDDD'),
    ("ex -c 'w !sh' deploy.sh", 'DDDDD'),
    ("vi +'w !bash' deploy.sh", 'DDDDD'),
    ("vim -es -c 'w !sh' -c 'q!' deploy.sh", 'DDDDD'),
    ("vim -c 'sil! w !sh' deploy.sh", 'DDDDD'),
    ('vim -c \'call system("sh", getline(1, "$"))\' deploy.sh', 'DDDDD'),
    ("vim -c '1,$!sh' deploy.sh", 'DDDDD'),
    ('vim -c "\'<,\'>w !sh" deploy.sh', 'DDDDD'),
    ("vim -c 'write !sh' deploy.sh", 'DDDDD'),
    ("vim -c 'w !sh' ./deploy.sh", 'DDDDD'),
    ("vim -c 'r deploy.sh' -c 'w !sh' x", 'DDDDD'),
    ("vim -c 'n' -c 'w !sh' x deploy.sh", 'DDDDD'),
    ("vim -c 'w !sh' deploy.sh README.md", 'DDDDD'),
    ("vim -c 'w !sh' -- deploy.sh", 'DDDDD'),
    ('vim -c "exe \'w !sh\'" deploy.sh', 'DDDDD'),
    ('vim -c \'execute "%!sh"\' deploy.sh', 'DDDDD'),
    ("vim -c 'w !sh -s' deploy.sh", 'DDDDD'),
    ("vim +'%!sh' deploy.sh", 'DDDDD'),
    ("view -c 'w !sh' deploy.sh", 'DDDDD'),
    ("nvim --headless -c 'w !sh' -c 'qa!' deploy.sh", 'DDDDD'),
    ("vim -c 'set ft=sh' -c 'w !sh' deploy.sh", 'DDDDD'),
    ('vim -c \'w !sh\' "$f"', 'KKKDD'),
    ("vim -c 'w !sh' -", 'KKKDD'),
    ("vim -c 'w !sort' deploy.sh", 'KKADD'),
    ('vim deploy.sh', 'KKADD'),
    ("vim -c 'r !ls' deploy.sh", 'KKADD'),
    ("vim -c 'w !sh' README.md", 'KKKDD'),
]

ED = [
    ("ed -s x <<< 'r !rm -rf ~'", 'DDDDD'),
    ("ed -s x <<< 'w !rm -rf ~'", 'DDDDD'),
    ("ed -s deploy.sh <<< 'w !sh'", 'KKKDD'),
    ("ex -s deploy.sh <<< '%!sh'", 'KKKDD'),
    ("ed -s x <<< 'w !sort'", 'KKADD'),
    ("ed -s x <<< ',p'", 'KKADD'),
    ('ed x', 'KKADD'),
]

ED_DENY = [
    ("ed -s deploy.sh <<< 'w !sh'", 'DDDDD'),
    ("ed deploy.sh <<< 'w !sh'", 'DDDDD'),
    ("ed -s deploy.sh <<< ',w !sh'", 'DDDDD'),
    ("ed -p '> ' deploy.sh <<< 'w !sh'", 'DDDDD'),
    ("echo ',w !sh' | ed deploy.sh", 'DDDDD'),
    ("printf 'e deploy.sh\nw !sh\n' | ed -s", 'DDDDD'),
    ("ex -s deploy.sh <<< '%!sh'", 'DDDDD'),
    ("vim -es deploy.sh <<< '%!sh'", 'DDDDD'),
    ("ed -s deploy.sh <<< '!ls'", 'KKADD'),
    ('ed deploy.sh', 'KKADD'),
    ("ed -s deploy.sh <<< 'w !sort'", 'KKADD'),
    ("ed -s deploy.sh <<< ',p'", 'KKADD'),
]

EMACS = [
    ('emacs --batch --eval \'(start-process "x" nil "rm" "-rf" "~")\'', 'DDDDD'),
    ('emacs --batch --eval \'(start-file-process "x" nil "rm" "-rf" "/")\'', 'DDDDD'),
    ('emacs --batch --eval \'(process-lines "rm" "-rf" "~")\'', 'DDDDD'),
    ('emacs --batch --eval \'(make-process :name "x" :command (list "rm" "-rf" "~"))\'', 'DDDDD'),
    ('emacs --batch --eval "(make-process :name \\"x\\" :command \'(\\"rm\\" \\"-rf\\" \\"/\\"))"', 'DDDDD'),
    ('emacs --batch --eval \'(call-process "rm" nil nil nil "-rf" "/")\'', 'DDDDD'),
    ('emacs --batch --eval \'(shell-command "rm -rf ~")\'', 'DDDDD'),
    ('emacs --batch --eval \'(process-lines prog "-rf" "~")\'', 'KKKDD'),
    ('emacs --batch --eval \'(start-process "x" nil "git" "status")\'', 'KKADD'),
    ('emacs --batch --eval \'(process-lines "git" "status")\'', 'KKADD'),
    ('emacs --batch --eval \'(message "hi")\'', 'KKADD'),
    ('emacs -batch -l deploy.el', 'KKADD'),
    ('emacs --script deploy.el', 'KKADD'),
    ("emacs -Q --batch --eval '(princ emacs-version)'", 'KKADD'),
    ('emacs -nw README.md', 'KKADD'),
    ('emacs --batch x.txt --eval \'(shell-command-on-region (point-min) (point-max) "sh")\'', 'KKKDD'),
]

EMACS_DENY = [
    ('emacs --batch deploy.sh --eval \'(shell-command-on-region (point-min) (point-max) "sh")\'', 'DDDDD'),
    ('emacs --batch --eval \'(progn (find-file "deploy.sh") (shell-command-on-region (point-min) (point-max) "sh"))\'', 'DDDDD'),
    ('emacs --batch deploy.sh --eval \'(call-process-region (point-min) (point-max) "sh")\'', 'DDDDD'),
    ('emacs --batch --eval \'(call-process "sh" nil nil nil "deploy.sh")\'', 'DDDDD'),
    ('emacs --batch --eval \'(start-process "x" nil "sh" "deploy.sh")\'', 'DDDDD'),
    ('emacs --batch --eval \'(process-lines "./deploy.sh")\'', 'DDDDD'),
    ('emacs --batch --eval \'(shell-command "sh deploy.sh")\'', 'DDDDD'),
    ('emacs --batch --eval \'(shell-command-on-region (point-min) (point-max) "sort")\'', 'KKADD'),
    ('emacs deploy.sh', 'KKADD'),
]

SUBLIME = [
    ('subl --command \'exec {"cmd": ["rm","-rf","/"]}\'', 'DDDDD'),
    ('subl --command \'exec {"shell_cmd": "rm -rf ~"}\'', 'DDDDD'),
    ('subl --command=\'exec {"cmd": ["rm","-rf","/"]}\'', 'DDDDD'),
    ('subl --command \'exec {"cmd": "rm -rf ~"}\'', 'DDDDD'),
    ('subl --command \'exec {"cmd": ["ls"]}\'', 'KKADD'),
    ("subl --command 'exec {bad json'", 'KKKDD'),
    ("subl --command 'build'", 'KKKDD'),
    ("subl --command 'toggle_side_bar'", 'KKADD'),
    ('subl README.md', 'KKADD'),
    ('subl .', 'KKADD'),
]

SUBLIME_DENY = [
    ('subl --command \'exec {"shell_cmd": "sh deploy.sh"}\'', 'DDDDD'),
    ('subl --command \'exec {"cmd": ["sh", "deploy.sh"]}\'', 'DDDDD'),
    ('subl --command \'exec {"cmd": ["./deploy.sh"]}\'', 'DDDDD'),
    ('subl deploy.sh', 'KKADD'),
]

PANDOC = [
    ('pandoc --filter ./f.sh README.md -o out.html', 'KKADD'),
    ('pandoc --filter pandoc-citeproc README.md -o out.html', 'KKADD'),
    ('pandoc --lua-filter=f.lua README.md -o out.html', 'KKADD'),
    ('pandoc --filter "$f" README.md -o out.html', 'KKKDD'),
    ('pandoc README.md -o out.html', 'KAADD'),   # was KKADD (round 41, benign46: Markdown to HTML, its -o written)
    ("pandoc --pdf-engine='rm -rf ~' x.md", 'DDDDD'),
]

PANDOC_DENY = [
    ('pandoc --filter ./deploy.sh README.md -o out.html', 'DDDDD'),
    ('pandoc -F ./deploy.sh README.md -o out.html', 'DDDDD'),
    ('pandoc --filter=deploy.sh README.md -o out.html', 'DDDDD'),
    ('pandoc -F deploy.sh README.md -o out.html', 'DDDDD'),
    ('pandoc --pdf-engine=./deploy.sh x.md -o x.pdf', 'DDDDD'),
    ('pandoc --pdf-engine xelatex x.md -o x.pdf', 'KKADD'),
    ('pandoc deploy.sh -o out.html', 'KKADD'),
]

CLIENTS = [
    ("psql -c '\\o | sh'", 'KKKDD'),
    ("psql -c '\\g |bash'", 'KKKDD'),
    ("psql -c '\\o | sort'", 'KKADD'),
    ("psql -c '\\o out.txt'", 'KKADD'),
    ("psql -c '\\o | rm -rf ~'", 'DDDDD'),
    ("sqlite3 x.db '.once |sh'", 'KKKDD'),
    ("sqlite3 x.db '.output | sort'", 'KKADD'),
    ("sqlite3 x.db '.read |cat x.sql'", 'KKADD'),
    ("sqlite3 x.db '.output |rm -rf ~'", 'DDDDD'),
    ("sqlite3 x.db '.tables'", 'AAAAA'),
    ("mysql -e 'pager sh'", 'KKKDD'),
    ("mysql -e 'pager less'", 'KKADD'),
    ("mysql -e 'pager rm -rf ~'", 'DDDDD'),
    ('mysql --pager=sh', 'KKKDD'),
    ('mysql --pager=less', 'KKADD'),
    ("mysql --pager='rm -rf ~'", 'DDDDD'),
    ("psql -c 'select 1'", 'KKADD'),
    ("mysql -e 'select 1'", 'KKADD'),
    ("psql -c '\\! rm -rf ~'", 'DDDDD'),
    ("sqlite3 db.sqlite '.shell rm -rf ~'", 'DDDDD'),
    ("gdb -batch -ex '!rm -rf ~'", 'DDDDD'),
    ("gdb -batch -ex 'shell rm -rf ~'", 'DDDDD'),
    ("gdb -batch -ex 'bt' ./a.out", 'KKADD'),
    ("man -P 'rm -rf ~' ls", 'DDDDD'),
    ('man ls', 'KKADD'),
    ("git -c core.editor='rm -rf ~' commit", 'DDDDD'),
    ("enscript -I 'rm -rf ~' x", 'DDDDD'),
    ('enscript README.md -o out.ps', 'KKADD'),
    ('nano README.md', 'KKADD'),
    ('less README.md', 'KKADD'),
]

CLIENTS_DENY = [
    ("psql -c '\\! sh deploy.sh'", 'DDDDD'),
    ("sqlite3 x.db '.shell ./deploy.sh'", 'DDDDD'),
    ("gdb -batch -ex 'shell sh deploy.sh'", 'DDDDD'),
    ("man -P 'sh deploy.sh' ls", 'DDDDD'),
    ("enscript --filter 'sh deploy.sh' x", 'DDDDD'),
    ("nano --speller='sh deploy.sh' x", 'DDDDD'),
    ('less deploy.sh', 'KKADD'),
]

ENSCRIPT = [
    ("enscript -I'rm -rf ~' x", 'DDDDD'),
    ("enscript --filter='rm -rf ~' x", 'DDDDD'),
    ("enscript -I 'cat %s' x", 'KKADD'),
    ('enscript -p out.ps x', 'KKADD'),
    ('enscript -I "$f" x', 'KKKDD'),
]

ENSCRIPT_DENY = [
    ('enscript deploy.sh', 'KKADD'),
    ('enscript -I./deploy.sh x', 'DDDDD'),
    ("enscript --filter='./deploy.sh %s' x", 'DDDDD'),
]

SHELLS = [
    ("vim -c 'shell'", 'KKKDD'),
    ("vim -c ':sh'", 'KKKDD'),
    ("vim -c 'terminal'", 'KKKDD'),
    ("vim -c 'set shell=rm\\ -rf\\ ~' -c 'shell'", 'DDDDD'),
    ('vim -c \'let &shell="rm -rf ~"\' -c sh', 'DDDDD'),
    ("vim -c '!!sh' deploy.sh", 'KKKDD'),
    ("vim -c 'set sw=2' x", 'KKADD'),
    ("vim -c 'set shiftwidth=4' -c wq x", 'KKADD'),
    ("vim -c 'set sh=zsh' x", 'KKADD'),
    ('emacs --eval \'(make-term "x" "rm" nil "-rf" "~")\'', 'DDDDD'),
    ('emacs -Q -nw --eval \'(term "/bin/sh")\'', 'KKKDD'),
    ('emacs --eval \'(ansi-term "/bin/bash")\'', 'KKKDD'),
]

SHELLS_DENY = [
    ('emacs --eval \'(term "./deploy.sh")\'', 'DDDDD'),
    ('emacs --eval \'(make-comint "x" "sh" nil "deploy.sh")\'', 'DDDDD'),
]

ROWS = VIM + ED + EMACS + SUBLIME + PANDOC + CLIENTS + ENSCRIPT + SHELLS
DENY_ROWS = VIM_DENY + ED_DENY + EMACS_DENY + SUBLIME_DENY + PANDOC_DENY + CLIENTS_DENY + ENSCRIPT_DENY + SHELLS_DENY


@pytest.mark.parametrize("row", ROWS, ids=_id)
def test_round37_editors37(row) -> None:
    call, expected = row
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("row", DENY_ROWS, ids=_id)
def test_round37_editors37_under_a_deny_rule(row) -> None:
    call, expected = row
    assert call_letters(_DENY_SNAP, call) == expected


def test_the_rows_are_distinct() -> None:
    for rows in (ROWS, DENY_ROWS):
        seen = [repr(c) for c, _ in rows]
        assert len(seen) == len(set(seen))
