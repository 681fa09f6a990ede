// nginx from the system's packages as the reverse proxy in front of several store processes
// (issue 30 item 4): a configuration of its own in a temporary folder, started in the foreground
// (no daemon, no root), its upstreams changed by a reload.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ?? null;

/**
 * The configuration: one server on `port` passing every request to the `upstreams` (ports on this
 * machine) in turn, over kept-alive HTTP/1.1 connections, with the client's address appended to
 * X-Forwarded-For (the store trusts one hop, TRUST_PROXY_HOPS=1) and the public scheme in
 * X-Forwarded-Proto. A request whose process refuses the connection, closes it or answers 502/503
 * before answering (a process stopping on SIGTERM) goes to the next process; nginx never retries a
 * POST it has sent (non-idempotent), so nothing is done twice.
 */
export function nginxConfig({ dir, port, upstreams }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  upstream store {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 9m;
    location / {
      proxy_pass http://store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

/** Exits with a message naming the package when nginx is not installed. */
export function requireNginx() {
  if (NGINX) return NGINX;
  console.error("nginx is not installed: apt-get install -y nginx (Debian's package; it is not started as a service).");
  process.exit(2);
}

/** Starts nginx with its own configuration in `dir`; `reload(upstreams)` rewrites it and reloads. */
export async function startNginx({ dir, port, upstreams }) {
  const binary = requireNginx();
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(dir, name), { recursive: true });
  const file = path.join(dir, "nginx.conf");
  const write = (list) => writeFileSync(file, nginxConfig({ dir, port, upstreams: list }));
  write(upstreams);
  const test = spawnSync(binary, ["-t", "-p", dir, "-c", file], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  const child = spawn(binary, ["-p", dir, "-c", file], { stdio: ["ignore", "ignore", "inherit"] });
  await waitForPort(port);
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    async reload(list) {
      write(list);
      const result = spawnSync(binary, ["-p", dir, "-c", file, "-s", "reload"], { encoding: "utf8" });
      if (result.status !== 0) throw new Error(`nginx did not reload:\n${result.stderr}`);
      // The old worker finishes its requests; new connections reach a new worker within a moment.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGQUIT");
      }),
  };
}

async function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs / 1000} s`);
}
