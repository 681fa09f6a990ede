// What the end-to-end tests need from the system: Chromium's headless shell (Debian's
// chromium-headless-shell: the same Chromium without the desktop browser around it, which is what
// Playwright runs for headless tests, at less CPU per page), and fonts for Japanese, Korean and
// Chinese text. Installed with apt when missing and this process may (root on Debian).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const FONT_PACKAGES = ["fonts-ipafont-gothic", "fonts-noto-cjk"];
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function dpkgHas(name) {
  return spawnSync("dpkg", ["-s", name], { stdio: "ignore" }).status === 0;
}

function commandExists(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

export function missingSystemPackages(chromiumPath) {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push("chromium-headless-shell");
  // Without dpkg the fonts cannot be checked by package: only Chromium is required then.
  if (commandExists("dpkg")) missing.push(...FONT_PACKAGES.filter((name) => !dpkgHas(name)));
  return missing;
}

function apt(args) {
  return spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  }).status;
}

/** Installs what is missing, or says exactly what to run and exits. */
export function ensureSystemPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
  const missing = missingSystemPackages(chromium);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  const mayInstall = process.getuid?.() === 0 && commandExists("apt-get") && !process.env.CHROMIUM_PATH;
  if (!mayInstall) {
    console.error(
      `The end-to-end tests need ${missing.join(", ")}, which ${missing.length > 1 ? "are" : "is"} missing.\n` +
        `Run as root (Debian): ${command}\n` +
        (missing.includes("chromium-headless-shell") ? "or set CHROMIUM_PATH to a Chromium binary.\n" : ""),
    );
    process.exit(1);
  }
  console.log(`Installing with apt: ${missing.join(" ")}`);
  if (apt(["update", "-qq"]) !== 0 || apt(["install", "-y", "-qq", ...missing]) !== 0) {
    console.error(`apt-get could not install ${missing.join(" ")}. Run: ${command}`);
    process.exit(1);
  }
  if (!existsSync(chromium)) {
    console.error(`Chromium is still not at ${chromium}. Set CHROMIUM_PATH to its binary.`);
    process.exit(1);
  }
}
