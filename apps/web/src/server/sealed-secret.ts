import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { sessionSecret } from "./session-secret";

// Secrets the store must keep to act later but never show again (the registration access token of
// a provider's OAuth client, issue 27): AES-256-GCM under a key derived from the session secret, so
// a copy of the database alone does not hand them out. Format: v1.<iv>.<tag>.<ciphertext>, base64url.

const PURPOSE = "hrstore sealed secret v1";

async function key(): Promise<Buffer> {
  return createHash("sha256")
    .update(`${PURPOSE}\0${await sessionSecret()}`)
    .digest();
}

export async function sealSecret(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret, or null when it was sealed under another key (the session secret changed) or damaged. */
export async function openSecret(sealed: string): Promise<string | null> {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", await key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
