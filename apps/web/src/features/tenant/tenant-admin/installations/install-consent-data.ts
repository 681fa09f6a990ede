/**
 * Issue 27 item 4: the attribute of the JSON data block an app page renders for its admin with the
 * scopes the install grants (its value is the app's code). The install dialog, loaded only when
 * opened, reads it: the strings are made on the server and the page's first-load script stays as
 * it was.
 */
export const INSTALL_CONSENT_DATA = "data-install-consent-json";
