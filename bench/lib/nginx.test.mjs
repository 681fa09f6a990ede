import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx.mjs";

describe("nginx's configuration in front of the store's processes", () => {
  const config = nginxConfig({ dir: "/tmp/bench-nginx", port: 8080, upstreams: [3001, 3002] });

  it("passes requests to every process in turn, over kept-alive connections, on the loopback port", () => {
    expect(config).toContain("server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;");
    expect(config).toContain("server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;");
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config).toMatch(/proxy_http_version 1\.1;\s+proxy_set_header Connection "";/);
  });

  it("tells the store the client's address and the public scheme (one trusted hop)", () => {
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(config).toContain("proxy_set_header X-Forwarded-Proto https;");
  });

  it("tries the next process when one refuses, closes or answers 502/503, never a POST twice", () => {
    expect(config).toContain("proxy_next_upstream error timeout http_502 http_503;");
    expect(config).not.toContain("non_idempotent");
  });

  it("keeps every file of its own in its folder: no root, no system paths", () => {
    const paths = [...config.matchAll(/(?:pid|error_log|_temp_path) ([^\s;]+)/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const file of paths) expect(file.startsWith("/tmp/bench-nginx/")).toBe(true);
  });
});
