import { deleteCookie, readCookie, writeCookie } from "./cookies";

/** SPEC §3: a single string kept in a cookie under key FLASH_MESSAGE. */
const FLASH_KEY = "FLASH_MESSAGE";

export function writeFlashMessage(message: string): void {
  writeCookie(FLASH_KEY, message, 60);
}

/** Reads the flash message once: reading deletes it. */
export function readFlashMessage(): string | undefined {
  const message = readCookie(FLASH_KEY);
  if (message !== undefined) deleteCookie(FLASH_KEY);
  return message || undefined;
}
