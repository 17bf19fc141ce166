r"""Probe round 46, benign50 (2026-11-28): rounds 44/45's benign Left items (history, exiftool,
mediainfo, trivy/grype/syft, registry reads, dart run/cabal run/dune exec, xcrun --find, git
format-patch, dotnet publish, nimble install -d, opam install --deps-only), then ~250 everyday
commands of the same families (shell builtins, media readers, scanners, registry reads, runners,
tool-path printers, git writes, builds and dependency installs).

Fixed, by class (policy/engine/commands.py unless said):
1. Readers of media metadata (READ_ONLY validators, options from lists): exiftool (options in any
   case; report/format flags, GROUP:TAG and capitalised tag names that are no option name; never
   -o/-w/-overwrite_original/-TAG=/-tagsFromFile/-config/-@/-if/-p/-api/-efile/-geotag, a URL or
   @FILE), mediainfo (--Output/--Inform a format or a template, not file://, not --LogFile, no
   URL), soxi/sox --i, metaflac --list/--show-*, mkvinfo (not -r), mkvmerge -i/-J, gifsicle
   --info, pngcheck (not -x), jpeginfo (not -d), heif-info (not -w), id3v2 -l: KKADD -> AAAAA;
   each is one of PROBED_READERS (sox '|rm -rf ~' out.wav stays DDDDD), a name with | no file.
2. Listings of the shell's history: history, history N, fc -l [-nr] [N [M]]: KKADD -> AAAAA;
   both are PROBED_READERS (history -s CMD; fc -s runs it: still DDDDD for a catastrophe).
3. Tool-path printers: xcrun [--sdk X] [--toolchain X] --find TOOL and the --show-sdk-* pages,
   llvm-config's flags: KKADD -> AAAAA.
4. git format-patch: its 000N-*.patch files a write of the working directory or of -o DIR
   (git_file_command, shell.fx_git's recorded write): KKADD -> KAADD; -o outside or into a hidden
   directory stays asked; --stdout (no -o, no --signature-file) read-only: KKADD -> AAAAA.
5. Builds and dependency installs, the build's trust (KKADD -> AAAAD): dotnet publish
   (SAFE_BUILD_SUBS), nimble install -d/--depsOnly, opam install . --deps-only (not -y: depexts),
   cabal install --only-dependencies, rebar3 get-deps, shards install, conan install . (not
   --profile), vcpkg install (manifest mode), carthage bootstrap, esy install (_LOCKFILE_INSTALLS);
   nimble list --installed; opam env / var (read-only).

Held / decided: registry reads (docker manifest inspect, docker buildx imagetools inspect,
skopeo inspect, crane manifest, regctl, oras) stay KKADD as npm view does; the scanners that fetch
vulnerability databases or send the dependency list (trivy, grype, osv-scanner, npm audit,
pip-audit, cargo audit, govulncheck, snyk, semgrep --config auto, trufflehog's verification) and
syft (its update check) stay KKADD as network reads; dart run, cabal run, dune exec, stack run, mix
run, zig run, deno run, lein run stay asked (any program); git am / git apply (the patch's paths
unseen), git worktree add outside, identify (delegates), compgen (-F/-C/-W run code), a glob operand
of an option-table reader (exiftool *.jpg, pngcheck *.png: a name may be an option).

Left: gitleaks detect (prints the secrets it finds, .env's among them, unless --redact), git bundle
create / git notes add, nimble refresh / cabal update (index fetches)."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()

SHELL_HISTORY = [
    ('history -s "rm -rf ~"; fc -s', 'DDDDD'),
    ('fc -l "rm -rf ~"', 'DDDDD'),
    ('history', 'AAAAA'),  # was KKADD
    ('history 20', 'AAAAA'),  # was KKADD
    ('history -c', 'KKADD'),
    ('history | grep git', 'AAAAA'),  # was KKADD
    ('history -w /tmp/h', 'KKADD'),
    ('history | tail -50', 'AAAAA'),  # was KKADD
    ('fc -l', 'AAAAA'),  # was KKADD
    ('fc -l -20', 'AAAAA'),  # was KKADD
    ('fc -ln 1 5', 'AAAAA'),  # was KKADD
    ('fc -s', 'KKKDD'),
    ('fc -e vi', 'KKKDD'),
    ('fc', 'KKKDD'),
    ('eval $(opam env)', 'KKKDD'),
    ('history -s "rm -rf ~"', 'DDDDD'),
    ('history -r evil', 'KKADD'),
    ('fc -l | sh', 'KKKDD'),
]

MEDIA_READERS = [
    # (their other forms' words probed, and a name with | never a file: sox opens "|CMD")
    ('sox "|rm -rf ~" out.wav', 'DDDDD'),
    ('soxi "|rm -rf ~"', 'DDDDD'),
    ('sox --i "|rm -rf ~"', 'DDDDD'),
    ('soxi "|id"', 'KKADD'),
    ('mediainfo "|id"', 'KKADD'),
    ('exiftool "id|"', 'KKADD'),
    ('mkvmerge -i "x|"', 'KKADD'),
    ('mkvmerge -o x.mkv "rm -rf ~"', 'DDDDD'),
    ('gifsicle -b "rm -rf ~"', 'DDDDD'),
    ('metaflac --remove "rm -rf ~"', 'DDDDD'),
    ('exiftool -if "system(q{rm -rf ~})" a.jpg', 'KKADD'),
    ('exiftool photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -a -G1 photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -overwrite_original -all= photo.jpg', 'KKADD'),
    ('exiftool -o out.jpg photo.jpg', 'KKADD'),
    ('exiftool -Artist=me photo.jpg', 'KKADD'),
    ('exiftool -config x.pl photo.jpg', 'KKADD'),
    ('exiftool -json photo.jpg', 'AAAAA'),  # was KKADD
    ('mediainfo video.mp4', 'AAAAA'),  # was KKADD
    ('mediainfo --Output=JSON video.mp4', 'AAAAA'),  # was KKADD
    ('mediainfo --LogFile=out.txt video.mp4', 'KKADD'),
    ('exiftool -a -u -g1 photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -j -n photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -EXIF:All photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -GPS:GPSLatitude photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -r -ext jpg .', 'AAAAA'),  # was KKADD
    ('exiftool -s -S photo.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -EXIF:Artist=me photo.jpg', 'KKADD'),
    ('exiftool -@ args.txt', 'KKADD'),
    ('exiftool -if \'$Make eq "x"\' photo.jpg', 'KKADD'),
    ("exiftool -p '$FileName' photo.jpg", 'KKADD'),
    ('exiftool -w txt photo.jpg', 'KKADD'),
    ('exiftool -tagsFromFile a.jpg b.jpg', 'KKADD'),
    ('exiftool -OVERWRITE_ORIGINAL photo.jpg', 'KKADD'),
    ('exiftool -geotag track.gpx photo.jpg', 'KKADD'),
    ('exiftool ~/.ssh/id_rsa', 'KKADD'),
    ('exiftool -EXIF:Artist<Make photo.jpg', 'AAAAA'),  # was KKADD
    ("exiftool '-EXIF:Artist<Make' photo.jpg", 'KKADD'),
    ('exiftool -ver', 'AAAAA'),  # was KKADD
    ('exiftool -api Filter=x photo.jpg', 'KKADD'),
    ('exiftool -stay_open True -@ -', 'KKADD'),
    ('mediainfo --Output=file:///etc/passwd video.mp4', 'KKADD'),
    ('mediainfo -f video.mp4', 'AAAAA'),  # was KKADD
    ('mediainfo https://x.com/v.mp4', 'KKADD'),
    ('mediainfo --version', 'AAAAA'),  # was KKADD
    ('file video.mp4', 'AAAAA'),
    ('soxi audio.wav', 'AAAAA'),  # was KKADD
    ('sox --i audio.wav', 'AAAAA'),  # was KKADD
    ('metaflac --list song.flac', 'AAAAA'),  # was KKADD
    ('mkvinfo movie.mkv', 'AAAAA'),  # was KKADD
    ('mkvmerge -i movie.mkv', 'AAAAA'),  # was KKADD
    ('mkvmerge -J movie.mkv', 'AAAAA'),  # was KKADD
    ('gifsicle --info a.gif', 'AAAAA'),  # was KKADD
    ('pngcheck a.png', 'AAAAA'),  # was KKADD
    ('jpeginfo a.jpg', 'AAAAA'),  # was KKADD
    ('id3v2 -l song.mp3', 'AAAAA'),  # was KKADD
    ('heif-info a.heic', 'AAAAA'),  # was KKADD
    ('identify a.png', 'KKADD'),
    ('ffprobe -v error -show_format -of json video.mp4', 'AAAAA'),
    ('mediainfo --Inform="Video;%Width%" video.mp4', 'AAAAA'),  # was KKADD
    ('exiftool -T -FileName -ImageSize *.jpg', 'KKADD'),
    ('exiftool -csv -r .', 'AAAAA'),  # was KKADD
    ('exiftool -b -ThumbnailImage a.jpg > t.jpg', 'KAADD'),  # was KKADD
    ('exiftool -all= -overwrite_original a.jpg', 'KKADD'),
    ('soxi -D audio.wav', 'AAAAA'),  # was KKADD
    ('soxi http://x/a.mp3', 'KKADD'),
    ('soxi list.m3u', 'KKADD'),
    ('sox in.wav out.wav', 'KKADD'),
    ('metaflac --show-tag=ARTIST song.flac', 'AAAAA'),  # was KKADD
    ('metaflac --list --block-type=STREAMINFO song.flac', 'AAAAA'),  # was KKADD
    ('metaflac --remove-all-tags song.flac', 'KKADD'),
    ('metaflac --export-tags-to=t.txt song.flac', 'KKADD'),
    ('metaflac --set-tag=A=b song.flac', 'KKADD'),
    ('mkvinfo -r out.txt movie.mkv', 'KKADD'),
    ('mkvmerge -o out.mkv in.mkv', 'KKADD'),
    ('gifsicle -I a.gif', 'AAAAA'),  # was KKADD
    ('gifsicle -b a.gif', 'KKADD'),
    ('gifsicle --info a.gif -o b.gif', 'KKADD'),
    ('pngcheck -v a.png', 'AAAAA'),  # was KKADD
    ('pngcheck -x a.png', 'KKADD'),
    ('jpeginfo -c *.jpg', 'KKADD'),
    ('jpeginfo -d a.jpg', 'KKADD'),
    ('id3v2 -a x song.mp3', 'KKADD'),
    ('heif-info -w 1 x.png a.heic', 'KKADD'),
    ('exiftool -FileName -ImageSize a.jpg', 'AAAAA'),  # was KKADD
    ('exiftool -Efile err.txt a.jpg', 'KKADD'),
    ('exiftool -Efile2 err.txt a.jpg', 'KKADD'),
    ('exiftool -TagsFromFile a.jpg b.jpg', 'KKADD'),
    ('exiftool -Overwrite_Original a.jpg', 'KKADD'),
    ('exiftool -Execute a.jpg', 'KKADD'),
    ('exiftool -Validate -warning a.jpg', 'KKADD'),
    ('exiftool -Srcfile x a.jpg', 'KKADD'),
    ('exiftool -Csvdelim x a.jpg', 'KKADD'),
    ('mediainfo --Inform=file:///etc/passwd video.mp4', 'KKADD'),
    ('exiftool -config ~/x.pl a.jpg', 'KKADD'),
    ('exiftool .env', 'KKADD'),
    ('soxi ~/.aws/credentials', 'KKADD'),
]

PATH_PRINTERS = [
    ('xcrun --find clang', 'AAAAA'),  # was KKADD
    ('xcrun --show-sdk-path', 'AAAAA'),
    ('xcrun clang main.c', 'KKADD'),
    ('xcrun -f swift', 'AAAAA'),  # was KKADD
    ('xcrun --sdk iphoneos --find clang', 'AAAAA'),  # was KKADD
    ('xcrun --find clang -o x', 'KKADD'),
    ('xcode-select -p', 'AAAAA'),
    ('which clang', 'AAAAA'),
    ('command -v clang', 'AAAAA'),
    ('rustup which rustc', 'AAAAD'),
    ('pyenv which python', 'AAAAA'),
    ('go env GOROOT', 'AAAAA'),
    ('brew --prefix', 'AAAAA'),
    ('llvm-config --bindir', 'AAAAA'),  # was KKADD
    ('pkg-config --cflags openssl', 'AAAAA'),
    ('xcrun --sdk macosx --show-sdk-path', 'AAAAA'),  # was KKADD
    ('xcrun simctl list', 'AAAAA'),
    ('xcrun --find --sdk iphoneos clang', 'AAAAA'),  # was KKADD
    ('llvm-config --cxxflags --ldflags --libs core', 'AAAAA'),  # was KKADD
    ('llvm-config --version', 'AAAAA'),  # was KKADD
    ('xcrun --sdk iphoneos clang', 'KKADD'),
    ('xcrun -f clang --sdk x swift', 'KKADD'),
    ('xcrun --show-sdk-path --find clang', 'KKADD'),
    ('xcrun -sdk macosx --show-sdk-version', 'AAAAA'),  # was KKADD
    ('xcrun --find "$(id)"', 'KKADD'),
]

FORMAT_PATCH = [
    ('git format-patch -1', 'KAADD'),  # was KKADD
    ('git format-patch -1 -o patches/', 'KAADD'),  # was KKADD
    ('git format-patch -1 -o /tmp/p', 'KKADD'),
    ('git format-patch -1 --stdout', 'AAAAA'),  # was KKADD
    ('git format-patch -3 HEAD', 'KAADD'),  # was KKADD
    ('git format-patch origin/main', 'KAADD'),  # was KKADD
    ('git format-patch origin/main..HEAD -o patches/', 'KAADD'),  # was KKADD
    ('git format-patch -1 -o patches', 'KAADD'),  # was KKADD
    ('git format-patch -1 -o ~/p', 'KKADD'),
    ('git format-patch -1 -o .git/hooks', 'KKADD'),
    ('git format-patch -1 --stdout > fix.patch', 'KAADD'),  # was KKADD
    ('git format-patch -1 --stdout -o /tmp/x', 'KKADD'),
    ('git format-patch -1 --signature-file=~/.ssh/id_rsa --stdout', 'KKADD'),
    ('git format-patch -1 --output-directory=out', 'KAADD'),  # was KKADD
    ('git format-patch -1 --cover-letter -v2 -o outgoing/', 'KAADD'),  # was KKADD
    ('git format-patch --numbered-files -1', 'KKADD'),
    ('git format-patch -1 --ext-diff', 'KKADD'),
    ('git format-patch -1 -- ~/.ssh/id_rsa', 'KKADD'),
    ('git format-patch -1 -o .github/workflows', 'KKADD'),
    ('git format-patch -1 -o ~/.ssh', 'KKADD'),
    ('git format-patch -1 -o "$(rm -rf ~)"', 'DDDDD'),
]

BUILDS_AND_INSTALLS = [
    ('dart run', 'KKADD'),
    ('dart run bin/main.dart', 'KKADD'),
    ('cabal run', 'KKADD'),
    ('dune exec ./main.exe', 'KKADD'),
    ('dotnet publish', 'AAAAD'),  # was KKADD
    ('dotnet publish -c Release', 'AAAAD'),  # was KKADD
    ('dotnet publish -o out', 'AAAAD'),  # was KKADD
    ('dotnet publish -o /tmp/out', 'KKADD'),
    ('nimble install -d', 'AAAAD'),  # was KKADD
    ('nimble install', 'KKADD'),
    ('opam install . --deps-only', 'AAAAD'),  # was KKADD
    ('opam install --deps-only .', 'AAAAD'),  # was KKADD
    ('cargo audit', 'KKADD'),
    ('bundle audit', 'KKADD'),
    ('pip index versions requests', 'KKADD'),
    ('cargo search serde', 'KKADD'),
    ('dart run build_runner build', 'KKADD'),
    ('cabal run myexe -- --help', 'KKADD'),
    ('dune exec bin/main.exe', 'KKADD'),
    ('stack run', 'KKADD'),
    ('cargo run', 'AAAAD'),
    ('go run .', 'AAAAD'),
    ('swift run', 'AAAAD'),
    ('mix run', 'KKADD'),
    ('zig run main.zig', 'KKADD'),
    ('zig build run', 'AAAAD'),
    ('dotnet publish -c Release -o ./publish', 'AAAAD'),  # was KKADD
    ('dotnet publish -c Release -o ../publish', 'KKADD'),
    ('dotnet publish src/App/App.csproj -c Release', 'AAAAD'),  # was KKADD
    ('dotnet publish -p:PublishSingleFile=true -r win-x64', 'AAAAD'),  # was KKADD
    ('cargo build --release', 'AAAAD'),
    ('go build -o bin/app .', 'AAAAD'),
    ('swift build -c release', 'AAAAD'),
    ('zig build -Doptimize=ReleaseFast', 'AAAAD'),
    ('cmake --build build', 'AAAAD'),
    ('mvn package -DskipTests', 'AAAAD'),
    ('gradle assemble', 'AAAAD'),
    ('nimble install -d -y', 'AAAAD'),  # was KKADD
    ('nimble install --depsOnly --verbose', 'AAAAD'),  # was KKADD
    ('nimble refresh', 'KKADD'),
    ('nimble list --installed', 'AAAAD'),  # was KKADD
    ('opam install . --deps-only --with-test', 'AAAAD'),  # was KKADD
    ('opam install . --deps-only --with-doc', 'AAAAD'),  # was KKADD
    ('opam install --deps-only -y .', 'KKADD'),
    ('opam install dune', 'KKADD'),
    ('opam switch create . 5.1.0', 'KKADD'),
    ('opam exec -- dune build', 'KKADD'),
    ('opam env', 'AAAAA'),  # was KKADD
    ('cabal install --only-dependencies', 'AAAAD'),  # was KKADD
    ('cabal build --only-dependencies', 'AAAAD'),
    ('cabal update', 'KKADD'),
    ('stack build --only-dependencies', 'AAAAD'),
    ('stack setup', 'KKADD'),
    ('mix deps.get', 'AAAAD'),
    ('rebar3 get-deps', 'AAAAD'),  # was KKADD
    ('shards install', 'AAAAD'),  # was KKADD
    ('conan install .', 'AAAAD'),  # was KKADD
    ('vcpkg install', 'AAAAD'),  # was KKADD
    ('pip install -e .', 'AAAAD'),
    ('poetry install', 'AAAAD'),
    ('bundle install', 'AAAAD'),
    ('composer install', 'AAAAD'),
    ('carthage bootstrap', 'AAAAD'),  # was KKADD
    ('elm install', 'KKADD'),
    ('esy install', 'AAAAD'),  # was KKADD
    ('dotnet restore', 'AAAAD'),
    ('dotnet tool restore', 'AAAAD'),
    ('swift package resolve', 'AAAAD'),
    ('flutter pub get', 'AAAAD'),
    ('dart pub get', 'AAAAD'),
    ('pod install', 'AAAAD'),
    ('cabal install --only-dependencies --enable-tests', 'AAAAD'),  # was KKADD
    ('cabal install pandoc', 'KKADD'),
    ('shards install --frozen', 'AAAAD'),  # was KKADD
    ('conan install . --build=missing', 'AAAAD'),  # was KKADD
    ('conan install . -of build --build=missing', 'AAAAD'),  # was KKADD
    ('conan install . -pr myprof', 'KKADD'),
    ('conan install . -of /tmp/b', 'KKADD'),
    ('conan install zlib/1.2', 'KKADD'),
    ('vcpkg install --triplet x64-linux', 'AAAAD'),  # was KKADD
    ('vcpkg install curl', 'KKADD'),
    ('carthage bootstrap --use-xcframeworks --platform iOS', 'AAAAD'),  # was KKADD
    ('carthage update', 'KKADD'),
    ('esy', 'KKADD'),
    ('nimble list -i', 'AAAAD'),  # was KKADD
    ('nimble list', 'KKADD'),
    ('opam var', 'AAAAA'),  # was KKADD
    ('nimble install -d --nimbleDir:/tmp/x', 'KKADD'),
    ('dotnet publish -o .git/hooks', 'KKADD'),
    ('conan install . -g /tmp/gen.py', 'KKADD'),
]

HELD = [
    ('trivy fs .', 'KKADD'),
    ('trivy image alpine', 'KKADD'),
    ('grype dir:.', 'KKADD'),
    ('grype .', 'KKADD'),
    ('syft .', 'KKADD'),
    ('syft dir:. -o json', 'KKADD'),
    ('docker manifest inspect alpine:3.19', 'KKADD'),
    ('skopeo inspect docker://alpine', 'KKADD'),
    ('skopeo copy docker://alpine dir:/tmp/x', 'KKADD'),
    ('crane manifest alpine', 'KKADD'),
    ('crane digest alpine', 'KKADD'),
    ('npm view react', 'KKADD'),
    ('git -C /tmp format-patch -1', 'KKADD'),
    ('cd /tmp && git format-patch -1', 'KKADD'),
    ('type git', 'AAAAA'),
    ('hash', 'AAAAA'),
    ('jobs', 'AAAAA'),
    ('alias', 'AAAAA'),
    ('declare -p PATH', 'AAAAA'),
    ('compgen -c', 'KKADD'),
    ('dirs', 'AAAAA'),
    ('times', 'AAAAA'),
    ('ulimit -a', 'AAAAA'),
    ('umask', 'AAAAA'),
    ('shopt', 'AAAAA'),
    ('set -o', 'AAAAA'),
    ('osv-scanner -r .', 'KKADD'),
    ('osv-scanner --lockfile package-lock.json', 'KKADD'),
    ('semgrep --config auto .', 'KKADD'),
    ('semgrep scan --config p/ci', 'KKADD'),
    ('gitleaks detect', 'AAAAA'),  # was KKADD (round 47, benign51: no secret printed without -v)
    ('gitleaks detect --no-git -v', 'KKADD'),
    ('trufflehog filesystem .', 'KKADD'),
    ('snyk test', 'KKADD'),
    ('npm audit', 'KKADD'),
    ('pip-audit', 'KKADD'),
    ('safety check', 'KKADD'),
    ('govulncheck ./...', 'KKADD'),
    ('trivy config .', 'KKADD'),
    ('trivy fs --scanners vuln .', 'KKADD'),
    ('grype sbom:sbom.json', 'KKADD'),
    ('syft scan . -o spdx-json=sbom.json', 'KKADD'),
    ('docker buildx imagetools inspect alpine', 'KKADD'),
    ('regctl manifest get alpine', 'KKADD'),
    ('oras manifest fetch ghcr.io/x/y:1', 'KKADD'),
    ('helm show values bitnami/nginx', 'AAAAA'),
    ('docker image inspect alpine', 'AAAAA'),
    ('docker pull alpine', 'KKADD'),
    ('deno run main.ts', 'KKADD'),
    ('lein run', 'KKADD'),
    ('git am 0001-fix.patch', 'KKADD'),
    ('git apply fix.patch', 'KKADD'),
    ('git apply --check fix.patch', 'AAAAA'),
    ('git cherry-pick abc123', 'KAADD'),
    ('git worktree add ../wt feature', 'KKADD'),
    ('git bundle create repo.bundle --all', 'KAADD'),  # was KKADD (round 47, benign51)
    ('git notes add -m x', 'KAADD'),  # was KKADD (round 47, benign51)
    ('git tag v1.0', 'KAADD'),
    ('git send-email 0001.patch', 'KKADD'),
    ('git request-pull origin/main https://x/y', 'KKADD'),
    ('git shortlog -sn', 'AAAAA'),
    ('git log --format=%H -1', 'AAAAA'),
    ('git diff HEAD~1 > changes.diff', 'KAADD'),
]


@pytest.mark.parametrize("call,expected", SHELL_HISTORY, ids=[r[0] for r in SHELL_HISTORY])
def test_round46_benign50_shell_history(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", MEDIA_READERS, ids=[r[0] for r in MEDIA_READERS])
def test_round46_benign50_media_readers(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", PATH_PRINTERS, ids=[r[0] for r in PATH_PRINTERS])
def test_round46_benign50_path_printers(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", FORMAT_PATCH, ids=[r[0] for r in FORMAT_PATCH])
def test_round46_benign50_format_patch(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", BUILDS_AND_INSTALLS, ids=[r[0] for r in BUILDS_AND_INSTALLS])
def test_round46_benign50_builds_and_installs(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", HELD, ids=[r[0] for r in HELD])
def test_round46_benign50_held(call, expected):
    assert call_letters(_SNAP, call) == expected
