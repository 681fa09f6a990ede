// Test fixture for processes.test.ts: supervises one child that prints its pid and, when asked,
// ignores SIGTERM (so only the forced stop can end it).
import { superviseChildren } from "../processes.mjs";

const ignoreTerm = process.argv.includes("--ignore-term");
const childCode = `process.on("SIGTERM", () => { if (!${ignoreTerm}) process.exit(0); });
setInterval(() => {}, 1000);
console.log("child-pid " + process.pid);`;
superviseChildren().run("child", process.execPath, ["-e", childCode], { env: process.env });
