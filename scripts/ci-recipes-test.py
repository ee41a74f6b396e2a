#!/usr/bin/env python3
"""The CI recipes of docs/ci.md, checked: the page embeds them exactly, and their shell steps run.

docs/ci/github-actions.yml and docs/ci/gitlab-ci.yml are the files a renderer team copies whole.
This script first checks that docs/ci.md includes each one verbatim, between the markers

    <!-- BEGIN docs/ci/NAME.yml -->  ```yaml … ```  <!-- END docs/ci/NAME.yml -->

and then runs every job's shell steps, in order, as the CI service would, in two stand-ins for a
renderer's repository, each a copy outside this repository:

- a Swift job (its name contains "swift") in a copy of examples/swift-renderer whose dependency
  on RenderParity points at this repository;
- a JVM job (its name contains "jvm") in a copy of examples/kotlin-junit, with `.renderparity`
  linked to this repository (what the recipe's checkout of RenderParity gives) and Maven pointed
  offline at the artifacts ports/kotlin/test.sh installs (`.mvn/maven.config`); its list of
  expected failures is what the example renderer does not show (write_expected_failures).

What a step runs on is not emulated: `actions/checkout` is the prepared copy, other `uses:` steps
that set up tools are skipped, and an upload or `artifacts:` entry must name files the steps wrote
(a JUnit report must be JUnit XML, a review page HTML). Every step must succeed: the recipes run on
a passing renderer.

Usage: ci-recipes-test.py [--docs-only]
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
RECIPES = ["docs/ci/github-actions.yml", "docs/ci/gitlab-ci.yml"]
PAGE = ROOT / "docs/ci.md"


class RecipeFailure(Exception):
    pass


def check_page_embeds_recipes():
    page = PAGE.read_text(encoding="utf-8")
    for recipe in RECIPES:
        text = (ROOT / recipe).read_text(encoding="utf-8")
        pattern = re.compile(
            r"<!-- BEGIN %s -->\n```yaml\n(.*?)```\n<!-- END %s -->" % (re.escape(recipe), re.escape(recipe)), re.S
        )
        found = pattern.findall(page)
        if len(found) != 1:
            raise RecipeFailure(f"docs/ci.md: expected one block between the BEGIN/END {recipe} markers, found {len(found)}")
        if found[0] != text:
            raise RecipeFailure(f"docs/ci.md: the block for {recipe} differs from the file; copy the file in whole")


def prepare_swift_repository(work):
    target = work / "swift-renderer"
    shutil.copytree(ROOT / "examples/swift-renderer", target, ignore=shutil.ignore_patterns(".build", "build"))
    manifest = target / "Package.swift"
    text = manifest.read_text(encoding="utf-8")
    local = '.package(name: "RenderParity", path: "../..")'
    if local not in text:
        raise RecipeFailure(f"examples/swift-renderer/Package.swift no longer has {local}")
    manifest.write_text(text.replace(local, f'.package(name: "RenderParity", path: "{ROOT}")'), encoding="utf-8")
    return target


def prepare_jvm_repository(work):
    target = work / "kotlin-renderer"
    shutil.copytree(ROOT / "examples/kotlin-junit", target, ignore=shutil.ignore_patterns("build"))
    (target / ".renderparity").symlink_to(ROOT)
    maven_repository = ROOT / "ports/kotlin/build/m2"
    if not maven_repository.is_dir():
        raise RecipeFailure("ports/kotlin/build/m2 is missing: run ports/kotlin/test.sh first")
    (target / ".mvn").mkdir()
    (target / ".mvn/maven.config").write_text(f"-o\n-Dmaven.repo.local={maven_repository}\n", encoding="utf-8")
    return target


def write_expected_failures(cwd):
    """The stand-in's parity-expected-failures.txt, as a team keeps it for what its renderer can't show yet.

    The Kotlin example shows only some node types, and writes a snapshot only for the fixtures it
    shows, so the list is every fixture without a snapshot in build/parity. It is written just
    before the first command that reads it, from that run's snapshots, so a fixture added to the
    corpus does not make the list stale; every snapshot that was written is still compared.
    """
    listed = cwd / "parity-expected-failures.txt"
    if listed.exists():
        return
    actual = cwd / "build/parity"
    names = sorted(
        str(p.relative_to(ROOT / "test-fixtures"))
        for p in (ROOT / "test-fixtures").rglob("*.json")
        if not (actual / p.relative_to(ROOT / "test-fixtures")).with_suffix(".txt").exists()
    )
    if len(names) == sum(1 for _ in (ROOT / "test-fixtures").rglob("*.json")):
        raise RecipeFailure("the JVM job's tests kept no snapshot in build/parity")
    listed.write_text("".join(f"{name}   # not shown by the example renderer\n" for name in names), encoding="utf-8")


def run_shell(command, cwd, env, where):
    if "--expected-failures parity-expected-failures.txt" in command:
        write_expected_failures(cwd)
    lines = command.strip().splitlines()
    print(f"  $ {lines[0]}{' …' if len(lines) > 1 else ''}", flush=True)
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", command], cwd=cwd, env=env)
    if result.returncode != 0:
        raise RecipeFailure(f"{where}: exited {result.returncode}: {command.strip()}")


def check_outputs(paths, cwd, where):
    for pattern in paths:
        matches = [Path(p) for p in glob.glob(str(cwd / pattern.rstrip("/")))]
        if not matches:
            raise RecipeFailure(f"{where}: nothing at {pattern} to keep as an artifact")
        for match in matches:
            if match.is_dir():
                if not any(match.iterdir()):
                    raise RecipeFailure(f"{where}: {pattern} is an empty folder")
                continue
            head = match.read_text(encoding="utf-8", errors="replace")[:4000]
            if match.suffix == ".xml" and "<testsuite" not in head:
                raise RecipeFailure(f"{where}: {match.name} is not JUnit XML")
            if match.suffix == ".html" and "<html" not in head.lower():
                raise RecipeFailure(f"{where}: {match.name} is not an HTML page")


def job_repository(name, repositories):
    for kind, path in repositories.items():
        if kind in name:
            return path
    raise RecipeFailure(f"job {name}: its name says neither swift nor jvm, so there is no repository to run it in")


def base_environment(work, cwd):
    env = dict(os.environ)
    env.pop("CI", None)  # a team's tests run with CI set too, but nothing here may refuse on it
    env["HOME"] = str(work / "home")
    Path(env["HOME"]).mkdir(exist_ok=True)
    shutil.rmtree(cwd / "build", ignore_errors=True)  # what the previous recipe's run wrote
    (cwd / "parity-expected-failures.txt").unlink(missing_ok=True)
    return env


def run_github(recipe, repositories, work):
    for name, job in recipe["jobs"].items():
        cwd = job_repository(name, repositories)
        print(f"== {RECIPES[0]}: job {name} in {cwd.name}", flush=True)
        env = base_environment(work, cwd)
        env.update({k: str(v) for k, v in (job.get("env") or {}).items()})
        path_file = work / f"github-path-{name}"
        path_file.write_text("", encoding="utf-8")
        env["GITHUB_PATH"] = str(path_file)
        env["GITHUB_WORKSPACE"] = str(cwd)
        for index, step in enumerate(job["steps"]):
            where = f"{RECIPES[0]} job {name} step {index + 1}"
            uses = step.get("uses", "")
            if uses.startswith("actions/checkout"):
                checkout = (step.get("with") or {}).get("path")
                if checkout and not (cwd / checkout).exists():
                    raise RecipeFailure(f"{where}: the checkout path {checkout} was not prepared")
            elif uses.startswith("actions/upload-artifact"):
                check_outputs(str(step["with"]["path"]).split(), cwd, where)
            elif uses:
                print(f"  (skipped {uses}: sets up tools this machine has)")
            else:
                step_env = dict(env)
                added = [line for line in path_file.read_text(encoding="utf-8").splitlines() if line]
                step_env["PATH"] = os.pathsep.join(list(reversed(added)) + [env["PATH"]])
                step_env.update({k: str(v) for k, v in (step.get("env") or {}).items()})
                run_shell(step["run"], cwd, step_env, where)


def run_gitlab(recipe, repositories, work):
    for name, job in recipe.items():
        if not isinstance(job, dict) or "script" not in job:
            continue
        cwd = job_repository(name, repositories)
        print(f"== {RECIPES[1]}: job {name} in {cwd.name}", flush=True)
        env = base_environment(work, cwd)
        env["CI_PROJECT_DIR"] = str(cwd)
        for key, value in (job.get("variables") or {}).items():
            env[key] = re.sub(r"\$(\w+)", lambda m: env.get(m.group(1), m.group(0)), str(value))
        for section in ["before_script", "script", "after_script"]:
            for index, command in enumerate(job.get(section) or []):
                run_shell(command, cwd, env, f"{RECIPES[1]} job {name} {section} line {index + 1}")
        artifacts = job.get("artifacts") or {}
        kept = list(artifacts.get("paths") or [])
        junit = (artifacts.get("reports") or {}).get("junit") or []
        kept += [junit] if isinstance(junit, str) else junit
        check_outputs(kept, cwd, f"{RECIPES[1]} job {name} artifacts")


def main(argv):
    try:
        check_page_embeds_recipes()
        print("docs/ci.md embeds " + " and ".join(RECIPES) + " exactly")
        if "--docs-only" in argv:
            return 0
        with tempfile.TemporaryDirectory(prefix="parity-recipes-") as folder:
            work = Path(folder)
            repositories = {"swift": prepare_swift_repository(work), "jvm": prepare_jvm_repository(work)}
            run_github(yaml.safe_load((ROOT / RECIPES[0]).read_text(encoding="utf-8")), repositories, work)
            run_gitlab(yaml.safe_load((ROOT / RECIPES[1]).read_text(encoding="utf-8")), repositories, work)
        print("ci-recipes-test: every shell step of both recipes ran and kept its report and review page")
        return 0
    except RecipeFailure as failure:
        print(f"ci-recipes-test: {failure}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
