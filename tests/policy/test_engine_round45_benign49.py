r"""Probe round 45, benign49 (2026-11-28): a benign sweep of the ecosystems round 44's benign48
did not cover (~530 distinct commands, each in all five modes): JVM (mvn, gradle, sbt, lein,
kotlinc, javac), C/C++ (cmake, ctest, make, clang-tidy, clang-format, gcc, valgrind, gdb),
Swift/iOS (swift, swift-format, xcodebuild, xcrun, pod), Flutter/Dart, .NET (dotnet, msbuild,
nuget), Elixir/Erlang (mix, rebar3), Haskell (stack, cabal), OCaml (dune, ocamlformat), Zig, Nim,
R, Julia, LaTeX, documentation builders (mkdocs, sphinx, hugo, jekyll, mdbook, docusaurus), infra
(terraform, tflint, ansible, packer, helm, kustomize, kubeval, conftest), system inspection while
debugging (ps, top, lsof, ss, journalctl, systemctl, free, ulimit, getconf...) and git workflows
(stash, switch, rebase -i, bisect, worktree, submodule).

Fixed, by class (each a project build, test, formatter or linter: the build's trust, AAAAD):
1. The stacks' formatters and fetches beside their builds: sbt scalafmt/scalafmtAll/scalafmtSbt,
   cargo fetch (as go mod download), dune fmt/clean, rebar3 fmt/format, ocamlformat -i,
   stylish-haskell -i, nimpretty (indent/line length only), swift-format with no subcommand (its
   default is format), dart compile/fix, dart/flutter pub get (no package code runs; round 18 held
   flutter pub get for ~/.pub-cache, which go mod download and cargo fetch write as well),
   pod install and pod --version.
2. nim c/compile/cpp/js/check of a project file (with -r), options from a list: not --passL/--passC,
   --cc, --*.exe, an --out/--outdir/--nimcache/--path outside the project or hidden.
3. MSBuild: msbuild and dotnet msbuild with targets, checked properties, -m, -v, -restore, -bl
   (a .binlog in the project); Windows' /switch:value spelling on dotnet build/test too. Not -pp,
   -flp, -logger, @rsp, a project file outside, a binlog in .git/hooks.
4. TeX: latexmk, pdflatex/xelatex/lualatex/latex/tex, bibtex, biber, makeindex, chktex, lacheck,
   texcount on the project's documents. Not -shell-escape, -cnf-line, -ini, latexmk -e/-r/-pvc/
   -pdflatex=CMD, a TeX-code operand, an output directory outside or hidden; latexmk's rc files join
   the start-up files (a catastrophe written into .latexmkrc, then latexmk: DDDDD).
5. R and Julia: Rscript/R -e with the documented test/check/document/lint/style calls (testthat,
   devtools, rcmdcheck, lintr, styler, roxygen2, covr, renv, rmarkdown), string arguments that are
   project paths, R CMD check/build/INSTALL, julia -e with Pkg.test/instantiate/build/status, the
   stacks' test entry files (tests/testthat.R, test/runtests.jl).
6. Static-site builders: bare hugo (and hugo build/version), jekyll build, mdbook build/test,
   docusaurus build, sphinx-apidoc -o DIR; conftest test/verify/parse (not --update).

Held: the build/test class (AAAAD), read-only inspection (AAAAA), dev servers (mkdocs/hugo/jekyll
serve, flutter run, mix phx.server: asked as flask run is), gcc/javac/kotlinc/ghc compiles by
hand, valgrind/gdb without -nx/./a.out (the program runs), registry queries, terraform plan/init,
ansible-lint, ansible-playbook --check (check mode still runs tasks marked check_mode: false),
kubeval/kubeconform/trivy/checkov (schemas or rules fetched), git rebase -i, add -p, mergetool
(interactive), git bisect run, worktree add outside, submodule update/foreach, git gc.

Left: dart run and cabal run / dune exec (may run any dependency's or PATH's program), xcrun --find,
git format-patch (its 000N-*.patch names are no recorded write), dotnet publish, nimble install -d,
opam install --deps-only."""
from __future__ import annotations

import pytest

from tests.policy.engine_helpers import call_letters, snap

_SNAP = snap()


JVM_FORMAT_AND_FETCH = [
    ('sbt scalafmt', 'AAAAD'),  # was KKADD
    ('sbt scalafmtAll', 'AAAAD'),  # was KKADD
    ('sbt scalafmtSbt', 'AAAAD'),  # was KKADD
    ('sbt "Test/scalafmt"', 'AAAAD'),  # was KKADD
    ('sbt scalafmtCheckAll', 'AAAAD'),  # was KKADD
    ('cargo fetch', 'AAAAD'),  # was KKADD
    ('cargo fetch --locked', 'AAAAD'),  # was KKADD
]


NATIVE_BUILDS = [
    ('dune fmt', 'AAAAD'),  # was KKADD
    ('dune clean', 'AAAAD'),  # was KKADD
    ('rebar3 fmt', 'AAAAD'),  # was KKADD
    ('rebar3 format', 'AAAAD'),  # was KKADD
    ('ocamlformat -i bin/main.ml', 'AAAAD'),  # was KKADD
    ('stylish-haskell -i src/Main.hs', 'AAAAD'),  # was KKADD
    ('nimpretty src/main.nim', 'AAAAD'),  # was KKADD
    ('nimpretty --indent:2 src/main.nim', 'AAAAD'),  # was KKADD
    ('nimpretty --out:/tmp/x src/a.nim', 'KKADD'),
    ('nimpretty', 'KKADD'),
    ('nim c src/main.nim', 'AAAAD'),  # was KKADD
    ('nim c -r src/main.nim', 'AAAAD'),  # was KKADD
    ('nim c -d:release --opt:speed src/main.nim', 'AAAAD'),  # was KKADD
    ('nim check src/main.nim', 'AAAAD'),  # was KKADD
    ('nim c --out:bin/app src/main.nim', 'AAAAD'),  # was KKADD
    ('nim c -r src/main.nim arg1', 'AAAAD'),  # was KKADD
    ('nim c --out:/tmp/app src/main.nim', 'KKADD'),
    ('nim c --out:.git/hooks/pre-commit src/a.nim', 'KKADD'),
    ('nim c --nimcache:../x src/a.nim', 'KKADD'),
    ('nim c --passL:-lfoo src/main.nim', 'KKADD'),
    ('nim c --cc:tcc src/main.nim', 'KKADD'),
    ('nim c --gcc.exe:sh src/main.nim', 'KKADD'),
    ('nim e x.nims', 'KKADD'),
    ('nim c src/main.nim extra', 'KKADD'),
    ('nim --version', 'AAAAA'),
]


DART_SWIFT_PODS = [
    ('dart compile exe bin/main.dart', 'AAAAD'),  # was KKADD
    ('dart fix --dry-run', 'AAAAD'),  # was KKADD
    ('dart fix --apply', 'AAAAD'),  # was KKADD
    ('dart pub get', 'AAAAD'),  # was KKADD
    ('flutter pub get', 'AAAAD'),  # was KKADD
    ('flutter pub get --offline', 'AAAAD'),  # was KKADD
    ('dart pub get --enforce-lockfile', 'AAAAD'),  # was KKADD
    ('dart compile exe bin/main.dart -o .git/hooks/pre-commit', 'KKADD'),
    ('dart compile exe bin/main.dart -o /tmp/x', 'KKADD'),
    ('flutter pub upgrade', 'KKADD'),
    ('flutter pub outdated', 'KKADD'),
    ('dart pub upgrade', 'KKADD'),
    ('dart run', 'KKADD'),
    ('flutter run', 'KKADD'),
    ('swift-format -i -r Sources', 'AAAAD'),  # was KKADD
    ('swift-format --configuration .swift-format -i -r Sources', 'AAAAD'),  # was KKADD
    ('swift-format lint -r Sources', 'AAAAD'),
    ('pod install', 'AAAAD'),  # was KKADD
    ('pod install --repo-update', 'AAAAD'),  # was KKADD
    ('pod --version', 'AAAAD'),  # was KKADD
    ('pod install --project-directory=/tmp', 'KKADD'),
    ('pod update', 'KKADD'),
    ('pod outdated', 'KKADD'),
]


DOTNET_MSBUILD = [
    ('dotnet msbuild', 'AAAAD'),  # was KKADD
    ('dotnet msbuild -t:Build -p:Configuration=Release', 'AAAAD'),  # was KKADD
    ('msbuild', 'AAAAD'),  # was KKADD
    ('msbuild App.sln /p:Configuration=Release', 'AAAAD'),  # was KKADD
    ('msbuild App.sln /t:Rebuild /m', 'AAAAD'),  # was KKADD
    ('msbuild -bl', 'AAAAD'),  # was KKADD
    ('msbuild /bl:build.binlog', 'AAAAD'),  # was KKADD
    ('msbuild "-t:Build;Test" -m:4 -v:m', 'AAAAD'),  # was KKADD
    ('dotnet build /p:Configuration=Release', 'AAAAD'),  # was KKADD
    ('dotnet test /p:CollectCoverage=true', 'AAAAD'),  # was KKADD
    ('msbuild /pp:/tmp/out.xml', 'KKADD'),
    ('msbuild -logger:/tmp/x.dll', 'KKADD'),
    ('msbuild /tmp/x.proj', 'KKADD'),
    ('msbuild App.sln /p:PreBuildEvent=id', 'KKADD'),
    ('msbuild @x.rsp', 'KKADD'),
    ('msbuild /flp:LogFile=/tmp/x', 'KKADD'),
    ('msbuild /bl:.git/hooks/pre-commit', 'KKADD'),
    ('dotnet build /bl:.git/hooks/pre-commit', 'KKADD'),
    ('dotnet msbuild -logger:x.dll', 'KKADD'),
    ('dotnet msbuild -bl:/tmp/x.binlog', 'KKADD'),
    ('dotnet build /p:PostBuildEvent=id', 'KKADD'),
]


TEX = [
    ('latexmk -pdf', 'AAAAD'),  # was KKADD
    ('latexmk -pdf main.tex', 'AAAAD'),  # was KKADD
    ('latexmk -c', 'AAAAD'),  # was KKADD
    ('latexmk -C', 'AAAAD'),  # was KKADD
    ('latexmk -pdf -interaction=nonstopmode main.tex', 'AAAAD'),  # was KKADD
    ('latexmk -pdf -outdir=build main.tex', 'AAAAD'),  # was KKADD
    ('latexmk -xelatex main.tex', 'AAAAD'),  # was KKADD
    ('pdflatex main.tex', 'AAAAD'),  # was KKADD
    ('pdflatex -interaction=nonstopmode main.tex', 'AAAAD'),  # was KKADD
    ('pdflatex -synctex=1 -interaction=nonstopmode main.tex', 'AAAAD'),  # was KKADD
    ('pdflatex -output-directory build main.tex', 'AAAAD'),  # was KKADD
    ('xelatex main.tex', 'AAAAD'),  # was KKADD
    ('lualatex main.tex', 'AAAAD'),  # was KKADD
    ('bibtex main', 'AAAAD'),  # was KKADD
    ('biber main', 'AAAAD'),  # was KKADD
    ('makeindex main.idx', 'AAAAD'),  # was KKADD
    ('makeindex -s style.ist main.idx', 'AAAAD'),  # was KKADD
    ('chktex main.tex', 'AAAAD'),  # was KKADD
    ('lacheck main.tex', 'AAAAD'),  # was KKADD
    ('texcount main.tex', 'AAAAD'),  # was KKADD
    ('pdflatex main.tex > /dev/null && bibtex main && pdflatex main.tex', 'AAAAD'),  # was KKADD
    ('timeout 600 latexmk -pdf main.tex', 'AAAAD'),  # was KKADD
    ('latexmk -pdf -shell-escape main.tex', 'KKADD'),
    ('latexmk -e \'$pdflatex="sh x"\' main.tex', 'KKADD'),
    ("latexmk -pdflatex='sh x' main.tex", 'KKADD'),
    ('latexmk -pvc main.tex', 'KKADD'),
    ('latexmk -pdf -outdir=/tmp/x main.tex', 'KKADD'),
    ('latexmk -outdir=.git/hooks', 'KKADD'),
    ('latexmk -r x.rc', 'KKADD'),
    ('pdflatex --shell-escape main.tex', 'KKADD'),
    ('pdflatex -cnf-line=shell_escape=t main.tex', 'KKADD'),
    ("pdflatex '\\input{main}'", 'KKADD'),
    ('pdflatex /tmp/x.tex', 'KKADD'),
    ('pdflatex -jobname=.bashrc main.tex', 'KKADD'),
    ('pdflatex -ini main.tex', 'KKADD'),
    ('makeindex -o /tmp/x main.idx', 'KKADD'),
    ('bibtex ../x', 'KKADD'),
    ('chktex -o out.txt main.tex', 'KKADD'),
    ('texcount -out=x main.tex', 'KKADD'),
    ('cd /tmp && latexmk -pdf', 'KKADD'),
    ('echo \'$pdflatex="rm -rf ~"\' > .latexmkrc; latexmk -pdf', 'DDDDD'),  # was KKADD
]


R_JULIA = [
    ('Rscript -e \'testthat::test_dir("tests")\'', 'AAAAD'),  # was KKADD
    ("Rscript -e 'devtools::test()'", 'AAAAD'),  # was KKADD
    ("Rscript -e 'devtools::check()'", 'AAAAD'),  # was KKADD
    ("Rscript -e 'devtools::document()'", 'AAAAD'),  # was KKADD
    ("Rscript -e 'lintr::lint_package()'", 'AAAAD'),  # was KKADD
    ("Rscript -e 'styler::style_pkg()'", 'AAAAD'),  # was KKADD
    ("Rscript -e 'renv::restore()'", 'AAAAD'),  # was KKADD
    ("Rscript -e 'sessionInfo()'", 'AAAAD'),  # was KKADD
    ('Rscript tests/testthat.R', 'AAAAD'),  # was KKADD
    ('Rscript -e \'library(testthat); test_dir("tests/testthat", reporter = "summary")\'', 'AAAAD'),  # was KKADD
    ('Rscript -e \'devtools::check(error_on = "warning")\'', 'AAAAD'),  # was KKADD
    ('Rscript -e \'rcmdcheck::rcmdcheck(args = "--no-manual", error_on = "warning")\'', 'AAAAD'),  # was KKADD
    ('Rscript -e \'rmarkdown::render("report.Rmd")\'', 'AAAAD'),  # was KKADD
    ("R -e 'devtools::test()'", 'AAAAD'),  # was KKADD
    ('R CMD check .', 'AAAAD'),  # was KKADD
    ('R CMD check --as-cran .', 'AAAAD'),  # was KKADD
    ('R CMD check --as-cran mypkg_1.0.tar.gz', 'AAAAD'),  # was KKADD
    ('R CMD build .', 'AAAAD'),  # was KKADD
    ('R CMD INSTALL .', 'AAAAD'),  # was KKADD
    ("julia --project -e 'using Pkg; Pkg.test()'", 'AAAAD'),  # was KKADD
    ("julia --project=. -e 'using Pkg; Pkg.instantiate()'", 'AAAAD'),  # was KKADD
    ("julia --project -e 'using Pkg; Pkg.status()'", 'AAAAD'),  # was KKADD
    ("julia --project=. -e 'import Pkg; Pkg.test()'", 'AAAAD'),  # was KKADD
    ("julia --project -e 'using Pkg; Pkg.test(coverage=true)'", 'AAAAD'),  # was KKADD
    ('julia --project test/runtests.jl', 'AAAAD'),  # was KKADD
    ('Rscript -e \'system("rm -rf ~")\'', 'DDDDD'),
    ('Rscript -e \'testthat::test_dir("/etc")\'', 'KKADD'),
    ('Rscript -e \'testthat::test_dir("tests"); system("id")\'', 'KKADD'),
    ('Rscript -e \'testthat::test_dir(paste0("te","sts"))\'', 'KKADD'),
    ('Rscript -e \'rmarkdown::render("x.Rmd", output_file = ".git/hooks/pre-commit")\'', 'KKADD'),
    ('Rscript -e \'testthat::test_dir("../x")\'', 'KKADD'),
    ('Rscript evil.R', 'KKADD'),
    ('R CMD BATCH x.R', 'KKADD'),
    ('R CMD INSTALL -l /usr/lib/R .', 'KKADD'),
    ("julia -e 'run(`rm -rf ~`)'", 'DDDDD'),
    ("julia --project -e 'using Pkg; Pkg.test(); run(`id`)'", 'KKADD'),
    ("julia --project -L evil.jl -e 'using Pkg; Pkg.test()'", 'KKADD'),
    ('julia --project evil.jl', 'KKADD'),
    ('julia --project test/runtests.jl --foo', 'KKADD'),
    ("julia --project=/tmp -e 'using Pkg; Pkg.test()'", 'KKADD'),
    ('julia --project -e \'using Pkg; Pkg.add("X")\'', 'KKADD'),
    ("JULIA_PROJECT=/tmp julia -e 'using Pkg; Pkg.test()'", 'KKADD'),
    ("R_PROFILE_USER=/tmp/x Rscript -e 'devtools::test()'", 'KKADD'),
    ('echo \'system("rm -rf ~")\' > .Rprofile; Rscript -e \'devtools::test()\'', 'DDDDD'),
    ("cd ~ && Rscript -e 'devtools::test()'", 'KKADD'),
]


DOCS_INFRA = [
    ('hugo', 'AAAAD'),  # was KKADD
    ('hugo --minify', 'AAAAD'),  # was KKADD
    ('hugo -D', 'AAAAD'),  # was KKADD
    ('hugo build --minify', 'AAAAD'),  # was KKADD
    ('hugo version', 'AAAAD'),  # was KKADD
    ('jekyll build', 'AAAAD'),  # was KKADD
    ('bundle exec jekyll build', 'AAAAD'),  # was KKADD
    ('bundle exec jekyll build -d _site', 'AAAAD'),  # was KKADD
    ('mdbook build', 'AAAAD'),  # was KKADD
    ('mdbook test', 'AAAAD'),  # was KKADD
    ('docusaurus build', 'AAAAD'),  # was KKADD
    ('npx docusaurus build', 'AAAAD'),  # was KKADD
    ('sphinx-apidoc -o docs/api src', 'AAAAD'),  # was KKADD
    ('sphinx-apidoc -f -o docs/api src', 'AAAAD'),  # was KKADD
    ('conftest test deploy.yaml', 'AAAAD'),  # was KKADD
    ('conftest test --policy policy/ deploy.yaml', 'AAAAD'),  # was KKADD
    ('conftest verify', 'AAAAD'),  # was KKADD
    ('hugo server', 'KKADD'),
    ('hugo server -D', 'KKADD'),
    ('hugo new posts/x.md', 'KKADD'),
    ('hugo deploy', 'KKADD'),
    ('hugo -d /tmp/x', 'KKADD'),
    ('hugo --watch', 'KKADD'),
    ('jekyll serve', 'KKADD'),
    ('jekyll build --watch', 'KKADD'),
    ('bundle exec jekyll serve', 'KKADD'),
    ('mdbook serve', 'KKADD'),
    ('mdbook build --open', 'KKADD'),
    ('npx docusaurus start', 'KKADD'),
    ('sphinx-apidoc -o /tmp/x src', 'KKADD'),
    ('mkdocs serve', 'KKADD'),
    ('mkdocs serve -a 0.0.0.0:8000', 'KKADD'),
    ('mkdocs gh-deploy', 'KKADD'),
    ('conftest test -u https://x deploy.yaml', 'KKADD'),
]


HELD = [
    ('npm test', 'AAAAD'),
    ('make', 'AAAAD'),
    ('cargo build', 'AAAAD'),
    ('mvn test', 'AAAAD'),
    ('mvn verify', 'AAAAD'),
    ('mvn -q compile', 'AAAAD'),
    ('./gradlew test', 'AAAAD'),
    ('./gradlew build', 'AAAAD'),
    ('./gradlew check', 'AAAAD'),
    ('sbt test', 'AAAAD'),
    ('lein test', 'AAAAD'),
    ('kotlinc Main.kt -include-runtime -d main.jar', 'KKADD'),
    ('kotlinc -version', 'KKADD'),
    ('javac Main.java', 'KKADD'),
    ('java -version', 'AAAAA'),
    ('java -jar target/app.jar', 'KKADD'),
    ('cmake -S . -B build', 'AAAAD'),
    ('cmake --build build', 'AAAAD'),
    ('ctest', 'AAAAD'),
    ('ctest --test-dir build --output-on-failure', 'AAAAD'),
    ('make -j4', 'AAAAD'),
    ('clang-tidy src/main.c', 'AAAAD'),
    ('clang-format -i src/*.c', 'AAAAD'),
    ('gcc -o main main.c', 'KKADD'),
    ('gcc --version', 'AAAAA'),
    ('valgrind --leak-check=full ./a.out', 'KKADD'),
    ('gdb -batch -ex bt ./a.out core', 'KKADD'),
    ('gdb -nx -batch -ex bt ./a.out core', 'AAAAA'),
    ('./a.out', 'KKADD'),
    ('objdump -d a.out | head', 'AAAAA'),
    ('nm a.out', 'AAAAA'),
    ('ldd a.out', 'KKADD'),
    ('swift build', 'AAAAD'),
    ('swift test', 'AAAAD'),
    ('swift package update', 'KKADD'),
    ('xcodebuild -list', 'AAAAD'),
    ('xcrun simctl list', 'AAAAA'),
    ('xcrun --find clang', 'AAAAA'),   # (round 46, benign50)
    ('flutter analyze', 'AAAAD'),
    ('flutter test', 'AAAAD'),
    ('dart format .', 'AAAAD'),
    ('dotnet build', 'AAAAD'),
    ('dotnet test', 'AAAAD'),
    ('dotnet format', 'AAAAD'),
    ('dotnet publish -c Release', 'AAAAD'),   # (round 46, benign50)
    ('dotnet list package --outdated', 'KKADD'),
    ('nuget list', 'KKADD'),
    ('dotnet watch test', 'KKADD'),
    ('mix test', 'AAAAD'),
    ('mix format', 'AAAAD'),
    ('mix ecto.migrate', 'KKADD'),
    ('mix phx.server', 'KKADD'),
    ('iex -S mix', 'KKADD'),
    ('mix hex.outdated', 'KKADD'),
    ('rebar3 eunit', 'AAAAD'),
    ('erl -noshell -eval \'io:format("hi~n"), halt().\'', 'KKADD'),
    ('stack build', 'AAAAD'),
    ('stack test', 'AAAAD'),
    ('stack exec -- app', 'KKADD'),
    ('stack ghci', 'KKADD'),
    ('cabal test', 'AAAAD'),
    ('cabal run', 'KKADD'),
    ('cabal update', 'KKADD'),
    ('ghc -o main Main.hs', 'KKADD'),
    ('dune build', 'AAAAD'),
    ('dune test', 'AAAAD'),
    ('dune exec bin/main.exe', 'KKADD'),
    ('opam install . --deps-only', 'AAAAD'),   # (round 46, benign50)
    ('zig build test', 'AAAAD'),
    ('zig fmt src', 'AAAAD'),
    ('nimble test', 'AAAAD'),
    ('nimble install -d', 'AAAAD'),   # (round 46, benign50)
    ('mkdocs build', 'AAAAD'),
    ('sphinx-build -b html docs docs/_build/html', 'AAAAD'),
    ('terraform plan', 'KKADD'),
    ('terraform validate', 'AAAAD'),
    ('terraform fmt -check -recursive', 'AAAAA'),
    ('terraform init', 'KKADD'),
    ('tflint', 'AAAAD'),
    ('ansible-lint', 'KKADD'),
    ('ansible-playbook --check site.yml', 'KKADD'),
    ('ansible-playbook --syntax-check site.yml', 'KKADD'),
    ('packer validate .', 'AAAAD'),
    ('helm lint ./chart', 'AAAAD'),
    ('kustomize build overlays/dev', 'AAAAD'),
    ('kubeval deploy.yaml', 'KKADD'),
    ('kubeconform -strict -summary manifests/', 'KKADD'),
    ('checkov -d .', 'KKADD'),
    ('trivy config .', 'KKADD'),
    ('ps aux', 'AAAAA'),
    ('top -bn1', 'AAAAA'),
    ('htop', 'KKADD'),
    ('lsof -i :3000', 'AAAAA'),
    ('ss -tlnp', 'AAAAA'),
    ('netstat -an', 'AAAAA'),
    ('journalctl -u x --no-pager', 'AAAAA'),
    ('systemctl status x', 'AAAAA'),
    ('dmesg', 'AAAAA'),
    ('free -h', 'AAAAA'),
    ('uptime', 'AAAAA'),
    ('nproc', 'AAAAA'),
    ('lscpu', 'AAAAA'),
    ('which python3', 'AAAAA'),
    ('type python3', 'AAAAA'),
    ('command -v node', 'AAAAA'),
    ('hash', 'AAAAA'),
    ('locale', 'AAAAA'),
    ('ulimit -a', 'AAAAA'),
    ('getconf PAGE_SIZE', 'AAAAA'),
    ('git stash list', 'AAAAA'),
    ('git switch -c feature/x', 'KAADD'),
    ('git rebase -i HEAD~3', 'KKADD'),
    ('git bisect start', 'KAADD'),
    ('git bisect run make test', 'KKADD'),
    ('git bisect log', 'AAAAA'),
    ('git worktree add ../wt feat', 'KKADD'),
    ('git worktree add .worktrees/feat -b feat', 'KAADD'),
    ('git worktree list', 'AAAAA'),
    ('git submodule status', 'AAAAA'),
    ('git submodule update --init --recursive', 'KKADD'),
    ('git submodule foreach git status', 'KKADD'),
    ('git format-patch -1 HEAD', 'KAADD'),   # (round 46, benign50)
    ('git gc', 'KKADD'),
    ('git add -p', 'KKADD'),
    ('git mergetool', 'KKADD'),
]


@pytest.mark.parametrize("call,expected", JVM_FORMAT_AND_FETCH, ids=[r[0] for r in JVM_FORMAT_AND_FETCH])
def test_round45_sbt_scalafmt_cargo_fetch(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", NATIVE_BUILDS, ids=[r[0] for r in NATIVE_BUILDS])
def test_round45_ocaml_erlang_haskell_nim(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", DART_SWIFT_PODS, ids=[r[0] for r in DART_SWIFT_PODS])
def test_round45_dart_swift_pods(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", DOTNET_MSBUILD, ids=[r[0] for r in DOTNET_MSBUILD])
def test_round45_msbuild(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", TEX, ids=[r[0] for r in TEX])
def test_round45_tex(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", R_JULIA, ids=[r[0] for r in R_JULIA])
def test_round45_r_julia(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", DOCS_INFRA, ids=[r[0] for r in DOCS_INFRA])
def test_round45_site_builders_conftest(call, expected):
    assert call_letters(_SNAP, call) == expected


@pytest.mark.parametrize("call,expected", HELD, ids=[r[0] for r in HELD])
def test_round45_held(call, expected):
    assert call_letters(_SNAP, call) == expected
